#if canImport(UIKit) && !os(watchOS)
import UIKit

/// The app's activity from UIKit's notifications: `willEnterForeground` and `didEnterBackground`.
@MainActor
public final class UIKitAppActivity: AppActivityMonitoring {
    public init() {}

    public func activityChanges() -> AsyncStream<AppActivity> {
        let (stream, continuation) = AsyncStream.makeStream(of: AppActivity.self)
        let center = NotificationCenter.default
        let tokens = [
            center.addObserver(forName: UIApplication.willEnterForegroundNotification, object: nil, queue: .main) { _ in
                continuation.yield(.foreground)
            },
            center.addObserver(forName: UIApplication.didEnterBackgroundNotification, object: nil, queue: .main) { _ in
                continuation.yield(.background)
            },
        ]
        let observers = NotificationTokens(tokens)
        continuation.onTermination = { _ in observers.remove() }
        return stream
    }
}

/// Notification observers, removed together when the stream ends.
private final class NotificationTokens: @unchecked Sendable {
    // Written once in init; NotificationCenter.removeObserver is thread-safe.
    private let tokens: [any NSObjectProtocol]

    init(_ tokens: [any NSObjectProtocol]) { self.tokens = tokens }

    func remove() {
        for token in tokens { NotificationCenter.default.removeObserver(token) }
    }
}
#endif
