import Foundation

/// The reply to one held call: the call waits in `wait()` until the test gives the reply with
/// `resume(with:)`, or, when it heeds cancellation, until its task is cancelled. `ScriptedCall`
/// holds its calls with it; a hand-written fake (an actor's, or one off the main actor) may too.
///
/// The test resumes it from any thread, and a cancellation arrives on whatever thread cancels
/// the task; a lock keeps the two apart, so that the call is resumed once.
public final class HeldReply<Value: Sendable>: @unchecked Sendable {
    /// What the call does when its task is cancelled while it waits.
    public let whenCancelled: CancellationResponse
    /// What the call throws when it gives up because its task was cancelled.
    public let cancellationError: any Error
    // Guarded by `lock`.
    private let lock = NSLock()
    private var continuation: CheckedContinuation<Value, any Error>?
    /// A reply given before the call began to wait, which it takes when it does.
    private var early: Result<Value, any Error>?
    private var answered = false
    private var cancelled = false

    /// A reply not given yet. `cancellationError` is what a call that heeds cancellation throws
    /// (`CancellationError()` unless given: `URLError(.cancelled)` is what URLSession throws).
    public init(whenCancelled: CancellationResponse, cancellationError: any Error = CancellationError()) {
        self.whenCancelled = whenCancelled
        self.cancellationError = cancellationError
    }

    /// True once the task that made the call was cancelled, whatever the call did about it.
    public var taskCancelled: Bool { lock.withLock { cancelled } }

    /// True while the call waits for the reply.
    public var isWaiting: Bool { lock.withLock { continuation != nil } }

    /// Waits for `resume(with:)`, or for the task's cancellation when the call heeds it; on the
    /// caller's actor, so that what runs next does not depend on a hop through other threads.
    public func wait(isolation: isolated (any Actor)? = #isolation) async throws -> Value {
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Value, any Error>) in
                let now: Result<Value, any Error>? = lock.withLock {
                    if let early {
                        self.early = nil
                        return early
                    }
                    if Task.isCancelled { cancelled = true }
                    if cancelled, whenCancelled == .throwsCancellationError, !answered {
                        answered = true
                        return .failure(cancellationError)
                    }
                    self.continuation = continuation
                    return nil
                }
                if let now { continuation.resume(with: now) }
            }
        } onCancel: {
            let waiting: CheckedContinuation<Value, any Error>? = lock.withLock {
                cancelled = true
                guard whenCancelled == .throwsCancellationError, !answered, let waiting = continuation else { return nil }
                answered = true
                continuation = nil
                return waiting
            }
            waiting?.resume(throwing: cancellationError)
        }
    }

    /// Gives the call its reply (taken when it begins to wait, if it has not yet); false when it
    /// has had one: it gave up when its task was cancelled, or was resumed before.
    @discardableResult
    public func resume(with result: Result<Value, any Error>) -> Bool {
        let (taken, waiting): (Bool, CheckedContinuation<Value, any Error>?) = lock.withLock {
            guard !answered else { return (false, nil) }
            answered = true
            guard let waiting = continuation else {
                early = result
                return (true, nil)
            }
            continuation = nil
            return (true, waiting)
        }
        waiting?.resume(with: result)
        return taken
    }
}
