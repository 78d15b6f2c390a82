import Foundation
import Testing
import StateSpecCore

@Suite struct LintCommandTests {
    @Test func theExampleSpecsLintCleanWithExitCodeZero() throws {
        let outcome = try CommandRunner.run(["lint", "specs"], in: packageRoot)
        #expect(outcome.exitCode == 0)
        #expect(outcome.standardOutput == "")
        let specs = try FileManager.default.contentsOfDirectory(atPath: packageRoot.appendingPathComponent("specs").path).filter { $0.hasSuffix(".yaml") }
        #expect(outcome.standardError.contains("Checked \(specs.count) specs: 0 errors, 0 warnings."))
    }

    @Test func errorsPrintInXcodeFormatSortedAndExitOne() throws {
        let workspace = try Workspace()
        try workspace.write("specs/b.yaml", validSpec.replacingOccurrences(of: "  loading: { style: spinner }\n", with: "  laoding: { style: spinner }\n"))
        try workspace.write("specs/a.yaml", validSpec.replacingOccurrences(of: "style: spinner", with: "style: spiner")
            .replacingOccurrences(of: "screen: Profile", with: "screen: Settings"))
        let outcome = try workspace.run("lint", "specs")
        #expect(outcome.exitCode == 1)
        #expect(outcome.standardOutput == """
        specs/a.yaml:5:21: error: 'states.loading.style' must be one of 'skeleton', 'spinner', 'progress', 'none'; found 'spiner'; did you mean 'spinner'? [invalid-value]
        specs/b.yaml:5:3: error: unknown key 'laoding' in 'states'; did you mean 'loading'? [unknown-key]

        """)
        // The misspelt state explains the missing one: one root cause, one diagnostic.
        #expect(outcome.standardError.contains("Checked 2 specs: 2 errors, 0 warnings."))
    }

    @Test func warningsAloneExitZero() throws {
        let workspace = try Workspace()
        try workspace.write("Profile.yaml", validSpec + "events:\n  unused: {}\n")
        let outcome = try workspace.run("lint", "Profile.yaml")
        #expect(outcome.exitCode == 0)
        #expect(outcome.standardOutput == "Profile.yaml:12:3: warning: the event 'unused' is fired by no button; add it to a state's `action`, the ideal state's `actions` or a message's action (`event:`), or remove it [unused-definition]\n")
    }

    @Test func pathsArePrintedAsTheUserWroteThem() throws {
        let workspace = try Workspace()
        try workspace.write("specs/nested/x.yml", "screen: [")
        let outcome = try workspace.run("lint", "./specs/")
        #expect(outcome.standardOutput.hasPrefix("./specs/nested/x.yml:1:9: error: the '[' here is never closed"))
        #expect(outcome.standardOutput.contains("./specs/nested/x.yml:2:1: note: YAML parser: "))
    }

    /// One broken spec per rule, taken from the rule's own failing example, each linted by the binary.
    @Test func everyRuleReportsThroughTheCommandLine() throws {
        let workspace = try Workspace()
        for description in RuleRegistry.descriptions {
            let example = try #require(description.failingExamples.first)
            for (index, source) in example.sources.enumerated() {
                try workspace.write("\(description.id)/file\(index).yaml", Data(source.bytes))
            }
            let outcome = try workspace.run("lint", description.id)
            let pattern = "^\(description.id)/file[0-9]\\.yaml:[0-9]+:[0-9]+: (error|warning): .+ \\[\(description.id)\\]$"
            let lines = outcome.standardOutput.split(separator: "\n")
            #expect(lines.contains { $0.range(of: pattern, options: .regularExpression) != nil }, "no diagnostic for \(description.id)")
        }
    }

    @Test func aMissingPathExitsTwo() throws {
        let workspace = try Workspace()
        let outcome = try workspace.run("lint", "nowhere")
        #expect(outcome.exitCode == 2)
        #expect(outcome.standardError == "error: no such file or folder: nowhere\n")
    }

    @Test func aMistypedPathGetsADidYouMean() throws {
        let workspace = try Workspace()
        try workspace.write("specs/Profile.yaml", validSpec)
        let folder = try workspace.run("lint", "spec")
        #expect(folder.exitCode == 2)
        #expect(folder.standardError == "error: no such file or folder: spec; did you mean 'specs'?\n")
        let file = try workspace.run("lint", "specs/Profil.yaml")
        #expect(file.standardError == "error: no such file or folder: specs/Profil.yaml; did you mean 'specs/Profile.yaml'?\n")
    }

    @Test func aFolderWithoutSpecsExitsTwo() throws {
        let workspace = try Workspace()
        try workspace.write("empty/readme.txt", "no specs here")
        let outcome = try workspace.run("lint", "empty")
        #expect(outcome.exitCode == 2)
        #expect(outcome.standardError.contains("no spec files"))
    }

    @Test func badArgumentsExitTwo() throws {
        let workspace = try Workspace()
        #expect(try workspace.run("lint").exitCode == 2)
        #expect(try workspace.run("lint", "--no-such-flag", "x").exitCode == 2)
        #expect(try workspace.run("frobnicate").exitCode == 2)
    }

    @Test func helpAndVersionExitZero() throws {
        let workspace = try Workspace()
        let help = try workspace.run("--help")
        #expect(help.exitCode == 0)
        #expect(help.standardOutput.contains("generate"))
        #expect(try workspace.run("--version").exitCode == 0)
    }

    @Test(arguments: [
        Data(),
        Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 0x4A, 0x46, 0x49, 0x46]),
        Data(String(repeating: "[", count: 200_000).utf8),
        Data("a: &a [x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]\nc: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]\nd: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]\ne: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d, *d]\nf: [*e, *e, *e, *e, *e, *e, *e, *e, *e, *e]\n".utf8),
    ])
    func badInputIsOneDiagnosticNeverACrash(_ data: Data) throws {
        let workspace = try Workspace()
        try workspace.write("bad.yaml", data)
        let outcome = try workspace.run("lint", "bad.yaml")
        #expect(outcome.exitCode == 1)
        #expect(outcome.standardOutput.split(separator: "\n").count == 1)
        #expect(outcome.standardOutput.hasPrefix("bad.yaml:"))
    }
}
