// Drives `loads.initial.cache` with an `input` on the generated Members screen
// (Specs/Members.yaml) through its generated fake: what the loader stored for a name shows at
// once, stale, while that name loads; a debounced name shows it before the pause.

import StateSpecTesting
import Testing
import StateSpecTestSupport

@MainActor
@Suite("A cache per input")
struct InputCacheTests {
    let feedback = ActionRecorder()
    let clock = TestClock()

    private func members(_ name: String, _ ids: ClosedRange<Int>) -> [Account] {
        ids.map { Account(id: $0, name: "\(name) \($0)") }
    }

    private func model(_ loader: MembersLoaderFake) -> MembersViewModel {
        MembersViewModel(loader: loader, feedback: feedback, clock: clock)
    }

    @Test func aNameWithStoredMembersShowsThemStaleWhileItLoads() async throws {
        let loader = MembersLoaderFake()
        loader.cachedContentCall.defaultAnswer = .computed { $0 == "al" ? self.members("old al", 1...2) : nil }
        let vm = model(loader)
        let search = Task { await vm.loadInitial("al") }
        await loader.loadInitialCall.untilHeld()
        #expect(clock.sleeping == 0, "the first input does not wait")
        #expect(vm.state == .ideal(members("old al", 1...2)))
        #expect(vm.isStale)
        #expect(loader.cachedContentCall.arguments == ["al"])

        try loader.loadInitialCall.release(with: members("al", 1...3))
        #expect(await search.value == .succeeded)
        #expect(vm.state == .ideal(members("al", 1...3)))
        #expect(!vm.isStale)
    }

    @Test func aNameWithNothingStoredLoadsThroughTheLoadingState() async throws {
        let loader = MembersLoaderFake()
        let vm = model(loader)
        let search = Task { await vm.loadInitial("al") }
        await loader.loadInitialCall.untilHeld()
        #expect(vm.state == .loading)
        #expect(!vm.isStale)
        try loader.loadInitialCall.fail(with: FakeError.server)
        #expect(await search.value == .failed)
        #expect(vm.state == .error(.other), "over nothing a failure is the error state")
        #expect(feedback.shown.isEmpty)
    }

    @Test func aFailureOverStoredMembersKeepsThemAndSaysSo() async throws {
        let loader = MembersLoaderFake()
        loader.cachedContentCall.defaultAnswer = .value(members("old", 1...1))
        loader.loadInitialCall.script(.failure(FakeError.server), .value(members("al", 1...2)))
        let vm = model(loader)
        #expect(await vm.loadInitial("al") == .failed)
        #expect(vm.state == .ideal(members("old", 1...1)))
        #expect(vm.isStale)
        #expect(feedback.keys == ["Members.searchFailed"])
        #expect((vm.lastError as? FakeError) == .server)

        // A retry of the same name reads no cache again and loads over what is shown.
        #expect(await vm.loadInitial("al") == .succeeded)
        #expect(vm.state == .ideal(members("al", 1...2)))
        #expect(loader.cachedContentCall.callCount == 1)
    }

    @Test func aDebouncedNameShowsItsStoredMembersAtOnceAndLoadsAfterThePause() async throws {
        let loader = MembersLoaderFake()
        loader.cachedContentCall.defaultAnswer = .computed { $0 == "ali" ? self.members("old ali", 1...1) : nil }
        loader.loadInitialCall.script(.value(members("a", 1...3)))
        let vm = model(loader)
        #expect(await vm.loadInitial("a") == .succeeded)

        let search = Task { await vm.loadInitial("ali") }
        #expect(await eventually { clock.sleeping == 1 })
        #expect(vm.state == .ideal(members("old ali", 1...1)), "the stored members show before the pause")
        #expect(vm.isStale)
        #expect(loader.loadInitialCall.callCount == 1, "no request while the user may still be typing")

        clock.advance(by: .milliseconds(300))
        await loader.loadInitialCall.untilHeld()
        #expect(loader.loadInitialCall.lastArguments == "ali")
        try loader.loadInitialCall.release(with: members("ali", 1...2))
        #expect(await search.value == .succeeded)
        #expect(vm.state == .ideal(members("ali", 1...2)))
    }

    @Test func aNameTypedDuringThePauseSupersedesItAndItsStoredMembersGo() async throws {
        let loader = MembersLoaderFake()
        loader.cachedContentCall.defaultAnswer = .computed { $0 == "al" ? self.members("old al", 1...1) : nil }
        loader.loadInitialCall.script(.value(members("a", 1...3)))
        let vm = model(loader)
        #expect(await vm.loadInitial("a") == .succeeded)

        let older = Task { await vm.loadInitial("al") }
        #expect(await eventually { clock.sleeping == 1 })
        #expect(vm.state == .ideal(members("old al", 1...1)))
        let newer = Task { await vm.loadInitial("alx") }
        #expect(await older.value == .cancelled)
        #expect(await eventually { clock.sleeping == 1 })
        // "al"'s stored members are not "alx"'s: they stay only until its load starts.
        clock.advance(by: .milliseconds(300))
        await loader.loadInitialCall.untilHeld()
        #expect(vm.state == .loading)
        #expect(!vm.isStale)
        try loader.loadInitialCall.release(with: [])
        #expect(await newer.value == .succeeded)
        #expect(vm.state == .empty)
        #expect(loader.loadInitialCall.arguments == ["a", "alx"], "the superseded name never reached the loader")
        #expect(vm.lastError == nil)
        #expect(feedback.shown.isEmpty)
    }

    @Test func aLiveChangeDuringTheLoadOverStoredMembersIsKept() async throws {
        let loader = MembersLoaderFake()
        loader.cachedContentCall.defaultAnswer = .value(members("old", 1...2))
        let vm = model(loader)
        let observing = Task { await vm.observeChanges() }
        await loader.changesStream.untilSubscribed()
        let search = Task { await vm.loadInitial("al") }
        await loader.loadInitialCall.untilHeld()
        loader.changesStream.send(.remove(id: 2))
        #expect(await eventually { vm.state == .ideal(members("old", 1...1)) }, "shown at once over the stored members")

        try loader.loadInitialCall.release(with: members("al", 1...3))
        #expect(await search.value == .succeeded)
        #expect(vm.state == .ideal([Account(id: 1, name: "al 1"), Account(id: 3, name: "al 3")]), "and made again on the result")
        observing.cancel()
    }

    @Test func pagesAndRefreshesRunOverLoadedMembers() async throws {
        let loader = MembersLoaderFake()
        loader.cachedContentCall.defaultAnswer = .value(members("old", 1...1))
        loader.loadInitialCall.script(.failure(FakeError.server))
        loader.loadMoreCall.defaultAnswer = .value(Page(items: members("more", 5...5), hasMore: false))
        loader.refreshCall.defaultAnswer = .computed { self.members("fresh \($0.input)", 1...2) }
        let vm = model(loader)
        #expect(await vm.loadInitial("al") == .failed)
        // The stored members stay after the failure; a refresh loads them for the name shown.
        #expect(await vm.refresh() == .succeeded)
        #expect(vm.state == .ideal(members("fresh al", 1...2)))
        #expect(!vm.isStale)
        #expect(await vm.loadMore() == .succeeded)
        #expect(vm.state == .ideal(members("fresh al", 1...2) + members("more", 5...5)))
    }
}
