/// A spec file's bytes and the path the user named it by. The command-line tool reads files;
/// the core only ever sees these.
public struct SpecSource: Sendable {
    public var path: String
    public var bytes: [UInt8]
    /// The file's size on disk. Larger than `bytes.count` when the reader stopped at the size
    /// limit instead of reading a file that is too large to be a spec.
    public var byteCount: Int
    /// Why the reader did not read the file at all (its name is not UTF-8), reported at its path.
    public var unreadableReason: String?

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        self.byteCount = bytes.count
    }

    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// A file the reader did not read because `stat` says it is over `SyntaxParser.maximumFileSize`.
    public init(path: String, tooLargeWithByteCount byteCount: Int) {
        self.path = path
        self.bytes = []
        self.byteCount = byteCount
    }

    /// A file the reader found but did not read, for `reason`.
    public init(path: String, unreadable reason: String) {
        self.path = path
        self.bytes = []
        self.byteCount = 0
        self.unreadableReason = reason
    }
}
