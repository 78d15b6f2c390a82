// The timeline through what SwiftUI does to it: calls that take time, a pull while a load runs,
// a view that goes away mid-load, a failed refresh's message on the clock, a page of older posts.

import Foundation
import StateSpecRuntime
import Testing
@testable import TimelineFeature

/// A loader whose calls wait at a gate until the test opens it, and that logs every call.
@MainActor
final class SlowTimelineLoader: TimelineLoader {
    let gate = Gate()
    var posts: [Post]
    var olderPosts: [Post] = []
    var refreshFails = false
    private(set) var calls: [String] = []

    init(posts: [Post]) { self.posts = posts }

    func loadInitial() async throws -> [Post] {
        calls.append("loadInitial")
        try await gate.pass()
        return posts
    }

    func refresh(current: [Post]) async throws -> [Post] {
        calls.append("refresh")
        try await gate.pass()
        if refreshFails { throw URLError(.timedOut) }
        return posts
    }

    func loadMore(after current: [Post]) async throws -> Page<Post> {
        calls.append("loadMore")
        try await gate.pass()
        return Page(items: olderPosts, hasMore: false)
    }

    func like(_ item: Post) async throws -> Post { optimisticLike(item) }
    func optimisticLike(_ item: Post) -> Post { Post(id: item.id, text: item.text, isLiked: true) }
    func delete(_ item: Post) async throws {}
    func changes() -> AsyncStream<ItemChange<Post>> { AsyncStream { $0.finish() } }
    func errorCause(for error: any Error) async -> TimelineErrorCause { .other }
}

@MainActor
@Suite("The timeline's lifecycle")
struct TimelineLifecycleTests {
    let posts = [Post(id: 1, text: "Hello"), Post(id: 2, text: "World")]

    @Test func aPullDuringTheFirstLoadJoinsItInsteadOfLoadingTwice() async throws {
        let loader = SlowTimelineLoader(posts: posts)
        let model = TimelineViewModel(loader: loader, feedback: FeedbackRecorder()) { _ in }

        let appearing = Task { await model.appear() }
        try await loader.gate.untilWaiting()
        #expect(model.state == .loading)
        let pulling = Task { await model.refresh() }
        for _ in 0..<10 { await Task.yield() }          // the pull reaches the view model and joins
        await loader.gate.open()

        #expect(await appearing.value == .succeeded)
        #expect(await pulling.value == .succeeded)
        #expect(model.state == .ideal(posts))
        #expect(loader.calls == ["loadInitial"])
    }

    @Test func aViewThatGoesAwayCancelsItsLoadAndTheNextAppearanceLoadsAgain() async throws {
        let loader = SlowTimelineLoader(posts: posts)
        let model = TimelineViewModel(loader: loader, feedback: FeedbackRecorder()) { _ in }

        let appearing = Task { await model.appear() }   // SwiftUI's .task
        try await loader.gate.untilWaiting()
        appearing.cancel()                              // the view disappeared
        #expect(await appearing.value == .cancelled)
        #expect(model.state == .loading, "a cancelled call changes nothing")

        let appearingAgain = Task { await model.appear() }
        try await loader.gate.untilWaiting()
        await loader.gate.open()
        #expect(await appearingAgain.value == .succeeded)
        #expect(model.state == .ideal(posts))
        #expect(loader.calls == ["loadInitial", "loadInitial"])
    }

    @Test func aFailedRefreshKeepsThePostsAndItsMessageLeavesAfterItsDuration() async throws {
        let loader = SlowTimelineLoader(posts: posts)
        let clock = ManualFeedbackClock()
        let presenter = AppFeedbackPolicy.makePresenter(clock: clock, announcer: SilentAnnouncer())
        let model = TimelineViewModel(loader: loader, feedback: presenter) { _ in }
        let loading = Task { await model.loadInitial() }
        try await loader.gate.untilWaiting()
        await loader.gate.open()
        _ = await loading.value

        loader.refreshFails = true
        let refreshing = Task { await model.refresh() }
        try await loader.gate.untilWaiting()
        #expect(model.isRefreshing)
        await loader.gate.open()
        #expect(await refreshing.value == .failed)

        #expect(model.state == .ideal(posts), "the posts stay on screen")
        #expect(presenter.current?.message.key == "Timeline.refreshFailed")
        #expect(presenter.current?.text == "Failed to load newer posts")
        clock.advance(by: 8.9)                          // feedback.yaml: errors stay 9 seconds
        #expect(presenter.current?.message.key == "Timeline.refreshFailed")
        clock.advance(by: 0.1)
        #expect(presenter.current == nil)
    }

    @Test func olderPostsArriveAsAPageAndTheLastPageEndsPaging() async throws {
        let loader = SlowTimelineLoader(posts: posts)
        loader.olderPosts = [Post(id: 0, text: "Older")]
        let model = TimelineViewModel(loader: loader, feedback: FeedbackRecorder()) { _ in }
        let loading = Task { await model.loadInitial() }
        try await loader.gate.untilWaiting()
        await loader.gate.open()
        _ = await loading.value

        let paging = Task { await model.loadMoreIfNeeded(currentIndex: posts.count - 1) }  // the last row appeared
        try await loader.gate.untilWaiting()
        #expect(model.isLoadingMore)
        await loader.gate.open()

        #expect(await paging.value == .succeeded)
        #expect(model.state.content?.map(\.id) == [1, 2, 0])
        #expect(!model.canLoadMore, "hasMore: false was the last page")
        #expect(await model.loadMore() == .skipped(.noMorePages))
    }
}
