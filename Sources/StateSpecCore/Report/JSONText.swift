/// A JSON value rendered with sorted keys and two-space indentation. Written here rather than
/// with JSONSerialization so that reports are the same bytes on every platform and Foundation
/// version (which differ in key order, slash escaping and spacing).
enum JSONText: Sendable, Hashable {
    case string(String)
    case int(Int)
    /// A number as written in a JSON document StateSpec read, kept digit for digit.
    case number(String)
    case bool(Bool)
    case null
    case array([JSONText])
    case object([String: JSONText])

    /// The value as a JSON document ending in a newline. String Catalogs use `" : "` between
    /// keys and values, as Xcode writes them.
    func rendered(keySeparator: String = ": ") -> String {
        var output = ""
        write(to: &output, indent: "", keySeparator: keySeparator)
        output += "\n"
        return output
    }

    private func write(to output: inout String, indent: String, keySeparator: String) {
        switch self {
        case .string(let text):
            Self.quote(text, into: &output)
        case .int(let number):
            output += String(number)
        case .number(let text):
            output += text
        case .bool(let value):
            output += value ? "true" : "false"
        case .null:
            output += "null"
        case .array(let items):
            guard !items.isEmpty else { output += "[]"; return }
            let inner = indent + "  "
            output += "[\n"
            for (index, item) in items.enumerated() {
                output += inner
                item.write(to: &output, indent: inner, keySeparator: keySeparator)
                output += index == items.count - 1 ? "\n" : ",\n"
            }
            output += indent + "]"
        case .object(let members):
            guard !members.isEmpty else { output += "{}"; return }
            let inner = indent + "  "
            let keys = members.keys.sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }
            output += "{\n"
            for (index, key) in keys.enumerated() {
                output += inner
                Self.quote(key, into: &output)
                output += keySeparator
                members[key]!.write(to: &output, indent: inner, keySeparator: keySeparator)
                output += index == keys.count - 1 ? "\n" : ",\n"
            }
            output += indent + "}"
        }
    }

    /// A JSON string literal (RFC 8259): quotes, backslashes and control characters escaped,
    /// everything else as UTF-8.
    private static func quote(_ text: String, into output: inout String) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16, uppercase: false)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}
