import Foundation
import Testing

/// `lint --write-baseline` and `lint --baseline`: adopting lint in an app with existing findings.
@Suite struct BaselineCommandTests {
    static let legacy = validSpec + "\nevents:\n  unused: {}\n"

    @Test func writeEditUnrelatedLinesLintAgainNothingNewThenANewFindingFails() throws {
        let workspace = try Workspace()
        let broken = Self.legacy.replacingOccurrences(of: "  loading: { style: spinner }", with: "  loading: { style: spinner, colour: grey }")
        try workspace.write("specs/Legacy.yaml", broken)
        let before = try workspace.run("lint", "specs")
        #expect(before.exitCode == 1)

        let write = try workspace.run("lint", "specs", "--write-baseline", "statespec-baseline.json")
        #expect(write.exitCode == 0)
        #expect(write.standardOutput.isEmpty)
        #expect(write.standardError == "Recorded 2 findings of 1 spec in statespec-baseline.json; lint with --baseline statespec-baseline.json reports only new ones.\n")

        // Lines added above both findings: nothing is new.
        try workspace.write("specs/Legacy.yaml", "# Owned by the profile team\n" + broken.replacingOccurrences(of: "states:\n", with: "states:\n  # every state listed\n"))
        let again = try workspace.run("lint", "specs", "--baseline", "statespec-baseline.json")
        #expect(again.exitCode == 0)
        #expect(again.standardOutput.isEmpty)
        #expect(again.standardError == "Checked 1 spec: 0 errors, 0 warnings (2 more in the baseline).\n")

        // A new mistake is reported, and fails the run.
        let worse = try String(contentsOf: workspace.url.appendingPathComponent("specs/Legacy.yaml"), encoding: .utf8)
            .replacingOccurrences(of: "  empty: { message: No profile yet }", with: "  empty: { mesage: No profile yet }")
        try workspace.write("specs/Legacy.yaml", worse)
        let new = try workspace.run("lint", "specs", "--baseline", "statespec-baseline.json")
        #expect(new.exitCode == 1)
        #expect(new.standardOutput.contains("unknown key 'mesage' in 'states.empty'; did you mean 'message'?"))
        #expect(!new.standardOutput.contains("colour"))
        #expect(new.standardOutput.split(separator: "\n").count == 1)
    }

    @Test func aMissingOrBrokenBaselineExitsTwo() throws {
        let workspace = try Workspace()
        try workspace.write("specs/Profile.yaml", validSpec)
        let missing = try workspace.run("lint", "specs", "--baseline", "nowhere.json")
        #expect(missing.exitCode == 2)
        try workspace.write("bad.json", "[]")
        let bad = try workspace.run("lint", "specs", "--baseline", "bad.json")
        #expect(bad.exitCode == 2)
        #expect(bad.standardError == "error: bad.json is not a StateSpec baseline: no \"findings\" list\n")
        let both = try workspace.run("lint", "specs", "--baseline", "bad.json", "--write-baseline", "b.json")
        #expect(both.exitCode == 2)
    }
}
