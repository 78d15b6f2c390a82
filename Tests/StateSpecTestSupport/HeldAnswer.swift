import StateSpecTesting

/// The answer to one fake loader call, held until the test gives it: StateSpecTesting's
/// `HeldReply`, with the seeded tests' words. A call that heeds cancellation throws
/// `cancelError` as soon as its task is cancelled (as URLSession does); one that does not waits
/// for the test whatever happens to its task.
public final class HeldAnswer: @unchecked Sendable {
    public let heedsCancellation: Bool
    public var cancelError: any Error { reply.cancellationError }
    private let reply: HeldReply<Bool>

    public init(heedsCancellation: Bool, cancelError: any Error) {
        self.heedsCancellation = heedsCancellation
        reply = HeldReply(whenCancelled: heedsCancellation ? .throwsCancellationError : .keepsWaiting, cancellationError: cancelError)
    }

    /// True once the task that made the call was cancelled.
    public var taskCancelled: Bool { reply.taskCancelled }
    /// True while the call waits for the test.
    public var isWaiting: Bool { reply.isWaiting }

    /// Waits for the test's answer, on the caller's actor: true when the answer is read when it
    /// is given, false when it is the one read when the call was made.
    public func wait(isolation: isolated (any Actor)? = #isolation) async throws -> Bool {
        try await reply.wait()
    }

    public func succeed(fresh: Bool) {
        reply.resume(with: .success(fresh))
    }

    public func fail(_ error: any Error) {
        reply.resume(with: .failure(error))
    }
}
