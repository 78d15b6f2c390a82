import StateSpecRuntime
import Testing

/// `loads.initial.on: input`: a screen idle until its first input asks nothing before it.
@MainActor
@Suite struct IdleInputTests {
    private func row(_ id: Int) -> ModelRow { ModelRow(id: id, value: 0) }
    private let id: (ModelRow) -> AnyHashable = { AnyHashable($0.id) }

    private func screen() -> ScreenContent<ModelState, String> {
        var rules = ContentRules<ModelState, String>(tracksInput: true)
        rules.startsIdle = true
        let screen = ScreenContent<ModelState, String>(feedback: nil, rules: rules)
        screen.cause = { _ in .boom }
        return screen
    }

    @Test func beforeItsFirstInputTheScreenAsksNothing() async {
        let screen = screen()
        #expect(screen.isAwaitingInput)
        var asked = 0
        #expect(await screen.refresh(failure: .silent) { _, _ in asked += 1; return [] } == .skipped(.noContent))
        #expect(await screen.loadMore(atEnd: true, id: id, failure: .partialState) { (_: [ModelRow], _) in asked += 1; return Page(items: [], hasMore: false) } == .skipped(.noContent))
        #expect(await screen.retry() == .skipped(.notNeeded))
        screen.apply(.insert(row(1)), id: id, insertsAtStart: true)
        #expect(screen.isAwaitingInput)
        #expect(asked == 0)
        #expect(screen.lastError == nil)
    }

    @Test func theFirstInputEndsTheIdlePhase() async {
        let loads = HeldLoads()
        let screen = screen()
        let search = Task { await screen.loadInitial("al", loads.load) }
        await loads.untilAsked(1)
        #expect(!screen.isAwaitingInput)
        #expect(screen.state == .loading)
        loads.answer(1, .success([row(1)]))
        #expect(await search.value == .succeeded)
        #expect(screen.state == .ideal([row(1)]))
    }

    @Test func aCancelledFirstInputLeavesTheLoadingStateNotAnError() async {
        let loads = HeldLoads()
        let screen = screen()
        let search = Task { await screen.loadInitial("al", loads.load) }
        await loads.untilAsked(1)
        search.cancel()
        #expect(await search.value == .cancelled)
        #expect(!screen.isAwaitingInput)
        #expect(screen.state == .loading)
        #expect(screen.lastError == nil)
    }

    @Test func awaitingInputAgainCancelsTheSearchAndForgetsItsInput() async {
        let loads = HeldLoads()
        let screen = screen()
        let first = Task { await screen.loadInitial("al", loads.load) }
        await loads.untilAsked(1)
        loads.answer(1, .success([row(1)]))
        _ = await first.value

        let second = Task { await screen.loadInitial("ali", loads.load) }
        await loads.untilAsked(2)
        screen.awaitInput()
        #expect(await second.value == .cancelled)
        #expect(screen.isAwaitingInput)
        #expect(screen.state == .loading)
        #expect(screen.input == nil)
        #expect(screen.lastError == nil)
        var refreshed = 0
        #expect(await screen.refresh(failure: .silent) { _, _ in refreshed += 1; return [] } == .skipped(.noContent))
        #expect(refreshed == 0)

        // The same query as before loads again: nothing is shown for it.
        let third = Task { await screen.loadInitial("al", loads.load) }
        await loads.untilAsked(3)
        #expect(!screen.isAwaitingInput)
        loads.answer(3, .success([row(3)]))
        #expect(await third.value == .succeeded)
        #expect(screen.state == .ideal([row(3)]))
    }

    @Test func aPosedScreenShowsItsStateNotThePrompt() {
        let screen = screen()
        screen.pose(.ideal([row(1)]))
        #expect(!screen.isAwaitingInput)
        #expect(screen.state == .ideal([row(1)]))
    }

    @Test func aScreenThatDoesNotStartIdleIsNeverAwaitingInput() {
        let screen = ScreenContent<ModelState, String>(feedback: nil, rules: ContentRules(tracksInput: true))
        #expect(!screen.isAwaitingInput)
    }
}
