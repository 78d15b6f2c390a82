// A clock for tests of timed behaviour (debounce, polling, throttles, feedback durations) that
// moves only when the test says, shared by the runtime's and the generated code's tests.

import Foundation

/// A clock that moves only when the test advances it: a debounced load waits on it in virtual time.
public final class TestClock: Clock, @unchecked Sendable {
    /// A clock at zero, with nothing sleeping.
    public init() {}

    public struct Instant: InstantProtocol {
        public var offset: Duration
        public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        public func duration(to other: Instant) -> Duration { other.offset - offset }
        public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    // Guarded by `lock`: the view model sleeps on it from the main actor, cancellation arrives from anywhere.
    private let lock = NSLock()
    private var current = Instant(offset: .zero)
    private var sleepers: [Int: (deadline: Instant, continuation: CheckedContinuation<Void, any Error>)] = [:]
    private var lastSleeper = 0

    public var now: Instant { lock.withLock { current } }
    public var minimumResolution: Duration { .zero }
    /// How many sleeps wait for the clock to advance.
    public var sleeping: Int { lock.withLock { sleepers.count } }

    public func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        let id = lock.withLock { lastSleeper += 1; return lastSleeper }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let resumeNow: Bool = lock.withLock {
                    guard deadline > current, !Task.isCancelled else { return true }
                    sleepers[id] = (deadline, continuation)
                    return false
                }
                if resumeNow {
                    continuation.resume(with: Task.isCancelled ? .failure(CancellationError()) : .success(()))
                }
            }
        } onCancel: {
            let sleeper = lock.withLock { sleepers.removeValue(forKey: id) }
            sleeper?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Moves the clock on, waking every sleep whose deadline has come.
    public func advance(by duration: Duration) {
        let woken: [CheckedContinuation<Void, any Error>] = lock.withLock {
            current = current.advanced(by: duration)
            let due = sleepers.filter { $0.value.deadline <= current }
            for id in due.keys { sleepers[id] = nil }
            return due.values.map(\.continuation)
        }
        for continuation in woken { continuation.resume() }
    }
}
