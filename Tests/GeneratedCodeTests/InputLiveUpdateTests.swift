// Drives `live-updates.per-input: true` on the generated Hashtag screen (Specs/Hashtag.yaml)
// through its generated fake: each hashtag's stream is heard while its posts show or load, the
// stream switches with the hashtag, and what one hashtag's stream says never reaches another's.

import StateSpecTesting
import Testing
import StateSpecTestSupport

@MainActor
@Suite("Live updates per input")
struct InputLiveUpdateTests {
    let feedback = ActionRecorder()
    let clock = TestClock()

    private func posts(_ tag: String, _ ids: ClosedRange<Int>) -> [Status] {
        ids.map { Status(id: $0, text: "\(tag) \($0)") }
    }

    private func ids(_ vm: HashtagViewModel) -> [Int]? { vm.state.content?.map(\.id) }

    /// A view model showing #art (posts 1…2) and observing its changes.
    private func showingArt(_ loader: HashtagLoaderFake) async throws -> (HashtagViewModel, Task<Void, Never>) {
        loader.loadInitialCall.script(.value(posts("art", 1...2)))
        let vm = HashtagViewModel(loader: loader, feedback: feedback, clock: clock)
        let observing = Task { await vm.observeChanges() }
        try #require(await vm.appear("art") == .succeeded)
        await loader.changesStream(for: "art")?.untilSubscribed()
        try #require(loader.changesStream(for: "art") != nil)
        return (vm, observing)
    }

    @Test func theNewHashtagsStreamStartsBeforeItsRequestAndOnlyItsChangesReachItsPosts() async throws {
        let loader = HashtagLoaderFake()
        let (vm, observing) = try await showingArt(loader)
        let art = try #require(loader.changesStream(for: "art"))

        let switching = Task { await vm.loadInitial("food") }
        #expect(await until { clock.sleeping == 1 })
        #expect(loader.changesStreams.map(\.input) == ["art", "food"], "food's stream is asked as the hashtag changes")
        #expect(loader.loadInitialCall.callCount == 1, "its request waits for the pause")
        let food = try #require(loader.changesStream(for: "food"))
        art.send(.insert(Status(id: 10, text: "art new")))
        #expect(await until { ids(vm) == [10, 1, 2] }, "art's posts still show and still hear art's stream")
        clock.advance(by: .seconds(0.3))
        await loader.loadInitialCall.untilHeld()
        #expect(vm.isReloading)
        food.send(.insert(Status(id: 30, text: "food new")))
        food.send(.remove(id: 4))
        await settle()
        #expect(ids(vm) == [10, 1, 2], "food's changes never touch art's posts")
        try loader.loadInitialCall.release(with: posts("food", 3...4))
        #expect(await switching.value == .succeeded)
        #expect(ids(vm) == [30, 3], "food's changes heard while it loaded are replayed onto its posts")
        await art.untilNoSubscription()
        art.send(.insert(Status(id: 11, text: "late art")))
        food.send(.insert(Status(id: 31, text: "food newer")))
        #expect(await until { ids(vm) == [31, 30, 3] })
        #expect(vm.state.content?.contains { $0.id == 11 } == false)
        observing.cancel()
        await observing.value
    }

    @Test func aFailedSwitchKeepsTheOldPostsHearingTheirStream() async throws {
        let loader = HashtagLoaderFake()
        let (vm, observing) = try await showingArt(loader)
        let art = try #require(loader.changesStream(for: "art"))
        let switching = Task { await vm.loadInitial("food") }
        #expect(await until { clock.sleeping == 1 })
        clock.advance(by: .seconds(0.3))
        await loader.loadInitialCall.untilHeld()
        try loader.loadInitialCall.fail(with: HashtagFailure())
        #expect(await switching.value == .failed)
        #expect(feedback.keys == ["Hashtag.hashtagFailed"])
        #expect(vm.shownInput == "art")
        await loader.changesStream(for: "food")?.untilNoSubscription()
        art.send(.insert(Status(id: 10, text: "art new")))
        #expect(await until { ids(vm) == [10, 1, 2] }, "art's stream was never closed")
        #expect(art.subscriptionCount == 1)
        observing.cancel()
        await observing.value
    }

    @Test func goingBackToAKeptHashtagShowsItStaleAndLoadsItOver() async throws {
        let loader = HashtagLoaderFake()
        let (vm, observing) = try await showingArt(loader)
        loader.loadInitialCall.script(.value(posts("food", 3...4)))
        let toFood = Task { await vm.loadInitial("food") }
        #expect(await until { clock.sleeping == 1 })
        clock.advance(by: .seconds(0.3))
        #expect(await toFood.value == .succeeded)

        let back = Task { await vm.loadInitial("art") }
        #expect(await until { ids(vm) == [1, 2] }, "art's kept posts show at once")
        #expect(vm.isStale, "they heard nothing while food showed")
        #expect(loader.changesStreams.map(\.input) == ["art", "food", "art"])
        #expect(await until { clock.sleeping == 1 })
        clock.advance(by: .seconds(0.3))
        await loader.loadInitialCall.untilHeld()
        loader.changesStream(for: "art")?.send(.insert(Status(id: 12, text: "art newer")))
        #expect(await until { ids(vm) == [12, 1, 2] }, "the stream of the posts shown is heard while they load again")
        try loader.loadInitialCall.release(with: posts("art", 1...3))
        #expect(await back.value == .succeeded)
        #expect(ids(vm) == [12, 1, 2, 3])
        #expect(!vm.isStale)
        observing.cancel()
        await observing.value
    }

    @Test func refreshesPagesAndItemActionsKeepTheChangesOfTheHashtagShown() async throws {
        let loader = HashtagLoaderFake()
        let (vm, observing) = try await showingArt(loader)
        let art = try #require(loader.changesStream(for: "art"))

        let refreshing = Task { await vm.refresh() }
        await loader.refreshCall.untilHeld()
        art.send(.insert(Status(id: 10, text: "art new")))
        #expect(await until { ids(vm) == [10, 1, 2] })
        try loader.refreshCall.release(with: posts("art", 1...2))
        #expect(await refreshing.value == .succeeded)
        #expect(ids(vm) == [10, 1, 2], "a change heard during a refresh is replayed onto its result")
        #expect(loader.refreshCall.lastArguments?.input == "art")

        let paging = Task { await vm.loadMore() }
        await loader.loadMoreCall.untilHeld()
        art.send(.remove(id: 1))
        #expect(await until { ids(vm) == [10, 2] })
        try loader.loadMoreCall.release(with: Page(items: posts("art", 5...6), hasMore: true))
        #expect(await paging.value == .succeeded)
        #expect(ids(vm) == [10, 2, 5, 6])

        let post = try #require(vm.state.content?.first { $0.id == 2 })
        let favouriting = Task { await vm.favourite(post) }
        await loader.favouriteCall.untilHeld()
        art.send(.replace(Status(id: 2, text: "art edited")))
        #expect(await until { vm.state.content?.first { $0.id == 2 }?.text == "art edited" })
        var favourited = post
        favourited.isFavourited = true
        try loader.favouriteCall.release(with: favourited)
        #expect(await favouriting.value == .succeeded)
        #expect(vm.state.content?.first { $0.id == 2 }?.isFavourited == true)
        observing.cancel()
        await observing.value
    }

    @Test func cancellingTheObservingTaskEndsTheStreamsQuietly() async throws {
        let loader = HashtagLoaderFake()
        let (vm, observing) = try await showingArt(loader)
        let art = try #require(loader.changesStream(for: "art"))
        observing.cancel()
        await observing.value
        await art.untilNoSubscription()
        #expect(art.cancelledSubscriptionCount == 1)
        #expect(vm.lastError == nil)
        #expect(feedback.keys.isEmpty)
        art.send(.insert(Status(id: 10, text: "art new")))
        await settle()
        #expect(ids(vm) == [1, 2])
    }

    @Test func observingAgainWhenTheViewReappearsAppliesEachChangeOnce() async throws {
        let loader = HashtagLoaderFake()
        let (vm, first) = try await showingArt(loader)
        let firstArt = try #require(loader.changesStream(for: "art"))
        let second = Task { await vm.observeChanges() }
        await first.value
        await firstArt.untilNoSubscription()
        #expect(await until { loader.changesStreams.count == 2 })
        let art = try #require(loader.changesStream(for: "art"))
        art.send(.insert(Status(id: 10, text: "art new")))
        #expect(await until { ids(vm) == [10, 1, 2] })
        firstArt.send(.insert(Status(id: 11, text: "heard by the old observer")))
        await settle()
        #expect(ids(vm) == [10, 1, 2], "one stream per input at a time: a change is applied once")
        second.cancel()
        await second.value
        await art.untilNoSubscription()
    }
}

private struct HashtagFailure: Error {}

/// `live-updates.per-input` on the generated FilteredNotifications screen (Specs/FilteredNotifications.yaml): a
/// filter switched through the loading state, or over what its cache stored.
@MainActor
@Suite("Live updates per input, with a cache")
struct CachedInputLiveUpdateTests {
    let feedback = ActionRecorder()

    private func items(_ filter: String, _ ids: ClosedRange<Int>) -> [Status] {
        ids.map { Status(id: $0, text: "\(filter) \($0)") }
    }

    @Test func aCachedFiltersChangesGoToItsStaleContentAndItsLoad() async throws {
        let loader = FilteredNotificationsLoaderFake()
        loader.loadInitialCall.script(.value(items("all", 1...2)))
        let vm = FilteredNotificationsViewModel(loader: loader, feedback: feedback)
        let observing = Task { await vm.observeChanges() }
        try #require(await vm.appear("all") == .succeeded)
        loader.cachedContentCall.defaultAnswer = .computed { filter in filter == "mentions" ? self.items("mentions (cached)", 5...6) : nil }

        let switching = Task { await vm.loadInitial("mentions") }
        await loader.loadInitialCall.untilHeld()
        #expect(vm.state == .ideal(items("mentions (cached)", 5...6)), "the cache shows at once")
        #expect(vm.isStale)
        let mentions = try #require(loader.changesStream(for: "mentions"))
        mentions.send(.insert(Status(id: 7, text: "mention new")))
        #expect(await until { vm.state.content?.map(\.id) == [7, 5, 6] }, "the cached content is the filter's: its changes show")
        loader.changesStream(for: "all")?.send(.insert(Status(id: 3, text: "all new")))
        await settle()
        #expect(vm.state.content?.map(\.id) == [7, 5, 6], "another filter's change never shows here")
        try loader.loadInitialCall.release(with: items("mentions", 5...6))
        #expect(await switching.value == .succeeded)
        #expect(vm.state.content?.map(\.id) == [7, 5, 6], "and is replayed onto its answer")
        await loader.changesStream(for: "all")?.untilNoSubscription()
        observing.cancel()
        await observing.value
    }

    @Test func aFilterLoadingThroughTheLoadingStateHearsOnlyItsStream() async throws {
        let loader = FilteredNotificationsLoaderFake()
        loader.loadInitialCall.script(.value(items("all", 1...2)))
        let vm = FilteredNotificationsViewModel(loader: loader, feedback: feedback)
        let observing = Task { await vm.observeChanges() }
        try #require(await vm.appear("all") == .succeeded)
        let switching = Task { await vm.loadInitial("follows") }
        await loader.loadInitialCall.untilHeld()
        #expect(vm.state == .loading)
        loader.changesStream(for: "all")?.send(.insert(Status(id: 3, text: "all new")))
        loader.changesStream(for: "follows")?.send(.insert(Status(id: 8, text: "follow new")))
        await settle()
        try loader.loadInitialCall.release(with: items("follows", 9...9))
        #expect(await switching.value == .succeeded)
        #expect(vm.state.content?.map(\.id) == [8, 9])
        observing.cancel()
        await observing.value
    }
}
