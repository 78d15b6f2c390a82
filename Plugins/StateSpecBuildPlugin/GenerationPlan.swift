import Foundation
import PackagePlugin

/// What one target's build command reads and writes, worked out from the target's files.
struct GenerationPlan {
    /// A folder in the target whose `*.stencil` files replace the default templates.
    static let templatesFolderName = "StateSpecTemplates"
    /// Reserved for a configuration file; never a spec.
    static let configFileName = "statespec.yml"
    static let specExtensions: Set<String> = ["yaml", "yml"]

    var targetName: String
    /// The target's specs, sorted by path so the command line is the same on every build.
    var specs: [URL]
    var templatesFolder: URL?
    /// Every file in the templates folder: a change to any of them reruns the tool.
    var templates: [URL]
    /// The target's `statespec.yml` files: not specs, but inputs, so that a configuration change
    /// reruns the tool (and SwiftPM does not call them unhandled files).
    var configFiles: [URL]

    init(targetName: String, files: [URL], templatesFolder: URL?) throws {
        self.targetName = targetName
        self.templatesFolder = templatesFolder
        let templatesPath = templatesFolder.map { Self.path(of: $0) + "/" }
        func isTemplate(_ file: URL) -> Bool {
            templatesPath.map(Self.path(of: file).hasPrefix) ?? false
        }
        templates = files.filter(isTemplate).sorted { Self.path(of: $0) < Self.path(of: $1) }
        specs = files.filter { Self.isSpec($0) && !isTemplate($0) }.sorted { Self.path(of: $0) < Self.path(of: $1) }
        configFiles = files.filter { $0.lastPathComponent.lowercased() == Self.configFileName }.sorted { Self.path(of: $0) < Self.path(of: $1) }
        try checkOutputNames(against: files)
    }

    static func isSpec(_ file: URL) -> Bool {
        specExtensions.contains(file.pathExtension.lowercased()) && file.lastPathComponent.lowercased() != configFileName
    }

    static func isFolder(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path(of: url), isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// A file URL's path, without the trailing `/` a folder URL's `path()` has.
    static func path(of url: URL) -> String {
        var path = url.standardizedFileURL.path(percentEncoded: false)
        if path.count > 1, path.hasSuffix("/") { path.removeLast() }
        return path
    }

    /// `Timeline.yaml` → `Timeline.swift`: the name `--layout per-spec` gives a spec's output.
    static func outputName(of spec: URL) -> String {
        spec.deletingPathExtension().lastPathComponent + ".swift"
    }

    /// Two specs with one base name would write one file, and a generated file named like one of
    /// the target's own Swift files would not compile; both are reported here, naming the files.
    private func checkOutputNames(against files: [URL]) throws {
        var specByOutput: [String: URL] = [:]
        for spec in specs {
            // Compared without case: macOS and Windows file systems usually ignore it.
            let key = Self.outputName(of: spec).lowercased()
            if let other = specByOutput[key] {
                throw PlanError("\(Self.path(of: other)) and \(Self.path(of: spec)) would both generate \(Self.outputName(of: spec)) in target '\(targetName)'; rename one of them")
            }
            specByOutput[key] = spec
        }
        for file in files where file.pathExtension == "swift" {
            if let spec = specByOutput[file.lastPathComponent.lowercased()] {
                throw PlanError("\(Self.path(of: spec)) generates \(Self.outputName(of: spec)), which target '\(targetName)' already has at \(Self.path(of: file)); rename one of them")
            }
        }
    }

    /// One build command for all of the target's specs, or none when it has no specs.
    func commands(tool: URL, workDirectory: URL) -> [Command] {
        guard !specs.isEmpty else {
            Diagnostics.remark("StateSpec: target '\(targetName)' has no spec files (*.yaml, *.yml); nothing to generate")
            return []
        }
        let output = workDirectory.appending(path: "GeneratedSources", directoryHint: .isDirectory)
        var arguments = ["generate"] + specs.map(Self.path(of:))
        arguments += ["--output", Self.path(of: output), "--layout", "per-spec"]
        if let templatesFolder {
            arguments += ["--templates", Self.path(of: templatesFolder)]
        }
        let count = specs.count == 1 ? "1 spec" : "\(specs.count) specs"
        return [
            .buildCommand(
                displayName: "StateSpec: generating Swift for \(targetName) from \(count)",
                executable: tool,
                arguments: arguments,
                inputFiles: specs + templates + configFiles,
                outputFiles: specs.map { output.appending(path: Self.outputName(of: $0), directoryHint: .notDirectory) }
            ),
        ]
    }
}

struct PlanError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
