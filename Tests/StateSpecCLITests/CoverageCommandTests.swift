import Foundation
import StateSpecCore
import Testing

/// `statespec coverage`: what no test showed, at its line, in every reporter; `--minimum`; and
/// reports that are not reports.
@Suite struct CoverageCommandTests {
    static let spec = """
    screen: Feed
    summary: Posts, newest first.
    content: { type: "[Post]", item: Post }
    states:
      ideal: {}
      loading: { style: spinner }
      empty: { message: No posts yet }
      error:
        message: Could not load the feed
        retry: Try again
        causes:
          offline: { message: You are offline }
      partial: { waived: never paged }
    loads:
      initial: {}
      refresh: { failure: refreshFailed }
    feedback:
      refreshFailed: { kind: error, text: Could not refresh the feed }

    """

    /// Loading, ideal and the error state for `offline`: three of the seven items.
    static let partReport = """
    {"format": "statespec-coverage", "version": 1, "screens": {
      "Feed": {"states": ["ideal", "loading", "error"], "causes": {"error": ["offline"]}, "messages": []}}}
    """

    /// The rest: the empty state, `other`, and the message.
    static let restReport = """
    {"format": "statespec-coverage", "version": 1, "screens": {
      "Feed": {"states": ["empty", "error"], "causes": {"error": ["other"]}, "messages": ["refreshFailed"]}}}
    """

    private func workspace() throws -> Workspace {
        let workspace = try Workspace()
        try workspace.write("Feed.yaml", Self.spec)
        try workspace.write("part.json", Self.partReport)
        return workspace
    }

    @Test func namesExactlyWhatNoTestShowedAtItsLine() throws {
        let outcome = try workspace().run("coverage", "part.json", "Feed.yaml")
        #expect(outcome.exitCode == 0)
        let lines = outcome.standardOutput.split(separator: "\n").map(String.init)
        #expect(Array(lines.prefix(4)) == [
            "Feed.yaml:7:3: warning: no test showed the empty state of Feed [uncovered-state]",
            "Feed.yaml:8:3: warning: no test showed Feed's error state for the cause 'other' [uncovered-state]",
            "Feed.yaml:18:3: warning: no test showed the message 'refreshFailed' of Feed [uncovered-state]",
            "Screen  Covered  Percent",
        ])
        #expect(Array(lines.dropFirst(4)) == ["Feed        4/7    57.1%", "Total       4/7    57.1%"])
        #expect(outcome.standardError == "State coverage: 4 of 7 (57.1%) in 1 screen.\n")
    }

    @Test func severalReportsMergeAndAFolderOfReportsIsRead() throws {
        let workspace = try workspace()
        try workspace.write("rest.json", Self.restReport)
        let merged = try workspace.run("coverage", "part.json", "rest.json", "Feed.yaml", "--minimum", "100")
        #expect(merged.exitCode == 0)
        #expect(merged.standardOutput.hasPrefix("Screen  Covered  Percent\nFeed        7/7   100.0%\n"))

        try workspace.write("coverage/statespec-coverage-11.json", Self.partReport)
        try workspace.write("coverage/statespec-coverage-12.json", Self.restReport)
        try workspace.write("coverage/notes.txt", "not a report")
        let folder = try workspace.run("coverage", "coverage", "Feed.yaml", "--minimum", "100")
        #expect(folder.exitCode == 0)
        #expect(folder.standardError == "State coverage: 7 of 7 (100.0%) in 1 screen, at least the minimum of 100.0%.\n")
    }

    @Test func belowTheMinimumFailsWithTheLintFailureCode() throws {
        let workspace = try workspace()
        #expect(try workspace.run("coverage", "part.json", "Feed.yaml", "--minimum", "57.1").exitCode == 0)
        let below = try workspace.run("coverage", "part.json", "Feed.yaml", "--minimum", "57.2")
        #expect(below.exitCode == 1)
        #expect(below.standardError.contains("below the minimum of 57.2%"))
        for bad in ["-1", "100.5", "nan", "inf", "lots"] {
            let outcome = try workspace.run("coverage", "part.json", "Feed.yaml", "--minimum", bad)
            #expect(outcome.exitCode == 2, "--minimum \(bad)")
        }
    }

    @Test(arguments: [
        ("{", "the JSON is not valid"),
        ("[]", "it has no \"format\": \"statespec-coverage\""),
        ("{\"format\": \"statespec-coverage\", \"version\": 2, \"screens\": {}}", "version 2; this statespec reads version 1"),
        ("{\"format\": \"statespec-coverage\", \"version\": 1, \"screens\": {\"Feed\": {\"states\": [1]}}}", "\"states\" of 'Feed' is not a list of names"),
    ])
    func aReportThatIsNotOneStopsTheRunWithItsReason(_ text: String, _ reason: String) throws {
        let workspace = try workspace()
        try workspace.write("bad.json", text)
        let outcome = try workspace.run("coverage", "bad.json", "Feed.yaml")
        #expect(outcome.exitCode == 2)
        #expect(outcome.standardError.hasPrefix("error: bad.json: "))
        #expect(outcome.standardError.contains(reason), "\(outcome.standardError)")
        #expect(outcome.standardOutput.isEmpty)
    }

    @Test func noReportOrAMissingOneIsAToolFailure() throws {
        let workspace = try workspace()
        #expect(try workspace.run("coverage", "Feed.yaml").exitCode == 2)
        #expect(try workspace.run("coverage", "missing.json", "Feed.yaml").exitCode == 2)
    }

    @Test func aScreenNoSpecDeclaresIsAWarningOnTheReport() throws {
        let workspace = try workspace()
        try workspace.write("ghost.json", #"{"format": "statespec-coverage", "version": 1, "screens": {"Ghost": {"states": ["ideal"]}}}"#)
        let outcome = try workspace.run("coverage", "ghost.json", "part.json", "Feed.yaml")
        #expect(outcome.exitCode == 0)
        #expect(outcome.standardOutput.hasPrefix("Feed.yaml:7:3: warning: no test showed the empty state of Feed [uncovered-state]\n"))
        #expect(outcome.standardOutput.contains("ghost.json:1:1: warning: the coverage report names the screen 'Ghost', which no spec given declares [unknown-coverage-screen]\n"))
    }

    @Test func everyReporterCarriesTheFindings() throws {
        let workspace = try workspace()
        for id in ReporterRegistry.ids {
            let outcome = try workspace.run("coverage", "part.json", "Feed.yaml", "--reporter", id)
            #expect(outcome.exitCode == 0, "\(id)")
            #expect(outcome.standardOutput.contains("no test showed the empty state of Feed"), "\(id)")
            // Only the human format has the table: the others are read by programs.
            #expect(outcome.standardOutput.contains("Screen  Covered") == (id == ReporterRegistry.defaultID), "\(id)")
        }
        let github = try workspace.run("coverage", "part.json", "Feed.yaml", "--reporter", "github-actions")
        #expect(github.standardOutput.contains("::warning file=Feed.yaml,line=7,col=3,title=uncovered-state::no test showed the empty state of Feed"))
        let sarif = try workspace.run("coverage", "part.json", "Feed.yaml", "--reporter", "sarif")
        let log = try #require(JSONSerialization.jsonObject(with: Data(sarif.standardOutput.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        #expect(rules.contains { $0["id"] as? String == "uncovered-state" })
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 3)
        #expect(results.allSatisfy { $0["ruleId"] as? String == "uncovered-state" && $0["ruleIndex"] != nil })
    }

    @Test func aSpecWithErrorsFailsTheRun() throws {
        let workspace = try workspace()
        try workspace.write("Broken.yaml", "screen: Broken\n")
        let outcome = try workspace.run("coverage", "part.json", "Feed.yaml", "Broken.yaml")
        #expect(outcome.exitCode == 1)
        #expect(outcome.standardOutput.contains("Broken.yaml:"))
        #expect(outcome.standardOutput.contains(": error: "))
    }
}
