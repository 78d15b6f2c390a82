/// Runs the loads of a screen's tabs in tasks of their own. SwiftUI cancels a tab's `.task`
/// when the user switches away; a load started here runs on, so the tab has its content when the
/// user comes back, and is never cancelled into a state the user did not ask for.
@MainActor
public final class TabLoads<Tab: Hashable & Sendable> {
    private var running: [Tab: Task<CallOutcome, Never>] = [:]

    /// No tab loaded yet.
    public init() {}

    /// True while a load started for `tab` runs.
    public func isRunning(_ tab: Tab) -> Bool { running[tab] != nil }

    /// Runs `load` for `tab` in a task of its own and returns its outcome; while one runs for
    /// `tab`, joins it instead. Cancelling the caller does not reach the load: the caller still
    /// waits for it (a caller that must not wait runs this in a task of its own).
    public func run(_ tab: Tab, _ load: @escaping @MainActor @Sendable () async -> CallOutcome) async -> CallOutcome {
        if let task = running[tab] { return await task.value }
        let task = Task { @MainActor in await load() }
        running[tab] = task
        let outcome = await task.value
        if running[tab] == task { running[tab] = nil }
        return outcome
    }
}
