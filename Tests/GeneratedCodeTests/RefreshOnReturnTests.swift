// Drives the `mark-changed` signal of the generated QuietFollowingViewModel
// (Specs/QuietFollowing.yaml: `filtersChanged`): a signal marks the timeline out of date, heard
// even while the screen is away, and the screen refreshes when it comes back only if one came.

import StateSpecRuntime
import Testing
import StateSpecTestSupport

@MainActor
@Suite("Refresh on return after a signal")
struct RefreshOnReturnTests {
    let clock = TestClock()
    let activity = ManualAppActivity()
    let feedback = FeedbackRecorder()

    /// A view model showing statuses 1…3, with `keepFresh()` running and its poll waiting.
    private func shown(_ loader: FakeFollowingLoader) async throws -> (QuietFollowingViewModel, Task<Void, Never>) {
        await loader.initial.enqueue(.success(timeline(1...3)))
        let vm = QuietFollowingViewModel(loader: loader, feedback: feedback, onEvent: { _ in }, clock: clock, activity: activity)
        try #require(await vm.appear() == .succeeded)
        let fresh = Task { await vm.keepFresh() }
        try #require(await eventually { clock.sleeping == 1 && activity.listenerCount == 1 })
        return (vm, fresh)
    }

    /// The view goes away: its `keepFresh()` task is cancelled.
    private func leave(_ fresh: Task<Void, Never>) async {
        fresh.cancel()
        await fresh.value
    }

    /// The view comes back, ten seconds later (well short of `after: 300`).
    private func comeBack(_ vm: QuietFollowingViewModel) async -> Task<Void, Never> {
        clock.advance(by: .seconds(10))
        let fresh = Task { await vm.keepFresh() }
        await settle()
        return fresh
    }

    @Test func aSignalWhileAwayRefreshesOnceOnComingBack() async throws {
        let loader = FakeFollowingLoader(refresh: [.success(newest(4...4))])
        let (vm, fresh) = try await shown(loader)
        await leave(fresh)
        loader.filterSignal.send()
        #expect(await eventually { vm.isOutOfDate }, "heard while the view is away")
        #expect(await loader.refreshes.callCount == 0, "nothing loads at once")

        let back = await comeBack(vm)
        #expect(await eventually { vm.state == .ideal(timeline(1...4)) })
        #expect(!vm.isOutOfDate)
        await leave(back)

        let again = await comeBack(vm)
        await settle()
        #expect(await loader.refreshes.callCount == 1, "no signal since: coming back does nothing")
        await leave(again)
    }

    @Test func comingBackWithoutASignalDoesNothing() async throws {
        let loader = FakeFollowingLoader()
        let (vm, fresh) = try await shown(loader)
        await leave(fresh)
        let back = await comeBack(vm)
        await settle()
        #expect(await loader.refreshes.callCount == 0)
        #expect(!vm.isOutOfDate)
        await leave(back)
    }

    @Test func aSignalWhileShownWaitsForTheAppToReturn() async throws {
        let loader = FakeFollowingLoader(refresh: [.suspend])
        let (vm, fresh) = try await shown(loader)
        loader.filterSignal.send()
        #expect(await eventually { vm.isOutOfDate })
        await settle()
        #expect(await loader.refreshes.callCount == 0, "the screen shown does not reload under the user")

        activity.report(.background)
        await settle()
        activity.report(.foreground)
        try await waitUntilSuspended(loader.refreshes)
        #expect(!vm.isRefreshing, "a refresh nobody asked for, silent as the spec says")
        await loader.refreshes.resume(call: 1, with: .success(newest(4...4)))
        #expect(await eventually { !vm.isOutOfDate })
        await leave(fresh)
    }

    @Test func aRefreshThatStartedBeforeTheSignalLeavesTheMark() async throws {
        let loader = FakeFollowingLoader(refresh: [.suspend, .suspend])
        let (vm, fresh) = try await shown(loader)
        let pull = Task { await vm.refresh() }
        try await waitUntilSuspended(loader.refreshes)
        loader.filterSignal.send()
        #expect(await eventually { vm.isOutOfDate })
        await loader.refreshes.resume(call: 1, with: .success(newest(4...4)))
        #expect(await pull.value == .succeeded)
        #expect(vm.isOutOfDate, "its request went out before the change")

        let second = Task { await vm.refresh() }
        try await waitUntilSuspended(loader.refreshes, call: 2)
        await loader.refreshes.resume(call: 2, with: .success(newest(5...5)))
        #expect(await second.value == .succeeded)
        #expect(!vm.isOutOfDate, "a refresh that started after the signal has the change")
        await leave(fresh)
    }

    @Test func aFailedOrCancelledRefreshOnReturnKeepsTheMark() async throws {
        let loader = FakeFollowingLoader(refresh: [.failure(.offline), .suspend, .success(newest(4...4))])
        let (vm, fresh) = try await shown(loader)
        await leave(fresh)
        loader.filterSignal.send()
        #expect(await eventually { vm.isOutOfDate })

        let failing = await comeBack(vm)
        #expect(await eventually { await loader.refreshes.callCount == 1 })
        await settle()
        #expect(vm.isOutOfDate, "a failed refresh loaded nothing")
        #expect(feedback.shown.isEmpty, "silent")
        await leave(failing)

        let cancelled = await comeBack(vm)
        try await waitUntilSuspended(loader.refreshes, call: 2)
        await leave(cancelled)
        try await waitUntilCancelled(loader.refreshes, call: 2)
        #expect(vm.isOutOfDate, "a cancelled refresh changes nothing")
        #expect(vm.lastError != nil && vm.state == .ideal(timeline(1...3)))

        let last = await comeBack(vm)
        #expect(await eventually { vm.state == .ideal(timeline(1...4)) })
        #expect(!vm.isOutOfDate)
        await leave(last)
    }

    @Test func afterAwayAndASignalRefreshOnce() async throws {
        let loader = FakeFollowingLoader(refresh: [.success(newest(4...4))])
        let (vm, fresh) = try await shown(loader)
        await leave(fresh)
        loader.filterSignal.send()
        clock.advance(by: .seconds(300))
        let back = Task { await vm.keepFresh() }
        #expect(await eventually { vm.state == .ideal(timeline(1...4)) })
        await settle()
        #expect(await loader.refreshes.callCount == 1, "one refresh for both reasons")
        await leave(back)
    }

    @Test func theViewModelStopsListeningWhenReleased() async throws {
        let loader = FakeFollowingLoader(initial: [.success(timeline(1...3))])
        var vm: QuietFollowingViewModel? = QuietFollowingViewModel(loader: loader, feedback: feedback, onEvent: { _ in },
                                                                   clock: clock, activity: activity)
        #expect(await eventually { loader.filterSignal.listenerCount == 1 })
        _ = vm
        vm = nil
        #expect(await eventually { loader.filterSignal.listenerCount == 0 })
    }
}
