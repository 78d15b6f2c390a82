/// A fake loader's long-running item action, which answers each call with a stream of progress:
/// the test sends progress and the end to a call, and sees which calls' streams the view model
/// cancelled (the row's Cancel, or the view went away).
@MainActor
public final class ScriptedProgress<Arguments, Element: Sendable> {
    /// The arguments of every call, in call order.
    public private(set) var arguments: [Arguments] = []
    /// The numbers of the calls whose stream the listener stopped, in the order that happened.
    public private(set) var cancelledCalls: [Int] = []
    private var continuations: [Int: AsyncThrowingStream<Element, any Error>.Continuation] = [:]
    private let waiters = Waiters()

    /// An action not called yet.
    public init() {}

    /// How many times the action was called.
    public var callCount: Int { arguments.count }

    /// The numbers of the calls whose stream is still open, in call order.
    public var openCalls: [Int] { continuations.keys.sorted() }

    /// The loader method's body: records the call and returns its stream, open until the test
    /// finishes it.
    public func call(_ arguments: Arguments) -> AsyncThrowingStream<Element, any Error> {
        self.arguments.append(arguments)
        let number = self.arguments.count
        let (stream, continuation) = AsyncThrowingStream.makeStream(of: Element.self)
        continuations[number] = continuation
        continuation.onTermination = { [weak self] termination in
            guard case .cancelled = termination else { return }
            Task { @MainActor in self?.cancelled(number) }
        }
        waiters.resumeSatisfied()
        return stream
    }

    /// Sends `element` to call `number` (default: the latest call).
    public func send(_ element: Element, toCall number: Int? = nil) throws(ScriptedCallError) {
        try continuation(number).yield(element)
    }

    /// Ends call `number`'s stream (default: the latest call's), with `error` when given.
    public func finish(call number: Int? = nil, throwing error: (any Error)? = nil) throws(ScriptedCallError) {
        let continuation = try continuation(number)
        continuations[number ?? callCount] = nil
        continuation.finish(throwing: error)
        waiters.resumeSatisfied()
    }

    /// Returns once the action was called `times` times (at once if it was), with the
    /// arguments of call `times`.
    @discardableResult
    public func untilCalled(times: Int = 1) async -> Arguments {
        await waiters.wait { [unowned self] in callCount >= times }
        return arguments[times - 1]
    }

    /// Returns once the listener stopped listening to call `number`'s stream.
    public func untilCancelled(call number: Int) async {
        await waiters.wait { [unowned self] in cancelledCalls.contains(number) }
    }

    private func continuation(_ number: Int?) throws(ScriptedCallError) -> AsyncThrowingStream<Element, any Error>.Continuation {
        let number = number ?? callCount
        guard let continuation = continuations[number] else { throw .callNotHeld(number: number) }
        return continuation
    }

    private func cancelled(_ number: Int) {
        guard continuations.removeValue(forKey: number) != nil else { return }
        cancelledCalls.append(number)
        waiters.resumeSatisfied()
    }
}
