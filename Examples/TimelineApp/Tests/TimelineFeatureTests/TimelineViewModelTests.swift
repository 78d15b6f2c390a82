// Drives the TimelineViewModel that StateSpecBuildPlugin generated from Timeline.yaml.

import StateSpecRuntime
import Testing
@testable import TimelineFeature

/// A loader whose first load returns `posts` (or throws `failure`) and that counts its calls.
actor FakeTimelineLoader: TimelineLoader {
    enum Failure: Error { case offline, server }

    let posts: [Post]
    let failure: Failure?
    /// Whether likes and deletes fail.
    let actionsFail: Bool
    private(set) var initialLoads = 0
    /// The live changes the test sends, and their stream.
    nonisolated let live = AsyncStream.makeStream(of: ItemChange<Post>.self)

    init(posts: [Post] = [], failure: Failure? = nil, actionsFail: Bool = false) {
        self.posts = posts
        self.failure = failure
        self.actionsFail = actionsFail
    }

    func loadInitial() async throws -> [Post] {
        initialLoads += 1
        if let failure { throw failure }
        return posts
    }

    func refresh(current: [Post]) async throws -> [Post] {
        posts
    }

    func loadMore(after current: [Post]) async throws -> Page<Post> {
        Page(items: [], hasMore: false)
    }

    func like(_ item: Post) async throws -> Post {
        if actionsFail { throw Failure.server }
        return optimisticLike(item)
    }

    nonisolated func optimisticLike(_ item: Post) -> Post {
        var post = item
        post.isLiked = true
        return post
    }

    func delete(_ item: Post) async throws {
        if actionsFail { throw Failure.server }
    }

    nonisolated func changes() -> AsyncStream<ItemChange<Post>> {
        live.stream
    }

    func errorCause(for error: any Error) -> TimelineErrorCause {
        (error as? Failure) == .offline ? .offline : .other
    }
}

/// Records the feedback messages the view model raises, instead of showing them.
@MainActor
final class FeedbackRecorder: FeedbackPresenting {
    private(set) var shown: [FeedbackMessage] = []

    func show(_ message: FeedbackMessage) {
        shown.append(message)
    }
}

@MainActor
@Suite("Generated TimelineViewModel")
struct TimelineViewModelTests {
    let posts = [Post(id: 1, text: "Hello"), Post(id: 2, text: "World")]

    @Test func initialLoadShowsThePostsInTheIdealState() async {
        let loader = FakeTimelineLoader(posts: posts)
        let model = TimelineViewModel(loader: loader, feedback: FeedbackRecorder()) { _ in }
        #expect(model.state.kind == .loading)

        #expect(await model.appear() == .succeeded)

        #expect(model.state == .ideal(posts))
        #expect(await loader.initialLoads == 1)
        #expect(await model.appear() == .skipped(.notNeeded), "appearing again keeps the posts")
        #expect(await loader.initialLoads == 1)
    }

    @Test func anEmptyListShowsTheEmptyStateAndItsMessage() async {
        let model = TimelineViewModel(loader: FakeTimelineLoader(posts: []), feedback: FeedbackRecorder()) { _ in }

        await model.loadInitial()

        #expect(model.state.kind == .empty)
        #expect(model.state.content == nil)
        #expect(TimelineState.emptyMessage.english == "There are no posts yet")
        #expect(TimelineState.emptyMessage.key == "Timeline.empty.message")
    }

    @Test func anOfflineFailureShowsTheErrorStateForThatCause() async {
        let feedback = FeedbackRecorder()
        let model = TimelineViewModel(loader: FakeTimelineLoader(failure: .offline), feedback: feedback) { _ in }

        await model.loadInitial()

        #expect(model.state.kind == .error)
        #expect(model.state.cause == .offline)
        #expect(model.state.cause?.message.english == "You are offline. Check your connection.")
        #expect(feedback.shown.isEmpty, "a failed first load shows the error state, not a message")
    }

    @Test func aLikeShowsAndAFailedOneIsTakenBackWithAMessage() async {
        let feedback = FeedbackRecorder()
        let liked = TimelineViewModel(loader: FakeTimelineLoader(posts: posts), feedback: feedback) { _ in }
        await liked.loadInitial()
        #expect(await liked.like(posts[0]) == .succeeded)
        #expect(liked.state.content?.first?.isLiked == true)

        let failing = TimelineViewModel(loader: FakeTimelineLoader(posts: posts, actionsFail: true), feedback: feedback) { _ in }
        await failing.loadInitial()
        #expect(await failing.like(posts[1]) == .failed)
        #expect(failing.state == .ideal(posts), "the row is back as it was")
        #expect(await failing.delete(posts[0]) == .failed)
        #expect(failing.state == .ideal(posts), "the deleted row is back")
        #expect(feedback.shown.map(\.key) == ["Timeline.likeFailed", "Timeline.deleteFailed"])
    }

    @Test func aStreamedPostArrivesAtTheTop() async {
        let loader = FakeTimelineLoader(posts: posts)
        let model = TimelineViewModel(loader: loader, feedback: FeedbackRecorder()) { _ in }
        await model.loadInitial()
        let observing = Task { await model.observeChanges() }
        loader.live.continuation.yield(.insert(Post(id: 3, text: "Streamed")))
        loader.live.continuation.finish()
        await observing.value
        #expect(model.state.content?.map(\.id) == [3, 1, 2])
    }
}
