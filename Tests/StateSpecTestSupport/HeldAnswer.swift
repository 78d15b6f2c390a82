import Foundation

/// The answer to one fake loader call, held until the test gives it. A call that heeds
/// cancellation throws `cancelError` as soon as its task is cancelled (as URLSession does);
/// one that does not waits for the test whatever happens to its task.
public final class HeldAnswer: @unchecked Sendable {
    public let heedsCancellation: Bool
    public let cancelError: any Error

    // Guarded by `lock`: cancellation arrives on whatever thread cancels the task.
    private let lock = NSLock()
    private var continuation: CheckedContinuation<Bool, any Error>?
    private var cancelled = false

    public init(heedsCancellation: Bool, cancelError: any Error) {
        self.heedsCancellation = heedsCancellation
        self.cancelError = cancelError
    }

    /// True once the task that made the call was cancelled.
    public var taskCancelled: Bool { lock.withLock { cancelled } }
    /// True while the call waits for the test.
    public var isWaiting: Bool { lock.withLock { continuation != nil } }

    /// Waits for the test's answer, on the caller's actor: true when the answer is read when it
    /// is given, false when it is the one read when the call was made.
    public func wait(isolation: isolated (any Actor)? = #isolation) async throws -> Bool {
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Bool, any Error>) in
                let thrown: (any Error)? = lock.withLock {
                    if Task.isCancelled {
                        cancelled = true
                        if heedsCancellation { return cancelError }
                    }
                    self.continuation = continuation
                    return nil
                }
                if let thrown { continuation.resume(throwing: thrown) }
            }
        } onCancel: {
            let waiting: CheckedContinuation<Bool, any Error>? = lock.withLock {
                cancelled = true
                guard heedsCancellation, let waiting = continuation else { return nil }
                continuation = nil
                return waiting
            }
            waiting?.resume(throwing: cancelError)
        }
    }

    public func succeed(fresh: Bool) {
        take()?.resume(returning: fresh)
    }

    public func fail(_ error: any Error) {
        take()?.resume(throwing: error)
    }

    private func take() -> CheckedContinuation<Bool, any Error>? {
        lock.withLock {
            let waiting = continuation
            continuation = nil
            return waiting
        }
    }
}
