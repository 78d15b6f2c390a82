import Foundation
import PackagePlugin

/// What one target's build command reads and writes, worked out from the target's files.
///
/// `statespec generate --layout per-spec` writes one `<SpecFileBaseName>.swift` per screen spec,
/// plus one file per app-wide template (`App….swift.stencil`: `AppFeedbackPolicy.swift` by
/// default). A feedback policy file (a YAML file with `profile:` or `kinds:` and no `screen:`)
/// is read but gets no file of its own. The build system needs every output's name before the
/// tool runs, so this mirrors those rules; Examples/TimelineApp/check-incremental.sh fails when
/// the tool writes a file the plugin did not declare.
struct GenerationPlan {
    /// A folder in the target whose `*.stencil` files replace the default templates.
    static let templatesFolderName = "StateSpecTemplates"
    /// Reserved for a configuration file; never a spec.
    static let configFileName = "statespec.yml"
    static let specExtensions: Set<String> = ["yaml", "yml"]
    /// The default templates that render once per run (templates/App*.swift.stencil), by output.
    static let defaultAppWideOutputs: Set<String> = ["AppFeedbackPolicy.swift"]
    static let appWidePrefix = "App"
    static let templateSuffix = ".swift.stencil"

    var targetName: String
    /// The target's screen specs, sorted by path so the command line is the same on every build.
    var specs: [URL]
    /// The target's feedback policy files: passed to the tool, but they generate no file.
    var policies: [URL]
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
        let sorted = files.sorted { Self.path(of: $0) < Self.path(of: $1) }
        templates = sorted.filter(isTemplate)
        let yaml = sorted.filter { Self.isSpec($0) && !isTemplate($0) }
        policies = yaml.filter(Self.isPolicy)
        specs = yaml.filter { !Self.isPolicy($0) }
        configFiles = sorted.filter { $0.lastPathComponent.lowercased() == Self.configFileName }
        try checkOutputNames(against: files)
    }

    /// A `.yaml` or `.yml` file other than `statespec.yml`: a screen spec or a feedback policy.
    static func isSpec(_ file: URL) -> Bool {
        specExtensions.contains(file.pathExtension.lowercased()) && file.lastPathComponent.lowercased() != configFileName
    }

    /// A feedback policy, as the tool tells it apart: its top-level mapping has `profile` or
    /// `kinds` and no `screen`. Read from the block-style keys at the start of lines; a file that
    /// cannot be read counts as a screen spec, and the tool reports what is wrong with it.
    static func isPolicy(_ file: URL) -> Bool {
        guard let data = FileManager.default.contents(atPath: path(of: file)) else { return false }
        var keys: Set<String> = []
        for line in String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline) {
            guard let first = line.first, !" \t#-{[".contains(first), let colon = line.firstIndex(of: ":") else { continue }
            keys.insert(line[..<colon].trimmingCharacters(in: CharacterSet(charactersIn: " \t\"'")))
        }
        return !keys.contains("screen") && (keys.contains("profile") || keys.contains("kinds"))
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

    /// The files generated once per run: the default app-wide templates' and the target's own.
    var appWideOutputs: [String] {
        let own = templates
            .map(\.lastPathComponent)
            .filter { $0.hasPrefix(Self.appWidePrefix) && $0.hasSuffix(Self.templateSuffix) }
            .map { String($0.dropLast(".stencil".count)) }
        return Self.defaultAppWideOutputs.union(own).sorted()
    }

    /// Two specs with one base name would write one file, and a generated file named like one of
    /// the target's own Swift files would not compile; both are reported here, naming the files.
    private func checkOutputNames(against files: [URL]) throws {
        guard !specs.isEmpty || !policies.isEmpty else { return }
        // Compared without case: macOS and Windows file systems usually ignore it.
        var sourceByOutput: [String: String] = [:]
        for name in appWideOutputs {
            sourceByOutput[name.lowercased()] = "StateSpec's app-wide template for \(name)"
        }
        for spec in specs {
            let key = Self.outputName(of: spec).lowercased()
            if let other = sourceByOutput[key] {
                throw PlanError("\(other) and \(Self.path(of: spec)) would both generate \(Self.outputName(of: spec)) in target '\(targetName)'; rename the spec")
            }
            sourceByOutput[key] = Self.path(of: spec)
        }
        for file in files where file.pathExtension == "swift" {
            if let source = sourceByOutput[file.lastPathComponent.lowercased()] {
                throw PlanError("\(source) generates \(file.lastPathComponent), which target '\(targetName)' already has at \(Self.path(of: file)); rename one of them")
            }
        }
    }

    /// One build command for all of the target's specs, or none when it has no specs.
    func commands(tool: URL, workDirectory: URL) -> [Command] {
        guard !specs.isEmpty || !policies.isEmpty else {
            Diagnostics.remark("StateSpec: target '\(targetName)' has no spec files (*.yaml, *.yml); nothing to generate")
            return []
        }
        let output = workDirectory.appending(path: "GeneratedSources", directoryHint: .isDirectory)
        var arguments = ["generate"] + (specs + policies).map(Self.path(of:))
        arguments += ["--output", Self.path(of: output), "--layout", "per-spec"]
        if let templatesFolder {
            arguments += ["--templates", Self.path(of: templatesFolder)]
        }
        let outputNames = specs.map(Self.outputName(of:)) + appWideOutputs
        let count = specs.count == 1 ? "1 spec" : "\(specs.count) specs"
        return [
            .buildCommand(
                displayName: "StateSpec: generating Swift for \(targetName) from \(count)",
                executable: tool,
                arguments: arguments,
                inputFiles: specs + policies + templates + configFiles,
                outputFiles: outputNames.map { output.appending(path: $0, directoryHint: .notDirectory) }
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
