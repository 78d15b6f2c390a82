// Hand-written parts beside the generated Bookmarks view model (Specs/Bookmarks.yaml): what the
// spec does not say, written in an extension against the view model's `screen`, which runs it
// with the generated calls: edits, loads, operations and messages compose as the spec's do.

import StateSpecRuntime

/// A service the loader does not offer: which of the posts the server deleted.
protocol DeletedPosts: Sendable {
    func deletedIDs(among ids: [Post.ID]) async throws -> Set<Post.ID>
}

extension BookmarksViewModel {
    /// Moves a bookmark to the top, as the user pins it, and sends the new order. The move is an
    /// edit: a refresh or an operation that runs meanwhile keeps it on what it brings.
    @discardableResult
    func pinToTop(_ id: Post.ID) async -> CallOutcome {
        let moved = screen.edit { posts in
            guard let index = posts.firstIndex(where: { $0.id == id }) else { return }
            posts.insert(posts.remove(at: index), at: 0)
        }
        guard moved else { return .skipped(.noContent) }
        return await sync()
    }

    /// Removes the bookmarks of posts the server deleted: an operation the spec does not list,
    /// with a dependency of its own, queued and reported as the spec's operations are.
    @discardableResult
    func removeDeleted(using server: some DeletedPosts) async -> CallOutcome {
        await screen.perform("removeDeleted", success: nil, failure: BookmarksFeedback.syncFailed, haptic: nil) { posts in
            let deleted = try await server.deletedIDs(among: posts.map(\.id))
            return posts.filter { !deleted.contains($0.id) }
        }
    }
}
