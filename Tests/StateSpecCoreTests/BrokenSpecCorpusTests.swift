import Foundation
import Testing
@testable import StateSpecCore

/// A corpus of broken specs, one mistake each, the way people get YAML and the spec language
/// wrong: typos, synonyms from another section, blocks at the wrong level, tabs, indentation,
/// text that needs quotes, unclosed quotes and brackets, types YAML reads as lists. Each file's
/// first line says the first diagnostic lint must print (line, column, rule and the whole
/// message, fix included): `# expect: 14:5 unknown-key: unknown key 'mesage' …`.
@Suite struct BrokenSpecCorpusTests {
    static let folder = packageRoot.appendingPathComponent("Tests/StateSpecCoreTests/Fixtures/broken")

    static var names: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".yaml") }.sorted()
    }

    @Test func theCorpusHoldsAtLeastSixtyMistakes() {
        #expect(Self.names.count >= 60)
    }

    @Test(arguments: names)
    func eachBrokenSpecGetsItsExpectedFirstDiagnostic(_ name: String) throws {
        let text = try String(contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8)
        let header = try #require(text.split(separator: "\n", maxSplits: 1).first)
        let expectPrefix = "# expect: "
        try #require(header.hasPrefix(expectPrefix), "\(name) has no `# expect:` first line")
        let expected = String(header.dropFirst(expectPrefix.count))
        let diagnostics = lint(text, path: name)
        let first = try #require(diagnostics.first, "\(name) lints clean")
        let found = "\(first.location.line):\(first.location.column) \(first.ruleID): \(first.message)"
        #expect(found == expected, "\(name)")
        // One mistake, one diagnostic: the cause, without the consequences of the same mistake.
        #expect(diagnostics.dropFirst().allSatisfy { $0.severity != .error }, "\(name): \(diagnostics.map(\.xcodeFormatted))")
    }

    /// `text: #1 hit`: YAML reads the text as a comment. The one diagnostic about the empty
    /// value says so, for any text key, and only where the comment follows the key on its line.
    @Test func aTextReadAsACommentIsExplainedWhereTheCommentFollowsTheKey() {
        let spec = validSpec
            .replacingOccurrences(of: "empty: { message: No profile yet }",
                                  with: "empty:\n    message:   # Top picks\n    action:\n      title: # New\n      event: create")
            .replacingOccurrences(of: "error: { message: Could not load the profile, retry: Try again }",
                                  with: "error:\n    message: Could not load the profile\n    retry: #Retry")
            + "\nevents:\n  create: { summary: Opens the editor. }\n"
        let diagnostics = lint(spec)
        #expect(diagnostics.map { "\($0.documentPath) \($0.ruleID) \($0.severity)" } == [
            "states.empty.message invalid-value error",
            "states.empty.action.title invalid-value error",
            "states.error.retry invalid-value error",
        ], "\(diagnostics.map(\.xcodeFormatted))")
        #expect(diagnostics.first?.message == "'states.empty.message' must be text; found nothing: in YAML, '#' after ': ' starts a comment, so the text was read as nothing; quote it: `message: \"# Top picks\"`")
        #expect(diagnostics.dropFirst().first?.message.hasSuffix("quote it: `title: \"# New\"`") == true)
        #expect(diagnostics.last?.message.hasSuffix("quote it: `retry: \"#Retry\"`") == true)

        let message = ExampleSpecs.feed + """
        feedback:
          saved:
            kind: success
            text: #1 hit
            raised: manual
        """
        #expect(lint(message).filter { $0.severity == .error }.map(\.message) == [
            "'feedback.saved.text' must be text; found nothing: in YAML, '#' after ': ' starts a comment, so the text was read as nothing; quote it: `text: \"#1 hit\"`",
        ])

        // A key with no value, and a comment on a line of its own, are not text read as a comment.
        let commentBelow = validSpec.replacingOccurrences(of: "empty: { message: No profile yet }", with: "empty:\n    message:\n    # Top picks")
        let alone = validSpec.replacingOccurrences(of: "empty: { message: No profile yet }", with: "empty:\n    message:")
        for text in [commentBelow, alone] {
            #expect(lint(text).map(\.message).contains("'states.empty.message' must be text; found nothing"), "\(lint(text).map(\.xcodeFormatted))")
        }
    }
}
