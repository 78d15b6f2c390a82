// Plugin targets cannot depend on a shared library, so Plugins/StateSpecGeneratePlugin/SpecTarget.swift
// is a symbolic link to this file: one source, compiled into both command plugins (with
// PerSpecLayout.swift, a link to the tool's own source for input and output names).

import Foundation
import PackagePlugin

/// A Swift target with specs in its folder, found the way the build plugin finds them.
struct SpecTarget {
    static let templatesFolderName = "StateSpecTemplates"

    var name: String
    var directory: URL
    /// Spec paths relative to the package folder, sorted, as `statespec` is given them.
    var specPaths: [String]

    /// The package's Swift targets that have specs, or those of the targets named, in order.
    static func all(in package: Package, named names: [String]) throws -> [SpecTarget] {
        let targets = names.isEmpty ? package.targets : try package.targets(named: names)
        return targets.compactMap { target in
            guard let target = target as? SwiftSourceModuleTarget else { return nil }
            let templatesPath = path(of: target.directoryURL.appending(path: templatesFolderName)) + "/"
            let specs = target.sourceFiles
                .map(\.url)
                .filter { isSpec($0) && !path(of: $0).hasPrefix(templatesPath) }
                .map { relativePath($0, to: package.directoryURL) }
                .sorted()
            return specs.isEmpty ? nil : SpecTarget(name: target.name, directory: target.directoryURL, specPaths: specs)
        }
    }

    /// `--config` and the configuration `PluginConfiguration` chooses, as the build plugin does:
    /// the target's own `statespec.yml`, else the package's (the command line's), else an empty
    /// one; nothing when the user's options already name one. Warns of each setting of the
    /// target's own file that the plugins cannot honour.
    func configArguments(packageDirectory: URL, workDirectory: URL, toolOptions: [String]) throws -> [String] {
        guard !toolOptions.contains(where: { $0 == "--config" || $0.hasPrefix("--config=") }) else { return [] }
        func existing(_ url: URL) -> String? {
            FileManager.default.fileExists(atPath: Self.path(of: url)) ? Self.path(of: url) : nil
        }
        if let chosen = PluginConfiguration.choose(targetsOwn: existing(directory.appending(path: PerSpecLayout.configFileName)),
                                                   packages: existing(packageDirectory.appending(path: PerSpecLayout.configFileName))) {
            let text = FileManager.default.contents(atPath: chosen.path).map { String(decoding: $0, as: UTF8.self) } ?? ""
            let shown = Self.relativePath(URL(fileURLWithPath: chosen.path), to: packageDirectory)
            for warning in PluginConfiguration.warnings(keys: PluginConfiguration.topLevelKeys(of: text), path: shown,
                                                        isTargetsOwn: chosen.isTargetsOwn, target: name, plugin: .command) {
                Diagnostics.warning(warning)
            }
            return ["--config", shown]
        }
        let empty = workDirectory.appending(path: "EmptyConfiguration/statespec.yml")
        let bytes = Data("# Written by StateSpec's plugins: the target has no statespec.yml, so the defaults apply.\n{}\n".utf8)
        if FileManager.default.contents(atPath: Self.path(of: empty)) != bytes {
            try FileManager.default.createDirectory(at: empty.deletingLastPathComponent(), withIntermediateDirectories: true)
            try bytes.write(to: empty, options: .atomic)
        }
        return ["--config", Self.path(of: empty)]
    }

    /// A `.yaml` or `.yml` file other than `statespec.yml`, as the tool reads them.
    static func isSpec(_ file: URL) -> Bool {
        PerSpecLayout.isInput(fileName: file.lastPathComponent)
    }

    static func isFolder(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path(of: url), isDirectory: &isDirectory) && isDirectory.boolValue
    }

    static func path(of url: URL) -> String {
        var path = url.standardizedFileURL.path(percentEncoded: false)
        if path.count > 1, path.hasSuffix("/") { path.removeLast() }
        return path
    }

    /// `file`'s path relative to `folder` when it is inside it; its absolute path otherwise.
    static func relativePath(_ file: URL, to folder: URL) -> String {
        let base = path(of: folder) + "/"
        let path = path(of: file)
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }

    /// Runs the tool in `folder`, sharing this process's standard output and error, and returns
    /// its exit code (128 + the signal number when a signal ended it).
    static func run(_ tool: URL, _ arguments: [String], in folder: URL) throws -> Int32 {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = folder
        try process.run()
        process.waitUntilExit()
        return process.terminationReason == .exit ? process.terminationStatus : 128 + process.terminationStatus
    }
}

/// What both command plugins do: pick the targets (`--target` or all with specs), run
/// `statespec <verb>` once per target with the arguments `arguments(target, configuration)`
/// builds, and fail naming every target whose run failed.
struct SpecCommand {
    var verb: String

    func perform(context: PluginContext, arguments: [String],
                 _ targetArguments: (SpecTarget, _ configuration: [String]) -> [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let toolOptions = extractor.remainingArguments
        let targets = try SpecTarget.all(in: context.package, named: targetNames)
        guard !targets.isEmpty else {
            Diagnostics.warning("StateSpec: no spec files (*.yaml, *.yml) in \(targetNames.isEmpty ? "the package's Swift targets" : "the targets named")")
            return
        }
        let tool = try context.tool(named: "statespec").url
        var failed: [String] = []
        for target in targets {
            let configuration = try target.configArguments(packageDirectory: context.package.directoryURL,
                                                           workDirectory: context.pluginWorkDirectoryURL, toolOptions: toolOptions)
            let status = try SpecTarget.run(tool, [verb] + targetArguments(target, configuration) + toolOptions, in: context.package.directoryURL)
            if status != 0 { failed.append("\(target.name) (exit code \(status))") }
        }
        if !failed.isEmpty {
            throw SpecCommandFailure(description: "statespec \(verb) failed for \(failed.joined(separator: ", "))")
        }
    }
}

struct SpecCommandFailure: Error, CustomStringConvertible {
    var description: String
}
