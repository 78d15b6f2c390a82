extension ItemActions where Item: Sendable {
    /// Runs `action` on `items` at once, with one request (a Delete or a Mark Played over a
    /// selection): each row is pending and shows the optimistic change as a single action's
    /// would, and when the loader answers, the rows it did are confirmed (updated, or gone) and
    /// the rows it failed on are taken back, each alone, as `run(_:on:effect:in:_:)` does for
    /// one row: newer content, other actions and edits meet these rows the same way.
    ///
    /// Rows not shown, and rows `action` already runs on, are left out; the request gets the
    /// others, in the order given. A request that throws fails every row; a cancelled one takes
    /// every change back and is no outcome.
    public func run<Content: RangeReplaceableCollection & MutableCollection>(
        _ action: Action,
        onAll items: [Item],
        effect: Effect,
        in content: ItemContent<Content>,
        _ request: @MainActor ([Item]) async throws -> BulkResult<Item>
    ) async -> BulkActionOutcome<Content> where Content.Element == Item {
        guard !Task.isCancelled else { return .cancelled }
        guard let shown = content.read() else { return .skipped(.noContent) }
        var positions: [AnyHashable: Int] = [:]
        for (position, item) in shown.enumerated() { positions[identify(item)] = position }
        var started: [Started] = []
        var startedIDs: Set<AnyHashable> = []
        var alreadyRunning = false
        for item in items {
            let id = identify(item)
            guard let position = positions[id], !startedIDs.contains(id) else { continue }
            if pending[action]?.contains(id) ?? false {
                alreadyRunning = true
                continue
            }
            let (ticket, removes) = begin(action, on: id, shown: item, position: position, effect: effect, in: content)
            started.append(Started(id: id, item: item, ticket: ticket, removes: removes))
            startedIDs.insert(id)
        }
        guard !started.isEmpty else { return .skipped(alreadyRunning ? .alreadyRunning : .noItem) }
        defer { end(action, on: startedIDs) }

        let result: BulkResult<Item>
        do {
            result = try await request(started.map(\.item))
            if Task.isCancelled { throw CancellationError() }
        } catch {
            takeBack(started, in: content)
            if Cancellation.isCancellation(error) || Task.isCancelled { return .cancelled }
            return .failed(error, items: started.map(\.id))
        }
        return finish(started, with: result, in: content)
    }

    /// A row the bulk action started on.
    struct Started {
        var id: AnyHashable
        var item: Item
        var ticket: Int
        var removes: Bool
    }

    /// Confirms the rows the loader did, takes back those it failed on or left out.
    private func finish<Content: RangeReplaceableCollection & MutableCollection>(
        _ started: [Started], with result: BulkResult<Item>, in content: ItemContent<Content>
    ) -> BulkActionOutcome<Content> where Content.Element == Item {
        var updated: [AnyHashable: Item] = [:]
        for item in result.updated { updated[identify(item)] = item }
        let removed = Set(result.removed.map(\.value))
        var failures: [AnyHashable: any Error] = [:]
        for (id, error) in result.failed { failures[id.value] = error }

        var done: [AnyHashable] = []
        var failed: [(id: AnyHashable, error: any Error)] = []
        var taken: [Started] = []
        var replays: [(inout Content) -> Void] = []
        for row in started {
            if let error = failures[row.id] {
                failed.append((row.id, error))
                taken.append(row)
            } else if removed.contains(row.id) {
                replays.append(confirm(row.id, ticket: row.ticket, result: nil, removes: true, in: content))
                done.append(row.id)
            } else if let item = updated[row.id] {
                replays.append(confirm(row.id, ticket: row.ticket, result: item, removes: false, in: content))
                done.append(row.id)
            } else {
                failed.append((row.id, BulkItemUnanswered()))
                taken.append(row)
            }
        }
        takeBack(taken, in: content)
        return .finished(done: done, failed: failed) { items in
            for replay in replays { replay(&items) }
        }
    }

    /// Takes back the changes on `rows`, the last started first, so that rows removed one after
    /// another come back in their order.
    private func takeBack<Content: RangeReplaceableCollection & MutableCollection>(
        _ rows: [Started], in content: ItemContent<Content>
    ) where Content.Element == Item {
        for row in rows.reversed() { settle(row.id, ticket: row.ticket, in: content) }
    }
}

/// What a bulk action did, for the view model to report.
public enum BulkActionOutcome<Content> {
    /// The loader answered: the rows `done` are confirmed (`replay` makes the same change to
    /// content that replaces what is shown), the rows `failed` are back as they were.
    case finished(done: [AnyHashable], failed: [(id: AnyHashable, error: any Error)], replay: (inout Content) -> Void)
    /// The request threw `error`: every row it ran on (`items`) is back as it was.
    case failed(any Error, items: [AnyHashable])
    /// Its task was cancelled: nothing changed.
    case cancelled
    /// It ran on no row: none is shown, or the action runs on all of them already.
    case skipped(CallOutcome.SkipReason)
}
