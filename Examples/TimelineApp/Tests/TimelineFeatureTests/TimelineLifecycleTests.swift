// The timeline through what SwiftUI does to it: calls that take time, a pull while a load runs,
// a view that goes away mid-load, a failed refresh's message on the clock, a page of older posts.
// TimelineLoaderFake is generated from Timeline.yaml by StateSpecBuildPlugin: each of its calls
// waits until the test releases it, and one whose task is cancelled gives up, as URLSession's do.

import Foundation
import StateSpecTesting
import Testing
@testable import TimelineFeature

@MainActor
@Suite("The timeline's lifecycle")
struct TimelineLifecycleTests {
    let posts = [Post(id: 1, text: "Hello"), Post(id: 2, text: "World")]

    @Test func aPullDuringTheFirstLoadJoinsItInsteadOfLoadingTwice() async throws {
        let loader = TimelineLoaderFake()
        let model = TimelineViewModel(loader: loader, feedback: FeedbackRecorder()) { _ in }

        let appearing = Task { await model.appear() }
        await loader.loadInitialCall.untilHeld()
        #expect(model.state == .loading)
        let pulling = Task { await model.refresh() }
        for _ in 0..<10 { await Task.yield() }          // the pull reaches the view model and joins
        try loader.loadInitialCall.release(with: posts)

        #expect(await appearing.value == .succeeded)
        #expect(await pulling.value == .succeeded)
        #expect(model.state == .ideal(posts))
        #expect(loader.loadInitialCall.callCount == 1)
        #expect(loader.refreshCall.callCount == 0)
    }

    @Test func aViewThatGoesAwayCancelsItsLoadAndTheNextAppearanceLoadsAgain() async throws {
        let loader = TimelineLoaderFake()
        let model = TimelineViewModel(loader: loader, feedback: FeedbackRecorder()) { _ in }

        let appearing = Task { await model.appear() }   // SwiftUI's .task
        await loader.loadInitialCall.untilHeld()
        appearing.cancel()                              // the view disappeared
        #expect(await appearing.value == .cancelled)
        await loader.loadInitialCall.untilCancelled(call: 1)
        #expect(model.state == .loading, "a cancelled call changes nothing")

        let appearingAgain = Task { await model.appear() }
        await loader.loadInitialCall.untilHeld(call: 2)
        try loader.loadInitialCall.release(with: posts)
        #expect(await appearingAgain.value == .succeeded)
        #expect(model.state == .ideal(posts))
        #expect(loader.loadInitialCall.callCount == 2)
    }

    @Test func aFailedRefreshKeepsThePostsAndItsMessageLeavesAfterItsDuration() async throws {
        let loader = TimelineLoaderFake()
        loader.loadInitialCall.defaultAnswer = .value(posts)
        let clock = ManualFeedbackClock()
        let presenter = AppFeedbackPolicy.makePresenter(clock: clock, announcer: SilentAnnouncer())
        let model = TimelineViewModel(loader: loader, feedback: presenter) { _ in }
        await model.loadInitial()

        let refreshing = Task { await model.refresh() }
        #expect(await loader.refreshCall.nextCall() == posts, "the refresh gets the posts on screen")
        #expect(model.isRefreshing)
        try loader.refreshCall.fail(with: URLError(.timedOut))
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
        let loader = TimelineLoaderFake()
        loader.loadInitialCall.defaultAnswer = .value(posts)
        let model = TimelineViewModel(loader: loader, feedback: FeedbackRecorder()) { _ in }
        await model.loadInitial()

        let paging = Task { await model.loadMoreIfNeeded(currentIndex: posts.count - 1) }  // the last row appeared
        await loader.loadMoreCall.untilHeld()
        #expect(model.isLoadingMore)
        try loader.loadMoreCall.release(with: Page(items: [Post(id: 0, text: "Older")], hasMore: false))

        #expect(await paging.value == .succeeded)
        #expect(model.state.content?.map(\.id) == [1, 2, 0])
        #expect(!model.canLoadMore, "hasMore: false was the last page")
        #expect(await model.loadMore() == .skipped(.noMorePages))
        #expect(loader.loadMoreCall.callCount == 1)
    }

    @Test func aFirstLoadThatFailsOfflineShowsThatCause() async throws {
        let loader = TimelineLoaderFake()
        loader.causeOfError = { ($0 as? URLError)?.code == .notConnectedToInternet ? .offline : .other }
        let model = TimelineViewModel(loader: loader, feedback: FeedbackRecorder()) { _ in }

        let loading = Task { await model.loadInitial() }
        await loader.loadInitialCall.untilHeld()
        try loader.loadInitialCall.fail(with: URLError(.notConnectedToInternet))
        #expect(await loading.value == .failed)
        #expect(model.state == .error(.offline))
    }
}
