// Drives `loads.refresh.keeps-content: false` on the generated PeopleViewModel and PlaylistViewModel
// (Specs/People.yaml, Specs/Playlist.yaml): a refresh that goes through the loading state.

import StateSpecRuntime
import Testing
import StateSpecTestSupport

@MainActor
@Suite("Refresh through the loading state")
struct RefreshStyleTests {
    @Test func aReloadingRefreshShowsLoadingThenTheNewContent() async throws {
        let clock = TestClock()
        let loader = FakePeopleLoader(initial: [.success(accounts("a", 1...2)), .suspend])
        let vm = PeopleViewModel(loader: loader, clock: clock)
        #expect(await vm.refresh() == .skipped(.noContent), "nothing was searched yet")
        #expect(await vm.loadInitial("a") == .succeeded)

        let refresh = Task { await vm.refresh() }
        try await waitUntilSuspended(loader.initial, call: 2)
        #expect(vm.state == .loading, "the content goes while it reloads")
        #expect(clock.sleeping == 0, "the same input does not wait for a pause")
        await loader.initial.resume(call: 2, with: .success(accounts("a", 3...3)))
        #expect(await refresh.value == .succeeded)
        #expect(vm.state == .ideal(accounts("a", 3...3)))
        #expect(await loader.initial.arguments == ["a", "a"])
    }

    @Test func aReloadingRefreshThatFailsShowsTheErrorState() async throws {
        let loader = FakePeopleLoader(initial: [.success(accounts("a", 1...2)), .failure(.server)])
        let vm = PeopleViewModel(loader: loader, clock: TestClock())
        #expect(await vm.loadInitial("a") == .succeeded)
        #expect(await vm.refresh() == .failed)
        #expect(vm.state == .error(.other))
    }

    @Test func aReloadingRefreshJoinsTheFirstLoadRunning() async throws {
        let loader = FakePlaylistLoader(initial: [.suspend])
        let vm = PlaylistViewModel(loader: loader, feedback: FeedbackRecorder())
        let first = Task { await vm.loadInitial() }
        try await waitUntilSuspended(loader.initial)
        let refresh = Task { await vm.refresh() }
        await settle()
        await loader.initial.resume(call: 1, with: .success(tracks("a")))
        #expect(await first.value == .succeeded)
        #expect(await refresh.value == .succeeded)
        #expect(await loader.initial.callCount == 1)
        #expect(vm.state == .ideal(tracks("a")))
    }
}
