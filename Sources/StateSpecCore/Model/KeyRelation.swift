/// How one key of a mapping depends on others: a row of the language's table of combinations.
/// From each row come a lint finding (`RelationCheck`, under the rule id the row names) and a
/// clause of the published JSON schema, so that an editor refuses what lint refuses.
///
/// Paths are written from the mapping that holds the relation (a screen, or one section), keys
/// joined by `.`; `*` stands for any one of a mapping's named entries (`events.*.haptic`). A
/// condition's `*` is the entry the key was found in, or, in a relation about no entry, some
/// entry. A path through a key that holds a list of mappings (`on-return`) holds when it holds
/// in one of them.
public struct KeyRelation: Sendable {
    public enum Kind: Sendable {
        /// The key needs the other condition to hold.
        case requires
        /// The key and the other condition do not go together.
        case conflictsWith
    }

    /// The rule that reports it: a rule keeps its id when its checks move here.
    public let rule: String
    /// The key the relation is about, where it is reported.
    public let key: String
    /// The key's values the relation holds for; nil for any value.
    public let values: [String]?
    /// The value an absent key stands for, in a named entry (a signal's `reaction` is `refresh`):
    /// the relation then holds for the entry without the key, reported at the entry's name.
    public let absentMeans: String?
    public let kind: Kind
    public let other: KeyCondition
    /// Where the relation does not apply: another rule says what is wrong there.
    public let unless: KeyCondition?
    /// The finding's message: it names both keys and the fix.
    public let message: @Sendable (RelationMatch) -> String
    /// A screen spec that breaks the relation once, with `↓` where lint reports it: a failing
    /// example of its rule, and a test that lint and the JSON schema both refuse it, once.
    public let example: String

    /// `key` (with one of `values`) `kind` `other`.
    /// `key` (with any value) `kind` `other`.
    public init(_ rule: String, _ key: String, _ kind: Kind, _ other: KeyCondition,
                unless: KeyCondition? = nil, example: String, message: @escaping @Sendable (RelationMatch) -> String) {
        self.init(rule, key, nil, kind, other, unless: unless, example: example, message: message)
    }

    public init(_ rule: String, _ key: String, _ values: [String]?, absentMeans: String? = nil, _ kind: Kind, _ other: KeyCondition,
                unless: KeyCondition? = nil, example: String, message: @escaping @Sendable (RelationMatch) -> String) {
        self.rule = rule
        self.key = key
        self.values = values
        self.absentMeans = absentMeans
        self.kind = kind
        self.other = other
        self.unless = unless
        self.message = message
        self.example = example
        reading = RelationReading(key: key, violation: Self.violation(of: key, values, absentMeans: absentMeans, kind, other, unless: unless))
    }

    /// The row with its paths split, as lint reads it.
    let reading: RelationReading

    /// The condition under which the key is there as the relation means it.
    public var keyCondition: KeyCondition { Self.keyCondition(key, values, absentMeans: absentMeans) }

    /// What breaks the relation: the key is there, the other condition holds or not as the kind
    /// forbids, and nothing excuses it.
    public var violation: KeyCondition { Self.violation(of: key, values, absentMeans: absentMeans, kind, other, unless: unless) }

    private static func keyCondition(_ key: String, _ values: [String]?, absentMeans: String?) -> KeyCondition {
        let written = KeyCondition.has(key, values)
        guard let absentMeans, values?.contains(absentMeans) ?? true else { return written }
        return .any([written, .not(.has(key))])
    }

    private static func violation(of key: String, _ values: [String]?, absentMeans: String?, _ kind: Kind, _ other: KeyCondition, unless: KeyCondition?) -> KeyCondition {
        var parts = [keyCondition(key, values, absentMeans: absentMeans), kind == .requires ? .not(other) : other]
        if let unless { parts.append(.not(unless)) }
        return .all(parts)
    }

    /// The prefix of the named entries the key is found in (`events` for `events.*.haptic`).
    public var entryPrefix: String? {
        let parts = key.split(separator: ".", omittingEmptySubsequences: false)
        guard let star = parts.firstIndex(of: "*") else { return nil }
        return parts[..<star].joined(separator: ".")
    }
}

/// A condition on the keys of a mapping.
public indirect enum KeyCondition: Sendable {
    /// The key at the path is written; with words, holding one of them.
    case has(String, [String]? = nil)
    case any([KeyCondition])
    case all([KeyCondition])
    case not(KeyCondition)

    /// True when some path of the condition goes through a named entry (`*`).
    public var isAboutAnEntry: Bool {
        switch self {
        case .has(let path, _): path.split(separator: ".").contains("*")
        case .any(let conditions), .all(let conditions): conditions.contains(where: \.isAboutAnEntry)
        case .not(let condition): condition.isAboutAnEntry
        }
    }
}

/// One place a relation's key was found: what a message may say about it.
public struct RelationMatch: Sendable {
    /// The mapping the relation is read in (a screen or a section).
    public let scope: SyntaxNode
    /// The named entry the key was found in, for a key under `*`.
    public let entry: String?

    /// The text of the scalar at `path`, when written.
    public func text(_ path: String) -> String? { scope.node(at: path, entry: entry)?.scalar }

    /// True when `condition` holds here.
    public func holds(_ condition: KeyCondition) -> Bool { condition.holds(in: scope, entry: entry) }
}

extension KeyCondition {
    func holds(in scope: SyntaxNode, entry: String?) -> Bool {
        ReadableCondition(self).holds(in: scope, entry: entry)
    }
}

extension SyntaxNode {
    /// The node at a relation's path, `*` standing for `entry`.
    func node(at path: String, entry: String?) -> SyntaxNode? {
        path.isEmpty ? self : self.entry(at: path, entry: entry)?.value
    }

    /// The entry at a relation's path (its key and value), `*` standing for `entry`.
    func entry(at path: String, entry: String?) -> SyntaxEntry? {
        entries(at: path, entry: entry).first
    }

    /// Every entry at a relation's path: `*` stands for `entry`, or for every named entry when
    /// there is none, and a list of mappings on the way is looked into, each of them.
    func entries(at path: String, entry: String?) -> [SyntaxEntry] {
        var nodes = [self]
        var found: [SyntaxEntry] = []
        for component in path.split(separator: ".") {
            let mappings = nodes.flatMap { node -> [SyntaxNode] in
                if case .sequence(let items) = node.value { return items }
                return [node]
            }
            if component == "*", entry == nil {
                found = mappings.flatMap { $0.entries ?? [] }
            } else {
                let key = component == "*" ? entry! : String(component)
                found = mappings.compactMap { $0.entries?.first { $0.key == key } }
            }
            nodes = found.map(\.value)
        }
        return found
    }
}
