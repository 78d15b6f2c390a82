struct MissingProfileRule: Rule {
    static let description = RuleDescription(
        id: "missing-profile",
        summary: "The feedback policy file names its profile: `profile: material`, `apple-hig` or `accessible`. A warning: without one, the policy starts from apple-hig.",
        rationale: """
        The profile decides which rules every screen's messages are checked against and the numbers they start from. A policy \
        without one starts from apple-hig whatever statespec.yml names, and nothing else says so. Not an error: such a \
        policy works, under apple-hig.
        """,
        severity: .warning,
        passingExamples: [
            RuleExample("profile: material\nqueue: { order: newest-replaces }\n"),
            RuleExample(ExampleSpecs.profile),
        ],
        failingExamples: [
            RuleExample("↓queue: { order: newest-replaces }\nlimits: { alert-max-buttons: 2 }\nallow-error-text: true\n"),
            RuleExample("↓kinds:\n  offline: { level: caution, colour: grey, icon: wifi.slash, duration: persistent }\n"),
        ]
    )

    func check(_ context: LintContext) -> [Finding] {
        context.documents.compactMap(\.policy).filter { !$0.namesProfile }.map { policy in
            let configured = context.defaultProfile == .appleHIG ? "" : ", not \(context.defaultProfile.rawValue) as statespec.yml says"
            let profiles = FeedbackSchema.profiles.dropLast().joined(separator: ", ") + " or " + (FeedbackSchema.profiles.last ?? "")
            return Finding(file: policy.file ?? "", location: policy.location,
                           message: "the feedback policy names no profile, so it starts from \(FeedbackPolicy.Profile.appleHIG.rawValue)\(configured); add `profile:` with \(profiles)")
        }
    }
}
