/// What a screen showed for an input, kept while another input is shown (`keep-inputs`).
struct KeptShown<State> {
    let state: State
    let canLoadMore: Bool
    let pageFailed: Bool
}

extension ScreenContent {
    /// Keeps the content shown for `shownInput` before `input`'s replaces it. Only loaded content
    /// is kept: not stale content, and not a partial state, whose Retry belongs to the load that failed.
    func keepShown(leavingFor input: Input) {
        guard rules.keptInputs > 1, let shown = shownInput, !isShownInput(input), !isStale,
              !state.isLoading, !state.isError, !state.isPartial else { return }
        kept.keep(KeptShown(state: state, canLoadMore: canLoadMore, pageFailed: pageFailed), for: shown)
    }

    /// Shows the content kept for `input` in place of what is shown, without the loading state
    /// and without a request; false when none is kept.
    func showKept(_ input: Input) -> Bool {
        guard rules.keptInputs > 1, let shown = kept.take(input) else { return false }
        keepShown(leavingFor: input)
        isStale = false
        shownInput = input
        canLoadMore = shown.canLoadMore
        pageFailed = shown.pageFailed
        refreshFailureAnnounced = false
        // What shows again is where the user reads from.
        unread?.markAllRead()
        state = shown.state
        contentChanged()
        return true
    }

    /// True when `input`'s loaded content is on screen still (a newer input waits for its pause,
    /// or loads over it): going back to it needs no request.
    func stillShowsLoaded(_ input: Input) -> Bool {
        rules.keptInputs > 1 && isShownInput(input) && !isStale && !state.isLoading && !state.isError
    }

    /// Forgets the content kept for the inputs not shown: a change arrived (a live change, an
    /// edit, an item action's or an operation's result) that it does not hold, so each of them
    /// loads again when shown.
    public func forgetKeptInputs() {
        guard kept.count > 0 else { return }
        kept.removeAll()
    }
}
