extension ScreenContent where State.Content: RangeReplaceableCollection & MutableCollection, State.Content.Element: Sendable {
    /// The selected items, in the order shown.
    public func selected(in selection: ItemSelection) -> [Item] {
        guard !selection.isEmpty, let identities, let content = changeableContent else { return [] }
        return zip(content, identities(content)).filter { selection.contains($0.1) }.map(\.0)
    }

    /// Selects every item shown.
    public func selectAll(in selection: ItemSelection) {
        guard let identities, let content = changeableContent else { return }
        selection.select(all: identities(content))
    }

    /// Selects the item with identity `id` when it is shown.
    public func select(_ id: AnyHashable, in selection: ItemSelection) {
        guard let identities, let content = changeableContent, identities(content).contains(id) else { return }
        selection.select(id)
    }

    /// Runs a bulk action on the selected items (see `ItemActions.run(_:onAll:effect:in:_:)`) and
    /// raises one message that counts both outcomes: `success` (or `haptic`, played instead of a
    /// message) when every item was done, `failure` when one or more failed (with the items done and failed counted). The items
    /// done are deselected; those that failed stay selected, for the user to try again. The
    /// result is replayed onto what a refresh or an operation running now returns.
    ///
    /// Returns `.succeeded` when every item was done and `.failed` when one failed (`lastError` is
    /// the error the request threw, or a `BulkActionFailure` naming the items that failed);
    /// `.cancelled` changes nothing; `.skipped(.noItem)` when nothing shown is selected.
    public func run<Action>(
        _ action: Action, onSelected selection: ItemSelection, in rows: ItemActions<Item, Action>,
        effect: ItemActions<Item, Action>.Effect,
        success: ((BulkCount) -> FeedbackMessage)?, failure: ((BulkCount) -> FeedbackMessage)?,
        haptic: FeedbackHaptic? = nil,
        _ request: @escaping @MainActor ([Item]) async throws -> BulkResult<Item>
    ) async -> CallOutcome {
        let items = selected(in: selection)
        guard !items.isEmpty else { return .skipped(.noItem) }
        let ids = items.map(rows.identify)
        selection.hold(ids)
        defer {
            selection.release(ids)
            if let identities { selection.keep(only: changeableContent.map(identities) ?? []) }
        }
        switch await rows.run(action, onAll: items, effect: effect, in: self.rows, request) {
        case .finished(let done, let failedRows, let replay):
            // A refresh or an operation running now returns content from before this result.
            journal.record(replay)
            for id in done { selection.deselect(id) }
            let count = BulkCount(done: done.count, failed: failedRows.count)
            guard failedRows.isEmpty else {
                var failures: [ItemID: any Error] = [:]
                for (id, error) in failedRows { failures[ItemID(erased: id)] = error }
                return failed(BulkActionFailure(done: done.count, failures: failures), failure?(count))
            }
            succeed(success?(count), haptic: haptic)
            return .succeeded
        case .failed(let error, let items):
            return failed(error, failure?(BulkCount(done: 0, failed: items.count)))
        case .cancelled:
            return .cancelled
        case .skipped(let reason):
            return .skipped(reason)
        }
    }
}
