extension ScreenContent {
    /// Reloads the content on screen; the content stays while it runs and when it fails, and
    /// what changed meanwhile is replayed onto what the loader returns. Joins a first load or
    /// refresh already running; a page load running stops and runs again after it. Skipped
    /// (`.noContent`) before the first load has succeeded.
    public func refresh(
        failure: LoadFailure,
        _ load: @escaping @MainActor (State.Loaded, Input) async throws -> State.Loaded
    ) async -> CallOutcome {
        await refresh(by: takeCaller(), failure: failure) { [self] current, input in
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
    /// this says what its failure shows. A refresh the screen runs by itself (`.timed`) raises
    /// the message of failures in a row once, with `ContentRules.timedFailuresOnce`; a silent one
    /// (`.silent`) shows no `isRefreshing` and raises nothing, until someone asks for a refresh,
    /// which joins it and is then shown and told as any refresh.
    func refresh(
        by caller: RefreshCaller, failure: LoadFailure,
        _ body: @escaping @MainActor (State.Loaded, Input) async throws -> (() -> Void)?
    ) async -> CallOutcome {
        if firstLoadFailed {
            // Nothing was loaded to refresh: a pull runs the first load again, over the empty
            // state; the screen's own timed refreshes wait for content.
            guard caller == .asked, let input else { return .skipped(.noContent) }
            return await loadInitial(input)
        }
        switch caller {
        case .asked: refreshesAsked += 1
        case .silent: silentRefreshes += 1
        case .timed: break
        }
        defer {
            switch caller {
            case .asked: refreshesAsked -= 1
            case .silent: silentRefreshes -= 1
            case .timed: break
            }
        }
        return await calls.run(.refresh, skipReason: { [self] in currentContent == nil ? .noContent : nil }) { [self] in
            guard let current = currentContent, let input else { return .skipped(.noContent) }
            // The changes signalled before the request went out are in what it loads.
            let signalled = changesSignalled
            do {
                guard let showResult = try await body(current, input) else { return .cancelled }
                // Loaded content replaces stale content.
                isStale = false
                changesLoaded = max(changesLoaded, signalled)
                refreshFailureAnnounced = false
                showResult()
                return .succeeded
            } catch {
                return await fail(error, failure, in: .refresh) { [weak self] in
                    _ = await self?.refresh(by: .asked, failure: failure, body)
                }
            }
        }
    }

    /// A refresh the screen runs by itself: never over a load, a pull, a page load or an
    /// operation that runs or waits (`.skipped(.alreadyRunning)`), and only over content.
    /// `refresh` is the screen's own `refresh()`, which knows it was not asked for. A silent one
    /// (`loads.refresh.timed: silent`) runs unseen: no `isRefreshing`, and a failure keeps the
    /// content as it is and only sets `lastError`, unless a pull joined it meanwhile.
    public func refreshOnTime(silently: Bool = false, _ refresh: @MainActor () async -> CallOutcome) async -> CallOutcome {
        guard calls.running == nil, calls.waiting.isEmpty else { return .skipped(.alreadyRunning) }
        nextRefresh = silently ? .silent : .timed
        defer { nextRefresh = .asked }
        return await refresh()
    }

    /// Who asked for the refresh that starts now: `refreshOnTime` sets it, and the refresh reads
    /// it before it first suspends.
    func takeCaller() -> RefreshCaller {
        defer { nextRefresh = .asked }
        return nextRefresh
    }

    /// Shows a load's failure as `failure` says: the partial state, or a message over content
    /// that stays; a failed page cuts the content short (`pageFailed`). Returns `.cancelled` for a cancellation, which is no outcome.
    func fail(_ error: any Error, _ failure: LoadFailure, in call: CallScheduler.Call, retry: @escaping @MainActor () async -> Void) async -> CallOutcome {
        if call == .refresh, refreshRunsUnseen {
            // A silent timed refresh nobody asked for: the content stays as it is, no partial
            // state, no message, no haptic; the failure is kept for logging.
            guard isFailure(error) else { return .cancelled }
            lastError = error
            return .failed
        }
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
            raiseLoadFailure(message, failure: error, retry: retries ? retry : nil)
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
        await refresh(by: takeCaller(), failure: failure) { [self] current, input in
            guard let merged = try await newestPage(over: current, input: input, mergedInto: gaps, load) else { return nil }
            // Shown with the item actions still running: rows that changed meanwhile keep their
            // newer copy, a running action's change included.
            let loaded = received(merged)
            noteArrivals(in: loaded, after: currentContent ?? current)
            // A page that failed still cuts the older end short: the partial state stays.
            return { [self] in if pageFailed { changeShown { $0 = loaded } } else { show(loaded) } }
        }
    }
}

extension ScreenContent {
    /// Loads the newest page over `current` (a refresh's content, or the cached content a first
    /// load runs over) and merges it, as the server has it, into the content shown when it
    /// returns (`TimelineGaps.mergeNewest`); nil when the task was cancelled meanwhile.
    func newestPage<Item: Sendable>(
        over current: [Item], input: Input, mergedInto gaps: TimelineGaps<Item>,
        _ load: @MainActor ([Item], Input) async throws -> Page<Item>
    ) async throws -> [Item]? where State.Loaded == [Item], State.Content == [Item] {
        let watch = removals.begin()
        defer { removals.end(watch) }
        // What the loader is asked over: with the rows an optimistic delete hides, so that
        // one confirmed meanwhile counts as removed while the page loaded.
        let asked = confirmed(current)
        let page = try await load(asked, input)
        guard !Task.isCancelled else { return nil }
        let shown = currentContent ?? current
        return gaps.mergeNewest(page, into: confirmed(shown), requestedOver: asked, removed: removals.removed(during: watch))
    }

    /// `loads.initial.cache: keep`: a first load over the cached content loads the newest page
    /// with `load` (the screen's gap-aware refresh) and puts it on top of the cached items,
    /// with a gap between when the page does not reach them, instead of replacing them. Without
    /// anything cached the first load runs as always.
    public func keepCache<Item: Sendable>(
        underFirstPageIn gaps: TimelineGaps<Item>,
        _ load: @escaping @MainActor ([Item], Input) async throws -> Page<Item>
    ) where State.Loaded == [Item], State.Content == [Item] {
        firstPageOverCache = { [weak self, gaps] cached, input in
            guard let self, let merged = try await newestPage(over: cached, input: input, mergedInto: gaps, load) else {
                throw CancellationError()
            }
            return merged
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

/// Who started a refresh: someone who asked (a pull, a signal, Retry), or the screen by itself,
/// shown (`loads.refresh.timed: shown`) or silent.
enum RefreshCaller {
    case asked, timed, silent
}
