/// How a fake loader call answers: at once with a value, a failure or a value worked out from
/// its arguments, or later, when the test releases it.
public enum ScriptedAnswer<Arguments, Value> {
    /// Returns the value at once.
    case value(Value)
    /// Throws the error at once.
    case failure(any Error)
    /// Returns what the closure makes of the call's arguments, or throws what it throws.
    case computed(@MainActor (Arguments) throws -> Value)
    /// Waits until the test releases the call (`ScriptedCall.release(with:)`,
    /// `ScriptedCall.fail(with:)`). `whenCancelled` says what the call does when its task is
    /// cancelled meanwhile: throw `CancellationError` at once, as URLSession does (the default),
    /// or keep waiting for the test.
    case hold(whenCancelled: CancellationResponse = .throwsCancellationError)
}

/// What a held call does when the task that made it is cancelled.
public enum CancellationResponse: Sendable, Hashable {
    /// Throws `CancellationError` at once, as URLSession's calls do. A call made by a task that
    /// is already cancelled throws at once too.
    case throwsCancellationError
    /// Keeps waiting until the test releases it, as a call that ignores cancellation does.
    case keepsWaiting
}

/// A misuse of a `ScriptedCall` by the test, thrown so that the test fails where it happened.
public enum ScriptedCallError: Error, Equatable, CustomStringConvertible {
    /// No call is held, so there is none to release.
    case noCallHeld
    /// Call `number` (counted from 1) is not held: it never came, was answered at once, or was
    /// already released or cancelled.
    case callNotHeld(number: Int)
    /// The loader method cannot throw, so its call cannot fail.
    case cannotFail

    /// What went wrong, in a sentence.
    public var description: String {
        switch self {
        case .noCallHeld: "no call is held, so there is none to release"
        case .callNotHeld(let number): "call \(number) is not held: it never came, was answered at once, or was already released or cancelled"
        case .cannotFail: "the loader method cannot throw, so its call cannot fail"
        }
    }
}
