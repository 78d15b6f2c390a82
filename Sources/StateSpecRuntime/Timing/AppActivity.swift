import Foundation

/// Whether the app is in front of the user.
public enum AppActivity: String, Sendable, Hashable {
    /// The app came to the foreground (or became active again).
    case foreground
    /// The app went to the background.
    case background
}

/// A source of the app's comings and goings between foreground and background, on the main
/// actor. A screen's timed refresh listens to it to refresh when the app returns
/// or after a long time away (`loads.refresh.on-return`), and pauses polling meanwhile.
@MainActor
public protocol AppActivityMonitoring: AnyObject {
    /// Every change from now on; the stream ends when the task iterating it is cancelled.
    func activityChanges() -> AsyncStream<AppActivity>
}

/// App activity that changes only when told to, for tests and previews, or for an app that
/// forwards SwiftUI's `scenePhase` itself: `report(_:)` reaches every listener at once.
@MainActor
public final class ManualAppActivity: AppActivityMonitoring {
    private var listeners: [Int: AsyncStream<AppActivity>.Continuation] = [:]
    private var lastListener = 0

    /// An app in the foreground.
    public init() {}

    /// How many streams listen now.
    public var listenerCount: Int { listeners.count }

    /// Tells every listener the app changed to `activity`.
    public func report(_ activity: AppActivity) {
        for continuation in listeners.values { continuation.yield(activity) }
    }

    public func activityChanges() -> AsyncStream<AppActivity> {
        let (stream, continuation) = AsyncStream.makeStream(of: AppActivity.self)
        lastListener += 1
        let id = lastListener
        listeners[id] = continuation
        continuation.onTermination = { [weak self] _ in
            Task { @MainActor in self?.listeners[id] = nil }
        }
        return stream
    }
}

/// The app's activity, for view models that refresh on returning to the foreground and are
/// given no source of their own.
@MainActor
public enum SystemAppActivity {
    /// UIKit's application notifications where there is UIKit; elsewhere a source that never
    /// changes (a timed refresh then only polls).
    public static let shared: any AppActivityMonitoring = {
        #if canImport(UIKit) && !os(watchOS)
        UIKitAppActivity()
        #else
        ManualAppActivity()
        #endif
    }()
}
