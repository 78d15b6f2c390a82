/// A rule that compares the nodes of every tree with the shapes the key tables expect there:
/// the only kind of rule that reads syntax trees, since it checks their shape before there is a
/// model to speak of. The linter walks each tree once for all of them.
protocol StructureRule: Rule {
    func check(_ node: SyntaxNode, expected shape: ValueShape, file: String) -> [Finding]
}

extension StructureRule {
    var role: RuleRole { RuleRole(kind: .structure(self)) }

    func check(_ context: LintContext) -> [Finding] {
        SchemaWalker.findings(in: context, check)
    }
}

/// Visits every node of a spec's syntax tree that the schema describes, with the shape the
/// schema expects there (the screen spec's or the feedback policy's). Keys the schema does not know are not descended into.
enum SchemaWalker {
    /// What `check` finds at every node of every document, for the rules that compare trees with
    /// the key tables.
    static func findings(in context: LintContext,
                         _ check: (SyntaxNode, _ expected: ValueShape, _ file: String) -> [Finding]) -> [Finding] {
        var findings: [Finding] = []
        for document in context.documents {
            walk(document) { node, shape in findings += check(node, shape, document.path) }
        }
        return findings
    }

    static func walk(_ document: SpecDocument, _ visit: (SyntaxNode, ValueShape) -> Void) {
        guard let root = document.root else { return }
        walk(root, .mapping(document.schema), visit)
    }

    private static func walk(_ node: SyntaxNode, _ shape: ValueShape, _ visit: (SyntaxNode, ValueShape) -> Void) {
        visit(node, shape)
        switch (node.value, shape) {
        case (.mapping(let entries), .mapping(let mapping)):
            for entry in entries {
                if let key = mapping.key(entry.key) { walk(entry.value, key.shape, visit) }
            }
        case (.mapping(let entries), .namedEntries(let mapping)):
            for entry in entries { walk(entry.value, .mapping(mapping), visit) }
        case (.mapping(let entries), .namedValues(let valueShape)):
            for entry in entries { walk(entry.value, valueShape, visit) }
        case (.sequence(let items), .list(let itemShape)):
            for item in items { walk(item, itemShape, visit) }
        default:
            break
        }
    }
}
