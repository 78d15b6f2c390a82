// Drives the gaps and the unread count of the generated FollowingViewModel (Specs/Following.yaml):
// a refresh that brings the newest page leaves a gap above what was shown, gaps load beside
// paging and refreshes with their own flags, and new posts count as unread until their rows appear.

import StateSpecRuntime
import Testing
import StateSpecTestSupport

@MainActor
@Suite("Timeline gaps and unread count")
struct GapsAndUnreadTests {
    let feedback = FeedbackRecorder()

    /// A view model showing posts 3, 2, 1, refreshed to 12, 11, 10 with a gap below them.
    private func gapped(_ loader: FakeFollowingLoader) async throws -> (FollowingViewModel, TimelineGap) {
        await loader.initial.enqueue(.success(timeline(1...3)))
        await loader.refreshes.enqueue(.success(newest(10...12, hasMore: true)))
        let vm = FollowingViewModel(loader: loader, feedback: feedback, onEvent: { _ in }, clock: TestClock(), activity: ManualAppActivity())
        try #require(await vm.appear() == .succeeded)
        try #require(await vm.refresh() == .succeeded)
        let gap = try #require(vm.entries.compactMap { if case .gap(let gap) = $0 { gap } else { nil } }.first)
        return (vm, gap)
    }

    private func ids(_ entries: [TimelineEntry<Status>]) -> [String] {
        entries.map { entry in
            switch entry {
            case .item(let status): "\(status.id)"
            case .gap(let gap): gap.isLoading ? "gap…" : gap.failed ? "gap!" : "gap"
            }
        }
    }

    @Test func aRefreshThatDoesNotReachTheContentLeavesAGap() async throws {
        let (vm, _) = try await gapped(FakeFollowingLoader())
        #expect(vm.state == .ideal(timeline(10...12) + timeline(1...3)))
        #expect(ids(vm.entries) == ["12", "11", "10", "gap", "3", "2", "1"])
    }

    @Test func aRefreshThatReachesTheContentLeavesNoGap() async throws {
        let loader = FakeFollowingLoader(initial: [.success(timeline(1...3))], refresh: [.success(newest(3...5, hasMore: true))])
        let vm = FollowingViewModel(loader: loader, feedback: feedback, onEvent: { _ in }, clock: TestClock(), activity: ManualAppActivity())
        #expect(await vm.appear() == .succeeded)
        #expect(await vm.refresh() == .succeeded)
        #expect(ids(vm.entries) == ["5", "4", "3", "2", "1"])
    }

    @Test func aGapLoadsWhileAPageLoads() async throws {
        let loader = FakeFollowingLoader(more: [.suspend], gap: [.suspend])
        let (vm, gap) = try await gapped(loader)
        let page = Task { await vm.loadMore() }
        try await waitUntilSuspended(loader.more)
        let filling = Task { await vm.loadGap(gap) }
        try await waitUntilSuspended(loader.gaps)
        #expect(await loader.gaps.arguments == [GapRequest(newer: 10, older: 3)])
        #expect(ids(vm.entries) == ["12", "11", "10", "gap…", "3", "2", "1"])
        #expect(vm.isLoadingMore, "the page load goes on beside the gap")

        await loader.gaps.resume(call: 1, with: .success(Page(items: timeline(7...9), hasMore: false)))
        #expect(await filling.value == .succeeded)
        await loader.more.resume(call: 1, with: .success(Page(items: timeline(-1...0), hasMore: false)))
        #expect(await page.value == .succeeded)
        #expect(ids(vm.entries) == ["12", "11", "10", "9", "8", "7", "3", "2", "1", "0", "-1"])
    }

    @Test func aGapWithMoreMissingStaysBelowWhatLoaded() async throws {
        let loader = FakeFollowingLoader(gap: [.success(Page(items: timeline(8...9), hasMore: true)),
                                               .success(Page(items: timeline(4...7), hasMore: false))])
        let (vm, gap) = try await gapped(loader)
        #expect(await vm.loadGap(gap) == .succeeded)
        #expect(ids(vm.entries) == ["12", "11", "10", "9", "8", "gap", "3", "2", "1"])
        #expect(await vm.loadGap(gap) == .succeeded)
        #expect(await loader.gaps.arguments == [GapRequest(newer: 10, older: 3), GapRequest(newer: 8, older: 3)])
        #expect(ids(vm.entries) == ["12", "11", "10", "9", "8", "7", "6", "5", "4", "3", "2", "1"])
        #expect(await vm.loadGap(gap) == .skipped(.notNeeded), "a closed gap is gone")
    }

    @Test func aFailedGapSaysSoOnItsRowAndLoadsAgain() async throws {
        let loader = FakeFollowingLoader(gap: [.suspend, .success(Page(items: timeline(9...9), hasMore: false))])
        let (vm, gap) = try await gapped(loader)
        let filling = Task { await vm.loadGap(gap) }
        try await waitUntilSuspended(loader.gaps)
        #expect(await vm.loadGap(gap) == .skipped(.alreadyRunning), "a double tap")
        await loader.gaps.resume(call: 1, with: .failure(.offline))
        #expect(await filling.value == .failed)
        #expect(ids(vm.entries) == ["12", "11", "10", "gap!", "3", "2", "1"])
        #expect(feedback.keys == ["Following.gapFailed"])
        #expect(vm.lastError != nil)
        #expect(await vm.loadGap(gap) == .succeeded)
        #expect(ids(vm.entries) == ["12", "11", "10", "9", "3", "2", "1"])
    }

    @Test func aCancelledGapLoadIsNoFailure() async throws {
        let loader = FakeFollowingLoader(gap: [.suspend])
        let (vm, gap) = try await gapped(loader)
        let filling = Task { await vm.loadGap(gap) }
        try await waitUntilSuspended(loader.gaps)
        filling.cancel()
        #expect(await filling.value == .cancelled)
        #expect(ids(vm.entries) == ["12", "11", "10", "gap", "3", "2", "1"])
        #expect(feedback.shown.isEmpty)
        #expect(vm.lastError == nil)
    }

    @Test func aRefreshDuringAGapLoadKeepsBoth() async throws {
        let loader = FakeFollowingLoader(gap: [.suspend])
        let (vm, gap) = try await gapped(loader)
        let filling = Task { await vm.loadGap(gap) }
        try await waitUntilSuspended(loader.gaps)
        await loader.refreshes.enqueue(.success(newest(12...13)))
        #expect(await vm.refresh() == .succeeded)
        await loader.gaps.resume(call: 1, with: .success(Page(items: timeline(9...9), hasMore: false)))
        #expect(await filling.value == .succeeded)
        #expect(ids(vm.entries) == ["13", "12", "11", "10", "9", "3", "2", "1"])
    }

    @Test func aFirstLoadMakesAGapLoadingMoot() async throws {
        let loader = FakeFollowingLoader(gap: [.suspendIgnoringCancellation])
        let (vm, gap) = try await gapped(loader)
        let filling = Task { await vm.loadGap(gap) }
        try await waitUntilSuspended(loader.gaps)
        await loader.initial.enqueue(.success(timeline(20...21)))
        #expect(await vm.loadInitial() == .succeeded)
        await loader.gaps.resume(call: 1, with: .success(Page(items: timeline(9...9), hasMore: false)))
        #expect(await filling.value == .cancelled)
        #expect(ids(vm.entries) == ["21", "20"])
    }

    @Test func postsARefreshBringsAreUnreadUntilTheirRowsAppear() async throws {
        let (vm, _) = try await gapped(FakeFollowingLoader())
        #expect(vm.unreadCount == 3)
        #expect(vm.isUnread(Status(id: 12, text: "status 12")))
        #expect(!vm.isUnread(Status(id: 3, text: "status 3")), "what the first load showed is read")

        vm.markRead(Status(id: 11, text: "status 11"))
        #expect(vm.unreadCount == 1, "11 and every post below it have been passed")
        #expect(vm.isUnread(Status(id: 12, text: "status 12")))
        vm.markRead(Status(id: 12, text: "status 12"))
        #expect(vm.unreadCount == 0)
    }

    @Test func liveInsertsAreUnreadAndRemovalsForgetThem() async throws {
        let loader = FakeFollowingLoader(initial: [.success(timeline(1...3))])
        let vm = FollowingViewModel(loader: loader, feedback: feedback, onEvent: { _ in }, clock: TestClock(), activity: ManualAppActivity())
        #expect(await vm.appear() == .succeeded)
        let listening = Task { await vm.observeChanges() }
        #expect(await eventually { loader.feed.subscriptions == 1 })

        loader.feed.send(.insert(Status(id: 4, text: "status 4")))
        loader.feed.send(.insert(Status(id: 5, text: "status 5")))
        loader.feed.send(.replace(Status(id: 3, text: "edited")))
        #expect(await eventually { vm.unreadCount == 2 })
        loader.feed.send(.remove(id: 5))
        #expect(await eventually { vm.unreadCount == 1 }, "a removed post is not waiting to be read")
        vm.markAllRead()
        #expect(vm.unreadCount == 0)

        await loader.initial.enqueue(.success(timeline(1...9)))
        #expect(await vm.loadInitial() == .succeeded)
        #expect(vm.unreadCount == 0, "a first load shows where reading starts")
        listening.cancel()
        await listening.value
    }
}

@MainActor
@Suite("Unread count over a whole-page refresh, gaps beside item actions and removals")
struct UnreadAndGapVariantsTests {
    let feedback = FeedbackRecorder()

    @Test func mentionsARefreshBringsAreUnread() async throws {
        let loader = FakeMentionsLoader(initial: [.success(timeline(1...3))], refresh: [.success(timeline(2...5))])
        let vm = MentionsViewModel(loader: loader, feedback: feedback)
        #expect(await vm.appear() == .succeeded)
        #expect(vm.unreadCount == 0)
        #expect(await vm.refresh() == .succeeded)
        #expect(vm.unreadCount == 2, "4 and 5 are new; 1 is gone and 2, 3 were shown")
        vm.markRead(Status(id: 4, text: "status 4"))
        #expect(vm.unreadCount == 1)
        #expect(vm.isUnread(Status(id: 5, text: "status 5")))
    }

    @Test func aFavouriteRunningOverARefreshWithAGapIsNotLost() async throws {
        let loader = FakeListTimelineLoader(initial: [.success(timeline(1...3))], refresh: [.success(newest(10...11, hasMore: true))],
                                            favourite: [.suspend])
        let vm = ListTimelineViewModel(loader: loader, feedback: feedback, onEvent: { _ in })
        #expect(await vm.appear("friends") == .succeeded)
        let starring = Task { await vm.favourite(Status(id: 3, text: "status 3")) }
        try await waitUntilSuspended(loader.favourites)
        #expect(await vm.refresh() == .succeeded)
        let sent = try #require(await loader.refreshes.arguments.first)
        #expect(sent.input == "friends")
        #expect(sent.current == timeline(1...3), "the loader gets the content as the server has it")
        #expect(vm.entries.count == 6, "11, 10, the gap, 3, 2, 1")
        #expect(vm.state.content?.first { $0.id == 3 }?.isFavourited == true, "the optimistic star survives the merge")
        await loader.favourites.resume(call: 1, with: .failure(.server))
        #expect(await starring.value == .failed)
        #expect(vm.state.content?.first { $0.id == 3 }?.isFavourited == false, "and is rolled back alone")
    }

    // MARK: Removals while a refresh runs

    /// Posts 10, 9 shown; a refresh reads 11, 10, 9 while 9 is removed: it stays removed, and
    /// only 11 is new.
    private func refreshing(_ loader: FakeFollowingLoader) async throws -> (FollowingViewModel, Task<CallOutcome, Never>) {
        await loader.initial.enqueue(.success(timeline(9...10)))
        await loader.refreshes.enqueue(.suspend)
        let vm = FollowingViewModel(loader: loader, feedback: feedback, onEvent: { _ in }, clock: TestClock(), activity: ManualAppActivity())
        try #require(await vm.appear() == .succeeded)
        let refresh = Task { await vm.refresh() }
        try await waitUntilSuspended(loader.refreshes)
        return (vm, refresh)
    }

    @Test func aPostRemovedByTheStreamDuringARefreshStaysRemoved() async throws {
        let loader = FakeFollowingLoader()
        let (vm, refresh) = try await refreshing(loader)
        let listening = Task { await vm.observeChanges() }
        defer { listening.cancel() }
        #expect(await eventually { loader.feed.subscriptions == 1 })
        loader.feed.send(.remove(id: 9))
        #expect(await eventually { vm.state.content?.map(\.id) == [10] })

        await loader.refreshes.resume(call: 1, with: .success(newest(9...11, hasMore: true)))
        #expect(await refresh.value == .succeeded)
        #expect(vm.state.content?.map(\.id) == [11, 10], "the page's older copy of 9 does not bring it back")
        #expect(vm.entries.map { if case .item(let status) = $0 { "\(status.id)" } else { "gap" } } == ["11", "10"], "the page reached the content: no gap")
        #expect(vm.unreadCount == 1, "only 11 is new")
    }

    @Test func aPostTheUserDeletesDuringARefreshWithGapsStaysDeleted() async throws {
        let loader = FakeListTimelineLoader(initial: [.success(timeline(9...10))], refresh: [.suspend], delete: [.success(())])
        let vm = ListTimelineViewModel(loader: loader, feedback: feedback, onEvent: { _ in })
        #expect(await vm.appear("friends") == .succeeded)
        let refresh = Task { await vm.refresh() }
        try await waitUntilSuspended(loader.refreshes)
        #expect(await vm.delete(Status(id: 9, text: "status 9")) == .succeeded)
        #expect(vm.state.content?.map(\.id) == [10])

        await loader.refreshes.resume(call: 1, with: .success(newest(9...11, hasMore: true)))
        #expect(await refresh.value == .succeeded)
        #expect(vm.state.content?.map(\.id) == [11, 10], "the page's older copy of 9 does not bring it back")
        #expect(vm.entries.count == 2, "the page reached the content: no gap")
    }
}
