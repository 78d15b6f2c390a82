import Foundation
import StateSpecCore
import Testing
@testable import statespec
@testable import StateSpecFileSystem

/// The command line under what a careless or hostile user, or a broken CI runner, hands it:
/// paths of every shape, standard streams that are full or closed, folders that hold another
/// command's output, and external tools that misbehave.
@Suite struct HostileRunTests {
    /// Runs `command` in a shell in the workspace, `$S` being the tool, so that a test can
    /// redirect or close its streams and set its environment.
    func shell(_ command: String, in workspace: Workspace) throws -> CommandRunner.Outcome {
        try CommandRunner.run(["-c", "S=\"$0\"; " + command, CommandRunner.binary.path], in: workspace.url, executable: URL(fileURLWithPath: "/bin/sh"))
    }

    @Test(arguments: ["o", "G", "x/", "G/x", "./y", "a//b/"])
    func anOutputFolderOfAnyShapeIsMadeAndWritten(folder: String) throws {
        let workspace = try Workspace()
        try workspace.write("specs/Profile.yaml", validSpec)
        for (command, suffix) in [(["generate"], "app"), (["generate", "--fakes"], "fakes"), (["catalog"], "catalog"), (["diagram"], "diagram")] {
            let output = folder.hasSuffix("/") ? "\(folder)\(suffix)/" : "\(folder)\(suffix)"
            let outcome = try CommandRunner.run([command[0], "specs", "--output", output] + command.dropFirst(), in: workspace.url)
            #expect(outcome.exitCode == 0, "\(command) -o \(output): \(outcome.standardError)")
            let written = (try? FileManager.default.contentsOfDirectory(atPath: workspace.url.appendingPathComponent(output).path)) ?? []
            #expect(written.contains { !$0.hasPrefix(".") }, "\(command) -o \(output) wrote nothing")
        }
    }

    @Test func pathsAreTakenApartAsAUserMeansThem() {
        #expect(PathText.parent(of: "G") == "")
        #expect(PathText.parent(of: "G/x") == "G")
        #expect(PathText.parent(of: "x/") == "")
        #expect(PathText.parent(of: "a//b/") == "a")
        #expect(PathText.parent(of: "/a") == "/")
        #expect(PathText.parent(of: "/") == "/")
        #expect(PathText.parent(of: "") == "")
        #expect(PathText.lastComponent(of: "a/b/") == "b")
        #expect(PathText.lastComponent(of: "o") == "o")
        #expect(PathText.lastComponent(of: "/") == "/")
        #expect(PathText.joined("", "A.swift") == "A.swift")
        #expect(PathText.joined("G/", "A.swift") == "G/A.swift")
        #expect(PathText.joined("G", "A.swift") == "G/A.swift")
    }

    @Test func aFullOrClosedStandardOutputIsAnErrorExitNotACrash() throws {
        let workspace = try Workspace()
        try workspace.write("specs/Profile.yaml", validSpec + "\nunknownKey: 1\n")
        for redirect in ["> /dev/full", ">&-"] {
            let outcome = try shell("\"$S\" lint specs \(redirect)", in: workspace)
            #expect(outcome.exitCode == 2, "lint \(redirect): \(outcome.standardError)")
            #expect(outcome.standardError.contains("error: cannot write to standard output"), "lint \(redirect): \(outcome.standardError)")
            #expect(!outcome.standardError.contains("Fatal error") && !outcome.standardError.contains("crashed"))
        }
        for command in ["schema spec", "rules", "lint specs --reporter json", "--help", "--version", "diagram specs"] {
            let outcome = try shell("\"$S\" \(command) > /dev/full", in: workspace)
            #expect(outcome.exitCode == 2, "\(command): \(outcome.standardError)")
        }
    }

    @Test func aRunThatCannotReportStillLeavesItsFolderWhole() throws {
        let workspace = try Workspace()
        try workspace.write("specs/Profile.yaml", validSpec)
        for redirect in ["2> /dev/full", "2>&-"] {
            try? FileManager.default.removeItem(at: workspace.url.appendingPathComponent("New"))
            let outcome = try shell("\"$S\" generate specs -o New \(redirect)", in: workspace)
            #expect(outcome.exitCode == 2, "generate \(redirect)")
            let names = try FileManager.default.contentsOfDirectory(atPath: workspace.url.appendingPathComponent("New").path)
            #expect(!names.contains { $0.hasPrefix(OutputPlanner.temporaryPrefix) }, "staged files left behind: \(names)")
            #expect(names.contains(OutputManifest.fileName) && names.contains("ProfileViewModel.swift"), "\(names)")
            // The folder is as a run that reported would have left it: the next run changes nothing.
            let again = try workspace.run("generate", "specs", "-o", "New", "--check")
            #expect(again.exitCode == 0, "\(again.standardOutput)\(again.standardError)")
        }
    }

    /// Each command refuses a folder that holds another's output, and leaves what is there.
    @Test func noKindOfOutputRemovesAnother() throws {
        let workspace = try Workspace()
        try workspace.write("specs/Profile.yaml", validSpec)
        let writers: [(kind: OutputKind, arguments: [String], file: String)] = [
            (.appCode, ["generate", "specs"], "ProfileViewModel.swift"),
            (.fakes, ["generate", "specs", "--fakes"], "ProfileLoaderFake.swift"),
            (.catalog, ["catalog", "specs"], "index.html"),
            (.diagrams, ["diagram", "specs"], "Profile.mmd"),
        ]
        for writer in writers {
            let made = try CommandRunner.run(writer.arguments + ["--output", writer.kind.rawValue], in: workspace.url)
            #expect(made.exitCode == 0, "\(made.standardError)")
        }
        for held in writers {
            for other in writers where other.kind != held.kind {
                let outcome = try CommandRunner.run(other.arguments + ["--output", held.kind.rawValue], in: workspace.url)
                #expect(outcome.exitCode == 2, "\(other.arguments) into \(held.kind)")
                #expect(outcome.standardError.contains("\(held.kind.rawValue) holds \(held.kind.described)"), "\(outcome.standardError)")
                #expect(workspace.exists("\(held.kind.rawValue)/\(held.file)"))
                #expect(!workspace.exists("\(held.kind.rawValue)/\(other.file)"))
            }
        }
        // A folder written before markers existed is known by what its manifest lists.
        try FileManager.default.removeItem(at: workspace.url.appendingPathComponent("app-code/\(OutputKind.markerName)"))
        let catalogIntoOldApp = try workspace.run("catalog", "specs", "--output", "app-code")
        #expect(catalogIntoOldApp.exitCode == 2)
        #expect(workspace.exists("app-code/ProfileViewModel.swift"))
        // The same command writes into its own folder again, and marks an old one.
        #expect(try workspace.run("generate", "specs", "--output", "app-code").exitCode == 0)
        #expect(workspace.exists("app-code/\(OutputKind.markerName)"))
    }

    /// Every command reads an output folder's own files within the same limits: a huge sparse
    /// manifest in a fakes folder is refused by its size, not read whole.
    @Test(arguments: [["generate", "specs", "--fakes", "-o", "Out"], ["generate", "specs", "-o", "Out"], ["catalog", "specs", "-o", "Out"]])
    func aHugeManifestIsRefusedByItsSize(arguments: [String]) throws {
        let workspace = try Workspace()
        try workspace.write("specs/Profile.yaml", validSpec)
        try FileManager.default.createDirectory(at: workspace.url.appendingPathComponent("Out"), withIntermediateDirectories: true)
        let manifest = workspace.url.appendingPathComponent("Out/\(OutputManifest.fileName)").path
        #expect(FileManager.default.createFile(atPath: manifest, contents: nil))
        #expect(truncate(manifest, 3 << 30) == 0, "a sparse 3 GiB manifest")
        let run = try BoundedRun.run(arguments, in: workspace.url, seconds: 60)
        #expect(!run.timedOut)
        #expect(run.exitStatus == 2, "\(arguments)")
        #expect(run.peakMemory < 200 * 1_048_576, "\(arguments): \(run.peakMemory / 1_048_576) MB")
    }

    @Test func aFakesRunWithNothingToWriteSucceedsWithoutAFolder() throws {
        let workspace = try Workspace()
        // The feedback policy alone: no screen, so no loader to fake.
        try workspace.write("specs/feedback.yaml", String(contentsOf: packageRoot.appendingPathComponent("specs/feedback.yaml"), encoding: .utf8))
        let outcome = try workspace.run("generate", "specs", "--fakes", "-o", "Fakes")
        #expect(outcome.exitCode == 0, "\(outcome.standardError)")
        #expect(outcome.standardError.contains("Generated 0 files"))
    }

    @Test func aScreenNamedIndexHasAPageBesideTheCatalogsIndex() throws {
        let workspace = try Workspace()
        try workspace.write("specs/Index.yaml", validSpec.replacingOccurrences(of: "screen: Profile", with: "screen: Index"))
        try workspace.write("specs/Profile.yaml", validSpec)
        for run in 1...2 {
            let outcome = try workspace.run("catalog", "specs", "--output", "site", "--built-in-drawing")
            #expect(outcome.exitCode == 0, "run \(run): \(outcome.standardError)")
            let names = try FileManager.default.contentsOfDirectory(atPath: workspace.url.appendingPathComponent("site").path).sorted()
            #expect(names.filter { !$0.hasPrefix(".") } == ["Index-screen.html", "Profile.html", "index.html"], "run \(run)")
            let index = try String(contentsOf: workspace.url.appendingPathComponent("site/index.html"), encoding: .utf8)
            #expect(index.contains("href=\"Index-screen.html\"") && index.contains("href=\"Profile.html\""))
        }
    }

    @Test func aRunThatWouldWriteMoreThanAFolderHoldsWritesNothing() throws {
        let workspace = try Workspace()
        let staged = StagedOutput(directory: nil, folder: workspace.url.path, writes: true, lockWait: OutputRun.lockWait)
        #expect(throws: ToolFailure.self) { try OutputRun.checkFits(OutputDirectory.maximumEntryCount, in: "Generated", staged: staged) }
        try OutputRun.checkFits(OutputDirectory.maximumEntryCount - 3, in: "Generated", staged: staged)
    }

    /// A `dot` that hangs, exits at once, fails or writes without end: the catalog is written
    /// all the same, each diagram drawn by StateSpec instead, and the run says why.
    @Test(arguments: [
        ("exec sleep 60", "did not finish within"),
        ("exit 0", "did not write an SVG drawing"),
        ("exit 3", "exit code 3"),
        ("exec yes '<svg>'", "did not finish within"),
        ("head -c 10 > /dev/null; exit 0", "did not write an SVG drawing"),
    ])
    func aMisbehavingGraphvizNeverStopsTheCatalog(script: String, said: String) throws {
        let workspace = try Workspace()
        // A long summary: more than a pipe holds, so that a `dot` that stops reading is noticed.
        let summary = String(repeating: "A screen that says a lot. ", count: 4_000)
        try workspace.write("specs/Profile.yaml", validSpec.replacingOccurrences(of: "screen: Profile", with: "screen: Profile\nsummary: \(summary)"))
        try workspace.write("bin/dot", "#!/bin/sh\n\(script)\n")
        chmod(workspace.url.appendingPathComponent("bin/dot").path, 0o755)
        let started = Date()
        let outcome = try shell("PATH=\"$PWD/bin:$PATH\" STATESPEC_GRAPHVIZ_TIMEOUT=2 \"$S\" catalog specs --output site", in: workspace)
        #expect(Date().timeIntervalSince(started) < 30)
        #expect(outcome.exitCode == 0, "\(outcome.standardError)")
        #expect(outcome.standardError.contains("Graphviz did not draw the diagram of Profile"), "\(outcome.standardError)")
        #expect(outcome.standardError.contains(said), "\(outcome.standardError)")
        let page = try String(contentsOf: workspace.url.appendingPathComponent("site/Profile.html"), encoding: .utf8)
        #expect(page.contains("<svg"))
    }
}
