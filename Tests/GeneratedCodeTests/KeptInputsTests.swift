// Drives `loads.initial.keep-inputs` on the generated Explore screen (Specs/Explore.yaml)
// through its generated fake: the topics shown lately keep their posts, and going back to one
// shows them without the loading state or a request.

import StateSpecTesting
import Testing

@MainActor
@Suite("Content kept per input")
struct KeptInputsTests {
    let feedback = ActionRecorder()

    private func posts(_ topic: String, _ ids: ClosedRange<Int>) -> [Status] {
        ids.map { Status(id: $0, text: "\(topic) \($0)") }
    }

    /// A loader that answers each topic at once with posts 1…2 (art), 3…4 (food), 5…6 (news) or 7…8.
    private func loader() -> ExploreLoaderFake {
        let loader = ExploreLoaderFake()
        loader.loadInitialCall.defaultAnswer = .computed { topic in
            switch topic {
            case "art": self.posts(topic, 1...2)
            case "food": self.posts(topic, 3...4)
            case "news": self.posts(topic, 5...6)
            default: self.posts(topic, 7...8)
            }
        }
        return loader
    }

    @Test func goingBackToATopicShowsItsPostsWithoutARequest() async throws {
        let loader = loader()
        loader.loadMoreCall.defaultAnswer = .value(Page(items: posts("art", 9...9), hasMore: false))
        let vm = ExploreViewModel(loader: loader, feedback: feedback)
        #expect(await vm.appear("art") == .succeeded)
        #expect(await vm.loadMore() == .succeeded)
        #expect(await vm.appear("food") == .succeeded)
        #expect(vm.state == .ideal(posts("food", 3...4)))

        let back = Task { await vm.appear("art") }
        #expect(vm.state == .ideal(posts("food", 3...4)))
        #expect(await back.value == .succeeded)
        #expect(vm.state == .ideal(posts("art", 1...2) + posts("art", 9...9)), "with the pages it had")
        #expect(!vm.canLoadMore)
        #expect(loader.loadInitialCall.arguments == ["art", "food"])
        #expect(await vm.appear("art") == .skipped(.notNeeded), "appearing again with the topic shown does nothing")
    }

    @Test func theTopicShownLeastRecentlyLoadsAgain() async {
        let loader = loader()
        let vm = ExploreViewModel(loader: loader, feedback: feedback)
        for topic in ["art", "food", "news", "sport"] { await vm.appear(topic) }
        await vm.appear("food")
        await vm.appear("news")
        #expect(loader.loadInitialCall.arguments == ["art", "food", "news", "sport"])
        #expect(await vm.appear("art") == .succeeded)
        #expect(loader.loadInitialCall.arguments == ["art", "food", "news", "sport", "art"], "three topics keep their posts")
    }

    @Test func aRefreshRefreshesTheTopicShownOnly() async throws {
        let loader = loader()
        loader.refreshCall.defaultAnswer = .computed { self.posts("fresh \($0.input)", 1...1) }
        let vm = ExploreViewModel(loader: loader, feedback: feedback)
        await vm.appear("art")
        await vm.appear("food")
        #expect(await vm.refresh() == .succeeded)
        #expect(loader.refreshCall.arguments.map(\.input) == ["food"])
        await vm.appear("art")
        #expect(vm.state == .ideal(posts("art", 1...2)), "art kept what it showed")
        await vm.appear("food")
        #expect(vm.state == .ideal(posts("fresh food", 1...1)), "food keeps its refreshed posts")
        #expect(loader.loadInitialCall.callCount == 2)
    }

    @Test func aLiveChangeMakesTheOtherTopicsLoadAgain() async throws {
        let loader = loader()
        let vm = ExploreViewModel(loader: loader, feedback: feedback)
        let observing = Task { await vm.observeChanges() }
        await loader.changesStream.untilSubscribed()
        await vm.appear("art")
        await vm.appear("food")
        // A post arrives while food is shown: it may belong to art too.
        loader.changesStream.send(.insert(Status(id: 50, text: "new")))
        #expect(await eventually { vm.state.content?.first?.id == 50 })

        #expect(await vm.appear("art") == .succeeded)
        #expect(loader.loadInitialCall.arguments == ["art", "food", "art"], "art's kept posts may miss the new one")
        observing.cancel()
    }

    @Test func aFavouriteThatEndsWhileAnotherTopicIsShownIsNotLost() async throws {
        let loader = loader()
        let vm = ExploreViewModel(loader: loader, feedback: feedback)
        await vm.appear("art")
        let post = posts("art", 1...1)[0]
        let favourite = Task { await vm.favourite(post) }
        await loader.favouriteCall.untilHeld()
        await vm.appear("food")
        var favourited = post
        favourited.isFavourited = true
        try loader.favouriteCall.release(with: favourited)
        #expect(await favourite.value == .succeeded)

        loader.loadInitialCall.script(.value([favourited] + posts("art", 2...2)))
        await vm.appear("art")
        #expect(vm.state == .ideal([favourited] + posts("art", 2...2)), "art loads again, with the favourite")
        #expect(loader.loadInitialCall.arguments == ["art", "food", "art"])
    }

    @Test func goingBackWhileATopicLoadsCancelsItWithoutAFailure() async throws {
        let loader = loader()
        loader.loadInitialCall.script(.value(posts("art", 1...2)), .hold())
        let vm = ExploreViewModel(loader: loader, feedback: feedback)
        await vm.appear("art")
        let toFood = Task { await vm.appear("food") }
        await loader.loadInitialCall.untilHeld()
        #expect(vm.state == .loading)
        #expect(await vm.appear("art") == .succeeded)
        #expect(await toFood.value == .cancelled)
        await loader.loadInitialCall.untilCancelled(call: 2)
        #expect(vm.state == .ideal(posts("art", 1...2)))
        #expect(vm.lastError == nil)
        #expect(feedback.shown.isEmpty)
        // food was never shown: it loads when picked again.
        await vm.appear("food")
        #expect(loader.loadInitialCall.arguments == ["art", "food", "food"])
    }

    @Test func aFailedTopicIsNotKeptAndLoadsAgain() async throws {
        let loader = loader()
        loader.loadInitialCall.script(.failure(FakeError.server))
        let vm = ExploreViewModel(loader: loader, feedback: feedback)
        #expect(await vm.appear("art") == .failed)
        #expect(vm.state == .error(.other))
        await vm.appear("food")
        #expect(await vm.appear("art") == .succeeded)
        #expect(vm.state == .ideal(posts("art", 1...2)))
        #expect(loader.loadInitialCall.arguments == ["art", "food", "art"])
    }
}
