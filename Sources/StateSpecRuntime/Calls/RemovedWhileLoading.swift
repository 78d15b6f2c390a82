/// The identities live changes and edits removed while a call that adds items runs (a page, a gap, a
/// refresh that merges its newest page): its answer was read before they went, and must not bring
/// them back, whether they were shown or not yet. Removals are kept only while such a call runs,
/// and only as far back as the oldest one running.
@MainActor
public final class RemovedWhileLoading {
    /// A call being watched: where the removals it must leave out start.
    public struct Watch: Hashable, Sendable {
        fileprivate let number: Int
    }

    private var starts: [Int: Int] = [:]
    private var removed: [AnyHashable] = []
    /// How many removals were dropped from the front of `removed`: positions are absolute.
    private var dropped = 0
    private var lastNumber = 0

    /// Nothing removed, no call running.
    public init() {}

    /// Starts watching for a call; `end(_:)` stops.
    public func begin() -> Watch {
        lastNumber += 1
        starts[lastNumber] = dropped + removed.count
        return Watch(number: lastNumber)
    }

    /// Notes the item a live change removes, while any call is watched.
    public func note<Item>(_ change: ItemChange<Item>) {
        guard !starts.isEmpty, case .remove(let id) = change else { return }
        removed.append(id.value)
    }

    /// Notes identities an edit removed, while any call is watched.
    public func note(removed ids: some Sequence<AnyHashable>) {
        guard isWatching else { return }
        removed.append(contentsOf: ids)
    }

    /// True while a call is watched: removals are worth noting.
    public var isWatching: Bool { !starts.isEmpty }

    /// The identities removed since `watch` began (none once it has ended).
    public func removed(during watch: Watch) -> Set<AnyHashable> {
        guard let start = starts[watch.number] else { return [] }
        return Set(removed[(start - dropped)...])
    }

    /// Stops watching for the call, and forgets the removals no running call needs.
    public func end(_ watch: Watch) {
        guard starts.removeValue(forKey: watch.number) != nil else { return }
        let oldest = starts.values.min() ?? dropped + removed.count
        removed.removeFirst(oldest - dropped)
        dropped = oldest
    }
}
