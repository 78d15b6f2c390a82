import StateSpecRuntime
import Testing

/// What the model test of `ScreenContent` raised but did not check: a first load over stale
/// content on a screen that keeps content across inputs, and unread items once the content goes.
@MainActor
@Suite struct ScreenContentStateChangeTests {
    private func row(_ id: Int) -> ModelRow { ModelRow(id: id, value: 0) }

    /// Content handed in (`seed`) stays as stale content, not as another input's content: when
    /// its first load fails the stale message is raised, and the input stays for a retry or a
    /// refresh. (It was taken as a new input's failure: the input-change message, and the input
    /// set back to none, which made every refresh `.skipped(.noContent)` over content shown.)
    @Test func aFailedFirstLoadOverSeededContentKeepsItsInput() async {
        var rules = ContentRules<ModelState, String>(tracksInput: true, keepsContentOnInputChange: true)
        rules.inputChangeFailure = message("inputChangeFailed")
        rules.staleFailure = message("staleFailed")
        let feedback = ModelFeedback()
        let screen = ScreenContent<ModelState, String>(feedback: feedback, rules: rules)
        screen.cause = { _ in .boom }
        screen.seed([row(1)])

        #expect(await screen.loadInitial("all") { _ in throw ModelBoom(number: 1) } == .failed)
        #expect(feedback.keys == ["staleFailed"])
        #expect(screen.state == .ideal([row(1)]))
        #expect(screen.isStale)
        #expect(screen.input == "all")
        #expect(await screen.refresh(failure: .silent) { _, input in [self.row(input == "all" ? 2 : 3)] } == .succeeded)
        #expect(screen.state == .ideal([row(2)]))
        #expect(!screen.isStale)
    }

    /// Unread items go with the content: a first load that runs again through the loading state
    /// and fails leaves no unread count over the error state.
    @Test func unreadItemsGoWhenTheContentGoes() async {
        let screen = ScreenContent<ModelState, String>(feedback: nil)
        screen.cause = { _ in .boom }
        screen.unread = UnreadItems()
        screen.identities = { $0.map { AnyHashable($0.id) } }
        _ = await screen.loadInitial("all") { _ in [self.row(1)] }
        screen.apply(.insert(row(2)), id: { AnyHashable($0.id) }, insertsAtStart: true)
        #expect(screen.unread?.count == 1)

        #expect(await screen.loadInitial("all") { _ in throw ModelBoom(number: 1) } == .failed)
        #expect(screen.state.kind == .error)
        #expect(screen.unread?.count == 0)
    }
}
