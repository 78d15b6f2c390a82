extension ScreenContent {
    /// Goes back to waiting for an input (a search field cleared), on a screen that waits for
    /// its first one: the first load, refresh or page load that runs or waits stops (each returns
    /// `.cancelled`), the input and the content shown go, and nothing is asked until the next
    /// input. Operations and item actions are left to finish.
    public func awaitInput() {
        guard rules.startsIdle, !calls.isPosed else { return }
        for call in [CallScheduler.Call.initial, .refresh, .more] {
            while calls.cancel(call) {}
        }
        input = nil
        shownInput = nil
        isStale = false
        restartPaging()
        isAwaitingInput = true
        state = .loading
        contentChanged()
    }
}
