/// The list StateSpec keeps in its output folder of the files it wrote there, each with the
/// SHA-256 of what it wrote: its proof of ownership (`OutputOwnership`) for replacing files that
/// carry no generated header (a custom template's output, the String Catalog), and for removing
/// any file. A name may be listed with more than one hash while a run is writing, so that a run
/// killed half way still owns both versions.
public struct OutputManifest: Sendable, Equatable {
    public static let fileName = OutputFileName.reservedPrefix + "-manifest"
    static let header = "# Files StateSpec wrote in this folder, with the SHA-256 of what it wrote. StateSpec replaces or removes a file only when it can prove it wrote it. Generated; do not edit."

    /// File name → the hashes of the contents StateSpec wrote under that name.
    public var hashes: [String: Set<String>] = [:]

    public init() {}

    /// Reads the manifest's text. Lines that are not `<64 hex digits>  <name>` are ignored: a
    /// damaged manifest can only make StateSpec own fewer files, never more.
    public init(parsing text: String) {
        var text = text
        self = text.withUTF8 { Self(parsing: $0) }
    }

    /// Reads the manifest's UTF-8 bytes, as the folder holds them.
    public init(parsing bytes: [UInt8]) {
        self = bytes.withUnsafeBufferPointer { Self(parsing: $0) }
    }

    private init(parsing bytes: UnsafeBufferPointer<UInt8>) {
        // About a hundred bytes a line: the table never grows while it is read.
        hashes.reserveCapacity(bytes.count / 64)
        var lines = RecordReader(bytes)
        while let line = lines.next() {
            // `<64 lowercase hex digits>  <name>`
            let line = line.bytes
            guard line.count > 66, line[..<64].allSatisfy(Self.isLowercaseHexDigit),
                  line[64] == UInt8(ascii: " "), line[65] == UInt8(ascii: " ") else { continue }
            let nameBytes = UnsafeBufferPointer(rebasing: line[66...])
            let name = String(decoding: nameBytes, as: UTF8.self)
            guard Self.isPlainName(nameBytes) || OutputFileName.problem(with: name) == nil else { continue }
            let hash = String(decoding: UnsafeBufferPointer(rebasing: line[..<64]), as: UTF8.self)
            if hashes[name]?.insert(hash) == nil { hashes[name] = [hash] }
        }
    }

    /// Whether the manifest's bytes may list one of `names`: each line's name is looked at (where
    /// a line the parser keeps has it, after the hash and two spaces) without building the table.
    /// False only when none is listed.
    public static func mayList(anyOf names: Set<String>, in bytes: [UInt8]) -> Bool {
        let lengths = Set(names.map(\.utf8.count))
        return bytes.withUnsafeBufferPointer { buffer in
            var lines = RecordReader(buffer)
            while let line = lines.next() {
                let line = line.bytes
                guard line.count > 66, lengths.contains(line.count - 66) else { continue }
                if names.contains(String(decoding: UnsafeBufferPointer(rebasing: line[66...]), as: UTF8.self)) { return true }
            }
            return false
        }
    }

    /// Printable ASCII without a path separator, not hidden: a name `OutputFileName` accepts,
    /// told without reading it as Unicode (nearly every generated file's name).
    private static func isPlainName(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.count <= OutputFileName.maximumByteCount && bytes.first != UInt8(ascii: ".")
            && bytes.allSatisfy { (0x20...0x7E).contains($0) && $0 != UInt8(ascii: "/") && $0 != UInt8(ascii: "\\") }
    }

    private static func isLowercaseHexDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
    }

    /// Whether StateSpec wrote exactly these bytes under `name`.
    public func proves(_ name: String, wrote bytes: [UInt8]) -> Bool {
        hashes[name]?.contains(SHA256.hex(bytes)) ?? false
    }

    public func lists(_ name: String) -> Bool { hashes[name] != nil }

    /// The manifest's text: sorted by name (`ByteOrder`), so that the same files give the same bytes.
    public func rendered() -> String {
        String(decoding: renderedBytes(), as: UTF8.self)
    }

    /// `rendered()`'s UTF-8 bytes, made without a String in between: a large app's manifest is megabytes.
    public func renderedBytes() -> [UInt8] {
        var bytes = Self.headerLine(reserving: hashes.count)
        for (name, hashes) in hashes.sorted(by: { ByteOrder.precedes($0.key, $1.key) }) { Self.put(hashes, name, into: &bytes) }
        return bytes
    }

    private static func headerLine(reserving names: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(header.utf8.count + 1 + names * 128)
        bytes += header.utf8
        bytes.append(UInt8(ascii: "\n"))
        return bytes
    }

    /// A name's lines: `<hash>  <name>`, hashes in order.
    private static func put(_ hashes: Set<String>, _ name: String, into bytes: inout [UInt8]) {
        func line(_ hash: String) {
            bytes += hash.utf8
            bytes.append(UInt8(ascii: " "))
            bytes.append(UInt8(ascii: " "))
            bytes += name.utf8
            bytes.append(UInt8(ascii: "\n"))
        }
        // Nearly every name has one hash: nothing to sort.
        if hashes.count == 1 {
            line(hashes.first!)
        } else {
            for hash in hashes.sorted() { line(hash) }
        }
    }
}
