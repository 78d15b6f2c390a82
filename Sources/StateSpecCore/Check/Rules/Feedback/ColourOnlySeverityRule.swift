struct ColourOnlySeverityRule: Rule {
    static let description = RuleDescription(
        id: "colour-only-severity",
        summary: "Every message kind has an icon, so severity is never shown by colour alone (accessible; WCAG 1.4.1 Use of Color).",
        rationale: "Red and green look alike to many people; an icon and the spoken severity carry the meaning when colour does not.",
        passingExamples: [
            RuleExample("""
            profile: accessible
            kinds:
              offline: { level: caution, colour: grey, icon: wifi.slash }
            """),
        ],
        failingExamples: [
            RuleExample("""
            profile: accessible
            kinds:
              ↓offline: { level: caution, colour: grey }
              error: { icon: ↓"" }
            """),
        ]
    )

    func check(_ context: LintContext) -> [Finding] {
        guard context.policy.enables(.accessibility) else { return [] }
        return policyKindFindings(context) { kind, file in
            guard kind.icon?.isEmpty ?? true, let location = kind.iconLocation ?? kind.location else { return nil }
            return Finding(file: file, location: location, path: "kinds.\(kind.name)",
                           message: "the kind '\(kind.name)' has no icon; give it one so that its severity does not rest on colour")
        }
    }
}
