import StateSpecVocabulary

struct ErrorShorterThanSuccessRule: Rule {
    static let description = RuleDescription(
        id: "error-shorter-than-success",
        summary: "No error or critical message leaves sooner than a success message does, in the policy's kinds or in a message's own duration (all profiles).",
        rationale: "Good news can be glanced at; bad news has to be read and acted on. An error that vanishes first is the one that gets missed.",
        passingExamples: [
            RuleExample("""
            profile: apple-hig
            kinds:
              success: { duration: 3 }
              error: { duration: 8 }
            """),
        ],
        failingExamples: [
            RuleExample("""
            profile: apple-hig
            kinds:
              success: { duration: 5 }
              error: { duration: ↓3 }
            """),
            RuleExample(ExampleSpecs.feed + """
              refresh: { on: pull, failure: refreshFailed }
            feedback:
              refreshFailed: { kind: error, text: Could not load newer posts, duration: ↓2 }
            """),
        ]
    )

    static let seriousLevels: Set<FeedbackLevel> = [.error, .critical]

    func check(_ context: LintContext) -> [Finding] {
        let policy = context.policy
        let successDurations = policy.kinds.filter { $0.level == .success }.map(\.duration.comparable)
        guard let longestSuccess = successDurations.max() else { return [] }
        var findings: [Finding] = []
        if let file = policy.file {
            for kind in policy.kinds where Self.seriousLevels.contains(kind.level) && kind.duration.comparable < longestSuccess {
                guard let site = kind.durationValue else { continue }
                findings.append(Finding(file: file, at: site,
                    "the \(kind.level.rawValue) kind '\(kind.name)' stays \(Self.text(site.value)) s, less than success messages (\(FeedbackPolicy.Duration.text(longestSuccess)) s)"))
            }
        }
        // Only a message's own duration is reported: screens without one need no resolving.
        for screen in context.screens.lazy.flatMap(\.checkedParts) where screen.feedback.contains(where: { $0.duration != nil }) {
            for message in ResolvedMessage.all(in: screen, policy: policy)
            where Self.seriousLevels.contains(message.level) && message.duration.comparable < longestSuccess {
                guard let site = message.message.duration else { continue }
                findings.append(Finding(message, at: site,
                    "'\(message.message.name.value)' is an \(message.level.rawValue) message that stays \(Self.text(site.value)) s, less than success messages (\(FeedbackPolicy.Duration.text(longestSuccess)) s)"))
            }
        }
        return findings
    }

    /// How a duration reads in a message: `3` or `persistent`.
    static func text(_ duration: FeedbackDuration) -> String {
        duration.seconds.map(FeedbackDuration.text) ?? FeedbackSchema.persistent
    }
}
