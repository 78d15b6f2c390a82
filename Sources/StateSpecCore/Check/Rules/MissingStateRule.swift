struct MissingStateRule: DocumentRule {
    static let description = RuleDescription(
        id: "missing-state",
        summary: "Every screen lists all five states of the UI stack (ideal, loading, empty, error, partial), or waives one with a reason.",
        rationale: "Designs show the ideal state; the loading, empty, error and partial states are the ones that ship improvised. Listing them is the point of a spec.",
        passingExamples: [
            RuleExample(ExampleSpecs.profile + """
            """),
        ],
        failingExamples: [
            RuleExample("""
            screen: Profile
            content: { type: User }
            ↓states:
              ideal: {}
              loading: { style: spinner }
              error: { message: Could not load the profile, retry: Try again }
            loads:
              initial: { on: appear }
            """),
        ]
    )

    func check(_ spec: ScreenSpec) -> [Finding] {
        // Without `states:` at all, missing-key says so once.
        guard spec.listsStates else { return [] }
        // A screen made of sections lists only its screen-wide empty and error texts
        // (`content-beside-sections` reports any other state there).
        guard !spec.hasSections else { return [] }
        let missing = StateName.allCases.filter { spec.state($0) == nil }
        guard !missing.isEmpty else { return [] }
        let names = missing.map { "'\($0.rawValue)'" }.joined(separator: ", ")
        let plural = missing.count == 1 ? "state" : "states"
        var finding = Finding(file: spec.file, location: spec.statesLocation, path: "states",
                              message: "the \(plural) \(names) \(missing.count == 1 ? "is" : "are") not listed; list \(missing.count == 1 ? "it" : "them"), or waive \(missing.count == 1 ? "it" : "each") with `waived: <reason>`")
        // A load failing into a state that is not listed says the same thing again.
        finding.cause = Cause(mapping: "states", key: nil, names: Set(missing.map(\.rawValue)))
        return [finding]
    }
}
