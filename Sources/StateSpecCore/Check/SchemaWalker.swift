/// Visits every node of a spec's syntax tree that the schema describes, with the shape the
/// schema expects there. Keys the schema does not know are not descended into.
enum SchemaWalker {
    static func walk(_ root: SyntaxNode, _ visit: (SyntaxNode, ValueShape) -> Void) {
        walk(root, .mapping(SpecSchema.screen), visit)
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
        case (.sequence(let items), .list(let itemShape)):
            for item in items { walk(item, itemShape, visit) }
        default:
            break
        }
    }
}
