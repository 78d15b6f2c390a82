import Foundation
import Testing

@Suite struct GenerateCommandTests {
    @Test func writesOnlyFilesWhoseBytesChange() throws {
        let workspace = try Workspace()
        try workspace.write("specs/Profile.yaml", validSpec)
        let first = try workspace.run("generate", "specs", "--output", "Generated")
        #expect(first.exitCode == 0)
        #expect(first.standardError.contains("Generated 7 files in Generated: 7 written, 0 unchanged."))
        let before = try workspace.modificationDate("Generated/ProfileState.swift")
        Thread.sleep(forTimeInterval: 0.05)
        let second = try workspace.run("generate", "specs", "--output", "Generated")
        #expect(second.standardError.contains("0 written, 7 unchanged."))
        #expect(try workspace.modificationDate("Generated/ProfileState.swift") == before)

        try workspace.write("specs/Profile.yaml", validSpec.replacingOccurrences(of: "No profile yet", with: "Nobody here"))
        let third = try workspace.run("generate", "specs", "--output", "Generated")
        // The state's text and the String Catalog that holds it for translators.
        #expect(third.standardError.contains("2 written, 5 unchanged."))
        let state = try String(contentsOf: workspace.url.appendingPathComponent("Generated/ProfileState.swift"), encoding: .utf8)
        #expect(state.contains("\"Nobody here\""))
    }

    @Test func nothingIsWrittenWhenAnySpecHasAnError() throws {
        let workspace = try Workspace()
        try workspace.write("specs/Profile.yaml", validSpec)
        try workspace.write("specs/Broken.yaml", "screen: Broken\n")
        let outcome = try workspace.run("generate", "specs", "-o", "Generated")
        #expect(outcome.exitCode == 1)
        #expect(outcome.standardOutput.contains("specs/Broken.yaml:1:1: error:"))
        #expect(outcome.standardError.contains("Nothing was written."))
        #expect(!workspace.exists("Generated"))
    }

    @Test func templatesCanBeOverriddenFileByFile() throws {
        let workspace = try Workspace()
        try workspace.write("specs/Profile.yaml", validSpec)
        try workspace.write("templates/State.swift.stencil", "// custom state for {{ name }}\n")
        let outcome = try workspace.run("generate", "specs", "-o", "Out", "--templates", "templates", "--access-level", "public")
        #expect(outcome.exitCode == 0)
        let state = try String(contentsOf: workspace.url.appendingPathComponent("Out/ProfileState.swift"), encoding: .utf8)
        #expect(state == "// custom state for Profile\n")
        let viewModel = try String(contentsOf: workspace.url.appendingPathComponent("Out/ProfileViewModel.swift"), encoding: .utf8)
        #expect(viewModel.contains("public final class ProfileViewModel"))
    }

    @Test func theBinaryFindsItsTemplatesFromAnyFolder() throws {
        let workspace = try Workspace()
        try workspace.write("deep/inside/Profile.yaml", validSpec)
        let outcome = try CommandRunner.run(["generate", "Profile.yaml", "-o", "../../out"], in: workspace.url.appendingPathComponent("deep/inside"))
        #expect(outcome.exitCode == 0)
        #expect(workspace.exists("out/ProfileViewModel.swift"))
    }

    @Test func aMissingTemplatesFolderOrBadAccessLevelExitsTwo() throws {
        let workspace = try Workspace()
        try workspace.write("Profile.yaml", validSpec)
        #expect(try workspace.run("generate", "Profile.yaml", "-o", "out", "--templates", "nope").exitCode == 2)
        #expect(try workspace.run("generate", "Profile.yaml", "-o", "out", "--access-level", "open").exitCode == 2)
        #expect(try workspace.run("generate", "Profile.yaml").exitCode == 2)
    }

    @Test func generatingTheExampleSpecsReproducesTheGoldenFiles() throws {
        let workspace = try Workspace()
        let outcome = try CommandRunner.run(["generate", "specs", "Tests/GeneratedCodeTests/Specs", "-o", workspace.url.path], in: packageRoot)
        #expect(outcome.exitCode == 0)
        let golden = packageRoot.appendingPathComponent("Tests/GeneratedCodeTests/Generated")
        for name in try FileManager.default.contentsOfDirectory(atPath: golden.path) where name.hasSuffix(".swift") || name.hasSuffix(".xcstrings") {
            let expected = try Data(contentsOf: golden.appendingPathComponent(name))
            #expect(try Data(contentsOf: workspace.url.appendingPathComponent(name)) == expected, "\(name)")
        }
    }
}
