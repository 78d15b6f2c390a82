/// Every rule as `statespec rules` prints it: plain text for people, Markdown for documentation,
/// JSON for tools. Examples keep their `↓` markers: they show where a rule reports.
public enum RuleCatalog {
    /// One line per rule (id, severity, summary); with `verbose`, each rule's rationale and
    /// examples as well.
    public static func text(verbose: Bool) -> String {
        let rules = RuleRegistry.descriptions
        guard verbose else {
            let idWidth = rules.map(\.id.count).max() ?? 0
            let severityWidth = Severity.warning.rawValue.count
            return rules.map { rule in
                padded(rule.id, to: idWidth) + "  " + padded(rule.severity.rawValue, to: severityWidth) + "  " + rule.summary + "\n"
            }.joined()
        }
        return rules.map { rule in
            var lines = ["\(rule.id) (\(rule.severity.rawValue))", "  Checks: \(rule.summary)", "  Why: \(rule.rationale)"]
            for (heading, text) in examples(of: rule) {
                lines.append("  \(heading):")
                lines += exampleLines(text).map { $0.isEmpty ? "" : "    " + $0 }
            }
            return lines.joined(separator: "\n") + "\n"
        }.joined(separator: "\n")
    }

    /// The README's rule table (`ReferenceDocumentation.rules()`); with `verbose`, a section per
    /// rule with its examples after it.
    public static func markdown(verbose: Bool) -> String {
        let table = ReferenceDocumentation.rules()
        guard verbose else { return table }
        let sections = RuleRegistry.descriptions.map { rule in
            var lines = ["## `\(rule.id)`", ""]
            for (heading, text) in examples(of: rule, code: { "`\($0)`" }) {
                lines.append("\(heading):")
                lines += ["", "```yaml"] + exampleLines(text) + ["```", ""]
            }
            return lines.joined(separator: "\n")
        }
        return table + "\n" + sections.joined(separator: "\n")
    }

    /// A JSON array, one object per rule in registry order, always with rationale and examples:
    /// `{"id", "severity", "summary", "rationale", "passingExamples", "failingExamples"}`, where
    /// each example is `{"files": [text, …]}`.
    public static func json() -> String {
        func examples(_ list: [RuleExample]) -> JSONText {
            .array(list.map { .object(["files": .array($0.files.map(JSONText.string))]) })
        }
        return JSONText.array(RuleRegistry.descriptions.map { rule in
            .object([
                "id": .string(rule.id),
                "severity": .string(rule.severity.rawValue),
                "summary": .string(rule.summary),
                "rationale": .string(rule.rationale),
                "passingExamples": examples(rule.passingExamples),
                "failingExamples": examples(rule.failingExamples),
            ])
        }).rendered()
    }

    /// Each example file with its heading: `Passing example 1`, `Failing example 2,
    /// example-1.yaml (↓ marks where the rule reports)`; the file name only when the example
    /// has several files. `code` wraps the file name (in backticks for Markdown).
    private static func examples(of rule: RuleDescription, code: (String) -> String = { $0 }) -> [(heading: String, text: String)] {
        func list(_ examples: [RuleExample], _ kind: String, note: String) -> [(String, String)] {
            examples.enumerated().flatMap { index, example in
                example.files.enumerated().map { fileIndex, text in
                    let file = example.files.count > 1 ? ", " + code("example-\(fileIndex + 1).yaml") : ""
                    return ("\(kind) example \(index + 1)\(file)\(note)", text)
                }
            }
        }
        return list(rule.passingExamples, "Passing", note: "") + list(rule.failingExamples, "Failing", note: " (↓ marks where the rule reports)")
    }

    private static func exampleLines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }

    private static func padded(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }
}
