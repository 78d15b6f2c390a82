/// The key relations table (`KeyRelation`) as JSON Schema clauses, so that an editor refuses the
/// combinations lint refuses. A relation between keys of one mapping is an `if`/`then`, whose
/// message an editor can word ("missing property 'input'"); one about a named entry
/// (`events.*.haptic`) says that no entry breaks it: `not` of "some entry does".
enum RelationSchema {
    static func clause(_ relation: KeyRelation) -> JSONText {
        guard let prefix = relation.entryPrefix else {
            var condition = relation.keyCondition
            if let unless = relation.unless { condition = .all([condition, .not(unless)]) }
            let then = relation.kind == .requires ? schema(relation.other) : .object(["not": schema(relation.other)])
            return .object(["if": schema(condition), "then": then])
        }
        // Each part of the violation is about the screen or about the entry, never both.
        let parts = conjuncts(relation.violation)
        let inEntry = parts.filter(\.isAboutAnEntry).map { schema($0, entry: prefix) }
        var whole = parts.filter { !$0.isAboutAnEntry }.map { schema($0) }
        whole.append(nested(prefix.split(separator: ".").map(String.init), .object([
            "type": .string("object"),
            "not": .object(["additionalProperties": .object(["not": allOf(inEntry)])]),
        ])))
        return .object(["not": allOf(whole)])
    }

    /// The condition as parts that must all hold, negations pushed inwards as far as that
    /// splits it (`not any` is `all not`).
    static func conjuncts(_ condition: KeyCondition) -> [KeyCondition] {
        switch condition {
        case .all(let conditions): conditions.flatMap(conjuncts)
        case .not(.any(let conditions)): conditions.flatMap { conjuncts(.not($0)) }
        case .not(.not(let inner)): conjuncts(inner)
        default: [condition]
        }
    }

    /// The condition as a schema of the mapping it is read in, or of one entry of the named
    /// entries at `entry` (whose paths start `entry.*.`).
    static func schema(_ condition: KeyCondition, entry: String? = nil) -> JSONText {
        switch condition {
        case .has(let path, let words):
            var components = path.split(separator: ".").map(String.init)
            if let entry {
                let prefix = entry.split(separator: ".").map(String.init) + ["*"]
                if components.starts(with: prefix) { components.removeFirst(prefix.count) }
            }
            guard let last = components.popLast() else { return .bool(true) }
            var leaf: [String: JSONText] = ["type": .string("object"), "required": .array([.string(last)])]
            if let words { leaf["properties"] = .object([last: .object(["enum": .array(words.flatMap(JSONSchemaBuilder.choiceValues))])]) }
            return nested(components, .object(leaf))
        case .any(let conditions): return .object(["anyOf": .array(conditions.map { schema($0, entry: entry) })])
        case .all(let conditions): return allOf(conditions.map { schema($0, entry: entry) })
        case .not(let inner): return .object(["not": schema(inner, entry: entry)])
        }
    }

    /// `inner` as the value at `path`, which must be there: `*`, some named entry; a key that
    /// holds a list of mappings, one of them.
    private static func nested(_ path: [String], _ inner: JSONText) -> JSONText {
        path.reversed().reduce(inner) { inner, key in
            if key == "*" {
                return .object(["type": .string("object"), "not": .object(["additionalProperties": .object(["not": inner])])])
            }
            let value = listsOfMappings.contains(key)
                ? .object(["anyOf": .array([inner, .object(["type": .string("array"), "contains": inner])])]) : inner
            return .object(["type": .string("object"), "required": .array([.string(key)]), "properties": .object([key: value])])
        }
    }

    /// The keys that may hold a list of mappings (`ValueShape.mappings`).
    private static let listsOfMappings: Set<String> = {
        var names: Set<String> = []
        func visit(_ mapping: MappingShape) {
            for key in mapping.keys {
                switch key.shape {
                case .mappings(let nested): names.insert(key.name); visit(nested)
                case .mapping(let nested), .namedEntries(let nested): visit(nested)
                default: break
                }
            }
        }
        visit(SpecSchema.screen)
        return names
    }()

    private static func allOf(_ schemas: [JSONText]) -> JSONText {
        schemas.count == 1 ? schemas[0] : .object(["allOf": .array(schemas)])
    }
}
