/// A message's dismiss timer that can be paused and resumed with the time it has left: a bar
/// behind a dialog does not run out while the user cannot read it.
@MainActor
final class DismissCountdown {
    private let clock: any FeedbackClock
    private let fire: @MainActor () -> Void
    private var remaining: Double
    private var resumedAt: Double?
    private var timer: FeedbackTimer?

    init(seconds: Double, clock: any FeedbackClock, fire: @escaping @MainActor () -> Void) {
        self.remaining = seconds
        self.clock = clock
        self.fire = fire
    }

    /// Starts, or goes on after a pause; does nothing while running.
    func resume() {
        guard timer == nil else { return }
        resumedAt = clock.now
        timer = clock.schedule(after: remaining, fire)
    }

    func pause() {
        guard let timer, let resumedAt else { return }
        remaining -= clock.now - resumedAt
        timer.cancel()
        self.timer = nil
    }

    func cancel() {
        timer?.cancel()
        timer = nil
    }
}
