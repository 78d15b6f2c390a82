// Drives the app-wide change signals of the generated FollowingViewModel and MentionsViewModel:
// a change made on another screen reaches the timeline, applied as a live update or as a refresh.

import StateSpecRuntime
import Testing
import StateSpecTestSupport

@MainActor
@Suite("App-wide change signals")
struct ChangeSignalTests {
    let feedback = FeedbackRecorder()

    private func shown(_ loader: FakeFollowingLoader) async throws -> (FollowingViewModel, Task<Void, Never>) {
        await loader.initial.enqueue(.success(timeline(1...3)))
        let vm = FollowingViewModel(loader: loader, feedback: feedback, onEvent: { _ in }, clock: TestClock(), activity: ManualAppActivity())
        try #require(await vm.appear() == .succeeded)
        let listening = Task { await vm.observeSignals() }
        try #require(await eventually { loader.statusSignal.listenerCount == 1 && loader.muteSignal.listenerCount == 1 })
        return (vm, listening)
    }

    @Test func aChangeMadeElsewhereIsApplied() async throws {
        let loader = FakeFollowingLoader()
        let (vm, listening) = try await shown(loader)
        let liked = Status(id: 2, text: "status 2").favourited()
        loader.statusSignal.send(.replace(liked))
        #expect(await eventually { vm.state.content?.first { $0.id == 2 } == liked })
        loader.statusSignal.send(.insert(Status(id: 4, text: "composed here")))
        #expect(await eventually { vm.state.content?.first?.id == 4 }, "a post composed elsewhere goes on top")
        #expect(vm.unreadCount == 1, "and is unread, as a live insert is")
        listening.cancel()
        await listening.value
        #expect(await eventually { loader.statusSignal.listenerCount == 0 && loader.muteSignal.listenerCount == 0 },
                "the view model stops listening with its view")
    }

    @Test func aSignalThatRefreshesRefreshes() async throws {
        let loader = FakeFollowingLoader(refresh: [.success(newest(4...4))])
        let (vm, listening) = try await shown(loader)
        loader.muteSignal.send()
        #expect(await eventually { vm.state == .ideal(timeline(1...4)) })
        #expect(await loader.refreshes.callCount == 1)
        listening.cancel()
        await listening.value
    }

    @Test func aChangeSignalledDuringTheFirstLoadIsReplayedOntoIt() async throws {
        let loader = FakeMentionsLoader(initial: [.suspend])
        let vm = MentionsViewModel(loader: loader, feedback: feedback)
        let first = Task { await vm.appear() }
        try await waitUntilSuspended(loader.initial)
        let listening = Task { await vm.observeSignals() }
        #expect(await eventually { loader.mentionSignal.listenerCount == 1 })
        loader.mentionSignal.send(.remove(id: 2))
        await settle()
        await loader.initial.resume(call: 1, with: .success(timeline(1...3)))
        #expect(await first.value == .succeeded)
        #expect(vm.state == .ideal([Status(id: 3, text: "status 3"), Status(id: 1, text: "status 1")]))
        listening.cancel()
        await listening.value
    }
}
