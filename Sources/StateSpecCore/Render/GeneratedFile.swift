/// A file the generator produced: its path relative to the output folder, and its text.
public struct GeneratedFile: Sendable, Hashable {
    public var path: String
    public var contents: String {
        didSet { knownHashes = nil }
    }
    /// The spec it was generated from; nil for the files every run writes (the app-wide files
    /// and the String Catalog).
    public var source: String?
    /// The hashes of `contents`, when they were worked out with it (`init(path:hashing:)`); gone
    /// as soon as `contents` changes.
    public private(set) var knownHashes: Hashes?

    /// A file's hashes and size, as the cache and manifest record them.
    public struct Hashes: Sendable {
        public let hash: String
        public let sha256: String
        public let size: Int
    }

    public init(path: String, contents: String, source: String? = nil) {
        self.path = path
        self.contents = contents
        self.source = source
    }

    /// A file whose hashes are worked out at once, on the thread that makes it: a large app's
    /// String Catalog, made on another thread, is hashed there rather than on the run's own.
    public init(path: String, hashing contents: String) {
        self.init(path: path, contents: contents)
        knownHashes = withUTF8 { Hashes(hash: ContentHash.text($0), sha256: SHA256.hex($0), size: $0.count) }
    }

    /// Files are the same when their path, text and source are: known hashes are only a
    /// shortcut to what the text already says.
    public static func == (lhs: GeneratedFile, rhs: GeneratedFile) -> Bool {
        lhs.path == rhs.path && lhs.contents == rhs.contents && lhs.source == rhs.source
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(contents)
        hasher.combine(source)
    }
}

extension GeneratedFile {
    /// The contents' UTF-8 bytes, where the string holds them: hashing, comparing and writing
    /// them copies nothing, which a large app's String Catalog of tens of megabytes needs.
    public func withUTF8<Success, Failure: Error>(_ body: (UnsafeBufferPointer<UInt8>) throws(Failure) -> Success) throws(Failure) -> Success {
        var contents = contents
        return try contents.withUTF8 { bytes in Result { () throws(Failure) in try body(bytes) } }.get()
    }
}
