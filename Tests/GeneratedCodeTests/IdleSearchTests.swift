// Drives `loads.initial.on: input` on the generated Members screen (Specs/Members.yaml): before
// its first input the search asks nothing and shows its prompt; clearing the field goes back.

import StateSpecTesting
import Testing
import StateSpecTestSupport

@MainActor
@Suite("Waiting for the first input")
struct IdleSearchTests {
    let feedback = ActionRecorder()
    let clock = TestClock()

    private func members(_ name: String, _ ids: ClosedRange<Int>) -> [Account] {
        ids.map { Account(id: $0, name: "\(name) \($0)") }
    }

    @Test func beforeTheFirstInputNothingIsAsked() async {
        let loader = MembersLoaderFake()
        let vm = MembersViewModel(loader: loader, feedback: feedback, clock: clock)
        #expect(vm.isAwaitingInput)
        #expect(MembersState.idlePrompt.english == "Search the members by name")
        #expect(MembersState.idlePrompt.key == "Members.idle.prompt")
        #expect(await vm.refresh() == .skipped(.noContent))
        #expect(await vm.loadMore() == .skipped(.noContent))
        #expect(await vm.retry() == .skipped(.notNeeded))

        let observing = Task { await vm.observeChanges() }
        await loader.changesStream.untilSubscribed()
        loader.changesStream.send(.insert(Account(id: 9, name: "new")))
        await settle()
        #expect(vm.isAwaitingInput)
        #expect(loader.loadInitialCall.callCount == 0)
        #expect(loader.cachedContentCall.callCount == 0)
        #expect(loader.refreshCall.callCount == 0)
        #expect(loader.loadMoreCall.callCount == 0)
        #expect(feedback.shown.isEmpty)
        observing.cancel()
    }

    /// A preview of the search before anything is typed: its prompt, and an input typed in the
    /// preview asks nothing.
    @Test func theIdleFixtureShowsThePromptAndStaysIdle() async {
        #expect(MembersFixture.allCases.contains(.idle))
        #expect(MembersFixture.idle.name == "idle")
        let vm = MembersViewModel.fixture(.idle, content: members("al", 1...2))
        #expect(vm.isAwaitingInput)
        #expect(vm.state == .loading)
        #expect(await vm.loadInitial("al") == .skipped(.notNeeded))
        #expect(vm.state == .loading)
        let posed = MembersViewModel.fixture(.ideal, content: members("al", 1...2))
        #expect(!posed.isAwaitingInput, "a posed state is shown, not the prompt")
        posed.awaitInput()
        #expect(!posed.isAwaitingInput && posed.state == .ideal(members("al", 1...2)), "clearing the field leaves the pose")
    }

    @Test func theFirstInputLoadsAtOnceWithoutThePause() async throws {
        let loader = MembersLoaderFake()
        let vm = MembersViewModel(loader: loader, feedback: feedback, clock: clock)
        let search = Task { await vm.loadInitial("al") }
        await loader.loadInitialCall.untilHeld()
        #expect(!vm.isAwaitingInput)
        #expect(clock.sleeping == 0)
        #expect(vm.state == .loading)
        try loader.loadInitialCall.release(with: members("al", 1...2))
        #expect(await search.value == .succeeded)
        #expect(vm.state == .ideal(members("al", 1...2)))
    }

    @Test func clearingTheFieldCancelsTheSearchAndWaitsAgain() async throws {
        let loader = MembersLoaderFake()
        loader.loadInitialCall.script(.value(members("al", 1...2)))
        let vm = MembersViewModel(loader: loader, feedback: feedback, clock: clock)
        #expect(await vm.loadInitial("al") == .succeeded)

        // A newer name waits for its pause; the user clears the field meanwhile.
        let typing = Task { await vm.loadInitial("ali") }
        #expect(await eventually { clock.sleeping == 1 })
        vm.awaitInput()
        #expect(await typing.value == .cancelled)
        #expect(vm.isAwaitingInput)
        #expect(vm.lastError == nil)
        #expect(feedback.shown.isEmpty)
        #expect(await vm.refresh() == .skipped(.noContent), "nothing is shown to refresh")
        #expect(loader.loadInitialCall.arguments == ["al"], "the cleared name never reached the loader")

        // The name searched before loads again, at once: nothing of it is shown now.
        let again = Task { await vm.loadInitial("al") }
        await loader.loadInitialCall.untilHeld()
        #expect(clock.sleeping == 0)
        #expect(!vm.isAwaitingInput)
        try loader.loadInitialCall.release(with: members("al", 1...3))
        #expect(await again.value == .succeeded)
        #expect(vm.state == .ideal(members("al", 1...3)))
    }

    @Test func clearingTheFieldWhileAPageLoadsCancelsIt() async throws {
        let loader = MembersLoaderFake()
        loader.loadInitialCall.script(.value(members("al", 1...2)))
        let vm = MembersViewModel(loader: loader, feedback: feedback, clock: clock)
        #expect(await vm.loadInitial("al") == .succeeded)
        let page = Task { await vm.loadMore() }
        await loader.loadMoreCall.untilHeld()
        vm.awaitInput()
        #expect(await page.value == .cancelled)
        await loader.loadMoreCall.untilCancelled(call: 1)
        #expect(vm.isAwaitingInput)
        #expect(!vm.isLoadingMore)
        #expect(vm.lastError == nil)
    }
}
