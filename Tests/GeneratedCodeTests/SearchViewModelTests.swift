// Drives the generated SearchViewModel (specs/Search.yaml) with a fake loader.

import StateSpecRuntime
import Testing

@MainActor
@Suite("SearchViewModel")
struct SearchViewModelTests {
    /// A view model whose search for `query` showed `content`.
    private func searched(
        _ query: String,
        showing content: [SearchResult],
        more: [Reply<Page<SearchResult>>] = []
    ) async throws -> (SearchViewModel, FakeSearchLoader) {
        let loader = FakeSearchLoader(initial: [.success(content)], more: more)
        let vm = SearchViewModel(loader: loader) { _ in }
        await vm.loadInitial(query)
        try #require(vm.state.content == content)
        return (vm, loader)
    }

    // MARK: Initial load

    @Test func startsInTheLoadingState() {
        let vm = SearchViewModel(loader: FakeSearchLoader()) { _ in }
        #expect(vm.state.kind == .loading)
        #expect(vm.state.content == nil)
        #expect(vm.canLoadMore)
        #expect(!vm.isLoadingMore)
    }

    @Test func searchShowsLoadingWhileSuspendedThenTheResults() async throws {
        let loader = FakeSearchLoader(initial: [.suspend])
        let vm = SearchViewModel(loader: loader) { _ in }
        let task = Task { await vm.loadInitial("swift") }
        try await waitUntilSuspended(loader.initial)
        #expect(vm.state.kind == .loading)
        #expect(await loader.initial.arguments == ["swift"])

        await loader.initial.resume(call: 1, with: .success(results("swift", 1...3)))
        #expect(await task.value == .succeeded)
        #expect(vm.state.kind == .ideal)
        #expect(vm.state.content == results("swift", 1...3))
    }

    @Test func searchWithoutMatchesShowsEmpty() async {
        let vm = SearchViewModel(loader: FakeSearchLoader(initial: [.success([])])) { _ in }
        await vm.loadInitial("nothing")
        #expect(vm.state.kind == .empty)
        #expect(vm.state.content == nil)
    }

    @Test(arguments: [(FakeError.offline, SearchErrorCause.offline), (.server, .other)])
    func searchFailureShowsErrorWithItsCause(error: FakeError, cause: SearchErrorCause) async {
        let vm = SearchViewModel(loader: FakeSearchLoader(initial: [.failure(error)])) { _ in }
        await vm.loadInitial("swift")
        #expect(vm.state.kind == .error)
        #expect(vm.state.cause == cause)
        #expect((vm.lastError as? FakeError) == error)
    }

    @Test func newerQuerySupersedesARunningSearch() async throws {
        let loader = FakeSearchLoader(initial: [.suspendIgnoringCancellation, .suspend])
        let vm = SearchViewModel(loader: loader) { _ in }
        let first = Task { await vm.loadInitial("a") }
        try await waitUntilSuspended(loader.initial, call: 1)
        let second = Task { await vm.loadInitial("b") }
        try await waitUntilSuspended(loader.initial, call: 2)
        #expect(await loader.initial.arguments == ["a", "b"])
        #expect(vm.state.kind == .loading)

        await loader.initial.resume(call: 2, with: .success(results("b", 1...2)))
        #expect(await second.value == .succeeded)
        #expect(vm.state.content == results("b", 1...2))

        // "a" returns last: its result is dropped.
        await loader.initial.resume(call: 1, with: .success(results("a", 1...5)))
        #expect(await first.value == .cancelled)
        #expect(vm.state.kind == .ideal)
        #expect(vm.state.content == results("b", 1...2))
    }

    @Test func supersededSearchThatReturnsFirstIsDropped() async throws {
        let loader = FakeSearchLoader(initial: [.suspendIgnoringCancellation, .suspend])
        let vm = SearchViewModel(loader: loader) { _ in }
        let first = Task { await vm.loadInitial("a") }
        try await waitUntilSuspended(loader.initial, call: 1)
        let second = Task { await vm.loadInitial("b") }
        try await waitUntilSuspended(loader.initial, call: 2)

        await loader.initial.resume(call: 1, with: .success(results("a", 1...5)))
        #expect(await first.value == .cancelled)
        #expect(vm.state.kind == .loading)

        await loader.initial.resume(call: 2, with: .success(results("b", 1...2)))
        #expect(await second.value == .succeeded)
        #expect(vm.state.content == results("b", 1...2))
    }

    @Test func supersededSearchFailureIsDropped() async throws {
        let loader = FakeSearchLoader(initial: [.suspendIgnoringCancellation, .suspend])
        let vm = SearchViewModel(loader: loader) { _ in }
        let first = Task { await vm.loadInitial("a") }
        try await waitUntilSuspended(loader.initial, call: 1)
        let second = Task { await vm.loadInitial("b") }
        try await waitUntilSuspended(loader.initial, call: 2)

        await loader.initial.resume(call: 2, with: .success(results("b", 1...1)))
        #expect(await second.value == .succeeded)
        await loader.initial.resume(call: 1, with: .failure(.offline))
        #expect(await first.value == .cancelled)
        #expect(vm.state.kind == .ideal)
        #expect(vm.state.content == results("b", 1...1))
        #expect(vm.lastError == nil)
    }

    @Test func newQueryWhileAPageLoadsDropsThePage() async throws {
        let (vm, loader) = try await searched("a", showing: results("a", 1...2), more: [.suspend])
        await loader.initial.enqueue(.success(results("b", 1...1)))
        let paging = Task { await vm.loadMore() }
        try await waitUntilSuspended(loader.more)
        #expect(vm.isLoadingMore)

        await vm.loadInitial("b")
        #expect(vm.state.content == results("b", 1...1))
        #expect(!vm.isLoadingMore)

        await loader.more.resume(call: 1, with: .success(Page(items: results("a", 3...4), hasMore: true)))
        #expect(await paging.value == .cancelled)
        #expect(vm.state.content == results("b", 1...1))
    }

    @Test func retryInTheErrorStateSearchesTheSameQueryAgain() async throws {
        let loader = FakeSearchLoader(initial: [.failure(.offline), .success(results("q", 1...1))])
        let vm = SearchViewModel(loader: loader) { _ in }
        await vm.loadInitial("q")
        try #require(vm.state.kind == .error)

        await vm.retry()
        #expect(await loader.initial.arguments == ["q", "q"])
        #expect(vm.state.kind == .ideal)
        #expect(vm.state.content == results("q", 1...1))
    }

    @Test func retryDoesNothingBeforeAnySearch() async {
        let loader = FakeSearchLoader()
        let vm = SearchViewModel(loader: loader) { _ in }
        await vm.retry()
        #expect(await loader.initial.callCount == 0)
        #expect(vm.state.kind == .loading)
    }

    // MARK: Paging

    @Test func loadMoreAppendsThePageForTheCurrentQuery() async throws {
        let (vm, loader) = try await searched(
            "q", showing: results("q", 1...2),
            more: [.success(Page(items: results("q", 3...4), hasMore: true))]
        )
        await vm.loadMore()
        #expect(await loader.more.arguments == [Request(current: results("q", 1...2), input: "q")])
        #expect(vm.state.kind == .ideal)
        #expect(vm.state.content == results("q", 1...4))
        #expect(vm.canLoadMore)
    }

    @Test func loadMoreWhilePagingJoinsThePageLoadRunning() async throws {
        let (vm, loader) = try await searched("q", showing: results("q", 1...2), more: [.suspend])
        let first = Task { await vm.loadMore() }
        try await waitUntilSuspended(loader.more)
        #expect(vm.isLoadingMore)
        let second = Task { await vm.loadMore() }

        await loader.more.resume(call: 1, with: .success(Page(items: results("q", 3...3), hasMore: true)))
        #expect(await first.value == .succeeded)
        #expect(await second.value == .succeeded)
        #expect(await loader.more.callCount == 1)
        #expect(!vm.isLoadingMore)
        #expect(vm.state.content == results("q", 1...3))
    }

    @Test func lastPageStopsPaging() async throws {
        let (vm, loader) = try await searched(
            "q", showing: results("q", 1...2),
            more: [.success(Page(items: results("q", 3...3), hasMore: false))]
        )
        await vm.loadMore()
        #expect(!vm.canLoadMore)
        await vm.loadMore()
        await vm.loadMoreIfNeeded(currentIndex: 2)
        #expect(await loader.more.callCount == 1)
        #expect(vm.state.content == results("q", 1...3))
    }

    @Test func newSearchAllowsPagingAgainAfterTheLastPage() async throws {
        let (vm, loader) = try await searched(
            "a", showing: results("a", 1...1),
            more: [.success(Page(items: [], hasMore: false)), .success(Page(items: results("b", 2...2), hasMore: true))]
        )
        await vm.loadMore()
        try #require(!vm.canLoadMore)
        await loader.initial.enqueue(.success(results("b", 1...1)))
        await vm.loadInitial("b")
        #expect(vm.canLoadMore)
        await vm.loadMore()
        #expect(await loader.more.arguments.last == Request(current: results("b", 1...1), input: "b"))
        #expect(vm.state.content == results("b", 1...2))
    }

    @Test func loadMoreFailureShowsPartialThenRetryAppends() async throws {
        let (vm, loader) = try await searched(
            "q", showing: results("q", 1...2),
            more: [.failure(.offline), .success(Page(items: results("q", 3...4), hasMore: false))]
        )
        await vm.loadMore()
        #expect(vm.state.kind == .partial)
        #expect(vm.state.content == results("q", 1...2))
        #expect(vm.state.cause == .offline)

        await vm.retry()
        #expect(await loader.more.callCount == 2)
        #expect(await loader.initial.callCount == 1)
        #expect(vm.state.kind == .ideal)
        #expect(vm.state.content == results("q", 1...4))
        #expect(!vm.canLoadMore)
    }

    @Test func loadMoreOtherFailureHasCauseOther() async throws {
        let (vm, _) = try await searched("q", showing: results("q", 1...2), more: [.failure(.server)])
        await vm.loadMore()
        #expect(vm.state.kind == .partial)
        #expect(vm.state.cause == .other)
    }

    @Test func loadMoreIfNeededLoadsOnlyOnTheLastIndexAndNotInPartial() async throws {
        let (vm, loader) = try await searched(
            "q", showing: results("q", 1...3),
            more: [.failure(.server)]
        )
        await vm.loadMoreIfNeeded(currentIndex: 0)
        await vm.loadMoreIfNeeded(currentIndex: 1)
        #expect(await loader.more.callCount == 0)

        await vm.loadMoreIfNeeded(currentIndex: 2)
        #expect(await loader.more.callCount == 1)
        try #require(vm.state.kind == .partial)

        await vm.loadMoreIfNeeded(currentIndex: 2)
        #expect(await loader.more.callCount == 1)
        #expect(vm.state.kind == .partial)
    }

    @Test func loadMoreDoesNothingWithoutResults() async {
        let loader = FakeSearchLoader(initial: [.success([])])
        let vm = SearchViewModel(loader: loader) { _ in }
        await vm.loadMore()
        await vm.loadInitial("none")
        await vm.loadMore()
        #expect(await loader.more.callCount == 0)
        #expect(vm.state.kind == .empty)
    }

    // MARK: Events and edits

    @Test func clearQueryReachesTheEventHandler() {
        let log = EventLog<SearchEvent>()
        let vm = SearchViewModel(loader: FakeSearchLoader()) { log.record($0) }
        vm.clearQuery()
        #expect(log.events == [.clearQuery])
    }

    @Test func editChangesTheResults() async throws {
        let (vm, _) = try await searched("q", showing: results("q", 1...2))
        vm.edit { $0.removeLast() }
        #expect(vm.state.content == results("q", 1...1))
    }

    /// Same defect as Timeline: loadMore appends the page to the results captured before the
    /// loader ran, so an edit made while the page loads is lost when the page arrives.
    @Test func editWhileAPageLoadsSurvivesThePage() async throws {
        let (vm, loader) = try await searched("q", showing: results("q", 1...2), more: [.suspend])
        let task = Task { await vm.loadMore() }
        try await waitUntilSuspended(loader.more)
        vm.edit { $0.removeFirst() }
        #expect(vm.state.content == results("q", 2...2))

        await loader.more.resume(call: 1, with: .success(Page(items: results("q", 3...3), hasMore: true)))
        #expect(await task.value == .succeeded)
        #expect(vm.state.content == results("q", 2...3))
    }

    // MARK: Spec texts

    @Test func stateHelpersAndTextsMatchTheSpec() {
        #expect(SearchState.partial(results("q", 1...1), .other).kind == .partial)
        #expect(SearchState.partial(results("q", 1...1), .other).content == results("q", 1...1))
        #expect(SearchState.partial(results("q", 1...1), .other).cause == .other)
        #expect(SearchState.ideal(results("q", 1...1)).cause == nil)
        #expect(SearchState.loading.content == nil)

        #expect(SearchState.loadingStyle == .spinner)
        #expect(SearchState.emptyMessage.english == "No results. Try other words.")
        #expect(SearchState.emptyAction.title.english == "Clear the search")
        #expect(SearchState.emptyAction.event == .clearQuery)
        #expect(SearchState.partialMessage.english == "Could not load more results")
        #expect(SearchState.partialRetryTitle.english == "Try again")
        #expect(SearchErrorCause.offline.message.english == "You are offline. Check your connection.")
        #expect(SearchErrorCause.other.message.english == "Search is not available right now")
        #expect(SearchErrorCause.offline.retryTitle?.english == "Try again")
        #expect(SearchErrorCause.other.retryTitle?.english == "Search again")
    }
}
