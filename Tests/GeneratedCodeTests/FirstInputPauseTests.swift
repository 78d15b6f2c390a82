// Drives `loads.initial.debounce-first: true` on the generated TagSearch screen
// (Specs/TagSearch.yaml) in virtual time: the first letters typed into an idle search ask
// nothing until the typing pauses, the screen stays idle meanwhile, and what follows is the
// debounced search as before.

import StateSpecTesting
import Testing
import StateSpecTestSupport

@MainActor
@Suite("A debounced first query")
struct FirstInputPauseTests {
    let feedback = ActionRecorder()
    let clock = TestClock()
    let loader = TagSearchLoaderFake()

    private func tags(_ ids: String...) -> [TagSuggestion] { ids.map { TagSuggestion(id: $0) } }

    @Test func theFirstInputWaitsForAPauseAndTheScreenStaysIdle() async throws {
        let vm = TagSearchViewModel(loader: loader, feedback: feedback, clock: clock)
        let search = Task { await vm.loadInitial("sw") }
        #expect(await eventually { clock.sleeping == 1 })
        #expect(vm.isAwaitingInput, "the prompt stays while the user may still be typing")
        #expect(loader.loadInitialCall.callCount == 0)

        clock.advance(by: .milliseconds(399))
        await settle()
        #expect(loader.loadInitialCall.callCount == 0)
        clock.advance(by: .milliseconds(1))
        await loader.loadInitialCall.untilHeld()
        #expect(!vm.isAwaitingInput)
        #expect(vm.state == .loading)
        try loader.loadInitialCall.release(with: tags("swift", "swiftui"))
        #expect(await search.value == .succeeded)
        #expect(vm.state == .ideal(tags("swift", "swiftui")))
    }

    @Test func lettersTypedDuringTheFirstPauseAskOnce() async throws {
        let vm = TagSearchViewModel(loader: loader, feedback: feedback, clock: clock)
        let first = Task { await vm.loadInitial("s") }
        #expect(await eventually { clock.sleeping == 1 })
        let second = Task { await vm.loadInitial("sw") }
        #expect(await first.value == .cancelled, "a letter typed meanwhile supersedes the wait")
        #expect(await eventually { clock.sleeping == 1 })
        #expect(vm.isAwaitingInput)
        #expect(vm.lastError == nil && feedback.shown.isEmpty, "a superseded wait is no failure")

        clock.advance(by: .milliseconds(400))
        await loader.loadInitialCall.untilHeld()
        try loader.loadInitialCall.release(with: tags("swift"))
        #expect(await second.value == .succeeded)
        #expect(loader.loadInitialCall.arguments == ["sw"], "the letter superseded never reached the loader")
    }

    @Test func clearingTheFieldDuringTheFirstPauseAsksNothing() async {
        let vm = TagSearchViewModel(loader: loader, feedback: feedback, clock: clock)
        let typing = Task { await vm.loadInitial("s") }
        #expect(await eventually { clock.sleeping == 1 })
        vm.awaitInput()
        #expect(await typing.value == .cancelled)
        #expect(vm.isAwaitingInput)
        clock.advance(by: .seconds(1))
        await settle()
        #expect(loader.loadInitialCall.callCount == 0)
        #expect(vm.lastError == nil)
    }

    @Test func aRetryOfTheSameInputDoesNotWait() async throws {
        let vm = TagSearchViewModel(loader: loader, feedback: feedback, clock: clock)
        let search = Task { await vm.loadInitial("sw") }
        #expect(await eventually { clock.sleeping == 1 })
        clock.advance(by: .milliseconds(400))
        await loader.loadInitialCall.untilHeld()
        try loader.loadInitialCall.fail(with: FakeError.offline)
        #expect(await search.value == .failed)
        #expect(vm.state == .error(.other))

        let retry = Task { await vm.retry() }
        await loader.loadInitialCall.untilHeld()
        #expect(clock.sleeping == 0, "a retry asks at once")
        try loader.loadInitialCall.release(with: tags("swift"))
        #expect(await retry.value == .succeeded)
    }

    @Test func aNewInputAfterTheFirstStillWaitsAndKeepsTheResultsShown() async throws {
        let vm = TagSearchViewModel(loader: loader, feedback: feedback, clock: clock)
        let first = Task { await vm.loadInitial("sw") }
        #expect(await eventually { clock.sleeping == 1 })
        clock.advance(by: .milliseconds(400))
        await loader.loadInitialCall.untilHeld()
        try loader.loadInitialCall.release(with: tags("swift"))
        #expect(await first.value == .succeeded)

        let next = Task { await vm.loadInitial("swi") }
        #expect(await eventually { clock.sleeping == 1 })
        #expect(vm.state == .ideal(tags("swift")), "the earlier results stay during the pause")
        clock.advance(by: .milliseconds(400))
        await loader.loadInitialCall.untilHeld()
        try loader.loadInitialCall.release(with: tags("swiftui"))
        #expect(await next.value == .succeeded)
        #expect(vm.state == .ideal(tags("swiftui")))
    }
}
