// Drives the generated ComingBackViewModel (Specs/ComingBack.yaml: polls every 60 s; refreshes
// when the app comes back after 120 s away, and when the view is shown again only once a
// `mark-changed` signal marked the posts) through its generated fake, in virtual time: every
// return goes through `keepFresh()`, never over another call, its failures told once.

import StateSpecRuntime
import StateSpecTesting
import StateSpecTestSupport
import Testing

@MainActor
@Suite("Refreshing on the returns on-return names")
struct ComingBackTests {
    let clock = TestClock()
    let activity = ManualAppActivity()
    let feedback = FeedbackRecorder()
    let loader = ComingBackLoaderFake()

    private func viewModel() -> ComingBackViewModel {
        ComingBackViewModel(loader: loader, feedback: feedback, onEvent: { _ in }, clock: clock, activity: activity)
    }

    /// A view model showing posts 1…3, with `keepFresh()` running and its poll waiting.
    private func shown() async throws -> (ComingBackViewModel, Task<Void, Never>) {
        loader.loadInitialCall.script(.value(timeline(1...3)))
        let vm = viewModel()
        try #require(await vm.appear() == .succeeded)
        let fresh = try await keptFresh(vm)
        return (vm, fresh)
    }

    private func keptFresh(_ vm: ComingBackViewModel) async throws -> Task<Void, Never> {
        let fresh = Task { await vm.keepFresh() }
        try #require(await eventually { clock.sleeping == 1 && activity.listenerCount == 1 })
        return fresh
    }

    private func leave(_ fresh: Task<Void, Never>) async {
        fresh.cancel()
        await fresh.value
    }

    @Test func theAppBackAfterLongEnoughRefreshesAndSoonerDoesNot() async throws {
        let (vm, fresh) = try await shown()
        await appAway(activity, clock, 30)
        #expect(loader.refreshCall.callCount == 0, "30 s away is not 120")
        await appAway(activity, clock, 120)
        await loader.refreshCall.untilHeld()
        try loader.refreshCall.release(with: timeline(1...4))
        #expect(await eventually { vm.state == .ideal(timeline(1...4)) })
        #expect(loader.refreshCall.callCount == 1)
        await leave(fresh)
    }

    @Test func theViewBackRefreshesOnlyOnceMarkedAndTheAppBackDoesNotReadTheMark() async throws {
        let (vm, first) = try await shown()
        await leave(first)
        // Back without a signal: nothing.
        let second = try await keptFresh(vm)
        #expect(loader.refreshCall.callCount == 0)
        // A signal while shown marks the posts; the app back soon after is no return this condition names.
        loader.draftsChangedStream.send(())
        #expect(await eventually { vm.isOutOfDate })
        await appAway(activity, clock, 10)
        #expect(loader.refreshCall.callCount == 0, "the marked condition is about the view, not the app")
        await leave(second)
        // The view shown again: one refresh, which clears the mark.
        let third = Task { await vm.keepFresh() }
        await loader.refreshCall.untilHeld()
        try loader.refreshCall.release(with: timeline(1...5))
        #expect(await eventually { vm.state == .ideal(timeline(1...5)) && !vm.isOutOfDate })
        await leave(third)
        let fourth = try await keptFresh(vm)
        #expect(loader.refreshCall.callCount == 1, "the mark is spent")
        await leave(fourth)
    }

    @Test func aReturnDuringAPollOrAPullRunsNoSecondRequest() async throws {
        let (vm, fresh) = try await shown()
        clock.advance(by: .seconds(60))
        await loader.refreshCall.untilHeld()
        await appAway(activity, clock, 120)
        #expect(loader.refreshCall.callCount == 1, "the return found the poll running and let it be")
        try loader.refreshCall.release(with: timeline(1...4))
        #expect(await eventually { vm.state == .ideal(timeline(1...4)) })

        let pull = Task { await vm.refresh() }
        await loader.refreshCall.untilHeld()
        await appAway(activity, clock, 200)
        #expect(loader.refreshCall.callCount == 2, "nor over a pull")
        #expect(loader.refreshCall.isHeld(call: 2), "the pull was not interrupted")
        try loader.refreshCall.release(with: timeline(1...5))
        #expect(await pull.value == .succeeded)
        await leave(fresh)
    }

    @Test func aReturnBeforeTheFirstLoadLandedWaitsForIt() async throws {
        loader.cachedContentCall.script(.value(timeline(1...2)))
        let vm = viewModel()
        let appear = Task { await vm.appear() }
        await loader.loadInitialCall.untilHeld()
        #expect(vm.state == .ideal(timeline(1...2)), "the stored posts show while the first load runs")
        let fresh = try await keptFresh(vm)
        await appAway(activity, clock, 300)
        #expect(loader.refreshCall.callCount == 0, "no refresh over the first load")
        try loader.loadInitialCall.release(with: timeline(1...3))
        #expect(await appear.value == .succeeded)
        #expect(vm.state == .ideal(timeline(1...3)))
        await leave(fresh)
    }

    @Test func aReturnCancelledWhileRefreshingIsNoError() async throws {
        let (vm, fresh) = try await shown()
        await appAway(activity, clock, 120)
        await loader.refreshCall.untilHeld()
        await leave(fresh)
        await loader.refreshCall.untilCancelled(call: 1)
        #expect(await eventually { !vm.isRefreshing })
        #expect(vm.lastError == nil)
        #expect(feedback.shown.isEmpty)
        #expect(vm.state == .ideal(timeline(1...3)))
        #expect(await eventually { activity.listenerCount == 0 }, "nothing listens once the view is gone")
    }

    @Test func failuresAcrossReturnsAndPollsAreToldOnce() async throws {
        loader.refreshCall.script(.failure(FakeError.offline), .failure(FakeError.offline), .failure(FakeError.offline))
        let (vm, fresh) = try await shown()
        await appAway(activity, clock, 120)
        #expect(await eventually { loader.refreshCall.callCount == 1 })
        #expect(await eventually { feedback.keys == ["ComingBack.refreshFailed"] })
        clock.advance(by: .seconds(60))
        #expect(await eventually { loader.refreshCall.callCount == 2 })
        await appAway(activity, clock, 150)
        #expect(await eventually { loader.refreshCall.callCount == 3 })
        await settle()
        #expect(feedback.keys == ["ComingBack.refreshFailed"], "one run of failures, one message")
        #expect(vm.lastError != nil)
        #expect(vm.state == .ideal(timeline(1...3)), "the posts stay")
        await leave(fresh)
    }
}
