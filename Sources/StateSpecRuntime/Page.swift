/// One page of a paged list, as a screen's loader returns it.
public struct Page<Item: Sendable>: Sendable {
    /// The items of this page, in display order.
    public var items: [Item]
    /// False when this is the last page: the view model stops asking for more.
    public var hasMore: Bool

    /// A page of `items`; `hasMore` is false on the last page.
    public init(items: [Item], hasMore: Bool) {
        self.items = items
        self.hasMore = hasMore
    }
}

extension Page: Equatable where Item: Equatable {}

extension Page {
    /// Adds a page's `items` to `content` at its end (or its start), leaving out those whose
    /// identity `content` holds already: a live insert that arrived while the page loaded may be
    /// in the page too, and a row is shown once (the copy shown stays: it is the newer). Without
    /// an `id` every item is added.
    /// Items in `removed` (gone while the page loaded, `RemovedWhileLoading`) are left out too.
    public static func add<Content: RangeReplaceableCollection>(
        _ items: [Item], to content: inout Content, atEnd: Bool, id: ((Item) -> AnyHashable)?,
        leavingOut removed: Set<AnyHashable> = []
    ) where Content.Element == Item {
        var fresh = items
        if let id, !content.isEmpty || !removed.isEmpty {
            let left = Set(content.map(id)).union(removed)
            fresh.removeAll { left.contains(id($0)) }
        }
        if atEnd {
            content.append(contentsOf: fresh)
        } else {
            content.insert(contentsOf: fresh, at: content.startIndex)
        }
    }
}
