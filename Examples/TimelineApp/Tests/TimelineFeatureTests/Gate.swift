/// Holds loader calls until the test lets them through, as a slow network would. A held call
/// whose task is cancelled throws `CancellationError` at once, as URLSession's calls do.
actor Gate {
    private var held: [Int: CheckedContinuation<Void, any Error>] = [:]
    private var cancelledBeforeHeld: Set<Int> = []
    private var calls = 0

    /// How many calls are waiting.
    var waiting: Int { held.count }

    /// Called by a loader method: returns when the test opens the gate.
    func pass() async throws {
        calls += 1
        let id = calls
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                if cancelledBeforeHeld.remove(id) != nil {
                    continuation.resume(throwing: CancellationError())
                } else {
                    held[id] = continuation
                }
            }
        } onCancel: {
            Task { await self.cancel(id) }
        }
    }

    /// Lets every waiting call through.
    func open() {
        for continuation in held.values { continuation.resume() }
        held = [:]
    }

    /// Returns once `count` calls are waiting; a test that waits in vain (five seconds) fails
    /// instead of hanging.
    func untilWaiting(_ count: Int = 1) async throws {
        for _ in 0..<5_000 where held.count < count { try await Task.sleep(for: .milliseconds(1)) }
        guard held.count >= count else { throw GateError.nobodyCame }
    }

    private func cancel(_ id: Int) {
        if let continuation = held.removeValue(forKey: id) {
            continuation.resume(throwing: CancellationError())
        } else {
            cancelledBeforeHeld.insert(id)
        }
    }
}

enum GateError: Error { case nobodyCame }
