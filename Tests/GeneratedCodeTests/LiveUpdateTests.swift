// Drives the live updates of the generated HomeTimelineViewModel (specs/HomeTimeline.yaml) and
// InboxViewModel (Specs/Inbox.yaml): changes streamed while pages load, refreshes run, the first
// load runs and item actions run, and the subscription ending with the view.

import StateSpecRuntime
import Testing

@MainActor
@Suite("Live updates")
struct LiveUpdateTests {
    let feedback = FeedbackRecorder()

    /// A view model showing `content` and listening to the loader's changes.
    private func listening(_ content: [Status], _ loader: FakeHomeTimelineLoader) async throws -> (HomeTimelineViewModel, Task<Void, Never>) {
        await loader.initial.enqueue(.success(content))
        let vm = HomeTimelineViewModel(loader: loader, feedback: feedback) { _ in }
        try #require(await vm.loadInitial() == .succeeded)
        let observing = Task { await vm.observeChanges() }
        let subscribed = await eventually { loader.feed.subscriptions == 1 }
        try #require(subscribed)
        return (vm, observing)
    }

    private func ids(_ vm: HomeTimelineViewModel) -> [Int]? {
        vm.state.content?.map(\.id)
    }

    @Test func changesShowAtOnceWhileContentIsShown() async throws {
        let loader = FakeHomeTimelineLoader()
        let (vm, observing) = try await listening(statuses(1...3), loader)
        defer { observing.cancel() }

        loader.feed.send(.insert(Status(id: 0, text: "new")))
        #expect(await eventually { ids(vm) == [0, 1, 2, 3] }, "inserts go before the content (inserts: start)")
        loader.feed.send(.replace(statuses(2...2)[0].with(text: "edited")))
        #expect(await eventually { vm.state.content?[2].text == "edited" })
        loader.feed.send(.replace(Status(id: 99, text: "not shown")))
        loader.feed.send(.remove(id: 1))
        #expect(await eventually { ids(vm) == [0, 2, 3] }, "an item not shown is not replaced in")
        loader.feed.send(.insert(statuses(3...3)[0].with(text: "again")))
        #expect(await eventually { vm.state.content?.last?.text == "again" }, "an insert of a shown item replaces it in place")
        #expect(ids(vm) == [0, 2, 3])
    }

    @Test func aChangeTheAppAppliesItselfDuringARefreshIsCarriedOntoItsResult() async throws {
        let loader = FakeHomeTimelineLoader(initial: [.success(statuses(1...2))], refresh: [.suspend])
        let vm = HomeTimelineViewModel(loader: loader, feedback: feedback) { _ in }
        try #require(await vm.loadInitial() == .succeeded)
        let refresh = Task { await vm.refresh() }
        try await waitUntilSuspended(loader.refreshes)
        // A post written on another screen, handed in without a stream.
        vm.apply(.insert(Status(id: 0, text: "written here")))
        #expect(ids(vm) == [0, 1, 2])
        vm.apply(.remove(id: 2))
        await loader.refreshes.resume(call: 1, with: .success(statuses(1...3)))
        #expect(await refresh.value == .succeeded)
        #expect(ids(vm) == [0, 1, 3], "the refresh's result has the insert and not the removed post")
    }

    @Test func aChangeDuringAPageLoadStaysWhenThePageArrives() async throws {
        let loader = FakeHomeTimelineLoader(more: [.suspend])
        let (vm, observing) = try await listening(statuses(1...2), loader)
        defer { observing.cancel() }

        let page = Task { await vm.loadMore() }
        try await waitUntilSuspended(loader.more)
        loader.feed.send(.insert(Status(id: 0, text: "streamed")))
        #expect(await eventually { ids(vm) == [0, 1, 2] })
        #expect(vm.isLoadingMore, "the page load goes on")

        await loader.more.resume(call: 1, with: .success(Page(items: statuses(3...4), hasMore: false)))
        #expect(await page.value == .succeeded)
        #expect(ids(vm) == [0, 1, 2, 3, 4])
    }

    @Test func changesDuringARefreshAreReplayedOntoItsResult() async throws {
        let loader = FakeHomeTimelineLoader(refresh: [.suspend])
        let (vm, observing) = try await listening(statuses(1...3), loader)
        defer { observing.cancel() }

        let refresh = Task { await vm.refresh() }
        try await waitUntilSuspended(loader.refreshes)
        loader.feed.send(.insert(Status(id: 9, text: "streamed")))
        loader.feed.send(.remove(id: 1))
        #expect(await eventually { ids(vm) == [9, 2, 3] }, "changes show while the refresh runs")

        // The refresh was answered before the server saw either change.
        await loader.refreshes.resume(call: 1, with: .success(statuses(1...4)))
        #expect(await refresh.value == .succeeded)
        #expect(ids(vm) == [9, 2, 3, 4])
    }

    @Test func changesDuringTheFirstLoadAreReplayedOntoItsResult() async throws {
        let loader = FakeHomeTimelineLoader(initial: [.suspend])
        let vm = HomeTimelineViewModel(loader: loader, feedback: feedback) { _ in }
        let observing = Task { await vm.observeChanges() }
        defer { observing.cancel() }
        let load = Task { await vm.appear() }
        try await waitUntilSuspended(loader.initial)
        #expect(await eventually { loader.feed.subscriptions == 1 })

        loader.feed.send(.insert(Status(id: 5, text: "streamed")))
        loader.feed.send(.replace(statuses(2...2)[0].with(text: "edited")))
        await settle()
        #expect(vm.state == .loading, "nothing is shown yet: changes wait for the load")

        await loader.initial.resume(call: 1, with: .success(statuses(1...2)))
        #expect(await load.value == .succeeded)
        #expect(vm.state.content == [Status(id: 5, text: "streamed"), statuses(1...1)[0], statuses(2...2)[0].with(text: "edited")])
    }

    @Test func anInsertIntoTheEmptyStateShowsTheItemAndChangesInTheErrorStateAreDropped() async throws {
        let loader = FakeHomeTimelineLoader(initial: [.success([]), .failure(.server)])
        let vm = HomeTimelineViewModel(loader: loader, feedback: feedback) { _ in }
        #expect(await vm.loadInitial() == .succeeded)
        #expect(vm.state == .empty)
        let observing = Task { await vm.observeChanges() }
        defer { observing.cancel() }
        #expect(await eventually { loader.feed.subscriptions == 1 })

        loader.feed.send(.insert(Status(id: 1, text: "first")))
        #expect(await eventually { vm.state == .ideal([Status(id: 1, text: "first")]) })
        loader.feed.send(.remove(id: 1))
        #expect(await eventually { vm.state == .empty })

        #expect(await vm.loadInitial() == .failed)
        loader.feed.send(.insert(Status(id: 2, text: "second")))
        await settle()
        #expect(vm.state.kind == .error)
    }

    @Test func theSubscriptionEndsWithTheViewsTask() async throws {
        let loader = FakeHomeTimelineLoader()
        let (_, observing) = try await listening(statuses(1...1), loader)
        #expect(loader.feed.terminations == 0)
        observing.cancel()
        await observing.value
        #expect(await eventually { loader.feed.terminations == 1 }, "the loader hears that nobody listens any more")
    }

    // MARK: With item actions

    @Test func aStreamedReplacementIsTheRowsNewValueUnderARunningAction() async throws {
        let loader = FakeHomeTimelineLoader(favourite: [.suspend])
        let (vm, observing) = try await listening(statuses(1...2), loader)
        defer { observing.cancel() }
        let post = statuses(1...1)[0]

        let favourite = Task { await vm.favourite(post) }
        try await waitUntilSuspended(loader.favourites)
        loader.feed.send(.replace(post.with(text: "edited elsewhere")))
        #expect(await eventually { vm.state.content?.first == post.with(text: "edited elsewhere").favourited() })

        await loader.favourites.resume(call: 1, with: .failure(.server))
        #expect(await favourite.value == .failed)
        #expect(vm.state.content?.first == post.with(text: "edited elsewhere"), "the rollback keeps the streamed value")
    }

    @Test func aStreamedRemovalIsNotUndoneByARollback() async throws {
        let loader = FakeHomeTimelineLoader(favourite: [.suspend])
        let (vm, observing) = try await listening(statuses(1...2), loader)
        defer { observing.cancel() }

        let favourite = Task { await vm.favourite(statuses(1...1)[0]) }
        try await waitUntilSuspended(loader.favourites)
        loader.feed.send(.remove(id: 1))
        #expect(await eventually { ids(vm) == [2] })
        await loader.favourites.resume(call: 1, with: .failure(.server))
        #expect(await favourite.value == .failed)
        #expect(ids(vm) == [2])
    }

    // MARK: A screen without item actions

    @Test func inboxMailArrivesAtTheTop() async throws {
        let loader = FakeInboxLoader(initial: [.success(messages(1...2))])
        let vm = InboxViewModel(loader: loader, feedback: FeedbackRecorder()) { _ in }
        #expect(await vm.appear("INBOX") == .succeeded)
        let observing = Task { await vm.observeChanges() }
        defer { observing.cancel() }
        #expect(await eventually { loader.feed.subscriptions == 1 })

        loader.feed.send(.insert(Message(id: 3, subject: "new")))
        #expect(await eventually { vm.state.content?.map(\.id) == [3, 1, 2] })
        loader.feed.send(.remove(id: 2))
        #expect(await eventually { vm.state.content?.map(\.id) == [3, 1] })
    }
}
