struct InvalidWaiverRule: DocumentRule {
    static let description = RuleDescription(
        id: "invalid-waiver",
        summary: "A waived state gives its reason and nothing else; the ideal and loading states cannot be waived.",
        rationale: "A waiver is a design decision that reviewers must be able to read. A screen always has content to show, and every load takes time.",
        passingExamples: [
            RuleExample(ExampleSpecs.profile + """
            """),
        ],
        failingExamples: [
            RuleExample("""
            screen: Profile
            content: { type: User }
            states:
              ideal: { ↓waived: always shown }
              loading: { style: spinner }
              empty: { ↓waived: "" }
              error: { message: Could not load the profile, ↓waived: never fails }
              partial: { ↓waived: }
            loads:
              initial: { on: appear }
            """),
        ]
    )

    func check(_ spec: ScreenSpec) -> [Finding] {
        var findings: [Finding] = []
        for name in StateName.allCases {
            guard case .waived(let reason, let location, let others) = spec.state(name) else { continue }
            let path = "states.\(name.rawValue).\(SpecSchema.waiverKey)"
            func report(_ message: String) {
                findings.append(Finding(file: spec.file, location: location, path: path, message: message))
            }
            if name == .ideal || name == .loading {
                report("the \(name.rawValue) state cannot be waived")
            } else if reason == nil {
                report("the \(name.rawValue) state is waived without a reason; write why it can never happen")
            } else if let other = others.first {
                report("the \(name.rawValue) state is waived but also describes '\(other.value)'; a waived state takes only its reason")
            }
        }
        return findings
    }
}
