import StateSpecRuntime
import Testing

/// `ItemActions` and `ItemChange` on their own, over a plain array: what generated view models
/// rely on when content from loads, streams and edits meets actions that are still running.
@MainActor
@Suite struct ItemActionsTests {
    struct Row: Sendable, Hashable {
        var id: Int
        var likes = 0
        var text = ""
    }

    enum Action: Hashable, Sendable { case like, delete }

    /// A collection on screen that the actions read and write.
    @MainActor
    final class Screen {
        var rows: [Row]
        init(_ rows: [Row]) { self.rows = rows }
        var content: ItemContent<[Row]> {
            ItemContent(read: { self.rows }, write: { self.rows = $0 })
        }
    }

    let actions = ItemActions<Row, Action>(id: { AnyHashable($0.id) })
    let like: ItemActions<Row, Action>.Effect = .update(optimistic: { row in var row = row; row.likes += 1; return row })

    /// Starts `action` on row `id` and returns its task, with the request suspended until `answer` resumes.
    private func start(_ effect: ItemActions<Row, Action>.Effect, _ action: Action, on row: Row, in screen: Screen,
                       answer: AsyncStream<Result<Row?, any Error>>) -> Task<String, Never> {
        Task {
            let outcome = await actions.run(action, on: row, effect: effect, in: screen.content) {
                for await result in answer { return try result.get() }
                throw CancellationError()
            }
            switch outcome {
            case .succeeded: return "succeeded"
            case .failed: return "failed"
            case .cancelled: return "cancelled"
            case .skipped: return "skipped"
            }
        }
    }

    @Test func rebaseAppliesRunningChangesOnceToNewContentAndConfirmedTakesThemAway() async throws {
        let screen = Screen([Row(id: 1), Row(id: 2)])
        let (answer, reply) = AsyncStream.makeStream(of: Result<Row?, any Error>.self)
        let task = start(like, .like, on: Row(id: 1), in: screen, answer: answer)
        #expect(await eventuallyTrue { screen.rows[0].likes == 1 })

        #expect(actions.confirmed(screen.rows) == [Row(id: 1), Row(id: 2)], "loaders get what the server has")
        var fresh = [Row(id: 1, likes: 5), Row(id: 3)]
        actions.rebase(&fresh)
        #expect(fresh == [Row(id: 1, likes: 6), Row(id: 3)], "the running like on the server's 5, once")

        screen.rows = fresh
        reply.yield(.failure(CancellationError()))
        #expect(await task.value == "cancelled", "a cancelled request is no outcome")
        #expect(screen.rows == [Row(id: 1, likes: 5), Row(id: 3)], "back to the newest confirmed value")
        #expect(actions.isIdle)
    }

    @Test func anOptimisticRemovalIsHiddenFromNewContentAndPutBackWhereItWas() async throws {
        let screen = Screen([Row(id: 1), Row(id: 2), Row(id: 3)])
        let (answer, reply) = AsyncStream.makeStream(of: Result<Row?, any Error>.self)
        let task = start(.remove(optimistic: true), .delete, on: Row(id: 2), in: screen, answer: answer)
        #expect(await eventuallyTrue { screen.rows.map(\.id) == [1, 3] })
        #expect(actions.confirmed(screen.rows).map(\.id) == [1, 2, 3])
        #expect(actions.rebased([Row(id: 2), Row(id: 4)]).map(\.id) == [4])

        struct Refused: Error {}
        reply.yield(.failure(Refused()))
        #expect(await task.value == "failed")
        #expect(screen.rows.map(\.id) == [1, 2, 3])
    }

    /// A rollback takes back only the action's own change: a row a load dropped meanwhile (the
    /// server no longer has it) is not put back by a like that fails, nor by one that succeeds.
    @Test func aRowSomethingElseRemovedIsNotPutBackByItsAction() async throws {
        struct Refused: Error {}
        for outcome in [Result<Row?, any Error>.failure(Refused()), .success(Row(id: 2, likes: 1))] {
            let actions = ItemActions<Row, Action>(id: { AnyHashable($0.id) })
            let screen = Screen([Row(id: 1), Row(id: 2)])
            let (answer, reply) = AsyncStream.makeStream(of: Result<Row?, any Error>.self)
            let task = Task { _ = await actions.run(.like, on: Row(id: 2), effect: like, in: screen.content) {
                for await result in answer { return try result.get() }
                throw CancellationError()
            } }
            #expect(await eventuallyTrue { screen.rows.map(\.likes) == [0, 1] })
            screen.rows = [Row(id: 1)]
            reply.yield(outcome)
            _ = await task.value
            #expect(screen.rows.map(\.id) == [1], "row 2 stays gone")
        }
    }

    @Test func anEditedRowIsTheUsersAndAStreamedRemovalIsFinal() async throws {
        let screen = Screen([Row(id: 1), Row(id: 2)])
        let (first, firstReply) = AsyncStream.makeStream(of: Result<Row?, any Error>.self)
        let (second, secondReply) = AsyncStream.makeStream(of: Result<Row?, any Error>.self)
        let edited = start(like, .like, on: Row(id: 1), in: screen, answer: first)
        let removed = start(like, .like, on: Row(id: 2), in: screen, answer: second)
        #expect(await eventuallyTrue { screen.rows.allSatisfy { $0.likes == 1 } })

        let before = screen.rows
        screen.rows[0].text = "typed"
        actions.edited(before: before, after: screen.rows)
        #expect(actions.rebased(ItemChange<Row>.remove(id: 2)).isRemoval)
        var shown = screen.rows
        ItemChange<Row>.remove(id: 2).apply(to: &shown, id: { AnyHashable($0.id) }, insertsAtStart: true)
        screen.rows = shown

        firstReply.yield(.success(Row(id: 1, likes: 1)))
        secondReply.yield(.failure(CancellationError()))
        #expect(await edited.value == "succeeded")
        #expect(await removed.value == "cancelled")
        #expect(screen.rows == [Row(id: 1, likes: 1, text: "typed")], "neither a result nor a rollback undoes them")
    }

    @Test func changesInsertReplaceAndRemoveByIdentity() {
        var rows = [Row(id: 1), Row(id: 2)]
        let id: (Row) -> AnyHashable = { AnyHashable($0.id) }
        ItemChange.insert(Row(id: 3)).apply(to: &rows, id: id, insertsAtStart: false)
        ItemChange.insert(Row(id: 0)).apply(to: &rows, id: id, insertsAtStart: true)
        ItemChange.insert(Row(id: 2, text: "again")).apply(to: &rows, id: id, insertsAtStart: true)
        ItemChange.replace(Row(id: 9)).apply(to: &rows, id: id, insertsAtStart: true)
        ItemChange<Row>.remove(id: 1).apply(to: &rows, id: id, insertsAtStart: true)
        #expect(rows == [Row(id: 0), Row(id: 2, text: "again"), Row(id: 3)])
    }
}

extension ItemChange {
    var isRemoval: Bool {
        if case .remove = self { return true }
        return false
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

@MainActor
@Suite struct HapticOnlyTests {
    @Test func aHapticPlaysAloneWithNothingShownOrAnnounced() {
        let harness = FeedbackHarness()
        harness.presenter.play(.light)
        #expect(harness.haptics.played == [.light])
        #expect(harness.announcer.announcements.isEmpty)
        #expect(harness.presenter.current == nil)
    }
}
