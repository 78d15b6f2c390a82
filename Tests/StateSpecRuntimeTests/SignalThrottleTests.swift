import Foundation
import StateSpecRuntime
import StateSpecTesting
import Testing

/// `SignalThrottle`: leading and trailing, on a clock the test moves.
@MainActor
@Suite struct SignalThrottleTests {
    @MainActor private final class Actions {
        var count = 0
    }

    private func throttled(_ signals: FakeStream<Void>, _ clock: ThrottleClock, _ actions: Actions) -> Task<Void, Never> {
        let stream = signals.subscribe()
        return Task { await SignalThrottle.listen(to: stream, window: .seconds(2), clock: clock) { actions.count += 1 } }
    }

    @Test func theFirstSignalActsAtOnceAndABurstCollapsesIntoOneAtTheWindowsEnd() async {
        let signals = FakeStream<Void>(), clock = ThrottleClock(), actions = Actions()
        let task = throttled(signals, clock, actions)
        signals.send()
        #expect(await until { actions.count == 1 && clock.sleeping == 1 }, "leading: at once")
        for _ in 0..<5 { signals.send() }
        await settle()
        #expect(actions.count == 1, "the burst waits for the window")
        clock.advance(by: .seconds(2))
        #expect(await until { actions.count == 2 && clock.sleeping == 1 }, "trailing: one for the whole burst")
        clock.advance(by: .seconds(2))
        await settle()
        #expect(actions.count == 2, "nothing came in the second window")
        signals.send()
        #expect(await until { actions.count == 3 }, "a signal after a quiet window acts at once")
        task.cancel()
        await task.value
    }

    @Test func cancellingDropsTheTrailingActionWithoutError() async {
        let signals = FakeStream<Void>(), clock = ThrottleClock(), actions = Actions()
        let task = throttled(signals, clock, actions)
        signals.send()
        #expect(await until { clock.sleeping == 1 })
        signals.send()
        task.cancel()
        await task.value
        clock.advance(by: .seconds(2))
        await settle()
        #expect(actions.count == 1)
        await signals.untilNoSubscription()
    }

    @Test func aSignalHeardBeforeTheStreamEndsStillActs() async {
        let signals = FakeStream<Void>(), clock = ThrottleClock(), actions = Actions()
        let task = throttled(signals, clock, actions)
        signals.send()
        #expect(await until { clock.sleeping == 1 })
        signals.send()
        signals.finish()
        clock.advance(by: .seconds(2))
        #expect(await until { actions.count == 2 && clock.sleeping == 1 }, "the end of a burst is not lost")
        // The window after the last action runs out before the listening ends.
        clock.advance(by: .seconds(2))
        await task.value
        #expect(actions.count == 2)
    }
}

/// A clock that moves only when the test advances it.
final class ThrottleClock: Clock, @unchecked Sendable {
    struct Instant: InstantProtocol {
        var offset: Duration
        func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        func duration(to other: Instant) -> Duration { other.offset - offset }
        static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    // Guarded by `lock`.
    private let lock = NSLock()
    private var current = Instant(offset: .zero)
    private var sleepers: [Int: (deadline: Instant, continuation: CheckedContinuation<Void, any Error>)] = [:]
    private var lastSleeper = 0

    var now: Instant { lock.withLock { current } }
    var minimumResolution: Duration { .zero }
    var sleeping: Int { lock.withLock { sleepers.count } }

    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        let id = lock.withLock { lastSleeper += 1; return lastSleeper }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let resumeNow: Bool = lock.withLock {
                    guard deadline > current, !Task.isCancelled else { return true }
                    sleepers[id] = (deadline, continuation)
                    return false
                }
                if resumeNow { continuation.resume(with: Task.isCancelled ? .failure(CancellationError()) : .success(())) }
            }
        } onCancel: {
            let sleeper = lock.withLock { sleepers.removeValue(forKey: id) }
            sleeper?.continuation.resume(throwing: CancellationError())
        }
    }

    func advance(by duration: Duration) {
        let woken: [CheckedContinuation<Void, any Error>] = lock.withLock {
            current = current.advanced(by: duration)
            let due = sleepers.filter { $0.value.deadline <= current }
            for id in due.keys { sleepers[id] = nil }
            return due.values.map(\.continuation)
        }
        for continuation in woken { continuation.resume() }
    }
}

@MainActor
private func until(_ condition: () -> Bool) async -> Bool {
    for _ in 0..<10_000 {
        if condition() { return true }
        await Task.yield()
    }
    for _ in 0..<100 {
        if condition() { return true }
        try? await Task.sleep(for: .milliseconds(2))
    }
    return condition()
}
