/// Runs a call on several sections of a screen at once.
public enum SectionCalls {
    /// Runs `call` for every section concurrently, each in a task of its own on the main actor,
    /// and returns each section's outcome once all have ended. A section's call that fails does
    /// not stop the others; cancelling the caller cancels them all.
    @MainActor
    public static func concurrently<Section: Hashable & Sendable>(
        _ sections: [Section], _ call: @escaping @MainActor @Sendable (Section) async -> CallOutcome
    ) async -> [Section: CallOutcome] {
        let tasks = sections.map { section in Task { @MainActor in await call(section) } }
        return await withTaskCancellationHandler {
            var outcomes: [Section: CallOutcome] = [:]
            for (section, task) in zip(sections, tasks) { outcomes[section] = await task.value }
            return outcomes
        } onCancel: {
            for task in tasks { task.cancel() }
        }
    }

    /// Runs every call at once, each in a task of its own on the main actor, until all have
    /// ended: calls that last while the view is shown (each section's `keepFresh()`). Cancelling
    /// the caller cancels them all.
    @MainActor
    public static func together(_ calls: [@MainActor @Sendable () async -> Void]) async {
        let tasks = calls.map { call in Task { @MainActor in await call() } }
        await withTaskCancellationHandler {
            for task in tasks { await task.value }
        } onCancel: {
            for task in tasks { task.cancel() }
        }
    }
}
