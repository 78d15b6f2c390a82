// The fake loader of the Following screen (Specs/Following.yaml): a timeline that refreshes by
// itself.

import StateSpecRuntime

struct FakeFollowingLoader: FollowingLoader {
    let initial: Script<Void, [Status]>
    let refreshes: Script<[Status], [Status]>
    let more: Script<[Status], Page<Status>>

    init(initial: [Reply<[Status]>] = [], refresh: [Reply<[Status]>] = [], more: [Reply<Page<Status>>] = []) {
        self.initial = Script(initial)
        self.refreshes = Script(refresh)
        self.more = Script(more)
    }

    func loadInitial() async throws -> [Status] { try await initial.call() }
    func refresh(current: [Status]) async throws -> [Status] { try await refreshes.call(current) }
    func loadMore(after current: [Status]) async throws -> Page<Status> { try await more.call(current) }
}
