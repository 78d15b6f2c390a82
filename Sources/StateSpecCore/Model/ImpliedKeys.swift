/// Keys that earlier releases of the language implied without their being written: a spec of
/// such a release keeps its meaning, the key read as if written, with a `deprecated-spelling`
/// warning saying to write it, and `statespec migrate` writes it. Each has its design note
/// (Designing the spec language); an entry is never removed, so that a spec of any release reads.
public struct ImpliedKey: Sendable {
    /// Where the mapping the key belongs in is read from.
    public enum Scope: Sendable {
        /// A screen's root only (`sections.*`).
        case screen
        /// A screen's root and each of its sections, each read as a screen of its own (`events.*`).
        case body
    }

    public let scope: Scope
    /// The mapping the key goes in, from the scope's root: a named entry, written `*`
    /// (`sections.*`, `events.*`).
    public let mapping: String
    /// The key, and the value it was implied with.
    public let key: String
    public let value: String
    /// When the earlier language implied it: a condition on the keys of the scope's root, a `*`
    /// standing for the named entry the mapping is.
    public let condition: KeyCondition
    /// What the condition cannot say in keys (the shape of a Swift type written in one); nil
    /// when the condition says it all.
    public let alsoWhen: (@Sendable (RelationMatch) -> Bool)?
    /// The release from which the key must be written.
    public let since: String

    public init(_ scope: Scope, mapping: String, key: String, value: String, when condition: KeyCondition,
                alsoWhen: (@Sendable (RelationMatch) -> Bool)? = nil, since: String) {
        self.scope = scope
        self.mapping = mapping
        self.key = key
        self.value = value
        self.condition = condition
        self.alsoWhen = alsoWhen
        self.since = since
        reading = ReadableCondition(condition)
    }

    /// The condition with its paths split: it is read in every named entry of every spec.
    let reading: ReadableCondition

    /// `key: value`, as it is written now.
    public var written: String { "\(key): \(value)" }

    /// Every implied key of a screen spec.
    public static let screen: [ImpliedKey] = [sectionRows, eventRuns]

    /// An event with feedback or a result was an operation the loader runs (SSL-0004). Not on
    /// a screen made of sections, whose own events are plain: `content-beside-sections` says so.
    static let eventRuns = ImpliedKey(
        .body, mapping: "events.*", key: SpecSchema.runsKey, value: ActionRunner.loader.rawValue,
        when: .all([
            .any([.has("events.*.success"), .has("events.*.failure"), .has("events.*.haptic"), .has("events.*.result")]),
            .not(.has(SpecSchema.sectionsKey)),
        ]),
        since: "0.2.0")

    /// A stacked section whose first load took a `Hashable` input on appear, kept its content on
    /// reappearing, refreshed and listed its error state had a row per item (SSL-0007).
    static let sectionRows = ImpliedKey(
        .screen, mapping: "sections.*", key: "rows", value: SectionRowsKind.perItem.rawValue,
        when: .all([
            .not(.has("sections-style", ["tabs"])),
            .has("sections.*.loads.initial.input"),
            .not(.has("sections.*.loads.initial.on", ["manual", "input"])),
            .not(.has("sections.*.loads.initial.reappear", ["refresh", "reload"])),
            .has("sections.*.loads.refresh"),
            .has("sections.*.states.error"),
            .not(.has("sections.*.states.error.waived")),
        ]),
        alsoWhen: { match in match.text("sections.*.loads.initial.input").map(SwiftTypeSyntax.mayBeHashable) ?? false },
        since: "0.2.0")
}

/// One implied key found in a spec: the mapping it is read into.
public struct FoundImpliedKey: Sendable {
    public var implied: ImpliedKey
    /// The path of the mapping that gets it: `sections.latest`.
    public var mapping: String
    /// Where the mapping's name is written, where the key is reported.
    public var keyLocation: SourceLocation
}

/// Reads a spec's implied keys as written, in its syntax tree, before anything else reads it.
enum Implying {
    /// The tree with every key of `implied` that holds written into its mapping, and what was
    /// found. A mapping that has the key, whatever its value, is left as it is.
    static func apply(_ root: SyntaxNode, _ implied: [ImpliedKey]) -> (SyntaxNode, [FoundImpliedKey]) {
        var root = root
        var found: [FoundImpliedKey] = []
        for key in implied {
            root = written(key, in: root, &found)
            guard key.scope == .body, var sections = root.entry(SpecSchema.sectionsKey), var entries = sections.value.entries else { continue }
            for index in entries.indices where entries[index].value.entries != nil {
                entries[index].value = written(key, in: entries[index].value, &found)
            }
            sections.value.value = .mapping(entries)
            root = replacing(SpecSchema.sectionsKey, with: sections, in: root)
        }
        return (root, found)
    }

    /// `scope` with `key` written into each of its mappings where it holds.
    private static func written(_ key: ImpliedKey, in scope: SyntaxNode, _ found: inout [FoundImpliedKey]) -> SyntaxNode {
        let parts = key.mapping.split(separator: ".").map(String.init)
        // Implied keys so far go in named entries (`sections.*`, `events.*`); `mapping` says so.
        guard let star = parts.firstIndex(of: "*"), star == parts.count - 1 else { return scope }
        let prefix = parts[..<star].joined(separator: ".")
        guard let holder = scope.entry(at: prefix, entry: nil), var entries = holder.value.entries else { return scope }
        var changed = false
        for index in entries.indices {
            let entry = entries[index]
            guard var mapping = entry.value.entries, !mapping.contains(where: { $0.key == key.key }) else { continue }
            let match = RelationMatch(scope: scope, entry: entry.key)
            guard key.reading.holds(in: scope, entry: entry.key), key.alsoWhen?(match) ?? true else { continue }
            let path = entry.value.path.appendingPathComponent(key.key)
            mapping.insert(SyntaxEntry(key: key.key, keyLocation: entry.keyLocation,
                                       value: SyntaxNode(.scalar(key.value), at: entry.keyLocation, path: path)), at: 0)
            entries[index].value.value = .mapping(mapping)
            found.append(FoundImpliedKey(implied: key, mapping: entry.value.path, keyLocation: entry.keyLocation))
            changed = true
        }
        guard changed else { return scope }
        var newHolder = holder
        newHolder.value.value = .mapping(entries)
        return replacing(prefix, with: newHolder, in: scope)
    }

    /// `node` with the entry at `path` (keys joined by `.`) replaced by `entry`.
    private static func replacing(_ path: String, with entry: SyntaxEntry, in node: SyntaxNode) -> SyntaxNode {
        var parts = path.split(separator: ".").map(String.init)
        guard !parts.isEmpty, var entries = node.entries, let index = entries.firstIndex(where: { $0.key == parts[0] }) else { return node }
        parts.removeFirst()
        if parts.isEmpty {
            entries[index] = entry
        } else {
            entries[index].value = replacing(parts.joined(separator: "."), with: entry, in: entries[index].value)
        }
        var node = node
        node.value = .mapping(entries)
        return node
    }
}
