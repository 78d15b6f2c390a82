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
    /// keys and values, as Xcode writes them. `escapingUnprintable`: every scalar
    /// `PrintableLine` escapes is written as `\uXXXX` (reports, which people also read: the
    /// string reads back the same, and no bidi control or line separator shows raw).
    func rendered(keySeparator: String = ": ", escapingUnprintable: Bool = false) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(4096)
        write(to: &output, depth: 0, keySeparator: Array(keySeparator.utf8), escapingUnprintable: escapingUnprintable)
        output.append(UInt8(ascii: "\n"))
        return String(decoding: output, as: UTF8.self)
    }

    /// Appends the value as it appears `depth` levels deep in a document (no newline after it).
    func write(to output: inout [UInt8], depth: Int, keySeparator: [UInt8], escapingUnprintable: Bool = false) {
        switch self {
        case .string(let text):
            if escapingUnprintable, text.unicodeScalars.contains(where: { $0.value >= 0x7F && PrintableLine.isUnsafe($0) }) {
                Self.quoteEscapingUnprintable(text, into: &output)
            } else {
                Self.quote(text, into: &output)
            }
        case .int(let number):
            output += String(number).utf8
        case .number(let text):
            output += text.utf8
        case .bool(let value):
            output += (value ? "true" : "false").utf8
        case .null:
            output += "null".utf8
        case .array(let items):
            guard !items.isEmpty else { output += "[]".utf8; return }
            output += "[\n".utf8
            for (index, item) in items.enumerated() {
                Self.indent(depth + 1, into: &output)
                item.write(to: &output, depth: depth + 1, keySeparator: keySeparator, escapingUnprintable: escapingUnprintable)
                output += (index == items.count - 1 ? "\n" : ",\n").utf8
            }
            Self.indent(depth, into: &output)
            output.append(UInt8(ascii: "]"))
        case .object(let members):
            guard !members.isEmpty else { output += "{}".utf8; return }
            // UTF-8 byte order is Unicode scalar order.
            let keys = members.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            output += "{\n".utf8
            for (index, key) in keys.enumerated() {
                Self.indent(depth + 1, into: &output)
                Self.quote(key, into: &output)
                output += keySeparator
                members[key]!.write(to: &output, depth: depth + 1, keySeparator: keySeparator, escapingUnprintable: escapingUnprintable)
                output += (index == keys.count - 1 ? "\n" : ",\n").utf8
            }
            Self.indent(depth, into: &output)
            output.append(UInt8(ascii: "}"))
        }
    }

    private static func indent(_ depth: Int, into output: inout [UInt8]) {
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: depth * 2))
    }

    /// A JSON string literal (RFC 8259): quotes, backslashes and control characters escaped,
    /// everything else as UTF-8.
    static func quote(_ text: String, into output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        // Nearly every text needs no escape: its bytes go in at once.
        if !text.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            output += text.utf8
            output.append(UInt8(ascii: "\""))
            return
        }
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): output += #"\""#.utf8
            case UInt8(ascii: "\\"): output += #"\\"#.utf8
            case UInt8(ascii: "\n"): output += #"\n"#.utf8
            case UInt8(ascii: "\r"): output += #"\r"#.utf8
            case UInt8(ascii: "\t"): output += #"\t"#.utf8
            case 0x08: output += #"\b"#.utf8
            case 0x0C: output += #"\f"#.utf8
            case ..<0x20:
                let digits = Array("0123456789abcdef".utf8)
                output += #"\u00"#.utf8
                output.append(digits[Int(byte >> 4)])
                output.append(digits[Int(byte & 0xF)])
            default:
                output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
    }

    /// `quote`, with DEL, C1 controls, line separators and bidi controls as `\uXXXX` too (all
    /// of them are in the Basic Multilingual Plane: one escape each).
    static func quoteEscapingUnprintable(_ text: String, into output: inout [UInt8]) {
        var plain = ""
        func flush() {
            guard !plain.isEmpty else { return }
            var quoted: [UInt8] = []
            quote(plain, into: &quoted)
            output += quoted.dropFirst().dropLast()
            plain = ""
        }
        output.append(UInt8(ascii: "\""))
        for scalar in text.unicodeScalars {
            if scalar.value >= 0x7F, PrintableLine.isUnsafe(scalar) {
                flush()
                let digits = String(scalar.value, radix: 16)
                output += ("\\u" + String(repeating: "0", count: 4 - digits.count) + digits).utf8
            } else {
                plain.unicodeScalars.append(scalar)
            }
        }
        flush()
        output.append(UInt8(ascii: "\""))
    }
}
