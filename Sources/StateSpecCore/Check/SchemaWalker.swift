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
            for entry in entries {
                // A block written one level too deep is checked as the block it is.
                if let enclosing, let meant = keyWrittenTooDeep(entry, enclosing: enclosing) {
                    walk(entry.value, meant.shape, enclosing: enclosing, visit)
                } else {
                    walk(entry.value, .mapping(mapping), visit)
                }
            }
        case (.mapping(let entries), .namedValues(let valueShape)):
            for entry in entries { walk(entry.value, valueShape, visit) }
        case (.sequence(let items), .list(let itemShape)):
            for item in items { walk(item, itemShape, visit) }
        default:
            break
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
