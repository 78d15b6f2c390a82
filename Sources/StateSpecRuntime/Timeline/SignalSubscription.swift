/// Listens to app-wide signals for as long as its owner keeps it, not only while a view shows
/// the screen: a signal that marks the content out of date (`reaction: mark-changed`) must be
/// heard while the screen is covered by the one where the change happened. Listening ends when
/// the owner lets it go (the view model is released), and `ChangeSignal` forgets the listeners.
public final class SignalSubscription: Sendable {
    private let tasks: [Task<Void, Never>]

    /// Starts listening to `streams` at once; `onSignal` runs for each value of any of them.
    ///
    /// - Parameters:
    ///   - streams: The signals' streams, already subscribed (`ChangeSignal.values()`).
    ///   - onSignal: What each signal does; keep what it touches weakly, so that the owner can go.
    @MainActor
    public init(_ streams: [AsyncStream<Void>], onSignal: @escaping @Sendable @MainActor () -> Void) {
        tasks = streams.map { stream in
            Task { @MainActor in
                for await _ in stream { onSignal() }
            }
        }
    }

    deinit {
        for task in tasks { task.cancel() }
    }
}
