// Drives the item actions of the generated HomeTimelineViewModel (specs/HomeTimeline.yaml) and
// PlaylistViewModel (Specs/Playlist.yaml) with suspending fake loaders: actions on several rows at
// once, failures in the middle, and loads, pages, refreshes and edits arriving while they run.

import StateSpecRuntime
import Testing

@MainActor
@Suite("Item actions")
struct ItemActionTests {
    let feedback = FeedbackRecorder()

    private func loaded(_ content: [Status], _ loader: FakeHomeTimelineLoader) async throws -> HomeTimelineViewModel {
        await loader.initial.enqueue(.success(content))
        let vm = HomeTimelineViewModel(loader: loader, feedback: feedback) { _ in }
        try #require(await vm.loadInitial() == .succeeded)
        try #require(vm.state.content == content)
        return vm
    }

    private func row(_ vm: HomeTimelineViewModel, _ id: Int) -> Status? {
        vm.state.content?.first { $0.id == id }
    }

    // MARK: Optimistic updates

    @Test func anOptimisticActionShowsAtOnceThenTheLoadersItem() async throws {
        let loader = FakeHomeTimelineLoader(favourite: [.suspend])
        let vm = try await loaded(statuses(1...3), loader)
        let post = statuses(2...2)[0]

        let task = Task { await vm.favourite(post) }
        try await waitUntilSuspended(loader.favourites)
        #expect(row(vm, 2) == post.favourited())
        #expect(vm.isPending(post))
        #expect(vm.isPending(post, .favourite))
        #expect(!vm.isPending(post, .boost))
        #expect(vm.pendingActions(on: post) == [.favourite])
        #expect(await loader.favourites.arguments == [post], "the loader gets the item as the server has it")

        var server = post.favourited()
        server.favourites = 42
        await loader.favourites.resume(call: 1, with: .success(server))
        #expect(await task.value == .succeeded)
        #expect(row(vm, 2) == server)
        #expect(!vm.isPending(post))
        #expect(feedback.shown.isEmpty, "a favourite is answered by a haptic alone")
        #expect(feedback.haptics == [.light])
        #expect(vm.state.content?.map(\.id) == [1, 2, 3])
    }

    @Test func concurrentActionsWithAFailureInTheMiddleRollBackOnlyThatRow() async throws {
        let loader = FakeHomeTimelineLoader(favourite: [.suspend, .suspend, .suspend])
        let vm = try await loaded(statuses(1...4), loader)
        let posts = statuses(1...3)

        var tasks: [Task<CallOutcome, Never>] = []
        for (number, post) in posts.enumerated() {
            tasks.append(Task { await vm.favourite(post) })
            try await waitUntilSuspended(loader.favourites, call: number + 1)
        }
        #expect(vm.state.content == posts.map { $0.favourited() } + statuses(4...4))

        await loader.favourites.resume(call: 2, with: .failure(.server))
        #expect(await tasks[1].value == .failed)
        #expect(row(vm, 2) == posts[1], "the failed row is back as it was")
        #expect(row(vm, 1) == posts[0].favourited(), "the others keep their optimistic change")
        #expect(row(vm, 3) == posts[2].favourited())
        #expect(vm.isPending(posts[0]) && vm.isPending(posts[2]) && !vm.isPending(posts[1]))
        #expect(feedback.keys == ["HomeTimeline.favouriteFailed"])
        #expect((vm.lastError as? FakeError) == .server)
        #expect(feedback.haptics.isEmpty, "a failure plays no success haptic")

        await loader.favourites.resume(call: 1, with: .success(posts[0].favourited()))
        await loader.favourites.resume(call: 3, with: .success(posts[2].favourited()))
        #expect(await tasks[0].value == .succeeded)
        #expect(await tasks[2].value == .succeeded)
        #expect(vm.state.content == [posts[0].favourited(), posts[1], posts[2].favourited()] + statuses(4...4))
        #expect(feedback.keys == ["HomeTimeline.favouriteFailed"])
    }

    @Test func aFailureTakesBackOnlyItsOwnChangeWhenAnotherActionRunsOnTheRow() async throws {
        let loader = FakeHomeTimelineLoader(favourite: [.suspend], boost: [.suspend])
        let vm = try await loaded(statuses(1...2), loader)
        let post = statuses(1...1)[0]

        let favourite = Task { await vm.favourite(post) }
        try await waitUntilSuspended(loader.favourites)
        let boost = Task { await vm.boost(post) }
        try await waitUntilSuspended(loader.boosts)
        #expect(row(vm, 1) == post.favourited().boosted())
        #expect(vm.pendingActions(on: post) == [.favourite, .boost])

        await loader.favourites.resume(call: 1, with: .failure(.offline))
        #expect(await favourite.value == .failed)
        #expect(row(vm, 1) == post.boosted(), "the boost still running stays")

        await loader.boosts.resume(call: 1, with: .success(post.boosted()))
        #expect(await boost.value == .succeeded)
        #expect(row(vm, 1) == post.boosted())
        #expect(!vm.isPending(post))
    }

    @Test func aRefreshThatReplacedTheRowIsNotClobberedByTheRollback() async throws {
        let loader = FakeHomeTimelineLoader(refresh: [.suspend], favourite: [.suspend])
        let vm = try await loaded(statuses(1...2), loader)
        let post = statuses(1...1)[0]

        let favourite = Task { await vm.favourite(post) }
        try await waitUntilSuspended(loader.favourites)
        let refresh = Task { await vm.refresh() }
        try await waitUntilSuspended(loader.refreshes)
        #expect(await loader.refreshes.arguments == [statuses(1...2)], "the loader gets content without optimistic changes")

        // The server edited the post meanwhile: the refresh is the row's newer value.
        let edited = post.with(text: "edited on the server")
        await loader.refreshes.resume(call: 1, with: .success([statuses(0...0)[0], edited, statuses(2...2)[0]]))
        #expect(await refresh.value == .succeeded)
        #expect(row(vm, 1) == edited.favourited(), "the favourite still running is applied to the refreshed row, once")

        await loader.favourites.resume(call: 1, with: .failure(.server))
        #expect(await favourite.value == .failed)
        #expect(row(vm, 1) == edited, "the rollback shows the refreshed row, not the one from before")
        #expect(vm.state.content?.map(\.id) == [0, 1, 2])
    }

    @Test func aResultThatArrivesDuringARefreshIsReplayedOntoIt() async throws {
        let loader = FakeHomeTimelineLoader(refresh: [.suspend], bookmark: [.suspend])
        let vm = try await loaded(statuses(1...2), loader)
        let post = statuses(2...2)[0]

        let bookmark = Task { await vm.bookmark(post) }
        try await waitUntilSuspended(loader.bookmarks)
        #expect(row(vm, 2) == post, "not optimistic: the row waits for the loader")
        #expect(vm.isPending(post, .bookmark))
        let refresh = Task { await vm.refresh() }
        try await waitUntilSuspended(loader.refreshes)

        await loader.bookmarks.resume(call: 1, with: .success(post.bookmarked()))
        #expect(await bookmark.value == .succeeded)
        #expect(row(vm, 2) == post.bookmarked())
        #expect(feedback.keys == ["HomeTimeline.bookmarked"])

        // The refresh was answered before the bookmark reached the server.
        await loader.refreshes.resume(call: 1, with: .success(statuses(1...2)))
        #expect(await refresh.value == .succeeded)
        #expect(row(vm, 2) == post.bookmarked(), "the newer result survives the older refresh")
    }

    @Test func anActionRunsWhileAPageLoadsAndThePageKeepsIt() async throws {
        let loader = FakeHomeTimelineLoader(more: [.suspend], favourite: [.suspend])
        let vm = try await loaded(statuses(1...2), loader)
        let post = statuses(2...2)[0]

        let page = Task { await vm.loadMore() }
        try await waitUntilSuspended(loader.more)
        let favourite = Task { await vm.favourite(post) }
        try await waitUntilSuspended(loader.favourites)
        #expect(vm.isLoadingMore)
        #expect(row(vm, 2) == post.favourited())

        await loader.more.resume(call: 1, with: .success(Page(items: statuses(3...4), hasMore: true)))
        #expect(await page.value == .succeeded)
        #expect(vm.state.content == [statuses(1...1)[0], post.favourited()] + statuses(3...4))

        await loader.favourites.resume(call: 1, with: .failure(.server))
        #expect(await favourite.value == .failed)
        #expect(vm.state.content == statuses(1...4))
    }

    @Test func theSameActionOnTheSameRowIsNotStartedTwice() async throws {
        let loader = FakeHomeTimelineLoader(favourite: [.suspend, .success(statuses(2...2)[0].favourited())])
        let vm = try await loaded(statuses(1...2), loader)
        let first = Task { await vm.favourite(statuses(1...1)[0]) }
        try await waitUntilSuspended(loader.favourites)

        #expect(await vm.favourite(statuses(1...1)[0]) == .skipped(.alreadyRunning))
        #expect(await vm.favourite(statuses(2...2)[0]) == .succeeded, "another row runs at once")
        #expect(await loader.favourites.callCount == 2)
        await loader.favourites.resume(call: 1, with: .success(statuses(1...1)[0].favourited()))
        #expect(await first.value == .succeeded)
    }

    @Test func anActionOnARowNotShownIsSkipped() async throws {
        let loader = FakeHomeTimelineLoader()
        let vm = try await loaded(statuses(1...2), loader)
        #expect(await vm.favourite(statuses(9...9)[0]) == .skipped(.noItem))
        let before = HomeTimelineViewModel(loader: FakeHomeTimelineLoader(), feedback: feedback) { _ in }
        #expect(await before.favourite(statuses(1...1)[0]) == .skipped(.noItem), "nothing is shown yet")
        #expect(await loader.favourites.callCount == 0)
    }

    @Test func aCancelledActionTakesItsChangeBackWithoutAMessage() async throws {
        let loader = FakeHomeTimelineLoader(favourite: [.suspend])
        let vm = try await loaded(statuses(1...2), loader)
        let post = statuses(1...1)[0]

        let task = Task { await vm.favourite(post) }
        try await waitUntilSuspended(loader.favourites)
        task.cancel()
        #expect(await task.value == .cancelled)
        try await waitUntilCancelled(loader.favourites)
        #expect(row(vm, 1) == post)
        #expect(!vm.isPending(post))
        #expect(vm.lastError == nil)
        #expect(feedback.shown.isEmpty)
    }

    @Test func anEditMadeWhileAnActionRunsIsKept() async throws {
        let loader = FakeHomeTimelineLoader(favourite: [.suspend])
        let vm = try await loaded(statuses(1...2), loader)
        let post = statuses(1...1)[0]

        let task = Task { await vm.favourite(post) }
        try await waitUntilSuspended(loader.favourites)
        #expect(vm.edit { rows in rows[0].text = "typed by the user" })

        await loader.favourites.resume(call: 1, with: .failure(.server))
        #expect(await task.value == .failed)
        #expect(row(vm, 1)?.text == "typed by the user", "neither the rollback nor a result undoes the edit")
        #expect(feedback.keys == ["HomeTimeline.favouriteFailed"])
    }

    // MARK: Removals

    @Test func anOptimisticDeleteRemovesTheRowAndPutsItBackWhereItWasOnFailure() async throws {
        let loader = FakeHomeTimelineLoader(delete: [.suspend, .suspend])
        let vm = try await loaded(statuses(1...3), loader)
        let post = statuses(2...2)[0]

        let failing = Task { await vm.delete(post) }
        try await waitUntilSuspended(loader.deletes)
        #expect(vm.state.content?.map(\.id) == [1, 3])
        #expect(vm.isPending(post, .delete))
        await loader.deletes.resume(call: 1, with: .failure(.server))
        #expect(await failing.value == .failed)
        #expect(vm.state.content == statuses(1...3))
        #expect(feedback.keys == ["HomeTimeline.deleteFailed"])

        let succeeding = Task { await vm.delete(post) }
        try await waitUntilSuspended(loader.deletes, call: 2)
        await loader.deletes.resume(call: 2, with: .success(()))
        #expect(await succeeding.value == .succeeded)
        #expect(vm.state.content?.map(\.id) == [1, 3])
        #expect(feedback.keys == ["HomeTimeline.deleteFailed", "HomeTimeline.deleted"])
    }

    @Test func deletingTheLastRowShowsEmptyAndARollbackShowsItAgain() async throws {
        let loader = FakeHomeTimelineLoader(delete: [.suspend])
        let vm = try await loaded(statuses(1...1), loader)
        let task = Task { await vm.delete(statuses(1...1)[0]) }
        try await waitUntilSuspended(loader.deletes)
        #expect(vm.state == .empty)
        await loader.deletes.resume(call: 1, with: .failure(.offline))
        #expect(await task.value == .failed)
        #expect(vm.state == .ideal(statuses(1...1)))
    }

    @Test func aRefreshDuringAnOptimisticDeleteGetsTheRowAndDoesNotShowIt() async throws {
        let loader = FakeHomeTimelineLoader(refresh: [.suspend], delete: [.suspend])
        let vm = try await loaded(statuses(1...3), loader)
        let delete = Task { await vm.delete(statuses(2...2)[0]) }
        try await waitUntilSuspended(loader.deletes)
        let refresh = Task { await vm.refresh() }
        try await waitUntilSuspended(loader.refreshes)
        #expect(await loader.refreshes.arguments == [statuses(1...3)], "the loader gets the row the server still has")

        await loader.refreshes.resume(call: 1, with: .success(statuses(1...4)))
        #expect(await refresh.value == .succeeded)
        #expect(vm.state.content?.map(\.id) == [1, 3, 4])
        await loader.deletes.resume(call: 1, with: .success(()))
        #expect(await delete.value == .succeeded)
        #expect(vm.state.content?.map(\.id) == [1, 3, 4])
    }

    // MARK: Without optimism (an actor's loader)

    @Test func playlistRowsChangeWhenTheLoaderAnswers() async throws {
        let loader = FakePlaylistLoader(initial: [.success(tracks("a", "b", "c"))], markPlayed: [.suspend], dequeue: [.suspend, .suspend])
        let vm = PlaylistViewModel(loader: loader, feedback: feedback)
        #expect(await vm.loadInitial() == .succeeded)
        let b = tracks("b")[0]

        let played = Task { await vm.markPlayed(b) }
        try await waitUntilSuspended(loader.played)
        #expect(vm.state.content == tracks("a", "b", "c"))
        #expect(vm.isPending(b, .markPlayed))
        var done = b
        done.isPlayed = true
        await loader.played.resume(call: 1, with: .success(done))
        #expect(await played.value == .succeeded)
        #expect(vm.state.content == [tracks("a")[0], done, tracks("c")[0]])

        let kept = Task { await vm.dequeue(tracks("a")[0]) }
        try await waitUntilSuspended(loader.dequeues)
        #expect(vm.state.content?.count == 3, "not optimistic: the row stays until the loader answers")
        await loader.dequeues.resume(call: 1, with: .failure(.server))
        #expect(await kept.value == .failed)
        #expect(vm.state.content?.count == 3)

        let removed = Task { await vm.dequeue(tracks("a")[0]) }
        try await waitUntilSuspended(loader.dequeues, call: 2)
        await loader.dequeues.resume(call: 2, with: .success(()))
        #expect(await removed.value == .succeeded)
        #expect(vm.state.content?.map(\.id) == ["b", "c"])
        #expect(feedback.shown.isEmpty, "the playlist's actions name no messages")
    }

    @Test func aShuffleIsAnsweredByAHapticAlone() async throws {
        let loader = FakePlaylistLoader(initial: [.success(tracks("a", "b"))], shuffle: [.success(tracks("b", "a")), .failure(.server)])
        let vm = PlaylistViewModel(loader: loader, feedback: feedback)
        #expect(await vm.loadInitial() == .succeeded)
        #expect(await vm.shuffle() == .succeeded)
        #expect(vm.state == .ideal(tracks("b", "a")))
        #expect(feedback.haptics == [.success])
        #expect(await vm.shuffle() == .failed)
        #expect(feedback.keys == ["Playlist.shuffleFailed"])
        #expect(feedback.haptics == [.success])
    }
}
