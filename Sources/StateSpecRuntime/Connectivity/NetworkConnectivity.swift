#if canImport(Network)
import Dispatch
import Network
import Observation

/// The device's connectivity from the Network framework's `NWPathMonitor`. `unknown` until the
/// first path arrives (at once, after start). Wrap it in `SettledConnectivity` to ignore flapping.
@MainActor
@Observable
public final class NetworkConnectivity: ConnectivityMonitoring {
    public private(set) var status: ConnectivityStatus = .unknown

    @ObservationIgnored private let observers = ConnectivityObservers()
    @ObservationIgnored private let monitor: NWPathMonitor

    public init(monitor: NWPathMonitor = NWPathMonitor()) {
        self.monitor = monitor
        monitor.pathUpdateHandler = { [weak self] path in
            let status = ConnectivityStatus(path.status)
            // The monitor runs on the main queue (below), so this is the main actor.
            MainActor.assumeIsolated { self?.update(status) }
        }
        monitor.start(queue: .main)
    }

    deinit {
        // NWPathMonitor is Sendable and cancel() is safe from any thread.
        monitor.cancel()
    }

    public func onChange(_ handler: @escaping @MainActor (ConnectivityStatus) -> Void) -> ConnectivitySubscription {
        observers.add(handler)
    }

    private func update(_ newStatus: ConnectivityStatus) {
        guard newStatus != status else { return }
        status = newStatus
        observers.notify(newStatus)
    }
}

extension ConnectivityStatus {
    init(_ status: NWPath.Status) {
        switch status {
        case .satisfied: self = .online
        case .unsatisfied: self = .offline
        // No interface is up yet, but a request may bring one up (cellular, VPN on demand).
        case .requiresConnection: self = .online
        @unknown default: self = .unknown
        }
    }
}
#endif
