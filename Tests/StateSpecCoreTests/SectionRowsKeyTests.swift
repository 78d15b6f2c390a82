import Foundation
import Testing
@testable import StateSpecCore

/// `sections.<name>.rows: per-item`: asked for, reserved when asked for, refused with one error
/// per key it needs, and implied for the specs of earlier releases, which migrate to it.
@Suite struct SectionRowsKeyTests {
    static let rows = ExampleSpecs.libraryRows
    /// The same screen as an earlier release wrote it: the rows implied.
    static let implied = rows.replacingOccurrences(of: "    rows: per-item\n", with: "")

    static func generated(_ spec: String) -> [GeneratedFile] {
        Compiler().generate([SpecSource(path: "Home.yaml", text: spec)]).files
    }

    static func viewModel(_ spec: String) -> String {
        generated(spec).first { $0.path == "HomeViewModel.swift" }?.contents ?? ""
    }

    @Test func askedForTheSectionHasRowsAndLintsClean() {
        #expect(lint(Self.rows).isEmpty, "\(lint(Self.rows).map(\.message))")
        #expect(Self.viewModel(Self.rows).contains("let latestRows = SectionRows<MediaLibrary, HomeLatestViewModel>()"))
    }

    @Test func impliedTheRowsAreReadAsWrittenWithAWarningAndTheSameSwift() {
        let diagnostics = lint(Self.implied)
        #expect(diagnostics.map(\.ruleID) == ["deprecated-spelling"], "\(diagnostics.map(\.message))")
        #expect(diagnostics.first?.severity == .warning)
        #expect(diagnostics.first?.documentPath == "sections.latest.rows")
        #expect(diagnostics.first?.message.contains("'rows: per-item'") == true)
        #expect(diagnostics.first?.message.contains("statespec migrate") == true)
        let before = Self.generated(Self.implied)
        #expect(!before.isEmpty && before == Self.generated(Self.rows))
    }

    @Test func aSectionThatMissesAConditionHasNoRowsAndNoWarning() {
        for change in [("initial: { input: MediaLibrary }", "initial: { on: manual, input: MediaLibrary }"),
                       ("      refresh: { failure: latestRefreshFailed }\n", ""),
                       ("initial: { input: MediaLibrary }", "initial: { input: MediaLibrary, reappear: reload }"),
                       ("initial: { input: MediaLibrary }", "initial: { input: \"(MediaLibrary, Int)\" }")] {
            let spec = Self.implied.replacingOccurrences(of: change.0, with: change.1)
            #expect(spec != Self.implied)
            let diagnostics = lint(spec)
            #expect(!diagnostics.contains { $0.ruleID == "deprecated-spelling" || $0.severity == .error }, "\(change.1): \(diagnostics.map(\.message))")
            #expect(!Self.viewModel(spec).contains("SectionRows<"), "\(change.1)")
        }
        // Tabs: no rows either.
        let tabs = Self.implied + "sections-style: tabs\n"
        #expect(!lint(tabs).contains { $0.ruleID == "deprecated-spelling" })
    }

    @Test func eachKeyTheRowsNeedIsOneErrorNamingBothKeys() {
        let cases: [(String, String, String)] = [
            ("initial: { input: MediaLibrary }", "initial: { on: appear }", "'input'"),
            ("initial: { input: MediaLibrary }", "initial: { on: manual, input: MediaLibrary }", "'loads.initial.on: manual'"),
            ("initial: { input: MediaLibrary }", "initial: { on: input, input: MediaLibrary }", "'loads.initial.on: input'"),
            ("initial: { input: MediaLibrary }", "initial: { input: MediaLibrary, reappear: reload }", "'loads.initial.reappear: reload'"),
            ("error: { message: Could not load this library, retry: Try again }", "error: { waived: a library always loads }", "'states.error'"),
            ("initial: { input: MediaLibrary }", "initial: { input: \"(MediaLibrary, Int)\" }", "Hashable"),
        ]
        for (old, new, named) in cases {
            let spec = Self.rows.replacingOccurrences(of: old, with: new)
            #expect(spec != Self.rows)
            let errors = lint(spec).filter { $0.severity == .error }
            #expect(errors.map(\.ruleID) == ["section-rows"], "\(new): \(errors.map(\.message))")
            #expect(errors.first?.message.contains("'rows: per-item'") == true)
            #expect(errors.first?.message.contains(named) == true, "\(errors.first?.message ?? "")")
        }
        let tabs = lint(Self.rows + "sections-style: tabs\n").filter { $0.severity == .error }
        #expect(tabs.map(\.ruleID) == ["section-rows"], "\(tabs.map(\.message))")
        #expect(tabs.first?.message.contains("'sections-style: tabs'") == true)
        // Two keys missing: two errors.
        let two = lint(Self.rows.replacingOccurrences(of: "initial: { input: MediaLibrary }", with: "initial: { on: manual }")).filter { $0.severity == .error }
        #expect(two.map(\.ruleID) == ["section-rows", "section-rows"], "\(two.map(\.message))")
    }

    @Test func theRowsMeetTheSectionsOtherKeys() {
        // Hidden when empty or failed, primary elsewhere, screen-wide texts: rows and all.
        let spec = Self.rows
            .replacingOccurrences(of: "    rows: per-item\n", with: "    rows: per-item\n    when-empty: hide\n    when-failed: hide\n")
            .replacingOccurrences(of: "  libraries:\n", with: "  libraries:\n    primary: true\n")
            .replacingOccurrences(of: "screen: Home\n", with: "screen: Home\nstates:\n  empty: { message: Nothing here }\n")
        let problems = lint(spec).filter { $0.severity == .error || $0.ruleID == "deprecated-spelling" || $0.ruleID == "section-rows" }
        #expect(problems.isEmpty, "\(problems.map(\.message))")
        let model = Self.viewModel(spec)
        #expect(model.contains("let latestRows = SectionRows<MediaLibrary, HomeLatestViewModel>()"))
        #expect(model.contains("statuses(of: section).allSatisfy(\\.isHidden)"))
    }

    @Test func theRowsNameIsReservedExactlyWhenAskedFor() {
        let event = "events:\n  latestRows: { summary: Opens the rows. }\n"
        let asked = lint(Self.rows + event).filter { $0.ruleID == "invalid-identifier" }
        #expect(asked.count == 1, "\(asked.map(\.message))")
        let withoutRows = Self.rows.replacingOccurrences(of: "initial: { input: MediaLibrary }", with: "initial: { on: manual, input: MediaLibrary }")
            .replacingOccurrences(of: "    rows: per-item\n", with: "")
        #expect(!lint(withoutRows + event).contains { $0.ruleID == "invalid-identifier" }, "no rows, no reserved name")
    }

    // MARK: Migration

    @Test func migrateWritesTheImpliedKeyAsALineOfItsOwnKeepingTheRest() throws {
        let spec = Self.implied.replacingOccurrences(of: "  latest:\n", with: "  latest:   # one row per library\n    # what each row shows\n")
        let result = try #require(SpecMigration.migrate(SpecSource(path: "Home.yaml", text: spec)))
        #expect(result.writtenKeys.map(\.mapping) == ["sections.latest"])
        #expect(result.skippedKeys.isEmpty)
        #expect(result.changesText)
        #expect(result.text == spec.replacingOccurrences(of: "    # what each row shows\n", with: "    # what each row shows\n    rows: per-item\n"))
        #expect(lint(result.text).isEmpty, "\(lint(result.text).map(\.message))")
        #expect(Self.generated(result.text) == Self.generated(spec))
        let again = try #require(SpecMigration.migrate(SpecSource(path: "Home.yaml", text: result.text)))
        #expect(!again.changesText && again.text == result.text)
    }

    @Test func migrateWritesTheKeyFirstInASectionWrittenInFlowStyle() throws {
        let flow = """
        screen: Home
        sections:
          latest: { content: { type: "[Photo]", item: Photo }, states: { ideal: {}, loading: { style: spinner }, empty: { message: Nothing new }, error: { message: Could not load this library, retry: Try again }, partial: { waived: never paged } }, loads: { initial: { input: MediaLibrary }, refresh: { failure: latestRefreshFailed } }, feedback: { latestRefreshFailed: { kind: error, text: Could not refresh the library } } }

        """
        #expect(lint(flow).filter { $0.ruleID != "empty-without-action" }.map(\.ruleID) == ["deprecated-spelling"], "\(lint(flow).map(\.message))")
        let result = try #require(SpecMigration.migrate(SpecSource(path: "Home.yaml", text: flow)))
        #expect(result.writtenKeys.map(\.mapping) == ["sections.latest"])
        #expect(result.skippedKeys.isEmpty)
        #expect(result.text == flow.replacingOccurrences(of: "latest: { content:", with: "latest: { rows: per-item, content:"))
        #expect(lint(result.text).filter { $0.ruleID != "empty-without-action" }.isEmpty, "\(lint(result.text).map(\.message))")
        #expect(Self.generated(result.text) == Self.generated(flow))
    }

    @Test func anImpliedKeyAndAnOldSpellingMigrateTogether() throws {
        let spec = Self.implied.replacingOccurrences(of: "      refresh: { failure: latestRefreshFailed }\n",
                                                     with: "      refresh: { failure: latestRefreshFailed }\n    signals:\n      libraryChanged: { effect: refresh }\n")
        #expect(lint(spec).map(\.ruleID) == ["deprecated-spelling", "deprecated-spelling"], "\(lint(spec).map(\.message))")
        let result = try #require(SpecMigration.migrate(SpecSource(path: "Home.yaml", text: spec)))
        #expect(result.changes.count == 1 && result.writtenKeys.count == 1)
        #expect(lint(result.text).isEmpty, "\(lint(result.text).map(\.message))")
        #expect(Self.generated(result.text) == Self.generated(spec))
    }
}
