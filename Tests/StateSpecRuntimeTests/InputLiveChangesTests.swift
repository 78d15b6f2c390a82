import StateSpecRuntime
import StateSpecTesting
import Testing
import StateSpecTestSupport

/// `InputLiveChanges`: the live changes of the input shown and of the input loading, one stream
/// per input, switched as the input changes.
@MainActor
@Suite struct InputLiveChangesTests {
    @MainActor private final class Streams {
        var byInput: [String: FakeStream<ItemChange<ModelRow>>] = [:]
        var asked: [String] = []
        func stream(_ input: String) -> FakeStream<ItemChange<ModelRow>> {
            if let stream = byInput[input] { return stream }
            let stream = FakeStream<ItemChange<ModelRow>>()
            byInput[input] = stream
            return stream
        }
        func subscribe(_ input: String) -> AsyncStream<ItemChange<ModelRow>> {
            asked.append(input)
            return stream(input).subscribe()
        }
    }

    @MainActor private final class Heard {
        var changes: [String] = []
    }

    private func row(_ id: Int, _ value: Int = 0) -> ModelRow { ModelRow(id: id, value: value) }
    private let id: (ModelRow) -> AnyHashable = { AnyHashable($0.id) }

    private func live(_ streams: Streams) -> InputLiveChanges<String, ItemChange<ModelRow>> {
        InputLiveChanges { input in streams.subscribe(input) }
    }

    private func observe(_ live: InputLiveChanges<String, ItemChange<ModelRow>>, into heard: Heard) -> Task<Void, Never> {
        Task { await live.observe { change, input in
            if case .insert(let item) = change { heard.changes.append("\(input):\(item.id)") }
        } }
    }

    @Test func aNewInputsStreamStartsAtOnceAndTheOldOnesEnds() async {
        let streams = Streams(), heard = Heard()
        let live = live(streams)
        live.follow(["a"])
        #expect(streams.asked.isEmpty, "nothing is asked before the view observes")
        let task = observe(live, into: heard)
        await streams.stream("a").untilSubscribed()
        streams.stream("a").send(.insert(row(1)))
        #expect(await until { heard.changes == ["a:1"] })

        live.follow(["b"])
        #expect(streams.asked == ["a", "b"], "the new input's stream is asked synchronously, before its request")
        await streams.stream("a").untilNoSubscription()
        #expect(streams.stream("a").cancelledSubscriptionCount == 1)
        streams.stream("b").send(.insert(row(2)))
        #expect(await until { heard.changes == ["a:1", "b:2"] })
        task.cancel()
        await task.value
        await streams.stream("b").untilNoSubscription()
        #expect(live.listenedInputs.isEmpty)
    }

    @Test func theInputShownAndTheInputLoadingAreBothHeardEachOnce() async {
        let streams = Streams(), heard = Heard()
        let live = live(streams)
        let task = observe(live, into: heard)
        live.follow(["a", "a"])
        await streams.stream("a").untilSubscribed()
        live.follow(["a", "b"])
        #expect(streams.asked == ["a", "b"], "a's stream stays open: it is not asked again")
        streams.stream("a").send(.insert(row(1)))
        streams.stream("b").send(.insert(row(2)))
        #expect(await until { heard.changes.sorted() == ["a:1", "b:2"] })
        live.follow(["b"])
        await streams.stream("a").untilNoSubscription()
        #expect(live.listenedInputs == ["b"])
        task.cancel()
        await task.value
    }

    @Test func observingAgainTakesOverAndNoChangeIsHeardTwice() async {
        let streams = Streams(), heard = Heard()
        let live = live(streams)
        live.follow(["a"])
        let first = observe(live, into: heard)
        await streams.stream("a").untilSubscribed()
        let second = observe(live, into: heard)
        await first.value
        await streams.stream("a").untilSubscribed(times: 2)
        #expect(await until { streams.stream("a").openSubscriptionCount == 1 })
        streams.stream("a").send(.insert(row(1)))
        #expect(await until { heard.changes == ["a:1"] })
        await settle()
        #expect(heard.changes == ["a:1"], "one stream at a time")
        second.cancel()
        await second.value
        await streams.stream("a").untilNoSubscription()
    }

    @Test func noInputHearsNothingAndCancellingBeforeAnyInputEndsQuietly() async {
        let streams = Streams(), heard = Heard()
        let live = live(streams)
        let task = observe(live, into: heard)
        live.follow([])
        await settle()
        #expect(streams.asked.isEmpty)
        task.cancel()
        await task.value
        live.follow(["a"])
        #expect(streams.asked.isEmpty, "no stream opens once observing ended")
    }

    // MARK: - On a screen

    private func screen(kept: Int = 0, keep: Bool = false) -> ScreenContent<ModelState, String> {
        var rules = ContentRules<ModelState, String>(tracksInput: true, keepsContentOnInputChange: keep)
        rules.keptInputs = kept
        let screen = ScreenContent<ModelState, String>(feedback: nil, rules: rules)
        screen.cause = { _ in .boom }
        screen.identities = { $0.map { AnyHashable($0.id) } }
        return screen
    }

    private func observe(_ live: InputLiveChanges<String, ItemChange<ModelRow>>, on screen: ScreenContent<ModelState, String>) -> Task<Void, Never> {
        Task { await live.observe { [id] change, input in screen.apply(change, for: input, id: id, insertsAtStart: true) } }
    }

    @Test func aChangeWhileTheNewInputLoadsOverTheOldContentGoesToTheNewContentOnly() async throws {
        let streams = Streams()
        let live = live(streams)
        let screen = screen(keep: true)
        screen.follow(live)
        let observing = observe(live, on: screen)
        #expect(await screen.loadInitial("a") { _ in [self.row(1)] } == .succeeded)
        await streams.stream("a").untilSubscribed()

        let held = HeldReply<[ModelRow]>(whenCancelled: .throwsCancellationError)
        let loading = Task { await screen.loadInitial("b") { _ in try await held.wait() } }
        #expect(await until { held.isWaiting })
        #expect(streams.asked == ["a", "b"], "b's stream was asked before its request")
        streams.stream("b").send(.insert(row(20)))
        streams.stream("a").send(.insert(row(10)))
        #expect(await until { screen.state == .ideal([row(10), row(1)]) }, "a's change shows on a's content, still shown")
        await settle()
        #expect(screen.state == .ideal([row(10), row(1)]), "b's change is not applied to a's content")
        _ = held.resume(with: .success([row(2)]))
        #expect(await loading.value == .succeeded)
        #expect(screen.state == .ideal([row(20), row(2)]), "b's change heard while it loaded is replayed onto its answer")
        await streams.stream("a").untilNoSubscription()
        streams.stream("b").send(.insert(row(21)))
        #expect(await until { screen.state == .ideal([row(21), row(20), row(2)]) })
        observing.cancel()
        await observing.value
        #expect(screen.lastError == nil, "a cancelled observation raises nothing")
    }

    @Test func aLateChangeOfAnOldInputNeverReachesTheNewContent() async {
        let screen = screen()
        let live = live(Streams())
        screen.follow(live)
        #expect(await screen.loadInitial("b") { _ in [self.row(2)] } == .succeeded)
        screen.apply(.insert(row(10)), for: "a", id: id, insertsAtStart: true)
        #expect(screen.state == .ideal([row(2)]))
        screen.apply(.remove(id: 2), for: "b", id: id, insertsAtStart: true)
        #expect(screen.state == .empty)
    }

    @Test func theLoadingStateOfANewInputHearsOnlyThatInput() async {
        let streams = Streams()
        let live = live(streams)
        let screen = screen()
        screen.follow(live)
        let observing = observe(live, on: screen)
        #expect(await screen.loadInitial("a") { _ in [self.row(1)] } == .succeeded)
        let held = HeldReply<[ModelRow]>(whenCancelled: .throwsCancellationError)
        let loading = Task { await screen.loadInitial("b") { _ in try await held.wait() } }
        #expect(await until { held.isWaiting })
        #expect(screen.state == .loading)
        streams.stream("a").send(.insert(row(10)))
        streams.stream("b").send(.insert(row(20)))
        await settle()
        _ = held.resume(with: .success([row(2)]))
        #expect(await loading.value == .succeeded)
        #expect(screen.state == .ideal([row(20), row(2)]))
        observing.cancel()
        await observing.value
    }

    @Test func contentKeptForAnotherInputShowsAtOnceStaleAndLoadsAgain() async {
        let streams = Streams()
        let live = live(streams)
        let screen = screen(kept: 2)
        screen.follow(live)
        var asked: [String] = []
        let load: @MainActor (String) async throws -> [ModelRow] = { input in
            asked.append(input)
            return input == "a" ? [self.row(1, asked.count)] : [self.row(2)]
        }
        #expect(await screen.loadInitial("a", load) == .succeeded)
        #expect(await screen.loadInitial("b", load) == .succeeded)
        let held = HeldReply<[ModelRow]>(whenCancelled: .throwsCancellationError)
        let back = Task { await screen.loadInitial("a") { _ in try await held.wait() } }
        #expect(await until { held.isWaiting })
        #expect(screen.state == .ideal([row(1, 1)]), "a's kept content shows at once")
        #expect(screen.isStale, "marked stale: it heard no change while b showed")
        #expect(screen.shownInput == "a")
        _ = held.resume(with: .success([row(1, 9)]))
        #expect(await back.value == .succeeded)
        #expect(screen.state == .ideal([row(1, 9)]))
        #expect(!screen.isStale)
    }

    @Test func keptContentWhoseReloadFailsStaysStale() async {
        let screen = screen(kept: 2)
        screen.follow(live(Streams()))
        #expect(await screen.loadInitial("a") { _ in [self.row(1)] } == .succeeded)
        #expect(await screen.loadInitial("b") { _ in [self.row(2)] } == .succeeded)
        #expect(await screen.loadInitial("a") { _ in throw ModelBoom(number: 1) } == .failed)
        #expect(screen.state == .ideal([row(1)]), "the kept content stays")
        #expect(screen.isStale)
        #expect(await screen.appear("a") { _ in [self.row(1, 5)] } == .succeeded, "appearing again loads it")
        #expect(screen.state == .ideal([row(1, 5)]))
    }

    @Test func keepInputsWithoutFollowingShowsKeptContentAsBefore() async {
        let screen = screen(kept: 2)
        #expect(await screen.loadInitial("a") { _ in [self.row(1)] } == .succeeded)
        #expect(await screen.loadInitial("b") { _ in [self.row(2)] } == .succeeded)
        var asked = 0
        #expect(await screen.loadInitial("a") { _ in asked += 1; return [] } == .succeeded)
        #expect(asked == 0)
        #expect(!screen.isStale)
    }
}
