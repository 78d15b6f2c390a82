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

    @Option(help: "How many threads parse, check and render (default: every core). The output is the same whatever the number.")
    var jobs: Int?

    @Flag(help: "Generate everything again, ignoring what the last run recorded in the output folder.")
    var full = false

    func run() throws {
        let clock = RunClock()
        if check, dryRun { throw ToolFailure(message: "--check and --dry-run cannot be used together") }
        if quiet, verbose { throw ToolFailure(message: "--quiet and --verbose cannot be used together") }
        if let jobs, jobs < 1 { throw ToolFailure(message: "--jobs must be at least 1") }
        let project = try Project.load(project)
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
        var directory = try OutputDirectory(path: folder, creating: false)
        try directory?.lock(exclusive: writes, timeout: OutputRun.lockTimeout)

        // What the last run recorded lets a writing run skip what did not change.
        let key = RunKey(configuration: configuration, templates: templates, project: project, compiler: compiler)
        let inputs = Dictionary(project.sources.map { ($0.path, ContentHash.hex($0.bytes)) }) { first, _ in first }
        // Listed once, under the lock: nothing else StateSpec runs changes the folder meanwhile.
        let listing = try directory?.listing() ?? [:]
        let cache = writes && !full ? directory?.readCache() : nil
        let onDisk = cache.map { directory?.currentHashes(of: $0, listing: listing) ?? [:] } ?? [:]
        if let cache, directory != nil, cache.coversUnchangedRun(runKey: key.value, inputs: inputs, hashes: onDisk),
           !OutputDirectory.hasLeftovers(listing) {
            DiagnosticPrinter.print(cache.diagnostics)
            if !quiet {
                Console.note(DiagnosticPrinter.summary(cache.diagnostics, specCount: project.sources.count))
                Console.note("Generated \(DiagnosticPrinter.counted(cache.outputs.count, "file")) in \(folder): 0 written, \(cache.outputs.count) unchanged.")
            }
            return
        }

        let onTerminal = Progress.standardErrorIsATerminal && !quiet
        let progress = Progress(label: "Checking specs", total: project.sources.count, enabled: onTerminal)
        let linted = compiler.lint(project.sources, parsed: progress.advance)
        progress.finish()
        var diagnostics = linted.diagnostics
        var files: [GeneratedFile] = []
        var reused: [String: String] = [:]
        var fragments: [String: String] = [:]
        let policyKey = key.policyKey(linted.context.policy, inputs: inputs)
        if !diagnostics.hasErrors {
            do {
                // Specs whose files the cache vouches for are neither planned nor rendered.
                let generator = compiler.generator
                let screens = Dictionary(linted.context.screens.map { ($0.file, $0.generatedScreenNames) }) { first, _ in first }
                let kept = cache?.keptSpecs(runKey: key.value, policyKey: policyKey, inputs: inputs, hashes: onDisk) { path in
                    screens[path].flatMap { $0 }.map { generator.outputNames(screens: $0, specPath: path) }
                } ?? [:]
                let (plans, app) = try compiler.plan(linted, only: kept.isEmpty ? nil : Set(screens.keys).subtracting(kept.keys))
                let madeFragments: [String: StringCatalog.Fragment]
                (fragments, madeFragments) = Self.catalogFragments(plans, kept: kept, cache: cache, width: compiler.jobs)
                let catalog = Generator.stringCatalogName
                let catalogIsCurrent = cache.map { cache in
                    !kept.isEmpty && fragments == cache.catalogFragments && fragments.count == screens.count && cache.holds(catalog, hashes: onDisk)
                } ?? false
                // A catalog made again needs every screen's texts.
                let catalogPlans = catalogIsCurrent || generator.layout != .filePerTemplate ? nil
                    : kept.isEmpty ? plans : try compiler.plan(linted).screens
                files = try generator.generate(rendering: plans, keeping: kept, app: app, catalogFrom: catalogPlans, catalogFragments: madeFragments)
                for (name, output) in cache?.outputs ?? [:] {
                    if let source = output.source, kept[source] != nil { reused[name] = output.sha256 }
                    if name == catalog, catalogIsCurrent { reused[name] = output.sha256 }
                }
            } catch {
                diagnostics.append(error.diagnostic)
            }
        }
        DiagnosticPrinter.print(diagnostics)
        if !quiet { Console.note(DiagnosticPrinter.summary(diagnostics, specCount: project.sources.count, time: onTerminal ? clock.elapsed : nil)) }
        if diagnostics.hasErrors {
            Console.note("Nothing was written.")
            throw ExitCode(1)
        }
        if writes, directory == nil {
            directory = try OutputDirectory(path: folder, creating: true)
            try directory?.lock(exclusive: true, timeout: OutputRun.lockTimeout)
        }
        // The catalog the last run left, still as it left it and with nobody's translations in
        // it, is replaced without reading and merging it.
        let catalogIsGenerated = cache.map { $0.catalogIsGenerated && $0.holds(Generator.stringCatalogName, hashes: onDisk) } ?? false
        let run = OutputRun(directory: directory, folder: folder, plan: try OutputRun.plan(
            files, reused: reused, catalogIsGenerated: catalogIsGenerated, in: directory, listing: listing))
        run.reportKept()
        let fileCount = files.count + reused.count
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
            try run.apply()
            var record = GenerationCache(runKey: key.value, policyKey: policyKey, inputs: inputs, outputs: [:], diagnostics: diagnostics)
            record.catalogFragments = fragments
            try run.recordCache(record, files: files, reused: reused, previous: cache)
            if verbose {
                for line in run.listing(prefix: { $0 == .extra || $0 == .leftover ? "removed" : "wrote" }) { Console.note(line) }
            }
            if !quiet {
                let removed = run.plan.removals.isEmpty ? "" : ", \(run.plan.removals.count) removed"
                Console.note("Generated \(DiagnosticPrinter.counted(fileCount, "file")) in \(folder): \(run.plan.writes.count) written, \(run.plan.unchanged.count) unchanged\(removed).")
            }
        }
        // The folder stays locked until the run ends.
        withExtendedLifetime(directory) {}
    }
}

extension GenerateCommand {
    /// What each screen puts into the String Catalog: the last run's hash for a kept spec (none
    /// when the cache has none), a new one for the others.
    /// The fragments made are returned too, for the catalog to be put together from.
    static func catalogFragments(_ plans: [ScreenPlan], kept: [String: [String]], cache: GenerationCache?,
                                 width: Int) -> (hashes: [String: String], made: [String: StringCatalog.Fragment]) {
        let made = Dictionary(zip(plans.map(\.specPath), Parallel.map(plans, width: width) { StringCatalog.fragment(for: $0) })) { first, _ in first }
        var hashes = made.mapValues(\.hash)
        for path in kept.keys { hashes[path] = cache?.catalogFragments[path] }
        return (hashes, made)
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

/// One run's changes to the output folder: planned from what the folder holds, then applied
/// under the folder's lock.
struct OutputRun {
    /// How long a run waits for another run writing into the same folder (seconds);
    /// `STATESPEC_LOCK_TIMEOUT` changes it.
    static var lockTimeout: Double {
        ProcessInfo.processInfo.environment["STATESPEC_LOCK_TIMEOUT"].flatMap(Double.init) ?? 60
    }

    var directory: OutputDirectory?
    var folder: String
    var plan: OutputPlan

    /// The plan for a folder; an error (exit 2) when something in it stops the run.
    /// `listing`: the folder's entries, listed under the run's lock.
    static func plan(_ files: [GeneratedFile], reused: [String: String], catalogIsGenerated: Bool = false, in directory: OutputDirectory?,
                     listing: [String: FolderEntry]) throws -> OutputPlan {
        let planner = OutputPlanner(entries: listing.mapValues(\.kind)) { name, amount in
            directory?.read(name, amount) ?? .failed(reason: "the folder does not exist")
        }
        let plan = planner.plan(files, reused: reused, catalogIsGenerated: catalogIsGenerated)
        if !plan.problems.isEmpty {
            for problem in plan.problems {
                Console.error("\((directory?.shown(problem.name)) ?? problem.name) \(problem.message)")
            }
            Console.note("Nothing was written.")
            throw ExitCode(2)
        }
        return plan
    }

    /// Files StateSpec once wrote and leaves where they are.
    func reportKept() {
        for kept in plan.kept { Console.note("kept \(shown(kept.name)): \(kept.reason)") }
    }

    func shown(_ name: String) -> String { (folder as NSString).appendingPathComponent(name) }

    /// `missing: Generated/TimelineState.swift` lines, sorted by path.
    func listing(prefix: (OutputPlan.Change) -> String) -> [String] {
        let lines = plan.writes.map { (shown($0.file.path), prefix($0.change)) } + plan.removals.map { (shown($0.name), prefix($0.change)) }
        return lines.sorted { $0.0 < $1.0 }.map { "\($0.1): \($0.0)" }
    }

    /// Records every file it may write in the manifest, removes temporary files of killed runs,
    /// writes every change, removes the files no spec produces, then records what is there.
    func apply() throws(ToolFailure) {
        guard let directory else { return }
        let final = Array(plan.manifest.rendered().utf8)
        if !plan.isUpToDate {
            try directory.write(OutputManifest.fileName, Array(plan.manifestWhileWriting.rendered().utf8))
        }
        for removal in plan.removals where removal.change == .leftover { try directory.remove(removal.name) }
        for write in plan.writes { try directory.write(write.file.path, Array(write.file.contents.utf8)) }
        for removal in plan.removals where removal.change == .extra { try directory.remove(removal.name) }
        if plan.manifestOnDisk != final || !plan.isUpToDate {
            try directory.write(OutputManifest.fileName, final)
        }
    }
}

extension OutputRun {
    /// Records what this run worked from and what the folder now holds, for the next run.
    func recordCache(_ cache: GenerationCache, files: [GeneratedFile], reused: [String: String], previous: GenerationCache?) throws(ToolFailure) {
        guard let directory else { return }
        var cache = cache
        let written = Dictionary(files.map { ($0.path, $0) }) { first, _ in first }
        // The bytes each file now holds: what was written, or what was generated and found
        // right; a String Catalog with translations merged in and found right is read back.
        let catalog = Generator.stringCatalogName
        var current: [String: (hash: String, size: Int)] = [:]
        for file in files where file.path != catalog || plan.catalogIsGenerated == true { current[file.path] = Self.stamp(file) }
        for write in plan.writes { current[write.file.path] = Self.stamp(write.file) }
        if plan.manifest.hashes[catalog] != nil, reused[catalog] == nil, current[catalog] == nil {
            current.merge(directory.hashes(of: [catalog])) { _, read in read }
        }
        cache.catalogIsGenerated = reused[catalog] != nil ? previous?.catalogIsGenerated ?? false : plan.catalogIsGenerated ?? false
        for (name, hashes) in plan.manifest.hashes {
            guard let sha256 = hashes.first else { continue }
            if reused[name] != nil, let kept = previous?.outputs[name] {
                cache.outputs[name] = kept
            } else if let stamp = current[name] {
                cache.outputs[name] = GenerationCache.Output(source: written[name]?.source, hash: stamp.hash, sha256: sha256, size: stamp.size)
            }
        }
        // Written last: the outputs' change times are before the cache's (OutputStamps).
        try directory.write(GenerationCache.fileName, Array(cache.rendered().utf8))
    }

    private static func stamp(_ file: GeneratedFile) -> (hash: String, size: Int) {
        let bytes = Array(file.contents.utf8)
        return (ContentHash.hex(bytes), bytes.count)
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
