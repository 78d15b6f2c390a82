struct IdleWithoutInputRule: RelationRule {
    static let description = RuleDescription(
        id: "idle-without-input",
        summary: "A first load that waits for its first input (`on: input`) takes one: `loads.initial.input`.",
        rationale: "A screen idle until an input arrives shows a prompt and asks nothing (a search before anything is typed). Without an input nothing ever arrives: the screen stays on its prompt and looks broken. A screen whose load needs nothing loads at once.",
        passingExamples: [
            RuleExample(ExampleSpecs.feed.replacingOccurrences(of: "initial: { on: appear }", with: "initial: { on: input, input: String, prompt: Search for posts }")),
            RuleExample(ExampleSpecs.feed),
        ],
        failingExamples: []
    )
}
