extension ScreenContent {
    /// Runs an operation on the content on screen: what it returns replaces the content, with the
    /// edits made meanwhile replayed onto it, and an empty result shows the empty state. Waits for
    /// a call that runs; skipped while the same operation runs (`.alreadyRunning`) and when no
    /// content is shown (`.noContent`).
    ///
    /// With `expected`, the content shows the operation's expected result as soon as it starts
    /// (after a call it waits for), and takes it back if the operation fails or is cancelled,
    /// keeping the changes made meanwhile (`OptimisticContent`); the loader still gets the
    /// content as it was.
    public func perform(
        _ name: String, success: FeedbackMessage?, failure: FeedbackMessage?, haptic: FeedbackHaptic?,
        expected: ((State.Content) -> State.Content)? = nil,
        _ operation: @escaping @MainActor (State.Content) async throws -> State.Content
    ) async -> CallOutcome {
        await calls.run(.operation(name), skipReason: { [self] in changeableContent == nil ? .noContent : nil }) { [self] in
            guard let current = changeableContent else { return .skipped(.noContent) }
            let recording = journal.start()
            let optimistic = expected.map { OptimisticContent(before: current, expected: $0, recording: recording) }
            if let optimistic { show(State.loaded(optimistic.expected)) }
            do {
                var updated = try await operation(confirmed(current))
                guard !Task.isCancelled else {
                    takeBack(optimistic, recording)
                    return .cancelled
                }
                journal.replay(recording, onto: &updated)
                forgetKeptInputs()
                show(State.loaded(received(updated)))
                succeed(success, haptic: haptic)
                return .succeeded
            } catch {
                takeBack(optimistic, recording)
                return failed(error, failure)
            }
        }
    }

    /// After a failed or cancelled operation: shows the content as it was with the changes made
    /// meanwhile, when it showed an expected result; otherwise the content already holds them.
    private func takeBack(_ optimistic: OptimisticContent<State.Content>?, _ recording: EditJournal<State.Content>.Recording) {
        guard let optimistic else { return journal.stop(recording) }
        if let restored = optimistic.rolledBack(&journal) { show(State.loaded(restored)) }
    }

    /// Runs an operation that returns a value: the content stays (and so does what the user types
    /// meanwhile), and `deliver` gets what it returns. Refused while it runs
    /// (`.skipped(.alreadyRunning)`); skipped (`.noContent`) when no content is shown.
    public func perform<Result>(
        _ name: String, success: FeedbackMessage?, failure: FeedbackMessage?, haptic: FeedbackHaptic?,
        deliver: @escaping @MainActor (Result) -> Void,
        _ operation: @escaping @MainActor (State.Content) async throws -> Result
    ) async -> CallOutcome {
        await calls.run(.operation(name), skipReason: { [self] in changeableContent == nil ? .noContent : nil }) { [self] in
            guard let current = changeableContent else { return .skipped(.noContent) }
            do {
                let result = try await operation(confirmed(current))
                guard !Task.isCancelled else { return .cancelled }
                deliver(result)
                succeed(success, haptic: haptic)
                return .succeeded
            } catch {
                return failed(error, failure)
            }
        }
    }

    /// Records a call's failure and raises its message; `.cancelled` for a cancellation.
    func failed(_ error: any Error, _ message: FeedbackMessage?) -> CallOutcome {
        guard isFailure(error) else { return .cancelled }
        lastError = error
        raise(message, failure: error, retry: nil)
        return .failed
    }
}
