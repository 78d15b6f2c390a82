// Drives `signals.<name>.throttle` on the generated BusyTimeline screen (Specs/BusyTimeline.yaml)
// through its generated fake: a burst of signals refreshes at once and once more when the window
// ends, beside a signal that applies its change and one that marks the content out of date.

import StateSpecTesting
import Testing
import StateSpecTestSupport

@MainActor
@Suite("Throttled signals")
struct ThrottledSignalTests {
    let feedback = ActionRecorder()
    let clock = TestClock()

    private func posts(_ ids: ClosedRange<Int>, _ text: String = "post") -> [Status] {
        ids.map { Status(id: $0, text: "\(text) \($0)") }
    }

    private func showing(_ loader: BusyTimelineLoaderFake) async throws -> (BusyTimelineViewModel, Task<Void, Never>) {
        loader.loadInitialCall.script(.value(posts(1...2)))
        let vm = BusyTimelineViewModel(loader: loader, feedback: feedback, onEvent: { _ in }, clock: clock)
        try #require(await vm.appear() == .succeeded)
        let observing = Task { await vm.observeSignals() }
        await loader.timelineChangedStream.untilSubscribed()
        await loader.postChangedStream.untilSubscribed()
        return (vm, observing)
    }

    @Test func aBurstRefreshesAtOnceAndOnceMoreWhenTheWindowEnds() async throws {
        let loader = BusyTimelineLoaderFake()
        loader.refreshCall.defaultAnswer = .computed { _ in self.posts(1...3, "fresh") }
        let (vm, observing) = try await showing(loader)

        loader.timelineChangedStream.send()
        #expect(await until { loader.refreshCall.callCount == 1 && clock.sleeping == 1 }, "the first signal refreshes at once")
        for _ in 0..<10 { loader.timelineChangedStream.send() }
        await settle()
        #expect(loader.refreshCall.callCount == 1, "the burst waits for the window")
        clock.advance(by: .seconds(2))
        #expect(await until { loader.refreshCall.callCount == 2 && clock.sleeping == 1 }, "one refresh for the rest of the burst")
        clock.advance(by: .seconds(2))
        await settle()
        #expect(loader.refreshCall.callCount == 2, "nothing came in the next window")
        #expect(vm.state == .ideal(posts(1...3, "fresh")))
        observing.cancel()
        await observing.value
    }

    @Test func cancellingDropsTheWaitingRefreshWithoutError() async throws {
        let loader = BusyTimelineLoaderFake()
        loader.refreshCall.defaultAnswer = .value(posts(1...2))
        let (vm, observing) = try await showing(loader)
        loader.timelineChangedStream.send()
        #expect(await until { clock.sleeping == 1 })
        loader.timelineChangedStream.send()
        observing.cancel()
        await observing.value
        clock.advance(by: .seconds(2))
        await settle()
        #expect(loader.refreshCall.callCount == 1)
        #expect(vm.lastError == nil)
        #expect(feedback.keys.isEmpty)
        await loader.timelineChangedStream.untilNoSubscription()
    }

    @Test func appliedChangesAreNotThrottledAndOutOfDateMarksStillCount() async throws {
        let loader = BusyTimelineLoaderFake()
        loader.refreshCall.defaultAnswer = .hold()
        let (vm, observing) = try await showing(loader)
        loader.timelineChangedStream.send()
        await loader.refreshCall.untilHeld()
        loader.postChangedStream.send(.insert(Status(id: 9, text: "new")))
        loader.postChangedStream.send(.remove(id: 1))
        #expect(await until { vm.state.content?.map(\.id) == [9, 2] }, "each change applies at once, during the refresh too")
        loader.listsEditedStream.send()
        #expect(await until { vm.isOutOfDate })
        try loader.refreshCall.release(with: posts(1...2))
        #expect(await until { vm.state.content?.map(\.id) == [9, 2] }, "replayed onto the refresh's result")
        observing.cancel()
        await observing.value
    }
}
