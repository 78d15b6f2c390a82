import Observation

/// Connectivity that changes only when told to, for tests and previews: set `status` and every
/// subscriber hears it at once, on the main actor.
@MainActor
@Observable
public final class ManualConnectivity: ConnectivityMonitoring {
    /// The status; setting it to a new value tells every subscriber.
    public var status: ConnectivityStatus {
        didSet { if status != oldValue { observers.notify(status) } }
    }

    @ObservationIgnored private let observers = ConnectivityObservers()

    /// Connectivity that starts at `status`.
    public init(_ status: ConnectivityStatus = .online) {
        self.status = status
    }

    public func onChange(_ handler: @escaping @MainActor (ConnectivityStatus) -> Void) -> ConnectivitySubscription {
        observers.add(handler)
    }
}
