// Drives MediaDetailViewModel (Specs/MediaDetail.yaml): a screen made of sections whose tracks are
// its primary section, with screen-wide empty and error texts, through suspending fake loaders.

import StateSpecRuntime
import Testing

/// The MediaDetail screen, its sections' loaders and the messages it raised.
@MainActor
struct MediaDetailFixture {
    let tracks: FakeRowLoader<Track>
    let related: FakeRowLoader<Photo>
    let feedback = FeedbackRecorder()
    let vm: MediaDetailViewModel

    init(tracks: FakeRowLoader<Track>, related: FakeRowLoader<Photo>) {
        self.tracks = tracks
        self.related = related
        vm = MediaDetailViewModel(tracks: MediaDetailTracksViewModel(loader: tracks, feedback: feedback),
                                  related: MediaDetailRelatedViewModel(loader: related, feedback: feedback))
    }
}

@MainActor
@Suite("Primary section and screen-wide texts")
struct PrimarySectionTests {
    @Test func thePrimaryFailingFailsTheScreenWhileAnotherSectionStillLoads() async throws {
        let detail = MediaDetailFixture(tracks: FakeRowLoader(initial: [.failure(.server)]),
                                        related: FakeRowLoader(initial: [.suspend]))
        let appear = Task { await detail.vm.appear() }
        try await waitUntilSuspended(detail.related.initial)
        #expect(await eventually { detail.vm.tracks.state.kind == .error })
        #expect(detail.vm.state == .error, "the primary section failed: the screen fails, though another section loads")
        #expect(detail.vm.related.state == .loading)

        await detail.related.initial.resume(call: 1, with: .success(photos(1...2)))
        #expect(await appear.value == [.tracks: .failed, .related: .succeeded])
        #expect(detail.vm.related.state == .ideal(photos(1...2)))
        #expect(detail.vm.state == .error, "another section's content does not hide the primary's failure")
        #expect(MediaDetailState.errorMessage.key == "MediaDetail.error.message")
        #expect(MediaDetailState.retryTitle.key == "MediaDetail.error.retry")
    }

    @Test func thePrimaryLoadingKeepsTheScreenLoadingWhileAnotherShowsContent() async throws {
        let detail = MediaDetailFixture(tracks: FakeRowLoader(initial: [.suspend]),
                                        related: FakeRowLoader(initial: [.success(photos(1...3))]))
        let appear = Task { await detail.vm.appear() }
        try await waitUntilSuspended(detail.tracks.initial)
        #expect(await eventually { detail.vm.related.state == .ideal(photos(1...3)) })
        #expect(detail.vm.state == .loading, "the screen waits for its primary section")

        await detail.tracks.initial.resume(call: 1, with: .success(tracks("a", "b")))
        #expect(await appear.value == [.tracks: .succeeded, .related: .succeeded])
        #expect(detail.vm.state == .content)
    }

    @Test func anotherSectionFailingNeverFailsTheScreenWhileThePrimaryShowsContent() async throws {
        let detail = MediaDetailFixture(tracks: FakeRowLoader(initial: [.success(tracks("a"))]),
                                        related: FakeRowLoader(initial: [.failure(.offline)]))
        #expect(await detail.vm.appear() == [.tracks: .succeeded, .related: .failed])
        #expect(detail.vm.state == .content)
        #expect(detail.vm.visibleSections == [.tracks, .related], "the failed section shows its own error state")
    }

    @Test func everySectionEmptyShowsTheScreenWideEmptyText() async throws {
        let detail = MediaDetailFixture(tracks: FakeRowLoader(initial: [.success([])]),
                                        related: FakeRowLoader(initial: [.success([])]))
        await detail.vm.appear()
        #expect(detail.vm.state == .empty)
        #expect(MediaDetailState.emptyMessage.key == "MediaDetail.empty.message")
        #expect(MediaDetailState(.empty).summary == .empty)
    }

    @Test func aPrimaryThatIsEmptyBesideContentShowsTheSections() async throws {
        let detail = MediaDetailFixture(tracks: FakeRowLoader(initial: [.success([])]),
                                        related: FakeRowLoader(initial: [.success(photos(1...1))]))
        await detail.vm.appear()
        #expect(detail.vm.state == .content)
    }

    @Test func aPullAfterThePrimaryFailedLoadsItAgainAndTheScreenRecovers() async throws {
        let detail = MediaDetailFixture(tracks: FakeRowLoader(initial: [.failure(.server), .suspend]),
                                        related: FakeRowLoader(initial: [.success(photos(1...2))], refresh: [.success(photos(1...3))]))
        await detail.vm.appear()
        #expect(detail.vm.state == .error)

        let refresh = Task { await detail.vm.refresh() }
        try await waitUntilSuspended(detail.tracks.initial, call: 2)
        #expect(detail.vm.state == .loading, "the primary section loads again through its loading state")
        await detail.tracks.initial.resume(call: 2, with: .success(tracks("a")))
        #expect(await refresh.value == [.tracks: .succeeded, .related: .succeeded])
        #expect(detail.vm.state == .content)
        #expect(detail.vm.tracks.state == .ideal(tracks("a")))
        #expect(detail.vm.related.state == .ideal(photos(1...3)))
    }

    @Test func retryAfterThePrimaryFailedRecovers() async throws {
        let detail = MediaDetailFixture(tracks: FakeRowLoader(initial: [.failure(.offline), .success(tracks("a"))]),
                                        related: FakeRowLoader(initial: [.success(photos(1...2))]))
        await detail.vm.appear()
        #expect(detail.vm.state == .error)
        #expect(await detail.vm.retry() == [.tracks: .succeeded, .related: .skipped(.notNeeded)])
        #expect(detail.vm.state == .content)
    }

    @Test func leavingWhileThePrimaryLoadsChangesNothing() async throws {
        let detail = MediaDetailFixture(tracks: FakeRowLoader(initial: [.suspend, .success(tracks("a"))]),
                                        related: FakeRowLoader(initial: [.suspend, .success(photos(1...1))]))
        let appear = Task { await detail.vm.appear() }
        try await waitUntilSuspended(detail.tracks.initial)
        try await waitUntilSuspended(detail.related.initial)
        appear.cancel()
        #expect(await appear.value == [.tracks: .cancelled, .related: .cancelled])
        #expect(detail.vm.state == .loading, "a cancellation is no failure: the screen does not fail")
        #expect(detail.vm.tracks.lastError == nil && detail.feedback.shown.isEmpty)
        #expect(await detail.vm.appear() == [.tracks: .succeeded, .related: .succeeded], "the next appearance loads again")
        #expect(detail.vm.state == .content)
    }
}
