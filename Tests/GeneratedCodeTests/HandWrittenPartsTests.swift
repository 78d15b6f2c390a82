// Drives the hand-written parts of HandWrittenParts.swift with suspending fakes: they compose
// with the generated loads and operations as the spec's own calls do.

import Foundation
import StateSpecRuntime
import Testing

/// Deleted posts the test scripts.
struct FakeDeletedPosts: DeletedPosts {
    let answers: Script<[Post.ID], Set<Post.ID>>

    func deletedIDs(among ids: [Post.ID]) async throws -> Set<Post.ID> { try await answers.call(ids) }
}

@MainActor
@Suite("Hand-written parts beside a generated view model")
struct HandWrittenPartsTests {
    let feedback = ChoosingPresenter()
    let posts = [Post(id: 1, text: "One"), Post(id: 2, text: "Two"), Post(id: 3, text: "Three")]

    private func shown(_ loader: FakeBookmarksLoader) async -> BookmarksViewModel {
        let vm = BookmarksViewModel(loader: loader, feedback: feedback, onEvent: { _ in })
        #expect(await vm.appear() == .succeeded)
        return vm
    }

    @Test func aPinDuringARefreshIsKeptOnWhatTheRefreshBringsAndThenSynced() async throws {
        let newer = posts + [Post(id: 4, text: "Four")]
        let loader = FakeBookmarksLoader(initial: [.success(posts)], refresh: [.suspend], sync: [.success([])])
        let vm = await shown(loader)
        let refreshing = Task { await vm.refresh() }
        try await waitUntilSuspended(loader.refreshes)

        let pinning = Task { await vm.pinToTop(3) }
        #expect(await eventually { vm.state.content?.first?.id == 3 }, "the pin shows at once")
        await loader.refreshes.resume(call: 1, with: .success(newer))
        #expect(await refreshing.value == .succeeded)
        #expect(await pinning.value == .succeeded)
        // The sync waited for the refresh and sent the refreshed posts with the pin kept.
        #expect(await loader.syncs.arguments.map { $0.map(\.id) } == [[3, 1, 2, 4]])
    }

    @Test func pinningWithNothingShownIsSkipped() async {
        let loader = FakeBookmarksLoader(initial: [.throwing(URLError(.timedOut))])
        let vm = BookmarksViewModel(loader: loader, feedback: feedback, onEvent: { _ in })
        #expect(await vm.appear() == .failed)
        #expect(await vm.pinToTop(1) == .skipped(.noContent))
        #expect(await loader.syncs.callCount == 0)
    }

    @Test func anOperationOfTheAppsOwnRemovesWhatTheServerDeleted() async throws {
        let loader = FakeBookmarksLoader(initial: [.success(posts)])
        let vm = await shown(loader)
        let server = FakeDeletedPosts(answers: Script([.success([2])]))
        #expect(await vm.removeDeleted(using: server) == .succeeded)
        #expect(vm.state.content?.map(\.id) == [1, 3])
        #expect(await server.answers.arguments == [[1, 2, 3]])
    }

    @Test func itsFailureRaisesTheSpecsMessageWithTheFailuresWords() async throws {
        let loader = FakeBookmarksLoader(initial: [.success(posts)])
        let vm = await shown(loader)
        let server = FakeDeletedPosts(answers: Script([.throwing(ReadOnlyServer())]))
        #expect(await vm.removeDeleted(using: server) == .failed)
        #expect(vm.state.content == posts, "the content stays")
        #expect(feedback.shown.last?.text.english == "Could not sync your bookmarks: The server is read-only today")
    }

    @Test func cancellingItRaisesNothingAndKeepsTheContent() async throws {
        let loader = FakeBookmarksLoader(initial: [.success(posts)])
        let vm = await shown(loader)
        let server = FakeDeletedPosts(answers: Script([.suspend]))
        let removing = Task { await vm.removeDeleted(using: server) }
        try await waitUntilSuspended(server.answers)
        removing.cancel()
        #expect(await removing.value == .cancelled)
        #expect(vm.state.content == posts)
        #expect(feedback.shown.isEmpty)
    }
}
