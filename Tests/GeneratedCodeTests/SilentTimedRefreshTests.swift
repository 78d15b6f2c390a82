// Drives the silent timed refresh of the generated QuietFollowingViewModel
// (Specs/QuietFollowing.yaml: Following's timeline with `timed: silent`, without
// a return from the app) in virtual time: its
// polls run unseen, and a pull beside one is shown and told as always.

import StateSpecRuntime
import Testing
import StateSpecTestSupport

/// Following's fake serves the quiet timeline too: the loader protocols ask the same, and one
/// signal more.
extension FakeFollowingLoader: QuietFollowingLoader {
    @MainActor func filtersChanged() -> AsyncStream<Void> { filterSignal.values() }
}

@MainActor
@Suite("Silent timed refresh")
struct SilentTimedRefreshTests {
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

    /// Moves the clock past the next poll and waits until the poll's request is suspended.
    private func pollComesDue(_ loader: FakeFollowingLoader, call: Int = 1) async throws {
        clock.advance(by: .seconds(60))
        try await waitUntilSuspended(loader.refreshes, call: call)
    }

    @Test func aPollRunsUnseenAndItsPostsArriveUnread() async throws {
        let loader = FakeFollowingLoader(refresh: [.suspend])
        let (vm, fresh) = try await shown(loader)
        try await pollComesDue(loader)
        #expect(!vm.isRefreshing, "no spinner for a refresh nobody asked for")

        await loader.refreshes.resume(call: 1, with: .success(newest(4...5)))
        #expect(await eventually { vm.state == .ideal(timeline(1...5)) })
        #expect(vm.unreadCount == 2, "the new posts wait above the reading position")
        fresh.cancel()
        await fresh.value
    }

    @Test func failingPollsKeepTheContentAndRaiseNothing() async throws {
        let loader = FakeFollowingLoader(refresh: [.failure(.offline), .failure(.offline), .failure(.offline)])
        let (vm, fresh) = try await shown(loader)
        clock.advance(by: .seconds(60))
        #expect(await eventually { await loader.refreshes.callCount == 1 })
        #expect(await eventually { clock.sleeping == 1 })
        clock.advance(by: .seconds(60))
        #expect(await eventually { await loader.refreshes.callCount == 2 })
        await settle()
        #expect(feedback.shown.isEmpty, "no message and so no haptic, not even for the first failure")
        #expect(vm.lastError != nil, "the failure is kept for logging")
        #expect(vm.state == .ideal(timeline(1...3)))

        #expect(await vm.refresh() == .failed)
        #expect(feedback.keys == ["QuietFollowing.refreshFailed"], "a pull always says it failed")
        fresh.cancel()
        await fresh.value
    }

    @Test func aPullDuringASilentPollJoinsItAndShowsTheSpinner() async throws {
        let loader = FakeFollowingLoader(refresh: [.suspend])
        let (vm, fresh) = try await shown(loader)
        try await pollComesDue(loader)
        let pull = Task { await vm.refresh() }
        #expect(await eventually { vm.isRefreshing }, "the pull shows its spinner")
        #expect(await loader.refreshes.callCount == 1, "the pull joins the poll's request")

        await loader.refreshes.resume(call: 1, with: .success(newest(4...4)))
        #expect(await pull.value == .succeeded, "and gets its result")
        #expect(vm.state == .ideal(timeline(1...4)))
        #expect(!vm.isRefreshing)
        fresh.cancel()
        await fresh.value
    }

    @Test func aPullThatJoinedAFailingPollIsToldItFailed() async throws {
        let loader = FakeFollowingLoader(refresh: [.suspend])
        let (vm, fresh) = try await shown(loader)
        try await pollComesDue(loader)
        let pull = Task { await vm.refresh() }
        #expect(await eventually { vm.isRefreshing })
        await loader.refreshes.resume(call: 1, with: .failure(.offline))
        #expect(await pull.value == .failed)
        #expect(feedback.keys == ["QuietFollowing.refreshFailed"])
        #expect(vm.state == .ideal(timeline(1...3)))
        fresh.cancel()
        await fresh.value
    }

    @Test func aLiveUpdateDuringASilentPollIsKept() async throws {
        let loader = FakeFollowingLoader(refresh: [.suspend])
        let (vm, fresh) = try await shown(loader)
        let observing = Task { await vm.observeChanges() }
        #expect(await eventually { loader.feed.subscriptions == 1 })
        try await pollComesDue(loader)
        loader.feed.send(.replace(statuses(2...2)[0].with(text: "edited")))
        #expect(await eventually { vm.state.content?.first { $0.id == 2 }?.text == "edited" })

        await loader.refreshes.resume(call: 1, with: .success(newest(2...4)))
        #expect(await eventually { vm.state.content?.map(\.id) == [4, 3, 2, 1] })
        #expect(vm.state.content?.first { $0.id == 2 }?.text == "edited", "the change made while the poll ran stays")
        observing.cancel()
        fresh.cancel()
        await fresh.value
    }

    @Test func aPageLoadWaitsForASilentPollAndThenRuns() async throws {
        let loader = FakeFollowingLoader(refresh: [.suspend], more: [.success(Page(items: timeline(-1...0), hasMore: false))])
        let (vm, fresh) = try await shown(loader)
        try await pollComesDue(loader)
        let page = Task { await vm.loadMore() }
        await settle()
        #expect(await loader.more.callCount == 0, "a page load queues behind the refresh")
        await loader.refreshes.resume(call: 1, with: .success(newest(4...4)))
        #expect(await page.value == .succeeded)
        #expect(vm.state == .ideal(timeline(-1...4)))
        fresh.cancel()
        await fresh.value
    }

    @Test func aSilentPollCancelledWithTheViewChangesNothing() async throws {
        let loader = FakeFollowingLoader(refresh: [.suspend])
        let (vm, fresh) = try await shown(loader)
        try await pollComesDue(loader)
        fresh.cancel()
        await fresh.value
        try await waitUntilCancelled(loader.refreshes)
        #expect(!vm.isRefreshing)
        #expect(vm.lastError == nil)
        #expect(feedback.shown.isEmpty)
        #expect(vm.state == .ideal(timeline(1...3)))
    }

    @Test func returningToTheForegroundAfterTimeAwayRefreshesSilently() async throws {
        let loader = FakeFollowingLoader(refresh: [.suspend])
        let (vm, fresh) = try await shown(loader)
        activity.report(.background)
        await settle()
        clock.advance(by: .seconds(300))
        await settle()
        activity.report(.foreground)
        try await waitUntilSuspended(loader.refreshes)
        #expect(!vm.isRefreshing)
        await loader.refreshes.resume(call: 1, with: .failure(.offline))
        await settle()
        #expect(feedback.shown.isEmpty)
        fresh.cancel()
        await fresh.value
    }
}
