/// One page of a paged list, as a screen's loader returns it.
public struct Page<Item: Sendable>: Sendable {
    /// The items of this page, in display order.
    public var items: [Item]
    /// False when this is the last page: the view model stops asking for more.
    public var hasMore: Bool

    public init(items: [Item], hasMore: Bool) {
        self.items = items
        self.hasMore = hasMore
    }
}

extension Page: Equatable where Item: Equatable {}
