import ArgumentParser
import Foundation
import StateSpecCore

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
        let templates = try project.templates(option: self.templates)
        var compiler = Compiler(configuration: configuration, templates: templates, matchPath: project.matchPath)
        if let jobs { compiler.jobs = jobs }
        let writes = !check && !dryRun
        // The folder is made only once there is something to write into it.
        let directory = try OutputDirectory(path: folder)
        try directory?.lock(exclusive: writes, timeout: OutputRun.lockTimeout)

        // Listed once, under the lock: nothing else StateSpec runs changes the folder meanwhile.
        // A large app's folder takes thousands of `lstat`s, made on other cores meanwhile.
        let listed = directory.map { directory in Pending(width: compiler.jobs) { Result { () throws(ToolFailure) in try directory.listing() } } }
        // What the last run recorded lets a writing run skip what did not change. The run's key
        // generates sample screens, a few milliseconds: on another thread while the folder is
        // listed, and while the specs are checked when there is no cache to check first.
        let configurationBytes = project.configurationBytes
        let runKey = Pending(width: compiler.jobs) { [configuration, compiler] in
            RunKey(configuration: configuration, templates: templates, configurationBytes: configurationBytes, compiler: compiler).value
        }
        let inputs = Dictionary(project.sources.map { ($0.path, ContentHash.text($0.bytes)) }) { first, _ in first }
        // What the last run recorded, and what of the folder it vouches for (its files' stamps
        // against the listing): at once when the cache lists the specs as they are, for a run
        // that may change nothing; else on another core while the specs are checked (a large
        // app's cache takes milliseconds to parse, its folder to compare).
        let cacheBytes = writes && !full ? directory?.readCacheBytes() : nil
        let inputsUnchanged = cacheBytes.map { GenerationCache.lists(inputs: inputs, in: $0) } ?? false
        let recording = Pending(width: inputsUnchanged ? 1 : compiler.jobs) { () -> Result<RecordedState, ToolFailure> in
            let cache = cacheBytes.flatMap(GenerationCache.init(parsing:))
            return Result { () throws(ToolFailure) in
                let listing = try listed?.value.get() ?? [:]
                return RecordedState(cache: cache, listing: listing, onDisk: cache.map { directory?.currentHashes(of: $0, listing: listing) ?? [:] } ?? [:])
            }
        }
        if inputsUnchanged, directory != nil {
            let state = try recording.value.get()
            // Files no spec makes (a killed run's, earlier output) are planned as in every run:
            // one to remove or report takes a whole run.
            if let cache = state.cache, cache.coversUnchangedRun(runKey: runKey.value, inputs: inputs, hashes: state.onDisk),
               !OutputRun.leftoversNeedPlanning(directory, listing: state.listing, outputs: cache.outputs) {
                DiagnosticPrinter.print(cache.diagnostics)
                if !quiet {
                    Console.note(DiagnosticPrinter.summary(cache.diagnostics, specCount: project.sources.count))
                    Console.note("Generated \(DiagnosticPrinter.counted(cache.outputs.count, "file")) in \(folder): 0 written, \(cache.outputs.count) unchanged.")
                }
                return
            }
        }

        // Read on another core while the specs are checked.
        let earlyManifest = directory.map { directory in Pending(width: compiler.jobs) { OutputRun.EarlyManifest(in: directory) } }
        let onTerminal = Progress.standardErrorIsATerminal && !quiet
        let progress = Progress(label: "Checking specs", total: project.sources.count, enabled: onTerminal)
        // Released once every screen is planned: a large app's models take tens of megabytes.
        var linted: LintResult? = compiler.lint(project.sources, parsed: progress.advance)
        let recorded = try recording.value.get()
        // The specs' bytes are not read again: planning takes their memory.
        let specCount = project.sources.count
        project.sources = []
        progress.finish()
        var diagnostics = linted!.diagnostics
        let policyKey = RunKey.policyKey(linted!.context.policy, inputs: inputs)
        var staged = StagedOutput(directory: directory, folder: folder, writes: writes)
        var staging: ScreenStaging.Outcome?
        if !diagnostics.hasErrors {
            do {
                let middle = ScreenStaging(compiler: compiler, recorded: recorded, directory: directory, earlyManifest: earlyManifest,
                                            runKey: runKey.value, policyKey: policyKey, inputs: inputs, specCount: specCount)
                staging = try middle.run(&linted, into: &staged)
            } catch let error as GenerationError {
                diagnostics.append(error.diagnostic)
            } catch {
                staged.discard()
                throw error
            }
        }
        DiagnosticPrinter.print(diagnostics)
        if !quiet { Console.note(DiagnosticPrinter.summary(diagnostics, specCount: specCount, time: onTerminal ? clock.elapsed : nil)) }
        guard let staging, !diagnostics.hasErrors else {
            staged.discard()
            Console.note("Nothing was written.")
            throw ExitCode(1)
        }
        let run = OutputRun(directory: staged.directory, folder: folder, plan: staging.plan, staged: staged)
        try run.stopOnProblems()
        run.reportKept()
        let fileCount = run.plan.outputs.count + staging.reused.count
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
            var record = GenerationCache(runKey: runKey.value, policyKey: policyKey, inputs: inputs, outputs: [:], diagnostics: diagnostics)
            record.catalogFragments = staging.fragments
            let (plan, reused, previous) = (run.plan, staging.reused, recorded.cache)
            let cacheBytes = Pending(width: compiler.jobs) { [record] in OutputRun.cacheBytes(record, plan: plan, reused: reused, previous: previous) }
            try run.apply(recording: cacheBytes, finalManifest: staging.finalManifest, width: compiler.jobs)
            if verbose {
                for line in run.listing(prefix: { $0 == .extra || $0 == .leftover ? "removed" : "wrote" }) { Console.note(line) }
            }
            if !quiet {
                let removed = run.plan.removals.isEmpty ? "" : ", \(run.plan.removals.count) removed"
                Console.note("Generated \(DiagnosticPrinter.counted(fileCount, "file")) in \(folder): \(run.plan.writes.count) written, \(run.plan.unchanged.count) unchanged\(removed).")
            }
        }
        // The run's bookkeeping, a name and a hash or two for every file and spec, goes with the
        // process like the plans: freed one by one, a 10,000-screen run's would cost ~40 ms.
        // The folder itself is closed, and unlocked, when the run ends.
        KeptUntilExit.keep(RunBookkeeping(staging: staging, staged: (staged.temporaries, staged.placed), recorded: recorded, inputs: inputs))
        withExtendedLifetime(run.directory) {}
    }
}

/// The cache the last run left, the output folder as it is, and what of it the cache vouches
/// for: each file's `ContentHash` when its stamps are the ones the cache recorded.
struct RecordedState: Sendable {
    var cache: GenerationCache?
    var listing: [String: FolderEntry]
    var onDisk: [String: String]
}

/// What `KeptUntilExit` keeps of a finished run.
private struct RunBookkeeping {
    var staging: ScreenStaging.Outcome
    var staged: (temporaries: [String: String], placed: Set<String>)
    var recorded: RecordedState
    var inputs: [String: String]
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
            let path = (folder as NSString).appendingPathComponent(name)
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
