import Observation

/// One step of a long-running item action (a download, a transcode): how far it has come, or
/// its result. A loader reports them as an `AsyncThrowingStream`, ending with `.done`.
public enum ActionProgress<Result: Sendable>: Sendable {
    /// The fraction done, from 0 to 1.
    case progress(Double)
    /// The action finished: the item as it is now (nothing, for one that removes its row).
    case done(Result)
}

/// A progress stream that ended without `.done`.
public struct ProgressEndedWithoutResult: Error, Sendable, Hashable {
    /// Makes the error.
    public init() {}
}

/// The progress of long-running item actions, per row and action, and their cancellation: a
/// row's progress bar reads `fraction(of:_:)`, its Cancel button calls `cancel(_:on:)`, which
/// stops that row's action only (the loader's stream is terminated, so its work stops) and is
/// no failure: the action returns `.cancelled`.
@MainActor
@Observable
public final class ItemProgress<Action: Hashable & Sendable> {
    private struct Key: Hashable {
        var id: AnyHashable
        var action: Action
    }

    private var fractions: [Key: Double] = [:]
    @ObservationIgnored private var cancels: [Key: () -> Void] = [:]

    /// An empty record: no row has progress.
    public init() {}

    /// How far `action` (or, without one, the furthest action) has come on the row with identity
    /// `id`, from 0 to 1; nil when none runs there.
    public func fraction(of id: AnyHashable, _ action: Action? = nil) -> Double? {
        if let action { return fractions[Key(id: id, action: action)] }
        return fractions.filter { $0.key.id == id }.values.max()
    }

    /// Stops `action` on the row with identity `id`, if it runs.
    public func cancel(_ action: Action, on id: AnyHashable) {
        cancels[Key(id: id, action: action)]?()
    }

    /// Follows `steps` for `action` on the row `id`: records each fraction and returns the result.
    /// Throws `CancellationError` when cancelled (by `cancel(_:on:)` or the caller's task), what
    /// the stream throws, or `ProgressEndedWithoutResult`.
    public func follow<Result: Sendable>(
        _ action: Action, on id: AnyHashable, _ steps: AsyncThrowingStream<ActionProgress<Result>, any Error>
    ) async throws -> Result {
        let key = Key(id: id, action: action)
        fractions[key] = 0
        defer {
            fractions[key] = nil
            cancels[key] = nil
        }
        let work = Task { @MainActor [weak self] () throws -> Result in
            for try await step in steps {
                switch step {
                case .progress(let fraction): self?.fractions[key] = min(max(fraction, 0), 1)
                case .done(let result): return result
                }
            }
            if Task.isCancelled { throw CancellationError() }
            throw ProgressEndedWithoutResult()
        }
        cancels[key] = { work.cancel() }
        return try await withTaskCancellationHandler {
            try await work.value
        } onCancel: {
            work.cancel()
        }
    }
}
