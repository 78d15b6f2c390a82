import Foundation
import StateSpecCore
import Testing

/// Runs the built `statespec` binary as a user would, capturing what it prints.
struct CommandRunner {
    struct Outcome {
        var exitCode: Int32
        var standardOutput: String
        var standardError: String
    }

    static let binary: URL = {
        #if os(macOS)
        if let bundle = Bundle.allBundles.first(where: { $0.bundlePath.hasSuffix(".xctest") }) {
            return bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("statespec")
        }
        #endif
        return URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("statespec")
    }()

    static func run(_ arguments: [String], in directory: URL, executable: URL = binary) throws -> Outcome {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        // Read before waiting so that a full pipe cannot block the child.
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(exitCode: process.terminationStatus,
                       standardOutput: String(decoding: outputData, as: UTF8.self),
                       standardError: String(decoding: errorData, as: UTF8.self))
    }

    /// Runs as `nobody` when the tests run as root, so that file permissions apply.
    static func runUnprivileged(_ arguments: [String], in directory: URL) throws -> Outcome {
        guard getuid() == 0 else { return try run(arguments, in: directory) }
        let setpriv = ["--reuid=65534", "--regid=65534", "--clear-groups", binary.path]
        return try run(setpriv + arguments, in: directory, executable: URL(fileURLWithPath: "/usr/bin/setpriv"))
    }
}

/// A fresh folder for one test, removed when the test ends.
final class Workspace {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("statespec-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    func write(_ relativePath: String, _ text: String) throws {
        try write(relativePath, Data(text.utf8))
    }

    func write(_ relativePath: String, _ data: Data) throws {
        let file = url.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
    }

    func run(_ arguments: String...) throws -> CommandRunner.Outcome {
        try CommandRunner.run(arguments, in: url)
    }

    /// Writes `text` to a file of an output folder and records its SHA-256 in that folder's
    /// manifest, as a run that wrote it would have.
    func recordGenerated(_ relativePath: String, _ text: String, recording recorded: String? = nil) throws {
        try write(relativePath, text)
        let file = url.appendingPathComponent(relativePath)
        let manifest = file.deletingLastPathComponent().appendingPathComponent(".statespec-manifest")
        let line = "\(SHA256.hex(Array((recorded ?? text).utf8)))  \(file.lastPathComponent)\n"
        let handle = try FileHandle(forWritingTo: manifest)
        defer { try? handle.close() }
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(line.utf8))
    }

    func exists(_ relativePath: String) -> Bool {
        FileManager.default.fileExists(atPath: url.appendingPathComponent(relativePath).path)
    }

    func modificationDate(_ relativePath: String) throws -> Date {
        let attributes = try FileManager.default.attributesOfItem(atPath: url.appendingPathComponent(relativePath).path)
        return attributes[.modificationDate] as! Date
    }
}

let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

let validSpec = """
screen: Profile
content: { type: User }
states:
  ideal: {}
  loading: { style: spinner }
  empty: { message: No profile yet }
  error: { message: Could not load the profile, retry: Try again }
  partial: { waived: "a single record, never paged" }
loads:
  initial: { on: appear }

"""
