import StateSpecRuntime
import Testing

@Suite struct KeptContentTests {
    @Test func itDropsTheLeastRecentlyShownBeyondItsCapacity() {
        var kept = KeptContent<String, Int>(capacity: 2)
        kept.keep(1, for: "a")
        kept.keep(2, for: "b")
        kept.keep(3, for: "a")
        #expect(kept.inputs == ["b", "a"], "keeping an input again makes it the most recent")
        kept.keep(4, for: "c")
        #expect(kept.inputs == ["a", "c"])
        #expect(kept.take("b") == nil)
        #expect(kept.take("a") == 3)
        #expect(kept.inputs == ["c"], "what is taken out is shown, no longer kept")
        kept.removeAll()
        #expect(kept.count == 0)
    }

    @Test func aStoreWithoutCapacityKeepsNothing() {
        var kept = KeptContent<String, Int>(capacity: 0)
        kept.keep(1, for: "a")
        #expect(kept.count == 0)
    }
}

/// `keep-inputs`: going back to an input shown recently shows its content without a request.
@MainActor
@Suite struct KeptInputsTests {
    private func row(_ id: Int) -> ModelRow { ModelRow(id: id, value: 0) }
    private func rows(_ input: String) -> [ModelRow] { [row(input == "a" ? 1 : input == "b" ? 2 : input == "c" ? 3 : 4)] }
    private let id: (ModelRow) -> AnyHashable = { AnyHashable($0.id) }

    private func screen(kept: Int = 3, keep: Bool = false) -> ScreenContent<ModelState, String> {
        var rules = ContentRules<ModelState, String>(tracksInput: true, keepsContentOnInputChange: keep)
        rules.keptInputs = kept
        let screen = ScreenContent<ModelState, String>(feedback: nil, rules: rules)
        screen.cause = { _ in .boom }
        screen.identities = { $0.map { AnyHashable($0.id) } }
        return screen
    }

    /// A load that answers at once with the input's rows, counting the requests.
    private final class Requests {
        var asked: [String] = []
    }

    private func load(_ requests: Requests) -> @MainActor (String) async throws -> [ModelRow] {
        { [rows] input in requests.asked.append(input); return rows(input) }
    }

    @Test func goingBackToAKeptInputShowsItWithoutARequest() async {
        let requests = Requests()
        let screen = screen()
        #expect(await screen.loadInitial("a", load(requests)) == .succeeded)
        #expect(await screen.loadMore(atEnd: true, id: id, failure: .partialState) { _, _ in Page(items: [self.row(10)], hasMore: false) } == .succeeded)
        #expect(await screen.loadInitial("b", load(requests)) == .succeeded)
        #expect(screen.state == .ideal([row(2)]))
        #expect(screen.canLoadMore)

        #expect(await screen.loadInitial("a", load(requests)) == .succeeded)
        #expect(screen.state == .ideal([row(1), row(10)]), "its pages too")
        #expect(!screen.canLoadMore, "and where its paging stood")
        #expect(screen.shownInput == "a")
        #expect(requests.asked == ["a", "b"])
        // A refresh refreshes the input shown only.
        var refreshed: [String] = []
        #expect(await screen.refresh(failure: .silent) { _, input in refreshed.append(input); return self.rows(input) } == .succeeded)
        #expect(refreshed == ["a"])
        // b is kept too now: going back costs nothing.
        #expect(await screen.loadInitial("b", load(requests)) == .succeeded)
        #expect(requests.asked == ["a", "b"])
    }

    @Test func theLeastRecentlyShownInputLoadsAgain() async {
        let requests = Requests()
        let screen = screen(kept: 3)
        for input in ["a", "b", "c", "d"] { _ = await screen.loadInitial(input, load(requests)) }
        #expect(await screen.loadInitial("b", load(requests)) == .succeeded)
        #expect(requests.asked == ["a", "b", "c", "d"], "b, c and d are the three most recent")
        #expect(await screen.loadInitial("a", load(requests)) == .succeeded)
        #expect(requests.asked == ["a", "b", "c", "d", "a"])
    }

    @Test func aLiveChangeForgetsTheContentOfTheInputsNotShown() async {
        let requests = Requests()
        let screen = screen()
        _ = await screen.loadInitial("a", load(requests))
        _ = await screen.loadInitial("b", load(requests))
        screen.apply(.remove(id: 1), id: id, insertsAtStart: true)
        #expect(await screen.loadInitial("a", load(requests)) == .succeeded)
        #expect(requests.asked == ["a", "b", "a"], "a's kept rows may hold the removed one: it loads again")
    }

    @Test func anEditForgetsTheContentOfTheInputsNotShown() async {
        let requests = Requests()
        let screen = screen()
        _ = await screen.loadInitial("a", load(requests))
        _ = await screen.loadInitial("b", load(requests))
        #expect(screen.edit { $0.append(ModelRow(id: 9, value: 0)) })
        _ = await screen.loadInitial("a", load(requests))
        #expect(requests.asked == ["a", "b", "a"])
        // The edit stays on the input it was made on, which is kept with it.
        #expect(await screen.loadInitial("b", load(requests)) == .succeeded)
        #expect(screen.state == .ideal([row(2), row(9)]))
        #expect(requests.asked == ["a", "b", "a"])
    }

    @Test func goingBackWhileANewerInputLoadsSupersedesItAndIsNoFailure() async {
        let loads = HeldLoads()
        let screen = screen(keep: true)
        let first = Task { await screen.loadInitial("a", loads.load) }
        await loads.untilAsked(1)
        loads.answer(1, .success([row(1)]))
        #expect(await first.value == .succeeded)

        let second = Task { await screen.loadInitial("b", loads.load) }
        await loads.untilAsked(2)
        #expect(screen.isReloading)
        #expect(await screen.loadInitial("a", loads.load) == .succeeded, "a is still on screen")
        #expect(await second.value == .cancelled)
        #expect(screen.state == .ideal([row(1)]))
        #expect(!screen.isReloading)
        #expect(loads.asked == ["a", "b"])
        #expect(screen.lastError == nil)
    }

    @Test func aCancelledLoadOfANewInputLeavesTheKeptContentToGoBackTo() async {
        let loads = HeldLoads()
        let screen = screen()
        let first = Task { await screen.loadInitial("a", loads.load) }
        await loads.untilAsked(1)
        loads.answer(1, .success([row(1)]))
        _ = await first.value

        let second = Task { await screen.loadInitial("b", loads.load) }
        await loads.untilAsked(2)
        #expect(screen.state == .loading)
        second.cancel()
        #expect(await second.value == .cancelled)
        #expect(screen.state == .loading)
        #expect(screen.lastError == nil)
        #expect(await screen.appear("a", loads.load) == .succeeded)
        #expect(screen.state == .ideal([row(1)]))
        #expect(loads.asked == ["a", "b"])
    }

    @Test func aFailedInputIsNotKept() async {
        let screen = screen()
        #expect(await screen.loadInitial("a") { _ in throw ModelBoom(number: 1) } == .failed)
        var asked = 0
        #expect(await screen.loadInitial("b") { _ in [self.row(2)] } == .succeeded)
        #expect(await screen.loadInitial("a") { _ in asked += 1; return [self.row(1)] } == .succeeded)
        #expect(asked == 1)
    }

    @Test func withoutKeepInputsEveryInputLoads() async {
        let requests = Requests()
        let screen = screen(kept: 0)
        for input in ["a", "b", "a"] { _ = await screen.loadInitial(input, load(requests)) }
        #expect(requests.asked == ["a", "b", "a"])
    }
}

/// keep-inputs where it meets a debounce and a cache.
@MainActor
@Suite struct KeptInputsCompositionTests {
    private func row(_ id: Int) -> ModelRow { ModelRow(id: id, value: 0) }

    @Test func goingBackDuringADebouncePauseCancelsTheWaitWithoutARequest() async {
        var rules = ContentRules<ModelState, String>(tracksInput: true)
        rules.keptInputs = 2
        rules.debounce = .seconds(3600)
        let screen = ScreenContent<ModelState, String>(feedback: nil, rules: rules)
        screen.cause = { _ in .boom }
        var asked: [String] = []
        let load: @MainActor (String) async throws -> [ModelRow] = { input in asked.append(input); return [ModelRow(id: input == "a" ? 1 : 2, value: 0)] }
        #expect(await screen.loadInitial("a", load) == .succeeded)

        let typing = Task { await screen.loadInitial("b", load) }
        // b waits for its pause, with a still on screen.
        for _ in 0..<100_000 where screen.input != "b" || screen.calls.running != .initial { await Task.yield() }
        #expect(screen.calls.running == .initial)
        #expect(await screen.loadInitial("a", load) == .succeeded, "a is still on screen during b's pause")
        #expect(await typing.value == .cancelled)
        #expect(screen.state == .ideal([row(1)]))
        #expect(asked == ["a"])
        #expect(screen.lastError == nil)
    }

    @Test func keptContentGoesBeforeTheCache() async {
        var rules = ContentRules<ModelState, String>(tracksInput: true)
        rules.keptInputs = 2
        var cacheReads: [String] = []
        rules.cachedContent = { input in cacheReads.append(input); return [ModelRow(id: 99, value: 0)] }
        let screen = ScreenContent<ModelState, String>(feedback: nil, rules: rules)
        screen.cause = { _ in .boom }
        #expect(await screen.loadInitial("a") { _ in [self.row(1)] } == .succeeded)
        #expect(await screen.loadInitial("b") { _ in [self.row(2)] } == .succeeded)
        #expect(await screen.loadInitial("a") { _ in [self.row(3)] } == .succeeded)
        #expect(screen.state == .ideal([row(1)]), "what a showed, loaded, not what the cache stored")
        #expect(!screen.isStale)
        #expect(cacheReads == ["a", "b"])
    }
}
