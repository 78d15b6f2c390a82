import Dispatch
import Foundation

/// Work spread over several threads, with results in the input's order, so that output never
/// depends on how the work was scheduled.
public enum Parallel {
    /// Every core the process may use, asked once: on Linux each ask reads the control
    /// group's limits from files.
    public static let cores = ProcessInfo.processInfo.activeProcessorCount

    /// `transform` of every input, on up to `width` threads (1: on the calling thread only).
    /// A failure is the first one in input order.
    public static func map<Input: Sendable, Output: Sendable, Failure: Error>(
        _ inputs: [Input], width: Int, _ transform: @Sendable (Input) throws(Failure) -> Output
    ) throws(Failure) -> [Output] {
        guard width > 1, inputs.count > 1 else {
            var outputs: [Output] = []
            outputs.reserveCapacity(inputs.count)
            for input in inputs { outputs.append(try transform(input)) }
            return outputs
        }
        let results = ResultSlots<Output, Failure>(count: inputs.count)
        let lanes = min(width, inputs.count)
        DispatchQueue.concurrentPerform(iterations: lanes) { lane in
            // Each lane takes every `lanes`-th input, so the inputs are spread evenly.
            for index in stride(from: lane, to: inputs.count, by: lanes) {
                do throws(Failure) {
                    results.set(index, .success(try transform(inputs[index])))
                } catch {
                    results.set(index, .failure(error))
                }
            }
        }
        return try results.values()
    }
}

/// One slot per input, each written by exactly one thread, read after all are done.
private final class ResultSlots<Output, Failure: Error>: @unchecked Sendable {
    private let slots: UnsafeMutableBufferPointer<Result<Output, Failure>?>

    init(count: Int) {
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil)
    }

    deinit {
        slots.deinitialize()
        slots.deallocate()
    }

    func set(_ index: Int, _ result: Result<Output, Failure>) {
        slots[index] = result
    }

    func values() throws(Failure) -> [Output] {
        try slots.map { slot throws(Failure) in try slot!.get() }
    }
}

/// Work started on another thread while the caller goes on, its result taken when needed (a
/// run's key, its folder's listing, the last String Catalog, the manifest and cache, files
/// written while screens render). With a width of 1 the work is done at once, on the calling
/// thread.
public final class Pending<Value: Sendable>: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    /// Written once, by the worker, before `done` is signalled; read only after waiting for it.
    private var result: Value?

    /// The work on `queue` when `width` allows more than one thread, else done at once.
    public convenience init(width: Int, on queue: DispatchQueue = .global(), _ work: @escaping @Sendable () -> Value) {
        if width > 1 {
            self.init(on: queue, work)
        } else {
            self.init(done: work())
        }
    }

    /// The work on `queue`, whatever the width: a serial queue of its own always gets a thread,
    /// even while every core is busy with other work.
    public init(on queue: DispatchQueue, _ work: @escaping @Sendable () -> Value) {
        queue.async {
            self.result = work()
            self.done.signal()
        }
    }

    private init(done value: Value) {
        result = value
        done.signal()
    }

    /// Whether the result is there: `value` would not wait.
    public var isReady: Bool {
        guard done.wait(timeout: .now()) == .success else { return false }
        done.signal()
        return true
    }

    /// The result, waiting for it if the work is still going on.
    public var value: Value {
        done.wait()
        defer { done.signal() }
        return result!
    }
}
