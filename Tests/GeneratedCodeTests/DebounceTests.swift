// Drives the debounced search of the generated PeopleViewModel (Specs/People.yaml) in virtual
// time: a new input waits for a pause in the typing, and a newer one cancels the older wait or
// the older query already loading.

import StateSpecRuntime
import Testing
import StateSpecTestSupport

@MainActor
@Suite("Debounced input")
struct DebounceTests {
    let clock = TestClock()

    /// A view model showing the results for "a".
    private func searched(_ loader: FakePeopleLoader) async throws -> PeopleViewModel {
        await loader.initial.enqueue(.success(accounts("a", 1...2)))
        let vm = PeopleViewModel(loader: loader, clock: clock)
        try #require(await vm.loadInitial("a") == .succeeded, "the first load does not wait")
        #expect(clock.sleeping == 0)
        return vm
    }

    @Test func aNewInputWaitsForAPauseWithTheEarlierResultsShown() async throws {
        let loader = FakePeopleLoader()
        let vm = try await searched(loader)
        await loader.initial.enqueue(.success(accounts("al", 1...1)))

        let search = Task { await vm.loadInitial("al") }
        #expect(await eventually { clock.sleeping == 1 })
        #expect(await loader.initial.callCount == 1, "no request while the user may still be typing")
        #expect(vm.state == .ideal(accounts("a", 1...2)))

        clock.advance(by: .milliseconds(299))
        await settle()
        #expect(await loader.initial.callCount == 1)
        clock.advance(by: .milliseconds(1))
        #expect(await search.value == .succeeded)
        #expect(await loader.initial.arguments == ["a", "al"])
        #expect(vm.state == .ideal(accounts("al", 1...1)))
    }

    @Test func anInputTypedDuringThePauseSupersedesTheWait() async throws {
        let loader = FakePeopleLoader()
        let vm = try await searched(loader)
        await loader.initial.enqueue(.success(accounts("ali", 1...3)))

        let older = Task { await vm.loadInitial("al") }
        #expect(await eventually { clock.sleeping == 1 })
        let newer = Task { await vm.loadInitial("ali") }
        #expect(await older.value == .cancelled)
        #expect(await eventually { clock.sleeping == 1 }, "only the newer input waits")

        clock.advance(by: .milliseconds(300))
        #expect(await newer.value == .succeeded)
        #expect(await loader.initial.arguments == ["a", "ali"], "the superseded input never reached the loader")
        #expect(vm.state == .ideal(accounts("ali", 1...3)))
    }

    @Test func anInputTypedWhileTheQueryLoadsCancelsTheOldQuery() async throws {
        let loader = FakePeopleLoader()
        let vm = try await searched(loader)
        await loader.initial.enqueue(.suspend, .success(accounts("bob", 1...1)))

        let older = Task { await vm.loadInitial("bo") }
        #expect(await eventually { clock.sleeping == 1 })
        clock.advance(by: .milliseconds(300))
        try await waitUntilSuspended(loader.initial, call: 2)
        #expect(vm.state == .loading)

        let newer = Task { await vm.loadInitial("bob") }
        #expect(await older.value == .cancelled)
        try await waitUntilCancelled(loader.initial, call: 2)
        #expect(await eventually { clock.sleeping == 1 })
        clock.advance(by: .milliseconds(300))
        #expect(await newer.value == .succeeded)
        #expect(await loader.initial.arguments == ["a", "bo", "bob"])
        #expect(vm.state == .ideal(accounts("bob", 1...1)))
    }

    @Test func aRetryOfTheSameInputDoesNotWait() async throws {
        let loader = FakePeopleLoader(initial: [.failure(.offline), .success(accounts("a", 1...1))])
        let vm = PeopleViewModel(loader: loader, clock: clock)
        #expect(await vm.loadInitial("a") == .failed)
        #expect(await vm.retry() == .succeeded)
        #expect(clock.sleeping == 0)
        #expect(vm.state == .ideal(accounts("a", 1...1)))
    }
}
