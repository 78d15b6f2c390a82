#if canImport(Darwin)
import Foundation

/// Reads translations from the String Catalog `statespec generate` writes (`StateSpec.xcstrings`,
/// compiled by Xcode into the bundle's `StateSpec` table, plural variants included), and falls
/// back to the spec's English text for keys it does not have.
public struct BundleTextLocalizer: TextLocalizer {
    public var bundle: Bundle
    public var table: String

    public init(bundle: Bundle = .main, table: String = "StateSpec") {
        self.bundle = bundle
        self.table = table
    }

    public func string(for text: LocalizedText) -> String {
        let missing = "\u{1}"
        let format = bundle.localizedString(forKey: text.key, value: missing, table: table)
        guard format != missing else { return text.english }
        var arguments: [any CVarArg] = []
        for argument in text.arguments {
            switch argument.value {
            case .int(let value): arguments.append(value)
            case .double(let value): arguments.append(value)
            case .string(let value): arguments.append(value as NSString)
            }
        }
        // With a locale, Foundation applies the catalog's plural rules to the format.
        return String(format: format, locale: .current, arguments: arguments)
    }
}
#endif
