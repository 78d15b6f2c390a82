import Observation

/// A place in a paged timeline where items are missing: a refresh brought the newest page, and
/// more items lie between its last one and what was shown before ("load the posts between these
/// two"). The view draws it as a row of its own, from `TimelineEntry.gap`.
public struct TimelineGap: Hashable, Sendable, Identifiable {
    /// Tells this gap apart from every other one the screen ever had.
    public let id: Int
    /// True while the items of this gap load.
    public var isLoading = false
    /// True when the last load of this gap failed (until it is loaded again).
    public var failed = false
}

/// One row of a timeline with gaps: an item, or a gap between two items.
public enum TimelineEntry<Item> {
    /// An item of the content.
    case item(Item)
    /// Missing items between two items, which `loadGap(_:)` loads.
    case gap(TimelineGap)
}

extension TimelineEntry: Sendable where Item: Sendable {}
extension TimelineEntry: Equatable where Item: Equatable {}
extension TimelineEntry: Hashable where Item: Hashable {}

/// The gaps of a timeline newest first, kept beside its items (which stay a plain collection):
/// each gap sits between two items, found again by their identities whatever else changed.
///
/// - `mergeNewest(_:into:)` adds a refresh's newest page before the content, and a gap below it
///   when the loader says more items lie between (`hasMore`) and the page did not reach the
///   content shown.
/// - `load(_:in:_:)` loads one gap, beside everything else (paging, refreshes, other gaps), with
///   its own loading and failed flags: its items go below the newer item, and the gap closes,
///   or stays below them when more are missing still. A first load that replaces everything
///   (`removeAll()`) makes a gap loading then moot: its result is dropped.
/// - A gap whose neighbours are both gone from the content is forgotten.
@MainActor
@Observable
public final class TimelineGaps<Item> {
    /// The gaps, by id, with the identities of the items around them.
    @ObservationIgnored private var places: [Int: Place] = [:]
    /// The gaps' flags, observed: a row shows its gap loading or failed.
    public private(set) var gaps: [Int: TimelineGap] = [:]
    @ObservationIgnored private let identify: (Item) -> AnyHashable
    @ObservationIgnored private var lastID = 0

    /// No gaps, for content whose identity `id` gives.
    ///
    /// - Parameter id: The item's identity, as the spec's `content.id` names it.
    public init(id: @escaping (Item) -> AnyHashable) {
        identify = id
    }

    private struct Place {
        /// The newer item, above the gap.
        var newer: AnyHashable
        /// The older item, below it.
        var older: AnyHashable
    }

    /// The gaps, in no particular order.
    public var all: [TimelineGap] { gaps.values.sorted { $0.id < $1.id } }

    /// Forgets every gap: the content was loaded again from the start.
    public func removeAll() {
        places = [:]
        if !gaps.isEmpty { gaps = [:] }
    }

    /// The content with the newest page a refresh returned before it: items already shown are
    /// replaced in place, new ones go first, and a gap goes below them when `page.hasMore` says
    /// more lie between and no item of the page was shown already. Linear in both sizes.
    public func mergeNewest<Content: RangeReplaceableCollection & MutableCollection>(
        _ page: Page<Item>, into content: Content
    ) -> Content where Content.Element == Item {
        merge(page, into: content, removed: [])
    }

    /// As `mergeNewest(_:into:)`, for a page requested while `requested` was shown: an item shown
    /// then and gone from `content` now was removed while the page loaded (a live removal, the
    /// user's delete), and the page's copy of it, read before the removal, does not bring it back,
    /// neither as a new item nor into the unread count. It still tells that the page reached the
    /// content, so no gap opens for it. So are the items of `removed`, which live changes took away
    /// meanwhile whether they were shown or not (`RemovedWhileLoading`). An item that changed
    /// meanwhile (an edit, a live change, an action's result), or that arrived meanwhile, keeps
    /// the copy in `content`, which is newer than the page's. (Items that are not `Equatable`
    /// take the page's copy when they were shown then: a change cannot be told.)
    public func mergeNewest<Content: RangeReplaceableCollection & MutableCollection>(
        _ page: Page<Item>, into content: Content, requestedOver requested: Content, removed: Set<AnyHashable> = []
    ) -> Content where Content.Element == Item {
        let now = Set(content.map(identify))
        var asked: [AnyHashable: Item] = [:]
        for item in requested { asked[identify(item)] = item }
        return merge(page, into: content, removed: removed.union(asked.keys.filter { !now.contains($0) }), requested: asked)
    }

    private func merge<Content: RangeReplaceableCollection & MutableCollection>(
        _ page: Page<Item>, into content: Content, removed: Set<AnyHashable>, requested: [AnyHashable: Item]? = nil
    ) -> Content where Content.Element == Item {
        var merged = content
        var positions: [AnyHashable: Content.Index] = [:]
        for index in merged.indices { positions[identify(merged[index])] = index }
        var fresh: [Item] = []
        var reached = false
        for item in page.items {
            let key = identify(item)
            if let index = positions[key] {
                // An item that changed or arrived while the page loaded keeps its newer copy.
                if requested.map({ Self.unchanged($0[key], merged[index]) }) ?? true { merged[index] = item }
                reached = true
            } else if removed.contains(key) {
                reached = true
            } else {
                fresh.append(item)
            }
        }
        if page.hasMore, !reached, let last = fresh.last, let first = content.first {
            addGap(newer: identify(last), older: identify(first))
        }
        merged.insert(contentsOf: fresh, at: merged.startIndex)
        return merged
    }

    /// True when `shown` is the copy that was shown when the page was requested: `Equatable`
    /// items are compared; others are taken as unchanged.
    private static func unchanged(_ requested: Item?, _ shown: Item) -> Bool {
        guard let requested else { return false }
        guard requested is any Equatable else { return true }
        return ContentEquality.equal(requested, shown)
    }

    /// The rows to draw: every item, and each gap after its newer item (or, when that one is
    /// gone, before its older one). Forgets gaps whose neighbours are both gone.
    public func entries<Content: Collection>(of content: Content) -> [TimelineEntry<Item>] where Content.Element == Item {
        guard !gaps.isEmpty else { return content.map { .item($0) } }
        var below: [AnyHashable: [TimelineGap]] = [:]
        var above: [AnyHashable: [TimelineGap]] = [:]
        let shown = Set(content.map(identify))
        for (id, place) in places {
            guard let gap = gaps[id] else { continue }
            if shown.contains(place.newer) {
                below[place.newer, default: []].append(gap)
            } else if shown.contains(place.older) {
                above[place.older, default: []].append(gap)
            }
        }
        var entries: [TimelineEntry<Item>] = []
        entries.reserveCapacity(content.count + gaps.count)
        for item in content {
            let key = identify(item)
            for gap in above[key] ?? [] { entries.append(.gap(gap)) }
            entries.append(.item(item))
            for gap in below[key] ?? [] { entries.append(.gap(gap)) }
        }
        return entries
    }

    /// Forgets the gaps whose neighbours are both gone from `content`.
    public func keep<Content: Collection>(only content: Content?) where Content.Element == Item {
        guard !places.isEmpty else { return }
        guard let content else { return removeAll() }
        let shown = Set(content.map(identify))
        for (id, place) in places where !shown.contains(place.newer) && !shown.contains(place.older) {
            places[id] = nil
            gaps[id] = nil
        }
    }

    /// Loads `gap`: `request` gets the items above and below it and returns the page of items
    /// between, newest first (`hasMore`: more are missing still). Skipped while the gap loads
    /// (`.alreadyRunning`), for a gap that is gone, and when either neighbour is no longer shown
    /// (`.notNeeded`). A failure marks the gap failed; a cancelled load leaves it as it was. An item
    /// `removals` saw a live change take away while the gap loaded is not brought back.
    public func load<Content: RangeReplaceableCollection & MutableCollection>(
        _ gap: TimelineGap,
        in content: ItemContent<Content>,
        watching removals: RemovedWhileLoading? = nil,
        _ request: @MainActor (Item, Item) async throws -> Page<Item>
    ) async -> GapOutcome where Content.Element == Item {
        guard !Task.isCancelled else { return .cancelled }
        guard let place = places[gap.id], let shown = content.read() else { return .skipped(.notNeeded) }
        if gaps[gap.id]?.isLoading ?? false { return .skipped(.alreadyRunning) }
        guard let newer = shown.first(where: { identify($0) == place.newer }),
              let older = shown.first(where: { identify($0) == place.older }) else { return .skipped(.notNeeded) }
        gaps[gap.id]?.isLoading = true
        gaps[gap.id]?.failed = false
        let watch = removals?.begin()
        defer { if let watch { removals?.end(watch) } }
        let page: Page<Item>
        do {
            page = try await request(newer, older)
            if Task.isCancelled { throw CancellationError() }
        } catch {
            gaps[gap.id]?.isLoading = false
            if Cancellation.isCancellation(error) || Task.isCancelled { return .cancelled }
            guard places[gap.id] != nil else { return .cancelled }
            gaps[gap.id]?.failed = true
            return .failed(error)
        }
        // The content was loaded again from the start meanwhile: this gap is no more.
        guard places[gap.id] != nil, var current = content.read() else { return .cancelled }
        let known = Set(current.map(identify)).union(watch.map { removals?.removed(during: $0) ?? [] } ?? [])
        let fresh = page.items.filter { !known.contains(identify($0)) }
        let anchor = current.firstIndex { identify($0) == place.newer }.map { current.index(after: $0) }
            ?? current.firstIndex { identify($0) == place.older }
        guard let anchor else {
            places[gap.id] = nil
            gaps[gap.id] = nil
            return .cancelled
        }
        current.insert(contentsOf: fresh, at: anchor)
        if page.hasMore, let last = fresh.last {
            places[gap.id]?.newer = identify(last)
            gaps[gap.id]?.isLoading = false
        } else {
            places[gap.id] = nil
            gaps[gap.id] = nil
        }
        content.write(current)
        return .succeeded
    }

    private func addGap(newer: AnyHashable, older: AnyHashable) {
        lastID += 1
        places[lastID] = Place(newer: newer, older: older)
        gaps[lastID] = TimelineGap(id: lastID)
    }
}

/// What became of loading a gap.
public enum GapOutcome {
    /// The gap's items are shown, and the gap is closed or smaller.
    case succeeded
    /// It failed with the error; the gap stays, for the user to try again.
    case failed(any Error)
    /// Its task was cancelled, or a first load made the gap moot: nothing changed.
    case cancelled
    /// It did not run: the gap is no longer shown, or is loading already.
    case skipped(CallOutcome.SkipReason)
}
