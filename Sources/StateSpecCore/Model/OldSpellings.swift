/// Spellings of keys and values that earlier releases of the language used, read as today's: a
/// spec that linted clean keeps linting, with a `deprecated-spelling` warning naming the new
/// spelling, and `statespec migrate` rewrites it. Each change has its design note
/// (Designing the spec language); an entry is never removed, so that a spec of any release reads.
public struct OldSpelling: Sendable, Hashable {
    /// The mapping the key sits in, from a screen's root or a section's (`sections.<name>.`),
    /// names the spec chooses written `*`: `signals.*`.
    public var mapping: String
    /// The key as it was spelt.
    public var key: String
    /// The key as it is spelt now.
    public var newKey: String
    /// Values spelt otherwise now, old to new; a value not listed is kept as it is.
    public var values: [String: String]
    /// The release that changed it.
    public var since: String

    public init(mapping: String, key: String, newKey: String, values: [String: String] = [:], since: String) {
        self.mapping = mapping
        self.key = key
        self.newKey = newKey
        self.values = values
        self.since = since
    }

    /// Every old spelling of a screen spec, from the key table (`KeyShape.formerly`).
    public static let screen: [OldSpelling] = spellings(in: SpecSchema.screen, at: "")

    private static func spellings(in shape: MappingShape, at path: String) -> [OldSpelling] {
        shape.keys.flatMap { key -> [OldSpelling] in
            let own = key.formerly.map { OldSpelling(mapping: path, key: $0.name, newKey: key.name, values: $0.values, since: $0.since) }
            let below: [OldSpelling] = switch key.shape {
            case .mapping(let nested): spellings(in: nested, at: path.appendingPathComponent(key.name))
            // A section is read as a screen of its own, where `isAt` looks too.
            case .namedEntries(let nested) where key.name != SpecSchema.sectionsKey: spellings(in: nested, at: path.appendingPathComponent(key.name).appendingPathComponent("*"))
            default: []
            }
            return own + below
        }
    }

    /// Whether a mapping at `path` (a screen's, or inside a section) is where this spelling sits.
    func isAt(_ path: String) -> Bool {
        let parts = path.split(separator: ".", omittingEmptySubsequences: false)
        let pattern = mapping.split(separator: ".", omittingEmptySubsequences: false)
        func matches(_ parts: ArraySlice<Substring>) -> Bool {
            parts.count == pattern.count && zip(parts, pattern).allSatisfy { $1 == "*" || $0 == $1 }
        }
        if matches(parts[...]) { return true }
        // A section is a screen of its own: `sections.<name>.signals.*`.
        return parts.count > 2 && parts[0] == "sections" && matches(parts.dropFirst(2))
    }
}

/// One old spelling found in a spec: where it is, and how it is spelt now.
public struct FoundOldSpelling: Sendable, Hashable {
    public var spelling: OldSpelling
    /// The path of the mapping that holds it.
    public var mapping: String
    public var keyLocation: SourceLocation
    /// The value, when it is spelt otherwise now.
    public var valueChange: ValueChange?

    public struct ValueChange: Sendable, Hashable {
        public var location: SourceLocation
        public var text: String
        public var newText: String
    }

    /// `signals.refreshed.effect: refresh`, as written.
    public var written: String {
        "\(spelling.key)" + (valueChange.map { ": \($0.text)" } ?? "")
    }

    /// `reaction: refresh`, as it is spelt now.
    public var current: String {
        "\(spelling.newKey)" + (valueChange.map { ": \($0.newText)" } ?? "")
    }
}

/// Reads a spec's old spellings as today's, in its syntax tree, before anything else reads it.
enum Respelling {
    /// The tree with every old spelling in `spellings` spelt as today (positions kept), and what
    /// was found. A key whose new spelling the same mapping also has is left as it is: the rules
    /// then report it as unknown.
    static func apply(_ root: SyntaxNode, _ spellings: [OldSpelling]) -> (SyntaxNode, [FoundOldSpelling]) {
        guard !spellings.isEmpty else { return (root, []) }
        var found: [FoundOldSpelling] = []
        // A handful of words, compared without hashing: every key of every spec meets them.
        let oldKeys = spellings.map(\.key)
        let node = respelt(root, spellings, oldKeys, &found) ?? root
        return (node, found)
    }

    /// The node respelt, or nil when nothing under it is an old spelling: nearly every spec,
    /// whose tree is then not copied.
    private static func respelt(_ node: SyntaxNode, _ spellings: [OldSpelling], _ oldKeys: [String], _ found: inout [FoundOldSpelling]) -> SyntaxNode? {
        switch node.value {
        case .scalar:
            return nil
        case .sequence(let items):
            var changed: [SyntaxNode]?
            for (index, item) in items.enumerated() {
                guard let new = respelt(item, spellings, oldKeys, &found) else { continue }
                if changed == nil { changed = items }
                changed![index] = new
            }
            guard let changed else { return nil }
            var node = node
            node.value = .sequence(changed)
            return node
        case .mapping(let entries):
            var changed: [SyntaxEntry]?
            for index in entries.indices {
                let isOld = oldKeys.contains(entries[index].key)
                let below = respelt(entries[index].value, spellings, oldKeys, &found)
                guard isOld || below != nil else { continue }
                var entry = entries[index]
                if let below { entry.value = below }
                if isOld, let spelling = spellings.first(where: { old in old.key == entry.key && old.isAt(node.path) && !entries.contains { $0.key == old.newKey } }) {
                    var change = FoundOldSpelling(spelling: spelling, mapping: node.path, keyLocation: entry.keyLocation)
                    entry.key = spelling.newKey
                    entry.value = moved(entry.value, to: node.path.appendingPathComponent(spelling.newKey))
                    if let text = entry.value.scalar, let newText = spelling.values[text] {
                        change.valueChange = .init(location: entry.value.location, text: text, newText: newText)
                        entry.value.value = .scalar(newText)
                    }
                    found.append(change)
                } else if below == nil {
                    continue
                }
                if changed == nil { changed = entries }
                changed![index] = entry
            }
            guard let changed else { return nil }
            var node = node
            node.value = .mapping(changed)
            return node
        }
    }

    /// The node, and every node under it, at its path under the key's new spelling.
    private static func moved(_ node: SyntaxNode, to path: String) -> SyntaxNode {
        var node = node
        let old = node.path
        node.path = path
        switch node.value {
        case .scalar: break
        case .sequence(let items):
            node.value = .sequence(items.map { moved($0, to: path + $0.path.dropFirst(old.count)) })
        case .mapping(let entries):
            node.value = .mapping(entries.map { entry in
                var entry = entry
                entry.value = moved(entry.value, to: path + entry.value.path.dropFirst(old.count))
                return entry
            })
        }
        return node
    }
}
