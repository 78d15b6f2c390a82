/// The question a screen asks before it runs an action that asks first (`confirm:` on an item
/// action, a bulk action or an operation): "Delete this row?". One question waits at a time, and
/// every call that asks gets an outcome:
///
/// - The button that confirms (`confirmedBy`): the action runs with the caller's subject (the
///   row, the selection, the input) and the text typed into the message's field, in a task of its
///   own, as a message's button's operation does; the caller gets the action's outcome.
/// - Any other button, or the question leaving without an answer (the user swiped a sheet away,
///   the app closed it): nothing runs, and the caller gets `.skipped(.declined)`.
/// - A newer call asking while one waits: the newer question is the one the user answers (a
///   presenter that tells messages apart by key shows it in the older one's place), so the older
///   caller gets `.skipped(.superseded)` at once, and an answer meant for it is ignored.
/// - The caller's task cancelled while the question is shown (the view went away): the caller
///   gets `.cancelled` at once; the question stays, and if the user still confirms, the action
///   runs, since the user saw it and said yes.
@MainActor
public final class PendingConfirmation {
    /// One call waiting for its answer.
    private final class Question {
        let id: Int
        let confirmingAction: FeedbackAction.ID
        let run: @MainActor (_ text: String?) async -> CallOutcome
        /// The caller still waiting; nil once it was told (or its task was cancelled).
        var caller: CheckedContinuation<CallOutcome, Never>?

        init(id: Int, confirmingAction: FeedbackAction.ID, run: @escaping @MainActor (String?) async -> CallOutcome) {
            self.id = id
            self.confirmingAction = confirmingAction
            self.run = run
        }

        func tell(_ outcome: CallOutcome) {
            caller?.resume(returning: outcome)
            caller = nil
        }
    }

    private var waiting: Question?
    private var asked = 0

    /// No question asked yet.
    public init() {}

    /// True while a question waits for the user's answer.
    public var isWaiting: Bool { waiting != nil }

    /// Asks the user before running an action, and answers with what became of it (see the type).
    ///
    /// - Parameters:
    ///   - present: Shows the question and calls the answer it is handed with the button chosen,
    ///     or nil when the question leaves without one (`ScreenContent.confirm(_:onAnswer:)`).
    ///   - action: The id of the button that confirms.
    ///   - run: The action, run once the user confirms, with the text typed into the message's
    ///     field (nil on a message without one).
    public func ask(
        present: (_ answer: @escaping @MainActor (FeedbackAnswer?) -> Void) -> Void,
        confirmedBy action: FeedbackAction.ID,
        run: @escaping @MainActor (_ text: String?) async -> CallOutcome
    ) async -> CallOutcome {
        guard !Task.isCancelled else { return .cancelled }
        waiting?.tell(.skipped(.superseded))
        asked += 1
        let id = asked
        let question = Question(id: id, confirmingAction: action, run: run)
        waiting = question
        return await withTaskCancellationHandler {
            await withCheckedContinuation { caller in
                question.caller = caller
                present { [weak self] answer in self?.answer(answer, to: id) }
            }
        } onCancel: {
            Task { @MainActor [weak self] in self?.callerCancelled(question: id) }
        }
    }

    /// The user's answer to the question `id`; an answer to a question no longer waiting is ignored.
    private func answer(_ answer: FeedbackAnswer?, to id: Int) {
        guard let question = waiting, question.id == id else { return }
        waiting = nil
        guard let answer, answer.action == question.confirmingAction else { return question.tell(.skipped(.declined)) }
        let caller = question.caller
        question.caller = nil
        let run = question.run
        Task { @MainActor in
            let outcome = await run(answer.text)
            caller?.resume(returning: outcome)
        }
    }

    /// The caller of the question `id` stopped waiting; the question stays for the user.
    private func callerCancelled(question id: Int) {
        guard let question = waiting, question.id == id else { return }
        question.tell(.cancelled)
    }
}
