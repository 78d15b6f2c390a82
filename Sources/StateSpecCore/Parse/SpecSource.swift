/// A spec file's bytes and the path the user named it by. The command-line tool reads files;
/// the core only ever sees these.
public struct SpecSource: Sendable {
    public var path: String
    public var bytes: [UInt8]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }
}
