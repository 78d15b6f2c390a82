import Foundation

/// Markdown reference for the spec language and the rules, built from the same tables the
/// parser and the linter use, so the documentation cannot drift from the tool.
public enum ReferenceDocumentation {
    /// Every key of a screen spec, by document path, with its type and meaning.
    public static func specLanguage() -> String {
        keyTable(SpecSchema.screen)
    }

    /// The combinations of keys the language refuses: the table of key relations, in words.
    public static func keyRelations() -> String {
        var rows = ["| key | relation | other keys | reported by |", "| --- | --- | --- | --- |"]
        for (scope, relations) in [("", SpecSchema.screenRelations), ("", SpecSchema.bodyRelations), ("sections.<name>.", SpecSchema.sectionRelations)] {
            for relation in relations {
                var key = "`\(scope)\(relation.key)`"
                if let values = relation.values { key += ": " + values.map { "`\($0)`" }.joined(separator: " or ") }
                if relation.absentMeans != nil { key += " (or left out)" }
                var other = words(relation.other, scope: scope)
                if let unless = relation.unless { other += " (unless \(words(unless, scope: scope)))" }
                rows.append("| \(key) | \(relation.kind == .requires ? "needs" : "goes not with") | \(other) | `\(relation.rule)` |")
            }
        }
        return rows.joined(separator: "\n") + "\n"
    }

    private static func words(_ condition: KeyCondition, scope: String) -> String {
        switch condition {
        case .has(let path, nil): "`\(scope)\(path)`"
        case .has(let path, let values?): "`\(scope)\(path)`: " + values.map { "`\($0)`" }.joined(separator: " or ")
        case .any(let conditions): conditions.map { words($0, scope: scope) }.joined(separator: ", or ")
        case .all(let conditions): conditions.map { words($0, scope: scope) }.joined(separator: " and ")
        case .not(let inner): "no " + words(inner, scope: scope)
        }
    }

    /// Every key of the feedback policy file.
    public static func policyLanguage() -> String {
        keyTable(FeedbackSchema.policy)
    }

    private static func keyTable(_ schema: MappingShape) -> String {
        var rows = ["| key | value | required | meaning |", "| --- | --- | --- | --- |"]
        func visit(_ mapping: MappingShape, prefix: String) {
            for key in mapping.keys {
                let path = prefix.isEmpty ? key.name : "\(prefix).\(key.name)"
                let required = switch key.requirement {
                case .optional: ""
                case .required, .requiredByDedicatedRule: "yes"
                case .requiredUnless(let other): "yes, unless `\(other)`"
                }
                let former = key.formerly.map { " Spelt `\($0.name)` before \($0.since), which still reads (`deprecated-spelling`)." }.joined()
                    + key.formerKeys.map { " Said with `\($0.name)` before \($0.since), which still reads (`deprecated-spelling`)." }.joined()
                rows.append("| `\(path)` | \(valueDescription(key.shape)) | \(required) | \((key.summary + former).replacingOccurrences(of: "|", with: "\\|")) |")
                if path == SpecSchema.sectionsKey, case .namedEntries(let section) = key.shape {
                    // A section takes a screen's keys, listed above once; only its own are listed here.
                    let screenKeys = Set(schema.keyNames)
                    rows.append("| `\(path).<name>.…` | | | Every key of a screen above but `screen`, `sections` and `sections-style` (`content`, `states`, `loads`, `events`, `item-actions`, `live-updates`, `network`, `feedback`, `summary`), for the section; `content`, `states` and `loads` are required. |")
                    visit(MappingShape(section.keys.filter { !screenKeys.contains($0.name) }), prefix: "\(path).<name>")
                    continue
                }
                switch key.shape {
                case .mapping(let nested): visit(nested, prefix: path)
                case .namedEntries(let nested): visit(nested, prefix: "\(path).<name>")
                case .list(.mapping(let nested)): visit(nested, prefix: "\(path)[]")
                case .mappings(let nested): visit(nested, prefix: path)
                default: break
                }
            }
        }
        visit(schema, prefix: "")
        return rows.joined(separator: "\n") + "\n"
    }

    /// Every rule with its id, severity, summary and rationale.
    public static func rules() -> String {
        var lines = ["| rule | severity | checks | why |", "| --- | --- | --- | --- |"]
        for rule in RuleRegistry.descriptions {
            lines.append("| `\(rule.id)` | \(rule.severity.rawValue) | \(rule.summary) | \(rule.rationale) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func valueDescription(_ shape: ValueShape) -> String {
        switch shape {
        case .text: "text"
        case .identifier: "name"
        case .swiftType: "Swift type"
        case .swiftMember: "Swift name"
        case .choice(let words): words.map { "`\($0)`" }.joined(separator: " \\| ")
        case .integer(let range): "\(range.lowerBound)…\(range.upperBound)"
        case .mapping: "mapping"
        case .namedEntries: "mapping of names"
        case .list: "list"
        case .mappings: "mapping, or list of mappings"
        case .namedValues(let shape): "mapping of names to \(valueDescription(shape))"
        case .seconds: "seconds"
        case .duration: "seconds or `persistent`"
        }
    }
}
