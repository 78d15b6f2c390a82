// The loader the app writes, TimelineService, against a fake server: which posts each load asks
// for, and how a page says whether there are more.

import Foundation
import StateSpecRuntime
import Testing
@testable import TimelineFeature

/// A server with `count` posts, ids `count` down to 1, newest first.
actor FakeTimelineAPI: TimelineAPI {
    let all: [Post]
    private(set) var requests: [(before: Int?, limit: Int)] = []

    init(count: Int) { all = (1...count).reversed().map { Post(id: $0, text: "Post \($0)") } }

    func posts(before: Post.ID?, limit: Int) async throws -> [Post] {
        requests.append((before, limit))
        return Array(all.filter { before == nil || $0.id < before! }.prefix(limit))
    }

    func like(post: Post.ID) async throws -> Post {
        Post(id: post, text: "Post \(post)", isLiked: true)
    }

    func delete(post: Post.ID) async throws {}
    nonisolated func newPosts() -> AsyncStream<Post> { AsyncStream { $0.finish() } }
}

@Suite("TimelineService")
struct TimelineServiceTests {
    @Test func pagesAreAsLongAsThePageSizeUntilTheLastOne() async throws {
        let api = FakeTimelineAPI(count: 5)
        let service = TimelineService(api: api, pageSize: 2)

        let first = try await service.loadInitial()
        #expect(first.map(\.id) == [5, 4])
        let second = try await service.loadMore(after: first)
        #expect(second.items.map(\.id) == [3, 2])
        #expect(second.hasMore)
        let last = try await service.loadMore(after: first + second.items)
        #expect(last.items.map(\.id) == [1])
        #expect(!last.hasMore, "a short page is the last one")
        #expect(await api.requests.map { $0.before } == [nil, 4, 2])
    }

    @Test func anOfflineFailureIsTheOfflineCause() async {
        let service = TimelineService(api: FakeTimelineAPI(count: 1))
        #expect(await service.errorCause(for: URLError(.notConnectedToInternet)) == .offline)
        #expect(await service.errorCause(for: URLError(.timedOut)) == .other)
    }
}
