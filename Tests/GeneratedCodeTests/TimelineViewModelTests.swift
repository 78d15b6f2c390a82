// Drives the generated TimelineViewModel (specs/Timeline.yaml) with a fake loader: each load on
// its own. How calls meet, cancellation and appearing are in LifecycleTests.

import StateSpecRuntime
import Testing

@MainActor
@Suite("TimelineViewModel")
struct TimelineViewModelTests {
    let feedback = FeedbackRecorder()

    private func model(_ loader: FakeTimelineLoader, events: EventLog<TimelineEvent>? = nil) -> TimelineViewModel {
        TimelineViewModel(loader: loader, feedback: feedback) { events?.record($0) }
    }

    /// A view model whose first load showed `content`.
    private func loaded(
        _ content: [Post],
        refresh: [Reply<[Post]>] = [],
        more: [Reply<Page<Post>>] = []
    ) async throws -> (TimelineViewModel, FakeTimelineLoader) {
        let loader = FakeTimelineLoader(initial: [.success(content)], refresh: refresh, more: more)
        let vm = model(loader)
        try #require(await vm.loadInitial() == .succeeded)
        try #require(vm.state.content == content)
        return (vm, loader)
    }

    // MARK: Initial load

    @Test func startsInTheLoadingState() {
        let vm = model(FakeTimelineLoader())
        #expect(vm.state == .loading)
        #expect(vm.state.content == nil)
        #expect(vm.state.cause == nil)
        #expect(!vm.isRefreshing)
        #expect(!vm.isLoadingMore)
        #expect(vm.canLoadMore)
        #expect(feedback.shown.isEmpty)
    }

    @Test func initialLoadShowsLoadingWhileSuspendedThenIdeal() async throws {
        let loader = FakeTimelineLoader(initial: [.suspend])
        let vm = model(loader)
        let task = Task { await vm.loadInitial() }
        try await waitUntilSuspended(loader.initial)
        #expect(vm.state == .loading)

        await loader.initial.resume(call: 1, with: .success(posts(1...3)))
        #expect(await task.value == .succeeded)
        #expect(vm.state == .ideal(posts(1...3)))
        #expect(await loader.initial.callCount == 1)
    }

    @Test func initialLoadOfNothingShowsEmpty() async {
        let vm = model(FakeTimelineLoader(initial: [.success([])]))
        #expect(await vm.loadInitial() == .succeeded)
        #expect(vm.state == .empty)
    }

    @Test(arguments: [(FakeError.offline, TimelineErrorCause.offline), (.server, .other)])
    func initialLoadFailureShowsTheErrorWithItsCause(error: FakeError, cause: TimelineErrorCause) async {
        let vm = model(FakeTimelineLoader(initial: [.failure(error)]))
        #expect(await vm.loadInitial() == .failed)
        #expect(vm.state == .error(cause))
        #expect((vm.lastError as? FakeError) == error)
        #expect(feedback.shown.isEmpty)
    }

    @Test func retryInTheErrorStateRunsTheInitialLoadAgain() async throws {
        let loader = FakeTimelineLoader(initial: [.failure(.offline), .suspend])
        let vm = model(loader)
        await vm.loadInitial()
        try #require(vm.state.kind == .error)

        let task = Task { await vm.retry() }
        try await waitUntilSuspended(loader.initial, call: 2)
        #expect(vm.state == .loading)
        await loader.initial.resume(call: 2, with: .success(posts(1...2)))
        #expect(await task.value == .succeeded)
        #expect(vm.state == .ideal(posts(1...2)))
    }

    @Test func retryIsSkippedWhenNothingFailed() async throws {
        let (vm, loader) = try await loaded(posts(1...2))
        #expect(await vm.retry() == .skipped(.notNeeded))
        #expect(await loader.initial.callCount == 1)
        #expect(await loader.more.callCount == 0)
    }

    @Test func anExplicitReloadGoesThroughTheLoadingState() async throws {
        let (vm, loader) = try await loaded(posts(1...2))
        await loader.initial.enqueue(.suspend)
        let task = Task { await vm.loadInitial() }
        try await waitUntilSuspended(loader.initial, call: 2)
        #expect(vm.state == .loading)
        await loader.initial.resume(call: 2, with: .success(posts(5...6)))
        #expect(await task.value == .succeeded)
        #expect(vm.state == .ideal(posts(5...6)))
    }

    // MARK: Refresh

    @Test func refreshKeepsTheContentOnScreenWhileItRunsThenReplacesIt() async throws {
        let (vm, loader) = try await loaded(posts(1...2), refresh: [.suspend])
        let task = Task { await vm.refresh() }
        try await waitUntilSuspended(loader.refreshes)
        #expect(vm.isRefreshing)
        #expect(vm.state == .ideal(posts(1...2)))
        #expect(await loader.refreshes.arguments == [posts(1...2)])

        await loader.refreshes.resume(call: 1, with: .success(posts(0...2)))
        #expect(await task.value == .succeeded)
        #expect(!vm.isRefreshing)
        #expect(vm.state == .ideal(posts(0...2)))
        #expect(feedback.shown.isEmpty)
    }

    @Test func refreshFailureKeepsTheContentAndRaisesRefreshFailed() async throws {
        let (vm, _) = try await loaded(posts(1...2), refresh: [.failure(.offline)])
        #expect(await vm.refresh() == .failed)
        #expect(vm.state == .ideal(posts(1...2)))
        #expect(feedback.keys == ["Timeline.refreshFailed"])
        #expect(!vm.isRefreshing)
        #expect((vm.lastError as? FakeError) == .offline)
    }

    @Test func refreshFromTheEmptyStatePassesNoContentAndShowsWhatArrives() async throws {
        let loader = FakeTimelineLoader(initial: [.success([])], refresh: [.success([]), .success(posts(1...2))])
        let vm = model(loader)
        await vm.loadInitial()
        try #require(vm.state == .empty)

        #expect(await vm.refresh() == .succeeded)
        #expect(vm.state == .empty)
        #expect(await vm.refresh() == .succeeded)
        #expect(await loader.refreshes.arguments == [[], []])
        #expect(vm.state == .ideal(posts(1...2)))
    }

    @Test func refreshThatReturnsNothingShowsEmpty() async throws {
        let (vm, _) = try await loaded(posts(1...2), refresh: [.success([])])
        await vm.refresh()
        #expect(vm.state == .empty)
    }

    @Test func refreshIsSkippedWithNoContent() async {
        let loader = FakeTimelineLoader(initial: [.failure(.server)])
        let vm = model(loader)
        #expect(await vm.refresh() == .skipped(.noContent), "before the first load")
        await vm.loadInitial()
        #expect(await vm.refresh() == .skipped(.noContent), "in the error state")
        #expect(await loader.refreshes.callCount == 0)
        #expect(vm.state.kind == .error)
        #expect(!vm.isRefreshing)
    }

    @Test func refreshAfterTheLastPageAllowsPagingAgain() async throws {
        let (vm, loader) = try await loaded(
            posts(1...2),
            refresh: [.success(posts(1...2))],
            more: [.success(Page(items: posts(3...3), hasMore: false)), .success(Page(items: posts(3...4), hasMore: true))]
        )
        await vm.loadMore()
        try #require(!vm.canLoadMore)
        #expect(await vm.loadMore() == .skipped(.noMorePages))
        await vm.refresh()
        #expect(vm.canLoadMore)
        #expect(await vm.loadMore() == .succeeded)
        #expect(await loader.more.callCount == 2)
        #expect(vm.state.content == posts(1...4))
    }

    @Test func editsMadeWhileARefreshRunsAreReplayedOntoItsResult() async throws {
        let (vm, loader) = try await loaded(posts(1...3), refresh: [.suspend])
        let task = Task { await vm.refresh() }
        try await waitUntilSuspended(loader.refreshes)
        // The user deletes post 2 while the refresh runs; the server has not heard of it yet.
        #expect(vm.edit { $0.removeAll { $0.id == 2 } })
        #expect(vm.state.content == [posts(1...1), posts(3...3)].flatMap { $0 })

        await loader.refreshes.resume(call: 1, with: .success(posts(0...3)))
        #expect(await task.value == .succeeded)
        #expect(vm.state.content?.map(\.id) == [0, 1, 3])
    }

    @Test func editsBeforeARefreshAreNotReplayedAgain() async throws {
        let (vm, _) = try await loaded(posts(1...2), refresh: [.success(posts(1...3))])
        vm.edit { $0.append(Post(id: 9, text: "local")) }
        await vm.refresh()
        #expect(vm.state.content == posts(1...3), "an edit made with nothing running is not replayed")
    }

    // MARK: Paging

    @Test func loadMoreAppendsThePageAndShowsIsLoadingMoreWhileItRuns() async throws {
        let (vm, loader) = try await loaded(posts(1...2), more: [.suspend])
        let task = Task { await vm.loadMore() }
        try await waitUntilSuspended(loader.more)
        #expect(vm.isLoadingMore)
        #expect(vm.state == .ideal(posts(1...2)))

        await loader.more.resume(call: 1, with: .success(Page(items: posts(3...4), hasMore: true)))
        #expect(await task.value == .succeeded)
        #expect(!vm.isLoadingMore)
        #expect(vm.state == .ideal(posts(1...4)))
        #expect(vm.canLoadMore)
    }

    @Test func lastPageStopsPaging() async throws {
        let (vm, loader) = try await loaded(posts(1...2), more: [.success(Page(items: posts(3...3), hasMore: false))])
        await vm.loadMore()
        #expect(vm.state.content == posts(1...3))
        #expect(!vm.canLoadMore)

        #expect(await vm.loadMore() == .skipped(.noMorePages))
        #expect(await vm.loadMoreIfNeeded(currentIndex: 2) == .skipped(.noMorePages))
        #expect(await loader.more.callCount == 1)
    }

    @Test(arguments: [(FakeError.offline, TimelineErrorCause.offline), (.server, .other)])
    func loadMoreFailureShowsPartialKeepingTheContent(error: FakeError, cause: TimelineErrorCause) async throws {
        let (vm, _) = try await loaded(posts(1...2), more: [.failure(error)])
        #expect(await vm.loadMore() == .failed)
        #expect(vm.state == .partial(posts(1...2), cause))
        #expect(!vm.isLoadingMore)
        #expect(vm.canLoadMore)
        #expect((vm.lastError as? FakeError) == error)
    }

    @Test func retryInPartialReloadsThePageAndReturnsToIdeal() async throws {
        let (vm, loader) = try await loaded(posts(1...2), more: [.failure(.offline), .suspend])
        await vm.loadMore()
        try #require(vm.state.kind == .partial)

        let task = Task { await vm.retry() }
        try await waitUntilSuspended(loader.more, call: 2)
        #expect(vm.isLoadingMore, "the retried page shows as loading")
        #expect(vm.state.kind == .partial)
        await loader.more.resume(call: 2, with: .success(Page(items: posts(3...4), hasMore: true)))
        #expect(await task.value == .succeeded)
        #expect(await loader.more.arguments == [posts(1...2), posts(1...2)])
        #expect(vm.state == .ideal(posts(1...4)))
    }

    @Test func loadMoreIfNeededLoadsOnlyOnTheLastIndex() async throws {
        let (vm, loader) = try await loaded(posts(1...3), more: [.success(Page(items: posts(4...5), hasMore: true))])
        #expect(await vm.loadMoreIfNeeded(currentIndex: 0) == .skipped(.notNeeded))
        #expect(await vm.loadMoreIfNeeded(currentIndex: 1) == .skipped(.notNeeded))
        #expect(await loader.more.callCount == 0)

        #expect(await vm.loadMoreIfNeeded(currentIndex: 2) == .succeeded)
        #expect(vm.state.content == posts(1...5))
    }

    @Test func loadMoreIfNeededDoesNotRetryInThePartialState() async throws {
        let (vm, loader) = try await loaded(posts(1...3), more: [.failure(.offline)])
        await vm.loadMoreIfNeeded(currentIndex: 2)
        try #require(vm.state.kind == .partial)

        #expect(await vm.loadMoreIfNeeded(currentIndex: 2) == .skipped(.notNeeded))
        #expect(await loader.more.callCount == 1)
    }

    @Test func loadMoreIsSkippedWithoutContent() async {
        let loader = FakeTimelineLoader(initial: [.success([])])
        let vm = model(loader)
        #expect(await vm.loadMore() == .skipped(.noContent))
        await vm.loadInitial()
        #expect(await vm.loadMore() == .skipped(.noContent))
        #expect(await vm.loadMoreIfNeeded(currentIndex: 0) == .skipped(.notNeeded))
        #expect(await loader.more.callCount == 0)
    }

    @Test func refreshFromPartialReplacesTheContentAndReturnsToIdeal() async throws {
        let (vm, loader) = try await loaded(posts(1...2), refresh: [.success(posts(0...2))], more: [.failure(.server)])
        await vm.loadMore()
        try #require(vm.state.kind == .partial)

        await vm.refresh()
        #expect(await loader.refreshes.arguments == [posts(1...2)])
        #expect(vm.state == .ideal(posts(0...2)))
    }

    @Test func editWhileAPageLoadsSurvivesThePage() async throws {
        let (vm, loader) = try await loaded(posts(1...2), more: [.suspend])
        let task = Task { await vm.loadMore() }
        try await waitUntilSuspended(loader.more)
        vm.edit { $0.removeFirst() }

        await loader.more.resume(call: 1, with: .success(Page(items: posts(3...4), hasMore: true)))
        #expect(await task.value == .succeeded)
        #expect(vm.state == .ideal(posts(2...4)))
    }

    // MARK: Events and edits

    @Test func composeReachesTheEventHandler() {
        let log = EventLog<TimelineEvent>()
        let vm = model(FakeTimelineLoader(), events: log)
        vm.compose()
        #expect(log.events == [.compose])
    }

    @Test func editChangesTheContentInIdealAndPartial() async throws {
        let (vm, _) = try await loaded(posts(1...2), more: [.failure(.offline)])
        vm.edit { $0.removeFirst() }
        #expect(vm.state.content == posts(2...2))

        await vm.loadMore()
        try #require(vm.state.kind == .partial)
        vm.edit { $0[0].text = "edited" }
        #expect(vm.state == .partial([Post(id: 2, text: "edited")], .offline))
    }

    @Test func editThatEmptiesTheListShowsTheEmptyStateAndAnEditFromEmptyShowsContent() async throws {
        let (vm, _) = try await loaded(posts(1...1))
        #expect(vm.edit { $0.removeAll() })
        #expect(vm.state == .empty)
        #expect(vm.edit { $0.append(Post(id: 7, text: "new")) })
        #expect(vm.state == .ideal([Post(id: 7, text: "new")]))
    }

    @Test func editIsRefusedWithoutContent() async {
        let vm = model(FakeTimelineLoader(initial: [.failure(.server)]))
        #expect(!vm.edit { $0.append(Post(id: 9, text: "x")) }, "while loading")
        await vm.loadInitial()
        #expect(!vm.edit { $0.append(Post(id: 9, text: "x")) }, "in the error state")
        #expect(vm.state.kind == .error)
    }

    // MARK: The spec's texts and the state type

    @Test func stateHelpersAndTextsMatchTheSpec() {
        #expect(TimelineState.ideal(posts(1...1)).kind == .ideal)
        #expect(TimelineState.partial(posts(1...1), .offline).content == posts(1...1))
        #expect(TimelineState.partial(posts(1...1), .offline).cause == .offline)
        #expect(TimelineState.error(.other).content == nil)
        #expect(TimelineState.Kind.allCases == [.ideal, .loading, .empty, .error, .partial])

        #expect(TimelineState.loadingStyle == .skeleton)
        #expect(TimelineState.placeholderCount == 5)
        #expect(TimelineState.emptyMessage == LocalizedText(key: "Timeline.empty.message", other: "There are no posts yet"))
        #expect(TimelineState.emptyAction.title.english == "Let's post!")
        #expect(TimelineState.emptyAction.title.key == "Timeline.empty.action")
        #expect(TimelineState.emptyAction.event == .compose)
        #expect(TimelineState.partialMessage.english == "Failed to load older posts")
        #expect(TimelineState.partialRetryTitle.key == "Timeline.partial.retry")
        #expect(TimelineErrorCause.offline.message.key == "Timeline.error.offline.message")
        #expect(TimelineErrorCause.offline.message.english == "You are offline. Check your connection.")
        #expect(TimelineErrorCause.other.message.key == "Timeline.error.message")
        #expect(TimelineErrorCause.offline.retryTitle?.key == "Timeline.error.offline.retry")
        #expect(TimelineErrorCause.other.retryTitle?.english == "Try again")
        #expect(TimelineErrorCause.offline.action == nil)
        #expect(TimelineFeedback.refreshFailed.text.english == "Failed to load newer posts")
    }

    @Test func statesAreEqualAndHashAlikeWhenTheirKindCauseAndContentAre() {
        let states: [TimelineState] = [.loading, .empty, .ideal(posts(1...2)), .ideal(posts(1...3)),
                                       .error(.offline), .error(.other), .partial(posts(1...2), .offline), .partial(posts(1...2), .other)]
        for (i, lhs) in states.enumerated() {
            for (j, rhs) in states.enumerated() {
                #expect((lhs == rhs) == (i == j), "\(lhs.kind) vs \(rhs.kind)")
            }
        }
        #expect(Set(states + states).count == states.count)
        #expect(TimelineState.ideal(posts(1...2)) == .ideal(posts(1...2)))
    }
}
