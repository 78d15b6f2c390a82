import Observation

/// Another source's status once it has held for `settle` seconds: a Wi-Fi to cellular handover
/// flaps offline and online within a second, and a screen should neither flash "offline" nor
/// reload for it. The first reading after `unknown` passes at once, so that a screen opened
/// offline says so straight away.
@MainActor
@Observable
public final class SettledConnectivity: ConnectivityMonitoring {
    /// The source's status, once it has held for the settle time.
    public private(set) var status: ConnectivityStatus

    @ObservationIgnored private let observers = ConnectivityObservers()
    @ObservationIgnored private let clock: any FeedbackClock
    @ObservationIgnored private let settle: Double
    @ObservationIgnored private var subscription: ConnectivitySubscription?
    @ObservationIgnored private var candidate: FeedbackTimer?

    /// Connectivity that reports `source`'s status once it has held for `seconds`.
    ///
    /// - Parameters:
    ///   - source: The status to settle, usually `SystemConnectivity.shared`.
    ///   - seconds: How long a new status must hold before it is reported.
    ///   - clock: The clock the settle time runs on; tests pass a `ManualFeedbackClock`.
    public init(_ source: any ConnectivityMonitoring, settle seconds: Double = 2, clock: any FeedbackClock = SystemFeedbackClock()) {
        status = source.status
        settle = seconds
        self.clock = clock
        subscription = source.onChange { [weak self] in self?.receive($0) }
    }

    public func onChange(_ handler: @escaping @MainActor (ConnectivityStatus) -> Void) -> ConnectivitySubscription {
        observers.add(handler)
    }

    private func receive(_ reading: ConnectivityStatus) {
        candidate?.cancel()
        candidate = nil
        guard reading != status else { return }
        if status == .unknown {
            report(reading)
        } else {
            candidate = clock.schedule(after: settle) { [weak self] in self?.report(reading) }
        }
    }

    private func report(_ settled: ConnectivityStatus) {
        candidate = nil
        status = settled
        observers.notify(settled)
    }
}
