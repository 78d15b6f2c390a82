import ArgumentParser
import Foundation
import StateSpecCore

struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Checks specs and, when none has an error, writes Swift for each screen.",
        discussion: """
        Files are written only when their bytes change, each to a temporary file that is then renamed into place. \
        Generated files that no spec produces any more are removed after every new file is written. \
        --check writes nothing and exits 1 when the output is stale, for CI; --dry-run prints what would change.
        """
    )

    @OptionGroup var project: ProjectOptions

    @Option(name: .shortAndLong, help: "The folder to write generated Swift into (default: output in statespec.yml).")
    var output: String?

    @Option(help: "A folder of Stencil templates that replace the defaults of the same name, file by file.")
    var templates: String?

    @Option(help: "The access level of generated declarations: internal or public.")
    var accessLevel: AccessLevel?

    @Option(help: "per-template: <Screen>State.swift, <Screen>Loader.swift … (default); per-spec: one <SpecFileName>.swift per spec, for build plugins.")
    var layout: Generator.OutputLayout?

    @Flag(help: "Write nothing; list the files that are missing, stale or extra, and exit 1 if there are any.")
    var check = false

    @Flag(help: "Write nothing; print what would be written and removed.")
    var dryRun = false

    @Flag(help: "Print no summary on standard error.")
    var quiet = false

    @Flag(help: "Also print each file written or removed on standard error.")
    var verbose = false

    func run() throws {
        if check, dryRun { throw ToolFailure(message: "--check and --dry-run cannot be used together") }
        if quiet, verbose { throw ToolFailure(message: "--quiet and --verbose cannot be used together") }
        let project = try Project.load(project)
        var configuration = project.configuration
        if let accessLevel { configuration.accessLevel = accessLevel }
        if let layout { configuration.layout = layout }
        guard let folder = output ?? configuration.output.map(project.resolve) else {
            throw ToolFailure(message: "no output folder: pass --output, or set output in \(ConfigSchema.fileName)")
        }
        let compiler = Compiler(configuration: configuration, templates: try project.templates(option: templates), matchPath: project.matchPath)
        let result = compiler.generate(project.sources)
        DiagnosticPrinter.print(result.diagnostics)
        if !quiet { Console.note(DiagnosticPrinter.summary(result.diagnostics, specCount: project.sources.count)) }
        if result.diagnostics.hasErrors {
            Console.note("Nothing was written.")
            throw ExitCode(1)
        }
        let plan = try OutputPlan(files: result.files, folder: folder)
        if check {
            for line in plan.listing(prefix: { $0.rawValue }) { Console.output(line) }
            guard plan.isUpToDate else {
                Console.note("The generated code in \(folder) is out of date; run `statespec generate`.")
                throw ExitCode(1)
            }
            if !quiet { Console.note("The generated code in \(folder) is up to date.") }
        } else if dryRun {
            for line in plan.listing(prefix: { $0 == .extra ? "would remove" : "would write (\($0.rawValue))" }) { Console.output(line) }
        } else {
            try plan.apply()
            if verbose {
                for line in plan.listing(prefix: { $0 == .extra ? "removed" : "wrote" }) { Console.note(line) }
            }
            if !quiet {
                let removed = plan.extra.isEmpty ? "" : ", \(plan.extra.count) removed"
                Console.note("Generated \(DiagnosticPrinter.counted(result.files.count, "file")) in \(folder): \(plan.changes.count) written, \(plan.unchanged) unchanged\(removed).")
            }
        }
    }
}

extension AccessLevel: ExpressibleByArgument {}
extension Generator.OutputLayout: ExpressibleByArgument {}

enum TemplateFolder {
    /// The `*.stencil` files of a folder, by file name.
    static func read(_ folder: String) throws(ToolFailure) -> [String: String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
            throw ToolFailure(message: "cannot read the templates folder \(folder)")
        }
        var templates: [String: String] = [:]
        for name in names where name.hasSuffix(Generator.templateSuffix) {
            let path = (folder as NSString).appendingPathComponent(name)
            guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
                throw ToolFailure(message: "cannot read the template \(path)")
            }
            templates[name] = text
        }
        return templates
    }
}

/// What generating into a folder would change: files missing, files whose bytes differ, and
/// files StateSpec wrote earlier that no spec produces any more.
struct OutputPlan {
    enum Change: String {
        case missing, stale, extra
    }

    var folder: String
    /// Files to write, with why.
    var changes: [(file: GeneratedFile, change: Change)] = []
    var unchanged = 0
    /// Earlier output that nothing produces now, by file name.
    var extra: [String] = []

    var isUpToDate: Bool { changes.isEmpty && extra.isEmpty }

    init(files: [GeneratedFile], folder: String) throws(ToolFailure) {
        self.folder = folder
        for file in files {
            let path = (folder as NSString).appendingPathComponent(file.path)
            if let existing = FileManager.default.contents(atPath: path) {
                if existing == Data(file.contents.utf8) { unchanged += 1 } else { changes.append((file, .stale)) }
            } else {
                changes.append((file, .missing))
            }
        }
        let produced = Set(files.map(\.path))
        let present = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        extra = present.filter { !produced.contains($0) && Self.isGenerated((folder as NSString).appendingPathComponent($0)) }.sorted()
    }

    /// `missing: Generated/TimelineState.swift` lines, sorted by path.
    func listing(prefix: (Change) -> String) -> [String] {
        let lines = changes.map { "\(prefix($0.change)): \((folder as NSString).appendingPathComponent($0.file.path))" }
            + extra.map { "\(prefix(.extra)): \((folder as NSString).appendingPathComponent($0))" }
        return lines.sorted { $0.split(separator: " ").last! < $1.split(separator: " ").last! }
    }

    /// Writes every change, then removes the extra files, so that a failure half way never
    /// leaves the folder without files it needs.
    func apply() throws(ToolFailure) {
        _ = try OutputWriter.write(changes.map(\.file), to: folder)
        for name in extra {
            let path = (folder as NSString).appendingPathComponent(name)
            do {
                try FileManager.default.removeItem(atPath: path)
            } catch {
                throw ToolFailure(message: "cannot remove \(path): \(error.localizedDescription)")
            }
        }
    }

    /// Files StateSpec writes: Swift that starts with its header, and its String Catalog.
    static func isGenerated(_ path: String) -> Bool {
        if (path as NSString).lastPathComponent == Generator.stringCatalogName { return true }
        guard path.hasSuffix(".swift"), let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        let start = handle.readData(ofLength: 64)
        return String(decoding: start, as: UTF8.self).hasPrefix("// Generated by StateSpec")
    }
}

enum OutputWriter {
    /// Writes each file whose bytes differ from what is on disk; returns how many it wrote.
    static func write(_ files: [GeneratedFile], to folder: String) throws(ToolFailure) -> Int {
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw ToolFailure(message: "cannot create the output folder \(folder): \(error.localizedDescription)")
        }
        var written = 0
        for file in files {
            let url = URL(fileURLWithPath: folder).appendingPathComponent(file.path)
            let data = Data(file.contents.utf8)
            if FileManager.default.contents(atPath: url.path) == data { continue }
            do {
                // .atomic writes a temporary file and renames it: never a half-written file.
                try data.write(to: url, options: .atomic)
            } catch {
                throw ToolFailure(message: "cannot write \(url.path): \(error.localizedDescription)")
            }
            written += 1
        }
        return written
    }
}
