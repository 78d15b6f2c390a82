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
///
/// The configuration is the target's own `statespec.yml` or none: the command always names one
/// with `--config`, so that a `statespec.yml` in the folder the build runs in (the package's, for
/// the command line) does not apply to the target's build.
struct GenerationPlan {
    /// A folder in the target whose `*.stencil` files replace the default templates.
    static let templatesFolderName = "StateSpecTemplates"
    /// The configuration file; never a spec.
    static let configFileName = "statespec.yml"
    static let specExtensions: Set<String> = ["yaml", "yml"]
    /// The default templates that render once per run (templates/App*.swift.stencil), by output.
    static let defaultAppWideOutputs: Set<String> = ["AppFeedbackPolicy.swift"]
    static let appWidePrefix = "App"
    static let templateSuffix = ".swift.stencil"
    /// What the command is given as its configuration when the target has none.
    static let emptyConfiguration = "# Written by StateSpecBuildPlugin: the target has no statespec.yml, so the defaults apply.\n{}\n"

    var targetName: String
    /// The target's screen specs, sorted by path so the command line is the same on every build.
    var specs: [URL]
    /// The target's feedback policy files: passed to the tool, but they generate no file.
    var policies: [URL]
    /// The target's `statespec.yml`, if it has one.
    var config: URL?
    /// The target's `StateSpecTemplates` folder, or else the `templates` folder its configuration names.
    var templatesFolder: URL?
    /// Every file in the templates folder: a change to any of them reruns the tool.
    var templates: [URL]
    /// Every `statespec.yml` of the target: inputs, so that a change reruns the tool (and SwiftPM
    /// does not call them unhandled files), though only the target's own is read.
    var configFiles: [URL]

    init(targetName: String, files: [URL], config: URL?, templatesFolder: URL?) throws {
        self.targetName = targetName
        self.config = config
        self.templatesFolder = templatesFolder ?? config.flatMap(Self.templatesFolder(namedIn:))
        let templatesPath = self.templatesFolder.map { Self.path(of: $0) + "/" }
        func isTemplate(_ file: URL) -> Bool {
            templatesPath.map(Self.path(of: file).hasPrefix) ?? false
        }
        let sorted = files.sorted { Self.path(of: $0) < Self.path(of: $1) }
        // The tool reads the folder's own *.stencil files, whether or not they are the target's.
        let onDisk = self.templatesFolder.map(Self.files(in:)) ?? []
        templates = Self.unique(sorted.filter(isTemplate) + onDisk)
        let yaml = sorted.filter { Self.isSpec($0) && !isTemplate($0) }
        policies = yaml.filter(Self.isPolicy)
        specs = yaml.filter { !Self.isPolicy($0) }
        configFiles = Self.unique(sorted.filter { $0.lastPathComponent.lowercased() == Self.configFileName } + (config.map { [$0] } ?? []))
        try checkOutputNames(against: files)
    }

    /// The folder a configuration's top-level `templates:` names, relative to the file.
    static func templatesFolder(namedIn config: URL) -> URL? {
        guard let value = topLevelValues(of: config)["templates"], !value.isEmpty else { return nil }
        let folder = value.hasPrefix("/") ? URL(fileURLWithPath: value) : config.deletingLastPathComponent().appending(path: value)
        return isFolder(folder) ? folder : nil
    }

    /// The regular files directly in a folder.
    static func files(in folder: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path(of: folder))) ?? []
        return names.sorted()
            .map { folder.appending(path: $0, directoryHint: .notDirectory) }
            .filter { !isFolder($0) }
    }

    static func unique(_ files: [URL]) -> [URL] {
        var seen: Set<String> = []
        return files.filter { seen.insert(path(of: $0)).inserted }
    }

    /// A `.yaml` or `.yml` file other than `statespec.yml`: a screen spec or a feedback policy.
    static func isSpec(_ file: URL) -> Bool {
        specExtensions.contains(file.pathExtension.lowercased()) && file.lastPathComponent.lowercased() != configFileName
    }

    /// A feedback policy, as the tool tells it apart: its top-level mapping has `profile` or
    /// `kinds` and no `screen`. A file that cannot be read counts as a screen spec, and the tool
    /// reports what is wrong with it.
    static func isPolicy(_ file: URL) -> Bool {
        let keys = topLevelValues(of: file)
        return keys["screen"] == nil && (keys["profile"] != nil || keys["kinds"] != nil)
    }

    /// The keys of a YAML file's top-level block mapping, with their values when they are on the
    /// key's line: read from the lines that start with `key:`, without a YAML parser (plugins
    /// cannot depend on libraries). Quotes and a trailing comment are removed.
    static func topLevelValues(of file: URL) -> [String: String] {
        guard let data = FileManager.default.contents(atPath: path(of: file)) else { return [:] }
        let quotes = CharacterSet(charactersIn: " \t\"'")
        var values: [String: String] = [:]
        for line in String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline) {
            guard let first = line.first, !" \t#-{[".contains(first), let colon = line.firstIndex(of: ":") else { continue }
            let key = line[..<colon].trimmingCharacters(in: quotes)
            var value = line[line.index(after: colon)...]
            if let comment = value.range(of: " #") { value = value[..<comment.lowerBound] }
            values[key] = value.trimmingCharacters(in: quotes)
        }
        return values
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
                throw PlanError("\(source) generates \(file.lastPathComponent), which target '\(targetName)' already has at \(Self.path(of: file)); rename one of them, or, if the target commits its generated code (statespec-generate), do not also apply StateSpecBuildPlugin to it")
            }
        }
    }

    /// One build command for all of the target's specs, or none when it has no specs.
    func commands(tool: URL, workDirectory: URL) throws -> [Command] {
        guard !specs.isEmpty || !policies.isEmpty else {
            Diagnostics.remark("StateSpec: target '\(targetName)' has no spec files (*.yaml, *.yml); nothing to generate")
            return []
        }
        let output = workDirectory.appending(path: "GeneratedSources", directoryHint: .isDirectory)
        var arguments = ["generate"] + (specs + policies).map(Self.path(of:))
        arguments += ["--output", Self.path(of: output), "--layout", "per-spec"]
        let configuration = try config ?? Self.writeEmptyConfiguration(in: workDirectory)
        arguments += ["--config", Self.path(of: configuration)]
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
                inputFiles: specs + policies + templates + Self.unique(configFiles + [configuration]),
                outputFiles: outputNames.map { output.appending(path: $0, directoryHint: .notDirectory) }
            ),
        ]
    }

    /// `<work>/EmptyConfiguration/statespec.yml`, written only when its bytes differ.
    static func writeEmptyConfiguration(in workDirectory: URL) throws -> URL {
        let folder = workDirectory.appending(path: "EmptyConfiguration", directoryHint: .isDirectory)
        let file = folder.appending(path: configFileName, directoryHint: .notDirectory)
        let bytes = Data(emptyConfiguration.utf8)
        guard FileManager.default.contents(atPath: path(of: file)) != bytes else { return file }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try bytes.write(to: file, options: .atomic)
        return file
    }
}

struct PlanError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
