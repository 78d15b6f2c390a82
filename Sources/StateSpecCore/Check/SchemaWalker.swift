/// A rule that compares the nodes of every tree with the shapes the key tables expect there:
/// the only kind of rule that reads syntax trees, since it checks their shape before there is a
/// model to speak of. The linter walks each tree once for all of them.
protocol StructureRule: Rule {
    func check(_ node: SyntaxNode, expected shape: ValueShape, file: String) -> [Finding]
    /// The rule's findings in one document once its tree is walked, explained by what the tree
    /// does not keep (the comments in the file's text). Only called when there are findings.
    func explained(_ findings: [Finding], in parsed: ParsedFile) -> [Finding]
}

extension StructureRule {
    var role: RuleRole { RuleRole(kind: .structure(self)) }

    func check(_ context: LintContext) -> [Finding] {
        context.documents.flatMap { document in
            var found: [Finding] = []
            SchemaWalker.walk(document) { node, shape in found += check(node, expected: shape, file: document.path) }
            return found.isEmpty ? [] : explained(found, in: document.parsed)
        }
    }

    func explained(_ findings: [Finding], in parsed: ParsedFile) -> [Finding] { findings }
}

/// Visits every node of a spec's syntax tree that the schema describes, with the shape the
/// schema expects there (the screen spec's or the feedback policy's). Keys the schema does not know are not descended into.
enum SchemaWalker {
    static func walk(_ document: SpecDocument, _ visit: (SyntaxNode, ValueShape) -> Void) {
        guard let root = document.root else { return }
        walk(root, .mapping(document.schema), visit)
    }

    private static func walk(_ node: SyntaxNode, _ shape: ValueShape, enclosing: MappingShape? = nil, _ visit: (SyntaxNode, ValueShape) -> Void) {
        visit(node, shape)
        switch (node.value, shape) {
        case (.mapping(let entries), .mapping(let mapping)):
            for entry in entries {
                if let key = mapping.key(entry.key) { walk(entry.value, key.shape, enclosing: mapping, visit) }
            }
        case (.mapping(let entries), .namedEntries(let mapping)):
            let short = keysWrittenShort(entries, mapping)
            for entry in entries {
                // A key of the entry above written two spaces short, and one written one level
                // too deep, are checked as the blocks they are.
                if let short = short.first(where: { $0.entry.key == entry.key }) {
                    walk(short, in: mapping, visit)
                } else if let enclosing, let meant = keyWrittenTooDeep(entry, enclosing: enclosing) {
                    walk(entry.value, meant.shape, enclosing: enclosing, visit)
                } else {
                    walk(entry.value, .mapping(mapping), visit)
                }
            }
        case (.mapping(let entries), .namedValues(let valueShape)):
            for entry in entries { walk(entry.value, valueShape, visit) }
        case (.sequence(let items), .list(let itemShape)):
            for item in items { walk(item, itemShape, visit) }
        case (.mapping, .mappings(let mapping)):
            walk(node, .mapping(mapping), enclosing: enclosing, visit)
        case (.sequence(let items), .mappings(let mapping)):
            for item in items { walk(item, .mapping(mapping), visit) }
        default:
            break
        }
    }

    /// A key of a named entry written two spaces short, as a named entry of its own after it
    /// (`item-actions:` at the level of the section names, below the section it belongs to).
    struct ShortKey {
        /// The misplaced entry (`item-actions`).
        var entry: SyntaxEntry
        /// The key it is (the section's `item-actions`).
        var key: KeyShape
        /// The named entry it belongs in: the last one above it that is one.
        var owner: SyntaxEntry
        /// What it holds as that key (`like`, `delete`).
        var held: [SyntaxEntry]
        /// The owner's keys written after it at their own indentation, which YAML reads under it.
        var rest: [SyntaxEntry]
    }

    /// The entries of a mapping of named entries (`sections:`) that are keys of the entry above
    /// written two spaces short: each is named as a key of the named entries' shape that the
    /// entry above lacks, and holds what that key holds, then perhaps more of that entry's keys.
    static func keysWrittenShort(_ entries: [SyntaxEntry], _ named: MappingShape) -> [ShortKey] {
        var found: [ShortKey] = []
        var owner: SyntaxEntry?
        var taken: Set<String> = []
        for entry in entries {
            if let current = owner, !taken.contains(entry.key), let short = keyWrittenShort(entry, after: current, named) {
                found.append(short)
                taken.insert(entry.key)
                taken.formUnion(short.rest.map(\.key))
            } else {
                owner = entry
                taken = Set(entry.value.entries?.map(\.key) ?? [])
            }
        }
        return found
    }

    static func keyWrittenShort(_ entry: SyntaxEntry, after owner: SyntaxEntry, _ named: MappingShape) -> ShortKey? {
        guard let key = named.key(entry.key), let entries = entry.value.entries, !entries.isEmpty,
              owner.value.entries?.isEmpty == false || owner.value.isEmptyScalar else { return nil }
        // The first of the owner's keys written at their own indentation after the short one.
        let split = entries.firstIndex { inner in
            guard named.key(inner.key) != nil else { return false }
            return inner.value.entries == nil || keyWrittenTooDeep(inner, enclosing: named) != nil
        } ?? entries.endIndex
        let held = Array(entries[..<split]), rest = Array(entries[split...])
        guard !held.isEmpty, rest.allSatisfy({ named.key($0.key) != nil }) else { return nil }
        // Some of the key's own words, so that a misspelt one among them is still told apart
        // (and reported where it is).
        func fits(_ entries: [SyntaxEntry], _ mapping: MappingShape) -> Bool { entries.contains { mapping.key($0.key) != nil } }
        switch key.shape {
        case .mapping(let mapping):
            guard fits(held, mapping) else { return nil }
        case .namedEntries(let mapping):
            guard held.allSatisfy({ fits($0.value.entries ?? [], mapping) }) else { return nil }
        default:
            return nil
        }
        return ShortKey(entry: entry, key: key, owner: owner, held: held, rest: rest)
    }

    /// A key written short is checked as that key, and the keys it swallowed as theirs.
    private static func walk(_ short: ShortKey, in named: MappingShape, _ visit: (SyntaxNode, ValueShape) -> Void) {
        if short.rest.isEmpty {
            walk(short.entry.value, short.key.shape, enclosing: named, visit)
        } else {
            for entry in short.held {
                switch short.key.shape {
                case .mapping(let mapping):
                    if let key = mapping.key(entry.key) { walk(entry.value, key.shape, visit) }
                case .namedEntries(let mapping):
                    walk(entry.value, .mapping(mapping), visit)
                default:
                    break
                }
            }
        }
        for entry in short.rest {
            if let key = named.key(entry.key) { walk(entry.value, key.shape, enclosing: named, visit) }
        }
    }

    /// The key of `enclosing` that `entry`, written as a named entry one level down (an
    /// `item-actions:` block indented under `events:`), stands for: its name is that key's and
    /// what it holds fits that key's shape. Nil for a true named entry.
    static func keyWrittenTooDeep(_ entry: SyntaxEntry, enclosing: MappingShape) -> KeyShape? {
        guard let key = enclosing.key(entry.key), let entries = entry.value.entries, !entries.isEmpty else { return nil }
        func fits(_ entries: [SyntaxEntry], _ mapping: MappingShape) -> Bool { entries.allSatisfy { mapping.key($0.key) != nil } }
        switch key.shape {
        case .mapping(let mapping):
            return fits(entries, mapping) ? key : nil
        case .namedEntries(let mapping):
            return entries.allSatisfy { fits($0.value.entries ?? [], mapping) && $0.value.entries?.isEmpty == false } ? key : nil
        default:
            return nil
        }
    }
}
