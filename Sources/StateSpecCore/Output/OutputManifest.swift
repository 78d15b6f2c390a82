/// The list StateSpec keeps in its output folder of the files it wrote there, each with the
/// SHA-256 of what it wrote: its proof of ownership for files that carry no generated header
/// (a custom template's output, the String Catalog). A name may be listed with more than one
/// hash while a run is writing, so that a run killed half way still owns both versions.
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
        text.withUTF8 { bytes in
            var lines = RecordReader(bytes)
            while let line = lines.next() {
                // `<64 lowercase hex digits>  <name>`
                let line = line.bytes
                guard line.count > 66, line[..<64].allSatisfy(Self.isLowercaseHexDigit),
                      line[64] == UInt8(ascii: " "), line[65] == UInt8(ascii: " ") else { continue }
                let name = String(decoding: UnsafeBufferPointer(rebasing: line[66...]), as: UTF8.self)
                guard OutputFileName.problem(with: name) == nil else { continue }
                hashes[name, default: []].insert(String(decoding: UnsafeBufferPointer(rebasing: line[..<64]), as: UTF8.self))
            }
        }
    }

    private static func isLowercaseHexDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
    }

    /// Whether StateSpec wrote exactly these bytes under `name`.
    public func proves(_ name: String, wrote bytes: [UInt8]) -> Bool {
        hashes[name]?.contains(SHA256.hex(bytes)) ?? false
    }

    public func lists(_ name: String) -> Bool { hashes[name] != nil }

    /// The manifest's text: sorted, so that the same files give the same bytes.
    public func rendered() -> String {
        String(decoding: renderedBytes(), as: UTF8.self)
    }

    /// `rendered()`'s UTF-8 bytes, made without a String in between: a large app's manifest is megabytes.
    public func renderedBytes() -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Self.header.utf8.count + 1 + hashes.count * 128)
        bytes += Self.header.utf8
        bytes.append(UInt8(ascii: "\n"))
        for name in hashes.keys.sorted() {
            for hash in hashes[name]!.sorted() {
                bytes += hash.utf8
                bytes += [UInt8(ascii: " "), UInt8(ascii: " ")]
                bytes += name.utf8
                bytes.append(UInt8(ascii: "\n"))
            }
        }
        return bytes
    }

    /// Both manifests' hashes.
    func union(_ other: OutputManifest) -> OutputManifest {
        var result = self
        for (name, hashes) in other.hashes { result.hashes[name, default: []].formUnion(hashes) }
        return result
    }
}
