/// One method of a fake loader: answers each call as the test scripted it, and records every
/// call, its arguments, which calls are held and which were cancelled.
///
/// A call takes the next answer given with `script(_:)`, else `defaultAnswer`. A held call
/// (`.hold()`) waits until the test releases it, with a value or a failure, in call order or by
/// its number. The test waits for calls with `untilCalled(times:)`, `nextCall()`,
/// `untilHeld(count:)` and `untilCancelled(call:)`, which resume as soon as the call gets there:
/// no sleeping, no clock.
///
/// ```swift
/// let loader = TimelineLoaderFake()
/// let viewModel = TimelineViewModel(loader: loader, feedback: feedback) { _ in }
/// viewModel.load()
/// await loader.loadInitialCall.untilHeld()
/// try loader.loadInitialCall.release(with: [post])
/// ```
///
/// Calls are counted from 1.
@MainActor
public final class ScriptedCall<Arguments, Value: Sendable> {
    /// The answer of every call that `script(_:)` gives none: `.hold()` unless set.
    public var defaultAnswer: ScriptedAnswer<Arguments, Value>

    /// The arguments of every call, in call order.
    public private(set) var arguments: [Arguments] = []
    /// The numbers of the calls that throw `CancellationError` because their task was cancelled
    /// while they were held, in the order that happened.
    public private(set) var cancelledCalls: [Int] = []

    private var scripted: [ScriptedAnswer<Arguments, Value>] = []
    private var held: [Int: HeldReply<Value>] = [:]
    /// Every call that was ever held, released or not: each knows whether its task was cancelled.
    private var everHeld: [Int: HeldReply<Value>] = [:]
    /// The held calls of a loader method that cannot throw.
    private var cannotFail: Set<Int> = []
    private var callsTaken = 0
    private let waiters = Waiters()

    /// A call that answers with `defaultAnswer` (`.hold()` unless given).
    public init(defaultAnswer: ScriptedAnswer<Arguments, Value> = .hold()) {
        self.defaultAnswer = defaultAnswer
    }

    /// How many times the method was called.
    public var callCount: Int { arguments.count }

    /// The arguments of the last call; nil before the first.
    public var lastArguments: Arguments? { arguments.last }

    /// The numbers of the calls held now, waiting for the test, in call order.
    public var heldCalls: [Int] { held.keys.sorted() }

    /// Whether call `number` is held now.
    public func isHeld(call number: Int) -> Bool { held[number] != nil }

    /// Whether the task that made call `number` was cancelled while the call was held, whether
    /// the call gave up (`cancelledCalls`) or kept waiting.
    public func taskWasCancelled(call number: Int) -> Bool { everHeld[number]?.taskCancelled ?? false }

    /// Answers for the calls to come, in order, before `defaultAnswer` applies again.
    public func script(_ answers: ScriptedAnswer<Arguments, Value>...) {
        scripted += answers
    }

    // MARK: The loader's side

    /// The fake loader method's body: records the call and answers it.
    public func call(_ arguments: Arguments) async throws -> Value {
        try await answer(arguments, canFail: true)
    }

    /// The body of a loader method that cannot throw. Its held calls keep waiting when their
    /// task is cancelled, and a failure for it stops the test process, naming the method's call.
    public func callWithoutFailing(_ arguments: Arguments) async -> Value {
        do {
            return try await answer(arguments, canFail: false)
        } catch {
            preconditionFailure("ScriptedCall: call \(callCount) of a loader method that cannot throw was given the failure \(error)")
        }
    }

    private func answer(_ arguments: Arguments, canFail: Bool) async throws -> Value {
        self.arguments.append(arguments)
        let number = self.arguments.count
        let answer = scripted.isEmpty ? defaultAnswer : scripted.removeFirst()
        switch answer {
        case .value(let value):
            waiters.resumeSatisfied()
            return value
        case .failure(let error):
            waiters.resumeSatisfied()
            throw error
        case .computed(let make):
            waiters.resumeSatisfied()
            return try make(arguments)
        case .hold(let response):
            let reply = HeldReply<Value>(whenCancelled: canFail ? response : .keepsWaiting)
            held[number] = reply
            everHeld[number] = reply
            if !canFail { cannotFail.insert(number) }
            waiters.resumeSatisfied()
            do {
                return try await reply.wait()
            } catch let error as CancellationError where held[number] === reply {
                // The task was cancelled: the test did not release the call.
                held[number] = nil
                cancelledCalls.append(number)
                waiters.resumeSatisfied()
                throw error
            }
        }
    }

    // MARK: The test's side

    /// Releases the earliest held call with `value`.
    public func release(with value: Value) throws(ScriptedCallError) {
        try resume(try earliestHeld(), with: .success(value))
    }

    /// Releases held call `number` with `value`.
    public func release(call number: Int, with value: Value) throws(ScriptedCallError) {
        try resume(number, with: .success(value))
    }

    /// Makes the earliest held call throw `error`.
    public func fail(with error: any Error) throws(ScriptedCallError) {
        try resume(try earliestHeld(), with: .failure(error))
    }

    /// Makes held call `number` throw `error`.
    public func fail(call number: Int, with error: any Error) throws(ScriptedCallError) {
        try resume(number, with: .failure(error))
    }

    private func earliestHeld() throws(ScriptedCallError) -> Int {
        guard let first = held.keys.min() else { throw .noCallHeld }
        return first
    }

    private func resume(_ number: Int, with result: Result<Value, any Error>) throws(ScriptedCallError) {
        guard let reply = held[number] else { throw .callNotHeld(number: number) }
        if case .failure = result, cannotFail.contains(number) {
            throw .cannotFail
        }
        held[number] = nil
        reply.resume(with: result)
        waiters.resumeSatisfied()
    }

    // MARK: Waiting, without a clock

    /// Returns once the method was called `times` times (at once if it was), with the arguments
    /// of call `times`.
    @discardableResult
    public func untilCalled(times: Int = 1) async -> Arguments {
        precondition(times >= 1, "ScriptedCall.untilCalled(times:) counts calls from 1")
        await waiters.wait { [unowned self] in callCount >= times }
        return arguments[times - 1]
    }

    /// The arguments of the first call that no earlier `nextCall()` returned, waiting for it
    /// when it has not come yet.
    @discardableResult
    public func nextCall() async -> Arguments {
        callsTaken += 1
        return await untilCalled(times: callsTaken)
    }

    /// Returns once at least `count` calls are held at the same time.
    public func untilHeld(count: Int = 1) async {
        await waiters.wait { [unowned self] in held.count >= count }
    }

    /// Returns once call `number` is held.
    public func untilHeld(call number: Int) async {
        await waiters.wait { [unowned self] in held[number] != nil }
    }

    /// Returns once call `number` threw `CancellationError` because its task was cancelled.
    public func untilCancelled(call number: Int) async {
        await waiters.wait { [unowned self] in cancelledCalls.contains(number) }
    }
}

extension ScriptedCall where Arguments == Void {
    /// The body of a loader method without parameters.
    public func call() async throws -> Value { try await call(()) }
    /// The body of a loader method without parameters that cannot throw.
    public func callWithoutFailing() async -> Value { await callWithoutFailing(()) }
}

extension ScriptedCall where Value == Void {
    /// Releases the earliest held call.
    public func release() throws(ScriptedCallError) { try release(with: ()) }
    /// Releases held call `number`.
    public func release(call number: Int) throws(ScriptedCallError) { try release(call: number, with: ()) }
}
