struct MissingKeyRule: StructureRule {
    static let description = RuleDescription(
        id: "missing-key",
        summary: "Keys the spec language requires must be present: `screen`, `content.type`, `states`, `loads`, a button's `title` and `event`, a message's `kind` and `text`.",
        rationale: "Without them there is no type to name, no content to show and no button to draw.",
        passingExamples: [
            RuleExample("""
            screen: Profile
            content: { type: User }
            states:
              ideal: {}
              loading: { style: spinner }
              empty: { message: No profile yet, action: { title: Create one, event: create } }
              error: { message: Could not load the profile, retry: Try again }
              partial: { waived: "a single record, never paged" }
            loads:
              initial: { on: appear }
            events:
              create: { summary: Opens the profile editor. }
            """),
        ],
        failingExamples: [
            RuleExample("""
            ↓content: ↓{ item: User }
            states:
              ideal: {}
              loading: { style: spinner }
              empty: { message: No profile yet, action: ↓{ title: Create one } }
              error: { message: Could not load the profile, retry: Try again }
              partial: { waived: "a single record, never paged" }
            loads:
              initial: { on: appear }
            """),
        ]
    )

    func check(_ node: SyntaxNode, expected shape: ValueShape, file: String) -> [Finding] {
        guard case .mapping(let mapping) = shape, let entries = node.entries else { return [] }
        // A waived state needs nothing but its reason.
        if entries.contains(where: { $0.key == SpecSchema.waiverKey }) { return [] }
        let place = node.path.isEmpty ? "the spec" : "'\(node.path)'"
        func isRequired(_ key: KeyShape) -> Bool {
            switch key.requirement {
            case .required: true
            // A screen with sections keeps its content, states and loads in them.
            case .requiredUnless(let other): !entries.contains { $0.key == other }
            case .optional, .requiredByDedicatedRule: false
            }
        }
        return mapping.keys.filter { key in isRequired(key) && !entries.contains { $0.key == key.name } }.map { key in
            Finding(file: file, at: node, "\(place) is missing the required key '\(key.name)'")
        }
    }
}
