/// User-facing text with its catalog key, its English forms and its arguments. The presenter
/// renders it through a `TextLocalizer`; translators get the same key in the String Catalog.
public struct LocalizedText: Sendable, Hashable {
    /// A value filled into a `{placeholder}` of the text.
    public enum Argument: Sendable, Hashable {
        /// A whole number; it also picks the plural form.
        case int(Int)
        /// A number with a fraction.
        case double(Double)
        /// Text, shown as it is.
        case string(String)

        var rendered: String {
            switch self {
            case .int(let value): String(value)
            case .double(let value): String(value)
            case .string(let value): value
            }
        }
    }

    /// The String Catalog key, such as `Timeline.refreshFailed` or `Timeline.empty.message`.
    public var key: String
    /// The English text for every count but one, with `{name}` placeholders.
    public var other: String
    /// The English text when the plural argument is 1, if it differs.
    public var one: String?
    /// Values for the placeholders, in the order the catalog's format uses them.
    public var arguments: [(name: String, value: Argument)] {
        get { zip(argumentNames, argumentValues).map { ($0, $1) } }
        set {
            argumentNames = newValue.map(\.name)
            argumentValues = newValue.map(\.value)
        }
    }
    /// The argument that picks `one` or `other`.
    public var pluralArgument: String?

    private var argumentNames: [String]
    private var argumentValues: [Argument]

    /// A text as the generated code declares it.
    ///
    /// - Parameters:
    ///   - key: The String Catalog key (`Timeline.empty.message`).
    ///   - other: The English text, with `{name}` placeholders for the arguments.
    ///   - one: The English singular, when the text has one.
    ///   - arguments: The values of the placeholders, by name.
    ///   - pluralArgument: The argument whose number picks between `one` and `other`.
    public init(key: String, other: String, one: String? = nil, arguments: [(name: String, value: Argument)] = [], pluralArgument: String? = nil) {
        self.key = key
        self.other = other
        self.one = one
        self.argumentNames = arguments.map(\.name)
        self.argumentValues = arguments.map(\.value)
        self.pluralArgument = pluralArgument
    }

    /// The English text with its placeholders filled in.
    public var english: String {
        var form = other
        if let one, let pluralArgument,
           let index = argumentNames.firstIndex(of: pluralArgument), argumentValues[index] == .int(1) {
            form = one
        }
        for (name, value) in zip(argumentNames, argumentValues) {
            form = form.replacingPlaceholder(name, with: value.rendered)
        }
        return form
    }
}

extension String {
    func replacingPlaceholder(_ name: String, with value: String) -> String {
        var result = ""
        var rest = Substring(self)
        let token = "{\(name)}"
        while let range = rest.range(of: token) {
            result += rest[..<range.lowerBound]
            result += value
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}

private extension Substring {
    func range(of token: String) -> Range<Substring.Index>? {
        var index = startIndex
        while index < endIndex {
            if self[index...].hasPrefix(token) {
                return index..<self.index(index, offsetBy: token.count)
            }
            index = self.index(after: index)
        }
        return nil
    }
}

/// Turns `LocalizedText` into the words the user reads.
public protocol TextLocalizer: Sendable {
    /// The words the user reads for `text`, placeholders filled.
    func string(for text: LocalizedText) -> String
}

/// The English text from the spec, with placeholders filled: what a screen shows when no
/// translation is installed, and what tests compare.
public struct EnglishTextLocalizer: TextLocalizer {
    /// The English localizer.
    public init() {}
    /// The English text, placeholders filled.
    public func string(for text: LocalizedText) -> String { text.english }
}

extension LocalizedText {
    /// The words the user reads: on Apple platforms the translation in the main bundle's
    /// `StateSpec` table when there is one, otherwise (and on other platforms) the English text.
    public var localized: String {
        localized(using: Self.defaultLocalizer)
    }

    /// The words the user reads, as `localizer` renders them (a `BundleTextLocalizer` for a
    /// package's `Bundle.module`, say).
    public func localized(using localizer: any TextLocalizer) -> String {
        localizer.string(for: self)
    }

    #if canImport(Darwin)
    private static let defaultLocalizer: any TextLocalizer = BundleTextLocalizer()
    #else
    private static let defaultLocalizer: any TextLocalizer = EnglishTextLocalizer()
    #endif
}
