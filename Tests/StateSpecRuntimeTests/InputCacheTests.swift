import StateSpecRuntime
import Testing

/// A loader call the test answers by hand: `load` suspends until `answer` or its task's cancellation.
@MainActor
final class HeldLoads {
    private var waiting: [Int: CheckedContinuation<[ModelRow], any Error>] = [:]
    private(set) var asked: [String] = []

    var load: @MainActor (String) async throws -> [ModelRow] {
        { [self] input in
            asked.append(input)
            let number = asked.count
            return try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { waiting[number] = $0 }
            } onCancel: {
                Task { @MainActor in self.waiting.removeValue(forKey: number)?.resume(throwing: CancellationError()) }
            }
        }
    }

    func untilAsked(_ count: Int) async {
        for _ in 0..<100_000 where asked.count < count || waiting[count] == nil { await Task.yield() }
    }

    func answer(_ number: Int, _ result: Result<[ModelRow], any Error>) {
        waiting.removeValue(forKey: number)?.resume(with: result)
    }
}

/// `loads.initial.cache` with an `input`: what the loader stored for each input shows at once,
/// stale, while that input loads.
@MainActor
@Suite struct InputCacheTests {
    private func row(_ id: Int) -> ModelRow { ModelRow(id: id, value: 0) }
    let feedback = ModelFeedback()

    private func screen(keep: Bool = false, debounce: Duration? = nil, cache: [String: [ModelRow]]) -> ScreenContent<ModelState, String> {
        var rules = ContentRules<ModelState, String>(tracksInput: true, keepsContentOnInputChange: keep)
        rules.staleFailure = message("staleFailed")
        rules.inputChangeFailure = message("inputChangeFailed")
        rules.cachedContent = { cache[$0] }
        rules.debounce = debounce
        let screen = ScreenContent<ModelState, String>(feedback: feedback, rules: rules)
        screen.cause = { _ in .boom }
        return screen
    }

    @Test func aCachedInputShowsAtOnceStaleAndLoadsOverIt() async {
        let loads = HeldLoads()
        let screen = screen(cache: ["a": [row(1)]])
        let load = Task { await screen.loadInitial("a", loads.load) }
        await loads.untilAsked(1)
        #expect(screen.state == .ideal([row(1)]), "no loading state over the cache")
        #expect(screen.isStale)
        #expect(screen.isReloading)
        loads.answer(1, .success([row(2)]))
        #expect(await load.value == .succeeded)
        #expect(screen.state == .ideal([row(2)]))
        #expect(!screen.isStale)
        #expect(screen.shownInput == "a")
    }

    @Test func anInputWithNothingCachedGoesThroughTheLoadingState() async {
        let loads = HeldLoads()
        let screen = screen(cache: ["a": [row(1)]])
        let first = Task { await screen.loadInitial("a", loads.load) }
        await loads.untilAsked(1)
        // Another input's stale content is not this input's: the new query shows the loading state.
        let second = Task { await screen.loadInitial("b", loads.load) }
        #expect(await first.value == .cancelled)
        await loads.untilAsked(2)
        #expect(screen.state == .loading)
        #expect(!screen.isStale)
        loads.answer(2, .failure(ModelBoom(number: 1)))
        #expect(await second.value == .failed)
        #expect(screen.state == .error(.boom), "a failure over nothing is the error state")
        #expect(feedback.keys.isEmpty)
    }

    @Test func aFailureOverTheCacheKeepsItAndRaisesTheMessage() async {
        let loads = HeldLoads()
        let screen = screen(cache: ["a": [row(1)]])
        let load = Task { await screen.loadInitial("a", loads.load) }
        await loads.untilAsked(1)
        loads.answer(1, .failure(ModelBoom(number: 1)))
        #expect(await load.value == .failed)
        #expect(screen.state == .ideal([row(1)]))
        #expect(screen.isStale)
        #expect(feedback.keys == ["staleFailed"])
        #expect(screen.input == "a")
    }

    @Test func aSupersededLoadOverTheCacheChangesNothingAndIsNoFailure() async {
        let loads = HeldLoads()
        let screen = screen(cache: ["a": [row(1)], "b": [row(2)]])
        let first = Task { await screen.loadInitial("a", loads.load) }
        await loads.untilAsked(1)
        let second = Task { await screen.loadInitial("b", loads.load) }
        #expect(await first.value == .cancelled)
        await loads.untilAsked(2)
        #expect(screen.state == .ideal([row(2)]), "the newer input's cache replaces the older's")
        #expect(screen.shownInput == "b")
        second.cancel()
        #expect(await second.value == .cancelled)
        #expect(screen.state == .ideal([row(2)]))
        #expect(screen.isStale)
        #expect(screen.lastError == nil)
        #expect(feedback.keys.isEmpty)
    }

    @Test func withInputChangeKeepANewInputsCacheReplacesTheContentShown() async {
        let loads = HeldLoads()
        let screen = screen(keep: true, cache: ["b": [row(2)]])
        let first = Task { await screen.loadInitial("a", loads.load) }
        await loads.untilAsked(1)
        loads.answer(1, .success([row(1)]))
        #expect(await first.value == .succeeded)

        let second = Task { await screen.loadInitial("b", loads.load) }
        await loads.untilAsked(2)
        #expect(screen.state == .ideal([row(2)]))
        #expect(screen.isStale)
        loads.answer(2, .failure(ModelBoom(number: 1)))
        #expect(await second.value == .failed)
        #expect(screen.state == .ideal([row(2)]), "the new input's cache stays")
        #expect(screen.shownInput == "b")
        #expect(feedback.keys == ["staleFailed"])

        // Without a cache, the next input loads over the content shown, as input-change: keep says.
        let third = Task { await screen.loadInitial("c", loads.load) }
        await loads.untilAsked(3)
        #expect(screen.state == .ideal([row(2)]))
        loads.answer(3, .failure(ModelBoom(number: 2)))
        #expect(await third.value == .failed)
        #expect(screen.shownInput == "b")
        #expect(screen.input == "b")
        #expect(feedback.keys == ["staleFailed", "inputChangeFailed"])
    }

    @Test func aDebouncedInputShowsItsCacheBeforeThePause() async {
        let loads = HeldLoads()
        let screen = screen(debounce: .seconds(3600), cache: ["b": [row(2)]])
        let first = Task { await screen.loadInitial("a", loads.load) }
        await loads.untilAsked(1)
        loads.answer(1, .success([row(1)]))
        #expect(await first.value == .succeeded)

        let second = Task { await screen.loadInitial("b", loads.load) }
        for _ in 0..<100_000 where screen.state != .ideal([row(2)]) { await Task.yield() }
        #expect(screen.state == .ideal([row(2)]), "the cache shows while the request waits for a pause")
        #expect(screen.isStale)
        #expect(loads.asked == ["a"])
        // Typing on cancels the pause: the cache stays, and nothing failed.
        second.cancel()
        #expect(await second.value == .cancelled)
        #expect(screen.state == .ideal([row(2)]))
        #expect(screen.lastError == nil)
        #expect(feedback.keys.isEmpty)
    }

    @Test func aScreenWithoutInputReadsItsCacheOnce() async {
        var rules = ContentRules<ModelState, NoInput>()
        var reads = 0
        rules.cachedContent = { _ in reads += 1; return [ModelRow(id: 1, value: 0)] }
        let screen = ScreenContent<ModelState, NoInput>(feedback: nil, rules: rules)
        screen.cause = { _ in .boom }
        #expect(await screen.loadInitial(NoInput()) { _ in [ModelRow(id: 2, value: 0)] } == .succeeded)
        #expect(await screen.loadInitial(NoInput()) { _ in [ModelRow(id: 3, value: 0)] } == .succeeded)
        #expect(reads == 1, "loaded content shown is not replaced by the cache")
        #expect(screen.state == .ideal([ModelRow(id: 3, value: 0)]))
    }
}
