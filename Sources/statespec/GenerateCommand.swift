import ArgumentParser
import Foundation
import StateSpecCore

struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Checks specs and, when none has an error, writes Swift for each screen.",
        discussion: "Files are written only when their bytes change, each to a temporary file that is then renamed into place."
    )

    @Argument(help: "Spec files, or folders to search for *.yaml and *.yml files.")
    var paths: [String]

    @Option(name: .shortAndLong, help: "The folder to write generated Swift into.")
    var output: String

    @Option(help: "A folder of Stencil templates that replace the defaults of the same name, file by file.")
    var templates: String?

    @Option(help: "The access level of generated declarations: internal or public.")
    var accessLevel: AccessLevel = .internal

    @Option(help: "per-template: <Screen>State.swift, <Screen>Loader.swift … (default); per-spec: one <SpecFileName>.swift per spec, for build plugins.")
    var layout: Generator.OutputLayout = .filePerTemplate

    func run() throws {
        let sources = try SpecFiles.read(paths)
        let templateSet = try templates.map(TemplateFolder.read).map(Generator.templates(overriding:)) ?? DefaultTemplates.all
        let compiler = Compiler(generator: Generator(templates: templateSet, accessLevel: accessLevel, layout: layout))
        let result = compiler.generate(sources)
        DiagnosticPrinter.print(result.diagnostics, specCount: sources.count)
        if result.diagnostics.hasErrors {
            Console.note("Nothing was written.")
            throw ExitCode(1)
        }
        let written = try OutputWriter.write(result.files, to: output)
        Console.note("Generated \(DiagnosticPrinter.counted(result.files.count, "file")) in \(output): \(written) written, \(result.files.count - written) unchanged.")
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
