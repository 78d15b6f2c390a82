import StateSpecVocabulary

struct ContradictoryOptionRule: DocumentRule {
    static let description = RuleDescription(
        id: "contradictory-option",
        summary: "Options that depend on each other agree: `reappear` needs the screen to load on appear (and `reappear: refresh` a `loads.refresh`), `debounce` and `keep-inputs` an `input`, `prompt` a first load `on: input` (and a pause above 0 and up to 10 seconds), a refresh with `style: reload` fails into the error state and takes no `failure:`, a first load takes a `failure:` message only when `seeded`, `cache` or `input-change: keep`, or when its error state is waived (it then fails into the empty state, which must be listed), only operations (events with `success` or `failure`) take an `input` or `while-running` (and with an `input`, `while-running` is not `wait`), a success is a message or a `haptic`, not both, `network: required` needs an `offline` error cause to show, `sections-style` needs `sections`, and a section hides only in a state it can be in (`when-empty: hide` with its empty state listed, `when-failed: hide` with its error state).",
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
              checkout: { input: PaymentDetails, success: paid, failure: paymentFailed }
              addNote: { input: String, failure: noteFailed, while-running: again }
            feedback:
              refreshFailed: { kind: error, text: Could not refresh your cart }
              paid: { kind: success, text: Paid }
              paymentFailed: { kind: error, text: The payment failed }
              noteFailed: { kind: error, text: Could not save the note }
            """),
        ],
        failingExamples: [
            RuleExample("""
            screen: Cart
            content: { type: "[CartItem]", item: CartItem }
            states:
              ideal: { actions: [{ title: Share, event: share }] }
              loading: { style: spinner }
              empty: { message: Your cart is empty }
              error: { message: Could not load your cart, retry: Try again }
              partial: { waived: never paged }
            loads:
              initial: { on: appear, reappear: ↓refresh }
            events:
              share: { input: ↓CartItem }
            """),
            RuleExample(ExampleSpecs.feed + """
            events:
              compose: { summary: Opens the composer., while-running: ↓wait }
              report: { input: ReportReason, failure: reportFailed, while-running: ↓wait }
            feedback:
              reportFailed: { kind: error, text: Could not send the report }
            """),
            RuleExample(searchExample + """
              initial: { on: manual, input: String, reappear: ↓reload }
            """),
            RuleExample("""
            screen: Search
            network: ↓required
            content: { type: "[Result]", item: Result }
            states:
              ideal: {}
              loading: { style: spinner }
              empty: { message: No results }
              error: { message: Search failed, retry: Try again, causes: { unauthorized: { message: Sign in to search } } }
              partial: { waived: never paged }
            loads:
              initial: { on: appear }
            """),
            RuleExample(searchExample + """
              initial: { debounce: ↓0.3 }
            """),
            RuleExample(ExampleSpecs.rows + """
            item-actions:
              like: { success: liked, haptic: ↓light, failure: likeFailed }
            feedback:
              liked: { kind: success, text: Liked }
              likeFailed: { kind: error, text: Could not like the post }
            """),
            RuleExample(searchExample + """
              initial: { input: String, debounce: ↓60 }
            """),
            RuleExample(ExampleSpecs.feed + """
              refresh: { style: reload, failure: ↓partial }
            """),
            RuleExample(ExampleSpecs.profile.replacingOccurrences(of: "initial: { on: appear }", with: "initial: { on: appear, failure: ↓partial }")),
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
            RuleExample(searchExample + """
              initial: { input-change: ↓keep }
            """),
            RuleExample(searchExample + """
              initial: { keep-inputs: ↓3 }
            """),
            RuleExample(searchExample + """
              initial: { input: String, prompt: ↓Search for posts }
            """),
            RuleExample(ExampleSpecs.profile + """
            sections-style: ↓tabs
            """),
            RuleExample(ExampleSpecs.account.replacingOccurrences(of: "      initial: { on: appear }\n  posts:", with: "      initial: { on: appear }\n    when-empty: ↓hide\n  posts:")),
        ]
    )

    /// A search screen up to its `loads:`, for the examples about the first load's options.
    private static let searchExample = """
    screen: Search
    content: { type: "[Result]", item: Result }
    states:
      ideal: {}
      loading: { style: spinner }
      empty: { message: No results }
      error: { message: Search failed, retry: Try again }
      partial: { waived: never paged }
    loads:

    """

    func check(_ spec: ScreenSpec) -> [Finding] {
        var findings: [Finding] = []
        if let initial = spec.loads.initial, let reappear = initial.reappear {
            if !initial.isTriggeredByTheView {
                findings.append(Finding(file: spec.file, at: reappear,
                    "'reappear' says what appear() does, but 'on: \(initial.trigger?.rawValue ?? "manual")' means the screen has no appear(); remove one of them"))
            } else if initial.reappearBehaviour == .refresh, spec.loads.refresh == nil {
                findings.append(Finding(file: spec.file, at: reappear,
                    "'reappear: refresh' refreshes the content, but the screen has no 'loads.refresh'; add one or use 'reload'"))
            }
        }
        if let initial = spec.loads.initial, let debounce = initial.debounce {
            if initial.input == nil {
                findings.append(Finding(file: spec.file, at: debounce,
                    "'debounce' waits for more input, but the first load takes no 'input'; add one or remove the debounce"))
            } else if SpecNumber.seconds(debounce.value).map({ $0 >= 0 }) == true, initial.debounceSeconds == nil {
                findings.append(Finding(file: spec.file, at: debounce,
                    "'debounce' pauses from above 0 to \(FeedbackDuration.text(ScreenSpec.Load.maximumDebounce)) seconds; a longer pause reads as a search that does nothing"))
            }
        }
        if let refresh = spec.loads.refresh, refresh.refreshStyle?.value == .reload, let failure = refresh.failure {
            findings.append(Finding(file: spec.file, at: failure,
                "a refresh with 'style: reload' runs the first load again, which fails into the error state; remove 'failure:' or use 'style: keep'"))
        }
        if let initial = spec.loads.initial, let failure = initial.failure {
            if failure.value == partialStateFailure, initial.failsOverShownContent || spec.waives(.error) {
                findings.append(Finding(file: spec.file, at: failure,
                    "a first load that fails keeps what is on screen and says so with a message; name a feedback message"))
            } else if spec.waives(.error), spec.waives(.empty) {
                findings.append(Finding(file: spec.file, at: failure,
                    "a first load that fails with nothing on screen shows the empty state and this message, but the empty state is waived; list the empty state, which the screen shows usable after the failure"))
            } else if !initial.failsOverShownContent, !spec.waives(.error) {
                findings.append(Finding(file: spec.file, at: failure,
                    "a first load that fails shows the error state; 'failure:' is for a first load over content handed in ('seeded: true'), cached ('cache: true') or shown for the input before ('input-change: keep'), or for a screen whose error state is waived, which shows its empty state and this message instead"))
            }
        }
        if let initial = spec.loads.initial, let prompt = initial.prompt, !initial.awaitsInput {
            findings.append(Finding(file: spec.file, at: prompt,
                "'prompt' is shown while the screen waits for its first input, but it does not wait ('on: input'); add 'on: input' or remove the prompt"))
        }
        if let initial = spec.loads.initial, let kept = initial.keepInputs, initial.input == nil {
            findings.append(Finding(file: spec.file, at: kept,
                "'keep-inputs' keeps the content of each input shown, but the first load takes no 'input'; add one or remove it"))
        }
        if let initial = spec.loads.initial, let change = initial.inputChange, initial.input == nil {
            findings.append(Finding(file: spec.file, at: change,
                "'input-change' says what a new input does to the content shown, but the first load takes no 'input'; add one or remove it"))
        }
        if let style = spec.sectionsStyle, !spec.hasSections {
            findings.append(Finding(file: spec.file, at: style,
                "'sections-style' says how the screen shows its sections, but it has no 'sections'; remove it or add sections"))
        }
        for section in spec.sections {
            if let hide = section.whenEmpty, hide.value == .hide, case .waived = section.spec.state(.empty) {
                findings.append(Finding(file: spec.file, at: hide,
                    "'when-empty: hide' hides the section when it finds nothing, but its empty state is waived; list the state with no text (`empty: {}`), which a hidden section never draws, or remove one of them"))
            }
            if let hide = section.whenFailed, hide.value == .hide, case .waived = section.spec.state(.error) {
                findings.append(Finding(file: spec.file, at: hide,
                    "'when-failed: hide' hides the section when its first load fails, but its error state is waived; list the state with no text (`error: {}`), which a hidden section never draws, or remove one of them"))
            }
        }
        if let network = spec.network, spec.requiresNetwork,
           !(spec.details(.error)?.causes.contains { $0.name.value == offlineCause } ?? false) {
            findings.append(Finding(file: spec.file, at: network,
                "'network: required' shows the error state's 'offline' cause while the device is offline, but the screen has none; add 'states.error.causes.offline'"))
        }
        // Beside sections, `content-beside-sections` reports an event's operation keys, once.
        let operations = spec.hasSections ? [] : spec.events
        let answers = operations.map { ($0.success, $0.haptic) } + spec.itemActions.map { ($0.success, $0.haptic) }
        for (success, haptic) in answers {
            guard success != nil, let haptic else { continue }
            findings.append(Finding(file: spec.file, location: haptic.location, path: haptic.path,
                message: "a success is answered by a message or by a haptic alone; remove 'haptic' or 'success'"))
        }
        for event in operations where !event.isOperation {
            guard let input = event.input else { continue }
            findings.append(Finding(file: spec.file, at: input,
                "only operations take an input, and '\(event.name.value)' has no 'success' or 'failure'; a button's event carries no value"))
        }
        for event in operations {
            guard let whileRunning = event.whileRunning else { continue }
            if !event.isOperation {
                findings.append(Finding(file: spec.file, at: whileRunning,
                    "'while-running' says what calling an operation again does, and '\(event.name.value)' is no operation (it has no 'success', 'failure', 'haptic' or 'result'); remove it"))
            } else if event.input != nil, whileRunning.value == .wait {
                findings.append(Finding(file: spec.file, at: whileRunning,
                    "'\(event.name.value)' takes an input, which a second call made while it runs would lose (it would get the outcome of a run made with the first call's value); write 'while-running: again' to run each call after the one before with its own value, or remove 'while-running'"))
            }
        }
        return findings
    }
}
