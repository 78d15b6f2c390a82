import StateSpecVocabulary

extension ScreenDiagram {
    /// The diagrams of a planned spec: the screen's, or one per section of a screen made of
    /// sections. `spec` gives the waived states and their reasons.
    public static func all(_ plan: ScreenPlan, spec: ScreenSpec) -> [ScreenDiagram] {
        guard !plan.sections.isEmpty else { return [ScreenDiagram(plan, waived: spec.waivedReasons)] }
        return plan.sections.map { section in
            let sectionSpec = spec.sections.first { $0.name.value == section.name }?.spec
            var diagram = ScreenDiagram(section.plan, waived: sectionSpec?.waivedReasons ?? [:])
            diagram.screen = plan.name
            diagram.section = section.name
            return diagram
        }
    }

    /// The diagram of one planned screen (not one made of sections): what each of its view
    /// model's calls can change, as the plan decides it.
    public init(_ plan: ScreenPlan, waived: [StateName: String] = [:]) {
        name = plan.name
        screen = plan.name
        section = nil
        specPath = plan.specPath
        var nodes: [Node] = []
        for state in StateName.allCases {
            if let present = plan.states.first(where: { $0.name == state }) {
                nodes.append(Node(id: state.rawValue, state: state, cause: nil, summary: present.summary, waivedReason: nil))
                if state == .error {
                    nodes += plan.causes.map { cause in
                        Node(id: "error_\(cause.name)", state: .error, cause: cause.name,
                             summary: cause.summary ?? plan.texts.causes.first { $0.name == cause.name }?.texts.message?.text ?? "", waivedReason: nil)
                    }
                }
            } else if let reason = waived[state] {
                nodes.append(Node(id: state.rawValue, state: state, cause: nil, summary: "", waivedReason: reason))
            }
        }
        self.nodes = nodes
        var builder = TransitionList(plan: plan)
        builder.build()
        transitions = builder.transitions
    }
}

extension ScreenSpec {
    /// The states the spec waives, with the reason written (empty when none is).
    public var waivedReasons: [StateName: String] {
        var reasons: [StateName: String] = [:]
        for (name, declaration) in states {
            if case .waived(let reason, _, _) = declaration { reasons[name] = reason?.value ?? "" }
        }
        return reasons
    }
}

/// Collects a plan's transitions, trigger by trigger, in the order the view model's calls are
/// written.
private struct TransitionList {
    typealias Transition = ScreenDiagram.Transition
    let plan: ScreenPlan
    private(set) var transitions: [Transition] = []
    private var seen = Set<Transition>()

    init(plan: ScreenPlan) { self.plan = plan }

    private func has(_ state: StateName) -> Bool { plan.has(state) }
    /// Where a load through the loading state goes first.
    private var loading: String { has(.loading) ? StateName.loading.rawValue : ScreenDiagram.startID }
    private var errors: [String] { has(.error) ? ["error"] + plan.causes.map { "error_\($0.name)" } : [] }
    /// The states with content shown (a refresh or an operation runs over them).
    private var withContent: [String] { [StateName.ideal, .partial].filter(has).map(\.rawValue) }
    /// The states a first load that succeeded leaves the screen in.
    private var afterFirstLoad: [String] { [StateName.ideal, .empty, .partial].filter(has).map(\.rawValue) }

    private mutating func add(_ from: String, _ to: String, _ trigger: ScreenDiagram.Trigger, _ outcome: ScreenDiagram.Outcome,
                              message: String? = nil, name: String? = nil, calls: [String], detail: String? = nil) {
        let transition = Transition(from: from, to: to, trigger: trigger, name: name, outcome: outcome, message: message, calls: calls, detail: detail)
        if seen.insert(transition).inserted { transitions.append(transition) }
    }

    /// The question an action that asks first shows over `source`, and the answer that runs nothing.
    private mutating func askFirst(_ source: String, _ confirmation: ScreenPlan.Confirmation?, _ trigger: ScreenDiagram.Trigger, name: String) {
        guard let confirmation else { return }
        add(source, source, trigger, .asksFirst, message: confirmation.message, name: name, calls: [name])
        add(source, source, trigger, .declined, name: name, calls: [name])
    }

    /// A load through the loading state, from `sources`: it starts, then succeeds or fails.
    private mutating func loadThroughLoading(from sources: [String], _ trigger: ScreenDiagram.Trigger, calls: [String], detail: String? = nil) {
        for source in sources { add(source, loading, trigger, .starts, calls: calls, detail: detail) }
        if has(.ideal) { add(loading, "ideal", trigger, .succeeds, calls: calls, detail: detail) }
        if has(.empty) { add(loading, "empty", trigger, .returnsNothing, calls: calls, detail: detail) }
        if plan.initial.canFail {
            for error in errors { add(loading, error, trigger, .fails, calls: calls, detail: detail) }
        }
        if let message = plan.initial.emptyStateFailure, has(.empty) {
            // Nothing shown and no error state: the usable empty state, and a message.
            add(loading, "empty", trigger, .fails, message: message, calls: calls, detail: detail)
        }
    }

    /// A refresh that keeps the content, from the states with content (or, empty, with nothing).
    private mutating func refreshOverContent(_ refresh: ScreenPlan.Load, _ trigger: ScreenDiagram.Trigger, name: String? = nil, calls: [String], detail: String? = nil) {
        let sources = withContent + (has(.empty) ? ["empty"] : [])
        for source in sources {
            add(source, "ideal", trigger, .succeeds, name: name, calls: calls, detail: detail)
            if has(.empty) { add(source, "empty", trigger, .returnsNothing, name: name, calls: calls, detail: detail) }
            switch refresh.failure {
            case .partialState?:
                // Only content can be shown in part: an empty screen stays as it is.
                add(source, source == "empty" ? source : "partial", trigger, .fails, name: name, calls: calls, detail: detail)
            case .message(let message)?:
                add(source, source, trigger, .fails, message: message, name: name, calls: calls, detail: detail)
            case nil:
                add(source, source, trigger, .fails, name: name, calls: calls, detail: detail)
            }
        }
    }

    /// An item change applied to the content: a live update, or a signal that carries one.
    private mutating func itemChange(_ trigger: ScreenDiagram.Trigger, name: String? = nil, calls: [String]) {
        for source in withContent { add(source, source, trigger, .succeeds, name: name, calls: calls) }
        if has(.empty) {
            if has(.ideal) { add("ideal", "empty", trigger, .returnsNothing, name: name, calls: calls) }
            if has(.ideal) { add("empty", "ideal", trigger, .succeeds, name: name, calls: calls) }
        }
    }

    mutating func build() {
        let initial = plan.initial
        let firstLoadCalls = initial.offersAppear ? ["appear", "loadInitial"] : ["loadInitial"]
        let start = ScreenDiagram.startID
        // The first load.
        if plan.requiresNetwork { add(start, "error_\(offlineCause)", .firstLoad, .offline, calls: firstLoadCalls) }
        // A screen waiting for its first input starts when the app hands one in.
        let firstLoadDetail = initial.awaitsInput ? "on the first input" : nil
        if initial.isSeeded || initial.readsCache {
            add(start, "ideal", .firstLoad, .showsStoredContent, calls: firstLoadCalls, detail: firstLoadDetail)
            add("ideal", "ideal", .firstLoad, .succeeds, calls: firstLoadCalls, detail: firstLoadDetail)
            if has(.empty) { add("ideal", "empty", .firstLoad, .returnsNothing, calls: firstLoadCalls, detail: firstLoadDetail) }
            add("ideal", "ideal", .firstLoad, .fails, message: initial.seedFailure, calls: firstLoadCalls, detail: firstLoadDetail)
        }
        loadThroughLoading(from: has(.loading) ? [start] : [], .firstLoad, calls: firstLoadCalls, detail: firstLoadDetail)

        // A new input.
        if plan.initial.inputType != nil {
            let detail = initial.debounceSeconds.map { "after \(SpecNumber.text(seconds: $0)) s" }
            if initial.keepsContentOnNewInput {
                for source in withContent + (has(.empty) ? ["empty"] : []) {
                    add(source, "ideal", .inputChange, .succeeds, calls: ["loadInitial"], detail: detail)
                    if has(.empty) { add(source, "empty", .inputChange, .returnsNothing, calls: ["loadInitial"], detail: detail) }
                    add(source, source, .inputChange, .fails, message: initial.inputChangeFailure, calls: ["loadInitial"], detail: detail)
                }
                loadThroughLoading(from: errors, .inputChange, calls: ["loadInitial"], detail: detail)
            } else {
                loadThroughLoading(from: afterFirstLoad + errors, .inputChange, calls: ["loadInitial"], detail: detail)
            }
        }

        // Appearing again with content shown.
        if initial.offersAppear, let refresh = plan.refresh {
            switch initial.reappear {
            case .refresh where !refresh.reloads: refreshOverContent(refresh, .reappear, calls: ["appear"])
            case .refresh, .reload: loadThroughLoading(from: afterFirstLoad, .reappear, calls: ["appear"])
            case .keep: break
            }
        } else if initial.offersAppear, initial.reappear == .reload {
            loadThroughLoading(from: afterFirstLoad, .reappear, calls: ["appear"])
        }

        // Retrying what failed; reconnecting retries too.
        var retryCalls: [(ScreenDiagram.Trigger, [String])] = []
        if has(.error) || has(.partial) { retryCalls.append((.retry, ["retry"])) }
        if plan.requiresNetwork { retryCalls.append((.reconnect, ["watchConnectivity"])) }
        for (trigger, calls) in retryCalls {
            if initial.canFail { loadThroughLoading(from: errors, trigger, calls: calls) }
            if plan.partialRetry != nil {
                add("partial", "ideal", trigger, .succeeds, calls: calls)
                add("partial", "partial", trigger, .fails, calls: calls)
            }
        }

        // After a first load that failed into the empty state, Retry (the message's, `retry()`)
        // runs it again over that state.
        if let message = initial.emptyStateFailure, has(.empty) {
            let calls = ["retry"]
            if has(.ideal) { add("empty", "ideal", .retry, .succeeds, calls: calls) }
            add("empty", "empty", .retry, .returnsNothing, calls: calls)
            add("empty", "empty", .retry, .fails, message: message, calls: calls)
        }

        // Refreshing: pulled, timed, or on a signal.
        if let refresh = plan.refresh {
            var refreshes: [(ScreenDiagram.Trigger, String?, [String], String?)] = [(.refresh, nil, ["refresh"], nil)]
            if let timing = refresh.timing { refreshes.append((.timedRefresh, nil, ["keepFresh"], Self.describe(timing))) }
            // A signal that only marks the content is heard from `init` on, and refreshes through `keepFresh()`.
            for signal in plan.signals where !signal.applies && !signal.refreshesOnReturn { refreshes.append((.signal, signal.name, ["observeSignals"], nil)) }
            for (trigger, name, calls, detail) in refreshes {
                if refresh.reloads {
                    loadThroughLoading(from: afterFirstLoad + errors, trigger, calls: calls, detail: detail)
                } else {
                    refreshOverContent(refresh, trigger, name: name, calls: calls, detail: detail)
                }
            }
        }

        // Pages and gaps.
        if let more = plan.more {
            let calls = ["loadMore"] + (more.offersRowTrigger ? ["loadMoreIfNeeded"] : [])
            for source in withContent {
                add(source, "ideal", .page, .succeeds, calls: calls, detail: more.direction.rawValue)
                switch more.load.failure {
                case .partialState?: add(source, "partial", .page, .fails, calls: calls, detail: more.direction.rawValue)
                case .message(let message)?: add(source, source, .page, .fails, message: message, calls: calls, detail: more.direction.rawValue)
                case nil: add(source, source, .page, .fails, calls: calls, detail: more.direction.rawValue)
                }
            }
        }
        if let gaps = plan.gaps {
            for source in withContent {
                add(source, source, .gap, .succeeds, calls: ["loadGap"])
                add(source, source, .gap, .fails, message: gaps.failure, calls: ["loadGap"])
            }
        }

        // Operations and item actions, over the content shown (an operation also over an empty collection).
        let operationSources = withContent + (plan.content.itemType != nil && has(.empty) ? ["empty"] : [])
        for event in plan.events {
            guard let operation = event.operation else { continue }
            for source in operationSources {
                askFirst(source, operation.confirm, .operation, name: event.name)
                let keepsContent = operation.resultType != nil
                add(source, keepsContent ? source : "ideal", .operation, .succeeds, message: operation.success, name: event.name, calls: [event.name])
                if !keepsContent, has(.empty) { add(source, "empty", .operation, .returnsNothing, message: operation.success, name: event.name, calls: [event.name]) }
                add(source, source, .operation, .fails, message: operation.failure, name: event.name, calls: [event.name])
            }
        }
        for action in plan.itemActions {
            for source in withContent {
                askFirst(source, action.confirm, .itemAction, name: action.name)
                add(source, source, .itemAction, .succeeds, message: action.success, name: action.name, calls: [action.name])
                if action.removes, has(.empty), source == "ideal" {
                    add(source, "empty", .itemAction, .returnsNothing, message: action.success, name: action.name, calls: [action.name])
                }
                add(source, source, .itemAction, .fails, message: action.failure, name: action.name, calls: [action.name])
            }
        }
        // A bulk action is drawn as an item action: it changes rows of the content shown.
        for action in plan.bulkActions {
            for source in withContent {
                askFirst(source, action.confirm, .itemAction, name: action.name)
                add(source, source, .itemAction, .succeeds, message: action.success?.name, name: action.name, calls: [action.name])
                if action.removes, has(.empty), source == "ideal" {
                    add(source, "empty", .itemAction, .returnsNothing, message: action.success?.name, name: action.name, calls: [action.name])
                }
                add(source, source, .itemAction, .fails, message: action.failure?.name, name: action.name, calls: [action.name])
            }
        }

        // Changes from elsewhere.
        if plan.liveUpdates != nil { itemChange(.liveUpdate, calls: ["observeChanges"]) }
        for signal in plan.signals where signal.applies { itemChange(.signal, name: signal.name, calls: ["observeSignals"]) }
    }

    /// `every 60 s, on foreground, after 300 s away`.
    static func describe(_ timing: ScreenPlan.Timing) -> String {
        var parts: [String] = []
        if let every = timing.everySeconds { parts.append("every \(SpecNumber.text(seconds: every)) s") }
        if let spelt = timing.asFirstSpelt {
            if spelt.onForeground { parts.append("on foreground") }
            if let away = spelt.afterAwaySeconds { parts.append("after \(SpecNumber.text(seconds: away)) s away") }
            if spelt.afterSignal { parts.append("on return after a signal") }
        } else {
            for condition in timing.returns {
                var words = condition.from == .either ? "on return" : "on \(condition.from == .app ? "foreground" : "reappearing")"
                if let away = condition.afterSeconds { words += " after \(SpecNumber.text(seconds: away)) s away" }
                if condition.whenChanged { words += " when marked changed" }
                parts.append(words)
            }
        }
        if timing.silent { parts.append("silent") }
        return parts.joined(separator: ", ")
    }
}
