import StateSpecVocabulary

struct ContradictoryOptionRule: DocumentRule {
    static let description = RuleDescription(
        id: "contradictory-option",
        summary: "Options that depend on each other agree: `reappear` needs the screen to load on appear (and `reappear: refresh` a `loads.refresh`), `debounce` and `keep-inputs` an `input`, `prompt` a first load `on: input` (and a pause above 0 and up to 10 seconds), a refresh with `keeps-content: false` fails into the error state and takes no `failure:`, a first load takes a `failure:` message only when `seeded`, `cache` or `input-change: keep`, or when its error state is waived (it then fails into the empty state, which must be listed), only operations (events with `success` or `failure`) take an `input` or `while-running` (and with an `input`, `while-running` is not `wait`), a success is a message or a `haptic`, not both, `network: required` needs an `offline` error cause to show, `sections-style` needs `sections`, and a section hides only in a state it can be in (`when-empty: hide` with its empty state listed, `when-failed: hide` with its error state).",
        rationale: "These options change what the generated view model does; one that contradicts another would generate code that quietly does something else than the spec says.",
        passingExamples: [
            RuleExample("""
            screen: Notifications
            content: { type: "[Notice]", item: Notice }
            states:
              ideal: {}
              loading: { style: spinner }
              empty: { message: No notifications yet, action: { title: Find people, event: explore } }
              error: { waived: a failed first load is a message over the usable empty screen }
              partial: { waived: never paged }
            loads:
              initial: { on: appear, failure: loadFailed }
              refresh: { on: pull, failure: loadFailed }
            events:
              explore: { summary: Opens the explore tab. }
            feedback:
              loadFailed: { kind: error, text: Could not load your notifications, actions: { retry: { title: Try again } } }
            """),
            RuleExample("""
            screen: Cart
            content: { type: "[CartItem]", item: CartItem }
            states:
              ideal: { actions: [{ title: Pay, event: checkout }] }
              loading: { style: spinner }
              empty: { message: Your cart is empty }
              error: { message: Could not load your cart, retry: Try again, causes: { offline: { message: You are offline } } }
              partial: { waived: never paged }
            loads:
              initial: { on: appear, reappear: refresh, input: String, debounce: 0.3 }
              refresh: { failure: refreshFailed }
            network: required
            events:
              checkout: { runs: loader, input: PaymentDetails, success: paid, failure: paymentFailed }
              addNote: { runs: loader, input: String, failure: noteFailed, while-running: again }
            feedback:
              refreshFailed: { kind: error, text: Could not refresh your cart }
              paid: { kind: success, text: Paid }
              paymentFailed: { kind: error, text: The payment failed }
              noteFailed: { kind: error, text: Could not save the note }
            """),
        ],
        failingExamples: [
            RuleExample(ExampleSpecs.searchLoads + """
              initial: { input: String, debounce: ↓60 }
            """),
            RuleExample("""
            screen: Profile
            content: { type: User }
            states:
              ideal: {}
              loading: { style: spinner }
              empty: { message: No profile yet }
              error: { waived: a failed first load is a message over the empty screen }
              partial: { waived: "a single record, never paged" }
            loads:
              initial: { on: appear, failure: ↓partial }
            """),
            RuleExample("""
            screen: Notifications
            content: { type: "[Notice]", item: Notice }
            states:
              ideal: {}
              loading: { style: spinner }
              empty: { waived: the account always has its welcome notice }
              error: { waived: a failed first load is a message over the screen }
              partial: { waived: never paged }
            loads:
              initial: { on: appear, failure: ↓loadFailed }
            feedback:
              loadFailed: { kind: error, text: Could not load your notifications }
            """),
        ]
    )

    /// What the table of key relations cannot say: the debounce's length, and where a first
    /// load's failure goes on a screen that shows something when it fails.
    func check(_ spec: ScreenSpec) -> [Finding] {
        var findings: [Finding] = []
        if let initial = spec.loads.initial, let debounce = initial.debounce, initial.input != nil,
           SpecNumber.seconds(debounce.value).map({ $0 >= 0 }) == true, initial.debounceSeconds == nil {
            findings.append(Finding(file: spec.file, at: debounce,
                "'debounce' pauses from above 0 to \(FeedbackDuration.text(ScreenSpec.Load.maximumDebounce)) seconds; a longer pause reads as a search that does nothing"))
        }
        if let initial = spec.loads.initial, let failure = initial.failure {
            if failure.value == partialStateFailure, initial.failsOverShownContent || spec.waives(.error) {
                findings.append(Finding(file: spec.file, at: failure,
                    "a first load that fails keeps what is on screen and says so with a message; name a feedback message"))
            } else if spec.waives(.error), spec.waives(.empty) {
                findings.append(Finding(file: spec.file, at: failure,
                    "a first load that fails with nothing on screen shows the empty state and this message, but the empty state is waived; list the empty state, which the screen shows usable after the failure"))
            }
        }
        return findings
    }
}
