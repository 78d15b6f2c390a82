#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Testing

/// Inputs that cannot be read stop the run with their path; inputs under the size cap are read
/// in bounded memory; inputs over it are refused from their size, unread.
@Suite struct InputLimitTests {
    static let memoryBudget = 200 * 1024 * 1024

    @Test func anUnreadableSpecFolderIsAnErrorNotASkip() throws {
        let workspace = try Workspace()
        try workspace.write("specs/Profile.yaml", validSpec)
        try workspace.write("specs/locked/Settings.yaml", validSpec.replacingOccurrences(of: "Profile", with: "Settings"))
        try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: workspace.url.path)
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: workspace.url.appendingPathComponent("specs/locked").path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: workspace.url.appendingPathComponent("specs/locked").path) }
        for arguments in [["lint", "specs"], ["generate", "specs", "-o", "Out"]] {
            let run = try BoundedRun.run(arguments, in: workspace.url, seconds: 60, asUnprivilegedUser: true)
            #expect(run.exitStatus == 2, "\(arguments)")
        }
        #expect(!workspace.exists("Out"))
        let outcome = try CommandRunner.runUnprivileged(["lint", "specs"], in: workspace.url)
        #expect(outcome.standardError.contains("cannot read the folder specs/locked"), "\(outcome.standardError)")
    }

    @Test func anUnreadableSpecFileIsAnErrorWithItsPath() throws {
        let workspace = try Workspace()
        try workspace.write("specs/Profile.yaml", validSpec)
        try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: workspace.url.path)
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: workspace.url.appendingPathComponent("specs/Profile.yaml").path)
        let run = try BoundedRun.run(["lint", "specs"], in: workspace.url, seconds: 60, asUnprivilegedUser: true)
        #expect(run.exitStatus == 2)
    }

    @Test func aHugeFileIsRefusedFromItsSizeWithoutBeingRead() throws {
        let workspace = try Workspace()
        let path = workspace.url.appendingPathComponent("Huge.yaml").path
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        #expect(truncate(path, 1 << 30) == 0, "a sparse 1 GiB file")
        let run = try BoundedRun.run(["lint", "Huge.yaml"], in: workspace.url, seconds: 60)
        #expect(run.exitStatus == 1)
        #expect(run.peakMemory < Self.memoryBudget, "\(run.peakMemory / 1_048_576) MB")
        let outcome = try workspace.run("lint", "Huge.yaml")
        #expect(outcome.standardOutput.contains("the file is 1073741824 bytes; a spec may be at most 2097152 bytes"))
    }

    /// Hostile files just under the 2 MiB cap: a long key over a long list, dense flow
    /// collections, deep nests over wide lists, alias fans. Each stays under the memory budget.
    @Test(arguments: HostileYAML.allCases)
    func hostileFilesUnderTheCapStayInTheMemoryBudget(_ kind: HostileYAML) throws {
        let workspace = try Workspace()
        try workspace.write("Hostile.yaml", kind.text(bytes: 2 * 1024 * 1024 - 64))
        for arguments in [["lint", "Hostile.yaml"], ["generate", "Hostile.yaml", "-o", "Out"]] {
            let run = try BoundedRun.run(arguments, in: workspace.url, seconds: 120)
            #expect(!run.timedOut)
            #expect(run.exitStatus == 1, "\(kind) \(arguments)")
            #expect(run.peakMemory < Self.memoryBudget, "\(kind) \(arguments): \(run.peakMemory / 1_048_576) MB")
        }
    }
}

/// Files built to make a YAML parser or StateSpec's tree expensive, at a given size.
enum HostileYAML: String, CaseIterable, CustomTestStringConvertible {
    case longKeyOverList, denseFlowPairs, denseEmptyPairs, denseFlowKeys, deepOverWide, aliasFan, longScalar, manyKeys

    var testDescription: String { rawValue }

    func text(bytes: Int) -> String {
        func fill(_ head: String, _ unit: String, _ tail: String = "]\n", separator: String = ",") -> String {
            let count = max(1, (bytes - head.utf8.count - tail.utf8.count) / (unit.utf8.count + separator.utf8.count))
            return head + Array(repeating: unit, count: count).joined(separator: separator) + tail
        }
        switch self {
        case .longKeyOverList:
            let items = String(repeating: "- a\n", count: 50_000)
            return "? " + String(repeating: "k", count: max(1, bytes - items.utf8.count - 8)) + "\n:\n" + items
        case .denseFlowPairs: return fill("x: [", "? a")
        case .denseEmptyPairs: return fill("x: [", "?")
        case .denseFlowKeys:
            // Keys without values, as many as the structure budget lets through.
            let keys = (0..<149_990).map { String($0, radix: 36) }.joined(separator: ",")
            return "x: {" + keys + "}\n"
        case .deepOverWide: return fill("a: " + String(repeating: "[", count: 900), "x", String(repeating: "]", count: 900) + "\n")
        case .aliasFan: return fill("a: &a [x, x, x, x, x, x, x, x]\nb: [", "*a")
        case .longScalar: return "screen: " + String(repeating: "A", count: bytes - 10) + "\n"
        case .manyKeys: return fill("", "k: v", "\n", separator: "\n").enumeratedKeys()
        }
    }
}

private extension String {
    /// `k: v` lines with distinct keys, so that the mapping is valid YAML.
    func enumeratedKeys() -> String {
        var index = 0
        return split(separator: "\n").map { line -> String in
            index += 1
            return line.replacingOccurrences(of: "k:", with: "k\(index):")
        }.joined(separator: "\n") + "\n"
    }
}
