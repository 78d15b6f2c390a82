import Foundation
import StateSpecRuntime

/// The timeline's server, as the app's networking code reaches it.
protocol TimelineAPI: Sendable {
    /// Up to `limit` posts, newest first, older than the post `before` (the newest when nil).
    func posts(before: Post.ID?, limit: Int) async throws -> [Post]
    func like(post: Post.ID) async throws -> Post
    func delete(post: Post.ID) async throws
    /// New posts as the server streams them, while the stream is listened to.
    func newPosts() -> AsyncStream<Post>
}

/// The part of the timeline the app writes: each requirement of the generated `TimelineLoader`
/// answered from the server. The view model decides when each runs; this only fetches.
struct TimelineService: TimelineLoader {
    let api: any TimelineAPI
    var pageSize = 20

    func loadInitial() async throws -> [Post] {
        try await api.posts(before: nil, limit: pageSize)
    }

    func refresh(current: [Post]) async throws -> [Post] {
        try await api.posts(before: nil, limit: max(pageSize, current.count))
    }

    /// The posts older than the last one shown; a short page is the last one.
    func loadMore(after current: [Post]) async throws -> Page<Post> {
        let older = try await api.posts(before: current.last?.id, limit: pageSize)
        return Page(items: older, hasMore: older.count == pageSize)
    }

    func like(_ item: Post) async throws -> Post {
        try await api.like(post: item.id)
    }

    /// What the row shows while the like is on its way (`optimistic: true`).
    func optimisticLike(_ item: Post) -> Post {
        var post = item
        post.isLiked = true
        return post
    }

    func delete(_ item: Post) async throws {
        try await api.delete(post: item.id)
    }

    /// Each streamed post, inserted at the top (`live-updates`).
    func changes() -> AsyncStream<ItemChange<Post>> {
        let posts = api.newPosts()
        return AsyncStream { continuation in
            let forwarding = Task {
                for await post in posts { continuation.yield(.insert(post)) }
                continuation.finish()
            }
            continuation.onTermination = { _ in forwarding.cancel() }
        }
    }

    /// Which of the spec's `error.causes` a failure is: `offline` shows "You are offline".
    func errorCause(for error: any Error) async -> TimelineErrorCause {
        (error as? URLError)?.code == .notConnectedToInternet ? .offline : .other
    }
}
