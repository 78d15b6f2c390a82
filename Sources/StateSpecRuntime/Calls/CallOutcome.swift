/// What became of one call to a generated view model's load or operation, so that a view can
/// tell whether its request ran: a pull to refresh, a page load or a Save is never dropped
/// without saying so.
public enum CallOutcome: Sendable, Hashable {
    /// It ran and succeeded: the state shows its result.
    case succeeded
    /// It ran and failed: the state or a feedback message says so, and `lastError` holds why.
    case failed
    /// It stopped without an outcome: its task was cancelled (the view went away) or a newer
    /// call superseded it. State, flags, `lastError` and feedback are as the newest call left them.
    case cancelled
    /// It did not run.
    case skipped(SkipReason)

    /// Why a call did not run.
    public enum SkipReason: String, Sendable, Hashable {
        /// There is no content to act on: the first load has not succeeded, or is running again.
        case noContent
        /// The loader said there are no more pages.
        case noMorePages
        /// The same operation is already running; it is not started twice (a double tap).
        case alreadyRunning
        /// Nothing asked for it: the content is already shown, the row is not the one that
        /// loads the next page, or nothing failed to retry.
        case notNeeded
        /// The item an item action was asked to act on is not on screen (any more).
        case noItem
        /// The action asks the user first (`confirm:`), and the user said no: they chose another
        /// button, or the question left without an answer.
        case declined
        /// The action asks the user first, and a newer call of a guarded action asked again
        /// before this one was answered: the question the user answers is the newer one's.
        case superseded
    }

    /// True when the call ran and succeeded.
    public var succeeded: Bool { self == .succeeded }
}
