/// Old spellings a rename cannot say: a scalar key that became a mapping, two keys that became
/// one, a value whose meaning moved to another key. Each is read as today's spelling in the
/// syntax tree (after the renames of `OldSpelling`), reported by `deprecated-spelling`, and
/// rewritten by `statespec migrate` from what it found (`SpecMigration`); a form migrate cannot
/// write in place is left, and said so.
public struct FoundOldForm: Sendable, Hashable {
    /// One old key or value found, as it is reported.
    public struct Part: Sendable, Hashable {
        public var location: SourceLocation
        /// The path of the key as it is spelt now.
        public var path: String
        /// `after-away: 300`, as written.
        public var written: String
        /// `on-return: { from: either, after: 300 }`, as it is spelt now; nil for a key that
        /// says nothing (`on-foreground: false`).
        public var current: String?
        /// The release that changed it.
        public var since: String
    }

    public var parts: [Part]
    public var form: Form

    /// What a form found, for migrate to rewrite.
    public enum Form: Sendable, Hashable {
        case returnRefresh(ReturnSpelling)
    }
}

/// Coming back as the first release said it: `loads.refresh.on-foreground: true` and
/// `after-away: N`, and a signal's `reaction: refresh-on-return`, become one
/// `loads.refresh.on-return` (one mapping, or a list when there are more conditions) and
/// `reaction: mark-changed`. The conditions keep their meaning exactly: `on-foreground: true`
/// is `{ from: app }`, `after-away: N` is `{ from: either, after: N }`, and a signal that
/// refreshed on return adds `{ from: either, when-changed: true }`.
public struct ReturnSpelling: Sendable, Hashable {
    /// An old key of the refresh, where it is written.
    public struct OldKey: Sendable, Hashable {
        public var key: String
        public var keyLocation: SourceLocation
        public var value: String
        public var valueLocation: SourceLocation
        /// The condition it is now, or nil for `on-foreground: false`, which says nothing.
        public var condition: String?
    }

    /// Where the refresh's mapping is, and where its first key is (nil when it has none).
    public var refresh: SourceLocation?
    public var refreshFirstKey: SourceLocation?
    public var oldKeys: [OldKey]
    /// The `refresh-on-return` values of the signals.
    public var signalValues: [SourceLocation]
    /// `{ from: either, when-changed: true }`, when a signal refreshed on return and the
    /// screen has a refresh to hold it.
    public var signalCondition: String?

    /// Every condition, in the order written.
    public var conditions: [String] { oldKeys.compactMap(\.condition) + (signalCondition.map { [$0] } ?? []) }

    /// `on-return`'s value: one mapping, or a list of them.
    public var newValue: String {
        conditions.count == 1 ? conditions[0] : "[" + conditions.joined(separator: ", ") + "]"
    }

    static let since = "0.2.0"
    static let markingValue = "refresh-on-return"
    static let markChanged = "mark-changed"
    static let whenChanged = "{ from: either, when-changed: true }"

    /// The scope (a screen, or a section) with its old return keys read as today's, and what
    /// was found; nil when it has none.
    static func respell(_ scope: SyntaxNode) -> (SyntaxNode, FoundOldForm)? {
        guard var entries = scope.entries else { return nil }
        let signalsIndex = entries.firstIndex { $0.key == "signals" }
        let marking = signalsIndex.map { index in
            (entries[index].value.entries ?? []).compactMap { signal in
                signal.value.entry("reaction").flatMap { $0.value.scalar == markingValue ? $0 : nil }
            }
        } ?? []
        let loadsIndex = entries.firstIndex { $0.key == "loads" }
        let refreshEntry = loadsIndex.flatMap { entries[$0].value.entry("refresh") }
        // `refresh:` with nothing after it is an empty mapping.
        let refreshEntries = refreshEntry?.value.entries ?? (refreshEntry?.value.isEmptyScalar == true ? [] : nil)
        let writesNew = refreshEntries?.contains { $0.key == "on-return" } ?? false
        // Beside `on-return` the old keys are left to `unknown-key`, not read twice.
        let oldKeys: [OldKey] = writesNew ? [] : (refreshEntries ?? []).compactMap { entry in
            guard let value = entry.value.scalar else { return nil }
            switch entry.key {
            case "on-foreground":
                return OldKey(key: entry.key, keyLocation: entry.keyLocation, value: value, valueLocation: entry.value.location,
                              condition: value == "true" ? "{ from: app }" : nil)
            case "after-away":
                return OldKey(key: entry.key, keyLocation: entry.keyLocation, value: value, valueLocation: entry.value.location,
                              condition: "{ from: either, after: \(value) }")
            default:
                return nil
            }
        }
        guard !oldKeys.isEmpty || !marking.isEmpty else { return nil }
        let spelling = ReturnSpelling(
            refresh: refreshEntry?.value.location, refreshFirstKey: refreshEntries?.first?.keyLocation, oldKeys: oldKeys,
            signalValues: marking.map(\.value.location),
            signalCondition: !marking.isEmpty && refreshEntries != nil && !writesNew ? whenChanged : nil)

        // The tree, as today's language spells it.
        if let signalsIndex {
            entries[signalsIndex].value = mapEntries(entries[signalsIndex].value) { signal in
                var signal = signal
                signal.value = mapEntries(signal.value) { entry in
                    var entry = entry
                    if entry.key == "reaction", entry.value.scalar == markingValue { entry.value.value = .scalar(markChanged) }
                    return entry
                }
                return signal
            }
        }
        if let loadsIndex, let refreshEntry, refreshEntries != nil, !writesNew {
            let conditions = spelling.conditions
            entries[loadsIndex].value = mapEntries(entries[loadsIndex].value, { $0 }, replacing: "refresh") { refresh in
                var kept = (refreshEntries ?? []).filter { !["on-foreground", "after-away"].contains($0.key) }
                if !conditions.isEmpty {
                    let at = oldKeys.first?.keyLocation ?? refreshEntry.keyLocation
                    let position = (refreshEntries ?? []).firstIndex { $0.key == oldKeys.first?.key } ?? kept.count
                    kept.insert(onReturnEntry(spelling, at: at, under: refresh.value.path), at: min(position, kept.count))
                }
                var refresh = refresh
                refresh.value.value = .mapping(kept)
                return refresh
            }
        }
        var respelt = scope
        respelt.value = .mapping(entries)

        let current = "on-return: \(spelling.newValue)"
        let refreshPath = refreshEntry?.value.path ?? "loads.refresh"
        var parts = oldKeys.map { old in
            FoundOldForm.Part(location: old.keyLocation, path: refreshPath.appendingPathComponent("on-return"),
                              written: "\(old.key): \(old.value)", current: old.condition == nil ? nil : current, since: since)
        }
        for signal in marking {
            parts.append(FoundOldForm.Part(location: signal.keyLocation, path: signal.value.path, written: "reaction: \(markingValue)",
                                           current: "reaction: \(markChanged)" + (spelling.signalCondition != nil ? "' with 'loads.refresh.\(current)" : ""), since: since))
        }
        return (respelt, FoundOldForm(parts: parts, form: .returnRefresh(spelling)))
    }

    /// The `on-return` entry the conditions make, as the parser would have read it.
    private static func onReturnEntry(_ spelling: ReturnSpelling, at location: SourceLocation, under path: String) -> SyntaxEntry {
        let path = path.appendingPathComponent("on-return")
        func scalar(_ text: String, _ at: String) -> SyntaxNode { SyntaxNode(.scalar(text), at: location, path: at) }
        func condition(_ fields: [(String, String)], at path: String) -> SyntaxNode {
            SyntaxNode(.mapping(fields.map { SyntaxEntry(key: $0.0, keyLocation: location, value: scalar($0.1, path.appendingPathComponent($0.0))) }),
                       at: location, path: path)
        }
        var conditions: [[(String, String)]] = []
        for old in spelling.oldKeys {
            if old.key == "on-foreground", old.condition != nil { conditions.append([("from", "app")]) }
            if old.key == "after-away" { conditions.append([("from", "either"), ("after", old.value)]) }
        }
        if spelling.signalCondition != nil { conditions.append([("from", "either"), ("when-changed", "true")]) }
        let value = conditions.count == 1
            ? condition(conditions[0], at: path)
            : SyntaxNode(.sequence(conditions.enumerated().map { condition($0.element, at: "\(path)[\($0.offset)]") }), at: location, path: path)
        return SyntaxEntry(key: "on-return", keyLocation: location, value: value)
    }

    /// A mapping with each entry changed by `change`, and the one named `name` by `replace`.
    private static func mapEntries(_ node: SyntaxNode, _ change: (SyntaxEntry) -> SyntaxEntry,
                                   replacing name: String? = nil, _ replace: ((SyntaxEntry) -> SyntaxEntry)? = nil) -> SyntaxNode {
        guard let entries = node.entries else { return node }
        var node = node
        node.value = .mapping(entries.map { entry in entry.key == name ? replace?(entry) ?? entry : change(entry) })
        return node
    }
}

/// Reads a spec's old forms as today's, in its syntax tree: at the screen and in each section.
enum OldForms {
    static func apply(_ root: SyntaxNode) -> (SyntaxNode, [FoundOldForm]) {
        var found: [FoundOldForm] = []
        var root = root
        if let (respelt, form) = ReturnSpelling.respell(root) {
            root = respelt
            found.append(form)
        }
        guard var entries = root.entries, let index = entries.firstIndex(where: { $0.key == SpecSchema.sectionsKey }),
              var sections = entries[index].value.entries else { return (root, found) }
        for section in sections.indices {
            guard let (respelt, form) = ReturnSpelling.respell(sections[section].value) else { continue }
            sections[section].value = respelt
            found.append(form)
        }
        entries[index].value.value = .mapping(sections)
        root.value = .mapping(entries)
        return (root, found)
    }
}
