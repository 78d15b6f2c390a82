import StateSpecVocabulary

struct SignalThrottleRule: DocumentRule {
    static let description = RuleDescription(
        id: "signal-throttle",
        summary: "A signal's `throttle` is a window from above 0 to 60 seconds, on a signal that refreshes (`reaction: refresh`, the default).",
        rationale: "A throttle turns a burst of signals (every like in the app) into one refresh at once and one when the window ends. A window of 0 throttles nothing and a long one leaves the screen out of date for minutes. A signal that applies the item change it carries (`reaction: apply`) cannot collapse a burst without losing changes, and one that marks the content for a refresh on return (`mark-changed`) refreshes once anyway.",
        passingExamples: [
            RuleExample(ExampleSpecs.rows + """
              refresh: { failure: refreshFailed }
            signals:
              timelineChanged: { reaction: refresh, throttle: 2 }
            feedback:
              refreshFailed: { kind: error, text: Could not load newer posts }
            """),
        ],
        failingExamples: [
            RuleExample(ExampleSpecs.rows + """
              refresh: { failure: refreshFailed }
            signals:
              timelineChanged: { throttle: ↓0 }
            feedback:
              refreshFailed: { kind: error, text: Could not load newer posts }
            """),
            RuleExample(ExampleSpecs.rows + """
              refresh: { failure: refreshFailed }
            signals:
              timelineChanged: { throttle: ↓3600 }
            feedback:
              refreshFailed: { kind: error, text: Could not load newer posts }
            """),
        ]
    )

    func check(_ spec: ScreenSpec) -> [Finding] {
        spec.signals.compactMap { signal in
            guard let throttle = signal.throttle else { return nil }
            // An `apply` or `mark-changed` signal takes no throttle: the key relations say so.
            guard (signal.effect?.value ?? .refresh) == .refresh,
                  // A value that is no number of seconds, negative or beyond a year is `invalid-value`'s.
                  SpecNumber.seconds(throttle.value).map({ $0 >= 0 }) == true, signal.throttleSeconds == nil else { return nil }
            return Finding(file: spec.file, at: throttle,
                           "'throttle' is a window from above 0 to \(FeedbackDuration.text(ScreenSpec.Signal.maximumThrottle)) seconds; 0 throttles nothing and a longer window leaves the screen out of date")
        }
    }
}
