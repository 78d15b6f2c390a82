import Testing
@testable import StateSpecCore

/// Baselines match findings by rule, file and content, never by line number.
@Suite struct BaselineTests {
    /// Two warnings (unused definitions) and an error (a misspelt key).
    static let legacy = validSpec + "\nevents:\n  unused: {}\n  other: { summary: Never fired. }\n"
    static let broken = legacy.replacingOccurrences(of: "  loading: { style: spinner }", with: "  loading: { style: spinner, colour: grey }")

    func lintSources(_ text: String, path: String = "specs/Legacy.yaml") -> ([Diagnostic], [SpecSource]) {
        let sources = [SpecSource(path: path, text: text)]
        return (Compiler().lint(sources).diagnostics, sources)
    }

    @Test func aBaselineRoundTripsThroughItsFile() throws {
        let (diagnostics, sources) = lintSources(Self.broken)
        #expect(diagnostics.count == 3)
        let baseline = Baseline(diagnostics, sources: sources)
        let text = baseline.rendered()
        #expect(try Baseline.parse(text).get() == baseline)
        // The same findings always write the same bytes.
        #expect(Baseline(diagnostics.reversed(), sources: sources).rendered() == text)
        #expect(text.contains(#""content": "unused: {}""#))
        #expect(!text.contains("\"line\""))
    }

    @Test func editsAboveAFindingDoNotMakeItNew() throws {
        let (diagnostics, sources) = lintSources(Self.broken)
        let baseline = try Baseline.parse(Baseline(diagnostics, sources: sources).rendered()).get()
        // Lines added at the top and in the middle move every finding down.
        let edited = "# A comment added later\nsummary: The user's profile.\n" + Self.broken.replacingOccurrences(of: "states:\n", with: "states:\n  # reviewed\n")
        let (after, editedSources) = lintSources(edited)
        #expect(after.map(\.location.line) != diagnostics.map(\.location.line))
        let (new, known) = baseline.newDiagnostics(after, sources: editedSources)
        #expect(new.isEmpty)
        #expect(known == 3)
    }

    @Test func aNewFindingIsReportedAndAFixedOneIsNotMissed() throws {
        let (diagnostics, sources) = lintSources(Self.broken)
        let baseline = Baseline(diagnostics, sources: sources)
        // A new unknown key, and a second copy of a known finding in another file.
        let worse = Self.broken.replacingOccurrences(of: "  empty: { message: No profile yet }", with: "  empty: { message: No profile yet, icon: none }")
        let (after, afterSources) = lintSources(worse)
        let (new, _) = baseline.newDiagnostics(after, sources: afterSources)
        #expect(new.map(\.ruleID) == ["unknown-key"])
        #expect(new.first?.message.contains("'icon'") == true)
        let (dotted, dottedSources) = lintSources(Self.broken, path: "./specs/Legacy.yaml")
        #expect(baseline.newDiagnostics(dotted, sources: dottedSources).new.isEmpty, "./specs/Legacy.yaml is specs/Legacy.yaml")
        let (elsewhere, elsewhereSources) = lintSources(Self.broken, path: "specs/Other.yaml")
        #expect(baseline.newDiagnostics(elsewhere, sources: elsewhereSources).new.count == 3)
    }

    @Test func identicalFindingsAreCounted() throws {
        let twice = validSpec + "\nevents:\n  unused: {}\nfeedback:\n  unusedMessage: { kind: info, text: Hi }\n"
        let (diagnostics, sources) = lintSources(twice)
        let baseline = Baseline(Array(diagnostics.prefix(1)), sources: sources)
        #expect(baseline.newDiagnostics(diagnostics, sources: sources).new.count == diagnostics.count - 1)
    }

    @Test func aFileThatIsNotABaselineIsRefusedWithTheReason() {
        #expect(throws: BaselineError.self) { try Baseline.parse("[1, 2]").get() }
        #expect(throws: BaselineError.self) { try Baseline.parse("not json").get() }
        #expect(throws: BaselineError.self) { try Baseline.parse(#"{"version": 2, "findings": []}"#).get() }
        #expect(throws: BaselineError.self) { try Baseline.parse(#"{"findings": [{"rule": "x"}]}"#).get() }
    }
}
