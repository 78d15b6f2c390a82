import Observation

/// The rows the user selected for a bulk action (an edit mode's checkmarks), by identity.
///
/// It forgets a row that is no longer shown (a refresh, a page, a live change or a delete took
/// it away), so the selected count never counts rows the user cannot see, except the rows a bulk
/// action runs on: one that hides them at once (an optimistic delete) still owns them, and rows
/// it fails on come back selected, for the user to try again.
@MainActor
@Observable
public final class ItemSelection {
    /// The identities of the rows selected.
    public private(set) var ids: Set<AnyHashable> = []
    /// Rows a bulk action runs on: kept while they are hidden.
    @ObservationIgnored private var held: [AnyHashable: Int] = [:]

    /// Nothing selected.
    public init() {}

    /// How many rows are selected.
    public var count: Int { ids.count }

    /// True when no row is selected.
    public var isEmpty: Bool { ids.isEmpty }

    /// True when the row with identity `id` is selected.
    public func contains(_ id: AnyHashable) -> Bool { ids.contains(id) }

    /// Selects the row with identity `id`.
    public func select(_ id: AnyHashable) { ids.insert(id) }

    /// Selects the rows with these identities (a Select All), besides those selected.
    public func select(all identities: some Sequence<AnyHashable>) { ids.formUnion(identities) }

    /// Deselects the row with identity `id`.
    public func deselect(_ id: AnyHashable) { ids.remove(id) }

    /// Selects the row with identity `id`, or deselects it when it is selected.
    public func toggle(_ id: AnyHashable) {
        if ids.contains(id) { ids.remove(id) } else { ids.insert(id) }
    }

    /// Deselects every row.
    public func clear() { ids = [] }

    /// Forgets the rows not among `shown`, but those a bulk action runs on.
    public func keep(only shown: some Sequence<AnyHashable>) {
        guard !ids.isEmpty else { return }
        let shown = Set(shown)
        let kept = ids.filter { shown.contains($0) || held[$0] != nil }
        if kept.count != ids.count { ids = kept }
    }

    /// A bulk action starts on these rows: they stay selected while it hides them.
    func hold(_ identities: some Sequence<AnyHashable>) {
        for id in identities { held[id, default: 0] += 1 }
    }

    /// The bulk action on these rows ended.
    func release(_ identities: some Sequence<AnyHashable>) {
        for id in identities {
            let count = (held[id] ?? 1) - 1
            held[id] = count > 0 ? count : nil
        }
    }
}
