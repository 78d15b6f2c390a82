// The fake loader of the Following screen (Specs/Following.yaml): a timeline newest first that
// refreshes by itself, leaves gaps, streams new posts and counts the unread ones.

import StateSpecRuntime

/// The posts around a gap, as `loadGap(after:before:)` received them.
struct GapRequest: Sendable, Hashable {
    var newer: Int
    var older: Int
}

struct FakeFollowingLoader: FollowingLoader {
    let initial: Script<Void, [Status]>
    let refreshes: Script<[Status], Page<Status>>
    let more: Script<[Status], Page<Status>>
    let gaps: Script<GapRequest, Page<Status>>
    let feed = ChangeFeed<Status>()
    /// The app's signals, shared with the screens that send them.
    let statusSignal = ChangeSignal<ItemChange<Status>>()
    let muteSignal = ChangeSignal<Void>()
    /// The quiet timeline's signal that marks it out of date (Specs/QuietFollowing.yaml).
    let filterSignal = ChangeSignal<Void>()

    init(initial: [Reply<[Status]>] = [], refresh: [Reply<Page<Status>>] = [], more: [Reply<Page<Status>>] = [],
         gap: [Reply<Page<Status>>] = []) {
        self.initial = Script(initial)
        self.refreshes = Script(refresh)
        self.more = Script(more)
        self.gaps = Script(gap)
    }

    func loadInitial() async throws -> [Status] { try await initial.call() }
    func refresh(current: [Status]) async throws -> Page<Status> { try await refreshes.call(current) }
    func loadMore(after current: [Status]) async throws -> Page<Status> { try await more.call(current) }
    func loadGap(after newer: Status, before older: Status) async throws -> Page<Status> {
        try await gaps.call(GapRequest(newer: newer.id, older: older.id))
    }
    func changes() -> AsyncStream<ItemChange<Status>> { feed.subscribe() }
    func statusChanged() -> AsyncStream<ItemChange<Status>> { statusSignal.values() }
    func accountMuted() -> AsyncStream<Void> { muteSignal.values() }
}

/// The newest page a refresh returns: `hasMore` when more posts lie between it and what is shown.
func newest(_ ids: ClosedRange<Int>, hasMore: Bool = false) -> Page<Status> {
    Page(items: statuses(ids).reversed(), hasMore: hasMore)
}

/// Statuses newest first: the highest id on top.
func timeline(_ ids: ClosedRange<Int>) -> [Status] {
    statuses(ids).reversed()
}
