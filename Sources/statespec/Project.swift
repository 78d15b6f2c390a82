import ArgumentParser
import Foundation
import StateSpecCore
import StateSpecFileSystem

/// The arguments every command that reads specs shares: the paths, and the configuration file.
struct ProjectOptions: ParsableArguments {
    @Argument(help: "Spec files, or folders to search for *.yaml and *.yml files (default: the inputs of statespec.yml; without one, lint and generate --output search the current folder).")
    var paths: [String] = []

    @Option(help: "The configuration file (default: statespec.yml in the current folder, or in the first folder given).")
    var config: String?
}

/// What a command works on when it is given no paths and finds no configuration file.
enum InputsWhenNoneGiven {
    /// The spec files under the current folder, found as for `.`.
    case currentFolder
    /// None: the run stops (exit 2) with this message, which says how to name them.
    case failure(String)

    static let noSpecsGiven = InputsWhenNoneGiven.failure(
        "no specs given: name spec files or folders, or list them as inputs in \(ConfigSchema.fileName)")
}

/// What one run works on: the configuration in force, where it lives, and the spec files.
struct Project {
    var configuration: Configuration
    /// The configuration file's folder, as a path prefix ("" for the current folder), or nil
    /// without a configuration file.
    var configurationFolder: String?
    var sources: [SpecSource]
    /// The configuration file's bytes, if there is one.
    var configurationBytes: [UInt8]?

    /// Finds and reads the configuration and the specs: the paths given, else the inputs of the
    /// configuration file (else its folder), else what `whenNoneGiven` says. Configuration
    /// errors are printed as diagnostics and end the run with exit code 1.
    static func load(_ options: ProjectOptions, whenNoneGiven: InputsWhenNoneGiven = .noSpecsGiven) throws -> Project {
        var configuration = Configuration()
        var configurationBytes: [UInt8]?
        var folder: String?
        if let path = try configurationPath(options) {
            let bytes = try InputFile.readWhole(path, limit: SyntaxParser.maximumFileSize, what: "a configuration file")
            let parsed = Configuration.parse(SpecSource(path: path, bytes: bytes))
            DiagnosticPrinter.print(parsed.diagnostics)
            if parsed.diagnostics.hasErrors {
                Console.note("\(path) has errors; nothing was checked.")
                throw ExitCode(1)
            }
            configuration = parsed.configuration
            configurationBytes = bytes
            let directory = PathText.parent(of: path)
            folder = directory.isEmpty || directory == "." ? "" : directory
        }
        let project = Project(configuration: configuration, configurationFolder: folder, sources: [], configurationBytes: configurationBytes)
        var paths = options.paths
        if paths.isEmpty {
            paths = configuration.inputs.map(project.resolve)
            if paths.isEmpty, let folder { paths = [folder.isEmpty ? "." : folder] }
        }
        if paths.isEmpty {
            switch whenNoneGiven {
            case .currentFolder: paths = ["."]
            case .failure(let message): throw ToolFailure(message: message)
            }
        }
        var loaded = project
        loaded.sources = try SpecFiles.read(paths)
        if !configuration.exclude.isEmpty {
            let relative = project.matchPath
            loaded.sources.removeAll { configuration.excludes(relative($0.path)) }
            guard !loaded.sources.isEmpty else {
                throw ToolFailure(message: "every spec in \(paths.joined(separator: ", ")) is excluded by `exclude:` in \(ConfigSchema.fileName)")
            }
        }
        return loaded
    }

    /// A path from the configuration file, as seen from the current folder.
    func resolve(_ path: String) -> String {
        guard let folder = configurationFolder, !folder.isEmpty, !path.hasPrefix("/") else { return path }
        return PathText.joined(folder, path)
    }

    /// A spec's path relative to the configuration file's folder, for `overrides` patterns.
    var matchPath: @Sendable (String) -> String {
        let prefix = configurationFolder.map { $0.isEmpty ? "" : $0.hasSuffix("/") ? $0 : $0 + "/" }
        return { path in
            var relative = path
            if let prefix, !prefix.isEmpty, relative.hasPrefix(prefix) { relative.removeFirst(prefix.count) }
            while relative.hasPrefix("./") { relative.removeFirst(2) }
            return relative
        }
    }

    /// The templates in force: the defaults, with a folder's files laid over them.
    func templates(option: String?) throws -> [String: String] {
        guard let folder = option ?? configuration.templates.map(resolve) else { return DefaultTemplates.all }
        return Generator.templates(overriding: try TemplateFolder.read(folder))
    }

    private static func configurationPath(_ options: ProjectOptions) throws -> String? {
        if let path = options.config {
            guard FileManager.default.fileExists(atPath: path) else {
                throw ToolFailure(message: "no such configuration file: \(path)")
            }
            return path
        }
        var candidates = [ConfigSchema.fileName]
        if let first = options.paths.first {
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: first, isDirectory: &isDirectory)
            let folder = exists && isDirectory.boolValue ? first : PathText.parent(of: first)
            if !folder.isEmpty { candidates.append(PathText.joined(folder, ConfigSchema.fileName)) }
        }
        return candidates.first { FileManager.default.fileExists(atPath: $0) }
    }
}
