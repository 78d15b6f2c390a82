/// The line-and-tab text of StateSpec's files in the output folder (the cache; the manifest is
/// read with `RecordReader` too): one record a
/// line, fields separated by tabs, and `%`, tab, line feed and carriage return inside a field
/// written `%25`, `%09`, `%0A`, `%0D`. Read and written as bytes: a folder of thousands of files
/// has records by the thousand, read on every run.
struct RecordWriter {
    private(set) var bytes: [UInt8] = []
    private var lineHasFields = false

    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    /// A line as it is, unescaped (the file's header lines).
    mutating func line(_ text: String) {
        bytes.append(contentsOf: text.utf8)
        bytes.append(UInt8(ascii: "\n"))
    }

    mutating func field(_ text: String) {
        var text = text
        text.withUTF8 { field($0) }
    }

    mutating func field(_ number: Int) {
        field(String(number))
    }

    private mutating func field(_ text: UnsafeBufferPointer<UInt8>) {
        if lineHasFields { bytes.append(UInt8(ascii: "\t")) }
        lineHasFields = true
        // Hashes, sizes and paths need no escape: copied whole.
        guard text.contains(where: Self.needsEscape) else {
            bytes.append(contentsOf: text)
            return
        }
        for byte in text {
            switch byte {
            case UInt8(ascii: "%"): bytes.append(contentsOf: [UInt8(ascii: "%"), UInt8(ascii: "2"), UInt8(ascii: "5")])
            case UInt8(ascii: "\t"): bytes.append(contentsOf: [UInt8(ascii: "%"), UInt8(ascii: "0"), UInt8(ascii: "9")])
            case UInt8(ascii: "\n"): bytes.append(contentsOf: [UInt8(ascii: "%"), UInt8(ascii: "0"), UInt8(ascii: "A")])
            case UInt8(ascii: "\r"): bytes.append(contentsOf: [UInt8(ascii: "%"), UInt8(ascii: "0"), UInt8(ascii: "D")])
            default: bytes.append(byte)
            }
        }
    }

    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "%") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    mutating func endRecord() {
        bytes.append(UInt8(ascii: "\n"))
        lineHasFields = false
    }
}

/// The lines of record text, each split into fields on demand.
struct RecordReader: IteratorProtocol {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// The next line, without its line feed; nil at the end. A last line without a line feed
    /// is returned too.
    mutating func next() -> Line? {
        guard position < bytes.count else { return nil }
        var end = position
        while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
        let line = Line(bytes: UnsafeBufferPointer(rebasing: bytes[position..<end]))
        position = end + 1
        return line
    }

    struct Line {
        let bytes: UnsafeBufferPointer<UInt8>

        func equals(_ text: String) -> Bool {
            bytes.elementsEqual(text.utf8)
        }

        /// The line's fields, read one at a time.
        var fieldReader: FieldReader { FieldReader(bytes: bytes) }

        /// The text after `prefix`, unescaped, when the line starts with it.
        func value(after prefix: String) -> String? {
            let prefixBytes = Array(prefix.utf8)
            guard bytes.starts(with: prefixBytes) else { return nil }
            return Self.unescaped(UnsafeBufferPointer(rebasing: bytes[prefixBytes.count...]))
        }

        static func unescaped(_ field: UnsafeBufferPointer<UInt8>) -> String {
            guard field.contains(UInt8(ascii: "%")) else { return String(decoding: field, as: UTF8.self) }
            var result: [UInt8] = []
            result.reserveCapacity(field.count)
            var index = 0
            while index < field.count {
                if field[index] == UInt8(ascii: "%"), index + 2 < field.count, let byte = escaped(field[index + 1], field[index + 2]) {
                    result.append(byte)
                    index += 3
                } else {
                    result.append(field[index])
                    index += 1
                }
            }
            return String(decoding: result, as: UTF8.self)
        }

        private static func escaped(_ first: UInt8, _ second: UInt8) -> UInt8? {
            switch (first, second) {
            case (UInt8(ascii: "2"), UInt8(ascii: "5")): UInt8(ascii: "%")
            case (UInt8(ascii: "0"), UInt8(ascii: "9")): UInt8(ascii: "\t")
            case (UInt8(ascii: "0"), UInt8(ascii: "A")): UInt8(ascii: "\n")
            case (UInt8(ascii: "0"), UInt8(ascii: "D")): UInt8(ascii: "\r")
            default: nil
            }
        }
    }

    /// A line's fields in order, each taken once, without an array of them.
    struct FieldReader {
        private let bytes: UnsafeBufferPointer<UInt8>
        private var position = 0
        /// Past the last field: the line had no more.
        private var finished = false

        init(bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
        }

        /// The next field's bytes, as they are (escapes kept); nil when there is none left.
        mutating func next() -> UnsafeBufferPointer<UInt8>? {
            guard !finished else { return nil }
            var end = position
            while end < bytes.count, bytes[end] != UInt8(ascii: "\t") { end += 1 }
            let field = UnsafeBufferPointer(rebasing: bytes[position..<end])
            finished = end == bytes.count
            position = end + 1
            return field
        }

        /// The next field, unescaped.
        mutating func nextString() -> String? {
            next().map(Line.unescaped)
        }

        /// The next field as a number of decimal digits without a sign.
        mutating func nextInt() -> Int? {
            guard let field = next(), !field.isEmpty, field.count <= 18,
                  field.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else { return nil }
            return field.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
        }

        /// True when every field was taken.
        var atEnd: Bool { finished }
    }
}
