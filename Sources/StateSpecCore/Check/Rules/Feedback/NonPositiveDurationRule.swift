import StateSpecVocabulary

struct NonPositiveDurationRule: ScreenPartsRule {
    static let description = RuleDescription(
        id: "non-positive-duration",
        summary: "A message's or a kind's `duration` is more than zero seconds, or `persistent` (all profiles).",
        rationale: "A message that stays 0 seconds leaves the moment it appears: it is announced and felt, but nobody can read it. A negative duration means the same by mistake.",
        passingExamples: [
            RuleExample(files: [
                """
                profile: apple-hig
                kinds:
                  info: { duration: 2.5 }
                """,
                ExampleSpecs.feed + """
                  refresh: { on: pull, failure: refreshFailed }
                feedback:
                  refreshFailed: { kind: error, text: Could not load newer posts, duration: persistent, actions: { retry: { title: Try again } } }
                """,
            ]),
        ],
        failingExamples: [
            RuleExample(files: [
                """
                profile: apple-hig
                kinds:
                  info: { duration: ↓0 }
                """,
                ExampleSpecs.feed + """
                  refresh: { on: pull, failure: refreshFailed }
                feedback:
                  refreshFailed: { kind: error, text: Could not load newer posts, duration: ↓-3 }
                """,
            ]),
        ]
    )

    func checkScreen(_ spec: ScreenSpec) -> [Finding] {
        spec.checkedParts.flatMap { screen in
            screen.feedback.compactMap { message -> Finding? in
                guard let duration = message.duration, let seconds = duration.value.seconds, seconds <= 0 else { return nil }
                return Finding(file: screen.file, at: duration, "'\(message.name.value)' stays \(FeedbackDuration.text(seconds)) s, so it leaves as it appears; give it a number of seconds above 0 or 'persistent'")
            }
        }
    }

    func checkBeyondScreens(_ context: LintContext) -> [Finding] {
        policyKindFindings(context) { kind, file in
            guard let duration = kind.durationValue, let seconds = duration.value.seconds, seconds <= 0 else { return nil }
            return Finding(file: file, at: duration, "the kind '\(kind.name)' stays \(FeedbackDuration.text(seconds)) s, so its messages leave as they appear; give it a number of seconds above 0 or 'persistent'")
        }
    }
}
