// Drives the Inbox (Specs/Inbox.yaml) opened with the messages the mailbox list already had: a
// first load that takes an input runs over handed-in content, with live updates arriving meanwhile.

import StateSpecRuntime
import Testing

@MainActor
@Suite("A seeded first load with an input and live updates")
struct SeededLiveInboxTests {
    let seed = [Message(id: 1, subject: "one"), Message(id: 2, subject: "two")]

    @Test func theFailureMessagesRetryLoadsTheSameMailboxAgain() async throws {
        let actions = ActionRecorder()
        let loader = FakeInboxLoader(initial: [.failure(.offline), .suspend])
        let vm = InboxViewModel(loader: loader, feedback: actions, onEvent: { _ in }, seed: seed)
        #expect(await vm.appear("INBOX") == .failed)
        #expect(vm.state == .ideal(seed), "the seed stays")
        #expect(actions.keys == ["Inbox.inboxStale"])
        try #require(actions.handlers.count == 1, "the Retry button has a handler")

        actions.handlers[0]("retry")
        try await waitUntilSuspended(loader.initial, call: 2)
        #expect(await loader.initial.arguments == ["INBOX", "INBOX"])
        await loader.initial.resume(call: 2, with: .success([Message(id: 3, subject: "three")]))
        #expect(await eventually { vm.state.content?.map(\.id) == [3] })
        #expect(!vm.isStale)
    }

    /// A live change that arrives while the first load runs over the seed shows at once, and is
    /// carried onto the load's result instead of being lost when the result replaces the seed.
    @Test func aLiveChangeDuringTheFirstLoadOverTheSeedIsKept() async throws {
        let loader = FakeInboxLoader(initial: [.suspend])
        let vm = InboxViewModel(loader: loader, feedback: FeedbackRecorder(), onEvent: { _ in }, seed: seed)
        let observing = Task { await vm.observeChanges() }
        defer { observing.cancel() }
        #expect(await eventually { loader.feed.subscriptions == 1 })

        let appear = Task { await vm.appear("INBOX") }
        try await waitUntilSuspended(loader.initial)
        loader.feed.send(.insert(Message(id: 9, subject: "new")))
        loader.feed.send(.remove(id: 2))
        #expect(await eventually { vm.state.content?.map(\.id) == [9, 1] }, "the changes show over the seed at once")

        // The load read the mailbox before the changes: it still has 2, and not 9.
        await loader.initial.resume(call: 1, with: .success(seed + [Message(id: 3, subject: "three")]))
        #expect(await appear.value == .succeeded)
        #expect(vm.state.content?.map(\.id) == [9, 1, 3], "neither the new message nor the removal is lost")
    }

    /// Through the loading state, with a first load that cannot fail: the same rule.
    @Test func aDraftSavedWhileTheFolderLoadsIsInItsResult() async throws {
        let loader = FakeDraftsLoader(initial: [.suspend])
        let vm = DraftsViewModel(loader: loader, feedback: FeedbackRecorder())
        let observing = Task { await vm.observeChanges() }
        defer { observing.cancel() }
        #expect(await eventually { loader.feed.subscriptions == 1 })

        let appear = Task { await vm.appear("Drafts") }
        try await waitUntilSuspended(loader.initial)
        loader.feed.send(.insert(Draft(id: 5, text: "new")))
        loader.feed.send(.remove(id: 1))
        #expect(vm.state == .loading, "nothing to show the changes over yet")
        await loader.initial.resume(call: 1, with: .success([Draft(id: 1, text: "a"), Draft(id: 2, text: "b")]))
        #expect(await appear.value == .succeeded)
        #expect(vm.state.content?.map(\.id) == [5, 2])

        // Once loaded, a change shows at once and nothing is kept for a later load.
        loader.feed.send(.insert(Draft(id: 6, text: "newer")))
        #expect(await eventually { vm.state.content?.map(\.id) == [6, 5, 2] })
    }

    /// An edit made over the seed while the first load runs is replayed onto its result, as it
    /// is onto a refresh's: the user's change is not lost when the loaded mailbox replaces the seed.
    @Test func anEditDuringTheFirstLoadOverTheSeedIsKept() async throws {
        let loader = FakeInboxLoader(initial: [.suspend])
        let vm = InboxViewModel(loader: loader, feedback: FeedbackRecorder(), onEvent: { _ in }, seed: seed)
        let appear = Task { await vm.appear("INBOX") }
        try await waitUntilSuspended(loader.initial)
        #expect(vm.edit { messages in messages.removeAll { $0.id == 1 } }, "the seed can be edited while it loads")
        #expect(vm.state.content?.map(\.id) == [2])

        await loader.initial.resume(call: 1, with: .success(seed + [Message(id: 3, subject: "three")]))
        #expect(await appear.value == .succeeded)
        #expect(vm.state.content?.map(\.id) == [2, 3], "the edit is replayed onto the loaded mailbox")
    }

    /// A first load that fails over the seed forgets what it recorded: a later refresh does not
    /// replay it again.
    @Test func aFailedFirstLoadOverTheSeedReplaysNothingLater() async throws {
        let loader = FakeInboxLoader(initial: [.suspend], refresh: [.success([Message(id: 1, subject: "one"), Message(id: 4, subject: "four")])])
        let vm = InboxViewModel(loader: loader, feedback: FeedbackRecorder(), onEvent: { _ in }, seed: seed)
        let observing = Task { await vm.observeChanges() }
        defer { observing.cancel() }
        #expect(await eventually { loader.feed.subscriptions == 1 })
        let appear = Task { await vm.appear("INBOX") }
        try await waitUntilSuspended(loader.initial)
        loader.feed.send(.insert(Message(id: 9, subject: "new")))
        #expect(await eventually { vm.state.content?.map(\.id) == [9, 1, 2] })
        await loader.initial.resume(call: 1, with: .failure(.server))
        #expect(await appear.value == .failed)

        #expect(await vm.refresh() == .succeeded)
        #expect(vm.state.content?.map(\.id) == [1, 4], "the refresh's answer, with no change of the failed load replayed onto it")
    }
}
