#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Testing

/// Numbers in the environment are checked before any work: anything but a number of seconds in
/// range ends the run with exit code 2 and a message naming the variable and the value.
@Suite struct EnvironmentSettingTests {
    static let invalid = ["nan", "-nan", "inf", "-1", "86400.5", "1e300", "ten", "", " 5"]

    static func environment(_ name: String, _ value: String) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment[name] = value
        return environment
    }

    /// The output folder locked as a writing run locks it, until `body` returns.
    static func whileLocked<T>(_ folder: URL, _ body: () throws -> T) throws -> T {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let descriptor = open(folder.path, O_RDONLY | O_DIRECTORY)
        #expect(descriptor >= 0)
        defer { close(descriptor) }
        #expect(flock(descriptor, LOCK_EX) == 0)
        return try body()
    }

    @Test(arguments: invalid)
    func anInvalidLockTimeoutStopsTheRunWhileAnotherRunHoldsTheFolder(_ value: String) throws {
        let workspace = try Workspace()
        try workspace.write("specs/Profile.yaml", validSpec)
        let run = try Self.whileLocked(workspace.url.appendingPathComponent("Out")) {
            try BoundedRun.run(["generate", "specs", "-o", "Out"], in: workspace.url, seconds: 20,
                               environment: Self.environment("STATESPEC_LOCK_TIMEOUT", value))
        }
        #expect(!run.timedOut, "\(value)")
        #expect(run.exitStatus == 2, "\(value)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: workspace.url.appendingPathComponent("Out").path).isEmpty)
    }

    @Test(arguments: ["STATESPEC_LOCK_TIMEOUT", "STATESPEC_PROGRESS_DELAY"], invalid)
    func anInvalidNumberIsNamedWithItsValueAndRange(_ name: String, _ value: String) throws {
        let workspace = try Workspace()
        try workspace.write("specs/Profile.yaml", validSpec)
        for arguments in [["lint", "specs"], ["generate", "specs", "-o", "Out"]] {
            let outcome = try ReporterCommandTests.run(arguments, environment: Self.environment(name, value), terminal: false, in: workspace.url)
            #expect(outcome.exitCode == 2, "\(name)=\(value) \(arguments)")
            #expect(outcome.standardOutput.isEmpty)
            #expect(outcome.standardError == "error: \(name) is \"\(value)\"; it must be a number of seconds from 0 to 86400\n")
        }
        #expect(!workspace.exists("Out"))
    }

    @Test func aValidLockTimeoutIsWaitedThenGivenUp() throws {
        let workspace = try Workspace()
        try workspace.write("specs/Profile.yaml", validSpec)
        let start = Date()
        let outcome = try Self.whileLocked(workspace.url.appendingPathComponent("Out")) {
            try ReporterCommandTests.run(["generate", "specs", "-o", "Out"], environment: Self.environment("STATESPEC_LOCK_TIMEOUT", "0.3"),
                                         terminal: false, in: workspace.url)
        }
        #expect(outcome.exitCode == 2)
        #expect(outcome.standardError.hasSuffix("gave up waiting after 0.3 seconds\n"), "\(outcome.standardError)")
        #expect(Date().timeIntervalSince(start) < 20)
    }
}
