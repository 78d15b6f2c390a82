// Drives `loads.initial.cache: keep` on the generated RestoredTimeline screen
// (Specs/RestoredTimeline.yaml) through its generated fake: the home timeline stored on the last
// visit shows at once, stale, and the first page goes on top of it, with a gap row between when
// it does not reach the stored posts, instead of replacing them.

import StateSpecTesting
import Testing

@MainActor
@Suite("A restored timeline kept under its first page")
struct RestoredTimelineTests {
    let feedback = FeedbackRecorder()

    private func model(_ loader: RestoredTimelineLoaderFake) -> RestoredTimelineViewModel {
        RestoredTimelineViewModel(loader: loader, feedback: feedback, onEvent: { _ in })
    }

    /// A fake whose cache holds posts 3, 2, 1.
    private func restoring() -> RestoredTimelineLoaderFake {
        let loader = RestoredTimelineLoaderFake()
        loader.cachedContentCall.defaultAnswer = .value(timeline(1...3))
        return loader
    }

    private func ids(_ entries: [TimelineEntry<Status>]) -> [String] {
        entries.map { entry in
            switch entry {
            case .item(let status): "\(status.id)"
            case .gap(let gap): gap.isLoading ? "gap…" : gap.failed ? "gap!" : "gap"
            }
        }
    }

    private func firstGap(of vm: RestoredTimelineViewModel) -> TimelineGap? {
        vm.entries.compactMap { if case .gap(let gap) = $0 { gap } else { nil } }.first
    }

    /// Starts the first load over the cache and waits for its request, held.
    private func firstLoad(_ vm: RestoredTimelineViewModel, _ loader: RestoredTimelineLoaderFake) async -> Task<CallOutcome, Never> {
        let appear = Task { await vm.appear() }
        await loader.refreshCall.untilHeld()
        return appear
    }

    @Test func theCacheShowsStaleAtOnceAndTheFirstPageGoesOnTopWithAGapBetween() async throws {
        let loader = restoring()
        let vm = model(loader)
        let appear = await firstLoad(vm, loader)
        #expect(vm.state == .ideal(timeline(1...3)), "the stored posts show while the first page loads")
        #expect(vm.isStale)
        #expect(vm.screen.isReloading, "no loading state over the stored posts")
        #expect(loader.refreshCall.arguments == [timeline(1...3)], "the first page is asked over the stored posts")
        #expect(loader.loadInitialCall.callCount == 0)

        try loader.refreshCall.release(with: newest(10...12, hasMore: true))
        #expect(await appear.value == .succeeded)
        #expect(vm.state == .ideal(timeline(10...12) + timeline(1...3)), "the stored posts stay under the first page")
        #expect(ids(vm.entries) == ["12", "11", "10", "gap", "3", "2", "1"])
        #expect(!vm.isStale)
        #expect(feedback.shown.isEmpty)
    }

    @Test func aFirstPageThatReachesTheCacheLeavesNoGapAndItsCopiesWin() async throws {
        let loader = restoring()
        let vm = model(loader)
        let appear = await firstLoad(vm, loader)
        var page = newest(2...5, hasMore: true)
        page.items = page.items.map { var status = $0; status.text = "fresh \(status.id)"; return status }
        try loader.refreshCall.release(with: page)
        #expect(await appear.value == .succeeded)
        #expect(ids(vm.entries) == ["5", "4", "3", "2", "1"], "each post once, no gap: the page reached the stored posts")
        #expect(vm.state.content?.map(\.text) == ["fresh 5", "fresh 4", "fresh 3", "fresh 2", "status 1"], "the page's copies replace the stored ones")
    }

    @Test func aFirstPageWithNothingMoreLeavesNoGap() async throws {
        let loader = restoring()
        let vm = model(loader)
        let appear = await firstLoad(vm, loader)
        try loader.refreshCall.release(with: newest(10...12, hasMore: false))
        #expect(await appear.value == .succeeded)
        #expect(ids(vm.entries) == ["12", "11", "10", "3", "2", "1"])
    }

    @Test func aFailedFirstLoadKeepsTheCacheSaysSoAndAppearingLoadsOverItAgain() async throws {
        let loader = restoring()
        loader.refreshCall.script(.failure(FakeError.server), .value(newest(10...12, hasMore: true)))
        let vm = model(loader)
        #expect(await vm.appear() == .failed)
        #expect(vm.state == .ideal(timeline(1...3)), "the stored posts stay, no error screen")
        #expect(vm.isStale)
        #expect(feedback.keys == ["RestoredTimeline.restoreFailed"])
        #expect((vm.lastError as? FakeError) == .server)

        #expect(await vm.appear() == .succeeded, "stale content loads again when the screen appears")
        #expect(ids(vm.entries) == ["12", "11", "10", "gap", "3", "2", "1"])
        #expect(loader.cachedContentCall.callCount == 1, "the cache is not read again over what it showed")
        #expect(!vm.isStale)
    }

    @Test func withNothingStoredTheFirstLoadRunsThroughTheLoadingState() async throws {
        let loader = RestoredTimelineLoaderFake()
        let vm = model(loader)
        let appear = Task { await vm.appear() }
        await loader.loadInitialCall.untilHeld()
        #expect(vm.state == .loading)
        #expect(!vm.isStale)
        try loader.loadInitialCall.release(with: timeline(1...3))
        #expect(await appear.value == .succeeded)
        #expect(vm.state == .ideal(timeline(1...3)))
        #expect(loader.refreshCall.callCount == 0)
        #expect(ids(vm.entries) == ["3", "2", "1"])
    }

    @Test func aPullDuringTheFirstLoadJoinsIt() async throws {
        let loader = restoring()
        let vm = model(loader)
        let appear = await firstLoad(vm, loader)
        let pull = Task { await vm.refresh() }
        #expect(await eventually { vm.screen.isReloading })
        try loader.refreshCall.release(with: newest(10...12, hasMore: true))
        #expect(await appear.value == .succeeded)
        #expect(await pull.value == .succeeded, "the pull gets the first load's outcome")
        #expect(loader.refreshCall.callCount == 1, "one request for both")
        #expect(ids(vm.entries) == ["12", "11", "10", "gap", "3", "2", "1"])

        // A pull afterwards is a refresh over the merged timeline.
        loader.refreshCall.script(.value(newest(12...13)))
        #expect(await vm.refresh() == .succeeded)
        #expect(loader.refreshCall.lastArguments == timeline(10...12) + timeline(1...3))
        #expect(ids(vm.entries) == ["13", "12", "11", "10", "gap", "3", "2", "1"])
    }

    @Test func aPageDuringTheFirstLoadIsSkippedAndAfterItPagesOnFromTheStoredEnd() async throws {
        let loader = restoring()
        let vm = model(loader)
        let appear = await firstLoad(vm, loader)
        #expect(await vm.loadMore() == .skipped(.noContent), "the caller is told: the first load runs")
        try loader.refreshCall.release(with: newest(10...12, hasMore: true))
        #expect(await appear.value == .succeeded)

        loader.loadMoreCall.script(.value(Page(items: timeline(-1...0), hasMore: false)))
        #expect(await vm.loadMore() == .succeeded)
        #expect(loader.loadMoreCall.lastArguments == timeline(10...12) + timeline(1...3))
        #expect(ids(vm.entries) == ["12", "11", "10", "gap", "3", "2", "1", "0", "-1"])
        #expect(!vm.canLoadMore)
    }

    @Test func theGapBetweenTheFirstPageAndTheCacheLoads() async throws {
        let loader = restoring()
        let vm = model(loader)
        let appear = await firstLoad(vm, loader)
        try loader.refreshCall.release(with: newest(10...12, hasMore: true))
        #expect(await appear.value == .succeeded)
        let gap = try #require(firstGap(of: vm))

        let filling = Task { await vm.loadGap(gap) }
        await loader.loadGapCall.untilHeld()
        #expect(loader.loadGapCall.lastArguments.map { [$0.newer.id, $0.older.id] } == [10, 3])
        #expect(ids(vm.entries) == ["12", "11", "10", "gap…", "3", "2", "1"])
        try loader.loadGapCall.release(with: newest(4...9))
        #expect(await filling.value == .succeeded)
        #expect(vm.state == .ideal(timeline(1...12)))
        #expect(firstGap(of: vm) == nil)
    }

    /// Live changes during the first load show over the stored posts at once and stay when the
    /// page arrives: it was read before them.
    @Test func liveChangesDuringTheFirstLoadAreKept() async throws {
        let loader = restoring()
        let vm = model(loader)
        let observing = Task { await vm.observeChanges() }
        defer { observing.cancel() }
        await loader.changesStream.untilSubscribed()
        let appear = await firstLoad(vm, loader)
        loader.changesStream.send(.insert(Status(id: 20, text: "streamed")))
        loader.changesStream.send(.remove(id: 2))
        loader.changesStream.send(.replace(Status(id: 3, text: "edited")))
        #expect(await eventually { vm.state.content?.map(\.id) == [20, 3, 1] }, "the changes show over the stored posts")
        #expect(vm.isStale)

        // The page was read before the changes: it still has 2, and 3 as it was.
        try loader.refreshCall.release(with: newest(2...5, hasMore: true))
        #expect(await appear.value == .succeeded)
        #expect(vm.state.content?.map(\.id) == [5, 4, 20, 3, 1], "the insert stays and the removed post stays removed")
        #expect(vm.state.content?.first { $0.id == 3 }?.text == "edited", "the newer copy of 3 stays")
    }

    @Test func anEditAndAFavouriteDuringTheFirstLoadAreKept() async throws {
        let loader = restoring()
        let vm = model(loader)
        let appear = await firstLoad(vm, loader)
        let favourite = Task { await vm.favourite(timeline(1...3)[0]) }
        await loader.favouriteCall.untilHeld()
        #expect(vm.edit { $0.removeAll { $0.id == 1 } })
        try loader.favouriteCall.release(with: Status(id: 3, text: "status 3", isFavourited: true, favourites: 1))
        #expect(await favourite.value == .succeeded)

        try loader.refreshCall.release(with: newest(1...4, hasMore: true))
        #expect(await appear.value == .succeeded)
        #expect(vm.state.content?.map(\.id) == [4, 3, 2], "the post the user removed stays removed")
        #expect(vm.state.content?.first { $0.id == 3 }?.isFavourited == true, "the favourite is not undone by the page read before it")
    }

    @Test func aCancelledFirstLoadKeepsTheCacheAndTheNextAppearanceLoadsAgain() async throws {
        let loader = restoring()
        let vm = model(loader)
        let appear = await firstLoad(vm, loader)
        appear.cancel()
        #expect(await appear.value == .cancelled)
        #expect(vm.state == .ideal(timeline(1...3)))
        #expect(vm.isStale)
        #expect(vm.lastError == nil)
        #expect(feedback.shown.isEmpty, "a cancellation is no failure")

        loader.refreshCall.script(.value(newest(10...12, hasMore: true)))
        #expect(await vm.appear() == .succeeded)
        #expect(ids(vm.entries) == ["12", "11", "10", "gap", "3", "2", "1"])
        #expect(loader.refreshCall.callCount == 2)
    }

    @Test func appearingAgainAfterTheMergeKeepsTheTimeline() async throws {
        let loader = restoring()
        loader.refreshCall.script(.value(newest(10...12, hasMore: true)))
        let vm = model(loader)
        #expect(await vm.appear() == .succeeded)
        #expect(await vm.appear() == .skipped(.notNeeded))
        #expect(loader.refreshCall.callCount == 1)
        #expect(ids(vm.entries) == ["12", "11", "10", "gap", "3", "2", "1"], "the gap stays too")
    }

    @Test func anExplicitReloadReplacesTheTimelineAndItsGaps() async throws {
        let loader = restoring()
        loader.refreshCall.script(.value(newest(10...12, hasMore: true)))
        loader.loadInitialCall.script(.value(timeline(30...31)))
        let vm = model(loader)
        #expect(await vm.appear() == .succeeded)
        #expect(await vm.loadInitial() == .succeeded)
        #expect(ids(vm.entries) == ["31", "30"], "loadInitial() over loaded content is a reload through the loading state")
    }
}
