import Foundation
import PackagePlugin

/// What one target's build command reads and writes, worked out from the target's files.
///
/// The names come from `PerSpecLayout`, the tool's own source for `generate --layout per-spec`
/// (PerSpecLayout.swift here is a link to it): one `<FileBaseName>.swift` per YAML input, spec or
/// feedback policy alike, plus one file per app-wide template (`App….swift.stencil`). So the plugin
/// never reads a YAML file to tell a policy from a spec; Examples/TimelineApp/check-incremental.sh
/// fails if the tool ever writes a file the plugin did not declare.
///
/// The configuration is the one `PluginConfiguration` chooses: the target's own `statespec.yml`,
/// else the package's (the one the command line reads), else none. The command always names one
/// with `--config`, so that the tool never looks for one in the folder the build runs in.
struct GenerationPlan {
    /// A folder in the target whose `*.stencil` files replace the default templates.
    static let templatesFolderName = "StateSpecTemplates"
    /// What the command is given as its configuration when the target has none.
    static let emptyConfiguration = "# Written by StateSpecBuildPlugin: the target has no statespec.yml, so the defaults apply.\n{}\n"

    var targetName: String
    /// The target's specs and feedback policy, sorted by path so the command line is the same
    /// on every build.
    var inputs: [URL]
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
        inputs = sorted.filter { PerSpecLayout.isInput(fileName: $0.lastPathComponent) && !isTemplate($0) }
        configFiles = Self.unique(sorted.filter { $0.lastPathComponent.lowercased() == PerSpecLayout.configFileName } + (config.map { [$0] } ?? []))
        try checkOutputNames(against: files)
    }

    /// The configuration for a target in `folder`: its own `statespec.yml`, else the package's,
    /// else nil. Warns of each setting of the target's own file that the build cannot honour.
    static func configuration(target: String, folder: URL, packageFolder: URL) -> URL? {
        func existing(_ folder: URL) -> String? {
            let file = folder.appending(path: PerSpecLayout.configFileName, directoryHint: .notDirectory)
            return FileManager.default.fileExists(atPath: path(of: file)) ? path(of: file) : nil
        }
        guard let chosen = PluginConfiguration.choose(targetsOwn: existing(folder), packages: existing(packageFolder)) else { return nil }
        let text = FileManager.default.contents(atPath: chosen.path).map { String(decoding: $0, as: UTF8.self) } ?? ""
        for warning in PluginConfiguration.warnings(keys: PluginConfiguration.topLevelKeys(of: text), path: chosen.path,
                                                    isTargetsOwn: chosen.isTargetsOwn, target: target, plugin: .build) {
            Diagnostics.warning(warning)
        }
        return URL(fileURLWithPath: chosen.path)
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

    /// The keys of a configuration's top-level block mapping, with their values when they are on
    /// the key's line: read from the lines that start with `key:`, without a YAML parser (plugins
    /// cannot depend on libraries), for the one key the plugin needs, `templates`. Quotes and a
    /// trailing comment are removed.
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

    /// The files the command writes, by name.
    var outputNames: [String] {
        PerSpecLayout.outputs(inputs: inputs.map(Self.path(of:)), teamTemplates: templates.map(\.lastPathComponent))
    }

    /// Two inputs with one base name would write one file, and a generated file named like one
    /// of the target's own Swift files would not compile; both are reported here, naming the files.
    private func checkOutputNames(against files: [URL]) throws {
        guard !inputs.isEmpty else { return }
        // Compared without case: macOS and Windows file systems usually ignore it.
        var sourceByOutput: [String: String] = [:]
        for name in PerSpecLayout.appWideOutputs(teamTemplates: templates.map(\.lastPathComponent)) {
            sourceByOutput[name.lowercased()] = "StateSpec's app-wide template for \(name)"
        }
        for input in inputs {
            let output = PerSpecLayout.outputName(ofInput: Self.path(of: input))
            if let other = sourceByOutput[output.lowercased()] {
                throw PlanError("\(other) and \(Self.path(of: input)) would both generate \(output) in target '\(targetName)'; rename the spec")
            }
            sourceByOutput[output.lowercased()] = Self.path(of: input)
        }
        for file in files where file.pathExtension == "swift" {
            if let source = sourceByOutput[file.lastPathComponent.lowercased()] {
                throw PlanError("\(source) generates \(file.lastPathComponent), which target '\(targetName)' already has at \(Self.path(of: file)); rename one of them, or, if the target commits its generated code (statespec-generate), do not also apply StateSpecBuildPlugin to it")
            }
        }
    }

    /// One build command for all of the target's specs, or none when it has no specs.
    func commands(tool: URL, workDirectory: URL) throws -> [Command] {
        guard !inputs.isEmpty else {
            Diagnostics.remark("StateSpec: target '\(targetName)' has no spec files (*.yaml, *.yml); nothing to generate")
            return []
        }
        let output = workDirectory.appending(path: "GeneratedSources", directoryHint: .isDirectory)
        var arguments = ["generate"] + inputs.map(Self.path(of:))
        arguments += ["--output", Self.path(of: output), "--layout", "per-spec"]
        let configuration = try config ?? Self.writeEmptyConfiguration(in: workDirectory)
        arguments += ["--config", Self.path(of: configuration)]
        if let templatesFolder {
            arguments += ["--templates", Self.path(of: templatesFolder)]
        }
        let count = inputs.count == 1 ? "1 spec file" : "\(inputs.count) spec files"
        return [
            .buildCommand(
                displayName: "StateSpec: generating Swift for \(targetName) from \(count)",
                executable: tool,
                arguments: arguments,
                inputFiles: inputs + templates + Self.unique(configFiles + [configuration]),
                outputFiles: outputNames.map { output.appending(path: $0, directoryHint: .notDirectory) }
            ),
        ]
    }

    /// `<work>/EmptyConfiguration/statespec.yml`, written only when its bytes differ.
    static func writeEmptyConfiguration(in workDirectory: URL) throws -> URL {
        let folder = workDirectory.appending(path: "EmptyConfiguration", directoryHint: .isDirectory)
        let file = folder.appending(path: PerSpecLayout.configFileName, directoryHint: .notDirectory)
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
