import StateSpecRuntime
import Testing

/// Bulk actions over a selection (`ScreenContent.run(_:onSelected:in:…)` over `ItemActions`):
/// per-item outcomes, one message counting both, and how they meet refreshes, live changes and
/// single item actions.
@MainActor
@Suite struct BulkActionsTests {
    let feedback = ModelFeedback()
    let screen: ScreenContent<ModelState, NoInput>
    let rows = ItemActions<ModelRow, ModelAction>(id: { AnyHashable($0.id) })
    let selection = ItemSelection()

    init() {
        screen = ScreenContent(feedback: feedback)
        screen.identities = { $0.map { AnyHashable($0.id) } }
        screen.attach(rows)
        screen.selection = selection
        screen.show([1, 2, 3, 4, 5].map { ModelRow(id: $0, value: 0) })
    }

    var shown: [Int] { screen.state.content?.map(\.id) ?? [] }
    var selected: Set<Int> { Set(selection.ids.compactMap { $0 as? Int }) }

    static let success: (BulkCount) -> FeedbackMessage = { message("done \($0.done) failed \($0.failed)") }
    static let failure: (BulkCount) -> FeedbackMessage = { message("failed \($0.failed) done \($0.done)") }

    /// Starts the bulk `action` on the selection; its request waits for `reply`, and reports the
    /// items it got to `asked`.
    func start(_ action: ModelAction, effect: ItemActions<ModelRow, ModelAction>.Effect,
               answer: AsyncStream<Result<BulkResult<ModelRow>, any Error>>,
               asked: @escaping @MainActor ([Int]) -> Void = { _ in }) -> Task<CallOutcome, Never> {
        Task {
            await screen.run(action, onSelected: selection, in: rows, effect: effect, success: Self.success, failure: Self.failure) { items in
                asked(items.map(\.id))
                for await result in answer { return try result.get() }
                throw CancellationError()
            }
        }
    }

    func selectRows(_ ids: [Int]) {
        for id in ids { screen.select(AnyHashable(id), in: selection) }
    }

    static func removed(_ ids: [Int], failed: [Int] = []) -> BulkResult<ModelRow> {
        BulkResult(removed: ids.map(ItemID.init), failed: Dictionary(uniqueKeysWithValues: failed.map { (ItemID($0), ModelFailure.boom as any Error) }))
    }

    enum ModelFailure: Error { case boom }

    @Test func everyItemDoneRaisesTheSuccessCountingThemAndClearsTheSelection() async {
        selectRows([2, 4, 3])
        var asked: [Int] = []
        let (answer, reply) = AsyncStream.makeStream(of: Result<BulkResult<ModelRow>, any Error>.self)
        let task = start(.delete, effect: .remove(optimistic: true), answer: answer) { asked = $0 }
        #expect(await eventuallyTrue { shown == [1, 5] }, "an optimistic delete hides the rows at once")
        #expect(asked == [2, 3, 4], "the loader gets the selected items in the order shown")
        #expect(rows.isPending(ModelRow(id: 3, value: 0), .delete))
        #expect(selection.count == 3, "hidden rows under the action stay selected")

        reply.yield(.success(Self.removed([2, 3, 4])))
        #expect(await task.value == .succeeded)
        #expect(shown == [1, 5])
        #expect(feedback.keys == ["done 3 failed 0"])
        #expect(selection.isEmpty)
        #expect(!rows.isPending(ModelRow(id: 3, value: 0)))
    }

    @Test func someFailedRaisesTheFailureCountingBothAndKeepsTheFailedRowsSelected() async {
        selectRows([2, 3, 4])
        let (answer, reply) = AsyncStream.makeStream(of: Result<BulkResult<ModelRow>, any Error>.self)
        let task = start(.delete, effect: .remove(optimistic: true), answer: answer)
        #expect(await eventuallyTrue { shown == [1, 5] })

        // 3 failed, 4 is not mentioned: it failed too.
        reply.yield(.success(Self.removed([2], failed: [3])))
        #expect(await task.value == .failed)
        #expect(shown == [1, 3, 4, 5], "the failed rows are back where they were, in order")
        #expect(feedback.keys == ["failed 2 done 1"])
        #expect(selected == [3, 4], "the failed rows stay selected, to try again")
        let failure = screen.lastError as? BulkActionFailure
        #expect(failure?.done == 1)
        #expect(failure?.failures[ItemID(3)] is ModelFailure)
        #expect(failure?.failures[ItemID(4)] is BulkItemUnanswered)
    }

    @Test func aRequestThatThrowsFailsEveryItemAndKeepsThemAll() async {
        selectRows([1, 2])
        let (answer, reply) = AsyncStream.makeStream(of: Result<BulkResult<ModelRow>, any Error>.self)
        let task = start(.delete, effect: .remove(optimistic: true), answer: answer)
        #expect(await eventuallyTrue { shown == [3, 4, 5] })
        reply.yield(.failure(ModelFailure.boom))
        #expect(await task.value == .failed)
        #expect(shown == [1, 2, 3, 4, 5])
        #expect(feedback.keys == ["failed 2 done 0"])
        #expect(selected == [1, 2])
        #expect(screen.lastError is ModelFailure, "the error the request threw")
    }

    @Test func aCancelledBulkActionChangesNothingAndRaisesNothing() async {
        selectRows([2, 3])
        let (answer, _) = AsyncStream.makeStream(of: Result<BulkResult<ModelRow>, any Error>.self)
        let task = start(.delete, effect: .remove(optimistic: true), answer: answer)
        #expect(await eventuallyTrue { shown == [1, 4, 5] })
        task.cancel()
        #expect(await task.value == .cancelled)
        #expect(shown == [1, 2, 3, 4, 5])
        #expect(feedback.keys.isEmpty)
        #expect(screen.lastError == nil)
        #expect(selected == [2, 3])
    }

    @Test func aRefreshLandingDuringAnOptimisticBulkDeleteNeitherResurrectsNorLosesRows() async {
        selectRows([2, 3])
        let (answer, reply) = AsyncStream.makeStream(of: Result<BulkResult<ModelRow>, any Error>.self)
        let task = start(.delete, effect: .remove(optimistic: true), answer: answer)
        #expect(await eventuallyTrue { shown == [1, 4, 5] })

        var handed: [Int] = []
        let refresh = Task {
            await screen.refresh(failure: .silent) { current, _ in
                handed = current.map(\.id)
                return [0, 1, 2, 3, 4, 5].map { ModelRow(id: $0, value: 1) }
            }
        }
        #expect(await refresh.value == .succeeded)
        #expect(handed == [1, 2, 3, 4, 5], "the loader refreshes what the server has")
        #expect(shown == [0, 1, 4, 5], "the rows being deleted stay hidden; the new row is shown")

        reply.yield(.success(Self.removed([2, 3])))
        #expect(await task.value == .succeeded)
        #expect(shown == [0, 1, 4, 5])
    }

    @Test func aBulkDeleteAnsweredWhileARefreshRunsIsReplayedOntoItsResult() async {
        selectRows([2, 3])
        let (answer, reply) = AsyncStream.makeStream(of: Result<BulkResult<ModelRow>, any Error>.self)
        let task = start(.delete, effect: .remove(optimistic: false), answer: answer)
        #expect(await eventuallyTrue { rows.isPending(ModelRow(id: 2, value: 0)) })
        #expect(shown == [1, 2, 3, 4, 5], "not optimistic: the rows stay until the loader answers")

        let (refreshed, land) = AsyncStream.makeStream(of: [ModelRow].self)
        let refresh = Task {
            await screen.refresh(failure: .silent) { _, _ in
                for await rows in refreshed { return rows }
                throw CancellationError()
            }
        }
        #expect(await eventuallyTrue { screen.isRefreshing })
        reply.yield(.success(Self.removed([2], failed: [3])))
        #expect(await task.value == .failed)
        #expect(shown == [1, 3, 4, 5])

        land.yield([0, 1, 2, 3, 4, 5].map { ModelRow(id: $0, value: 1) })
        #expect(await refresh.value == .succeeded)
        #expect(shown == [0, 1, 3, 4, 5], "the deleted row stays gone; the failed one and the new one are shown")
        #expect(selected == [3])
    }

    @Test func aLiveChangeRemovingASelectedRowDeselectsIt() async {
        selectRows([2, 3])
        screen.apply(.remove(id: 2), id: { AnyHashable($0.id) }, insertsAtStart: true, rebase: { rows.rebased($0) })
        #expect(selected == [3])

        // While a bulk action runs on 3 and hides it, it stays selected; once the live change
        // removed it for good, the failure does not bring it back.
        let (answer, reply) = AsyncStream.makeStream(of: Result<BulkResult<ModelRow>, any Error>.self)
        let task = start(.delete, effect: .remove(optimistic: true), answer: answer)
        #expect(await eventuallyTrue { shown == [1, 4, 5] })
        screen.apply(.remove(id: 3), id: { AnyHashable($0.id) }, insertsAtStart: true, rebase: { rows.rebased($0) })
        #expect(selected == [3])
        reply.yield(.success(Self.removed([], failed: [3])))
        #expect(await task.value == .failed)
        #expect(shown == [1, 4, 5])
        #expect(selection.isEmpty, "a row no longer shown is no longer selected")
    }

    @Test func aSingleItemActionOnASelectedRowRunsBesideTheBulkAction() async {
        selectRows([1, 2])
        let mark: ItemActions<ModelRow, ModelAction>.Effect = .update(optimistic: { row in var row = row; row.value += 10; return row })
        let (answer, reply) = AsyncStream.makeStream(of: Result<BulkResult<ModelRow>, any Error>.self)
        let task = start(.delete, effect: mark, answer: answer)
        #expect(await eventuallyTrue { screen.state.content?.first?.value == 10 })

        let (single, singleReply) = AsyncStream.makeStream(of: Result<ModelRow?, any Error>.self)
        let favourite = Task {
            await screen.run(.favourite, on: ModelRow(id: 1, value: 10), in: rows,
                             effect: .update(optimistic: { row in var row = row; row.value += 100; return row }),
                             success: nil, failure: nil, haptic: nil) {
                for await result in single { return try result.get() }
                throw CancellationError()
            }
        }
        #expect(await eventuallyTrue { screen.state.content?.first?.value == 110 }, "both changes shown")
        #expect(rows.actions(on: ModelRow(id: 1, value: 0)) == [.delete, .favourite])

        singleReply.yield(.failure(ModelFailure.boom))
        #expect(await favourite.value == .failed)
        #expect(screen.state.content?.first?.value == 10, "only the single action's change is taken back")

        reply.yield(.success(BulkResult(updated: [ModelRow(id: 1, value: 7), ModelRow(id: 2, value: 7)])))
        #expect(await task.value == .succeeded)
        #expect(screen.state.content?.prefix(2).map(\.value) == [7, 7])
        #expect(selection.isEmpty)
    }

    @Test func theSelectionKeepsOnlyRowsShownAndSelectAllTakesEveryRow() {
        screen.select(AnyHashable(9), in: selection)
        #expect(selection.isEmpty, "a row not shown cannot be selected")
        screen.selectAll(in: selection)
        #expect(selected == [1, 2, 3, 4, 5])
        selection.toggle(AnyHashable(3))
        #expect(screen.selected(in: selection).map(\.id) == [1, 2, 4, 5])
        screen.show([ModelRow(id: 1, value: 0), ModelRow(id: 6, value: 0)])
        #expect(selected == [1])
        selection.clear()
        #expect(selection.count == 0)
    }

    @Test func nothingSelectedIsSkippedAndARunningActionDoesNotStartTwice() async {
        #expect(await screen.run(ModelAction.delete, onSelected: selection, in: rows, effect: .remove(optimistic: false),
                                 success: nil, failure: nil) { _ in BulkResult() } == .skipped(.noItem))
        selectRows([1])
        let (answer, reply) = AsyncStream.makeStream(of: Result<BulkResult<ModelRow>, any Error>.self)
        let task = start(.delete, effect: .remove(optimistic: false), answer: answer)
        #expect(await eventuallyTrue { rows.isPending(ModelRow(id: 1, value: 0)) })
        #expect(await screen.run(ModelAction.delete, onSelected: selection, in: rows, effect: .remove(optimistic: false),
                                 success: nil, failure: nil) { _ in BulkResult() } == .skipped(.alreadyRunning))
        reply.yield(.success(Self.removed([1])))
        #expect(await task.value == .succeeded)
        #expect(shown == [2, 3, 4, 5])
    }
}

@MainActor
private func eventuallyTrue(_ condition: () -> Bool) async -> Bool {
    for _ in 0..<10_000 {
        if condition() { return true }
        await Task.yield()
    }
    return condition()
}
