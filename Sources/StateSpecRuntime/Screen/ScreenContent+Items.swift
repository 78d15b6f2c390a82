extension ScreenContent where State.Content: RangeReplaceableCollection & MutableCollection, State.Content.Element: Sendable {
    /// An item of the content: a row.
    public typealias Item = State.Content.Element

    /// Connects the screen's item actions: loaders get content without their optimistic changes,
    /// content a loader returns shows them again, and a row the user edits while an action runs
    /// on it keeps the edit.
    public func attach<Action>(_ rows: ItemActions<Item, Action>) {
        received = { rows.rebased($0) }
        confirmed = { rows.confirmed($0) }
        edited = { rows.edited(before: $0, after: $1) }
    }

    /// Runs an item action on `item`'s row (see `ItemActions.run`): its result is replayed onto
    /// what a refresh or an operation running now returns, and its messages and haptic raised.
    public func run<Action>(
        _ action: Action, on item: Item, in rows: ItemActions<Item, Action>, effect: ItemActions<Item, Action>.Effect,
        success: FeedbackMessage?, failure: FeedbackMessage?, haptic: FeedbackHaptic?,
        _ request: @escaping @MainActor () async throws -> Item?
    ) async -> CallOutcome {
        let outcome = await rows.run(action, on: item, effect: effect, in: self.rows, request)
        // An item's new copy, or its old one back, is not in the content kept for other inputs.
        if case .skipped = outcome {} else { forgetKeptInputs() }
        switch outcome {
        case .succeeded(let replay):
            // A refresh or an operation running now returns content from before this result.
            journal.record(replay)
            succeed(success, haptic: haptic)
            return .succeeded
        case .failed(let error):
            return failed(error, failure)
        case .cancelled:
            return .cancelled
        case .skipped(let reason):
            return .skipped(reason)
        }
    }

    /// Applies one live change to the content on screen, and keeps it for the call running, whose
    /// result it changes too (with nothing shown yet, only for the first load). In the error
    /// state nothing is shown and it is dropped. An item not shown yet that arrives where new items
    /// arrive is unread; one placed at the other end (a track queued last in a newest-first list)
    /// is where the user reads, as a page is.
    public func apply(
        _ change: ItemChange<Item>, id: @escaping (Item) -> AnyHashable, insertsAtStart: Bool,
        rebase: (ItemChange<Item>) -> ItemChange<Item> = { $0 }
    ) {
        // Which other inputs' content it belongs to is the server's to say: they load again.
        forgetKeptInputs()
        apply(change, id: id, insertsAtStart: insertsAtStart, rebase: rebase, toShown: !state.isLoading, toLoad: true)
    }

    /// Applies `change` to the content shown (`toShown`) and keeps it for the call running
    /// (`toLoad`), whose result it changes too.
    func apply(
        _ change: ItemChange<Item>, id: @escaping (Item) -> AnyHashable, insertsAtStart: Bool,
        rebase: (ItemChange<Item>) -> ItemChange<Item>, toShown: Bool, toLoad: Bool
    ) {
        removals.note(change)
        let replay: (inout State.Content) -> Void = { change.apply(to: &$0, id: id, insertsAtStart: insertsAtStart) }
        guard toShown else {
            if toLoad { journal.record(replay) }
            return
        }
        let arriving: AnyHashable? = if unread?.arriveAtStart == insertsAtStart, case .insert(let item) = change,
            !(state.content?.contains { id($0) == id(item) } ?? false) { id(item) } else { nil }
        let shown = rebase(change)
        guard changeShown({ shown.apply(to: &$0, id: id, insertsAtStart: insertsAtStart) }) else { return }
        if let arriving { unread?.noteArrival(arriving) }
        if toLoad { journal.record(replay) }
    }
}

extension ScreenContent {
    /// Notes the items a refresh brought in that were not shown before it, as unread.
    public func noteArrivals(in loaded: State.Loaded, after old: State.Loaded) {
        guard let identities, let new = State.content(of: loaded) else { return }
        unread?.noteArrivals(in: identities(new), after: State.content(of: old).map(identities) ?? [], id: { $0 })
    }

    /// `id` has been seen, and so has every row past it, away from where new items arrive.
    public func markRead(_ id: AnyHashable) {
        guard let identities, let unread, unread.count > 0, let content = state.content else { return }
        self.unread?.markRead(id, in: identities(content), id: { $0 })
    }
}
