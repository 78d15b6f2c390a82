/// Acts on a signal fired in bursts (every like in the app signalling "timeline changed") at most
/// once per window, leading and trailing: the first signal acts at once, the signals that come
/// while the window runs collapse into one action when it ends, which opens another window.
/// None is lost at the end of a burst. Time is read from an injectable clock, so tests advance
/// it by hand.
public enum SignalThrottle {
    /// Hears `signals` until they end or the calling task is cancelled, running `action` as the
    /// throttle says. Cancelling drops a trailing action still waiting for its window, without
    /// error; signals already heard when the stream ends still act.
    ///
    /// - Parameters:
    ///   - signals: The signal's stream (`ChangeSignal.values()`).
    ///   - window: How long after an action further signals wait, collapsed into one.
    ///   - clock: The clock the window is measured on; tests pass a clock they advance by hand.
    ///   - action: What a signal does (a refresh); the next window starts once it returns.
    @MainActor
    public static func listen<Value: Sendable>(
        to signals: AsyncStream<Value>, window: Duration, clock: any Clock<Duration> & Sendable,
        _ action: @MainActor () async -> Void
    ) async {
        // At most one signal waits: those of a window collapse into it.
        let (collapsed, waiting) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
        let hearing = Task { @MainActor in
            for await _ in signals { waiting.yield() }
            waiting.finish()
        }
        await withTaskCancellationHandler {
            var next = collapsed.makeAsyncIterator()
            while await next.next() != nil, !Task.isCancelled {
                await action()
                do { try await clock.sleep(for: window) } catch { break }
            }
        } onCancel: {
            hearing.cancel()
        }
        hearing.cancel()
    }
}
