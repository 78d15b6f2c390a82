/// The places a spec names one of its own definitions, shared by the rules that look for
/// references to nothing and definitions nobody references.
struct References {
    /// Buttons' `event:` values: each must name an event.
    var events: [Located<String>] = []
    /// Feedback names from events' `success:`/`failure:` and loads' `failure:` (but `partial`).
    var feedback: [Located<String>] = []
    /// Loads whose `failure:` is `partial`.
    var partialFailures: [Located<String>] = []

    init(_ spec: ScreenSpec) {
        for name in StateName.allCases {
            for action in spec.details(name)?.allActions ?? [] {
                if let event = action.event { events.append(event) }
            }
        }
        for event in spec.events {
            feedback += [event.success, event.failure].compactMap { $0 }
        }
        for load in spec.loads.all {
            guard let failure = load.failure else { continue }
            if failure.value == partialStateFailure {
                partialFailures.append(failure)
            } else {
                feedback.append(failure)
            }
        }
    }
}
