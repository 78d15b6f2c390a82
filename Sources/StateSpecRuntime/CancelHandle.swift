/// Something running that can be called off once: a dismiss timer, a subscription to changes.
@MainActor
public final class CancelHandle {
    private var onCancel: (@MainActor () -> Void)?

    /// A handle whose `cancel()` runs `onCancel`.
    public init(onCancel: @escaping @MainActor () -> Void) { self.onCancel = onCancel }

    /// Calls it off; later calls do nothing.
    public func cancel() {
        onCancel?()
        onCancel = nil
    }
}

/// A scheduled action that can be called off.
public typealias FeedbackTimer = CancelHandle

/// A registration for connectivity changes; `cancel()` ends it.
public typealias ConnectivitySubscription = CancelHandle
