// Drives `signals.<name>.inserts` on the generated PlayQueue screen (Specs/PlayQueue.yaml): a
// signal that applies a change puts an inserted track where its spec says (first for Play Next),
// or where the live updates put theirs (last), and meets the optimistic Mark all played and the
// live stream as every other change does.

import StateSpecTesting
import Testing

private struct Offline: Error {}

@MainActor
@Suite("Where an applied signal inserts")
struct SignalInsertionTests {
    let feedback = FeedbackRecorder()
    let queue = [Track(id: "a", title: "So What"), Track(id: "b", title: "Freddie Freeloader")]

    private func shown() async -> (PlayQueueViewModel, PlayQueueLoaderFake, Task<Void, Never>) {
        let loader = PlayQueueLoaderFake()
        loader.loadInitialCall.defaultAnswer = .value(queue)
        loader.optimisticMarkAllPlayedResult = OptimisticListOperationTests.allPlayed
        let vm = PlayQueueViewModel(loader: loader, feedback: feedback) { _ in }
        #expect(await vm.appear() == .succeeded)
        let listening = Task { await vm.observeSignals() }
        await loader.playNextStream.untilSubscribed()
        await loader.trackQueuedStream.untilSubscribed()
        return (vm, loader, listening)
    }

    @Test func aSignalWithItsOwnPlacementInsertsThere() async {
        let (vm, loader, listening) = await shown()
        let next = Track(id: "n", title: "Blue in Green")
        loader.playNextStream.send(.insert(next))
        #expect(await eventually { vm.state.content?.first == next })
        #expect(vm.state.content == [next] + queue)
        listening.cancel()
    }

    @Test func aSignalWithoutOneInsertsWhereTheLiveUpdatesDo() async {
        let (vm, loader, listening) = await shown()
        let queued = Track(id: "q", title: "All Blues")
        loader.trackQueuedStream.send(.insert(queued))
        #expect(await eventually { vm.state.content?.last == queued })

        let observing = Task { await vm.observeChanges() }
        await loader.changesStream.untilSubscribed()
        let streamed = Track(id: "s", title: "Flamenco Sketches")
        loader.changesStream.send(.insert(streamed))
        #expect(await eventually { vm.state.content == queue + [queued, streamed] })
        observing.cancel()
        listening.cancel()
    }

    @Test func aTrackPlayedNextDuringAFailedMarkAllStaysFirstAfterTheRollback() async throws {
        let (vm, loader, listening) = await shown()
        let mark = Task { await vm.markAllPlayed() }
        await loader.markAllPlayedCall.untilHeld()
        let next = Track(id: "n", title: "Blue in Green")
        loader.playNextStream.send(.insert(next))
        #expect(await eventually { vm.state.content?.first?.id == "n" })

        try loader.markAllPlayedCall.fail(with: Offline())
        #expect(await mark.value == .failed)
        #expect(vm.state == .ideal([next] + queue), "the ticks go back; the track played next stays first")
        listening.cancel()
    }

    @Test func aTrackPlayedNextDuringASucceedingMarkAllGoesOnTopOfItsResult() async throws {
        let (vm, loader, listening) = await shown()
        let mark = Task { await vm.markAllPlayed() }
        await loader.markAllPlayedCall.untilHeld()
        let next = Track(id: "n", title: "Blue in Green")
        loader.playNextStream.send(.insert(next))
        #expect(await eventually { vm.state.content?.first?.id == "n" })

        try loader.markAllPlayedCall.release(with: OptimisticListOperationTests.allPlayed(queue))
        #expect(await mark.value == .succeeded)
        #expect(vm.state.content?.map(\.id) == ["n", "a", "b"], "the change is replayed onto the loader's result, at the start")
        listening.cancel()
    }
}
