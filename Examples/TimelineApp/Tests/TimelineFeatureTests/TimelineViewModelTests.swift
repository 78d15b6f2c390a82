// Drives the TimelineViewModel that StateSpecBuildPlugin generated from Timeline.yaml.

import StateSpecRuntime
import Testing
@testable import TimelineFeature

/// A loader whose first load returns `posts` (or throws `failure`) and that counts its calls.
actor FakeTimelineLoader: TimelineLoader {
    enum Failure: Error { case offline, server }

    let posts: [Post]
    let failure: Failure?
    private(set) var initialLoads = 0

    init(posts: [Post] = [], failure: Failure? = nil) {
        self.posts = posts
        self.failure = failure
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

    nonisolated func errorCause(for error: any Error) -> TimelineErrorCause {
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
        let model = TimelineViewModel(loader: loader, feedback: FeedbackRecorder())
        #expect(model.state.kind == .loading)

        await model.loadInitial()

        #expect(model.state.kind == .ideal)
        #expect(model.state.content == posts)
        #expect(await loader.initialLoads == 1)
    }

    @Test func anEmptyListShowsTheEmptyStateAndItsMessage() async {
        let model = TimelineViewModel(loader: FakeTimelineLoader(posts: []), feedback: FeedbackRecorder())

        await model.loadInitial()

        #expect(model.state.kind == .empty)
        #expect(model.state.content == nil)
        #expect(TimelineState.emptyMessage == "There are no posts yet")
    }

    @Test func anOfflineFailureShowsTheErrorStateForThatCause() async {
        let feedback = FeedbackRecorder()
        let model = TimelineViewModel(loader: FakeTimelineLoader(failure: .offline), feedback: feedback)

        await model.loadInitial()

        #expect(model.state.kind == .error)
        #expect(model.state.cause == .offline)
        #expect(model.state.cause?.message == "You are offline. Check your connection.")
        #expect(feedback.shown.isEmpty, "a failed first load shows the error state, not a message")
    }
}
