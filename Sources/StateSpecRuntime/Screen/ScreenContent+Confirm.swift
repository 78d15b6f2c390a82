extension ScreenContent {
    /// Asks `message` before an action that asks first runs (`confirm:`), through `confirmation`:
    /// the button `action` runs `run` with the text typed into the message's field; any other
    /// button, or the message leaving unanswered, runs nothing (`.skipped(.declined)`). The other
    /// buttons still fire their own events (`onMessageAction`). Without a presenter there is no
    /// one to ask, and nothing runs.
    public func confirm(
        _ message: FeedbackMessage, in confirmation: PendingConfirmation, confirmedBy action: FeedbackAction.ID,
        run: @escaping @MainActor (_ text: String?) async -> CallOutcome
    ) async -> CallOutcome {
        await confirmation.ask(present: { [self] answer in
            guard let feedback else { return answer(nil) }
            recordCoverage(of: message)
            feedback.show(confirming: message, onAnswer: { [weak self] chosen in
                answer(chosen)
                if let chosen, chosen.action != action { self?.onMessageAction?(message.key, chosen) }
            })
        }, confirmedBy: action, run: run)
    }
}
