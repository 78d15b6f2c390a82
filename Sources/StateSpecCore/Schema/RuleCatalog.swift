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

    /// One rule's page, as `statespec rules <id>` prints it (like `swiftlint rules <id>`): what
    /// it checks, why, how to configure it, and its examples. Nil for an unknown id.
    public static func page(for id: String, format: String = "text") -> String? {
        guard let rule = RuleRegistry.descriptions.first(where: { $0.id == id }) else { return nil }
        if format == "json" {
            return json(only: id)
        }
        let configuration = rule.isMandatory
            ? "Always an error: statespec.yml cannot turn it off or down, and no comment suppresses it."
            : "In statespec.yml, `rules: { \(rule.id): off | warning | error }` (default \(rule.severity.rawValue)), or under `overrides:` for some paths. In a spec, `# statespec:disable-next-line \(rule.id) - <reason>` silences it on the next line."
        if format == "markdown" {
            var lines = ["# `\(rule.id)`", "", rule.summary, "", "Default severity: \(rule.severity.rawValue).", "", "**Why:** \(rule.rationale)", "", "**Configuration:** \(configuration)", ""]
            for (heading, text) in examples(of: rule, code: { "`\($0)`" }) {
                lines += ["\(heading):", "", "```yaml"] + exampleLines(text) + ["```", ""]
            }
            return lines.joined(separator: "\n")
        }
        var lines = ["\(rule.id) (default: \(rule.severity.rawValue))", "", "Checks: \(rule.summary)", "", "Why: \(rule.rationale)", "",
                     "Configuration: \(configuration)"]
        for (heading, text) in examples(of: rule) {
            lines += ["", "\(heading):"]
            lines += exampleLines(text).map { $0.isEmpty ? "" : "    " + $0 }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The documentation catalog's list of rule pages (each page is `page(for:format:)` in
    /// Markdown, in `Rules/<id>.md`), in registry order.
    public static func docCTopics() -> String {
        RuleRegistry.descriptions.map { "- <doc:\($0.id)>\n" }.joined()
    }

    /// `did you mean 'duplicate-key'?` for an unknown rule id, or nil.
    public static func suggestion(for id: String) -> String? {
        Suggestions.closest(to: id, among: RuleRegistry.descriptions.map(\.id))
    }

    /// The rule table of the Lint rules article (`ReferenceDocumentation.rules()`); with `verbose`, a section per
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
    public static func json(only id: String? = nil) -> String {
        func examples(_ list: [RuleExample]) -> JSONText {
            .array(list.map { .object(["files": .array($0.files.map(JSONText.string))]) })
        }
        return JSONText.array(RuleRegistry.descriptions.filter { id == nil || $0.id == id }.map { rule in
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
