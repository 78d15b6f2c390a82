extension ScreenContent {
    /// Shows content the caller already has (a post opened from a list) at once; the first load
    /// runs over it.
    public func seed(_ content: State.Content?) {
        guard let content else { return }
        show(State.loaded(content))
        isStale = true
        showsCache = false
    }

    /// Runs the first load for `input` through the loading state, or over what stays shown
    /// (content handed in or cached, or another input's content with input-change: keep). A
    /// different input supersedes a first load still running; the same input joins it. What
    /// changes while it runs (live changes, edits, item actions) is replayed onto its result.
    /// `load` is the screen's `firstLoad` unless given; without either nothing runs.
    public func loadInitial(_ input: Input, _ load: (@MainActor (Input) async throws -> State.Loaded)? = nil) async -> CallOutcome {
        // A posed screen (a preview's) keeps its state and its input, whatever the view types.
        guard let load = load ?? firstLoad, !calls.isPosed else { return .skipped(.notNeeded) }
        let isNewInput = rules.tracksInput && (self.input.map { !ContentEquality.equal($0, input) } ?? true)
        let waits = rules.inputPause?.waits(isNewInput: isNewInput, followsAnInput: self.input != nil) ?? false
        // A first input that waits for a pause leaves the screen idle until its request starts.
        let pausesWhileIdle = waits && isAwaitingInput
        self.input = input
        if !pausesWhileIdle { isAwaitingInput = false }
        return await calls.run(.initial, supersedesSameCall: isNewInput) { [self] in
            // Going back to an input whose content is kept, or still shown, costs no request.
            if isNewInput, showKept(input) {
                // Kept content heard no live changes while another input showed (`follow(_:)`):
                // it stays on screen, stale, and loads again under it.
                guard hearInputs != nil else { return .succeeded }
                isStale = true
                showsCache = false
                return await runFirstLoad(input, waits: waits, again: false, load)
            }
            if isNewInput, stillShowsLoaded(input) { return .succeeded }
            return await runFirstLoad(input, waits: waits, again: !isNewInput, load)
        }
    }

    /// The first load's body, run when the scheduler lets it.
    private func runFirstLoad(_ input: Input, waits: Bool, again: Bool, _ load: @escaping @MainActor (Input) async throws -> State.Loaded) async -> CallOutcome {
        if waits {
            // What is stored for the new input shows at once; only the request waits for a pause.
            guard await showCached(for: input) else { return .cancelled }
            if let pause = rules.inputPause {
                do { try await rules.clock.sleep(for: pause.duration) } catch { return .cancelled }
                guard !Task.isCancelled else { return .cancelled }
            }
            isAwaitingInput = false
        }
        if let isOffline = rules.isOffline, isOffline(), let cause = rules.offlineCause, let offline = State.errorState(cause) {
            // Offline, the offline cause shows at once and no request is tried.
            lastError = OfflineError()
            state = offline
            contentChanged()
            return .failed
        }
        if !waits {
            guard await showCached(for: input) else { return .cancelled }
        }
        // Content handed in or cached for this input stays as stale content; another input's
        // stale content is no content of this one.
        let overStale = isStale && (shownInput == nil || isShownInput(input))
        let overContent = rules.keepsContentOnInputChange && !overStale
            && !state.isLoading && !state.isError && !isShownInput(input)
        // The same input loaded again after its first load failed into the usable empty state
        // (Retry, a pull, appear) loads over it: the screen stays usable while it runs.
        let overFailure = firstLoadFailed && again && !overContent && !overStale
        if !overContent && !overStale && !overFailure {
            keepShown(leavingFor: input)
            isStale = false
            firstLoadFailed = false
            state = .loading
            contentChanged()
        }
        let recording = journal.start()
        defer { journal.stop(recording) }
        willReload()
        if !rules.keepsContentOnInputChange { restartPaging() }
        do {
            if overStale, showsCache, let firstPage = firstPageOverCache, let cached = currentContent {
                // The first page goes on top of the cached content as shown when it returns, which
                // holds what changed meanwhile: nothing is replayed.
                let merged = try await firstPage(cached, input)
                guard !Task.isCancelled else { return .cancelled }
                showFirstLoad(merged, for: input)
                return .succeeded
            }
            let loaded = try await load(input)
            guard !Task.isCancelled else { return .cancelled }
            showFirstLoad(replay(recording, onto: loaded), for: input)
            return .succeeded
        } catch {
            let again: @MainActor () async -> Void = { [weak self] in _ = await self?.loadInitial(input, load) }
            if overContent || overStale || rules.emptyStateFailure != nil {
                // A failure told by a message: what is on screen stays usable.
                guard isFailure(error) else { return .cancelled }
                lastError = error
            }
            if overContent {
                // The content for the input before stays, and so does that input.
                self.input = shownInput
                raiseLoadFailure(rules.inputChangeFailure, failure: error, retry: again)
                return .failed
            }
            if overStale {
                // Over handed-in or cached content the failure is a message; the content stays.
                raiseLoadFailure(rules.staleFailure, failure: error, retry: rules.staleFailureRetries ? again : nil)
                return .failed
            }
            if let message = rules.emptyStateFailure {
                // Nothing was on screen: the usable empty state shows, and a message says so.
                showFailedFirstLoad(for: input)
                raiseLoadFailure(message, failure: error, retry: rules.emptyStateFailureRetries ? again : nil)
                return .failed
            }
            guard let cause = await cause(of: error) else { return .cancelled }
            if let failed = State.errorState(cause) {
                state = failed
                contentChanged()
            }
            return .failed
        }
    }

    /// Shows the empty state for a first load of `input` that failed with nothing on screen.
    private func showFailedFirstLoad(for input: Input) {
        guard let empty = State.emptyLoaded else { return }
        firstLoadFailed = true
        if rules.tracksInput { shownInput = input }
        show(empty)
    }

    /// True when the content on screen (loaded or cached) is `input`'s. A screen without input
    /// has only one.
    func isShownInput(_ input: Input) -> Bool {
        guard rules.tracksInput else { return true }
        return shownInput.map { ContentEquality.equal($0, input) } ?? false
    }

    /// Shows what the loader stored for `input`, marked stale, when nothing of that input is
    /// shown yet; false when the task was cancelled meanwhile (nothing changes then).
    private func showCached(for input: Input) async -> Bool {
        guard let cachedContent = rules.cachedContent else { return true }
        let showsInput = rules.tracksInput
            // Content handed in (`seed`, no input yet) is the first input's.
            ? (isShownInput(input) && !state.isLoading && !state.isError) || (isStale && shownInput == nil)
            : isStale || state.content != nil
        guard !showsInput, let cached = await cachedContent(input) else { return !Task.isCancelled }
        guard !Task.isCancelled else { return false }
        keepShown(leavingFor: input)
        show(cached)
        // A first query that waits for a pause shows what was stored at once, no longer idle.
        isAwaitingInput = false
        isStale = true
        showsCache = true
        if rules.tracksInput { shownInput = input }
        return true
    }

    /// Runs the first load when nothing is shown yet (the first appearance, a new input, after a
    /// cancelled first load, in the error state, after a first load that failed into the empty
    /// state, or over stale content); otherwise `reappear`.
    public func appear(
        _ input: Input, _ load: (@MainActor (Input) async throws -> State.Loaded)? = nil,
        reappear: (@MainActor () async -> CallOutcome)? = nil
    ) async -> CallOutcome {
        if rules.tracksInput {
            let shown = rules.keepsContentOnInputChange ? shownInput : self.input
            guard let shown, ContentEquality.equal(shown, input) else { return await loadInitial(input, load) }
        }
        if isStale || state.isLoading || state.isError || firstLoadFailed { return await loadInitial(input, load) }
        return await reappear?() ?? .skipped(.notNeeded)
    }

    /// Shows what a first load returned, in place of stale content or another input's.
    private func showFirstLoad(_ loaded: State.Loaded, for input: Input) {
        keepShown(leavingFor: input)
        // What the first load shows is where the user starts reading.
        unread?.markAllRead()
        isStale = false
        showsCache = false
        firstLoadFailed = false
        if rules.tracksInput { shownInput = input }
        if rules.keepsContentOnInputChange {
            // Paging starts over with the new content (and not before: the content shown until
            // now keeps its pages while the new input loads, and if it fails).
            restartPaging()
        }
        refreshFailureAnnounced = false
        show(receivedLoaded(loaded))
    }

    func restartPaging() {
        canLoadMore = true
        pageFailed = false
    }
}
