/// The live changes of a screen whose content depends on an input (a filter, a hashtag): one
/// stream per input that matters now, each change handed on with the input it belongs to.
///
/// The inputs that matter are the one whose content is shown and the one loading (they are the
/// same once a load has shown its result). `follow(_:)` is told them whenever they change, and
/// asks the loader for a new input's stream at once, before that input's load sends its request:
/// every change after the request is either in the load's answer or heard, and replayed onto it.
/// A stream of an input that no longer matters is cancelled at once; a change of it still on its
/// way is handed on tagged with its input, which the screen then drops.
///
/// Streams run only while `observe(_:)` runs (from the view's `.task`). A second `observe(_:)`
/// (the view appeared again before the first task ended) takes over: the first returns, and no
/// change is handed on twice. Cancelling the task that observes cancels every stream and
/// raises nothing.
@MainActor
public final class InputLiveChanges<Input, Change: Sendable> {
    private struct Listening {
        let input: Input
        let task: Task<Void, Never>
    }

    private struct Observer {
        let number: Int
        let apply: @MainActor (Change, Input) -> Void
        let ended: AsyncStream<Void>.Continuation
    }

    private let stream: @MainActor (Input) -> AsyncStream<Change>
    private var inputs: [Input] = []
    private var listening: [Listening] = []
    private var observer: Observer?
    private var observers = 0

    /// Changes asked of the loader per input with `stream` (the loader's `changes(for:)`).
    public init(stream: @escaping @MainActor (Input) -> AsyncStream<Change>) {
        self.stream = stream
    }

    /// The inputs whose streams are open now, oldest first.
    public var listenedInputs: [Input] { listening.map(\.input) }

    /// The inputs whose changes matter now: the input shown and the input loading, without
    /// repeats (none while the screen waits for its first input). A stream already open for one
    /// of them stays open; the others' end.
    public func follow(_ inputs: [Input]) {
        var distinct: [Input] = []
        for input in inputs where !distinct.contains(where: { Self.same($0, input) }) { distinct.append(input) }
        self.inputs = distinct
        restart()
    }

    /// Listens to the streams of the inputs that matter until the calling task is cancelled or a
    /// newer `observe(_:)` takes over; `apply` gets each change with its input.
    public func observe(_ apply: @escaping @MainActor (Change, Input) -> Void) async {
        observer?.ended.finish()
        stopListening()
        observers += 1
        let (ended, continuation) = AsyncStream.makeStream(of: Void.self)
        let number = observers
        observer = Observer(number: number, apply: apply, ended: continuation)
        restart()
        // Returns when the task is cancelled (the stream ends then) or a newer observer finishes it.
        for await _ in ended {}
        guard observer?.number == number else { return }
        observer = nil
        stopListening()
    }

    /// Opens the streams of the inputs that matter and not yet heard, and ends the others.
    private func restart() {
        guard let observer else { return stopListening() }
        let kept = listening.filter { open in inputs.contains { Self.same($0, open.input) } }
        for open in listening where !kept.contains(where: { Self.same($0.input, open.input) }) { open.task.cancel() }
        listening = kept
        for input in inputs where !listening.contains(where: { Self.same($0.input, input) }) {
            // Asked now, synchronously: the subscription exists before the input's request.
            let changes = stream(input)
            let apply = observer.apply
            let task = Task { @MainActor in
                for await change in changes {
                    guard !Task.isCancelled else { return }
                    apply(change, input)
                }
            }
            listening.append(Listening(input: input, task: task))
        }
    }

    private func stopListening() {
        for open in listening { open.task.cancel() }
        listening = []
    }

    private static func same(_ lhs: Input, _ rhs: Input) -> Bool {
        ContentEquality.equal(lhs, rhs)
    }
}
