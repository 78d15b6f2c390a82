// The question asked before an action that asks first: one at a time, and every caller told.

import StateSpecRuntime
import Testing

@MainActor
@Suite("A confirmation runs its action only when the user confirms, and always answers the caller")
struct PendingConfirmationTests {
    /// The questions shown, each with the answer it is to be given.
    @MainActor final class Questions {
        var answers: [@MainActor (FeedbackAnswer?) -> Void] = []
        func present(_ answer: @escaping @MainActor (FeedbackAnswer?) -> Void) { answers.append(answer) }
    }

    let confirmation = PendingConfirmation()
    let questions = Questions()

    /// Asks in a task of its own, recording the texts the action runs with.
    func ask(_ ran: Ran, outcome: CallOutcome = .succeeded, tag: String = "") -> Task<CallOutcome, Never> {
        Task { [confirmation, questions] in
            await confirmation.ask(present: questions.present, confirmedBy: "delete") { text in
                ran.values.append(tag + (text ?? "-"))
                return outcome
            }
        }
    }

    @MainActor final class Ran { var values: [String] = [] }

    func untilAsked(_ count: Int = 1) async {
        while questions.answers.count < count { await Task.yield() }
    }

    @Test func confirmingRunsTheActionWithTheTextAndAnswersItsOutcome() async {
        let ran = Ran()
        let call = ask(ran, outcome: .failed)
        await untilAsked()
        #expect(confirmation.isWaiting)
        #expect(ran.values.isEmpty, "nothing runs before the user answers")
        questions.answers[0](FeedbackAnswer(action: "delete", text: "new name"))
        #expect(await call.value == .failed, "the caller gets the action's own outcome")
        #expect(ran.values == ["new name"])
        #expect(!confirmation.isWaiting)
    }

    @Test func anotherButtonOrNoAnswerDeclines() async {
        let ran = Ran()
        let cancelled = ask(ran)
        await untilAsked()
        questions.answers[0](FeedbackAnswer(action: "cancel"))
        #expect(await cancelled.value == .skipped(.declined))
        let closed = ask(ran)
        await untilAsked(2)
        questions.answers[1](nil)
        #expect(await closed.value == .skipped(.declined))
        #expect(ran.values.isEmpty)
    }

    @Test func aNewerQuestionSupersedesTheOlderAndALateAnswerToItIsIgnored() async {
        let ran = Ran()
        let older = ask(ran, tag: "older:")
        await untilAsked()
        let newer = ask(ran, tag: "newer:")
        await untilAsked(2)
        #expect(await older.value == .skipped(.superseded))
        questions.answers[0](FeedbackAnswer(action: "delete"))
        #expect(ran.values.isEmpty, "the answer to the older question runs nothing")
        #expect(confirmation.isWaiting)
        questions.answers[1](FeedbackAnswer(action: "delete"))
        #expect(await newer.value == .succeeded)
        #expect(ran.values == ["newer:-"])
    }

    @Test func aCancelledCallerStopsWaitingButTheUsersYesStillRuns() async {
        let ran = Ran()
        let call = ask(ran)
        await untilAsked()
        call.cancel()
        #expect(await call.value == .cancelled, "cancelling the caller is no failure")
        #expect(confirmation.isWaiting, "the question stays on screen")
        questions.answers[0](FeedbackAnswer(action: "delete"))
        while ran.values.isEmpty { await Task.yield() }
        #expect(ran.values == ["-"])
    }

    @Test func aCallerCancelledBeforeItAsksAsksNothing() async {
        let ran = Ran()
        let call = Task { [confirmation, questions] in
            withUnsafeCurrentTask { $0?.cancel() }
            return await confirmation.ask(present: questions.present, confirmedBy: "delete") { _ in
                ran.values.append("ran")
                return .succeeded
            }
        }
        #expect(await call.value == .cancelled)
        #expect(questions.answers.isEmpty)
        #expect(!confirmation.isWaiting)
    }

    @Test func aPresenterReportsAQuestionClosedWithoutAnAnswer() throws {
        let feedback = FeedbackHarness()
        var answers: [FeedbackAnswer?] = []
        let sheet = message("confirm", .caution, as: .sheet, actions: [action("delete", "Delete", .destructive)])
        feedback.presenter.show(confirming: sheet) { answers.append($0) }
        try #require(feedback.presenter.item(in: .dialog)).dismiss()
        #expect(answers == [nil], "a sheet swiped away answers nil")

        feedback.presenter.show(confirming: sheet) { answers.append($0) }
        let shown = try #require(feedback.presenter.item(in: .dialog))
        shown.choose(shown.buttons[0].action)
        #expect(answers == [nil, FeedbackAnswer(action: "delete")])
    }
}
