/// Reads the language's table of key relations (`SpecSchema.bodyRelations` and the rest) in a
/// syntax tree: each row broken is a finding under the rule the row names. The linter runs it
/// in its one walk of each tree, at every mapping whose shape declares relations.
enum RelationCheck {
    /// The relations `scope` breaks, each with the rule that reports it.
    static func violations(in scope: SyntaxNode, _ relations: [KeyRelation], file: String) -> [(rule: String, finding: Finding)] {
        var found: [(rule: String, finding: Finding)] = []
        for relation in relations {
            let reading = relation.reading
            if let prefix = reading.entryPrefix {
                let named = prefix.components.isEmpty ? scope : scope.firstEntry(at: prefix, entry: nil)?.value
                for entry in named?.entries ?? [] where reading.violation.holds(in: scope, entry: entry.key) {
                    let match = RelationMatch(scope: scope, entry: entry.key)
                    // A key left out (a signal's `reaction`), or the entry itself, is reported at the entry's name.
                    if !relation.key.hasSuffix("*"), let written = scope.entry(at: relation.key, entry: entry.key) {
                        found.append((relation.rule, finding(at: written, file: file, relation.message(match))))
                    } else {
                        found.append((relation.rule, Finding(file: file, location: entry.keyLocation, path: entry.value.path, message: relation.message(match))))
                    }
                }
            } else if reading.violation.holds(in: scope, entry: nil),
                      let written = scope.entries(at: relation.key, entry: nil).first(where: { found in relation.values.map { found.value.scalar.map($0.contains) ?? false } ?? true }) {
                found.append((relation.rule, finding(at: written, file: file, relation.message(RelationMatch(scope: scope, entry: nil)))))
            }
        }
        return found
    }

    /// A finding at a key's value when it is a word or a number, and at the key when it holds a
    /// block (`loads.more: { … }`), which has no one word to point at.
    private static func finding(at written: SyntaxEntry, file: String, _ message: String) -> Finding {
        let location = written.value.scalar == nil ? written.keyLocation : written.value.location
        return Finding(file: file, location: location, path: written.value.path, message: message)
    }

    /// The findings of one rule's relations in every document that still has its tree.
    static func findings(of rule: String, in context: LintContext) -> [Finding] {
        context.documents.flatMap { document -> [Finding] in
            guard document.spec != nil, document.root != nil else { return [] }
            var found: [Finding] = []
            SchemaWalker.walk(document) { node, shape in
                guard case .mapping(let mapping) = shape, !mapping.relations.isEmpty else { return }
                found += violations(in: node, mapping.relations, file: document.path).filter { $0.rule == rule }.map(\.finding)
            }
            return found
        }
    }
}

/// A rule whose every finding comes from rows of the table of key relations: the linter reports
/// them as it walks each tree, under the rule's id.
protocol RelationRule: Rule {}

extension RelationRule {
    public var role: RuleRole { RuleRole(kind: .relations) }

    public func check(_ context: LintContext) -> [Finding] {
        RelationCheck.findings(of: Self.description.id, in: context)
    }
}
