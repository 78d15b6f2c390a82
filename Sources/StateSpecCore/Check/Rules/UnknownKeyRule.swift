struct UnknownKeyRule: StructureRule {
    static let description = RuleDescription(
        id: "unknown-key",
        summary: "Every key must be one the spec language defines; near misses get a suggestion.",
        rationale: "A misspelt key (`laoding`) is otherwise ignored, and the state it meant to describe silently goes missing.",
        passingExamples: [
            RuleExample(ExampleSpecs.profile + """
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

    func check(_ node: SyntaxNode, expected shape: ValueShape, file: String) -> [Finding] {
        guard case .mapping(let mapping) = shape, let entries = node.entries else { return [] }
        let place = node.path.isEmpty ? "this file" : "'\(node.path)'"
        return entries.filter { mapping.key($0.key) == nil }.map { entry in
            Finding(file: file, location: entry.keyLocation, path: entry.value.path,
                    message: "unknown key '\(entry.key)' in \(place)" + Suggestions.hint(for: entry.key, among: mapping.keyNames))
        }
    }
}
