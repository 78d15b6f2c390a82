/// A YAML document as the generator builds it, written out in block style with every scalar
/// double-quoted and escaped, so that any text survives the trip through YAML exactly.
public indirect enum YAMLValue: Sendable, Equatable {
    case scalar(String)
    case mapping([(key: String, value: YAMLValue)])
    case sequence([YAMLValue])

    public static func == (lhs: YAMLValue, rhs: YAMLValue) -> Bool {
        switch (lhs, rhs) {
        case let (.scalar(a), .scalar(b)): a == b
        case let (.sequence(a), .sequence(b)): a == b
        case let (.mapping(a), .mapping(b)): a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: false
        }
    }

    public subscript(key: String) -> YAMLValue? {
        guard case .mapping(let entries) = self else { return nil }
        return entries.first { $0.key == key }?.value
    }

    public var text: String? {
        if case .scalar(let text) = self { return text }
        return nil
    }

    public var keys: [String] {
        if case .mapping(let entries) = self { return entries.map(\.key) }
        return []
    }

    /// The document's text.
    public func rendered() -> String {
        var output = ""
        write(to: &output, indent: 0)
        return output
    }

    private func write(to output: inout String, indent: Int) {
        let padding = String(repeating: " ", count: indent)
        switch self {
        case .scalar(let text):
            output += Self.quoted(text) + "\n"
        case .mapping(let entries):
            for (key, value) in entries {
                output += padding + Self.quoted(key) + ":"
                value.writeNested(to: &output, indent: indent)
            }
        case .sequence(let items):
            for item in items {
                output += padding + "-"
                item.writeNested(to: &output, indent: indent)
            }
        }
    }

    private func writeNested(to output: inout String, indent: Int) {
        switch self {
        case .scalar(let text):
            output += " " + Self.quoted(text) + "\n"
        case .mapping(let entries) where entries.isEmpty:
            output += " {}\n"
        case .sequence(let items) where items.isEmpty:
            output += " []\n"
        default:
            output += "\n"
            write(to: &output, indent: indent + 2)
        }
    }

    /// A YAML double-quoted scalar (YAML 1.2 §7.3.1): every character that could end or change it escaped.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            case "\0": result += "\\0"
            case "\u{85}": result += "\\N"
            case "\u{2028}": result += "\\L"
            case "\u{2029}": result += "\\P"
            case "\u{FEFF}": result += "\\uFEFF"
            default:
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\x" + String(repeating: "0", count: 2 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
