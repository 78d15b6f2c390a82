import Foundation

/// One held call's continuation, which the test resumes on the main actor and a cancellation
/// on whatever thread cancels the task; hence the lock.
final class HeldContinuation<Value: Sendable>: @unchecked Sendable {
    let response: CancellationResponse
    /// False for a call of a loader method that cannot throw.
    let canFail: Bool
    private let lock = NSLock()
    private var continuation: CheckedContinuation<Value, any Error>?
    private var answered = false
    private var cancelled = false

    init(response: CancellationResponse, canFail: Bool) {
        self.response = response
        self.canFail = canFail
    }

    /// True once the task that made the call was cancelled, whatever the call did about it.
    var taskCancelled: Bool { lock.withLock { cancelled } }

    /// Waits for `resume(with:)`, or for the task's cancellation when the call heeds it.
    func wait(isolation: isolated (any Actor)? = #isolation) async throws -> Value {
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Value, any Error>) in
                let givesUp: Bool = lock.withLock {
                    if Task.isCancelled { cancelled = true }
                    if cancelled, response == .throwsCancellationError {
                        answered = true
                        return true
                    }
                    self.continuation = continuation
                    return false
                }
                if givesUp { continuation.resume(throwing: CancellationError()) }
            }
        } onCancel: {
            let waiting: CheckedContinuation<Value, any Error>? = lock.withLock {
                cancelled = true
                guard response == .throwsCancellationError, !answered, let waiting = continuation else { return nil }
                answered = true
                continuation = nil
                return waiting
            }
            waiting?.resume(throwing: CancellationError())
        }
    }

    /// Resumes the call; false when it was answered already (its task was cancelled).
    func resume(with result: Result<Value, any Error>) -> Bool {
        let waiting: CheckedContinuation<Value, any Error>? = lock.withLock {
            guard !answered, let waiting = continuation else { return nil }
            answered = true
            continuation = nil
            return waiting
        }
        waiting?.resume(with: result)
        return waiting != nil
    }
}
