/// Reads a JSON document (RFC 8259) into `JSONText`, so that a file StateSpec merges into keeps
/// every value it holds. Strict: no comments, no trailing commas, one value, UTF-8; nesting is
/// capped so that no input can exhaust the stack.
struct JSONReader {
    static let maximumDepth = 100

    struct Failure: Error, Equatable {
        var message: String
        /// Where the problem is, as a byte offset.
        var offset: Int
    }

    static func read(_ text: String) throws(Failure) -> JSONText {
        var reader = JSONReader(bytes: Array(text.utf8))
        reader.skipSpace()
        let value = try reader.value(depth: 0)
        reader.skipSpace()
        guard reader.position == reader.bytes.count else { throw reader.failure("unexpected text after the document") }
        return value
    }

    private let bytes: [UInt8]
    private var position = 0

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private func failure(_ message: String) -> Failure { Failure(message: message, offset: position) }

    private var next: UInt8? { position < bytes.count ? bytes[position] : nil }

    private mutating func skipSpace() {
        while let byte = next, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { position += 1 }
    }

    private mutating func expect(_ byte: UInt8) throws(Failure) {
        guard next == byte else { throw failure("expected '\(Character(Unicode.Scalar(byte)))'") }
        position += 1
    }

    private mutating func value(depth: Int) throws(Failure) -> JSONText {
        guard depth < Self.maximumDepth else { throw failure("nested deeper than \(Self.maximumDepth) levels") }
        switch next {
        case UInt8(ascii: "{"): return try object(depth: depth)
        case UInt8(ascii: "["): return try array(depth: depth)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try word("true"); return .bool(true)
        case UInt8(ascii: "f"): try word("false"); return .bool(false)
        case UInt8(ascii: "n"): try word("null"); return .null
        case .some(let byte) where byte == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte):
            return .number(try number())
        default: throw failure("expected a value")
        }
    }

    private mutating func object(depth: Int) throws(Failure) -> JSONText {
        position += 1
        var members: [String: JSONText] = [:]
        skipSpace()
        if next == UInt8(ascii: "}") { position += 1; return .object(members) }
        while true {
            skipSpace()
            let key = try string()
            skipSpace()
            try expect(UInt8(ascii: ":"))
            skipSpace()
            guard members[key] == nil else { throw failure("the key \"\(key)\" appears twice") }
            members[key] = try value(depth: depth + 1)
            skipSpace()
            if next == UInt8(ascii: ",") { position += 1; continue }
            try expect(UInt8(ascii: "}"))
            return .object(members)
        }
    }

    private mutating func array(depth: Int) throws(Failure) -> JSONText {
        position += 1
        var items: [JSONText] = []
        skipSpace()
        if next == UInt8(ascii: "]") { position += 1; return .array(items) }
        while true {
            skipSpace()
            items.append(try value(depth: depth + 1))
            skipSpace()
            if next == UInt8(ascii: ",") { position += 1; continue }
            try expect(UInt8(ascii: "]"))
            return .array(items)
        }
    }

    private mutating func word(_ word: String) throws(Failure) {
        let expected = Array(word.utf8)
        guard bytes.count - position >= expected.count, Array(bytes[position..<position + expected.count]) == expected else {
            throw failure("expected \(word)")
        }
        position += expected.count
    }

    private mutating func number() throws(Failure) -> String {
        let start = position
        func digits() -> Int {
            let from = position
            while let byte = next, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { position += 1 }
            return position - from
        }
        if next == UInt8(ascii: "-") { position += 1 }
        if next == UInt8(ascii: "0") { position += 1 } else if digits() == 0 { throw failure("expected digits") }
        if next == UInt8(ascii: ".") {
            position += 1
            guard digits() > 0 else { throw failure("expected digits after '.'") }
        }
        if next == UInt8(ascii: "e") || next == UInt8(ascii: "E") {
            position += 1
            if next == UInt8(ascii: "+") || next == UInt8(ascii: "-") { position += 1 }
            guard digits() > 0 else { throw failure("expected an exponent") }
        }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    /// The string's UTF-8 gathered in one array and decoded once, so that reading it is linear
    /// in its escapes (`String.UnicodeScalarView.append(contentsOf:)` copies the whole view).
    private mutating func string() throws(Failure) -> String {
        try expect(UInt8(ascii: "\""))
        let start = position
        // Nearly every string has no escape: its bytes are decoded as they are.
        while let byte = next, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\"), byte >= 0x20 { position += 1 }
        if next == UInt8(ascii: "\"") {
            position += 1
            return String(decoding: bytes[start..<position - 1], as: UTF8.self)
        }
        var text = Array(bytes[start..<position])
        while let byte = next {
            switch byte {
            case UInt8(ascii: "\""):
                position += 1
                return String(decoding: text, as: UTF8.self)
            case UInt8(ascii: "\\"):
                position += 1
                text += try escape().utf8
            case 0..<0x20:
                throw failure("a control character in a string")
            default:
                text.append(byte)
                position += 1
            }
        }
        throw failure("a string without its closing quote")
    }

    private mutating func escape() throws(Failure) -> Unicode.Scalar {
        guard let byte = next else { throw failure("an escape at the end") }
        position += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let first = try hexQuad()
            if (0xD800...0xDBFF).contains(first) {
                try word("\\u")
                let second = try hexQuad()
                guard (0xDC00...0xDFFF).contains(second) else { throw failure("an unpaired surrogate") }
                return Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))!
            }
            guard let scalar = Unicode.Scalar(first) else { throw failure("an unpaired surrogate") }
            return scalar
        default:
            throw failure("an unknown escape")
        }
    }

    private mutating func hexQuad() throws(Failure) -> UInt32 {
        guard bytes.count - position >= 4, bytes[position..<position + 4].allSatisfy({ Character(Unicode.Scalar($0)).isHexDigit }),
              let value = UInt32(String(decoding: bytes[position..<position + 4], as: UTF8.self), radix: 16) else {
            throw failure("expected four hexadecimal digits")
        }
        position += 4
        return value
    }
}
