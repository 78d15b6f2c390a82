import Foundation

/// Where the generate pipeline hands the files it plans, a batch at a time, so that a large
/// app's Swift is never all in memory: the command line stages each in a temporary file of the
/// output folder; a test keeps them.
public protocol OutputStaging {
    /// False when the run writes nothing (`--check`, `--dry-run`): nothing is handed over.
    var writes: Bool { get }
    /// Stages `files` before it returns, once the files handed to `startStaging` are staged.
    mutating func stage(_ files: [PlannedWrite]) throws
    /// Starts staging `files` and returns at once: a large file (the String Catalog, megabytes)
    /// is written by one thread while the others render. `returningFreedPages`: the files are
    /// the only copy of large bytes, whose pages go back to the system once written.
    mutating func startStaging(_ files: consuming [PlannedWrite], returningFreedPages: Bool) throws
    /// Waits for the files handed to `startStaging`.
    mutating func finishStaging() throws
}

/// The cache the last run left, the output folder as it is, and what of it the cache vouches
/// for: each file's `ContentHash` when its stamps are the ones the cache recorded.
public struct RecordedOutput: Sendable {
    public var cache: GenerationCache?
    public var listing: [String: FolderEntry]
    public var onDisk: [String: String]
}

/// `statespec generate` from the specs' bytes to a plan of writes and removals, with no I/O of
/// its own: the specs are checked, the specs whose files the last run's cache vouches for are
/// kept, the others planned and rendered, the String Catalog spliced or made again, and every
/// file planned against the output folder as it is (`OutputFolderReading`), a batch at a time
/// into an `OutputStaging`. `Compiler.generate` is this pipeline with no folder and no cache.
public struct GeneratePipeline {
    public let compiler: Compiler
    let folder: (any OutputFolderReading)?
    /// Nil when nothing is recorded (`Compiler.generate`): no cache is read or made.
    let runKey: Pending<String>?
    /// Whether the run's large values (models, plans, bookkeeping) are kept until the process
    /// ends rather than freed piece by piece: a command line that exits once the run is done
    /// saves a sixth of its CPU time (`KeptUntilExit`); a long-lived caller must not set it.
    public var keepsResultsUntilExit = false
    /// Each spec's path and `ContentHash`.
    let inputs: [String: String]
    /// Whether the cache lists the specs as they are: a run that may change nothing.
    let inputsUnchanged: Bool
    let recording: Pending<Result<RecordedOutput, any Error>>

    /// Starts reading what the last run left (the folder's listing, its cache, and what of the
    /// folder the cache vouches for) on other cores. `folder`: nil when it does not exist yet.
    /// `writes`: false for a run that writes nothing, which trusts no cache. `full`: ignore the
    /// cache. `compiler` is the one `configuration` and `templates` make; they, the tool's version
    /// and the configuration file's bytes are what the output depends on besides the specs (`RunKey`).
    public init(compiler: Compiler, configuration: Configuration, templates: [String: String], configurationBytes: [UInt8]?,
                toolVersion: String, sources: [SpecSource], folder: (any OutputFolderReading)?, writes: Bool, full: Bool) {
        self.compiler = compiler
        self.folder = folder
        // A large app's folder takes thousands of `lstat`s, made on other cores meanwhile.
        let listed = folder.map { folder in Pending(width: compiler.jobs) { Result { try folder.listing() } } }
        // The run's key generates sample screens, a few milliseconds: on another thread while
        // the folder is listed, and while the specs are checked when there is no cache to check first.
        runKey = Pending(width: compiler.jobs) {
            RunKey(toolVersion: toolVersion, configuration: configuration, templates: templates, configurationBytes: configurationBytes, compiler: compiler).value
        }
        inputs = Dictionary(sources.map { ($0.path, ContentHash.text($0.bytes)) }) { first, _ in first }
        // What the last run recorded, and what of the folder it vouches for (its files' stamps
        // against the listing): at once when the cache lists the specs as they are, for a run
        // that may change nothing; else on another core while the specs are checked (a large
        // app's cache takes milliseconds to parse, its folder to compare).
        let cacheBytes = writes && !full ? folder?.readCacheBytes() : nil
        inputsUnchanged = cacheBytes.map { [inputs] in GenerationCache.lists(inputs: inputs, in: $0) } ?? false
        recording = Pending(width: inputsUnchanged ? 1 : compiler.jobs) { () -> Result<RecordedOutput, any Error> in
            let cache = cacheBytes.flatMap(GenerationCache.init(parsing:))
            return Result {
                let listing = try listed?.value.get() ?? [:]
                return RecordedOutput(cache: cache, listing: listing, onDisk: cache.map { folder?.currentHashes(of: $0, listing: listing) ?? [:] } ?? [:])
            }
        }
    }

    /// The pipeline with nothing recorded and no folder: every file is new.
    init(compiler: Compiler, sources: [SpecSource]) {
        self.compiler = compiler
        folder = nil
        runKey = nil
        inputs = Dictionary(sources.map { ($0.path, ContentHash.text($0.bytes)) }) { first, _ in first }
        inputsUnchanged = false
        recording = Pending(width: 1) { .success(RecordedOutput(cache: nil, listing: [:], onDisk: [:])) }
    }

    /// What the last run recorded, when it still describes the output: the specs, their key
    /// and every output file are as that run left them, and no other file of the folder needs
    /// removing or reporting. Such a run checks, renders and writes nothing.
    public func unchangedRun() throws -> (diagnostics: [Diagnostic], fileCount: Int)? {
        guard inputsUnchanged, folder != nil else { return nil }
        let state = try recording.value.get()
        // Files no spec makes (a killed run's, earlier output) are planned as in every run:
        // one to remove or report takes a whole run.
        guard let runKey, let cache = state.cache, cache.coversUnchangedRun(runKey: runKey.value, inputs: inputs, hashes: state.onDisk),
              !Self.leftoversNeedPlanning(folder, listing: state.listing, outputs: cache.outputs) else { return nil }
        return (cache.diagnostics, cache.outputs.count)
    }

    /// What a run leaves for its caller to apply.
    public struct Outcome {
        /// Every diagnostic of the specs, and the error that stopped generation, if one did.
        public var diagnostics: [Diagnostic]
        /// Nil when a diagnostic is an error: nothing is to be written.
        public var staged: Staged?
    }

    /// A run's files, planned and staged.
    public struct Staged {
        /// What to write and remove; its problems, if any, stop the run.
        public var plan: OutputPlan
        /// Every file the specs make, those the cache kept included.
        public var fileCount: Int
        /// The final manifest's bytes, sorted on another core while the last files were written;
        /// nil when the run writes nothing.
        public var finalManifest: Pending<[UInt8]>?
        /// The cache's bytes for the next run, made on another core; nil when the run writes nothing.
        public var cache: Pending<[UInt8]>?
    }

    /// Checks `sources` (emptied once parsed, to free their bytes), then plans and renders the
    /// screens and stages their files into `staging`. `parsed`: called once per spec parsed, from
    /// any thread; `checked`: once every spec is checked.
    public func run(_ sources: inout [SpecSource], parsed: (@Sendable () -> Void)? = nil, checked: () -> Void = {},
                    into staging: inout some OutputStaging) throws -> Outcome {
        // Read on another core while the specs are checked.
        let earlyManifest = folder.map { folder in Pending(width: compiler.jobs) { OutputPlanner.EarlyManifest(in: folder) } }
        // Released once every screen is planned: a large app's models take tens of megabytes.
        var linted: LintResult? = compiler.lint(sources, parsed: parsed)
        let recorded = try recording.value.get()
        // The specs' bytes are not read again: planning takes their memory.
        let specCount = sources.count
        sources = []
        checked()
        var diagnostics = linted!.diagnostics
        guard !diagnostics.hasErrors else { return Outcome(diagnostics: diagnostics) }
        let policyKey = RunKey.policyKey(linted!.context.policy, inputs: inputs)
        let stages = ScreenStages(compiler: compiler, recorded: recorded, folder: folder, earlyManifest: earlyManifest, runKey: runKey?.value ?? "",
                                  policyKey: policyKey, inputs: inputs, specCount: specCount, keepsResultsUntilExit: keepsResultsUntilExit)
        let outcome: ScreenStages.Outcome
        do {
            outcome = try stages.run(&linted, into: &staging)
        } catch let error as GenerationError {
            diagnostics.append(error.diagnostic)
            return Outcome(diagnostics: diagnostics)
        }
        let plan = outcome.plan
        var cache: Pending<[UInt8]>?
        if staging.writes, let runKey {
            var record = GenerationCache(runKey: runKey.value, policyKey: policyKey, inputs: inputs, outputs: [:], diagnostics: diagnostics)
            record.catalogFragments = outcome.fragments
            let (reused, previous) = (outcome.reused, recorded.cache)
            cache = Pending(width: compiler.jobs) { [record] in record.recording(plan, reused: reused, previous: previous) }
        }
        // The run's bookkeeping, a name and a hash or two for every file and spec, goes with the
        // process like the plans: freed one by one, a 10,000-screen run's would cost ~40 ms.
        if keepsResultsUntilExit { KeptUntilExit.keep((outcome.planning, outcome.reused, recorded, inputs)) }
        let staged = Staged(plan: plan, fileCount: plan.outputs.count + outcome.reused.count, finalManifest: outcome.finalManifest, cache: cache)
        return Outcome(diagnostics: diagnostics, staged: staged)
    }

    /// Whether a run that changes no output would still remove, report or refuse one of the
    /// folder's other files (`OutputPlanner.planLeftovers`). `outputs`: the last run's, every one
    /// of them a file of the folder; the other files are counted first, as nearly always there
    /// are none.
    static func leftoversNeedPlanning(_ folder: (any OutputFolderReading)?, listing: [String: FolderEntry],
                                      outputs: [String: GenerationCache.Output]) -> Bool {
        let own = [OutputManifest.fileName, GenerationCache.fileName].filter { listing[$0]?.kind == .file }.count
        let files = listing.values.reduce(0) { $0 + ($1.kind == .file ? 1 : 0) }
        guard files - own > outputs.count else { return false }
        let others = listing.compactMap { name, entry in entry.kind == .file && outputs[name] == nil ? name : nil }
        return !OutputPlanner.planning(folder, listing: listing).planLeftovers(others).isEmpty
    }
}

/// A writing run's middle, once its specs are checked without errors: which specs the cache
/// keeps, the plans of the others, the String Catalog (current, spliced from the last one or
/// made again), and every file the run makes, planned against the folder and staged a batch at
/// a time. Specs whose files the cache vouches for are neither planned nor rendered.
struct ScreenStages {
    let compiler: Compiler
    let recorded: RecordedOutput
    let folder: (any OutputFolderReading)?
    /// The folder's manifest, read while the specs were checked.
    let earlyManifest: Pending<OutputPlanner.EarlyManifest>?
    let runKey: String
    let policyKey: String
    /// Each spec's path and `ContentHash`.
    let inputs: [String: String]
    let specCount: Int
    let keepsResultsUntilExit: Bool

    /// What staging leaves for the rest of the run.
    struct Outcome {
        var planning: OutputPlanning
        /// The whole plan (`planning.finish()`).
        var plan: OutputPlan
        /// The final manifest's bytes, sorted on another core while the last files were written;
        /// nil when the run writes nothing.
        var finalManifest: Pending<[UInt8]>?
        /// Files kept as the last run wrote them, by name, with their SHA-256.
        var reused: [String: String]
        /// Each spec's String Catalog fragment hash, by spec path.
        var fragments: [String: String]
    }

    /// `linted`'s models are released (or kept to the end, on a small change) once planned.
    func run(_ linted: inout LintResult?, into staged: inout some OutputStaging) throws -> Outcome {
        let (cache, onDisk) = (recorded.cache, recorded.onDisk)
        let generator = compiler.generator
        // Read and checked on another core while the specs are sorted out and planned.
        let lastCatalog = generator.writesStringCatalog
            ? Self.lastCatalog(cache: cache, hashes: onDisk, in: folder, width: compiler.jobs) : nil
        // Each spec's screens, to tell what the cache keeps: without a cache, none.
        let screens = cache == nil ? [:] : Dictionary(linted!.context.screens.map { ($0.file, $0.generatedScreenNames) }) { first, _ in first }
        let kept = cache?.keptSpecs(runKey: runKey, policyKey: policyKey, inputs: inputs, hashes: onDisk) { path in
            screens[path].flatMap { $0 }.map { generator.outputNames(screens: $0, specPath: path) }
        } ?? [:]
        let (plans, app) = try compiler.plan(linted!, only: kept.isEmpty ? nil : Set(screens.keys).subtracting(kept.keys))
        // Two memory policies, on purpose: the plans are used to the end and go with the
        // process (freeing them piece by piece costs time and saves nothing), while the
        // models and the String Catalog, done with half way, are released at once
        // (`Memory.release`) to keep a large run's peak down, unless the run is a small
        // change (below).
        if keepsResultsUntilExit { KeptUntilExit.keep(plans) }
        var (fragments, madeFragments) = Self.catalogFragments(plans, kept: kept, cache: cache, width: compiler.jobs)
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
        let catalogPlans = spliced != nil || catalogIsCurrent || !generator.writesStringCatalog ? nil
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
            if !keepsResultsUntilExit {
                // A caller that lives on frees them as it goes.
            } else if smallChange { KeptUntilExit.keep(models) } else { Memory.release(models) }
        }
        let remakesCatalog = spliced != nil || madeCatalog != nil
        var shared = try generator.sharedFiles(rendering: plans, keeping: kept, app: app, withCatalog: remakesCatalog)
        // A large app's catalog fragments and catalog take tens of megabytes: each goes
        // as soon as it is used.
        madeFragments = [:]
        var reused: [String: String] = [:]
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
        var outputs = OutputPlanning(OutputPlanner.planning(folder, listing: recorded.listing, early: earlyManifest), reused: reused,
                                     catalogIsGenerated: catalogIsGenerated, vouched: vouched)
        // A change's spliced catalog, made on another core meanwhile, is written with the
        // other shared files.
        if let spliced { shared.append(spliced.value) }
        let sharedWrites = outputs.add(shared)
        shared = []
        // The String Catalog, tens of megabytes in a large app, is written while screens
        // render; its memory goes back to the system once it is on disk.
        try staged.startStaging(consume sharedWrites, returningFreedPages: true)
        // The catalog made on its own thread is planned once it is there (with `waiting`, once
        // it is made), and written beside the next batch.
        func catalogWrites(waiting: Bool) -> [PlannedWrite]? {
            guard let made = madeCatalog, waiting || made.isReady else { return nil }
            madeCatalog = nil
            let (file, hashes) = made.value
            fragments.merge(hashes) { recorded, _ in recorded }
            return outputs.add([file])
        }
        // Once every file is planned, the plan is whole: its final manifest is sorted on another
        // core while the last files are written.
        var finished: (plan: OutputPlan, manifest: Pending<[UInt8]>?)?
        let writes = staged.writes
        func finish() -> (plan: OutputPlan, manifest: Pending<[UInt8]>?) {
            let plan = outputs.finish()
            return (plan, writes ? Pending(width: compiler.jobs, on: Self.manifestQueue) { [manifest = plan.manifest] in manifest.renderedBytes() } : nil)
        }
        // Rendered, planned and written a batch at a time: a large app's Swift is never all in
        // memory at once. The last batch waits for the catalog before its files are written.
        for start in stride(from: 0, to: plans.count, by: Self.screensPerBatch) {
            let batch = plans[start..<min(start + Self.screensPerBatch, plans.count)]
            let batchWrites = try outputs.add(generator.screenFiles(batch))
            let isLast = batch.endIndex == plans.count
            let catalog = catalogWrites(waiting: isLast)
            if isLast { finished = finish() }
            try staged.stage(batchWrites)
            if let catalog { try staged.startStaging(catalog, returningFreedPages: true) }
        }
        if finished == nil {
            // No screen to render: the catalog alone.
            if let catalog = catalogWrites(waiting: true) { try staged.startStaging(catalog, returningFreedPages: true) }
            finished = finish()
        }
        try staged.finishStaging()
        return Outcome(planning: outputs, plan: finished!.plan, finalManifest: finished!.manifest, reused: reused, fragments: fragments)
    }
}

extension ScreenStages {
    /// How many screens are rendered, planned and written at once: enough to keep every core
    /// busy, few enough that their Swift takes a few megabytes.
    static let screensPerBatch = 256
    /// The largest app whose small changes keep the lint models to the end (about 2 MB a
    /// thousand screens): a larger one releases them for its peak, its String Catalog alone
    /// taking tens of megabytes (10,000 screens: 231 MB kept, 212 MB released).
    static let modelsKeptUpToSpecs = 2_000
    /// The queue a String Catalog made whole is made on: a thread of its own beside rendering.
    static let catalogQueue = DispatchQueue(label: "StateSpec.catalog")
    /// The queue the final manifest is sorted on: a thread of its own beside the last batch's
    /// writes, which take every thread of the global queues.
    static let manifestQueue = DispatchQueue(label: "StateSpec.manifest")

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

extension ScreenStages {
    /// The String Catalog the last run wrote, split into its screens' entries, to splice this
    /// run's changes into (`catalogSplice`): read on another thread from now on when `width`
    /// allows, else when first asked for. Nil unless that catalog is, byte for byte, the one the
    /// last run generated: the cache says it wrote it with nobody's work in it, the folder's
    /// stamps say it is untouched, and its bytes have the size and hash the cache recorded (so
    /// neither an edit that kept the stamps nor a cache edited by hand slips other bytes in).
    static func lastCatalog(cache: GenerationCache?, hashes: [String: String], in folder: (any OutputFolderReading)?,
                            width: Int) -> (() -> StringCatalog.WrittenCatalog?)? {
        let catalog = Generator.stringCatalogName
        guard let cache, let folder, cache.catalogIsGenerated, cache.holds(catalog, hashes: hashes), let recorded = cache.outputs[catalog]
        else { return nil }
        let read: @Sendable () -> StringCatalog.WrittenCatalog? = {
            guard case .bytes(let bytes) = folder.read(catalog, .whole(maximum: OutputPlanner.maximumReadSize)),
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
