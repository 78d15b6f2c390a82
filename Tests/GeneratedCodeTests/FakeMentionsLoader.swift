// The fake loaders of the Mentions screen (unread count over a refresh that returns the whole
// first page) and of the ListTimeline screen (gaps with an input and item actions).

import StateSpecRuntime

struct FakeMentionsLoader: MentionsLoader {
    let initial: Script<Void, [Status]>
    let refreshes: Script<[Status], [Status]>
    let mentionSignal = ChangeSignal<ItemChange<Status>>()

    init(initial: [Reply<[Status]>] = [], refresh: [Reply<[Status]>] = []) {
        self.initial = Script(initial)
        self.refreshes = Script(refresh)
    }

    func loadInitial() async throws -> [Status] { try await initial.call() }
    func refresh(current: [Status]) async throws -> [Status] { try await refreshes.call(current) }
    func mentionChanged() -> AsyncStream<ItemChange<Status>> { mentionSignal.values() }
}

struct FakeListTimelineLoader: ListTimelineLoader {
    let initial: Script<String, [Status]>
    let refreshes: Script<Request<[Status], String>, Page<Status>>
    let more: Script<Request<[Status], String>, Page<Status>>
    let gaps: Script<GapRequest, Page<Status>>
    let favourites: Script<Status, Status>
    let deletes: Script<Int, Void>

    init(initial: [Reply<[Status]>] = [], refresh: [Reply<Page<Status>>] = [], more: [Reply<Page<Status>>] = [],
         gap: [Reply<Page<Status>>] = [], favourite: [Reply<Status>] = [], delete: [Reply<Void>] = []) {
        self.initial = Script(initial)
        self.refreshes = Script(refresh)
        self.more = Script(more)
        self.gaps = Script(gap)
        self.favourites = Script(favourite)
        self.deletes = Script(delete)
    }
    func delete(_ item: Status) async throws { try await deletes.call(item.id) }

    func loadInitial(_ input: String) async throws -> [Status] { try await initial.call(input) }
    func refresh(current: [Status], input: String) async throws -> Page<Status> {
        try await refreshes.call(Request(current: current, input: input))
    }
    func loadMore(after current: [Status], input: String) async throws -> Page<Status> {
        try await more.call(Request(current: current, input: input))
    }
    func loadGap(after newer: Status, before older: Status) async throws -> Page<Status> {
        try await gaps.call(GapRequest(newer: newer.id, older: older.id))
    }
    func favourite(_ item: Status) async throws -> Status { try await favourites.call(item) }
    func optimisticFavourite(_ item: Status) -> Status { item.favourited() }
}
