import Foundation
import Testing

/// The progress counter and the run's time: on a terminal only, never in pipes or with --quiet.
@Suite struct ProgressTests {
    static func workspaceWithSpecs(_ count: Int) throws -> Workspace {
        let workspace = try Workspace()
        for index in 0..<count {
            try workspace.write("specs/S\(index).yaml", validSpec.replacingOccurrences(of: "screen: Profile", with: "screen: S\(index)"))
        }
        return workspace
    }

    #if canImport(Glibc) || canImport(Darwin)
    /// Runs with standard error on a pseudo terminal, the counter shown from the start.
    static func runOnATerminal(_ arguments: [String], in workspace: Workspace) throws -> CommandRunner.Outcome {
        try ReporterCommandTests.run(arguments, environment: ReporterCommandTests.environment(["STATESPEC_PROGRESS_DELAY": "0"]),
                                     terminal: true, errorOnTerminal: true, in: workspace.url)
    }

    @Test func aTerminalGetsTheSummaryWithTheTimeAndACounterErasedAtTheEnd() throws {
        let workspace = try Self.workspaceWithSpecs(40)
        let outcome = try Self.runOnATerminal(["lint", "specs"], in: workspace)
        #expect(outcome.exitCode == 0)
        #expect(outcome.standardOutput.isEmpty)
        let summary = try #require(outcome.standardError.range(of: #"Checked 40 specs in [0-9]+\.[0-9]{2} s: 0 errors, 0 warnings\."#, options: .regularExpression))
        // Whatever the counter drew is erased before the summary.
        let before = outcome.standardError[..<summary.lowerBound]
        #expect(before.isEmpty || before.hasSuffix("\r\u{1B}[K"))
        #expect(!outcome.standardError[summary.upperBound...].contains("Checking"))
    }

    @Test func quietOnATerminalPrintsNothing() throws {
        let workspace = try Self.workspaceWithSpecs(3)
        let outcome = try Self.runOnATerminal(["lint", "specs", "--quiet"], in: workspace)
        #expect(outcome.exitCode == 0)
        #expect(outcome.standardError.isEmpty)
    }
    #endif

    @Test func pipesGetNoCounterAndNoTime() throws {
        let workspace = try Self.workspaceWithSpecs(3)
        let outcome = try workspace.run("lint", "specs")
        #expect(outcome.standardError == "Checked 3 specs: 0 errors, 0 warnings.\n")
    }
}
