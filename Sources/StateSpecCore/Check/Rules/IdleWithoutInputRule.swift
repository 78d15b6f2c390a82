struct IdleWithoutInputRule: DocumentRule {
    static let description = RuleDescription(
        id: "idle-without-input",
        summary: "A first load that waits for its first input (`on: input`) takes one: `loads.initial.input`.",
        rationale: "A screen idle until an input arrives shows a prompt and asks nothing (a search before anything is typed). Without an input nothing ever arrives: the screen stays on its prompt and looks broken. A screen whose load needs nothing loads at once.",
        passingExamples: [
            RuleExample(ExampleSpecs.feed.replacingOccurrences(of: "initial: { on: appear }", with: "initial: { on: input, input: String, prompt: Search for posts }")),
            RuleExample(ExampleSpecs.feed),
        ],
        failingExamples: [
            RuleExample(ExampleSpecs.feed.replacingOccurrences(of: "initial: { on: appear }", with: "initial: { on: ↓input }")),
        ]
    )

    func check(_ spec: ScreenSpec) -> [Finding] {
        guard let initial = spec.loads.initial, initial.awaitsInput, initial.input == nil, let trigger = initial.triggerText else { return [] }
        return [Finding(file: spec.file, at: trigger,
                        "'on: input' waits for an input, but the first load takes none, so the screen would stay idle; load at once with 'on: appear' (or 'manual'), or add the 'input' it waits for")]
    }
}
