// An alert or a sheet with a text field: the text typed reaches the handler of the action chosen.

import StateSpecRuntime
import Testing

@MainActor
@Suite("A message's text field carries what the user typed to the action chosen")
struct FeedbackFieldTests {
    let save = action("save", "Save")
    let cancel = action("cancel", "Cancel", .cancel)

    func prompt(_ presentation: FeedbackPresentation = .alert, secure: Bool = false, text: String = "") -> FeedbackMessage {
        var prompt = message("rename", .caution, as: presentation, actions: [cancel, save], title: "Rename")
        prompt.field = FeedbackField(placeholder: LocalizedText(key: "rename.field.placeholder", other: "Name"), isSecure: secure, text: text)
        return prompt
    }

    @Test func theActionChosenGetsTheTextTypedLast() throws {
        let feedback = FeedbackHarness()
        var answers: [FeedbackAnswer] = []
        feedback.presenter.show(asking: prompt(text: "Road trip")) { answers.append($0) }
        let alert = try #require(feedback.presenter.item(in: .dialog))
        #expect(alert.field?.text == "Road trip", "the field starts with the text the message brought")
        #expect(alert.fieldPlaceholder == "Name")
        #expect(alert.field?.isSecure == false)
        alert.enter("Road")
        alert.enter("Road songs")
        #expect(feedback.presenter.item(in: .dialog)?.field?.text == "Road songs", "a view drawn again shows what was typed")
        alert.choose(save)
        #expect(answers == [FeedbackAnswer(action: "save", text: "Road songs")])
        #expect(feedback.key(in: .dialog) == nil)
    }

    @Test func cancellingAnswersCancelWithTheTextAndTheHandlerDecides() throws {
        let feedback = FeedbackHarness()
        var answers: [FeedbackAnswer] = []
        feedback.presenter.show(asking: prompt(.sheet, secure: true)) { answers.append($0) }
        let sheet = try #require(feedback.presenter.item(in: .dialog))
        #expect(sheet.field?.isSecure == true)
        sheet.enter("1234")
        sheet.choose(cancel)
        #expect(answers.map(\.action) == ["cancel"])
    }

    @Test func typingIntoAMessageThatLeftOrHasNoFieldChangesNothing() throws {
        let feedback = FeedbackHarness()
        var answers: [FeedbackAnswer] = []
        feedback.presenter.show(asking: prompt()) { answers.append($0) }
        let first = try #require(feedback.presenter.item(in: .dialog))
        first.choose(cancel)
        feedback.presenter.show(asking: prompt(text: "Kept")) { answers.append($0) }
        first.enter("late keystroke")
        #expect(feedback.presenter.item(in: .dialog)?.field?.text == "Kept", "a late keystroke never reaches the next prompt")

        let other = FeedbackHarness()
        other.presenter.show(message("note", .caution, as: .alert, actions: [save]))
        let alert = try #require(other.presenter.item(in: .dialog))
        alert.enter("ignored")
        #expect(other.presenter.item(in: .dialog)?.field == nil, "a message without a field gets none by typing")
    }

    @Test func aMessageWithoutAFieldAnswersWithNoText() throws {
        let feedback = FeedbackHarness()
        var answers: [FeedbackAnswer] = []
        feedback.presenter.show(asking: message("confirm", .caution, as: .alert, actions: [cancel, save])) { answers.append($0) }
        try #require(feedback.presenter.item(in: .dialog)).choose(save)
        #expect(answers == [FeedbackAnswer(action: "save", text: nil)])
    }

    @Test func aPresenterThatReportsOnlyActionsAnswersWithTheTextTheMessageBrought() {
        let presenting = ActionOnlyPresenter()
        var answers: [FeedbackAnswer] = []
        presenting.show(asking: prompt(text: "Road trip")) { answers.append($0) }
        presenting.handler?("save")
        #expect(answers == [FeedbackAnswer(action: "save", text: "Road trip")])
    }

    @Test func withFieldTextStartsTheFieldAndLeavesOtherMessagesAlone() {
        #expect(prompt().withFieldText("Mix").field?.text == "Mix")
        let plain = message("note")
        #expect(plain.withFieldText("Mix") == plain)
    }
}

/// A presenter written before fields: it reports the action chosen, and nothing typed.
@MainActor
private final class ActionOnlyPresenter: FeedbackPresenting {
    var handler: (@MainActor (FeedbackAction.ID) -> Void)?
    func show(_ message: FeedbackMessage) {}
    func show(_ message: FeedbackMessage, onAction: @escaping @MainActor (FeedbackAction.ID) -> Void) { handler = onAction }
}
