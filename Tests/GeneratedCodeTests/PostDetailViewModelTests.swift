// Drives the generated PostDetailViewModel (specs/PostDetail.yaml) with a fake loader.

import StateSpecRuntime
import Testing

@MainActor
@Suite("PostDetailViewModel")
struct PostDetailViewModelTests {
    let feedback = FeedbackRecorder()

    private let post = Post(id: 7, text: "hello")
    private let edited = Post(id: 7, text: "hello, edited")

    /// A view model whose first load showed `post`.
    private func loaded(refresh: [Reply<Post?>] = []) async throws -> (PostDetailViewModel, FakePostDetailLoader) {
        let loader = FakePostDetailLoader(initial: [.success(post)], refresh: refresh)
        let vm = PostDetailViewModel(loader: loader, feedback: feedback) { _ in }
        await vm.loadInitial()
        try #require(vm.state.content == post)
        return (vm, loader)
    }

    // MARK: Initial load

    @Test func initialLoadShowsLoadingWhileSuspendedThenThePost() async throws {
        let loader = FakePostDetailLoader(initial: [.suspend])
        let vm = PostDetailViewModel(loader: loader, feedback: feedback) { _ in }
        #expect(vm.state.kind == .loading)
        let task = Task { await vm.loadInitial() }
        try await waitUntilSuspended(loader.initial)
        #expect(vm.state.kind == .loading)
        #expect(vm.state.content == nil)

        await loader.initial.resume(call: 1, with: .success(post))
        #expect(await task.value == .succeeded)
        #expect(vm.state.kind == .ideal)
        #expect(vm.state.content == post)
    }

    @Test func initialLoadOfNilShowsEmpty() async {
        let vm = PostDetailViewModel(loader: FakePostDetailLoader(initial: [.success(nil)]), feedback: feedback) { _ in }
        await vm.loadInitial()
        #expect(vm.state.kind == .empty)
        #expect(vm.state.content == nil)
    }

    @Test(arguments: [(FakeError.offline, PostDetailErrorCause.offline), (.server, .other)])
    func initialLoadFailureShowsErrorWithItsCause(error: FakeError, cause: PostDetailErrorCause) async {
        let vm = PostDetailViewModel(loader: FakePostDetailLoader(initial: [.failure(error)]), feedback: feedback) { _ in }
        await vm.loadInitial()
        #expect(vm.state.kind == .error)
        #expect(vm.state.cause == cause)
        #expect((vm.lastError as? FakeError) == error)
    }

    @Test func secondInitialLoadWhileTheFirstRunsJoinsIt() async throws {
        let loader = FakePostDetailLoader(initial: [.suspend])
        let vm = PostDetailViewModel(loader: loader, feedback: feedback) { _ in }
        let first = Task { await vm.loadInitial() }
        try await waitUntilSuspended(loader.initial)
        let second = Task { await vm.loadInitial() }
        #expect(await vm.retry() == .skipped(.notNeeded), "nothing failed yet")

        await loader.initial.resume(call: 1, with: .success(post))
        #expect(await first.value == .succeeded)
        #expect(await second.value == .succeeded)
        #expect(vm.state.content == post)
        #expect(await loader.initial.callCount == 1)
    }

    @Test func retryInTheErrorStateRunsTheInitialLoadAgain() async throws {
        let loader = FakePostDetailLoader(initial: [.failure(.server), .success(post)])
        let vm = PostDetailViewModel(loader: loader, feedback: feedback) { _ in }
        await vm.loadInitial()
        try #require(vm.state.kind == .error)

        await vm.retry()
        #expect(await loader.initial.callCount == 2)
        #expect(vm.state.content == post)
    }

    @Test func retryDoesNothingInTheIdealAndEmptyStates() async throws {
        let (vm, loader) = try await loaded()
        await vm.retry()
        #expect(await loader.initial.callCount == 1)

        let emptyLoader = FakePostDetailLoader(initial: [.success(nil)])
        let emptyVM = PostDetailViewModel(loader: emptyLoader, feedback: feedback) { _ in }
        await emptyVM.loadInitial()
        await emptyVM.retry()
        #expect(await emptyLoader.initial.callCount == 1)
        #expect(emptyVM.state.kind == .empty)
    }

    // MARK: Refresh

    @Test func refreshKeepsThePostOnScreenWhileItRunsThenReplacesIt() async throws {
        let (vm, loader) = try await loaded(refresh: [.suspend])
        let task = Task { await vm.refresh() }
        try await waitUntilSuspended(loader.refreshes)
        #expect(vm.isRefreshing)
        #expect(vm.state.kind == .ideal)
        #expect(vm.state.content == post)
        #expect(await loader.refreshes.arguments == [post])

        await loader.refreshes.resume(call: 1, with: .success(edited))
        #expect(await task.value == .succeeded)
        #expect(!vm.isRefreshing)
        #expect(vm.state.content == edited)
        #expect(feedback.shown.isEmpty)
    }

    @Test func refreshFailureKeepsThePostAndRaisesRefreshFailed() async throws {
        let (vm, _) = try await loaded(refresh: [.failure(.offline)])
        await vm.refresh()
        #expect(vm.state.kind == .ideal)
        #expect(vm.state.content == post)
        #expect(feedback.shown.map(\.key) == ["PostDetail.refreshFailed"])
        #expect(!vm.isRefreshing)
        #expect((vm.lastError as? FakeError) == .offline)
    }

    @Test func refreshOfADeletedPostShowsEmpty() async throws {
        let (vm, _) = try await loaded(refresh: [.success(nil)])
        await vm.refresh()
        #expect(vm.state.kind == .empty)
    }

    @Test func refreshFromTheEmptyStatePassesNilAndShowsThePost() async throws {
        let loader = FakePostDetailLoader(initial: [.success(nil)], refresh: [.success(post)])
        let vm = PostDetailViewModel(loader: loader, feedback: feedback) { _ in }
        await vm.loadInitial()
        try #require(vm.state.kind == .empty)

        await vm.refresh()
        #expect(await loader.refreshes.arguments == [nil])
        #expect(vm.state.kind == .ideal)
        #expect(vm.state.content == post)
    }

    @Test func refreshBeforeTheFirstLoadSucceededNeverReachesTheLoader() async throws {
        let loader = FakePostDetailLoader(initial: [.suspend])
        let vm = PostDetailViewModel(loader: loader, feedback: feedback) { _ in }
        #expect(await vm.refresh() == .skipped(.noContent), "never loaded")

        let first = Task { await vm.loadInitial() }
        try await waitUntilSuspended(loader.initial)
        let refresh = Task { await vm.refresh() }
        #expect(!vm.isRefreshing)
        await loader.initial.resume(call: 1, with: .failure(.server))
        #expect(await first.value == .failed)
        #expect(await refresh.value == .failed, "it joined the first load and shares its outcome")
        try #require(vm.state.kind == .error)

        #expect(await vm.refresh() == .skipped(.noContent), "in the error state")
        #expect(await loader.refreshes.callCount == 0)
        #expect(feedback.shown.isEmpty)
    }

    // MARK: Events and edits

    @Test func closeReachesTheEventHandler() {
        let log = EventLog<PostDetailEvent>()
        let vm = PostDetailViewModel(loader: FakePostDetailLoader(), feedback: feedback) { log.record($0) }
        vm.close()
        #expect(log.events == [.close])
    }

    @Test func editChangesThePost() async throws {
        let (vm, _) = try await loaded()
        vm.edit { $0.text = "hello, edited" }
        #expect(vm.state.content == edited)
    }

    // MARK: Spec texts

    @Test func stateHelpersAndTextsMatchTheSpec() {
        #expect(PostDetailState.ideal(post).kind == .ideal)
        #expect(PostDetailState.ideal(post).content == post)
        #expect(PostDetailState.error(.offline).cause == .offline)
        #expect(PostDetailState.empty.content == nil)
        #expect(PostDetailState.Kind.allCases == [.ideal, .loading, .empty, .error])

        #expect(PostDetailState.loadingStyle == .skeleton)
        #expect(PostDetailState.placeholderCount == 1)
        #expect(PostDetailState.emptyMessage.english == "This post was deleted")
        #expect(PostDetailState.emptyAction.title.english == "Back to the timeline")
        #expect(PostDetailState.emptyAction.event == .close)
        #expect(PostDetailErrorCause.offline.message.english == "You are offline. Check your connection.")
        #expect(PostDetailErrorCause.other.message.english == "Could not load the post")
        #expect(PostDetailErrorCause.other.retryTitle?.english == "Try again")
        #expect(PostDetailFeedback.refreshFailed.kind.name == "error")
        #expect(PostDetailFeedback.refreshFailed.text.english == "Could not refresh the post")
    }
}
