struct ContentBesideSectionsRule: StructureRule {
    static let description = RuleDescription(
        id: "content-beside-sections",
        summary: "A screen with `sections` lists at least one, and keeps its content, states, loads, events, item actions, live updates, network need and messages in them; it writes none of its own.",
        rationale: "Content of the screen's own beside its sections would be a section without a name, whose loads the screen's pull to refresh and summary state could not account for. Make it a section: a profile's header is one.",
        passingExamples: [
            RuleExample(ExampleSpecs.account),
        ],
        failingExamples: [
            RuleExample("""
            screen: Account
            ↓content: { type: Profile }
            ↓loads:
              initial: { on: appear }
            sections:
              posts:
                content: { type: "[Post]", item: Post }
                states:
                  ideal: {}
                  loading: { style: skeleton, placeholders: 3 }
                  empty: { message: No posts yet }
                  error: { message: Could not load the posts, retry: Try again }
                  partial: { waived: never paged }
                loads:
                  initial: { on: appear }
            """),
            RuleExample("""
            screen: Account
            ↓sections: {}
            """),
        ]
    )

    /// The keys a section has in place of the screen.
    static let sectionKeys: Set<String> = ["content", "states", "loads", "events", "item-actions", "live-updates", "network", "feedback"]

    func check(_ node: SyntaxNode, expected shape: ValueShape, file: String) -> [Finding] {
        guard node.path.isEmpty, let entries = node.entries, let sections = entries.first(where: { $0.key == SpecSchema.sectionsKey }) else { return [] }
        if sections.value.entries?.isEmpty ?? sections.value.isEmptyScalar {
            return [Finding(file: file, location: sections.keyLocation, path: SpecSchema.sectionsKey,
                            message: "'sections' lists no section; add one (with its content, states and loads), or remove 'sections' and give the screen its own")]
        }
        return entries.filter { Self.sectionKeys.contains($0.key) }.map { entry in
            Finding(file: file, location: entry.keyLocation, path: entry.key,
                    message: "'\(entry.key)' is written beside 'sections', but a screen with sections has no \(entry.key) of its own; move it into a section (or make it one)")
        }
    }
}
