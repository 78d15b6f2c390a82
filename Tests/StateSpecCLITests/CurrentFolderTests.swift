import Foundation
import Testing

/// With no paths and no `statespec.yml`, `lint` checks the specs under the current folder, as
/// `lint .` does, and `generate` does the same when `--output` says where to write.
@Suite struct CurrentFolderTests {
    /// Two specs, one nested and with an error, and a file that is not a spec.
    func workspaceWithSpecs() throws -> Workspace {
        let workspace = try Workspace()
        try workspace.write("Settings.yaml", validSpec.replacingOccurrences(of: "Profile", with: "Settings"))
        try workspace.write("features/profile/Profile.yml", validSpec + "events:\n  unused: {}\n")
        try workspace.write("notes.txt", "not a spec\n")
        return workspace
    }

    @Test func lintWithNoPathsAndNoConfigurationChecksTheCurrentFolder() throws {
        let workspace = try workspaceWithSpecs()
        let bare = try workspace.run("lint")
        let dot = try workspace.run("lint", ".")
        #expect(bare.exitCode == 0)
        #expect(bare.standardOutput.contains("features/profile/Profile.yml:12:3: warning: the event 'unused'"))
        #expect(bare.standardError.contains("Checked 2 specs: 0 errors, 1 warning."))
        #expect(bare.standardOutput == dot.standardOutput)
        #expect(bare.standardError == dot.standardError)
        #expect(bare.exitCode == dot.exitCode)

        try workspace.write("Broken.yaml", "screen: [\n")
        let broken = try workspace.run("lint")
        #expect(broken.exitCode == 1)
        #expect(broken.standardOutput == (try workspace.run("lint", ".")).standardOutput)
        #expect(broken.standardError.contains("Checked 3 specs"))
    }

    /// A folder without specs: the same exit code and message as `lint .`.
    @Test func lintWithNoPathsInAFolderWithoutSpecsIsLintDot() throws {
        let workspace = try Workspace()
        try workspace.write("notes.txt", "not a spec\n")
        let bare = try workspace.run("lint")
        let dot = try workspace.run("lint", ".")
        #expect(bare.exitCode == 2)
        #expect(bare.standardError.contains("no spec files (*.yaml, *.yml) in ."))
        #expect(bare.exitCode == dot.exitCode)
        #expect(bare.standardOutput == dot.standardOutput)
        #expect(bare.standardError == dot.standardError)
    }

    /// A `statespec.yml` still decides: its inputs, not the whole folder.
    @Test func aConfigurationsInputsStillWinOverTheCurrentFolder() throws {
        let workspace = try Workspace()
        try workspace.write("statespec.yml", "inputs: [specs]\n")
        try workspace.write("specs/Profile.yaml", validSpec)
        try workspace.write("drafts/Broken.yaml", "screen: [\n")
        let outcome = try workspace.run("lint")
        #expect(outcome.exitCode == 0)
        #expect(outcome.standardOutput == "")
        #expect(outcome.standardError.contains("Checked 1 spec:"))
    }

    @Test func generateWithOutputAndNoPathsGeneratesFromTheCurrentFolder() throws {
        let workspace = try workspaceWithSpecs()
        let first = try workspace.run("generate", "--output", "Generated")
        #expect(first.exitCode == 0, "\(first.standardError)")
        #expect(workspace.exists("Generated/ProfileViewModel.swift"))
        #expect(workspace.exists("Generated/SettingsViewModel.swift"))
        // The output folder holds no specs: a second run reads the same two and finds it current.
        let again = try workspace.run("generate", "--output", "Generated", "--check")
        #expect(again.exitCode == 0, "\(again.standardError)")
        #expect(again.standardError.contains("up to date"))
        #expect(try workspace.run("generate", ".", "--output", "Generated", "--check").exitCode == 0)
    }

    @Test func generateWithNoPathsNoOutputAndNoConfigurationSaysHowToFixIt() throws {
        let workspace = try workspaceWithSpecs()
        let outcome = try workspace.run("generate")
        #expect(outcome.exitCode == 2)
        #expect(outcome.standardOutput == "")
        #expect(outcome.standardError.contains("no output folder and no statespec.yml here"))
        #expect(outcome.standardError.contains("pass --output"))
        #expect(outcome.standardError.contains("statespec init"))
        let entries = try FileManager.default.contentsOfDirectory(atPath: workspace.url.path).sorted()
        #expect(entries == ["Settings.yaml", "features", "notes.txt"], "nothing was written")
    }
}
