struct InvalidIdentifierRule: Rule {
    static let description = RuleDescription(
        id: "invalid-identifier",
        summary: "Names that become Swift (the screen, events, feedback messages and their arguments and actions, error causes, policy kinds) are plain identifiers, not Swift keywords, and not names the generated code already uses.",
        rationale: "`screen: Time line` or an event called `retry` would generate code that does not compile, far from the line that caused it.",
        passingExamples: [
            RuleExample("""
            screen: Profile
            content: { type: User }
            states:
              ideal: {}
              loading: { style: spinner }
              empty: { message: No profile yet, action: { title: Create one, event: createProfile } }
              error: { message: Could not load the profile, retry: Try again, causes: { offline: { message: You are offline } } }
              partial: { waived: "a single record, never paged" }
            loads:
              initial: { on: appear }
            events:
              createProfile: {}
            """),
        ],
        failingExamples: [
            RuleExample("""
            screen: ↓User Profile
            content: { type: User }
            states:
              ideal: {}
              loading: { style: spinner }
              empty: { message: No profile yet, action: { title: Create one, event: import } }
              error: { message: Could not load the profile, retry: Try again, causes: { ↓other: { message: Unknown } } }
              partial: { waived: "a single record, never paged" }
            loads:
              initial: { on: appear }
            events:
              ↓import: {}
              ↓retry: {}
            """),
        ]
    )

    func check(_ context: LintContext) -> [Finding] {
        var findings = context.screens.flatMap(check)
        // Policy kinds become `AppFeedbackPolicy.<kind>`.
        if let file = context.policy.file {
            for kind in context.policy.kinds {
                guard let location = kind.location, let problem = Self.problem(with: kind.name, reserved: ["kinds", "queue", "makePresenter"]) else { continue }
                findings.append(Finding(file: file, location: location, path: "kinds.\(kind.name)", message: "the kind name '\(kind.name)' \(problem)"))
            }
        }
        return findings
    }

    /// Why `name` cannot be a generated Swift name, or nil when it can.
    static func problem(with name: String, reserved: Set<String>) -> String? {
        if !SwiftNames.isIdentifier(name) {
            return "is not a Swift identifier; use letters, digits and underscores, starting with a letter"
        } else if SwiftNames.keywords.contains(name) {
            return "is a Swift keyword"
        } else if reserved.contains(name) {
            return "is a name the generated code already uses; pick another"
        }
        return nil
    }

    private func check(_ spec: ScreenSpec) -> [Finding] {
        var findings: [Finding] = []
        func check(_ name: Located<String>, _ what: String, reserved: Set<String>) {
            guard let problem = Self.problem(with: name.value, reserved: reserved) else { return }
            findings.append(Finding(file: spec.file, at: name, "the \(what) name '\(name.value)' \(problem)"))
        }
        if let name = spec.name { check(name, "screen", reserved: []) }
        for event in spec.events { check(event.name, "event", reserved: SwiftNames.viewModelMembers) }
        for message in spec.feedback {
            check(message.name, "feedback message", reserved: SwiftNames.feedbackMembers)
            for argument in message.arguments { check(argument.name, "argument", reserved: []) }
            for action in message.actions { check(action.name, "action", reserved: []) }
        }
        for cause in spec.details(.error)?.causes ?? [] { check(cause.name, "error cause", reserved: SwiftNames.errorCauseMembers) }
        // References name events by the same words: a bad one is reported where it is defined,
        // and here only if it defines nothing.
        let defined = Set(spec.events.map(\.name.value))
        for event in References(spec).events where !defined.contains(event.value) {
            check(event, "event", reserved: SwiftNames.viewModelMembers)
        }
        return findings
    }
}
