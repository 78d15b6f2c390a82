// Drives generated view models through the generated fakes (Fakes/, from
// `statespec generate --fakes`): what a team's tests do with StateSpecTesting.

import StateSpecTesting
import Testing
import StateSpecTestSupport

private struct Offline: Error {}

@MainActor
@Suite("Generated loader fakes")
struct GeneratedFakesTests {
    let feedback = FeedbackRecorder()

    private func timelineModel(_ loader: TimelineLoaderFake) -> TimelineViewModel {
        TimelineViewModel(loader: loader, feedback: feedback) { _ in }
    }

    // MARK: The first load

    @Test func aFirstLoadAnsweredAtOnceShowsItsContent() async {
        let loader = TimelineLoaderFake()
        loader.loadInitialCall.defaultAnswer = .value(posts(1...3))
        let vm = timelineModel(loader)
        #expect(await vm.loadInitial() == .succeeded)
        #expect(vm.state == .ideal(posts(1...3)))
        #expect(loader.loadInitialCall.callCount == 1)
    }

    @Test func aHeldFirstLoadShowsLoadingUntilTheTestReleasesIt() async throws {
        let loader = TimelineLoaderFake()
        let vm = timelineModel(loader)
        let load = Task { await vm.loadInitial() }
        await loader.loadInitialCall.untilHeld()
        #expect(vm.state == .loading)
        try loader.loadInitialCall.release(with: posts(1...2))
        #expect(await load.value == .succeeded)
        #expect(vm.state == .ideal(posts(1...2)))
    }

    @Test func aFailedFirstLoadShowsTheCauseTheFakeMapsItTo() async {
        let loader = TimelineLoaderFake()
        loader.loadInitialCall.script(.failure(Offline()), .failure(FakeError.server))
        loader.causeOfError = { $0 is Offline ? .offline : .other }
        let vm = timelineModel(loader)
        #expect(await vm.loadInitial() == .failed)
        #expect(vm.state == .error(.offline))
        #expect(vm.lastError is Offline)
        #expect(await vm.retry() == .failed)
        #expect(vm.state == .error(.other))
        #expect(loader.loadInitialCall.callCount == 2)
    }

    @Test func theDefaultCauseIsOther() async {
        let loader = TimelineLoaderFake()
        loader.loadInitialCall.defaultAnswer = .failure(Offline())
        let vm = timelineModel(loader)
        await vm.loadInitial()
        #expect(vm.state == .error(.other))
    }

    @Test func aFirstLoadHeldUntilItsTaskIsCancelledShowsNoError() async {
        let loader = TimelineLoaderFake()
        let vm = timelineModel(loader)
        let load = Task { await vm.loadInitial() }
        await loader.loadInitialCall.untilHeld()
        load.cancel()
        #expect(await load.value == .cancelled)
        await loader.loadInitialCall.untilCancelled(call: 1)
        #expect(loader.loadInitialCall.cancelledCalls == [1])
        #expect(vm.state == .loading)
        #expect(vm.lastError == nil)
        #expect(feedback.shown.isEmpty)
    }

    // MARK: Pages, input, operations, live updates

    @Test func aPageIsLoadedAfterTheContentOnScreen() async throws {
        let loader = TimelineLoaderFake()
        loader.loadInitialCall.defaultAnswer = .value(posts(1...2))
        let vm = timelineModel(loader)
        await vm.loadInitial()
        let more = Task { await vm.loadMore() }
        #expect(await loader.loadMoreCall.nextCall() == posts(1...2))
        #expect(vm.isLoadingMore)
        try loader.loadMoreCall.release(with: Page(items: posts(3...4), hasMore: false))
        #expect(await more.value == .succeeded)
        #expect(vm.state == .ideal(posts(1...4)))
        #expect(!vm.canLoadMore)
    }

    @Test func aSearchPassesItsQueryAndANewerOneSupersedesIt() async throws {
        let loader = SearchLoaderFake()
        let vm = SearchViewModel(loader: loader) { _ in }
        let first = Task { await vm.loadInitial("a") }
        #expect(await loader.loadInitialCall.nextCall() == "a")
        let second = Task { await vm.loadInitial("b") }
        #expect(await loader.loadInitialCall.nextCall() == "b")
        await loader.loadInitialCall.untilHeld(call: 2)
        try loader.loadInitialCall.release(call: 2, with: results("b", 1...2))
        #expect(await second.value == .succeeded)
        #expect(vm.state.content == results("b", 1...2))
        // The superseded search's task is cancelled, and its call, as URLSession's, gives up.
        await loader.loadInitialCall.untilCancelled(call: 1)
        #expect(await first.value == .cancelled)
        #expect(vm.state.content == results("b", 1...2))
    }

    @Test func anOperationWorksOnTheContentOnScreenWithItsInput() async throws {
        let loader = CartLoaderFake()
        loader.loadInitialCall.defaultAnswer = .value(items(1...2))
        let vm = CartViewModel(loader: loader, feedback: feedback) { _ in }
        await vm.loadInitial()
        let checkout = Task { await vm.checkout(PaymentDetails(card: "4242")) }
        let request = await loader.checkoutCall.nextCall()
        #expect(request.current == items(1...2))
        #expect(request.input == PaymentDetails(card: "4242"))
        try loader.checkoutCall.release(with: [])
        #expect(await checkout.value == .succeeded)
        #expect(vm.state == .empty)
        #expect(loader.clearCall.callCount == 0)
    }

    @Test func liveChangesTheTestSendsShowAndTheSubscriptionEndsWithTheView() async throws {
        let loader = HomeTimelineLoaderFake()
        loader.loadInitialCall.defaultAnswer = .value(statuses(1...2))
        let vm = HomeTimelineViewModel(loader: loader, feedback: feedback) { _ in }
        await vm.loadInitial()
        let observing = Task { await vm.observeChanges() }
        await loader.changesStream.untilSubscribed()
        loader.changesStream.send(.insert(Status(id: 0, text: "new")))
        loader.changesStream.send(.remove(id: 2))
        #expect(await eventually { vm.state.content?.map(\.id) == [0, 1] })
        observing.cancel()
        await loader.changesStream.untilNoSubscription()
        #expect(loader.changesStream.cancelledSubscriptionCount == 1)
    }

    @Test func anItemActionIsHeldWhileItsRowShowsTheOptimisticItem() async throws {
        let loader = HomeTimelineLoaderFake()
        loader.loadInitialCall.defaultAnswer = .value(statuses(1...2))
        loader.optimisticFavouriteResult = { $0.with(text: "favourited") }
        let vm = HomeTimelineViewModel(loader: loader, feedback: feedback) { _ in }
        await vm.loadInitial()
        let favourite = Task { await vm.favourite(statuses(1...1)[0]) }
        #expect(await loader.favouriteCall.nextCall() == statuses(1...1)[0])
        #expect(vm.state.content?.first?.text == "favourited")
        try loader.favouriteCall.fail(with: Offline())
        _ = await favourite.value
        #expect(vm.state.content?.first == statuses(1...1)[0], "a failed action puts the item back")
    }

    // MARK: Signals and sections

    @Test func aSignalTheTestSendsRefreshesTheScreen() async throws {
        let loader = FollowingLoaderFake()
        loader.loadInitialCall.defaultAnswer = .value(timeline(1...3))
        let vm = FollowingViewModel(loader: loader, feedback: feedback, onEvent: { _ in }, clock: TestClock(), activity: ManualAppActivity())
        #expect(await vm.appear() == .succeeded)
        let listening = Task { await vm.observeSignals() }
        await loader.accountMutedStream.untilSubscribed()
        loader.accountMutedStream.send()
        #expect(await loader.refreshCall.nextCall() == timeline(1...3))
        try loader.refreshCall.release(with: newest(4...4))
        #expect(await eventually { vm.state == .ideal(timeline(1...4)) })
        listening.cancel()
        await listening.value
        await loader.accountMutedStream.untilNoSubscription()
        await loader.statusChangedStream.untilNoSubscription()
    }

    @Test func eachSectionHasAFakeOfItsOwn() async throws {
        let header = ProfileHeaderLoaderFake()
        header.loadInitialCall.defaultAnswer = .failure(Offline())
        let postsLoader = ProfilePostsLoaderFake()
        let vm = ProfileViewModel(
            header: ProfileHeaderViewModel(loader: header, feedback: feedback) { _ in },
            posts: ProfilePostsViewModel(loader: postsLoader, feedback: feedback) { _ in })
        let appear = Task { await vm.appear() }
        await postsLoader.loadInitialCall.untilHeld()
        try postsLoader.loadInitialCall.release(with: posts(1...2))
        #expect(await appear.value == [.header: .failed, .posts: .succeeded])
        #expect(vm.header.state == .error(.other))
        #expect(vm.posts.state == .ideal(posts(1...2)))
    }
}
