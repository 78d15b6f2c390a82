/// What an operation called again while it runs does (`events.<name>.while-running`).
public enum RepeatedOperation: String, Sendable, Hashable, CaseIterable {
    /// Skipped at once (`.skipped(.alreadyRunning)`): a second tap on Pay pays once.
    case refused
    /// The caller waits for the one running and gets its outcome.
    case joined
    /// It runs once more after the one running, on the content as it is then (a Done that must
    /// save what was typed since an autosave began); the callers that arrive meanwhile join that
    /// second run.
    case runAgain
    /// Each call runs in turn after the ones before it, with its own value, and gets its own
    /// outcome: a name typed and saved again while the first rename runs is saved after it, so no
    /// value the user typed is lost.
    case queued
}
