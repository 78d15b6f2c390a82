// Drives `loads.initial.failure` on a screen whose error state is waived, on the generated
// Notifications screen (Specs/Notifications.yaml) through its generated fake: a first load that
// fails leaves the empty state usable and raises a message, whose Retry, a pull and appear()
// run the first load again.

import StateSpecTesting
import Testing

@MainActor
@Suite("A first load that fails into the empty state")
struct FirstLoadIntoEmptyTests {
    let feedback = ActionRecorder()
    let notices = [Message(id: 1, subject: "Ana followed you"), Message(id: 2, subject: "Bo liked your post")]

    private func failedFirstLoad(_ loader: NotificationsLoaderFake, events: @escaping @MainActor (NotificationsEvent) -> Void = { _ in }) async throws -> NotificationsViewModel {
        let vm = NotificationsViewModel(loader: loader, feedback: feedback, onEvent: events)
        let appear = Task { await vm.appear("all") }
        await loader.loadInitialCall.untilHeld()
        #expect(vm.state == .loading)
        try loader.loadInitialCall.fail(with: FakeError.server)
        #expect(await appear.value == .failed)
        return vm
    }

    @Test func theEmptyStateStaysUsableAndTheMessageSaysWhatFailed() async throws {
        let loader = NotificationsLoaderFake()
        var events: [NotificationsEvent] = []
        let vm = try await failedFirstLoad(loader) { events.append($0) }
        #expect(vm.state == .empty, "no full-screen error")
        #expect(vm.firstLoadFailed)
        #expect(feedback.keys == ["Notifications.loadFailed"])
        let described = feedback.shown.first?.text.arguments.first { $0.name == "error" }?.value
        #expect(described == .string(ErrorText.describe(FakeError.server)), "{error} is filled in")
        #expect((vm.lastError as? FakeError) == .server)
        // The empty state's button still works.
        vm.explore()
        #expect(events == [.explore])
    }

    @Test func retryOnTheMessageRunsTheFirstLoadOverTheEmptyState() async throws {
        let loader = NotificationsLoaderFake()
        let vm = try await failedFirstLoad(loader)
        feedback.handlers.last?(FeedbackAction.retryID)
        await loader.loadInitialCall.untilHeld(call: 2)
        #expect(vm.state == .empty, "the screen stays usable while it loads again")
        #expect(loader.loadInitialCall.arguments == ["all", "all"])
        try loader.loadInitialCall.release(with: notices)
        #expect(await eventually { vm.state == .ideal(notices) })
        #expect(!vm.firstLoadFailed)
    }

    @Test func aPullRunsTheFirstLoadNotARefresh() async throws {
        let loader = NotificationsLoaderFake()
        let vm = try await failedFirstLoad(loader)
        let pull = Task { await vm.refresh() }
        await loader.loadInitialCall.untilHeld(call: 2)
        #expect(loader.refreshCall.callCount == 0, "nothing was loaded to refresh")
        try loader.loadInitialCall.fail(with: FakeError.server)
        #expect(await pull.value == .failed)
        #expect(vm.state == .empty)
        #expect(feedback.keys == ["Notifications.loadFailed", "Notifications.loadFailed"])

        // Once content shows, a pull is a refresh again.
        let retry = Task { await vm.retry() }
        await loader.loadInitialCall.untilHeld(call: 3)
        try loader.loadInitialCall.release(with: notices)
        #expect(await retry.value == .succeeded)
        let refresh = Task { await vm.refresh() }
        await loader.refreshCall.untilHeld()
        try loader.refreshCall.release(with: notices)
        #expect(await refresh.value == .succeeded)
        #expect(loader.loadInitialCall.callCount == 3)
    }

    @Test func appearingAgainRetriesAndACancelledRetryChangesNothing() async throws {
        let loader = NotificationsLoaderFake()
        let vm = try await failedFirstLoad(loader)
        let again = Task { await vm.appear("all") }
        await loader.loadInitialCall.untilHeld(call: 2)
        again.cancel()
        #expect(await again.value == .cancelled)
        #expect(vm.state == .empty)
        #expect(vm.firstLoadFailed)
        #expect(feedback.keys == ["Notifications.loadFailed"], "a cancellation raises nothing")
    }

    @Test func aNewFilterFailsIntoItsOwnEmptyState() async throws {
        let loader = NotificationsLoaderFake()
        loader.loadInitialCall.script(.value(notices), .failure(FakeError.server))
        let vm = NotificationsViewModel(loader: loader, feedback: feedback) { _ in }
        #expect(await vm.appear("all") == .succeeded)
        #expect(await vm.loadInitial("mentions") == .failed)
        #expect(vm.state == .empty)
        #expect(vm.firstLoadFailed)
        loader.loadInitialCall.script(.value([notices[0]]))
        feedback.handlers.last?(FeedbackAction.retryID)
        #expect(await eventually { vm.state == .ideal([notices[0]]) })
        #expect(loader.loadInitialCall.arguments == ["all", "mentions", "mentions"])
    }

    @Test func aLiveNoticeArrivingAfterTheFailureShowsAndAPullStillLoadsFirst() async throws {
        let loader = NotificationsLoaderFake()
        let vm = try await failedFirstLoad(loader)
        let observing = Task { await vm.observeChanges() }
        await loader.changesStream.untilSubscribed()
        loader.changesStream.send(.insert(notices[0]))
        #expect(await eventually { vm.state == .ideal([notices[0]]) })
        // The item's row works on it.
        loader.dismissCall.script(.value(()))
        #expect(await vm.dismiss(notices[0]) == .succeeded)
        #expect(vm.state == .empty)
        let pull = Task { await vm.refresh() }
        await loader.loadInitialCall.untilHeld(call: 2)
        try loader.loadInitialCall.release(with: notices)
        #expect(await pull.value == .succeeded)
        #expect(vm.state == .ideal(notices))
        observing.cancel()
    }
}
