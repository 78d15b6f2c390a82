/// A YAML node as StateSpec reads it: every scalar is text, every node knows where it stands
/// in the file and in the document.
public struct SyntaxNode: Sendable, Hashable {
    public enum Value: Sendable, Hashable {
        case scalar(String)
        case mapping([SyntaxEntry])
        case sequence([SyntaxNode])
    }

    public var value: Value
    public var location: SourceLocation
    /// The document path, such as `states.error.retry`; empty for the root.
    public var path: String

    public init(_ value: Value, at location: SourceLocation, path: String) {
        self.value = value
        self.location = location
        self.path = path
    }

    /// The scalar's text, or nil for a mapping or a sequence.
    public var scalar: String? {
        if case .scalar(let text) = value { return text }
        return nil
    }

    /// The entries of a mapping, or nil for a scalar or a sequence.
    public var entries: [SyntaxEntry]? {
        if case .mapping(let entries) = value { return entries }
        return nil
    }

    /// `key:` with nothing after it: YAML's null, which StateSpec reads as "not given".
    public var isEmptyScalar: Bool { scalar?.isEmpty == true }

    /// The value under `key` in a mapping.
    public subscript(key: String) -> SyntaxNode? {
        entries?.first { $0.key == key }?.value
    }

    /// The entry for `key` in a mapping, with the key's own position.
    public func entry(_ key: String) -> SyntaxEntry? {
        entries?.first { $0.key == key }
    }

    /// What kind of node this is, in the words diagnostics use.
    public var kindDescription: String {
        switch value {
        case .scalar(let text): text.isEmpty ? "nothing" : "text"
        case .mapping: "a mapping"
        case .sequence: "a list"
        }
    }
}

/// One `key: value` pair of a mapping. Keys are always text.
public struct SyntaxEntry: Sendable, Hashable {
    public var key: String
    public var keyLocation: SourceLocation
    public var value: SyntaxNode

    public init(key: String, keyLocation: SourceLocation, value: SyntaxNode) {
        self.key = key
        self.keyLocation = keyLocation
        self.value = value
    }
}

extension String {
    /// `parent.child`, or `child` at the root.
    func appendingPathComponent(_ component: String) -> String {
        guard !isEmpty else { return component }
        // One allocation: every node's path is made this way.
        var path = ""
        path.reserveCapacity(utf8.count + 1 + component.utf8.count)
        path += self
        path += "."
        path += component
        return path
    }
}
