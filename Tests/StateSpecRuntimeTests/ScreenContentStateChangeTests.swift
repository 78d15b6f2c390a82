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

    /// Only an item placed where new items arrive is unread: one inserted at the other end (a
    /// signal that queues an item last on a newest-first list) is where the user reads.
    @Test(arguments: [true, false])
    func anItemInsertedAwayFromWhereNewItemsArriveIsNotUnread(_ arriveAtStart: Bool) async {
        let screen = ScreenContent<ModelState, String>(feedback: nil)
        screen.cause = { _ in .boom }
        screen.unread = UnreadItems(arriveAtStart: arriveAtStart)
        screen.identities = { $0.map { AnyHashable($0.id) } }
        _ = await screen.loadInitial("all") { _ in [self.row(1)] }
        screen.apply(.insert(row(2)), id: { AnyHashable($0.id) }, insertsAtStart: !arriveAtStart)
        #expect(screen.state.content?.map(\.id) == (arriveAtStart ? [1, 2] : [2, 1]))
        #expect(screen.unread?.count == 0)
        screen.apply(.insert(row(3)), id: { AnyHashable($0.id) }, insertsAtStart: arriveAtStart)
        #expect(screen.unread?.contains(AnyHashable(3)) == true)
        #expect(screen.unread?.count == 1)
    }
}

@MainActor
@Suite struct EditDuringAPageTests {
    private func row(_ id: Int) -> ModelRow { ModelRow(id: id, value: 0) }

    /// The user deletes a row (an edit) while the next page loads, and the page, read before the
    /// delete, holds that row too: it stays deleted. (The page brought it back.)
    @Test func aRowAnEditRemovedWhileAPageLoadsStaysRemoved() async {
        let screen = ScreenContent<ModelState, String>(feedback: nil)
        screen.cause = { _ in .boom }
        screen.identities = { $0.map { AnyHashable($0.id) } }
        _ = await screen.loadInitial("all") { _ in [self.row(1), self.row(2)] }
        let (answers, answer) = AsyncStream.makeStream(of: Page<ModelRow>.self)
        var asked = false
        let paging = Task {
            await screen.loadMore(atEnd: true, id: { AnyHashable($0.id) }, failure: .partialState) { _, _ in
                asked = true
                for await page in answers { return page }
                throw CancellationError()
            }
        }
        // The page is asked for (and read by the server) before the user deletes the row.
        while !asked { await Task.yield() }
        #expect(screen.edit { $0.removeAll { $0.id == 2 } })
        answer.yield(Page(items: [row(2), row(3)], hasMore: false))
        #expect(await paging.value == .succeeded)
        #expect(screen.state == .ideal([row(1), row(3)]))
    }
}
