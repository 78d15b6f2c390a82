import Foundation
import Testing
@testable import StateSpecCore

/// Reading coverage reports, and holding them against specs: which items a spec declares, where,
/// and under the names the generated code records.
@Suite struct StateCoverageTests {
    static let timeline = """
    screen: Timeline
    summary: Posts.
    content: { type: "[Post]", item: Post }
    states:
      ideal: {}
      loading: { style: spinner }
      empty: { message: No posts }
      error:
        message: Could not load
        retry: Try again
        causes:
          offline: { message: You are offline }
          notFound: { message: Gone }
      partial: { waived: never paged }
    loads:
      initial: {}
      refresh: { failure: refreshFailed }
    feedback:
      refreshFailed: { kind: error, text: Could not refresh }
      welcome: { kind: info, text: Welcome, raised: manual }

    """

    static func spec(_ text: String, path: String = "Timeline.yaml") throws -> ScreenSpec {
        try #require(SpecDocument(parsing: SpecSource(path: path, text: text)).spec)
    }

    static func record(_ json: String, file: String = "r.json") throws -> CoverageRecord {
        try CoverageRecord.parse(json, file: file).get()
    }

    @Test func theItemsAreTheStatesCausesAndMessagesTheScreenShowsAtTheirKeys() throws {
        let screens = CoverageScreen.screens(of: try Self.spec(Self.timeline))
        #expect(screens.map(\.name) == ["Timeline"])
        let items = screens[0].items.map { "\($0.kind) \($0.location.line):\($0.location.column) \($0.path)" }
        #expect(items == [
            "state(\"ideal\") 5:3 states.ideal",
            "state(\"loading\") 6:3 states.loading",
            "state(\"empty\") 7:3 states.empty",
            "state(\"error\") 8:3 states.error",
            "errorCause(\"offline\") 12:7 states.error.causes.offline",
            "errorCause(\"notFound\") 13:7 states.error.causes.notFound",
            "errorCause(\"other\") 8:3 states.error.causes",
            "message(\"refreshFailed\") 19:3 feedback.refreshFailed",
        ])
    }

    @Test func idealAndLoadingCountEvenWhenNotWritten() throws {
        let spec = try Self.spec("screen: Bare\ncontent: { type: Profile }\nstates:\n  error: { message: Failed, retry: Again }\nloads:\n  initial: {}\n")
        let items = try #require(CoverageScreen.screens(of: spec).first).items
        #expect(items.map(\.kind) == [.state("ideal"), .state("loading"), .state("error")])
        #expect(items[0].location == SourceLocation(line: 3, column: 1))
    }

    @Test func aReportNamesExactlyWhatWasNotShown() throws {
        let record = try Self.record("""
        {"format": "statespec-coverage", "version": 1, "screens": {"Timeline": {
          "states": ["ideal", "loading", "error", "partial"], "causes": {"error": ["offline"], "partial": ["notFound"]}, "messages": []}}}
        """)
        let comparison = CoverageComparison(record, specs: [try Self.spec(Self.timeline)])
        #expect(comparison.diagnostics.map(\.xcodeFormatted) == [
            "Timeline.yaml:7:3: warning: no test showed the empty state of Timeline [uncovered-state]",
            "Timeline.yaml:8:3: warning: no test showed Timeline's error state for the cause 'other' [uncovered-state]",
            "Timeline.yaml:13:7: warning: no test showed Timeline's error state for the cause 'notFound' [uncovered-state]",
            "Timeline.yaml:19:3: warning: no test showed the message 'refreshFailed' of Timeline [uncovered-state]",
        ])
        #expect(comparison.rows == [.init(screen: "Timeline", file: "Timeline.yaml", covered: 4, total: 8)])
        #expect(comparison.percent == 50)
    }

    @Test func aScreenTheReportNeverNamesMissesEverythingAndAnUnknownOneIsAWarning() throws {
        let record = try Self.record(#"{"format": "statespec-coverage", "version": 1, "screens": {"Ghost": {"states": ["ideal"]}}}"#, file: "ghost.json")
        let comparison = CoverageComparison(record, specs: [try Self.spec(Self.timeline)])
        #expect(comparison.covered == 0 && comparison.total == 8)
        #expect(comparison.diagnostics.filter { $0.ruleID == "uncovered-state" }.count == 8)
        let unknown = try #require(comparison.diagnostics.first { $0.ruleID == "unknown-coverage-screen" })
        #expect(unknown.file == "ghost.json" && unknown.severity == .warning)
        #expect(CoverageComparison(CoverageRecord(), screens: []).percent == 100)
    }

    @Test func reportsMergeIntoTheirUnion() throws {
        let first = try Self.record(#"{"format": "statespec-coverage", "version": 1, "screens": {"A": {"states": ["ideal"], "causes": {"error": ["x"]}}}}"#, file: "1.json")
        let second = try Self.record(#"{"format": "statespec-coverage", "version": 1, "screens": {"A": {"states": ["empty"], "causes": {"error": ["y"]}, "messages": ["m"]}, "B": {}}}"#, file: "2.json")
        let merged = first.merged(with: second)
        #expect(merged.screens["A"] == CoverageRecord.Screen(states: ["ideal", "empty"], causes: ["error": ["x", "y"]], messages: ["m"]))
        #expect(merged.screens["B"] == CoverageRecord.Screen())
        #expect(merged.reportNaming == ["A": "1.json", "B": "2.json"])
    }

    @Test(arguments: [
        "", "{", "null", "[]", #"{"format": "other", "version": 1}"#,
        #"{"format": "statespec-coverage"}"#,
        #"{"format": "statespec-coverage", "version": 1.5}"#,
        #"{"format": "statespec-coverage", "version": 2}"#,
        #"{"format": "statespec-coverage", "version": 1, "screens": []}"#,
        #"{"format": "statespec-coverage", "version": 1, "screens": {"A": []}}"#,
        #"{"format": "statespec-coverage", "version": 1, "screens": {"A": {"messages": "m"}}}"#,
        #"{"format": "statespec-coverage", "version": 1, "screens": {"A": {"causes": {"error": [1]}}}}"#,
        String(repeating: "[", count: 10_000),
    ])
    func aReportThatIsNotOneIsAnErrorNeverACrash(_ text: String) {
        guard case .failure(let error) = CoverageRecord.parse(text, file: "bad.json") else {
            Issue.record("read as a report: \(text.prefix(80))")
            return
        }
        #expect(error.description.hasPrefix("bad.json: "))
        #expect(!error.message.isEmpty)
    }

    /// The names coverage compares are the generated code's: for every golden spec, each screen
    /// (each section of a screen with sections) has a generated `<name>State`, each cause a case
    /// of its error-cause enum, and each message a key ending in its name.
    @Test func theNamesAreTheGeneratedCodesForEveryGoldenSpec() throws {
        let generated = packageRoot.appendingPathComponent("Tests/GeneratedCodeTests/Generated")
        var sections = 0
        var causes = 0
        for source in try goldenSpecSources() {
            guard let spec = SpecDocument(parsing: source).spec else { continue }
            for screen in CoverageScreen.screens(of: spec) {
                if spec.hasSections { sections += 1 }
                let state = try String(contentsOf: generated.appendingPathComponent("\(screen.name)State.swift"), encoding: .utf8)
                for item in screen.items {
                    switch item.kind {
                    case .state(let name):
                        #expect(state.contains("case \(name)"), "\(screen.name): \(name)")
                    case .errorCause(let name):
                        causes += 1
                        #expect(state.contains("    case \(name)\n"), "\(screen.name): cause \(name)")
                    case .message(let name):
                        let feedback = try String(contentsOf: generated.appendingPathComponent("\(screen.name)Feedback.swift"), encoding: .utf8)
                        #expect(feedback.contains(".\(name)\", kind:"), "\(screen.name): message \(name)")
                    }
                }
            }
        }
        #expect(sections >= 3 && causes >= 2)
    }
}
