/// A value templates render: the screen plan, as text, flags, numbers, lists and objects. The
/// same tree is the template context, what `statespec plan` prints as JSON, and (converted) what
/// Stencil renders team templates with.
public indirect enum TemplateValue: Sendable, Hashable {
    case string(String)
    case bool(Bool)
    case int(Int)
    case list([TemplateValue])
    case object([String: TemplateValue])

    /// The value at `key` of an object; nil for anything else or a missing key.
    public subscript(key: String) -> TemplateValue? {
        if case .object(let fields) = self { return fields[key] }
        return nil
    }

    /// Whether `{% if value %}` takes its branch, exactly as Stencil decides: empty lists, objects
    /// and text are false, numbers are true when positive, everything else is true.
    public var isTruthy: Bool {
        switch self {
        case .string(let text): !text.isEmpty
        case .bool(let flag): flag
        case .int(let number): number > 0
        case .list(let items): !items.isEmpty
        case .object(let fields): !fields.isEmpty
        }
    }

    /// How `{{ value }}` writes it, as Stencil does.
    public var rendered: String {
        switch self {
        case .string(let text): text
        case .bool(let flag): flag ? "true" : "false"
        case .int(let number): String(number)
        case .list(let items): "[" + items.map(\.debugRendered).joined(separator: ", ") + "]"
        case .object(let fields): "[" + fields.keys.sorted().map { "\"\($0)\": \(fields[$0]!.debugRendered)" }.joined(separator: ", ") + "]"
        }
    }

    private var debugRendered: String {
        if case .string(let text) = self { return "\"\(text)\"" }
        return rendered
    }

    /// An object as Stencil's context dictionary; empty for anything else.
    public var stencilContext: [String: Any] {
        if case .object(let fields) = self { return fields.mapValues(\.stencilValue) }
        return [:]
    }

    /// The value as Stencil's context takes it: `String`, `Bool`, `Int`, `[Any]` and `[String: Any]`.
    public var stencilValue: Any {
        switch self {
        case .string(let text): text
        case .bool(let flag): flag
        case .int(let number): number
        case .list(let items): items.map(\.stencilValue)
        case .object(let fields): fields.mapValues(\.stencilValue)
        }
    }
}

extension TemplateValue {
    /// The value as JSON, keys sorted, for `statespec plan`.
    public func json() -> String {
        jsonText.rendered()
    }

    var jsonText: JSONText {
        switch self {
        case .string(let text): .string(text)
        case .bool(let flag): .bool(flag)
        case .int(let number): .int(number)
        case .list(let items): .array(items.map(\.jsonText))
        case .object(let fields): .object(fields.mapValues(\.jsonText))
        }
    }
}

extension TemplateValue: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral {
    public init(stringLiteral value: String) { self = .string(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(integerLiteral value: Int) { self = .int(value) }
    public init(arrayLiteral elements: TemplateValue...) { self = .list(elements) }
    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        self = .object(Dictionary(elements) { _, last in last })
    }
}
