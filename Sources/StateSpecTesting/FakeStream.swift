/// A fake loader's stream of changes (live updates, or an app-wide signal): every call of the
/// loader method subscribes, and the test sends each element to every subscription still open,
/// or finishes them.
///
/// ```swift
/// await loader.changesStream.untilSubscribed()
/// loader.changesStream.send(.inserted(post))
/// ```
@MainActor
public final class FakeStream<Element: Sendable> {
    private var continuations: [Int: AsyncStream<Element>.Continuation] = [:]
    /// How many times the stream was asked for.
    public private(set) var subscriptionCount = 0
    /// How many subscriptions ended because their listener stopped listening (the view model
    /// cancelled its task, or dropped the stream), not because the test finished them.
    public private(set) var cancelledSubscriptionCount = 0
    private let waiters = Waiters()

    /// A stream with no subscription yet.
    public init() {}

    /// How many subscriptions are open now.
    public var openSubscriptionCount: Int { continuations.count }

    /// The loader method's body: a new subscription.
    public func subscribe() -> AsyncStream<Element> {
        subscriptionCount += 1
        let number = subscriptionCount
        let (stream, continuation) = AsyncStream.makeStream(of: Element.self)
        continuations[number] = continuation
        continuation.onTermination = { [weak self] termination in
            guard case .cancelled = termination else { return }
            Task { @MainActor in self?.ended(number, cancelled: true) }
        }
        waiters.resumeSatisfied()
        return stream
    }

    /// Sends `element` to every open subscription.
    public func send(_ element: Element) {
        for continuation in continuations.values { continuation.yield(element) }
    }

    /// Ends every open subscription, as when the source of the changes goes away.
    public func finish() {
        let open = continuations
        continuations = [:]
        for continuation in open.values { continuation.finish() }
        waiters.resumeSatisfied()
    }

    /// Returns once the stream was asked for `times` times (at once if it was).
    public func untilSubscribed(times: Int = 1) async {
        await waiters.wait { [unowned self] in subscriptionCount >= times }
    }

    /// Returns once no subscription is open and at least one was made: the listener stopped
    /// listening, or the test finished the stream.
    public func untilNoSubscription() async {
        await waiters.wait { [unowned self] in subscriptionCount > 0 && continuations.isEmpty }
    }

    private func ended(_ number: Int, cancelled: Bool) {
        guard continuations.removeValue(forKey: number) != nil else { return }
        if cancelled { cancelledSubscriptionCount += 1 }
        waiters.resumeSatisfied()
    }
}

extension FakeStream where Element == Void {
    /// Sends a signal to every open subscription.
    public func send() { send(()) }
}
