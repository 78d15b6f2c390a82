// Drives an optimistic operation on a list (Specs/PlayQueue.yaml) through its generated fake:
// Mark all played ticks every row at once, and a failure takes the ticks back while a track
// queued meanwhile by a live change, and a row marked meanwhile by its item action, stay.

import StateSpecTesting
import Testing

private struct Offline: Error {}

@MainActor
@Suite("Optimistic operations on a list")
struct OptimisticListOperationTests {
    let feedback = FeedbackRecorder()
    let queue = [Track(id: "a", title: "So What"), Track(id: "b", title: "Freddie Freeloader")]

    static func allPlayed(_ tracks: [Track]) -> [Track] {
        tracks.map { var track = $0; track.isPlayed = true; return track }
    }

    private func shown() async -> (PlayQueueViewModel, PlayQueueLoaderFake) {
        let loader = PlayQueueLoaderFake()
        loader.loadInitialCall.defaultAnswer = .value(queue)
        loader.optimisticMarkAllPlayedResult = Self.allPlayed
        let vm = PlayQueueViewModel(loader: loader, feedback: feedback) { _ in }
        #expect(await vm.appear() == .succeeded)
        return (vm, loader)
    }

    @Test func aTrackQueuedByALiveChangeMeanwhileSurvivesTheRollback() async throws {
        let (vm, loader) = await shown()
        let observing = Task { await vm.observeChanges() }
        await loader.changesStream.untilSubscribed()
        let mark = Task { await vm.markAllPlayed() }
        await loader.markAllPlayedCall.untilHeld()
        #expect(vm.state == .ideal(Self.allPlayed(queue)), "every row is ticked at once")

        let queued = Track(id: "c", title: "Blue in Green")
        loader.changesStream.send(.insert(queued))
        #expect(await eventually { vm.state.content?.count == 3 })

        try loader.markAllPlayedCall.fail(with: Offline())
        #expect(await mark.value == .failed)
        #expect(vm.state == .ideal(queue + [queued]), "the ticks go back, the track queued meanwhile stays")
        #expect(feedback.keys == ["PlayQueue.markAllFailed"])
        observing.cancel()
    }

    @Test func aRowMarkedByItsItemActionMeanwhileStaysMarkedAfterTheRollback() async throws {
        let (vm, loader) = await shown()
        let mark = Task { await vm.markAllPlayed() }
        await loader.markAllPlayedCall.untilHeld()
        let markOne = Task { await vm.markPlayed(queue[1]) }
        await loader.markPlayedCall.untilHeld()
        var played = queue[1]
        played.isPlayed = true
        try loader.markPlayedCall.release(with: played)
        #expect(await markOne.value == .succeeded)

        try loader.markAllPlayedCall.fail(with: Offline())
        #expect(await mark.value == .failed)
        #expect(vm.state == .ideal([queue[0], played]), "the row its own action marked keeps it")
    }

    @Test func aCancelledMarkTakesTheTicksBackSilently() async throws {
        let (vm, loader) = await shown()
        let mark = Task { await vm.markAllPlayed() }
        await loader.markAllPlayedCall.untilHeld()
        mark.cancel()
        #expect(await mark.value == .cancelled)
        await loader.markAllPlayedCall.untilCancelled(call: 1)
        #expect(await eventually { vm.state == .ideal(queue) })
        #expect(feedback.shown.isEmpty)
        #expect(vm.lastError == nil)
    }

    @Test func aTapWhileItRunsRunsAgainAfterItOnTheContentThen() async throws {
        let (vm, loader) = await shown()
        var expectedAsked: [[Track]] = []
        loader.optimisticMarkAllPlayedResult = { tracks in
            expectedAsked.append(tracks)
            return Self.allPlayed(tracks)
        }
        let first = Task { await vm.markAllPlayed() }
        await loader.markAllPlayedCall.untilHeld()
        let second = Task { await vm.markAllPlayed() }
        await settle()
        #expect(loader.markAllPlayedCall.callCount == 1, "the second waits for the first (`while-running: again`)")
        #expect(expectedAsked.count == 1)

        try loader.markAllPlayedCall.fail(with: Offline())
        #expect(await first.value == .failed)
        await loader.markAllPlayedCall.untilHeld()
        #expect(expectedAsked == [queue, queue], "the second run's expected result is made from the content taken back")
        #expect(loader.markAllPlayedCall.lastArguments == queue)
        #expect(vm.state == .ideal(Self.allPlayed(queue)))
        try loader.markAllPlayedCall.release(with: Self.allPlayed(queue))
        #expect(await second.value == .succeeded)
        #expect(vm.state == .ideal(Self.allPlayed(queue)))
        #expect(feedback.keys == ["PlayQueue.markAllFailed", "PlayQueue.markedAllPlayed"])
    }
}
