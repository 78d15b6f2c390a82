import ArgumentParser
import Foundation
import StateSpecCore
import StateSpecFileSystem

struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Checks specs and, when none has an error, writes Swift for each screen.",
        discussion: """
        Files are written only when their bytes change, each to a temporary file that is then renamed into place \
        (in a folder the run makes, generated Swift goes into place as soon as it is written, whole). \
        Files StateSpec wrote, their bytes as its manifest records them, that no spec produces any more are removed \
        after every new file is written. \
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

    @Option(help: "How many threads parse, check and render (default: every core). The output is the same whatever the number.")
    var jobs: Int?

    @Flag(help: "Generate everything again, ignoring what the last run recorded in the output folder.")
    var full = false

    @Flag(help: "Write test fakes instead of the app's code: one <Screen>LoaderFake.swift per loader, for a test target that depends on StateSpecTesting. Needs --output, a folder of their own.")
    var fakes = false

    @Option(help: "With --fakes: the app module each fake imports with @testable (its generated loader protocols are internal).")
    var testableImport: String?

    func run() throws {
        do {
            try generate()
        } catch is OutputFolderAppeared {
            // Another run (or someone) made the folder meanwhile: planned again against what
            // it holds now, this time under its lock from the start.
            do {
                try generate()
            } catch let appeared as OutputFolderAppeared {
                throw ToolFailure(message: "the output folder \(appeared.folder) keeps appearing with files in it while StateSpec runs; nothing was written")
            }
        }
    }

    private func generate() throws {
        let clock = RunClock()
        if check, dryRun { throw ToolFailure(message: "--check and --dry-run cannot be used together") }
        if quiet, verbose { throw ToolFailure(message: "--quiet and --verbose cannot be used together") }
        if let jobs, jobs < 1 { throw ToolFailure(message: "--jobs must be at least 1") }
        try FakesFolder.checkOptions(fakes: fakes, testableImport: testableImport, output: output)
        // With no paths and no configuration file: with --output, the specs under the current
        // folder; without it there is nowhere to write, and the message says what to pass.
        var project = try Project.load(project, whenNoneGiven: output != nil ? .currentFolder : .failure(
            "no output folder and no \(ConfigSchema.fileName) here: pass --output to generate from the specs under the current folder "
                + "(statespec generate --output Generated), or run statespec init to write a \(ConfigSchema.fileName) with inputs and output"))
        var configuration = project.configuration
        if let accessLevel { configuration.accessLevel = accessLevel }
        if let layout { configuration.layout = layout }
        guard let folder = output ?? configuration.output.map(project.resolve) else {
            throw ToolFailure(message: "no output folder: pass --output, or set output in \(ConfigSchema.fileName)")
        }
        let templates = fakes ? try FakesFolder.templates(option: self.templates) : try project.templates(option: self.templates)
        var compiler = Compiler(configuration: configuration, templates: templates, matchPath: project.matchPath)
        if let jobs { compiler.jobs = jobs }
        if fakes {
            compiler.generator.makesStringCatalog = false
            compiler.generator.testableImport = testableImport
        }
        let writes = !check && !dryRun
        // The folder is made only once there is something to write into it.
        let directory = try OutputDirectory(path: folder)
        try directory?.lock(exclusive: writes, wait: OutputRun.lockWait)
        let kind: OutputKind = fakes ? .fakes : .appCode
        try directory?.checkHolds(kind)

        // The folder is listed once, under the lock: nothing else StateSpec runs changes it meanwhile.
        var pipeline = GeneratePipeline(compiler: compiler, configuration: configuration, templates: templates, configurationBytes: project.configurationBytes,
                                        toolVersion: StateSpecCommand.configuration.version, sources: project.sources, folder: directory, writes: writes, full: full)
        pipeline.keepsResultsUntilExit = true
        let specCount = project.sources.count
        if let (diagnostics, fileCount) = try pipeline.unchangedRun() {
            if writes { try directory?.mark(kind) }
            DiagnosticPrinter.print(diagnostics)
            if !quiet {
                Console.note(DiagnosticPrinter.summary(diagnostics, specCount: specCount))
                Console.note("Generated \(DiagnosticPrinter.counted(fileCount, "file")) in \(folder): 0 written, \(fileCount) unchanged.")
            }
            return
        }
        let onTerminal = Progress.standardErrorIsATerminal && !quiet
        let progress = Progress(label: "Checking specs", total: specCount, enabled: onTerminal)
        var staged = StagedOutput(directory: directory, folder: folder, writes: writes, lockWait: OutputRun.lockWait)
        let outcome: GeneratePipeline.Outcome
        do {
            outcome = try pipeline.run(&project.sources, parsed: progress.advance, checked: progress.finish, into: &staged)
        } catch {
            staged.discard()
            throw error
        }
        let diagnostics = outcome.diagnostics
        DiagnosticPrinter.print(diagnostics)
        if !quiet { Console.note(DiagnosticPrinter.summary(diagnostics, specCount: specCount, time: onTerminal ? clock.elapsed : nil)) }
        guard let result = outcome.staged, !diagnostics.hasErrors else {
            staged.discard()
            Console.note("Nothing was written.")
            throw ExitCode(1)
        }
        try OutputRun.checkFits(result.fileCount, in: folder, staged: staged)
        let run = OutputRun(directory: staged.directory, folder: folder, plan: result.plan, staged: staged)
        try run.stopOnProblems()
        run.reportKept()
        let fileCount = result.fileCount
        if check {
            for line in run.listing(prefix: { $0.rawValue }) { Console.output(line) }
            guard run.plan.isUpToDate else {
                Console.note("The generated code in \(folder) is out of date; run: \(ShellCommand.rerun(dropping: ["--check"]))")
                throw ExitCode(1)
            }
            if !quiet { Console.note("The generated code in \(folder) is up to date.") }
        } else if dryRun {
            for line in run.listing(prefix: { $0 == .extra || $0 == .leftover ? "would remove" : "would write (\($0.rawValue))" }) { Console.output(line) }
        } else {
            do {
                try run.apply(recording: result.cache, finalManifest: result.finalManifest, width: compiler.jobs)
                try staged.directory?.mark(kind)
            } catch {
                // A disk that fills while the manifest is written leaves no staged file behind.
                staged.discard()
                throw error
            }
            if verbose {
                for line in run.listing(prefix: { $0 == .extra || $0 == .leftover ? "removed" : "wrote" }) { Console.note(line) }
            }
            if !quiet {
                let removed = run.plan.removals.isEmpty ? "" : ", \(run.plan.removals.count) removed"
                Console.note("Generated \(DiagnosticPrinter.counted(fileCount, "file")) in \(folder): \(run.plan.writes.count) written, \(run.plan.unchanged.count) unchanged\(removed).")
            }
        }
        // The folder itself is closed, and unlocked, when the run ends.
        KeptUntilExit.keep((result, staged.temporaries, staged.placed))
        withExtendedLifetime(run.directory) {}
    }
}

extension AccessLevel: ExpressibleByArgument {}
extension Generator.OutputLayout: ExpressibleByArgument {}

enum TemplateFolder {
    static let maximumTemplateSize = 1024 * 1024

    /// The `*.stencil` files of a folder, by file name.
    static func read(_ folder: String) throws(ToolFailure) -> [String: String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
            throw ToolFailure(message: "cannot read the templates folder \(folder)")
        }
        var templates: [String: String] = [:]
        for name in names.sorted() where name.hasSuffix(Generator.templateSuffix) {
            let path = PathText.joined(folder, name)
            let bytes = try InputFile.readWhole(path, limit: maximumTemplateSize, what: "a template")
            guard let text = String(validating: bytes, as: UTF8.self) else {
                throw ToolFailure(message: "cannot read the template \(path): it is not UTF-8 text")
            }
            templates[name] = text
        }
        return templates
    }
}

/// The command that was run, as a person would type it again.
enum ShellCommand {
    /// `statespec generate specs --output 'My Generated'`: this run's arguments without `flags`.
    static func rerun(dropping flags: Set<String>) -> String {
        (["statespec"] + CommandLine.arguments.dropFirst().filter { !flags.contains($0) }).map(quoted).joined(separator: " ")
    }

    /// The argument, in single quotes when a shell would otherwise split or expand it.
    static func quoted(_ argument: String) -> String {
        let plain = !argument.isEmpty && argument.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || "-_./=:,@%+".unicodeScalars.contains(scalar))
        }
        return plain ? argument : "'" + argument.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
}
