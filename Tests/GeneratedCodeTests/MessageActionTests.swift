// Drives the generated Bookmarks screen (Tests/GeneratedCodeTests/Specs/Bookmarks.yaml): a
// confirmation's button runs an operation, a failure's message says what failed (`{error}`) and
// its button fires an event, and a refresh failure's Retry runs the refresh again.

import Foundation
import StateSpecRuntime
import Testing

struct FakeBookmarksLoader: BookmarksLoader {
    let initial: Script<Void, [Post]>
    let refreshes: Script<[Post], [Post]>
    let clears: Script<[Post], [Post]>
    let syncs: Script<[Post], [Post]>

    init(initial: [Reply<[Post]>] = [], refresh: [Reply<[Post]>] = [], clear: [Reply<[Post]>] = [], sync: [Reply<[Post]>] = []) {
        self.initial = Script(initial)
        self.refreshes = Script(refresh)
        self.clears = Script(clear)
        self.syncs = Script(sync)
    }

    func loadInitial() async throws -> [Post] { try await initial.call() }
    func refresh(current: [Post]) async throws -> [Post] { try await refreshes.call(current) }
    func clearAll(current: [Post]) async throws -> [Post] { try await clears.call(current) }
    func sync(current: [Post]) async throws -> [Post] { try await syncs.call(current) }
}

/// A presenter that keeps each message's action handler, so a test can choose a button.
@MainActor
final class ChoosingPresenter: FeedbackPresenting {
    private(set) var shown: [FeedbackMessage] = []
    private var handlers: [String: @MainActor (FeedbackAction.ID) -> Void] = [:]

    func show(_ message: FeedbackMessage) {
        shown.append(message)
        handlers[message.key] = nil
    }

    func show(_ message: FeedbackMessage, onAction: @escaping @MainActor (FeedbackAction.ID) -> Void) {
        shown.append(message)
        handlers[message.key] = onAction
    }

    /// The user chooses `action` on the message with `key`; false when it has no handler.
    @discardableResult func choose(_ action: FeedbackAction.ID, on key: String) -> Bool {
        guard let handler = handlers[key] else { return false }
        handler(action)
        return true
    }

    var keys: [String] { shown.map(\.key) }
}

/// A failure whose words are written for people, as a server's are.
struct ReadOnlyServer: UserFacingError {
    var userFacingDescription: String { "The server is read-only today" }
}

@MainActor
@Suite("A message's buttons fire events, and a failure's message says what failed")
struct MessageActionTests {
    let feedback = ChoosingPresenter()
    let posts = [Post(id: 1, text: "Saved"), Post(id: 2, text: "Also saved")]

    private func shown(_ loader: FakeBookmarksLoader, events: @escaping @MainActor (BookmarksEvent) -> Void = { _ in }) async -> BookmarksViewModel {
        let vm = BookmarksViewModel(loader: loader, feedback: feedback, onEvent: events)
        #expect(await vm.appear() == .succeeded)
        return vm
    }

    @Test func aConfirmationsButtonRunsTheOperationAndCancelRunsNothing() async throws {
        let loader = FakeBookmarksLoader(initial: [.success(posts)], clear: [.success([])])
        let vm = await shown(loader)

        vm.showConfirmClear(count: 2)
        let confirmation = try #require(feedback.shown.last)
        #expect(confirmation.key == "Bookmarks.confirmClear")
        #expect(confirmation.text.english == "Removes 2 bookmarks from every device.")
        #expect(confirmation.title?.english == "Clear all bookmarks?")
        #expect(feedback.choose("cancel", on: "Bookmarks.confirmClear"))
        await settle()
        #expect(await loader.clears.callCount == 0, "Cancel fires nothing")

        vm.showConfirmClear(count: 2)
        #expect(feedback.choose("clear", on: "Bookmarks.confirmClear"))
        #expect(await eventually { vm.state == .empty })
        #expect(await loader.clears.arguments == [posts])
        #expect(feedback.keys.last == "Bookmarks.cleared")
    }

    /// A preview's screen is posed: a confirmation chosen in it runs nothing and keeps the pose.
    @Test func aConfirmationChosenOnAPosedScreenRunsNothing() async throws {
        let vm = BookmarksViewModel.fixture(.ideal, content: posts, feedback: feedback)
        vm.showConfirmClear(count: 2)
        #expect(feedback.choose("clear", on: "Bookmarks.confirmClear"))
        await settle()
        #expect(vm.state == .ideal(posts), "the pose stays")
        #expect(vm.performingEvent == nil)
        #expect(!feedback.keys.contains("Bookmarks.clearFailed"), "a skipped operation is no failure")
    }

    @Test func theOperationAConfirmationStartsShowsAsRunning() async throws {
        let loader = FakeBookmarksLoader(initial: [.success(posts)], clear: [.suspend])
        let vm = await shown(loader)
        vm.showConfirmClear(count: 2)
        feedback.choose("clear", on: "Bookmarks.confirmClear")
        try await waitUntilSuspended(loader.clears)
        #expect(vm.performingEvent == .clearAll, "the view can tell the operation runs")
        await loader.clears.resume(call: 1, with: .success([]))
        #expect(await eventually { vm.performingEvent == nil && vm.state == .empty })
    }

    @Test func aFailuresMessageSaysWhatFailedAndItsButtonFiresAnEvent() async throws {
        let loader = FakeBookmarksLoader(initial: [.success(posts)], clear: [.throwing(ReadOnlyServer())])
        var fired: [BookmarksEvent] = []
        let vm = await shown(loader) { fired.append($0) }

        #expect(await vm.clearAll() == .failed)
        let failure = try #require(feedback.shown.last)
        #expect(failure.key == "Bookmarks.clearFailed")
        #expect(failure.text.english == "Could not clear your bookmarks: The server is read-only today")
        #expect(vm.state == .ideal(posts), "a failed operation keeps the content")

        #expect(feedback.choose("export", on: "Bookmarks.clearFailed"))
        #expect(fired == [.exportAll])
    }

    @Test func aRefreshFailuresMessageDescribesItAndItsRetryRefreshesAgain() async throws {
        let newer = [Post(id: 3, text: "New")] + posts
        let loader = FakeBookmarksLoader(initial: [.success(posts)], refresh: [.throwing(ReadOnlyServer()), .success(newer)])
        let vm = await shown(loader)

        #expect(await vm.refresh() == .failed)
        #expect(feedback.shown.last?.text.english == "Could not refresh your bookmarks: The server is read-only today")
        #expect(feedback.choose("retry", on: "Bookmarks.refreshFailed"))
        #expect(await eventually { vm.state == .ideal(newer) })
        #expect(await loader.refreshes.callCount == 2)
    }

    @Test func aCancelledRefreshRaisesNoMessage() async throws {
        let loader = FakeBookmarksLoader(initial: [.success(posts)], refresh: [.suspend])
        let vm = await shown(loader)
        let refresh = Task { await vm.refresh() }
        try await waitUntilSuspended(loader.refreshes)
        refresh.cancel()
        #expect(await refresh.value == .cancelled)
        #expect(feedback.shown.isEmpty)
        #expect(vm.state == .ideal(posts))
    }

    @Test func aConfirmationChosenDuringARefreshClearsWhatTheRefreshBrought() async throws {
        let newer = [Post(id: 3, text: "New")] + posts
        let loader = FakeBookmarksLoader(initial: [.success(posts)], refresh: [.suspend], clear: [.success([])])
        let vm = await shown(loader)
        let refresh = Task { await vm.refresh() }
        try await waitUntilSuspended(loader.refreshes)

        vm.showConfirmClear(count: 2)
        feedback.choose("clear", on: "Bookmarks.confirmClear")
        await settle()
        await loader.refreshes.resume(call: 1, with: .success(newer))
        _ = await refresh.value
        #expect(await eventually { vm.state == .empty })
        #expect(await loader.clears.arguments == [newer], "the operation waits for the refresh, and clears what it brought")
        #expect(await loader.refreshes.callCount == 1)
    }

    @Test func aSecondClearWaitsForTheFirstAndGetsItsOutcome() async throws {
        let loader = FakeBookmarksLoader(initial: [.success(posts)], clear: [.suspend])
        let vm = await shown(loader)
        let first = Task { await vm.clearAll() }
        try await waitUntilSuspended(loader.clears)
        let second = Task { await vm.clearAll() }
        await settle()
        await loader.clears.resume(call: 1, with: .failure(.server))
        #expect(await first.value == .failed)
        #expect(await second.value == .failed, "it waited for the first, and got its outcome")
        #expect(await loader.clears.callCount == 1)
        #expect(feedback.keys == ["Bookmarks.clearFailed"], "one failure, one message")
    }

    @Test func aSyncAskedWhileOneRunsRunsOnceMoreWithWhatChangedMeanwhile() async throws {
        let loader = FakeBookmarksLoader(initial: [.success(posts)], sync: [.suspend, .suspend])
        let vm = await shown(loader)
        let first = Task { await vm.sync() }
        try await waitUntilSuspended(loader.syncs)
        let reordered = Array(posts.reversed())
        #expect(vm.edit { $0 = reordered })
        let second = Task { await vm.sync() }
        let third = Task { await vm.sync() }
        await settle()
        #expect(await loader.syncs.callCount == 1, "the second run waits for the first")

        await loader.syncs.resume(call: 1, with: .success(posts))
        #expect(await first.value == .succeeded)
        try await waitUntilSuspended(loader.syncs, call: 2)
        #expect(await loader.syncs.arguments.last == reordered, "the second run sends the order as it is now")
        await loader.syncs.resume(call: 2, with: .success(reordered))
        #expect(await second.value == .succeeded)
        #expect(await third.value == .succeeded, "the third joined the second run")
        #expect(await loader.syncs.callCount == 2)
        #expect(vm.state == .ideal(reordered))
    }

    @Test func aCancelledSecondSyncLeavesTheFirstRunning() async throws {
        let loader = FakeBookmarksLoader(initial: [.success(posts)], sync: [.suspend, .success(posts)])
        let vm = await shown(loader)
        let first = Task { await vm.sync() }
        try await waitUntilSuspended(loader.syncs)
        let second = Task { await vm.sync() }
        await settle()
        second.cancel()
        #expect(await second.value == .cancelled)
        await loader.syncs.resume(call: 1, with: .success(posts))
        #expect(await first.value == .succeeded)
        await settle()
        #expect(await loader.syncs.callCount == 1, "the run nobody waits for any more is dropped, and no error")
        #expect(feedback.shown.isEmpty)
    }

    @Test func aButtonChosenAfterTheScreenWentAwayFiresNothing() async throws {
        let loader = FakeBookmarksLoader(initial: [.success(posts)], clear: [.success([])])
        weak var released: BookmarksViewModel?
        do {
            let vm = await shown(loader)
            vm.showConfirmClear(count: 2)
            released = vm
        }
        #expect(released == nil, "the message's handler does not keep the view model alive")
        #expect(feedback.choose("clear", on: "Bookmarks.confirmClear"))
        await settle()
        #expect(await loader.clears.callCount == 0)
    }
}
