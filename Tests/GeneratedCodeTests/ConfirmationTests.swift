// Drives the generated Orders screen (Specs/Orders.yaml), whose actions ask the user first
// (`confirm:`): a row's Cancel, the selection's Delete, a refund, a rename that asks for the new
// name and the ideal state's Clear history. The real presenter draws the questions, as the app's
// does, and the generated fake holds each loader call until the test answers it.

import StateSpecTesting
import Testing

@MainActor
@Suite("An action that asks first runs only when the user confirms, on what it was asked about")
struct ConfirmationTests {
    let presenter = FeedbackPresenter(clock: ManualFeedbackClock(), announcer: SilentAnnouncer())
    let loader = OrdersLoaderFake()
    let orders = [Order(id: 1, number: 101), Order(id: 2, number: 102), Order(id: 3, number: 103)]

    func model() async -> OrdersViewModel {
        loader.loadInitialCall.defaultAnswer = .value(orders)
        let vm = OrdersViewModel(loader: loader, feedback: presenter) { _ in }
        #expect(await vm.appear() == .succeeded)
        return vm
    }

    var ids: (OrdersViewModel) -> [Int] { { $0.state.content?.map(\.id) ?? [] } }

    /// The question on screen, once it shows.
    func question() async -> FeedbackItem? {
        while presenter.item(in: .dialog) == nil { await Task.yield() }
        return presenter.item(in: .dialog)
    }

    /// The user chooses the button `id` on the question shown.
    func choose(_ id: String) async throws {
        let shown = try #require(await question())
        let button = try #require(shown.buttons.first { $0.id == id })
        shown.choose(button.action)
    }

    @Test func confirmingRunsTheItemActionOnTheRowItWasAskedAbout() async throws {
        let vm = await model()
        let call = Task { await vm.cancelOrder(orders[1], number: orders[1].number) }
        let shown = try #require(await question())
        #expect(shown.message.key == "Orders.confirmCancel")
        #expect(shown.text == "Cancel order 102?", "the question is filled with what the app passed")
        #expect(ids(vm) == [1, 2, 3], "nothing changes before the user answers, not even optimistically")
        #expect(loader.cancelOrderCall.callCount == 0)

        try await choose("cancelOrder")
        #expect(await loader.cancelOrderCall.untilCalled() == orders[1])
        #expect(ids(vm) == [1, 3], "optimistic: once confirmed, the row goes at once")
        try loader.cancelOrderCall.release()
        #expect(await call.value == .succeeded, "the caller gets the action's own outcome")
        #expect(ids(vm) == [1, 3])
    }

    @Test func cancellingRunsNothingAndAnswersDeclined() async throws {
        let vm = await model()
        let call = Task { await vm.cancelOrder(orders[0], number: orders[0].number) }
        try await choose("keep")
        #expect(await call.value == .skipped(.declined))
        #expect(loader.cancelOrderCall.callCount == 0)
        #expect(ids(vm) == [1, 2, 3])
        #expect(vm.lastError == nil)
    }

    @Test func theAppClosingTheQuestionDeclinesToo() async throws {
        let vm = await model()
        let call = Task { await vm.refund(orders[2]) }
        _ = await question()
        presenter.dismiss()
        #expect(await call.value == .skipped(.declined))
        #expect(loader.refundCall.callCount == 0)
    }

    @Test func aSecondRaiseWhilePendingSupersedesTheFirstAndOnlyTheNewerRuns() async throws {
        let vm = await model()
        let first = Task { await vm.cancelOrder(orders[0], number: orders[0].number) }
        _ = await question()
        let second = Task { await vm.cancelOrder(orders[2], number: orders[2].number) }
        #expect(await first.value == .skipped(.superseded), "the older call is told at once")
        while presenter.item(in: .dialog)?.text != "Cancel order 103?" { await Task.yield() }
        #expect(presenter.waiting(in: .dialog).isEmpty, "the newer question took the older one's place")

        try await choose("cancelOrder")
        #expect(await loader.cancelOrderCall.untilCalled() == orders[2])
        try loader.cancelOrderCall.release()
        #expect(await second.value == .succeeded)
        #expect(loader.cancelOrderCall.callCount == 1)
        #expect(ids(vm) == [1, 2])
    }

    @Test func cancellingTheCallerWhileTheQuestionShowsIsNoFailure() async throws {
        let vm = await model()
        let call = Task { await vm.cancelOrder(orders[0], number: orders[0].number) }
        _ = await question()
        call.cancel()
        #expect(await call.value == .cancelled)
        #expect(vm.lastError == nil)
        #expect(ids(vm) == [1, 2, 3])
        #expect(presenter.item(in: .dialog) != nil, "the question stays for the user")

        try await choose("cancelOrder")
        #expect(await loader.cancelOrderCall.untilCalled() == orders[0], "the user said yes: it runs")
        try loader.cancelOrderCall.release()
        while loader.cancelOrderCall.heldCalls.count > 0 || ids(vm) != [2, 3] { await Task.yield() }
        #expect(ids(vm) == [2, 3])
    }

    @Test func confirmingWhileARefreshRunsRunsBesideItAndTheRefreshKeepsTheRowGone() async throws {
        let vm = await model()
        let refresh = Task { await vm.refresh() }
        await loader.refreshCall.untilHeld()
        let call = Task { await vm.cancelOrder(orders[1], number: orders[1].number) }
        try await choose("cancelOrder")
        await loader.cancelOrderCall.untilHeld()
        #expect(vm.isRefreshing, "the action runs beside the refresh")
        #expect(ids(vm) == [1, 3])

        try loader.refreshCall.release(with: orders)
        #expect(await refresh.value == .succeeded)
        #expect(ids(vm) == [1, 3], "the refresh got the row the server still had, and does not show it")
        try loader.cancelOrderCall.release()
        #expect(await call.value == .succeeded)
        #expect(ids(vm) == [1, 3])
    }

    @Test func aConfirmedOptimisticRemoveThatFailsPutsTheRowBackAndSaysSo() async throws {
        let vm = await model()
        let call = Task { await vm.cancelOrder(orders[0], number: orders[0].number) }
        try await choose("cancelOrder")
        await loader.cancelOrderCall.untilHeld()
        #expect(ids(vm) == [2, 3])
        try loader.cancelOrderCall.fail(with: FakeError.offline)
        #expect(await call.value == .failed)
        #expect(ids(vm) == [1, 2, 3], "the row is back where it was")
        while presenter.item(in: .dialog) != nil { await Task.yield() }
        #expect(presenter.current?.message.key == "Orders.cancelFailed")
    }

    @Test func aBulkActionAsksWithTheCountAndRunsOnTheSelection() async throws {
        let vm = await model()
        vm.select(orders[0])
        vm.select(orders[2])
        let call = Task { await vm.delete(count: vm.selectedCount) }
        #expect(await question()?.text == "Delete 2 orders?")
        #expect(loader.deleteCall.callCount == 0)
        try await choose("delete")
        #expect(await loader.deleteCall.untilCalled() == [orders[0], orders[2]])
        try loader.deleteCall.release(with: BulkResult(removed: [ItemID(1), ItemID(3)]))
        #expect(await call.value == .succeeded)
        #expect(ids(vm) == [2])
        #expect(vm.selectedCount == 0)

        vm.select(orders[1])
        let declined = Task { await vm.delete(count: 1) }
        try await choose("keep")
        #expect(await declined.value == .skipped(.declined))
        #expect(vm.selectedCount == 1, "a declined delete leaves the selection as it was")
    }

    @Test func aPromptStartsWithTheInputAndRunsWithTheTextTyped() async throws {
        let vm = await model()
        let call = Task { await vm.rename("Orders", list: "Orders") }
        let shown = try #require(await question())
        #expect(shown.title == "Rename Orders")
        #expect(shown.field?.text == "Orders", "the field starts with the input")
        shown.enter("Gifts")
        try await choose("save")
        let renamed = await loader.renameCall.untilCalled()
        #expect(renamed.input == "Gifts", "the operation runs with the text typed")
        try loader.renameCall.release(with: orders)
        #expect(await call.value == .succeeded)
    }

    @Test func anOperationWithAnInputRunsWithTheCallersInputAndAnotherButtonFiresItsEvent() async throws {
        var events: [OrdersEvent] = []
        loader.loadInitialCall.defaultAnswer = .value(orders)
        let vm = OrdersViewModel(loader: loader, feedback: presenter) { events.append($0) }
        #expect(await vm.appear() == .succeeded)

        let refund = Task { await vm.refund(orders[2]) }
        try await choose("refund")
        #expect(await loader.refundCall.untilCalled().input == orders[2])
        try loader.refundCall.release(with: orders)
        #expect(await refund.value == .succeeded)

        let browsing = Task { await vm.refund(orders[0]) }
        try await choose("browse")
        #expect(await browsing.value == .skipped(.declined))
        #expect(events == [.browse], "the question's other button fires its own event")
        #expect(loader.refundCall.callCount == 1)
    }

    @Test func theIdealStatesButtonAsksBeforeItsOptimisticOperation() async throws {
        let vm = await model()
        #expect(OrdersState.idealActions.map(\.event) == [.clearHistory])
        loader.optimisticClearHistoryResult = { _ in [] }
        let call = Task { await vm.clearHistory() }
        _ = await question()
        #expect(ids(vm) == [1, 2, 3], "the expected result waits for the answer")
        try await choose("clear")
        await loader.clearHistoryCall.untilHeld()
        #expect(vm.state == .empty, "once confirmed, the expected result shows at once")
        try loader.clearHistoryCall.fail(with: FakeError.offline)
        #expect(await call.value == .failed)
        #expect(ids(vm) == [1, 2, 3], "and is taken back when the operation fails")
    }
}
