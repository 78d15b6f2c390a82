struct ContradictoryOptionRule: DocumentRule {
    static let description = RuleDescription(
        id: "contradictory-option",
        summary: "Options that depend on each other agree: `reappear` needs the screen to load on appear (and `reappear: refresh` a `loads.refresh`), only operations (events with `success` or `failure`) take an `input`, and `network: required` needs an `offline` error cause to show.",
        rationale: "These options change what the generated view model does; one that contradicts another would generate code that quietly does something else than the spec says.",
        passingExamples: [
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
              initial: { on: appear, reappear: refresh }
              refresh: { failure: refreshFailed }
            network: required
            events:
              checkout: { input: PaymentDetails, success: paid, failure: paymentFailed }
            feedback:
              refreshFailed: { kind: error, text: Could not refresh your cart }
              paid: { kind: success, text: Paid }
              paymentFailed: { kind: error, text: The payment failed }
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
            RuleExample("""
            screen: Search
            content: { type: "[Result]", item: Result }
            states:
              ideal: {}
              loading: { style: spinner }
              empty: { message: No results }
              error: { message: Search failed, retry: Try again }
              partial: { waived: never paged }
            loads:
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
        ]
    )

    func check(_ spec: ScreenSpec) -> [Finding] {
        var findings: [Finding] = []
        if let initial = spec.loads.initial, let reappear = initial.reappear {
            if !initial.isTriggeredByTheView {
                findings.append(Finding(file: spec.file, at: reappear,
                    "'reappear' says what appear() does, but 'on: manual' means the screen has no appear(); remove one of them"))
            } else if initial.reappearBehaviour == .refresh, spec.loads.refresh == nil {
                findings.append(Finding(file: spec.file, at: reappear,
                    "'reappear: refresh' refreshes the content, but the screen has no 'loads.refresh'; add one or use 'reload'"))
            }
        }
        if let network = spec.network, spec.requiresNetwork,
           !(spec.details(.error)?.causes.contains { $0.name.value == offlineCause } ?? false) {
            findings.append(Finding(file: spec.file, at: network,
                "'network: required' shows the error state's 'offline' cause while the device is offline, but the screen has none; add 'states.error.causes.offline'"))
        }
        for event in spec.events where !event.isOperation {
            guard let input = event.input else { continue }
            findings.append(Finding(file: spec.file, at: input,
                "only operations take an input, and '\(event.name.value)' has no 'success' or 'failure'; a button's event carries no value"))
        }
        return findings
    }
}
