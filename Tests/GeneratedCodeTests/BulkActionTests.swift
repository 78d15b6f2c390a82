// Drives the bulk actions of the generated UpNext view model (Specs/UpNext.yaml) through its
// generated fake, whose calls are held until the test answers them: the selection, per-item
// outcomes, one message counting both, and a bulk action meeting refreshes, pages, live
// changes and item actions.

import StateSpecTesting
import Testing

private struct Refused: Error {}

@MainActor
@Suite("Bulk actions over a selection")
struct BulkActionTests {
    let feedback = FeedbackRecorder()
    let loader = UpNextLoaderFake()

    func episodes(_ ids: [Int], played: Bool = false) -> [Episode] { ids.map { Episode(id: $0, played: played) } }

    /// A view model showing episodes 1 to 5, with `selected` selected.
    func model(selected: [Int]) async -> UpNextViewModel {
        loader.loadInitialCall.defaultAnswer = .value(episodes([1, 2, 3, 4, 5]))
        let vm = UpNextViewModel(loader: loader, feedback: feedback) { _ in }
        await vm.appear()
        for id in selected { vm.select(Episode(id: id)) }
        return vm
    }

    var ids: (UpNextViewModel) -> [Int] { { $0.state.content?.map(\.id) ?? [] } }

    /// The counts a message's text was filled with, by name.
    func counts(_ message: FeedbackMessage?) -> [String: Int] {
        var counts: [String: Int] = [:]
        for argument in message?.text.arguments ?? [] {
            if case .int(let value) = argument.value { counts[argument.name] = value }
        }
        return counts
    }

    @Test func theSelectionIsTheViewModelsAndForgetsRowsNoLongerShown() async throws {
        let vm = await model(selected: [2, 4])
        #expect(vm.selectedCount == 2)
        #expect(vm.isSelected(Episode(id: 2)) && !vm.isSelected(Episode(id: 3)))
        vm.toggleSelection(Episode(id: 3))
        vm.toggleSelection(Episode(id: 4))
        #expect(vm.selectedItems.map(\.id) == [2, 3])
        vm.select(Episode(id: 42))
        #expect(vm.selectedCount == 2, "a row not shown cannot be selected")
        vm.selectAll()
        #expect(vm.selectedCount == 5)
        vm.deselect(Episode(id: 1))
        #expect(vm.selectedItems.map(\.id) == [2, 3, 4, 5])

        let refresh = Task { await vm.refresh() }
        await loader.refreshCall.untilHeld()
        try loader.refreshCall.release(with: episodes([2, 5, 6]))
        #expect(await refresh.value == .succeeded)
        #expect(vm.selectedItems.map(\.id) == [2, 5], "the rows the refresh took away are no longer selected")
        vm.clearSelection()
        #expect(vm.selectedCount == 0)
    }

    @Test func everyRowRemovedRaisesTheSuccessWithTheCount() async throws {
        let vm = await model(selected: [2, 3])
        let run = Task { await vm.removeSelected() }
        #expect(await loader.removeSelectedCall.untilCalled().map(\.id) == [2, 3])
        #expect(ids(vm) == [1, 4, 5], "optimistic: the rows go at once")
        #expect(vm.isPending(Episode(id: 2), .removeSelected))
        try loader.removeSelectedCall.release(with: BulkResult(removed: [ItemID(2), ItemID(3)]))
        #expect(await run.value == .succeeded)
        #expect(ids(vm) == [1, 4, 5])
        #expect(feedback.keys == ["UpNext.removed"])
        #expect(counts(feedback.shown.last) == ["done": 2])
        #expect(vm.selectedCount == 0)
        #expect(!vm.isPending(Episode(id: 2)))
    }

    @Test func someFailedRaisesTheFailureCountingBothAndLeavesThemSelected() async throws {
        let vm = await model(selected: [1, 3, 5])
        let run = Task { await vm.removeSelected() }
        await loader.removeSelectedCall.untilHeld()
        #expect(ids(vm) == [2, 4])
        try loader.removeSelectedCall.release(with: BulkResult(removed: [ItemID(3)], failed: [ItemID(1): Refused(), ItemID(5): Refused()]))
        #expect(await run.value == .failed)
        #expect(ids(vm) == [1, 2, 4, 5], "the failed rows are back where they were")
        #expect(feedback.keys == ["UpNext.removeFailed"])
        #expect(counts(feedback.shown.last) == ["failed": 2, "done": 1])
        #expect(vm.selectedItems.map(\.id) == [1, 5], "try again on what failed")
        #expect((vm.lastError as? BulkActionFailure)?.failures.count == 2)
    }

    @Test func aBulkActionWithAHapticPlaysItAloneWhenEveryRowWasDone() async throws {
        let vm = await model(selected: [1, 2])
        let run = Task { await vm.markSelectedPlayed() }
        await loader.markSelectedPlayedCall.untilHeld()
        #expect(feedback.haptics.isEmpty, "the haptic answers the loader, not the tap")
        try loader.markSelectedPlayedCall.release(with: BulkResult(updated: episodes([1, 2], played: true)))
        #expect(await run.value == .succeeded)
        #expect(feedback.haptics == [.light])
        #expect(feedback.shown.isEmpty, "a haptic answers the success alone")
    }

    @Test func aBulkActionWithAHapticPlaysNoneWhenARowFailed() async throws {
        let vm = await model(selected: [1, 2])
        let run = Task { await vm.markSelectedPlayed() }
        await loader.markSelectedPlayedCall.untilHeld()
        try loader.markSelectedPlayedCall.release(with: BulkResult(updated: episodes([1], played: true), failed: [ItemID(2): Refused()]))
        #expect(await run.value == .failed)
        #expect(feedback.haptics.isEmpty, "a failure plays no success haptic")
        #expect(feedback.keys == ["UpNext.markSelectedFailed"])
        #expect(vm.selectedItems.map(\.id) == [2])
    }

    @Test func aCancelledBulkActionWithAHapticPlaysNothing() async throws {
        let vm = await model(selected: [3])
        let run = Task { await vm.markSelectedPlayed() }
        await loader.markSelectedPlayedCall.untilHeld()
        run.cancel()
        #expect(await run.value == .cancelled)
        #expect(feedback.haptics.isEmpty && feedback.shown.isEmpty)
        #expect(vm.state.content == episodes([1, 2, 3, 4, 5]), "the optimistic change is taken back")
    }

    @Test func everyRowFailedRaisesTheFailureAndChangesNoRow() async throws {
        let vm = await model(selected: [2, 4])
        let run = Task { await vm.markSelectedPlayed() }
        await loader.markSelectedPlayedCall.untilHeld()
        try loader.markSelectedPlayedCall.fail(with: Refused())
        #expect(await run.value == .failed)
        #expect(vm.state.content == episodes([1, 2, 3, 4, 5]))
        #expect(counts(feedback.shown.last) == ["failed": 2])
        #expect(vm.lastError is Refused)
        #expect(vm.selectedCount == 2)
    }

    @Test func aCancelledBulkActionChangesNothing() async {
        let vm = await model(selected: [2, 4])
        let run = Task { await vm.removeSelected() }
        await loader.removeSelectedCall.untilHeld()
        #expect(ids(vm) == [1, 3, 5])
        run.cancel()
        #expect(await run.value == .cancelled)
        #expect(ids(vm) == [1, 2, 3, 4, 5])
        #expect(feedback.shown.isEmpty)
        #expect(vm.lastError == nil)
        #expect(vm.selectedCount == 2)
    }

    @Test func aRefreshLandingDuringABulkDeleteNeitherResurrectsNorLosesRows() async throws {
        let vm = await model(selected: [2, 3])
        let run = Task { await vm.removeSelected() }
        await loader.removeSelectedCall.untilHeld()

        let refresh = Task { await vm.refresh() }
        #expect(await loader.refreshCall.untilCalled().map(\.id) == [1, 2, 3, 4, 5], "the loader gets what the server has")
        try loader.refreshCall.release(with: episodes([1, 2, 3, 4, 5, 6]))
        #expect(await refresh.value == .succeeded)
        #expect(ids(vm) == [1, 4, 5, 6], "the rows being removed stay hidden; the new row is shown")

        try loader.removeSelectedCall.release(with: BulkResult(removed: [ItemID(2), ItemID(3)]))
        #expect(await run.value == .succeeded)
        #expect(ids(vm) == [1, 4, 5, 6])
    }

    @Test func aBulkArchiveAnsweredWhileARefreshRunsIsReplayedOntoItsResult() async throws {
        let vm = await model(selected: [2, 3])
        let run = Task { await vm.archiveSelected() }
        await loader.archiveSelectedCall.untilHeld()
        #expect(ids(vm) == [1, 2, 3, 4, 5], "not optimistic: the rows stay until the loader answers")
        #expect(vm.isPending(Episode(id: 3)))

        let refresh = Task { await vm.refresh() }
        await loader.refreshCall.untilHeld()
        try loader.archiveSelectedCall.release(with: BulkResult(removed: [ItemID(2), ItemID(3)]))
        #expect(await run.value == .succeeded)
        #expect(ids(vm) == [1, 4, 5])
        try loader.refreshCall.release(with: episodes([0, 1, 2, 3, 4, 5]))
        #expect(await refresh.value == .succeeded)
        #expect(ids(vm) == [0, 1, 4, 5], "the refresh started before the archive, which is replayed onto it")
    }

    @Test func aPageLoadedDuringABulkDeleteKeepsItsRowsAndTheHiddenOnes() async throws {
        let vm = await model(selected: [5])
        let run = Task { await vm.removeSelected() }
        await loader.removeSelectedCall.untilHeld()
        let more = Task { await vm.loadMore() }
        #expect(await loader.loadMoreCall.untilCalled().map(\.id) == [1, 2, 3, 4, 5])
        try loader.loadMoreCall.release(with: Page(items: episodes([6, 7]), hasMore: false))
        #expect(await more.value == .succeeded)
        #expect(ids(vm) == [1, 2, 3, 4, 6, 7])
        try loader.removeSelectedCall.release(with: BulkResult(failed: [ItemID(5): Refused()]))
        #expect(await run.value == .failed)
        #expect(ids(vm) == [1, 2, 3, 4, 5, 6, 7], "the failed row is back where it was")
    }

    @Test func aLiveChangeRemovingASelectedRowDeselectsIt() async {
        let vm = await model(selected: [2, 3])
        vm.apply(.remove(id: 2))
        #expect(vm.selectedItems.map(\.id) == [3])
        #expect(vm.selectedCount == 1)
    }

    @Test func aSingleItemActionOnASelectedRowRunsBesideTheBulkAction() async throws {
        let vm = await model(selected: [1, 2])
        loader.optimisticMarkSelectedPlayedResult = { Episode(id: $0.id, played: true) }
        let bulk = Task { await vm.markSelectedPlayed() }
        await loader.markSelectedPlayedCall.untilHeld()
        #expect(vm.state.content?.prefix(2).allSatisfy(\.played) == true, "optimistic: played at once")

        let single = Task { await vm.markPlayed(Episode(id: 1, played: true)) }
        await loader.markPlayedCall.untilHeld()
        #expect(vm.pendingActions(on: Episode(id: 1)) == [.markSelectedPlayed, .markPlayed])
        try loader.markPlayedCall.fail(with: Refused())
        #expect(await single.value == .failed)
        #expect(vm.state.content?.first?.played == true, "the bulk action's change stays")

        try loader.markSelectedPlayedCall.release(with: BulkResult(updated: episodes([1, 2], played: true)))
        #expect(await bulk.value == .succeeded)
        #expect(vm.state.content == episodes([1, 2], played: true) + episodes([3, 4, 5]))
        #expect(feedback.keys == ["UpNext.markFailed"], "markSelectedPlayed has no success message")
        #expect(vm.selectedCount == 0)
    }

    @Test func nothingSelectedIsSkipped() async {
        let vm = await model(selected: [])
        #expect(await vm.removeSelected() == .skipped(.noItem))
        #expect(loader.removeSelectedCall.callCount == 0)
    }

    @Test func aBulkUpdateThatIsNotOptimisticShowsTheLoadersItems() async {
        let feedback = FeedbackRecorder()
        let vm = EpisodesViewModel(loader: FakeEpisodesLoader(initial: [.success(episodes([1, 2, 3]))]), feedback: feedback) { _ in }
        await vm.appear()
        vm.selectAll()
        #expect(await vm.markSelectedPlayed() == .succeeded)
        #expect(vm.state.content == episodes([1, 2, 3], played: true))
        #expect(feedback.keys == ["Episodes.markedSelected"])
    }
}
