import Testing
@testable import StateSpecCore

/// What lint says of an action that asks first (`confirm:`): one diagnostic per mistake, from
/// the rule it belongs to, and a message named only by `confirm:` is in use.
@Suite struct ConfirmLintTests {
    /// An item action and an operation that ask first, with `EXTRA` appended to the messages.
    static let spec = ExampleSpecs.rows + """
    item-actions:
      delete: { effect: remove, failure: failed, confirm: confirmDelete }
    events:
      rename: { runs: loader, summary: Renames the feed., input: INPUT, failure: failed, confirm: askName }
    feedback:
      failed: { kind: error, text: Could not do it }
      confirmDelete:
        kind: caution
        text: Delete this post?
        presentation: alert
        actions:
          cancel: { title: Cancel, role: cancel }
          delete: { title: Delete, role: destructive, event: delete }
      askName:
        kind: caution
        text: Enter a new name.
        presentation: alert
        field: { placeholder: Name }
        actions:
          cancel: { title: Cancel, role: cancel }
          save: { title: Save, event: rename }

    """

    /// Lint without the example's empty state, which has no button, beside the point.
    func lint(_ spec: String) -> [Diagnostic] {
        StateSpecCoreTests.lint(spec).filter { $0.ruleID != "empty-without-action" }
    }

    @Test func messagesNamedOnlyByConfirmAreInUseAndTheSpecIsClean() {
        let found = lint(Self.spec.replacingOccurrences(of: "INPUT", with: "String"))
        #expect(found.isEmpty, "\(found.map(\.message))")
    }

    @Test func aFieldConfirmingAnInputThatIsNotTextIsOneClearError() {
        let found = lint(Self.spec.replacingOccurrences(of: "INPUT", with: "Int"))
        #expect(found.map(\.ruleID) == ["message-field"], "\(found.map(\.message))")
        #expect(found.first?.message == "'save' hands 'rename' the text typed into 'askName', but 'rename' takes `Int`; make its input `String`, or fire an event that takes a `String`")
    }

    @Test func confirmNamingNoMessageIsAnUndefinedReference() {
        let found = lint(Self.spec.replacingOccurrences(of: "INPUT", with: "String")
            .replacingOccurrences(of: "confirm: confirmDelete", with: "confirm: confirmDelet"))
        #expect(found.contains { $0.ruleID == "undefined-reference" && $0.message.hasPrefix("'confirmDelet' is not a feedback message of this screen") },
                "\(found.map(\.message))")
    }

    @Test func aPlainEventCannotAskFirst() {
        let spec = Self.spec.replacingOccurrences(of: "INPUT", with: "String")
            .replacingOccurrences(of: "rename: { runs: loader, summary: Renames the feed., input: String, failure: failed, confirm: askName }",
                                  with: "rename: { summary: Renames the feed., confirm: askName }")
        let found = lint(spec).filter { $0.ruleID == "confirm-message" }
        #expect(found.count == 1)
        #expect(found.first?.message.hasPrefix("'rename' is a plain event the app handles") == true, "\(found.map(\.message))")
    }

    @Test func aBarCannotAsk() {
        let spec = Self.spec.replacingOccurrences(of: "INPUT", with: "String")
            .replacingOccurrences(of: "text: Delete this post?\n    presentation: alert", with: "text: Delete this post?\n    presentation: snackbar")
        let found = lint(spec).filter { $0.ruleID == "confirm-message" }
        #expect(found.map(\.message) == ["'confirmDelete' is a snackbar, which does not wait for an answer; make it an alert or a sheet to ask before 'delete' runs"])
    }
}
