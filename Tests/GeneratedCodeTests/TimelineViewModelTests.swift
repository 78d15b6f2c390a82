// Drives the generated TimelineViewModel (specs/Timeline.yaml) with a fake loader.

import StateSpecRuntime
import Testing

@MainActor
@Suite("TimelineViewModel")
struct TimelineViewModelTests {
    let feedback = FeedbackRecorder()

    /// A view model whose first load showed `content`.
    private func loaded(
        _ content: [Post],
        refresh: [Reply<[Post]>] = [],
        more: [Reply<Page<Post>>] = []
    ) async throws -> (TimelineViewModel, FakeTimelineLoader) {
        let loader = FakeTimelineLoader(initial: [.success(content)], refresh: refresh, more: more)
        let vm = TimelineViewModel(loader: loader, feedback: feedback)
        await vm.loadInitial()
        try #require(vm.state.content == content)
        return (vm, loader)
    }

    // MARK: Initial load

    @Test func startsInTheLoadingState() {
        let vm = TimelineViewModel(loader: FakeTimelineLoader(), feedback: feedback)
        #expect(vm.state.kind == .loading)
        #expect(vm.state.content == nil)
        #expect(vm.state.cause == nil)
        #expect(!vm.isRefreshing)
        #expect(!vm.isLoadingMore)
        #expect(vm.canLoadMore)
        #expect(feedback.shown.isEmpty)
    }

    @Test func initialLoadShowsLoadingWhileSuspendedThenIdeal() async throws {
        let loader = FakeTimelineLoader(initial: [.suspend])
        let vm = TimelineViewModel(loader: loader, feedback: feedback)
        let task = Task { await vm.loadInitial() }
        try await waitUntilSuspended(loader.initial)
        #expect(vm.state.kind == .loading)
        #expect(vm.state.content == nil)

        await loader.initial.resume(call: 1, with: .success(posts(1...3)))
        await task.value
        #expect(vm.state.kind == .ideal)
        #expect(vm.state.content == posts(1...3))
        #expect(vm.state.cause == nil)
        #expect(await loader.initial.callCount == 1)
    }

    @Test func initialLoadOfNothingShowsEmpty() async {
        let loader = FakeTimelineLoader(initial: [.success([])])
        let vm = TimelineViewModel(loader: loader, feedback: feedback)
        await vm.loadInitial()
        #expect(vm.state.kind == .empty)
        #expect(vm.state.content == nil)
    }

    @Test func initialLoadOfflineFailureShowsErrorOffline() async {
        let loader = FakeTimelineLoader(initial: [.failure(.offline)])
        let vm = TimelineViewModel(loader: loader, feedback: feedback)
        await vm.loadInitial()
        #expect(vm.state.kind == .error)
        #expect(vm.state.cause == .offline)
        #expect(vm.state.content == nil)
        #expect((vm.lastError as? FakeError) == .offline)
    }

    @Test func initialLoadOtherFailureShowsErrorOther() async {
        let loader = FakeTimelineLoader(initial: [.failure(.server)])
        let vm = TimelineViewModel(loader: loader, feedback: feedback)
        await vm.loadInitial()
        #expect(vm.state.kind == .error)
        #expect(vm.state.cause == .other)
        #expect((vm.lastError as? FakeError) == .server)
    }

    @Test func secondInitialLoadWhileTheFirstRunsDoesNotCallTheLoader() async throws {
        let loader = FakeTimelineLoader(initial: [.suspend])
        let vm = TimelineViewModel(loader: loader, feedback: feedback)
        let task = Task { await vm.loadInitial() }
        try await waitUntilSuspended(loader.initial)

        await vm.loadInitial()
        #expect(await loader.initial.callCount == 1)
        #expect(vm.state.kind == .loading)

        await loader.initial.resume(call: 1, with: .success(posts(1...2)))
        await task.value
        #expect(vm.state.content == posts(1...2))
        #expect(await loader.initial.callCount == 1)
    }

    @Test func retryInTheErrorStateRunsTheInitialLoadAgain() async throws {
        let loader = FakeTimelineLoader(initial: [.failure(.offline), .suspend])
        let vm = TimelineViewModel(loader: loader, feedback: feedback)
        await vm.loadInitial()
        try #require(vm.state.kind == .error)

        let task = Task { await vm.retry() }
        try await waitUntilSuspended(loader.initial, call: 2)
        #expect(vm.state.kind == .loading)
        await loader.initial.resume(call: 2, with: .success(posts(1...2)))
        await task.value
        #expect(await loader.initial.callCount == 2)
        #expect(vm.state.kind == .ideal)
        #expect(vm.state.content == posts(1...2))
    }

    @Test func retryDoesNothingInTheIdealState() async throws {
        let (vm, loader) = try await loaded(posts(1...2))
        await vm.retry()
        #expect(await loader.initial.callCount == 1)
        #expect(await loader.more.callCount == 0)
        #expect(vm.state.content == posts(1...2))
    }

    // MARK: Refresh

    @Test func refreshKeepsTheContentOnScreenWhileItRunsThenReplacesIt() async throws {
        let (vm, loader) = try await loaded(posts(1...2), refresh: [.suspend])
        let task = Task { await vm.refresh() }
        try await waitUntilSuspended(loader.refreshes)
        #expect(vm.isRefreshing)
        #expect(vm.state.kind == .ideal)
        #expect(vm.state.content == posts(1...2))
        #expect(await loader.refreshes.arguments == [posts(1...2)])

        await loader.refreshes.resume(call: 1, with: .success(posts(0...2)))
        await task.value
        #expect(!vm.isRefreshing)
        #expect(vm.state.kind == .ideal)
        #expect(vm.state.content == posts(0...2))
        #expect(feedback.shown.isEmpty)
    }

    @Test func refreshFailureKeepsTheContentAndRaisesRefreshFailed() async throws {
        let (vm, loader) = try await loaded(posts(1...2), refresh: [.failure(.offline)])
        await vm.refresh()
        #expect(await loader.refreshes.callCount == 1)
        #expect(vm.state.kind == .ideal)
        #expect(vm.state.content == posts(1...2))
        #expect(feedback.shown.map(\.key) == ["Timeline.refreshFailed"])
        #expect(!vm.isRefreshing)
        #expect((vm.lastError as? FakeError) == .offline)
    }

    @Test func refreshFromTheEmptyStatePassesNoContentAndShowsWhatArrives() async throws {
        let loader = FakeTimelineLoader(initial: [.success([])], refresh: [.success([]), .success(posts(1...2))])
        let vm = TimelineViewModel(loader: loader, feedback: feedback)
        await vm.loadInitial()
        try #require(vm.state.kind == .empty)

        await vm.refresh()
        #expect(vm.state.kind == .empty)
        await vm.refresh()
        #expect(await loader.refreshes.arguments == [[], []])
        #expect(vm.state.kind == .ideal)
        #expect(vm.state.content == posts(1...2))
    }

    @Test func refreshThatReturnsNothingShowsEmpty() async throws {
        let (vm, _) = try await loaded(posts(1...2), refresh: [.success([])])
        await vm.refresh()
        #expect(vm.state.kind == .empty)
    }

    @Test func refreshDoesNothingBeforeTheFirstLoad() async {
        let loader = FakeTimelineLoader()
        let vm = TimelineViewModel(loader: loader, feedback: feedback)
        await vm.refresh()
        #expect(await loader.refreshes.callCount == 0)
        #expect(vm.state.kind == .loading)
        #expect(!vm.isRefreshing)
    }

    @Test func refreshDoesNothingWhileTheFirstLoadRuns() async throws {
        let loader = FakeTimelineLoader(initial: [.suspend])
        let vm = TimelineViewModel(loader: loader, feedback: feedback)
        let task = Task { await vm.loadInitial() }
        try await waitUntilSuspended(loader.initial)

        await vm.refresh()
        #expect(await loader.refreshes.callCount == 0)
        #expect(!vm.isRefreshing)
        #expect(vm.state.kind == .loading)

        await loader.initial.resume(call: 1, with: .success(posts(1...1)))
        await task.value
        #expect(vm.state.content == posts(1...1))
    }

    @Test func refreshDoesNothingInTheErrorState() async {
        let loader = FakeTimelineLoader(initial: [.failure(.server)])
        let vm = TimelineViewModel(loader: loader, feedback: feedback)
        await vm.loadInitial()
        await vm.refresh()
        #expect(await loader.refreshes.callCount == 0)
        #expect(vm.state.kind == .error)
        #expect(feedback.shown.isEmpty)
    }

    @Test func refreshAfterTheLastPageAllowsPagingAgain() async throws {
        let (vm, loader) = try await loaded(
            posts(1...2),
            refresh: [.success(posts(1...2))],
            more: [.success(Page(items: posts(3...3), hasMore: false)), .success(Page(items: posts(3...4), hasMore: true))]
        )
        await vm.loadMore()
        try #require(!vm.canLoadMore)
        await vm.refresh()
        #expect(vm.canLoadMore)
        await vm.loadMore()
        #expect(await loader.more.callCount == 2)
        #expect(vm.state.content == posts(1...4))
    }

    // MARK: Paging

    @Test func loadMoreAppendsThePageAndShowsIsLoadingMoreWhileItRuns() async throws {
        let (vm, loader) = try await loaded(posts(1...2), more: [.suspend])
        let task = Task { await vm.loadMore() }
        try await waitUntilSuspended(loader.more)
        #expect(vm.isLoadingMore)
        #expect(vm.state.kind == .ideal)
        #expect(vm.state.content == posts(1...2))
        #expect(await loader.more.arguments == [posts(1...2)])

        await loader.more.resume(call: 1, with: .success(Page(items: posts(3...4), hasMore: true)))
        await task.value
        #expect(!vm.isLoadingMore)
        #expect(vm.state.kind == .ideal)
        #expect(vm.state.content == posts(1...4))
        #expect(vm.canLoadMore)
    }

    @Test func lastPageStopsPaging() async throws {
        let (vm, loader) = try await loaded(
            posts(1...2),
            more: [.success(Page(items: posts(3...3), hasMore: false))]
        )
        await vm.loadMore()
        #expect(vm.state.content == posts(1...3))
        #expect(!vm.canLoadMore)

        await vm.loadMore()
        await vm.loadMoreIfNeeded(currentIndex: 2)
        #expect(await loader.more.callCount == 1)
        #expect(vm.state.content == posts(1...3))
    }

    @Test func loadMoreFailureShowsPartialKeepingTheContent() async throws {
        let (vm, _) = try await loaded(posts(1...2), more: [.failure(.offline)])
        await vm.loadMore()
        #expect(vm.state.kind == .partial)
        #expect(vm.state.content == posts(1...2))
        #expect(vm.state.cause == .offline)
        #expect(!vm.isLoadingMore)
        #expect(vm.canLoadMore)
        #expect((vm.lastError as? FakeError) == .offline)
    }

    @Test func loadMoreOtherFailureHasCauseOther() async throws {
        let (vm, _) = try await loaded(posts(1...2), more: [.failure(.server)])
        await vm.loadMore()
        guard case .partial(let content, let cause) = vm.state else {
            Issue.record("expected the partial state, got \(vm.state.kind)")
            return
        }
        #expect(content == posts(1...2))
        #expect(cause == .other)
    }

    @Test func retryInPartialReloadsThePageAndReturnsToIdeal() async throws {
        let (vm, loader) = try await loaded(
            posts(1...2),
            more: [.failure(.offline), .success(Page(items: posts(3...4), hasMore: true))]
        )
        await vm.loadMore()
        try #require(vm.state.kind == .partial)

        await vm.retry()
        #expect(await loader.more.arguments == [posts(1...2), posts(1...2)])
        #expect(vm.state.kind == .ideal)
        #expect(vm.state.content == posts(1...4))
        #expect(vm.state.cause == nil)
        #expect(await loader.initial.callCount == 1)
    }

    @Test func loadMoreIfNeededLoadsOnlyOnTheLastIndex() async throws {
        let (vm, loader) = try await loaded(
            posts(1...3),
            more: [.success(Page(items: posts(4...5), hasMore: true))]
        )
        await vm.loadMoreIfNeeded(currentIndex: 0)
        await vm.loadMoreIfNeeded(currentIndex: 1)
        #expect(await loader.more.callCount == 0)

        await vm.loadMoreIfNeeded(currentIndex: 2)
        #expect(await loader.more.callCount == 1)
        #expect(vm.state.content == posts(1...5))
    }

    @Test func loadMoreIfNeededDoesNotRetryInThePartialState() async throws {
        let (vm, loader) = try await loaded(posts(1...3), more: [.failure(.offline)])
        await vm.loadMoreIfNeeded(currentIndex: 2)
        try #require(vm.state.kind == .partial)

        await vm.loadMoreIfNeeded(currentIndex: 2)
        #expect(await loader.more.callCount == 1)
        #expect(vm.state.kind == .partial)
    }

    @Test func loadMoreDoesNothingWithoutContent() async {
        let loader = FakeTimelineLoader(initial: [.success([])])
        let vm = TimelineViewModel(loader: loader, feedback: feedback)
        await vm.loadMore()  // still loading: never loaded
        await vm.loadInitial()
        await vm.loadMore()  // empty
        await vm.loadMoreIfNeeded(currentIndex: 0)
        #expect(await loader.more.callCount == 0)
        #expect(vm.state.kind == .empty)
    }

    @Test func loadMoreWhileARefreshRunsDoesNothing() async throws {
        let (vm, loader) = try await loaded(posts(1...2), refresh: [.suspend])
        let task = Task { await vm.refresh() }
        try await waitUntilSuspended(loader.refreshes)

        await vm.loadMore()
        await vm.refresh()
        #expect(await loader.more.callCount == 0)
        #expect(await loader.refreshes.callCount == 1)
        #expect(!vm.isLoadingMore)

        await loader.refreshes.resume(call: 1, with: .success(posts(1...2)))
        await task.value
        #expect(!vm.isRefreshing)
    }

    @Test func refreshFromPartialReplacesTheContentAndReturnsToIdeal() async throws {
        let (vm, loader) = try await loaded(
            posts(1...2),
            refresh: [.success(posts(0...2))],
            more: [.failure(.server)]
        )
        await vm.loadMore()
        try #require(vm.state.kind == .partial)

        await vm.refresh()
        #expect(await loader.refreshes.arguments == [posts(1...2)])
        #expect(vm.state.kind == .ideal)
        #expect(vm.state.content == posts(0...2))
    }

    // MARK: Events and edits

    @Test func composeReachesTheEventHandler() {
        let log = EventLog<TimelineEvent>()
        let vm = TimelineViewModel(loader: FakeTimelineLoader(), feedback: feedback) { log.record($0) }
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
        #expect(vm.state.kind == .partial)
        #expect(vm.state.cause == .offline)
        #expect(vm.state.content == [Post(id: 2, text: "edited")])
    }

    /// `loadMore()` "adds [the page] after the content", and `edit` changes "the content on screen";
    /// but loadMore appends the page to the content it captured before awaiting the loader, so an
    /// edit made while the page loads (here: deleting a post) is silently undone when it arrives.
    @Test func editWhileAPageLoadsSurvivesThePage() async throws {
        let (vm, loader) = try await loaded(posts(1...2), more: [.suspend])
        let task = Task { await vm.loadMore() }
        try await waitUntilSuspended(loader.more)
        vm.edit { $0.removeFirst() }
        #expect(vm.state.content == posts(2...2))

        await loader.more.resume(call: 1, with: .success(Page(items: posts(3...4), hasMore: true)))
        await task.value
        #expect(vm.state.kind == .ideal)
        #expect(vm.state.content == posts(2...4))
    }

    @Test func editDoesNothingWithoutContent() async {
        let vm = TimelineViewModel(loader: FakeTimelineLoader(initial: [.success([])]), feedback: feedback)
        await vm.loadInitial()
        vm.edit { $0.append(Post(id: 9, text: "x")) }
        #expect(vm.state.kind == .empty)
    }

    // MARK: Spec texts

    @Test func stateHelpersAndTextsMatchTheSpec() {
        #expect(TimelineState.ideal(posts(1...1)).kind == .ideal)
        #expect(TimelineState.partial(posts(1...1), .offline).content == posts(1...1))
        #expect(TimelineState.partial(posts(1...1), .offline).cause == .offline)
        #expect(TimelineState.error(.other).cause == .other)
        #expect(TimelineState.error(.other).content == nil)
        #expect(TimelineState.empty.content == nil)
        #expect(TimelineState.Kind.allCases == [.ideal, .loading, .empty, .error, .partial])

        #expect(TimelineState.loadingStyle == .skeleton)
        #expect(TimelineState.placeholderCount == 5)
        #expect(TimelineState.emptyMessage == "There are no posts yet")
        #expect(TimelineState.emptyAction == ScreenButton(title: "Let's post!", event: .compose))
        #expect(TimelineState.partialMessage == "Failed to load older posts")
        #expect(TimelineState.partialRetryTitle == "Try again")
        #expect(TimelineErrorCause.offline.message == "You are offline. Check your connection.")
        #expect(TimelineErrorCause.other.message == "Failed to load your timeline")
        #expect(TimelineErrorCause.offline.retryTitle == "Try again")
        #expect(TimelineErrorCause.other.retryTitle == "Try again")
        #expect(TimelineErrorCause.offline.action == nil)
        #expect(TimelineFeedback.refreshFailed.kind.name == "error")
        #expect(TimelineFeedback.refreshFailed.text.english == "Failed to load newer posts")
    }
}
