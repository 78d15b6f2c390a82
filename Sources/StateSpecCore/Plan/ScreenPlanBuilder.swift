import StateSpecVocabulary

extension ScreenPlan {
    /// The plan of a checked screen.
    public init(_ screen: CheckedScreen) {
        let spec = screen.spec
        let feedbackNames = Set(spec.feedback.map(\.name.value))
        func failure(_ load: ScreenSpec.Load) -> Failure? {
            guard let name = load.failure?.value else { return nil }
            if name == partialStateFailure { return .partialState }
            return feedbackNames.contains(name) ? .message(name) : nil
        }
        func plan(_ load: ScreenSpec.Load) -> Load {
            let failure = failure(load)
            var offersRetry = false
            if case .message(let name) = failure {
                offersRetry = spec.feedback.first { $0.name.value == name }?.actions
                    .contains { $0.name.value == FeedbackSchema.retryAction } ?? false
            }
            return Load(summary: load.summary, trigger: load.trigger, failure: failure, failureOffersRetry: offersRetry)
        }

        name = screen.name
        specPath = spec.file
        summary = spec.summary
        let itemType = spec.content.item?.value
        let hasEmpty = spec.details(.empty) != nil
        content = Content(type: screen.contentType, itemType: itemType, loadsOptional: itemType == nil && hasEmpty,
                          itemID: itemType == nil ? nil : spec.content.id?.value)
        states = StateName.allCases.compactMap { name in
            spec.details(name).map { State(name: name, summary: $0.summary ?? $0.message?.value ?? Self.defaultSummary(of: name)) }
        }
        let loadingDetails = spec.details(.loading)
        loading = Loading(style: loadingDetails?.style ?? (loadingDetails?.placeholders != nil ? .skeleton : .spinner),
                          placeholderCount: loadingDetails?.placeholders)
        texts = ScreenTexts(spec, screen: screen.keyPrefix)
        causes = spec.details(.error)?.causes.map { Cause(name: SwiftNames.errorCauseCase($0.name.value), summary: $0.summary) } ?? []

        let initialLoad = screen.initialLoad
        let reappear = initialLoad.reappearBehaviour
        initial = InitialLoad(
            summary: initialLoad.summary, trigger: initialLoad.trigger, inputType: initialLoad.input?.value,
            canFail: spec.details(.error) != nil, offersAppear: initialLoad.isTriggeredByTheView,
            // `contradictory-option` reports a refresh on reappearing without a refresh.
            reappear: reappear == .refresh && spec.loads.refresh == nil ? .keep : reappear,
            isSeeded: initialLoad.isSeeded,
            readsCache: initialLoad.readsCache,
            // `contradictory-option` reports a `failure:` that is not a seeded or cached load's message.
            seedFailure: initialLoad.loadsOverStaleContent ? failure(initialLoad).flatMap { if case .message(let name) = $0 { name } else { nil } } : nil,
            // `contradictory-option` reports a debounce without an input or over the limit.
            debounceSeconds: initialLoad.input == nil ? nil : initialLoad.debounceSeconds)
        // `contradictory-option` reports `keep-inputs` without an input.
        if initialLoad.input != nil { initial.keptInputs = initialLoad.keptInputCount }
        // `idle-without-input` reports `on: input` without an input.
        initial.awaitsInput = initialLoad.awaitsInput && initialLoad.input != nil
        // `contradictory-option` reports `debounce-first` without a debounce or `on: input`.
        initial.debouncesFirstInput = initialLoad.debouncesFirstInput && initial.awaitsInput && initial.debounceSeconds != nil
        if initial.seedFailure != nil { initial.seedFailureRetries = plan(initialLoad).failureOffersRetry }
        if spec.firstLoadFailsIntoEmptyState, case .message(let name)? = plan(initialLoad).failure {
            // A first load that fails with nothing shown: the usable empty state and a message.
            initial.canFail = true
            initial.emptyStateFailure = name
            initial.emptyStateFailureRetries = plan(initialLoad).failureOffersRetry
        }
        if initialLoad.keepsContentOnNewInput {
            initial.keepsContentOnNewInput = true
            let planned = plan(initialLoad)
            if case .message(let name)? = planned.failure {
                initial.inputChangeFailure = name
                initial.inputChangeFailureRetries = planned.failureOffersRetry
            }
        }
        refresh = spec.loads.refresh.map { load in
            // A refresh through the loading state fails into the error state (`contradictory-option`
            // reports a `failure:` beside it).
            guard load.refreshStyle?.value == .reload else {
                var refresh = plan(load)
                // `refresh-timing` reports polling more often than the minimum.
                // `refresh-timing` reports a time away that is not above 0; `signal-effect` a
                // return `when-changed` without a signal that marks the content.
                let returns = load.onReturn.map { Timing.Return(from: $0.source, afterSeconds: $0.afterSeconds, whenChanged: $0.onlyWhenChanged) }
                let timing = Timing(everySeconds: load.everySeconds, returns: returns, silent: load.refreshesSilently)
                if timing.everySeconds != nil || !timing.returns.isEmpty { refresh.timing = timing }
                return refresh
            }
            // `refresh-timing` reports a timed refresh through the loading state.
            return Load(summary: load.summary, trigger: load.trigger, failure: nil, reloads: true, failureOffersRetry: false)
        }
        more = spec.loads.more.map { PageLoad(load: plan($0), direction: $0.direction, offersRowTrigger: $0.isTriggeredByTheView) }

        let intoPartial = [refresh, more?.load].compactMap { $0 }.filter { $0.failure == .partialState }
        partialRetry = nil
        if spec.details(.partial) != nil, !intoPartial.isEmpty {
            partialRetry = intoPartial.count == 2 ? .either : refresh?.failure == .partialState ? .refresh : .more
        }

        events = spec.events.map { event in
            let success = event.success?.value, failure = event.failure?.value
            let operation = event.isOperation ? Operation(
                success: success.flatMap { feedbackNames.contains($0) ? $0 : nil },
                failure: failure.flatMap { feedbackNames.contains($0) ? $0 : nil },
                inputType: event.input?.value,
                // `contradictory-option` reports a haptic beside a success message.
                successHaptic: success == nil ? event.haptic?.value : nil,
                resultType: event.result?.value,
                // `contradictory-option` reports `while-running: wait` on an operation with an input.
                whileRunning: event.whileRunning.flatMap { $0.value == .refuse || ($0.value == .wait && event.input != nil) ? nil : $0.value },
                // `optimistic-operation` reports it on an operation that returns a value.
                isOptimistic: event.isOptimistic && event.result == nil,
                confirm: Self.confirmation(of: event.name.value, asking: event.confirm?.value, takesText: event.input?.value == "String", in: screen)) : nil
            return Event(name: event.name.value, summary: event.summary, operation: operation)
        }
        // `missing-item-identity` reports item actions without an identity.
        itemActions = content.itemID == nil ? [] : spec.itemActions.map { action in
            ItemAction(name: action.name.value, summary: action.summary, isOptimistic: action.isOptimistic,
                       removes: action.effect == .remove,
                       success: action.success.flatMap { feedbackNames.contains($0.value) ? $0.value : nil },
                       failure: action.failure.flatMap { feedbackNames.contains($0.value) ? $0.value : nil },
                       successHaptic: action.success == nil ? action.haptic?.value : nil,
                       reportsProgress: action.reportsProgress,
                       confirm: Self.confirmation(of: action.name.value, asking: action.confirm?.value, takesText: false, in: screen))
        }
        // `missing-item-identity` reports bulk actions without an identity; `bulk-message-arguments`
        // arguments other than the counts, which are left out here.
        func bulkMessage(_ name: Located<String>?) -> BulkMessage? {
            guard let name, let message = spec.feedback.first(where: { $0.name.value == name.value }) else { return nil }
            let counts = message.arguments.map(\.name.value).filter { ["done", "failed"].contains($0) }
            return BulkMessage(name: name.value, counts: counts)
        }
        bulkActions = content.itemID == nil ? [] : spec.bulkActions.map { action in
            BulkAction(name: action.name.value, summary: action.summary, isOptimistic: action.isOptimistic,
                       removes: action.effect == .remove, success: bulkMessage(action.success), failure: bulkMessage(action.failure),
                       confirm: Self.confirmation(of: action.name.value, asking: action.confirm?.value, takesText: false, in: screen),
                       // `contradictory-option` reports a haptic beside a success message.
                       successHaptic: action.success == nil ? action.haptic?.value : nil)
        }
        // `missing-item-identity` reports live updates without an identity.
        // `live-updates-per-input` reports a stream per input on a screen without one.
        liveUpdates = content.itemID == nil ? nil : spec.liveUpdates.map {
            LiveUpdates(summary: $0.summary, insertsAtStart: $0.insertsAtStart, followsInput: $0.perInput != nil && initialLoad.input != nil)
        }
        // `timeline-option` reports gaps without an identity, a refresh that keeps the content or paging.
        if content.itemID != nil, let refresh, !refresh.reloads, more != nil, let gaps = spec.loads.gaps {
            // `cache-keep` reports `cache: keep` without gaps, or with an input.
            self.gaps = Gaps(summary: gaps.summary, failure: gaps.failure.flatMap { feedbackNames.contains($0.value) ? $0.value : nil },
                             keepsCache: initialLoad.keepsCache != nil && initialLoad.input == nil)
        }
        // `signal-effect` reports a signal that refreshes a screen without a refresh, or applies changes without identities.
        let identified = content.itemID != nil, refreshes = refresh != nil, keepsContent = refresh.map { !$0.reloads } ?? false
        let screenInsertsAtStart = liveUpdates?.insertsAtStart ?? true
        signals = spec.signals.compactMap { signal in
            let applies = signal.effect?.value == .apply
            if applies ? !identified : !refreshes { return nil }
            let onReturn = signal.effect?.value == .markChanged
            // `signal-effect` reports one beside a refresh through the loading state.
            if onReturn, !keepsContent { return nil }
            // `signal-throttle` reports a throttle out of range, or on a signal that does not refresh.
            // `signal-effect` reports `inserts` on a signal that does not apply a change.
            let insertsAtStart = applies ? signal.inserts.map { $0.value != "end" } : nil
            return Signal(name: signal.name.value, summary: signal.summary, applies: applies, refreshesOnReturn: onReturn,
                          throttleSeconds: applies || onReturn ? nil : signal.throttleSeconds,
                          insertsAtStart: insertsAtStart == screenInsertsAtStart ? nil : insertsAtStart)
        }
        // `timeline-option` reports an unread count without an identity or anything that brings new items.
        if content.itemID != nil, spec.countsUnread, (refresh.map { !$0.reloads } ?? false) || liveUpdates != nil || signals.contains(where: \.applies) {
            unread = Unread(arriveAtStart: liveUpdates?.insertsAtStart ?? true)
        }
        // A message's button fires an event that takes no input: the view model has nothing to hand it.
        let fireable = Set(events.filter { $0.operation?.inputType == nil }.map(\.name))
        // A message with a field hands the text typed to an operation that takes a `String`.
        let takingText = Set(events.filter { $0.operation?.inputType == "String" }.map(\.name))
        // The buttons that run an action asking first with their message (the action, by message).
        var confirming: [String: Set<String>] = [:]
        let asked = events.compactMap { event in event.operation?.confirm.map { (event.name, $0) } }
            + itemActions.compactMap { action in action.confirm.map { (action.name, $0) } }
            + bulkActions.compactMap { action in action.confirm.map { (action.name, $0) } }
        for (action, confirmation) in asked { confirming[confirmation.message, default: []].insert(action) }
        messages = screen.messages.map {
            Self.message($0, screen: screen.keyPrefix, events: fireable, takingText: takingText, confirming: confirming[$0.message.name.value] ?? [])
        }
        // Item actions always take a presenter: every one of them answers with a message.
        raisesFeedback = !References(spec).raisers.isEmpty || !itemActions.isEmpty || !bulkActions.isEmpty || events.contains { $0.operation?.successHaptic != nil }
            || !asked.isEmpty
            || messages.contains(where: \.isShownByViewModel)
        // `contradictory-option` reports a screen that requires the network without an offline cause.
        requiresNetwork = spec.requiresNetwork && causes.contains { $0.name == offlineCause }
        // `missing-key` reports a preview without sample content.
        preview = spec.preview.flatMap { preview in
            preview.content.map { Preview(content: $0.value, view: preview.view?.value) }
        }
    }

    /// The plan of a screen made of sections: its view model owns theirs and summarises their
    /// states; it has no content, states, loads, operations or messages of its own, only the plain
    /// events its screen-wide buttons fire.
    init(sectioned spec: ScreenSpec, name: String, sections: [Section], style: SectionsStyle) {
        self.name = name
        specPath = spec.file
        summary = spec.summary
        content = Content(type: "Never", itemType: nil, loadsOptional: false, itemID: nil)
        states = []
        loading = Loading(style: .none, placeholderCount: nil)
        texts = ScreenTexts(spec, screen: name)
        causes = []
        initial = InitialLoad(summary: nil, trigger: nil, inputType: nil, canFail: false, offersAppear: true, reappear: .keep,
                              isSeeded: false, readsCache: false, seedFailure: nil, debounceSeconds: nil)
        partialRetry = nil
        // The screen's own events are plain ones its screen-wide buttons fire; `content-beside-sections`
        // reports an operation beside sections.
        events = spec.events.map { Event(name: $0.name.value, summary: $0.summary, operation: nil) }
        itemActions = []
        messages = []
        raisesFeedback = false
        requiresNetwork = false
        self.sections = sections
        sectionsStyle = style
    }

    private static func message(_ resolved: ResolvedMessage, screen: String, events: Set<String>, takingText: Set<String>,
                                confirming: Set<String>) -> Message {
        let message = resolved.message
        let key = "\(screen).\(message.name.value)"
        // `message-field` reports a field elsewhere than on an alert or a sheet, and the cancel button firing an event.
        let field = message.field.flatMap { field -> Field? in
            guard resolved.presentation.isBlocking else { return nil }
            return Field(placeholder: field.placeholder?.value ?? "", placeholderKey: "\(key).field.placeholder", isSecure: field.isSecure)
        }
        var plan = Message(
            name: message.name.value, key: key, kind: message.kind?.value ?? FeedbackLevel.info.rawValue,
            level: resolved.level, summary: message.summary, text: message.text?.value ?? "", one: message.one?.value,
            arguments: message.arguments.map { Argument(name: $0.name.value, type: $0.type) },
            pluralArgument: message.one != nil ? message.pluralArgument?.name.value : nil,
            presentation: resolved.presentation, duration: resolved.duration,
            actions: message.actions.map { action in
                // The button of a question runs the action that asked it, with the caller's subject.
                if let event = action.event?.value, confirming.contains(event), action.role != .cancel {
                    return Action(name: action.name.value, key: "\(key).\(action.name.value)", title: action.title?.value ?? "", role: action.role,
                                  confirms: event)
                }
                // `undefined-reference`, `message-action-event` and `message-field` report an event the button cannot fire.
                let passesText = field != nil && action.role != .cancel && action.event.map { takingText.contains($0.value) } == true
                let fires = passesText || action.event.map { events.contains($0.value) } == true
                return Action(name: action.name.value, key: "\(key).\(action.name.value)", title: action.title?.value ?? "", role: action.role,
                              event: fires && action.name.value != FeedbackSchema.retryAction ? action.event?.value : nil,
                              passesText: passesText && action.name.value != FeedbackSchema.retryAction)
            },
            title: message.title?.value, titleKey: "\(key).title",
            detents: message.detents.flatMap { $0.value.isEmpty ? nil : $0.value },
            isDismissible: message.dismissible?.value ?? true)
        plan.isRaisedManually = message.isRaisedManually
        plan.describesFailure = resolved.describesFailure
        plan.field = field
        return plan
    }

    /// What a state's doc comment says when the spec gives neither a summary nor a message.
    static func defaultSummary(of state: StateName) -> String {
        switch state {
        case .ideal: "The content, loaded and complete."
        case .loading: "The first load is running."
        case .empty: "The load succeeded with nothing to show."
        case .error: "The first load failed."
        case .partial: "Content is shown, but part of it failed to load."
        }
    }
}
