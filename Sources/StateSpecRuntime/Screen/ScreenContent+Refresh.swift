extension ScreenContent {
    /// Reloads the content on screen; the content stays while it runs and when it fails, and
    /// what changed meanwhile is replayed onto what the loader returns. Joins a first load or
    /// refresh already running; a page load running stops and runs again after it. Skipped
    /// (`.noContent`) before the first load has succeeded.
    public func refresh(
        failure: LoadFailure,
        _ load: @escaping @MainActor (State.Loaded, Input) async throws -> State.Loaded
    ) async -> CallOutcome {
        await refresh(asked: takeAsked(), failure: failure) { [self] current, input in
            let recording = journal.start()
            do {
                let loaded = try await load(confirmedLoaded(current), input)
                guard !Task.isCancelled else {
                    journal.stop(recording)
                    return nil
                }
                let replayed = replay(recording, onto: loaded)
                restartPaging()
                // What was not shown before the refresh arrived now, above the reading position.
                noteArrivals(in: replayed, after: current)
                return { [self] in show(receivedLoaded(replayed)) }
            } catch {
                journal.stop(recording)
                throw error
            }
        }
    }

    /// Runs a refresh: `body` loads and returns how to show the result (nil when cancelled);
    /// this says what its failure shows. A refresh the screen runs by itself (`asked: false`)
    /// raises the message of failures in a row once, with `ContentRules.timedFailuresOnce`.
    func refresh(
        asked: Bool, failure: LoadFailure,
        _ body: @escaping @MainActor (State.Loaded, Input) async throws -> (() -> Void)?
    ) async -> CallOutcome {
        if asked { refreshesAsked += 1 }
        defer { if asked { refreshesAsked -= 1 } }
        return await calls.run(.refresh, skipReason: { [self] in currentContent == nil ? .noContent : nil }) { [self] in
            guard let current = currentContent, let input else { return .skipped(.noContent) }
            do {
                guard let showResult = try await body(current, input) else { return .cancelled }
                // Loaded content replaces stale content.
                isStale = false
                refreshFailureAnnounced = false
                showResult()
                return .succeeded
            } catch {
                return await fail(error, failure, in: .refresh) { [weak self] in
                    _ = await self?.refresh(asked: true, failure: failure, body)
                }
            }
        }
    }

    /// A refresh the screen runs by itself: never over a load, a pull, a page load or an
    /// operation that runs or waits (`.skipped(.alreadyRunning)`), and only over content.
    /// `refresh` is the screen's own `refresh()`, which knows it was not asked for.
    public func refreshOnTime(_ refresh: @MainActor () async -> CallOutcome) async -> CallOutcome {
        guard calls.running == nil, calls.waiting.isEmpty else { return .skipped(.alreadyRunning) }
        nextRefreshIsTimed = true
        defer { nextRefreshIsTimed = false }
        return await refresh()
    }

    /// False for the refresh `refreshOnTime` starts, which reads this before it first suspends.
    func takeAsked() -> Bool {
        defer { nextRefreshIsTimed = false }
        return !nextRefreshIsTimed
    }

    /// Shows a load's failure as `failure` says: the partial state, or a message over content
    /// that stays; a failed page cuts the content short (`pageFailed`). Returns `.cancelled` for a cancellation, which is no outcome.
    func fail(_ error: any Error, _ failure: LoadFailure, in call: CallScheduler.Call, retry: @escaping @MainActor () async -> Void) async -> CallOutcome {
        switch failure {
        case .partialState:
            guard let cause = await cause(of: error) else { return .cancelled }
            if call == .more { pageFailed = true }
            if let content = state.content, let partial = State.partialState(content, cause) {
                partialComesFromRefresh = call == .refresh
                state = partial
            }
        case .message(let message, let retries):
            guard isFailure(error) else { return .cancelled }
            lastError = error
            if call == .more { pageFailed = true }
            if call == .refresh, rules.timedFailuresOnce, message != nil {
                // Timed refreshes that fail in a row (polling while offline) raise the message
                // once, until a refresh succeeds; a refresh someone asked for always raises it.
                guard refreshesAsked > 0 || !refreshFailureAnnounced else { return .failed }
                refreshFailureAnnounced = true
            }
            raise(message, failure: error, retry: retries ? retry : nil)
        }
        return .failed
    }
}

extension ScreenContent {
    /// Refreshes a timeline with gaps: the newest page goes before the content shown now (edits,
    /// live changes and gaps loaded meanwhile included), with a gap below it when the loader has
    /// more; the older end and its paging stay as they are. Items removed meanwhile stay removed:
    /// the page was read before they went.
    public func refresh<Item: Sendable>(
        mergingInto gaps: TimelineGaps<Item>, failure: LoadFailure,
        _ load: @escaping @MainActor ([Item], Input) async throws -> Page<Item>
    ) async -> CallOutcome where State.Loaded == [Item], State.Content == [Item] {
        await refresh(asked: takeAsked(), failure: failure) { [self] current, input in
            let watch = removals.begin()
            defer { removals.end(watch) }
            // What the loader is asked over: with the rows an optimistic delete hides, so that
            // one confirmed meanwhile counts as removed while the page loaded.
            let asked = confirmed(current)
            let page = try await load(asked, input)
            guard !Task.isCancelled else { return nil }
            let shown = currentContent ?? current
            // Merged as the server has it, then shown with the item actions still running: rows
            // that changed meanwhile keep their newer copy, a running action's change included.
            let loaded = received(gaps.mergeNewest(
                page, into: confirmed(shown), requestedOver: asked, removed: removals.removed(during: watch)))
            noteArrivals(in: loaded, after: shown)
            // A page that failed still cuts the older end short: the partial state stays.
            return { [self] in if pageFailed { changeShown { $0 = loaded } } else { show(loaded) } }
        }
    }
}

extension ScreenContent {
    /// Loads the items missing in `gap` (see `TimelineGaps.load`), leaving out what a live change
    /// removed meanwhile; a failure marks the gap failed and raises `failure`.
    public func loadGap<Item: Sendable>(
        _ gap: TimelineGap, in gaps: TimelineGaps<Item>, failure: FeedbackMessage?,
        _ request: @MainActor (Item, Item) async throws -> Page<Item>
    ) async -> CallOutcome where State.Content == [Item] {
        switch await gaps.load(gap, in: rows, watching: removals, request) {
        case .succeeded:
            return .succeeded
        case .failed(let error):
            return failed(error, failure)
        case .cancelled:
            return .cancelled
        case .skipped(let reason):
            return .skipped(reason)
        }
    }
}
