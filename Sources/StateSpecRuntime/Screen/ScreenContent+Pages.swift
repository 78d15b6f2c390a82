extension ScreenContent {
    /// Loads the next page and adds it after (or before) the content shown when it returns: edits
    /// and live changes made meanwhile are in it, and an item a live change removed meanwhile is
    /// left out. In the partial state it retries the page that failed. Waits for a refresh or an
    /// operation that runs; skipped when no content is shown (`.noContent`) or the loader has no
    /// more (`.noMorePages`).
    public func loadMore<Item: Sendable>(
        atEnd: Bool, id: ((Item) -> AnyHashable)?, failure: LoadFailure,
        _ load: @escaping @MainActor ([Item], Input) async throws -> Page<Item>
    ) async -> CallOutcome where State.Content == [Item] {
        await calls.run(.more, skipReason: { [self] in pageSkipReason }) { [self] in
            guard let current = state.content, let input else { return .skipped(.noContent) }
            let watch = removals.begin()
            defer { removals.end(watch) }
            do {
                let page = try await load(confirmed(current), input)
                guard !Task.isCancelled else { return .cancelled }
                // Once edits removed every row, that is nothing: never the rows shown when it was asked for.
                var content = state.content ?? (state.isEmpty ? State.emptyContent ?? current : current)
                Page.add(received(page.items), to: &content, atEnd: atEnd, id: id, leavingOut: removals.removed(during: watch))
                canLoadMore = page.hasMore
                pageFailed = false
                show(State.loaded(content))
                return .succeeded
            } catch {
                return await fail(error, failure, in: .more) { [weak self] in
                    _ = await self?.loadMore(atEnd: atEnd, id: id, failure: failure, load)
                }
            }
        }
    }

    /// Why a page load cannot run now, or nil.
    var pageSkipReason: CallOutcome.SkipReason? {
        guard state.content != nil else { return .noContent }
        return canLoadMore ? nil : .noMorePages
    }

    /// Retries what failed: the first load in the error state or after it failed into the empty
    /// state (`firstLoadFailed`); in the partial state the failed
    /// page, or the refresh when that failed (`page`/`refresh` are the screen's own calls; the
    /// first load is the screen's `firstLoad` unless `loadInitial` is given).
    public func retry(
        _ loadInitial: (@MainActor (Input) async -> CallOutcome)? = nil,
        page: (@MainActor () async -> CallOutcome)? = nil, refresh: (@MainActor () async -> CallOutcome)? = nil
    ) async -> CallOutcome {
        if state.isError || firstLoadFailed {
            guard let input else { return .skipped(.notNeeded) }
            if let loadInitial { return await loadInitial(input) }
            return await self.loadInitial(input)
        }
        guard state.isPartial else { return .skipped(.notNeeded) }
        if let refresh, partialComesFromRefresh || page == nil { return await refresh() }
        return await page?() ?? .skipped(.notNeeded)
    }
}

extension ScreenContent where State.Content: Collection {
    /// True when the row at `index` is where the next page arrives (the last row, or the first
    /// where pages arrive at the start) and the ideal state shows: never in the partial state,
    /// whose retry loads the failed page.
    public func needsPage(at index: Int, atEnd: Bool) -> Bool {
        guard state.kind.rawValue == "ideal", let content = state.content else { return false }
        return atEnd ? index >= content.count - 1 : index <= 0
    }
}
