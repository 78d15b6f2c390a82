struct LiveUpdatesPerInputRule: RelationRule {
    static let description = RuleDescription(
        id: "live-updates-per-input",
        summary: "Live updates that follow the input (`live-updates.per-input: true`) need a first load that takes one: `loads.initial.input`.",
        rationale: "A stream per input keeps a filtered list's changes filtered like the list: the stream of the input shown is heard, and another input's changes never reach its content. A screen whose load takes no input has one list and one stream: the key would ask a stream per input that never arrives.",
        passingExamples: [
            RuleExample(ExampleSpecs.rows.replacingOccurrences(of: "initial: { on: appear }", with: "initial: { on: appear, input: String }") + """
            live-updates: { per-input: true }
            """),
            RuleExample(ExampleSpecs.rows + """
            live-updates: { per-input: false }
            """),
        ],
        failingExamples: []
    )
}
