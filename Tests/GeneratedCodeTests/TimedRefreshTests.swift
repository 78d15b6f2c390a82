// Drives the timed refresh of the generated FollowingViewModel (Specs/Following.yaml: every 60 s,
// on returning to the foreground, after 300 s away) in virtual time, with a clock the test
// advances and app activity it reports by hand.

import StateSpecRuntime
import Testing
import StateSpecTestSupport

@MainActor
@Suite("Timed refresh")
struct TimedRefreshTests {
    let clock = TestClock()
    let activity = ManualAppActivity()
    let feedback = FeedbackRecorder()

    /// A view model showing statuses 1…3, with `keepFresh()` running and its poll waiting.
    private func shown(_ loader: FakeFollowingLoader) async throws -> (FollowingViewModel, Task<Void, Never>) {
        await loader.initial.enqueue(.success(timeline(1...3)))
        let vm = FollowingViewModel(loader: loader, feedback: feedback, onEvent: { _ in }, clock: clock, activity: activity)
        try #require(await vm.appear() == .succeeded)
        let fresh = Task { await vm.keepFresh() }
        try #require(await eventually { clock.sleeping == 1 && activity.listenerCount == 1 })
        return (vm, fresh)
    }

    /// Moves the clock on by `seconds` and lets the view model react.
    private func advance(_ seconds: Int) async {
        clock.advance(by: .seconds(seconds))
        await settle()
    }

    @Test func pollsEveryMinuteWhileShown() async throws {
        let loader = FakeFollowingLoader(refresh: [.success(newest(4...4)), .success(newest(5...5))])
        let (vm, fresh) = try await shown(loader)
        await advance(59)
        #expect(await loader.refreshes.callCount == 0)
        await advance(1)
        #expect(await eventually { vm.state == .ideal(timeline(1...4)) })
        #expect(await eventually { clock.sleeping == 1 }, "the next poll waits")
        await advance(60)
        #expect(await eventually { vm.state == .ideal(timeline(1...5)) })
        #expect(await loader.refreshes.callCount == 2)
        fresh.cancel()
        await fresh.value
    }

    @Test func aPollDuringAPullIsSkippedNotOverlapped() async throws {
        let loader = FakeFollowingLoader(refresh: [.suspend, .success(newest(5...5))])
        let (vm, fresh) = try await shown(loader)
        let pull = Task { await vm.refresh() }
        try await waitUntilSuspended(loader.refreshes)

        await advance(60)
        #expect(await eventually { clock.sleeping == 1 }, "the poll came due, was skipped, and waits for the next")
        #expect(await loader.refreshes.callCount == 1, "no second request over the pull")
        #expect(await loader.refreshes.isSuspended(1), "the pull was not interrupted")

        await loader.refreshes.resume(call: 1, with: .success(newest(4...4)))
        #expect(await pull.value == .succeeded)
        #expect(vm.state == .ideal(timeline(1...4)))
        await advance(60)
        #expect(await eventually { vm.state == .ideal(timeline(1...5)) }, "the next poll runs")
        fresh.cancel()
        await fresh.value
    }

    @Test func aPollDuringAPageLoadLeavesThePageLoadAlone() async throws {
        let loader = FakeFollowingLoader(more: [.suspend])
        let (vm, fresh) = try await shown(loader)
        let page = Task { await vm.loadMore() }
        try await waitUntilSuspended(loader.more)
        await advance(60)
        #expect(await loader.refreshes.callCount == 0)
        #expect(await loader.more.isSuspended(1), "a poll does not supersede the page load as a pull would")
        await loader.more.resume(call: 1, with: .success(Page(items: timeline(-1...0), hasMore: false)))
        #expect(await page.value == .succeeded)
        #expect(vm.state == .ideal(timeline(-1...3)))
        fresh.cancel()
        await fresh.value
    }

    @Test func aPollCancelledWithTheViewIsNoError() async throws {
        let loader = FakeFollowingLoader(refresh: [.suspend])
        let (vm, fresh) = try await shown(loader)
        await advance(60)
        try await waitUntilSuspended(loader.refreshes)
        #expect(vm.isRefreshing)

        fresh.cancel()
        await fresh.value
        try await waitUntilCancelled(loader.refreshes)
        #expect(!vm.isRefreshing)
        #expect(vm.lastError == nil)
        #expect(feedback.shown.isEmpty)
        #expect(vm.state == .ideal(timeline(1...3)))
        #expect(clock.sleeping == 0, "nothing polls once the view is gone")
        #expect(await eventually { activity.listenerCount == 0 }, "the view model stopped listening to the app's activity")
    }

    @Test func failingPollsRaiseTheirMessageOnceUntilASuccess() async throws {
        let loader = FakeFollowingLoader(refresh: [.failure(.offline), .failure(.offline), .failure(.offline),
                                                   .success(newest(4...4)), .failure(.offline)])
        let (vm, fresh) = try await shown(loader)
        await advance(60)
        #expect(await eventually { await loader.refreshes.callCount == 1 })
        #expect(await eventually { feedback.keys == ["Following.refreshFailed"] })
        await advance(60)
        #expect(await eventually { await loader.refreshes.callCount == 2 })
        await settle()
        #expect(feedback.keys == ["Following.refreshFailed"], "a second silent poll offline raises nothing")
        #expect(vm.lastError != nil)

        #expect(await vm.refresh() == .failed)
        #expect(feedback.keys == ["Following.refreshFailed", "Following.refreshFailed"], "a pull someone asked for always says it failed")

        await advance(60)
        #expect(await eventually { vm.state == .ideal(timeline(1...4)) })
        await advance(60)
        #expect(await eventually { await loader.refreshes.callCount == 5 })
        #expect(await eventually { feedback.keys.count == 3 }, "after a success, the next failure says so again")
        fresh.cancel()
        await fresh.value
    }

    @Test func returningToTheForegroundRefreshesAndBackgroundPausesPolling() async throws {
        let loader = FakeFollowingLoader(refresh: [.success(newest(4...4))])
        let (vm, fresh) = try await shown(loader)
        activity.report(.background)
        await settle()
        await advance(60)
        #expect(await loader.refreshes.callCount == 0, "no poll while the app is in the background")
        activity.report(.foreground)
        #expect(await eventually { vm.state == .ideal(timeline(1...4)) })
        #expect(await loader.refreshes.callCount == 1)
        fresh.cancel()
        await fresh.value
    }

    @Test func comingBackAfterTimeAwayRefreshes() async throws {
        let loader = FakeFollowingLoader(refresh: [.success(newest(4...4))])
        let (vm, first) = try await shown(loader)
        first.cancel()
        await first.value

        await advance(299)
        let soon = Task { await vm.keepFresh() }
        #expect(await eventually { clock.sleeping == 1 })
        #expect(await loader.refreshes.callCount == 0, "299 s away is not long enough")
        soon.cancel()
        await soon.value

        await advance(300)
        let later = Task { await vm.keepFresh() }
        #expect(await eventually { vm.state == .ideal(timeline(1...4)) }, "300 s away refreshes on coming back")
        later.cancel()
        await later.value
    }

    @Test func noTimedRefreshBeforeTheFirstLoad() async throws {
        let loader = FakeFollowingLoader(initial: [.failure(.server)])
        let vm = FollowingViewModel(loader: loader, feedback: feedback, onEvent: { _ in }, clock: clock, activity: activity)
        #expect(await vm.appear() == .failed)
        let fresh = Task { await vm.keepFresh() }
        #expect(await eventually { clock.sleeping == 1 })
        await advance(60)
        #expect(await loader.refreshes.callCount == 0, "the error state waits for Retry")
        fresh.cancel()
        await fresh.value
    }
}

/// Downloads polls every 10 s and fails into the partial state: no app activity, no message.
@MainActor
@Suite("Timed refresh into the partial state")
struct TimedPartialRefreshTests {
    let clock = TestClock()

    @Test func aFailedPollShowsThePartialStateAndTheNextOneRecovers() async throws {
        let loader = FakeDownloadsLoader(initial: [.success(downloads(1...2))],
                                         refresh: [.failure(.offline), .success(downloads(2...3))])
        let vm = DownloadsViewModel(loader: loader, feedback: FeedbackRecorder(), onEvent: { _ in }, clock: clock)
        #expect(await vm.appear() == .succeeded)
        let fresh = Task { await vm.keepFresh() }
        #expect(await eventually { clock.sleeping == 1 })
        clock.advance(by: .seconds(10))
        #expect(await eventually { vm.state == .partial(downloads(1...2), .other) })
        #expect(await eventually { clock.sleeping == 1 })
        clock.advance(by: .seconds(10))
        #expect(await eventually { vm.state == .ideal(downloads(2...3)) }, "a poll refreshes the partial state's content too")
        fresh.cancel()
        await fresh.value
    }
}
