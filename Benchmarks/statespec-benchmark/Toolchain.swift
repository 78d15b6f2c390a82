import Foundation

/// Finds the programs the benchmark runs. Nothing here is timed.
enum Toolchain {
    /// The package's root folder: this file is `Benchmarks/statespec-benchmark/Toolchain.swift`.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// The release `statespec`: built from this package's sources first, so that the binary
    /// measured is the code checked out; next to this benchmark when building is not possible.
    static func statespec() -> String? {
        let built = capture(["swift", "build", "-c", "release", "--product", "statespec", "--package-path", packageRoot], echo: true)
        if built != nil, let folder = capture(["swift", "build", "-c", "release", "--package-path", packageRoot, "--show-bin-path"]) {
            return (folder as NSString).appendingPathComponent("statespec")
        }
        let beside = (ownFolder as NSString).appendingPathComponent("statespec")
        guard FileManager.default.isExecutableFile(atPath: beside) else { return nil }
        progress("building statespec failed; measuring \(beside), which may be older than the sources")
        return beside
    }

    /// swift-openapi-generator where Benchmarks/build-openapi-generator.sh builds it.
    static var openAPIGenerator: String? {
        let path = "\(packageRoot)/.build-openapi/build/release/swift-openapi-generator"
        return FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }

    static func version(of tool: String) -> String {
        capture([tool, "--version"]) ?? "unknown version"
    }

    /// The checked-out commit, marked when the tree has uncommitted changes.
    static var commit: String {
        let commit = capture(["git", "-C", packageRoot, "rev-parse", "--short", "HEAD"]) ?? "no commit"
        let changes = capture(["git", "-C", packageRoot, "status", "--porcelain", "--untracked-files=no"]) ?? ""
        return changes.isEmpty ? commit : "\(commit) with uncommitted changes"
    }

    private static var ownFolder: String {
        let executable = Bundle.main.executablePath ?? CommandLine.arguments[0]
        return ((executable as NSString).resolvingSymlinksInPath as NSString).deletingLastPathComponent
    }

    /// What a command prints on standard output, trimmed; nil when it fails.
    private static func capture(_ arguments: [String], echo: Bool = false) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = echo ? FileHandle.standardError : FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
