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
        var project = try Project.load(project)
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
        // A large app's folder takes thousands of `lstat`s, made while the cache is read.
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
        let recorded = Pending(width: inputsUnchanged ? 1 : compiler.jobs) { () -> Result<RecordedState, ToolFailure> in
            let cache = cacheBytes.flatMap(GenerationCache.init(parsing:))
            return Result { () throws(ToolFailure) in
                let listing = try listed?.value.get() ?? [:]
                return RecordedState(cache: cache, listing: listing, onDisk: cache.map { directory?.currentHashes(of: $0, listing: listing) ?? [:] } ?? [:])
            }
        }
        if inputsUnchanged, directory != nil {
            let state = try recorded.value.get()
            if let cache = state.cache, cache.coversUnchangedRun(runKey: runKey.value, inputs: inputs, hashes: state.onDisk),
               !OutputDirectory.hasLeftovers(state.listing) {
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
        let (cache, listing, onDisk) = try recorded.value.get().parts
        // The specs' bytes are not read again: planning takes their memory.
        let specCount = project.sources.count
        project.sources = []
        progress.finish()
        var diagnostics = linted!.diagnostics
        var reused: [String: String] = [:]
        var fragments: [String: String] = [:]
        let policyKey = RunKey.policyKey(linted!.context.policy, inputs: inputs)
        var staged = StagedOutput(directory: directory, folder: folder, writes: writes)
        var planning: OutputPlanning?
        if !diagnostics.hasErrors {
            do {
                // Specs whose files the cache vouches for are neither planned nor rendered.
                let generator = compiler.generator
                // Read and checked on another core while the specs are sorted out and planned.
                let lastCatalog = generator.layout == .filePerTemplate
                    ? Self.lastCatalog(cache: cache, hashes: onDisk, in: directory, width: compiler.jobs) : nil
                // Each spec's screens, to tell what the cache keeps: without a cache, none.
                let screens = cache == nil ? [:] : Dictionary(linted!.context.screens.map { ($0.file, $0.generatedScreenNames) }) { first, _ in first }
                let kept = cache?.keptSpecs(runKey: runKey.value, policyKey: policyKey, inputs: inputs, hashes: onDisk) { path in
                    screens[path].flatMap { $0 }.map { generator.outputNames(screens: $0, specPath: path) }
                } ?? [:]
                let (plans, app) = try compiler.plan(linted!, only: kept.isEmpty ? nil : Set(screens.keys).subtracting(kept.keys))
                // Two memory policies, on purpose: the plans are used to the end and go with the
                // process (freeing them piece by piece costs time and saves nothing), while the
                // models and the String Catalog, done with half way, are released at once
                // (`Memory.release`) to keep a large run's peak down, unless the run is a small
                // change (below).
                KeptUntilExit.keep(plans)
                var madeFragments: [String: StringCatalog.Fragment]
                (fragments, madeFragments) = Self.catalogFragments(plans, kept: kept, cache: cache, width: compiler.jobs)
                let catalog = Generator.stringCatalogName
                let catalogIsCurrent = cache.map { cache in
                    !kept.isEmpty && fragments == cache.catalogFragments && fragments.count == screens.count && cache.holds(catalog, hashes: onDisk)
                } ?? false
                // A catalog made again needs every screen's texts: the kept screens' entries are
                // copied from the catalog the last run wrote when it can (spliced), or they are
                // planned again.
                let names = kept.isEmpty ? [:] : screens.mapValues { $0?.first }
                let splice = catalogIsCurrent || kept.isEmpty ? nil
                    : lastCatalog?().flatMap { Self.catalogSplice($0, plans: plans, fragments: madeFragments, kept: kept, names: names) }
                // Its text is made and hashed on another core while the other shared files are made.
                let spliced = splice.map { splice in
                    Pending(width: compiler.jobs) { GeneratedFile(path: Generator.stringCatalogName, hashing: splice.text()) }
                }
                let catalogPlans = spliced != nil || catalogIsCurrent || generator.layout != .filePerTemplate ? nil
                    : kept.isEmpty ? plans : try compiler.plan(linted!, only: nil).screens
                // A catalog made whole (every screen's fragments, tens of megabytes in a large
                // app) is made and hashed on a thread of its own while the screens render, and
                // written beside the batch after it is ready.
                var madeCatalog = catalogPlans.map { [madeFragments] catalogPlans in
                    Pending(width: compiler.jobs, on: Self.catalogQueue) { generator.stringCatalog(for: catalogPlans, known: madeFragments, width: 1) }
                }
                // A small change to an app of up to `modelsKeptUpToSpecs` specs allocates little
                // from here on: its models go with the process too. Freed beside the run's next
                // steps, their frees and `malloc_trim` hold the allocator's lock the run needs (a
                // 1,000-screen change spent ~8 ms more in its shared files and planning).
                if let models = linted.take() {
                    let smallChange = !kept.isEmpty && plans.count <= Self.screensPerBatch && specCount <= Self.modelsKeptUpToSpecs
                    if smallChange { KeptUntilExit.keep(models) } else { Memory.release(models) }
                }
                let remakesCatalog = spliced != nil || madeCatalog != nil
                var shared = try generator.sharedFiles(rendering: plans, keeping: kept, app: app, withCatalog: remakesCatalog)
                // A large app's catalog fragments and catalog take tens of megabytes: each goes
                // as soon as it is used.
                madeFragments = [:]
                reused.reserveCapacity(cache?.outputs.count ?? 0)
                for (name, output) in cache?.outputs ?? [:] {
                    if let source = output.source, kept[source] != nil { reused[name] = output.sha256 }
                    if name == catalog, catalogIsCurrent { reused[name] = output.sha256 }
                }
                // The catalog the last run left, still as it left it and with nobody's
                // translations in it, is replaced without reading and merging it.
                let catalogIsGenerated = cache.map { $0.catalogIsGenerated && $0.holds(catalog, hashes: onDisk) } ?? false
                // Only the files this run makes again are looked up: a small change's few (and a
                // run without a cache names none: a large app's names take tens of milliseconds).
                let vouched = cache.map { cache -> [String: GenerationCache.Output] in
                    let remade = shared.map(\.path) + (remakesCatalog ? [catalog] : []) + plans.flatMap(generator.outputNames(for:))
                    return Dictionary(remade.compactMap { name in cache.holds(name, hashes: onDisk) ? cache.outputs[name].map { (name, $0) } : nil }) { first, _ in first }
                } ?? [:]
                var outputs = OutputPlanning(OutputRun.planner(directory, listing: listing, early: earlyManifest), reused: reused, catalogIsGenerated: catalogIsGenerated,
                                             vouched: vouched)
                // A change's spliced catalog, made on another core meanwhile, is written with the
                // other shared files.
                if let spliced { shared.append(spliced.value) }
                let sharedWrites = outputs.add(shared)
                shared = []
                // The String Catalog, tens of megabytes in a large app, is written while screens
                // render; its memory goes back to the system once it is on disk.
                try staged.startStaging(consume sharedWrites, returningFreedPages: true)
                // Rendered, planned and written a batch at a time: a large app's Swift is never
                // all in memory at once.
                for start in stride(from: 0, to: plans.count, by: Self.screensPerBatch) {
                    let batch = plans[start..<min(start + Self.screensPerBatch, plans.count)]
                    try staged.stage(outputs.add(generator.screenFiles(batch)))
                    if let made = madeCatalog, made.isReady || batch.endIndex == plans.count {
                        madeCatalog = nil
                        try staged.startStaging(Self.adding(made, to: &outputs, fragments: &fragments), returningFreedPages: true)
                    }
                }
                if let made = madeCatalog {
                    madeCatalog = nil
                    try staged.startStaging(Self.adding(made, to: &outputs, fragments: &fragments), returningFreedPages: true)
                }
                try staged.finishStaging()
                planning = outputs
            } catch let error as GenerationError {
                diagnostics.append(error.diagnostic)
            } catch {
                staged.discard()
                throw error
            }
        }
        DiagnosticPrinter.print(diagnostics)
        if !quiet { Console.note(DiagnosticPrinter.summary(diagnostics, specCount: specCount, time: onTerminal ? clock.elapsed : nil)) }
        guard let planning, !diagnostics.hasErrors else {
            staged.discard()
            Console.note("Nothing was written.")
            throw ExitCode(1)
        }
        let run = OutputRun(directory: staged.directory, folder: folder, plan: planning.finish(), staged: staged)
        try run.stopOnProblems()
        run.reportKept()
        let fileCount = run.plan.outputs.count + reused.count
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
            record.catalogFragments = fragments
            let plan = run.plan
            let cacheBytes = Pending(width: compiler.jobs) { [record, reused] in OutputRun.cacheBytes(record, plan: plan, reused: reused, previous: cache) }
            try run.apply(recording: cacheBytes, width: compiler.jobs)
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
        KeptUntilExit.keep(RunBookkeeping(plan: run.plan, planning: planning, staged: (staged.temporaries, staged.placed),
                                          cache: cache, onDisk: onDisk, listing: listing, inputs: inputs, reused: reused, fragments: fragments))
        withExtendedLifetime(run.directory) {}
    }
}

/// The cache the last run left, the output folder as it is, and what of it the cache vouches
/// for: each file's `ContentHash` when its stamps are the ones the cache recorded.
private struct RecordedState: Sendable {
    var cache: GenerationCache?
    var listing: [String: FolderEntry]
    var onDisk: [String: String]

    var parts: (GenerationCache?, [String: FolderEntry], [String: String]) { (cache, listing, onDisk) }
}

/// What `KeptUntilExit` keeps of a finished run.
private struct RunBookkeeping {
    var plan: OutputPlan
    var planning: OutputPlanning
    var staged: (temporaries: [String: String], placed: Set<String>)
    var cache: GenerationCache?
    var onDisk: [String: String]
    var listing: [String: FolderEntry]
    var inputs: [String: String]
    var reused: [String: String]
    var fragments: [String: String]
}

extension GenerateCommand {
    /// How many screens are rendered, planned and written at once: enough to keep every core
    /// busy, few enough that their Swift takes a few megabytes.
    static let screensPerBatch = 256
    /// The largest app whose small changes keep the lint models to the end (about 2 MB a
    /// thousand screens): a larger one releases them for its peak, its String Catalog alone
    /// taking tens of megabytes (10,000 screens: 231 MB kept, 212 MB released).
    static let modelsKeptUpToSpecs = 2_000
    /// The queue a String Catalog made whole is made on: a thread of its own beside rendering.
    static let catalogQueue = DispatchQueue(label: "StateSpec.catalog")

    /// The String Catalog made on `catalogQueue`, planned: its write, once it is made, and its
    /// screens' fragment hashes put into `fragments`. The caller lets go of `made` at once: the
    /// write is then the catalog's last holder, and frees it once it is on disk.
    static func adding(_ made: Pending<(file: GeneratedFile, fragmentHashes: [String: String])>, to outputs: inout OutputPlanning,
                       fragments: inout [String: String]) -> [PlannedWrite] {
        let (file, hashes) = made.value
        fragments.merge(hashes) { recorded, _ in recorded }
        return outputs.add([file])
    }

    /// What each screen puts into the String Catalog: the last run's hash for a kept spec (none
    /// when the cache has none), a new one for the others.
    /// When some specs are kept, the few screens planned again have their fragments made here,
    /// to tell whether the catalog changed and to put it together from. A run that keeps none
    /// makes the catalog anyway, and its fragments with it, a batch at a time, rather than all of
    /// a large app's held at once: their hashes come from there.
    static func catalogFragments(_ plans: [ScreenPlan], kept: [String: [String]], cache: GenerationCache?,
                                 width: Int) -> (hashes: [String: String], made: [String: StringCatalog.Fragment]) {
        guard !kept.isEmpty else { return ([:], [:]) }
        var hashes: [String: String] = [:]
        var made: [String: StringCatalog.Fragment] = [:]
        for (plan, fragment) in zip(plans, Parallel.map(plans, width: width) { StringCatalog.fragment(for: $0) }) where made[plan.specPath] == nil {
            hashes[plan.specPath] = fragment.hash
            made[plan.specPath] = fragment
        }
        for path in kept.keys { hashes[path] = cache?.catalogFragments[path] }
        return (hashes, made)
    }
}

extension GenerateCommand {
    /// The String Catalog the last run wrote, split into its screens' entries, to splice this
    /// run's changes into (`catalogSplice`): read on another thread from now on when `width`
    /// allows, else when first asked for. Nil unless that catalog is, byte for byte, the one the
    /// last run generated: the cache says it wrote it with nobody's work in it, the folder's
    /// stamps say it is untouched, and its bytes have the size and hash the cache recorded (so
    /// neither an edit that kept the stamps nor a cache edited by hand slips other bytes in).
    static func lastCatalog(cache: GenerationCache?, hashes: [String: String], in directory: OutputDirectory?,
                            width: Int) -> (() -> StringCatalog.WrittenCatalog?)? {
        let catalog = Generator.stringCatalogName
        guard let cache, let directory, cache.catalogIsGenerated, cache.holds(catalog, hashes: hashes), let recorded = cache.outputs[catalog]
        else { return nil }
        let read: @Sendable () -> StringCatalog.WrittenCatalog? = {
            guard case .bytes(let bytes) = directory.read(catalog, .whole(maximum: OutputPlanner.maximumReadSize)),
                  bytes.count == recorded.size, ContentHash.text(bytes) == recorded.hash else { return nil }
            return StringCatalog.WrittenCatalog(bytes)
        }
        guard width > 1 else { return read }
        let pending = Pending(width: width, read)
        return { pending.value }
    }

    /// This run's String Catalog, spliced from the last run's (`lastCatalog`): the kept screens'
    /// entries copied as they are, the planned screens' (`fragments`, by spec path) put in,
    /// every other screen's left out; nil when the names do not allow it.
    /// The last catalog was made from the kept specs as they are now (the same bytes, policy,
    /// options and templates: what makes them kept), so each kept screen's entries in it are
    /// what it makes today; checking each one's fragment hash as well would prove nothing more.
    static func catalogSplice(_ lastCatalog: StringCatalog.WrittenCatalog, plans: [ScreenPlan], fragments: [String: StringCatalog.Fragment],
                              kept: [String: [String]], names: [String: String?]) -> StringCatalog.Splice? {
        var keptNames = Set<String>(minimumCapacity: kept.count)
        for path in kept.keys {
            guard let name = names[path] ?? nil else { return nil }
            keptNames.insert(name)
        }
        var added: [(name: String, fragment: StringCatalog.Fragment)] = []
        for plan in plans {
            guard let fragment = fragments[plan.specPath] else { return nil }
            added.append((plan.name, fragment))
        }
        return lastCatalog.splice(keeping: keptNames, adding: added)
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
