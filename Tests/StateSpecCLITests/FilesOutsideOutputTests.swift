#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Testing

/// Files written outside the output folder (`lint --write-baseline`, `init`) appear whole or not
/// at all, and replace only a regular file: a link, folder, FIFO or device in the way is refused
/// with exit code 2 and left as it is.
@Suite struct FilesOutsideOutputTests {
    /// A spec with two findings, so that the baseline lists something.
    static func workspace() throws -> Workspace {
        let workspace = try Workspace()
        try workspace.write("specs/Legacy.yaml", BaselineCommandTests.legacy.replacingOccurrences(
            of: "  loading: { style: spinner }", with: "  loading: { style: spinner, colour: grey }"))
        return workspace
    }

    static func status(_ path: String) -> stat? {
        var status = stat()
        return lstat(path, &status) == 0 ? status : nil
    }

    static func kind(_ path: String) -> mode_t? {
        status(path).map { $0.st_mode & mode_t(S_IFMT) }
    }

    static func names(in workspace: Workspace) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: workspace.url.path).sorted()
    }

    @Test func aBaselineReplacesAnOlderOneKeepingItsPermissionsAndLeavesNoTemporaryFile() throws {
        let workspace = try Self.workspace()
        try workspace.write("baseline.json", "older\n")
        #expect(chmod(workspace.url.appendingPathComponent("baseline.json").path, 0o640) == 0)
        let outcome = try workspace.run("lint", "specs", "--write-baseline", "baseline.json")
        #expect(outcome.exitCode == 0, "\(outcome.standardError)")
        let text = try String(contentsOf: workspace.url.appendingPathComponent("baseline.json"), encoding: .utf8)
        #expect(text.contains("\"findings\""))
        #expect(Self.status(workspace.url.appendingPathComponent("baseline.json").path).map { $0.st_mode & 0o777 } == 0o640)
        #expect(try Self.names(in: workspace) == ["baseline.json", "specs"])
        #expect(try workspace.run("lint", "specs", "--baseline", "baseline.json").exitCode == 0)
    }

    @Test func aBaselineIsNeverWrittenThroughALink() throws {
        let workspace = try Self.workspace()
        try workspace.write("target.json", "keep\n")
        let link = workspace.url.appendingPathComponent("baseline.json").path
        let dangling = workspace.url.appendingPathComponent("dangling.json").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "target.json")
        try FileManager.default.createSymbolicLink(atPath: dangling, withDestinationPath: "nowhere.json")
        for name in ["baseline.json", "dangling.json"] {
            let outcome = try workspace.run("lint", "specs", "--write-baseline", name)
            #expect(outcome.exitCode == 2)
            #expect(outcome.standardError == "error: cannot write \(name): it is a symbolic link; only a regular file is replaced\n")
        }
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "target.json")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: dangling) == "nowhere.json")
        #expect(try String(contentsOf: workspace.url.appendingPathComponent("target.json"), encoding: .utf8) == "keep\n")
        #expect(!workspace.exists("nowhere.json"))
        #expect(try Self.names(in: workspace) == ["baseline.json", "dangling.json", "specs", "target.json"])
    }

    @Test func aBaselineToAFIFOIsRefusedWithoutWaiting() throws {
        let workspace = try Self.workspace()
        let fifo = workspace.url.appendingPathComponent("baseline.json").path
        #expect(mkfifo(fifo, 0o666) == 0)
        let run = try BoundedRun.run(["lint", "specs", "--write-baseline", "baseline.json"], in: workspace.url, seconds: 30)
        #expect(!run.timedOut)
        #expect(run.exitStatus == 2)
        #expect(Self.kind(fifo) == mode_t(S_IFIFO))
        guard !run.timedOut else { return }
        let outcome = try workspace.run("lint", "specs", "--write-baseline", "baseline.json")
        #expect(outcome.standardError == "error: cannot write baseline.json: it is a FIFO; only a regular file is replaced\n")
        #expect(try Self.names(in: workspace) == ["baseline.json", "specs"])
    }

    @Test func aBaselineToAFolderIsRefused() throws {
        let workspace = try Self.workspace()
        try FileManager.default.createDirectory(at: workspace.url.appendingPathComponent("baseline"), withIntermediateDirectories: true)
        for path in ["baseline", "baseline/", "."] {
            let outcome = try workspace.run("lint", "specs", "--write-baseline", path)
            #expect(outcome.exitCode == 2, "\(path)")
            #expect(outcome.standardError.hasPrefix("error: cannot write \(path): it "), "\(outcome.standardError)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: workspace.url.appendingPathComponent("baseline").path).isEmpty)
        #expect(try Self.names(in: workspace) == ["baseline", "specs"])
    }

    /// As root, replacing a device node would replace it for the whole system: a node made in
    /// the workspace stands in for it, then `/dev/null` itself, which is safe to write to should
    /// the check ever fail.
    @Test func aBaselineToADeviceIsRefusedAndTheDeviceStays() throws {
        let workspace = try Self.workspace()
        guard let null = Self.status("/dev/null") else { return }
        let node = workspace.url.appendingPathComponent("device.json").path
        if mknod(node, S_IFCHR | 0o666, null.st_rdev) == 0 {
            let outcome = try workspace.run("lint", "specs", "--write-baseline", "device.json")
            #expect(outcome.exitCode == 2)
            #expect(outcome.standardError == "error: cannot write device.json: it is a character device; only a regular file is replaced\n")
            #expect(Self.kind(node) == mode_t(S_IFCHR))
            #expect(Self.status(node)?.st_rdev == null.st_rdev)
        }
        let outcome = try workspace.run("lint", "specs", "--write-baseline", "/dev/null")
        #expect(outcome.exitCode == 2)
        #expect(outcome.standardError == "error: cannot write /dev/null: it is a character device; only a regular file is replaced\n")
        #expect(Self.kind("/dev/null") == mode_t(S_IFCHR))
        #expect(Self.status("/dev/null")?.st_rdev == null.st_rdev)
    }

    /// Runs the tool with files limited to 512 bytes, so that a longer write fails half way
    /// (`SIGXFSZ` ignored: the write returns an error instead of ending the process).
    static func runWithSmallFileLimit(_ arguments: [String], in workspace: Workspace) throws -> CommandRunner.Outcome {
        try CommandRunner.run(["-c", "trap '' XFSZ; ulimit -f 1; exec \"$0\" \"$@\"", CommandRunner.binary.path] + arguments,
                              in: workspace.url, executable: URL(fileURLWithPath: "/bin/sh"))
    }

    @Test func aWriteThatFailsHalfWayLeavesNoFileAndNoTemporaryFile() throws {
        let workspace = try Workspace()
        let initRun = try Self.runWithSmallFileLimit(["init"], in: workspace)
        #expect(initRun.exitCode == 2)
        #expect(initRun.standardError.hasPrefix("error: cannot write statespec.yml: "), "\(initRun.standardError)")
        #expect(try Self.names(in: workspace).isEmpty)

        // A baseline over 512 bytes: an older one stays whole.
        for index in 0..<8 {
            try workspace.write("specs/Legacy\(index).yaml", BaselineCommandTests.legacy.replacingOccurrences(of: "Profile", with: "Legacy\(index)"))
        }
        try workspace.write("baseline.json", "older\n")
        let baselineRun = try Self.runWithSmallFileLimit(["lint", "specs", "--write-baseline", "baseline.json"], in: workspace)
        #expect(baselineRun.exitCode == 2)
        #expect(try String(contentsOf: workspace.url.appendingPathComponent("baseline.json"), encoding: .utf8) == "older\n")
        #expect(try Self.names(in: workspace) == ["baseline.json", "specs"])
    }

    @Test func initStillWritesItsFilesAndNeverReplacesOne() throws {
        let workspace = try Workspace()
        #expect(try workspace.run("init").exitCode == 0)
        #expect(try Self.names(in: workspace) == ["specs", "statespec.yml"])
        let again = try workspace.run("init", "--directory", "other")
        #expect(again.exitCode == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: workspace.url.appendingPathComponent("other/specs").path) == ["Profile.yaml"])
    }
}
