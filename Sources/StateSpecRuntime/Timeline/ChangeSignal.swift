/// An app-wide signal: one screen says something changed (a post liked, an account muted), and
/// every screen listening hears it. Keep one per kind of change where the app keeps shared
/// services, and let each loader hand out `values()`:
///
/// ```swift
/// enum AppSignals {
///     @MainActor static let statusChanged = ChangeSignal<ItemChange<Status>>()
///     @MainActor static let accountMuted = ChangeSignal<Void>()
/// }
/// // the home timeline's loader:
/// func statusChanged() -> AsyncStream<ItemChange<Status>> { AppSignals.statusChanged.values() }
/// // the post screen, once a like succeeded:
/// AppSignals.statusChanged.send(.replace(liked))
/// ```
///
/// A listener hears what is sent after it subscribed, in order; its stream ends when the task
/// iterating it is cancelled, and the signal forgets it.
@MainActor
public final class ChangeSignal<Value: Sendable> {
    private var listeners: [Int: AsyncStream<Value>.Continuation] = [:]
    private var lastListener = 0

    /// Nonisolated, so that a loader of any shape can make one as a stored property.
    nonisolated public init() {}

    /// How many streams listen now.
    public var listenerCount: Int { listeners.count }

    /// Tells every listener.
    public func send(_ value: Value) {
        for id in listeners.keys.sorted() { listeners[id]?.yield(value) }
    }

    /// The values sent from now on.
    public func values() -> AsyncStream<Value> {
        let (stream, continuation) = AsyncStream.makeStream(of: Value.self)
        lastListener += 1
        let id = lastListener
        listeners[id] = continuation
        continuation.onTermination = { [weak self] _ in
            Task { @MainActor in self?.listeners[id] = nil }
        }
        return stream
    }
}

extension ChangeSignal where Value == Void {
    /// Tells every listener that it happened.
    public func send() { send(()) }
}

/// Listening to several signals at once, for a view model's `observeSignals()`.
public enum ChangeSignals {
    /// Runs every listener at once and returns when all have ended: when their streams finish,
    /// or the calling task is cancelled (the view went away), which ends them all.
    public static func listen(_ listeners: [@Sendable @MainActor () async -> Void]) async {
        await withTaskGroup(of: Void.self) { group in
            for listener in listeners {
                group.addTask { await listener() }
            }
        }
    }
}
