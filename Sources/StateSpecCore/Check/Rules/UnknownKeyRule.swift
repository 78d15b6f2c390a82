struct UnknownKeyRule: DocumentRule {
    static let description = RuleDescription(
        id: "unknown-key",
        summary: "Every key must be one the spec language defines; near misses get a suggestion.",
        rationale: "A misspelt key (`laoding`) is otherwise ignored, and the state it meant to describe silently goes missing.",
        passingExamples: [
            RuleExample("""
            screen: Profile
            content: { type: User }
            states:
              ideal: {}
              loading: { style: spinner }
              empty: { message: No profile yet }
              error: { message: Could not load the profile, retry: Try again }
              partial: { waived: "a single record, never paged" }
            loads:
              initial: { on: appear }
            """),
        ],
        failingExamples: [
            RuleExample("""
            screen: Profile
            content: { type: User }
            states:
              ideal: {}
              ↓laoding: { style: spinner }
              loading: { style: spinner, ↓colour: grey }
              empty: { message: No profile yet }
              error: { message: Could not load the profile, retry: Try again }
              partial: { waived: "a single record, never paged" }
            loads:
              initial: { on: appear }
            """),
        ]
    )

    func check(_ spec: ScreenSpec, root: SyntaxNode) -> [Finding] {
        var findings: [Finding] = []
        SchemaWalker.walk(root) { node, shape in
            guard case .mapping(let mapping) = shape, let entries = node.entries else { return }
            for entry in entries where mapping.key(entry.key) == nil {
                let place = node.path.isEmpty ? "a spec" : "'\(node.path)'"
                findings.append(Finding(
                    file: spec.file, location: entry.keyLocation, path: entry.value.path,
                    message: "unknown key '\(entry.key)' in \(place)" + Suggestions.hint(for: entry.key, among: mapping.keyNames)))
            }
        }
        return findings
    }
}
