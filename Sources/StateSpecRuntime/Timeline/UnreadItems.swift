/// The items that arrived where new items go (by a refresh or a live update) and that the user
/// has not seen yet: a timeline's "12 new posts". Items the first load shows, and pages the user
/// scrolls to, are never unread: they are where the user reads.
///
/// The reading position moves as rows appear: `markRead(_:in:)` marks a row read together with
/// every row past it, away from where new items arrive (the older posts below, in a timeline
/// newest first), since the user scrolling towards the new items has passed those.
public struct UnreadItems {
    /// The identities of the unread items.
    public private(set) var ids: Set<AnyHashable> = []
    /// New items arrive before the content (a timeline newest first) rather than after it.
    public let arriveAtStart: Bool

    /// No unread items. `arriveAtStart`: new items arrive at the start of the list (a newest-first timeline).
    public init(arriveAtStart: Bool = true) {
        self.arriveAtStart = arriveAtStart
    }

    /// How many items are unread.
    public var count: Int { ids.count }

    /// Whether the item with identity `id` is unread.
    public func contains(_ id: AnyHashable) -> Bool { ids.contains(id) }

    /// Marks as unread the items of `new` that `old` did not hold. Linear in both sizes.
    public mutating func noteArrivals<Items: Sequence>(in new: Items, after old: Items, id: (Items.Element) -> AnyHashable) {
        let known = Set(old.map(id))
        for item in new {
            let key = id(item)
            if !known.contains(key) { ids.insert(key) }
        }
    }

    /// Marks one item that just arrived as unread.
    public mutating func noteArrival(_ id: AnyHashable) {
        ids.insert(id)
    }

    /// Marks the item with identity `read` as seen, with every item past it in `content` (away
    /// from where new items arrive). Does nothing (and changes nothing observable) when nothing is
    /// unread or the item is not in `content`.
    public mutating func markRead<Items: BidirectionalCollection>(_ read: AnyHashable, in content: Items, id: (Items.Element) -> AnyHashable) {
        guard !ids.isEmpty, let index = content.firstIndex(where: { id($0) == read }) else { return }
        let passed = arriveAtStart ? content[index...] : content[...index]
        for item in passed where ids.contains(id(item)) { ids.remove(id(item)) }
    }

    /// Marks everything seen ("scroll to top", or a new first load).
    public mutating func markAllRead() {
        if !ids.isEmpty { ids = [] }
    }

    /// Forgets unread items that are no longer shown (removed, or no content at all).
    public mutating func keep<Items: Sequence>(only content: Items?, id: (Items.Element) -> AnyHashable) {
        guard !ids.isEmpty else { return }
        guard let content else { return markAllRead() }
        let shown = Set(content.map(id))
        if !ids.isSubset(of: shown) { ids.formIntersection(shown) }
    }
}
