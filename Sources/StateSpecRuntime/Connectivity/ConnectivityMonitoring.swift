/// Whether the device can reach the network.
public enum ConnectivityStatus: String, Sendable, Hashable {
    /// The network can be reached.
    case online
    /// The network cannot be reached: requests would fail.
    case offline
    /// No reading yet: treated as online, so that a request is tried and tells.
    case unknown
}

/// A source of connectivity: the status now, and a call on every change. Isolated to the main
/// actor, so a view model reads `isOffline` synchronously before it loads and awaits
/// `waitUntilOnline()` or `reconnections()` to load again.
@MainActor
public protocol ConnectivityMonitoring: AnyObject {
    /// The status now.
    var status: ConnectivityStatus { get }
    /// Calls `handler` with each new status, on the main actor, until the subscription is cancelled.
    func onChange(_ handler: @escaping @MainActor (ConnectivityStatus) -> Void) -> ConnectivitySubscription
}

extension ConnectivityMonitoring {
    /// True only when the source knows the device is offline: show the offline cause without
    /// trying a request that cannot succeed.
    public var isOffline: Bool { status == .offline }

    /// Every change of status from now on; the stream ends when its task is cancelled.
    public func statusChanges() -> AsyncStream<ConnectivityStatus> {
        stream { continuation in onChange { continuation.yield($0) } }
    }

    /// Calls `handler` each time the device comes back online after being offline (never for the
    /// first reading after `unknown`): the moment to reload a screen that showed the offline cause.
    /// Cancel the subscription when done; a view model that lives no longer than its view awaits
    /// `reconnections()` in the view's task instead, which ends with it.
    public func onReconnect(_ handler: @escaping @MainActor () -> Void) -> ConnectivitySubscription {
        var wasOffline = isOffline
        return onChange { status in
            if status == .offline {
                wasOffline = true
            } else if status == .online, wasOffline {
                wasOffline = false
                handler()
            }
        }
    }

    /// `onReconnect` as a stream, for a view model's long-running task.
    public func reconnections() -> AsyncStream<Void> {
        stream { continuation in onReconnect { continuation.yield() } }
    }

    /// Returns at once unless offline, otherwise when the status next changes to something else.
    /// Throws `CancellationError` if its task is cancelled first.
    public func waitUntilOnline() async throws {
        // Subscribed before the check, on the main actor, so no change slips in between.
        let changes = statusChanges()
        guard isOffline else { return }
        for await status in changes where status != .offline { return }
        throw CancellationError()
    }

    private func stream<Element: Sendable>(
        _ subscribe: (AsyncStream<Element>.Continuation) -> ConnectivitySubscription
    ) -> AsyncStream<Element> {
        let (stream, continuation) = AsyncStream.makeStream(of: Element.self)
        let subscription = subscribe(continuation)
        continuation.onTermination = { _ in Task { @MainActor in subscription.cancel() } }
        return stream
    }
}

/// What a view model records as `lastError` when it showed the offline cause without trying a
/// request, because the device was offline (`network: required`).
public struct OfflineError: Error, Sendable, Hashable {
    /// Makes the error.
    public init() {}
}

/// The app's connectivity, for view models of screens that require the network and are given
/// no source of their own.
@MainActor
public enum SystemConnectivity {
    /// One source for the whole app: the Network framework's path, settled so that a handover
    /// neither flashes "offline" nor triggers a reload. Where there is no Network framework it
    /// stays `unknown`, which counts as online: every load is tried and tells.
    public static let shared: any ConnectivityMonitoring = {
        #if canImport(Network)
        SettledConnectivity(NetworkConnectivity())
        #else
        ManualConnectivity(.unknown)
        #endif
    }()
}
