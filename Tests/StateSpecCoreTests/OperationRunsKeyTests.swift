import Foundation
import Testing
@testable import StateSpecCore

/// `runs: loader`: an operation says it is one. An event of an earlier release that was an
/// operation by its feedback or result is read with it, warned, and migrated; the generated
/// Swift is the same either way.
@Suite struct OperationRunsKeyTests {
    static let feed = ExampleSpecs.feed.replacingOccurrences(of: "empty: { message: No posts }", with: "empty: { message: No posts, action: { title: Write a post, event: compose } }") + """
    events:
      save: { runs: loader, success: saved, failure: saveFailed }
      compose: { summary: Opens the composer. }
    feedback:
      saved: { kind: success, text: Saved }
      saveFailed: { kind: error, text: Could not save }

    """
    /// The same screen as an earlier release wrote it.
    static let implied = feed.replacingOccurrences(of: "{ runs: loader, success:", with: "{ success:")

    static func generated(_ spec: String) -> [GeneratedFile] {
        Compiler().generate([SpecSource(path: "Feed.yaml", text: spec)]).files
    }

    static func file(_ suffix: String, _ spec: String) -> String {
        generated(spec).first { $0.path == "Feed\(suffix).swift" }?.contents ?? ""
    }

    /// What lint finds but an empty state without an action, which the examples of sections and
    /// rows leave out.
    static func findings(_ spec: String) -> [Diagnostic] {
        lint(spec).filter { $0.ruleID != "empty-without-action" }
    }

    static func migrated(_ spec: String) throws -> SpecMigration.Result {
        try #require(SpecMigration.migrate(SpecSource(path: "Feed.yaml", text: spec)))
    }

    @Test func writtenTheEventIsAnOperationAndLintsClean() {
        #expect(lint(Self.feed).isEmpty, "\(lint(Self.feed).map(\.message))")
        #expect(Self.file("Loader", Self.feed).contains("func save(current: [Post]) async throws -> [Post]"))
        #expect(Self.file("ViewModel", Self.feed).contains("@discardableResult func save() async -> CallOutcome"))
        // The event without it is a plain event: the app's `onEvent` gets it.
        #expect(Self.file("ViewModel", Self.feed).contains("func compose()"))
        #expect(!Self.file("Loader", Self.feed).contains("func compose("))
    }

    @Test func impliedItIsReadAsWrittenWithOneWarningAndTheSameSwift() {
        let diagnostics = lint(Self.implied)
        #expect(diagnostics.map(\.ruleID) == ["deprecated-spelling"], "\(diagnostics.map(\.message))")
        #expect(diagnostics.first?.severity == .warning)
        #expect(diagnostics.first?.documentPath == "events.save.runs")
        #expect(diagnostics.first?.message.contains("'runs: loader'") == true)
        #expect(diagnostics.first?.message.contains("statespec migrate") == true)
        let before = Self.generated(Self.implied)
        #expect(!before.isEmpty && before == Self.generated(Self.feed))
    }

    /// Each key that made an event an operation implies it alone; `input`, `optimistic` and
    /// `while-running` never did (they need an operation), and a summary never did.
    @Test(arguments: ["success: saved", "failure: saveFailed", "haptic: success", "result: Post"])
    func eachKeyThatMadeAnOperationImpliesIt(_ key: String) {
        let spec = Self.implied.replacingOccurrences(of: "save: { success: saved, failure: saveFailed }", with: "save: { \(key) }")
            .replacingOccurrences(of: "  saved: { kind: success, text: Saved }\n", with: key.contains("saved") ? "  saved: { kind: success, text: Saved }\n" : "  saved: { kind: success, text: Saved, raised: manual }\n")
            .replacingOccurrences(of: "  saveFailed: { kind: error, text: Could not save }\n", with: key.contains("saveFailed") ? "  saveFailed: { kind: error, text: Could not save }\n" : "  saveFailed: { kind: error, text: Could not save, raised: manual }\n")
        let found = lint(spec)
        #expect(found.filter { $0.ruleID == "deprecated-spelling" }.map(\.documentPath) == ["events.save.runs"], "\(key): \(found.map(\.message))")
        // Read as an operation: one without a failure message is told to say what a failure shows.
        #expect(found.filter { $0.severity == .error }.map(\.ruleID) == (key.contains("failure") ? [] : ["silent-operation-failure"]), "\(key): \(found.map(\.message))")
    }

    @Test func migrateWritesItFirstInAFlowMappingAndTheSwiftStaysTheSame() throws {
        let result = try Self.migrated(Self.implied)
        #expect(result.writtenKeys.map(\.mapping) == ["events.save"])
        #expect(result.text == Self.feed)
        #expect(lint(result.text).isEmpty)
        #expect(Self.generated(result.text) == Self.generated(Self.implied))
        let again = try Self.migrated(result.text)
        #expect(!again.changesText && again.text == result.text)
    }

    @Test func migrateWritesItAsALineInABlockMappingKeepingComments() throws {
        let block = Self.implied.replacingOccurrences(of: "  save: { success: saved, failure: saveFailed }\n", with: """
          save:
            # shown as a snackbar
            success: saved
            failure: saveFailed

        """)
        let result = try Self.migrated(block)
        #expect(result.text == block.replacingOccurrences(of: "    # shown as a snackbar\n", with: "    # shown as a snackbar\n    runs: loader\n"))
        #expect(lint(result.text).isEmpty, "\(lint(result.text).map(\.message))")
        #expect(Self.generated(result.text) == Self.generated(block))
    }

    /// A flow mapping that opens on the name's line and goes on below, or has a comment after its
    /// brace, gets the key in front of its first key, never a line of its own inside the braces.
    @Test(arguments: ["save: {\n    success: saved,\n    failure: saveFailed }", "save: { # the draft\n    success: saved, failure: saveFailed }"])
    func migrateWritesIntoAFlowMappingWrittenOverLines(_ written: String) throws {
        let spec = Self.implied.replacingOccurrences(of: "save: { success: saved, failure: saveFailed }", with: written)
        #expect(lint(spec).map(\.ruleID) == ["deprecated-spelling"], "\(lint(spec).map(\.message))")
        let result = try Self.migrated(spec)
        #expect(result.text == spec.replacingOccurrences(of: "    success: saved", with: "    runs: loader, success: saved"))
        #expect(lint(result.text).isEmpty, "\(lint(result.text).map(\.message))")
        #expect(Self.generated(result.text) == Self.generated(spec))
    }

    @Test func aSectionsEventGetsItInTheSection() throws {
        let spec = ExampleSpecs.account.replacingOccurrences(of: "      initial: { on: appear }\n  posts:", with: """
              initial: { on: appear }
            events:
              follow: { failure: followFailed }
            feedback:
              followFailed: { kind: error, text: Could not follow }
          posts:
        """)
        #expect(Self.findings(spec).map(\.documentPath) == ["sections.header.events.follow.runs"], "\(Self.findings(spec).map(\.message))")
        let result = try Self.migrated(spec)
        #expect(result.text.contains("follow: { runs: loader, failure: followFailed }"))
        #expect(Self.findings(result.text).isEmpty)
    }

    /// Beside sections an event is plain: nothing is implied there, and the one error about an
    /// operation beside sections names what was written.
    @Test func besideSectionsNothingIsImpliedAndAWrittenRunsIsTheOneError() {
        let old = ExampleSpecs.accountWithScreenButton.replacingOccurrences(of: "follow: { summary: Follows the account. }",
                                                                              with: "follow: { summary: Follows the account., failure: followFailed }")
        #expect(Self.findings(old).map(\.ruleID) == ["content-beside-sections"], "\(Self.findings(old).map(\.message))")
        #expect(Self.findings(old).first?.message.contains("has 'failure'") == true)
        let written = ExampleSpecs.accountWithScreenButton.replacingOccurrences(of: "follow: { summary: Follows the account. }",
                                                                                  with: "follow: { summary: Follows the account., runs: loader }")
        #expect(Self.findings(written).map(\.ruleID) == ["content-beside-sections"], "\(Self.findings(written).map(\.message))")
        #expect(Self.findings(written).first?.message.contains("has 'runs'") == true)
    }

    /// An operation may now say it is one with nothing else: it must still say what a failure
    /// shows, and an input or a repeat policy is allowed on it.
    @Test func anOperationThatSaysOnlyThatItRunsStillSaysWhatItsFailureShows() {
        let bare = Self.feed.replacingOccurrences(of: "save: { runs: loader, success: saved, failure: saveFailed }", with: "save: { runs: loader }")
            .replacingOccurrences(of: "  saved: { kind: success, text: Saved }\n  saveFailed: { kind: error, text: Could not save }\n", with: "")
            .replacingOccurrences(of: "feedback:\n", with: "")
        #expect(lint(bare).filter { $0.severity == .error }.map(\.ruleID) == ["silent-operation-failure"], "\(lint(bare).map(\.message))")
        let withInput = Self.feed.replacingOccurrences(of: "save: { runs: loader, success: saved, failure: saveFailed }",
                                                       with: "save: { runs: loader, input: String, failure: saveFailed, while-running: again }")
            .replacingOccurrences(of: "  saved: { kind: success, text: Saved }\n", with: "")
        #expect(lint(withInput).isEmpty, "\(lint(withInput).map(\.message))")
        #expect(Self.file("Loader", withInput).contains("func save(current: [Post], input: String) async throws -> [Post]"))
        // Without it, the same keys are a plain event with keys only an operation takes: one error each.
        let plain = withInput.replacingOccurrences(of: "runs: loader, input: String, failure: saveFailed, ", with: "input: String, ")
        #expect(lint(plain).filter { $0.severity == .error }.map(\.documentPath).sorted() == ["events.save.input", "events.save.while-running"],
                "\(lint(plain).map(\.message))")
        #expect(lint(plain).first { $0.documentPath == "events.save.input" }?.message.contains("add 'runs: loader'") == true)
    }

    /// The same key means the same on every action: written on an item or a bulk action, which
    /// the loader always runs, it changes nothing.
    @Test func onItemAndBulkActionsItIsAcceptedAndChangesNothing() {
        let actions = ExampleSpecs.rows + """
        item-actions:
          like: { failure: likeFailed }
        bulk-actions:
          markRead: { failure: markFailed }
        feedback:
          likeFailed: { kind: error, text: Could not like the post }
          markFailed: { kind: error, text: Could not mark every post }

        """
        let written = actions.replacingOccurrences(of: "like: { failure", with: "like: { runs: loader, failure")
            .replacingOccurrences(of: "markRead: { failure", with: "markRead: { runs: loader, failure")
        #expect(Self.findings(written).isEmpty, "\(Self.findings(written).map(\.message))")
        #expect(Self.findings(actions).isEmpty, "\(Self.findings(actions).map(\.message))")
        #expect(Self.generated(written) == Self.generated(actions))
    }

    @Test func anotherRunnerIsAnInvalidValueInLintAndTheSchema() throws {
        let spec = Self.feed.replacingOccurrences(of: "runs: loader", with: "runs: app")
        #expect(lint(spec).filter { $0.severity == .error }.map(\.documentPath) == ["events.save.runs"], "\(lint(spec).map(\.message))")
        let schema = try JSONSchemaTests.parsedSchema(.spec)
        for (text, valid) in [(spec, false), (Self.feed, true), (Self.implied, true)] {
            let root = try #require(SyntaxParser.parse(SpecSource(path: "Feed.yaml", text: text)).root)
            #expect(SchemaValidator.errors(JSONValue(root, typing: .text), against: schema).isEmpty == valid, "\(text)")
        }
    }
}
