/// A row of the key-relation table as lint reads it: its paths split once, when the table is
/// made. Lint reads every row in every screen and section of every spec, and splitting the
/// paths and building the conditions on each reading was most of its cost.
struct RelationReading: Sendable {
    /// The key's path, `*` standing for a named entry.
    let key: RelationPath
    /// The path of the named entries the key is found in (`events` for `events.*.haptic`); nil
    /// for a key under no `*`.
    let entryPrefix: RelationPath?
    /// What breaks the relation (`KeyRelation.violation`).
    let violation: ReadableCondition

    init(key: String, violation: KeyCondition) {
        let components = RelationPath(key).components
        self.key = RelationPath(components)
        entryPrefix = components.firstIndex(of: "*").map { RelationPath(Array(components[..<$0])) }
        self.violation = ReadableCondition(violation)
    }
}

/// A relation's path, split at its dots.
struct RelationPath: Sendable {
    let components: [String]

    init(_ path: String) { components = path.split(separator: ".").map(String.init) }
    init(_ components: [String]) { self.components = components }
}

/// A `KeyCondition` with its paths split.
indirect enum ReadableCondition: Sendable {
    case has(RelationPath, [String]?)
    case any([ReadableCondition])
    case all([ReadableCondition])
    case not(ReadableCondition)

    init(_ condition: KeyCondition) {
        switch condition {
        case .has(let path, let words): self = .has(RelationPath(path), words)
        case .any(let conditions): self = .any(conditions.map(ReadableCondition.init))
        case .all(let conditions): self = .all(conditions.map(ReadableCondition.init))
        case .not(let condition): self = .not(ReadableCondition(condition))
        }
    }

    /// True when the condition holds in `scope`, `*` standing for `entry` (or some entry).
    func holds(in scope: SyntaxNode, entry: String?) -> Bool {
        switch self {
        case .has(let path, let words):
            return scope.containsEntry(at: path.components[...], entry: entry) { found in
                words.map { words in found.value.scalar.map(words.contains) ?? false } ?? true
            }
        case .any(let conditions): return conditions.contains { $0.holds(in: scope, entry: entry) }
        case .all(let conditions): return conditions.allSatisfy { $0.holds(in: scope, entry: entry) }
        case .not(let condition): return !condition.holds(in: scope, entry: entry)
        }
    }
}

extension SyntaxNode {
    /// True when some entry at `path` satisfies `matches`. `*` stands for `entry`, or for every
    /// named entry when there is none; a list of mappings on the way is looked into, each of
    /// them. Walks the tree in place, making no lists.
    func containsEntry(at path: ArraySlice<String>, entry: String?, where matches: (SyntaxEntry) -> Bool) -> Bool {
        if case .sequence(let items) = value {
            return items.contains { $0.mappingContainsEntry(at: path, entry: entry, where: matches) }
        }
        return mappingContainsEntry(at: path, entry: entry, where: matches)
    }

    /// The first entry at `path`, as `containsEntry` finds it.
    func firstEntry(at path: RelationPath, entry: String?) -> SyntaxEntry? {
        var first: SyntaxEntry?
        _ = containsEntry(at: path.components[...], entry: entry) { found in
            first = found
            return true
        }
        return first
    }

    private func mappingContainsEntry(at path: ArraySlice<String>, entry: String?, where matches: (SyntaxEntry) -> Bool) -> Bool {
        guard let component = path.first, case .mapping(let entries) = value else { return false }
        let rest = path.dropFirst()
        func visit(_ found: SyntaxEntry) -> Bool {
            rest.isEmpty ? matches(found) : found.value.containsEntry(at: rest, entry: entry, where: matches)
        }
        if component == "*", entry == nil { return entries.contains(where: visit) }
        let key = component == "*" ? entry ?? component : component
        guard let found = entries.first(where: { $0.key == key }) else { return false }
        return visit(found)
    }
}
