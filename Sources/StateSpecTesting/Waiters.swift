/// Tasks of the test waiting for a condition on a fake's record, resumed when a change to the
/// record makes it hold: no polling, no clock.
@MainActor
final class Waiters {
    private var waiting: [(condition: @MainActor () -> Bool, continuation: CheckedContinuation<Void, Never>)] = []

    /// Returns at once when `condition` holds, else when a later `resumeSatisfied()` finds it does.
    func wait(until condition: @escaping @MainActor () -> Bool) async {
        if condition() { return }
        await withCheckedContinuation { continuation in
            waiting.append((condition, continuation))
        }
    }

    /// Resumes every waiter whose condition now holds.
    func resumeSatisfied() {
        var stillWaiting: [(condition: @MainActor () -> Bool, continuation: CheckedContinuation<Void, Never>)] = []
        for waiter in waiting {
            if waiter.condition() { waiter.continuation.resume() } else { stillWaiting.append(waiter) }
        }
        waiting = stillWaiting
    }
}
