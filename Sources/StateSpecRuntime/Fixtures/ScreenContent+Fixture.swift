/// Screens put straight into a state, for previews and snapshot tests: the generated
/// `<Screen>ViewModel.fixture(_:content:)` builds on this.
extension ScreenContent {
    /// Shows `state` at once, as if the screen had got there through its loads, with `call` shown
    /// as running (`isRefreshing`, `isLoadingMore`) and `pageFailed` set for a partial state a
    /// page load left. Nothing runs, then or later: every call the view makes is skipped, so a
    /// preview's `.task` or a pull leaves the state as posed. A posed state is not a state the
    /// screen reached, so state coverage does not count it.
    public func pose(_ state: State, running call: CallScheduler.Call? = nil, pageFailed: Bool = false) {
        calls.pose(running: call)
        // A posed screen shows its state, not the prompt of a screen waiting for its first input.
        isAwaitingInput = false
        self.state = state
        self.pageFailed = pageFailed
        contentChanged()
    }

    /// Shows the screen idle before its first input (`isAwaitingInput`: the view shows its
    /// prompt), as a screen whose first load waits for an input starts. Nothing runs, then or
    /// later, as with `pose(_:running:pageFailed:)`.
    public func poseAwaitingInput() {
        pose(.loading)
        isAwaitingInput = true
    }

    /// Shows the empty state as a first load that failed leaves it on a screen whose error state
    /// is waived (`firstLoadFailed`), as `pose(_:running:pageFailed:)` does; the message it
    /// raised is the caller's to show.
    public func poseFailedFirstLoad() {
        guard let empty = State.emptyLoaded else { return }
        pose(State.showing(empty))
        firstLoadFailed = true
    }

    /// True once the screen shows a posed state (`pose(_:running:pageFailed:)`).
    public var isPosed: Bool { calls.isPosed }
}
