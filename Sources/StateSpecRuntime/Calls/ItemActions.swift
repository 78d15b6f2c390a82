import Observation

/// Runs a screen's per-row actions (like, boost, bookmark, delete) on the items of its content,
/// concurrently with each other and with the screen's loads, and keeps every row honest:
///
/// - **Pending.** `isPending(_:_:)` says which actions run on which item, for the row's spinner
///   or disabled button. The same action on the same item does not start twice (a double tap:
///   `.skipped(.alreadyRunning)`); different actions, and the same action on other items, run at
///   once.
/// - **Optimistic.** An optimistic action shows its expected result (an updated item, or the row
///   removed) at once. Each row keeps the last value the server confirmed (its *base*) and the
///   optimistic changes of the actions still running on it, applied in the order they started.
/// - **Rollback without clobbering.** When an action fails, or its task is cancelled, only its own
///   change is taken away: the row shows its newest base with the other running actions' changes.
///   A refresh, a page or another action's result that replaced the item meanwhile is the new
///   base, so a rollback never brings back an older value. A success makes its result the base.
/// - **Newer content.** Content a load returns is the new base of every row with a running
///   action, whose optimistic changes are applied to it again (`rebase`); loaders get content
///   without them (`confirmed`), so a change is never applied twice.
/// - **Edits win.** A row the user edits while an action runs on it keeps the edit: that action's
///   result or rollback no longer touches it (`edited(before:after:)`).
///
/// Content is any collection of items the view model can change in place (`[Post]`); items are
/// told apart by the identity the spec names (`content.id`).
@MainActor
@Observable
public final class ItemActions<Item, Action: Hashable & Sendable> {
    /// The actions running, with the identities of the items each runs on.
    public internal(set) var pending: [Action: Set<AnyHashable>] = [:]

    @ObservationIgnored let identify: (Item) -> AnyHashable
    @ObservationIgnored var rows: [AnyHashable: Row] = [:]
    @ObservationIgnored var lastTicket = 0

    /// Actions on the items of content whose identity `id` gives.
    ///
    /// - Parameter id: The item's identity, as the spec's `content.id` names it.
    public init(id: @escaping (Item) -> AnyHashable) {
        identify = id
    }

    /// True while `action` (or, without one, any action) runs on `item`.
    public func isPending(_ item: Item, _ action: Action? = nil) -> Bool {
        let id = identify(item)
        if let action { return pending[action]?.contains(id) ?? false }
        return pending.values.contains { $0.contains(id) }
    }

    /// The actions running on `item`.
    public func actions(on item: Item) -> Set<Action> {
        let id = identify(item)
        return Set(pending.compactMap { $0.value.contains(id) ? $0.key : nil })
    }

    /// True when no action runs: the content needs no rebasing.
    public var isIdle: Bool { rows.isEmpty }

    // MARK: - Running an action

    /// Runs `action` on `item`: marks it pending, shows an optimistic change at once (an updated
    /// item, or the row gone), awaits `request` (the updated item; nil for a removal), and then
    /// shows the result or takes the change back. `content` reads and writes the collection on
    /// screen. A cancelled action takes its change back too: nothing confirmed it.
    public func run<Content: RangeReplaceableCollection & MutableCollection>(
        _ action: Action,
        on item: Item,
        effect: Effect,
        in content: ItemContent<Content>,
        _ request: @MainActor () async throws -> Item?
    ) async -> ItemActionOutcome<Content> where Content.Element == Item {
        guard !Task.isCancelled else { return .cancelled }
        let id = identify(item)
        if pending[action]?.contains(id) ?? false { return .skipped(.alreadyRunning) }
        guard let shown = content.read(), let index = shown.firstIndex(where: { identify($0) == id }) else {
            return .skipped(.noItem)
        }
        let (ticket, removes) = begin(action, on: id, shown: shown[index],
                                      position: shown.distance(from: shown.startIndex, to: index), effect: effect, in: content)

        let outcome: ItemActionOutcome<Content>
        do {
            let result = try await request()
            if Task.isCancelled { throw CancellationError() }
            outcome = .succeeded(replay: confirm(id, ticket: ticket, result: result, removes: removes, in: content))
        } catch {
            // A cancelled action is no outcome, but its change was never confirmed: take it back.
            settle(id, ticket: ticket, in: content)
            outcome = Cancellation.isCancellation(error) || Task.isCancelled ? .cancelled : .failed(error)
        }
        end(action, on: [id])
        return outcome
    }

    /// Marks `action` pending on row `id` (shown as `value` at `position`) and shows its
    /// optimistic change; returns the action's ticket and whether it removes the row.
    func begin<Content: RangeReplaceableCollection & MutableCollection>(
        _ action: Action, on id: AnyHashable, shown value: Item, position: Int, effect: Effect, in content: ItemContent<Content>
    ) -> (ticket: Int, removes: Bool) where Content.Element == Item {
        lastTicket += 1
        let ticket = lastTicket
        pending[action, default: []].insert(id)
        var row = rows[id] ?? Row(base: value, position: position)
        row.running.insert(ticket)
        var removes = false
        switch effect {
        case .update(let change?):
            row.changes.append(Change(ticket: ticket, change: .update(change)))
        case .update(nil):
            break
        case .remove(let optimistic):
            removes = true
            if optimistic { row.changes.append(Change(ticket: ticket, change: .remove)) }
        }
        rows[id] = row
        if row.changes.contains(where: { $0.ticket == ticket }) { show(id, in: content) }
        return (ticket, removes)
    }

    /// `action` no longer runs on the rows `ids`.
    func end(_ action: Action, on ids: some Sequence<AnyHashable>) {
        guard var running = pending[action] else { return }
        running.subtract(ids)
        pending[action] = running.isEmpty ? nil : running
    }

    /// What an action does to its row.
    public enum Effect {
        /// The loader returns the updated item. With `optimistic`, the row shows that change of
        /// the item at once; without, it changes when the loader answers.
        case update(optimistic: (@MainActor (Item) -> Item)?)
        /// The row goes: at once when `optimistic`, else when the loader answers.
        case remove(optimistic: Bool)
    }

    /// The action succeeded: its result is the row's base (or the row is gone), unless the user
    /// edited the row meanwhile. Returns the change for content that replaces what is shown.
    func confirm<Content: RangeReplaceableCollection & MutableCollection>(
        _ id: AnyHashable, ticket: Int, result: Item?, removes: Bool, in content: ItemContent<Content>
    ) -> (inout Content) -> Void where Content.Element == Item {
        guard var row = rows[id] else { return { _ in } }
        row.running.remove(ticket)
        row.changes.removeAll { $0.ticket == ticket }
        let identify = identify
        // The user edited the row while this action ran: the row is theirs, and stays as it is.
        let detached = row.isDetached(ticket)
        if !detached {
            if removes {
                row.isGone = true
            } else if let result {
                row.base = result
            }
        }
        rows[id] = row
        if !detached { show(id, in: content) }
        forgetIfIdle(id)
        if detached { return { _ in } }
        if removes { return { items in items.removeAll { identify($0) == id } } }
        guard let result else { return { _ in } }
        return { items in
            if let index = items.firstIndex(where: { identify($0) == id }) { items[index] = result }
        }
    }

    /// The action failed or was cancelled: its change goes, the rest of the row stays.
    func settle<Content: RangeReplaceableCollection & MutableCollection>(
        _ id: AnyHashable, ticket: Int, in content: ItemContent<Content>
    ) where Content.Element == Item {
        guard var row = rows[id] else { return }
        row.running.remove(ticket)
        let taken = row.changes.filter { $0.ticket == ticket }
        row.changes.removeAll { $0.ticket == ticket }
        rows[id] = row
        let tookARemovalBack = taken.contains { if case .remove = $0.change { true } else { false } }
        if !taken.isEmpty, !row.isDetached(ticket) { show(id, in: content, puttingBack: tookARemovalBack) }
        forgetIfIdle(id)
    }

    private func forgetIfIdle(_ id: AnyHashable) {
        if let row = rows[id], row.running.isEmpty { rows[id] = nil }
    }

    /// Writes row `id` as its base and running changes say, into the content on screen. A row that
    /// is not on screen is put back only when `puttingBack` (the optimistic removal that hid it was
    /// taken back): one that something else removed meanwhile (a load that no longer has it, a
    /// live change, an edit) stays removed.
    private func show<Content: RangeReplaceableCollection & MutableCollection>(
        _ id: AnyHashable, in content: ItemContent<Content>, puttingBack: Bool = false
    ) where Content.Element == Item {
        guard var items = content.read(), var row = rows[id] else { return }
        let index = items.firstIndex { identify($0) == id }
        switch (row.shown, index) {
        case (let value?, let index?):
            items[index] = value
        case (let value?, nil):
            guard puttingBack else { return }
            // Back after a removal that did not happen: where it was, as near as the rows allow.
            let offset = min(row.position, items.count)
            items.insert(value, at: items.index(items.startIndex, offsetBy: offset))
        case (nil, let index?):
            row.position = items.distance(from: items.startIndex, to: index)
            rows[id] = row
            items.remove(at: index)
        case (nil, nil):
            return
        }
        content.write(items)
    }

    // MARK: - Content from elsewhere

    /// Content a load or an operation returned: the new base of every row an action runs on,
    /// with the running actions' changes applied to it again. Linear in the content's size.
    public func rebase<Content: RangeReplaceableCollection & MutableCollection>(_ content: inout Content) where Content.Element == Item {
        guard !rows.isEmpty else { return }
        var removed: Set<AnyHashable> = []
        for index in content.indices {
            let id = identify(content[index])
            guard var row = rows[id], !row.isDetached else { continue }
            row.base = content[index]
            row.isGone = false
            rows[id] = row
            if let value = row.shown { content[index] = value } else { removed.insert(id) }
        }
        if !removed.isEmpty { content.removeAll { removed.contains(identify($0)) } }
    }

    /// `content` rebased (see `rebase`).
    public func rebased<Content: RangeReplaceableCollection & MutableCollection>(_ content: Content) -> Content where Content.Element == Item {
        var content = content
        rebase(&content)
        return content
    }

    /// The content shown without the running actions' changes: what the server last confirmed,
    /// for handing to a loader. Rows removed optimistically are put back where they were.
    public func confirmed<Content: RangeReplaceableCollection & MutableCollection>(_ content: Content) -> Content where Content.Element == Item {
        guard !rows.isEmpty else { return content }
        var result = content
        var present: Set<AnyHashable> = []
        for index in result.indices {
            let id = identify(result[index])
            present.insert(id)
            if let row = rows[id], !row.isDetached { result[index] = row.base }
        }
        // Rows an optimistic removal hid (not rows the content no longer holds), the last hidden
        // first: each position is where the row was when it went, so this undoes the removals.
        for (id, row) in rows.sorted(by: { $0.value.hiddenBy > $1.value.hiddenBy })
        where !present.contains(id) && !row.isDetached && !row.isGone && row.shown == nil {
            result.insert(row.base, at: result.index(result.startIndex, offsetBy: min(row.position, result.count)))
        }
        return result
    }

    /// The user edited the content: rows with a running action whose value the edit changed
    /// (or removed) are the user's now, and no result or rollback touches them. Values that are
    /// not `Equatable` count as changed.
    public func edited<Content: Collection>(before: Content, after: Content) where Content.Element == Item {
        guard !rows.isEmpty else { return }
        let old = values(in: before), new = values(in: after)
        for (id, var row) in rows where !row.isDetached {
            guard let value = old[id] else { continue }
            if let edited = new[id], ContentEquality.equal(edited, value) { continue }
            row.detach(through: lastTicket)
            if let edited = new[id] { row.base = edited }
            rows[id] = row
        }
    }

    private func values<Content: Collection>(in content: Content) -> [AnyHashable: Item] where Content.Element == Item {
        var values: [AnyHashable: Item] = [:]
        for item in content {
            let id = identify(item)
            if rows[id] != nil { values[id] = item }
        }
        return values
    }

    // MARK: - Rows

    struct Change {
        enum Kind {
            case update(@MainActor (Item) -> Item)
            case remove
        }

        var ticket: Int
        var change: Kind
    }

    struct Row {
        /// The value the server last confirmed.
        var base: Item
        /// Where the row was, for putting back a row removed optimistically.
        var position: Int
        /// The optimistic changes of the actions running, in the order they started.
        var changes: [Change] = []
        /// The actions running on the row.
        var running: Set<Int> = []
        /// The server said the item is gone.
        var isGone = false
        /// The user edited the row (or a live change removed it) while the actions up to this
        /// ticket ran: their results and rollbacks no longer touch it. An action started after
        /// the edit acts on the edited row as on any other.
        var editedThrough = 0

        init(base: Item, position: Int) {
            self.base = base
            self.position = position
        }

        /// The ticket of the first running optimistic removal that hides the row; 0 when none does.
        var hiddenBy: Int {
            changes.first { if case .remove = $0.change { true } else { false } }?.ticket ?? 0
        }

        /// The action with `ticket` ran when the user edited the row.
        func isDetached(_ ticket: Int) -> Bool { ticket <= editedThrough }

        /// Every action running on the row ran when the user edited it: the row is the user's.
        var isDetached: Bool { running.allSatisfy(isDetached) }

        /// The user's edit replaced the row, its running actions' changes with it.
        mutating func detach(through ticket: Int) {
            editedThrough = ticket
            changes = []
        }

        /// The base with the running changes applied; nil when the row is removed.
        @MainActor var shown: Item? {
            guard !isGone else { return nil }
            var value = base
            for change in changes {
                switch change.change {
                case .update(let transform): value = transform(value)
                case .remove: return nil
                }
            }
            return value
        }
    }
}

/// What an item action did, for the view model to report.
public enum ItemActionOutcome<Content> {
    /// It succeeded; `replay` makes the same change to content that replaces what is shown
    /// while a refresh or an operation runs (the view model's edit journal replays it).
    case succeeded(replay: (inout Content) -> Void)
    /// It failed with the error; the row is back as it was.
    case failed(any Error)
    /// Its task was cancelled: nothing changed.
    case cancelled
    /// It did not run: the item is not shown, or the same action runs on it already.
    case skipped(CallOutcome.SkipReason)
}

/// How `ItemActions` reads and writes the collection a view model shows.
@MainActor
public struct ItemContent<Content> {
    /// The content shown, or nil when there is none.
    public let read: @MainActor () -> Content?
    /// Shows new content.
    public let write: @MainActor (Content) -> Void

    /// Access to the view model's content through `read` and `write`.
    public init(read: @escaping @MainActor () -> Content?, write: @escaping @MainActor (Content) -> Void) {
        self.read = read
        self.write = write
    }
}

/// An item's identity, as the spec's `content.id` names it, for changes that name an item by it.
public struct ItemID: Hashable, @unchecked Sendable {
    // Built only from a Sendable value, so sending it is safe.
    let value: AnyHashable

    /// The identity `id`, the value of the item's `content.id` property.
    public init<ID: Hashable & Sendable>(_ id: ID) {
        value = AnyHashable(id)
    }

    init(erased value: AnyHashable) {
        self.value = value
    }
}

/// One live change to a screen's items, as a loader's `changes()` stream reports them.
public enum ItemChange<Item: Sendable>: Sendable {
    /// A new item: shown where the spec's `live-updates.inserts` says; an item already shown is
    /// replaced in place.
    case insert(Item)
    /// A new value of an item: its row shows it; an item not shown is ignored.
    case replace(Item)
    /// The item with this identity is gone.
    case remove(ItemID)

    /// The item with identity `id` is gone.
    public static func remove<ID: Hashable & Sendable>(id: ID) -> Self {
        .remove(ItemID(id))
    }

    /// Makes the change to `content`, finding items by `id`. Linear in the content's size.
    public func apply<Content: RangeReplaceableCollection & MutableCollection>(
        to content: inout Content, id: (Item) -> AnyHashable, insertsAtStart: Bool
    ) where Content.Element == Item {
        switch self {
        case .insert(let item):
            let key = id(item)
            if let index = content.firstIndex(where: { id($0) == key }) {
                content[index] = item
            } else if insertsAtStart {
                content.insert(item, at: content.startIndex)
            } else {
                content.append(item)
            }
        case .replace(let item):
            let key = id(item)
            if let index = content.firstIndex(where: { id($0) == key }) { content[index] = item }
        case .remove(let removed):
            content.removeAll { id($0) == removed.value }
        }
    }
}

extension ItemActions where Item: Sendable {
    /// A live change as the content on screen shows it: an item with actions running becomes its
    /// row's new confirmed value, shown with their changes (removed while an optimistic removal
    /// runs); a removed item's row is no longer touched by their results or rollbacks.
    public func rebased(_ change: ItemChange<Item>) -> ItemChange<Item> {
        switch change {
        case .insert(let item), .replace(let item):
            let id = identify(item)
            guard var row = rows[id], !row.isDetached else { return change }
            row.base = item
            row.isGone = false
            rows[id] = row
            guard let shown = row.shown else { return .remove(ItemID(erased: id)) }
            if case .insert = change { return .insert(shown) }
            return .replace(shown)
        case .remove(let removed):
            guard var row = rows[removed.value] else { return change }
            row.isGone = true
            row.detach(through: lastTicket)
            rows[removed.value] = row
            return change
        }
    }
}
