import Foundation
import StateSpecCore

/// A writing run's middle, once its specs are checked without errors: which specs the cache
/// keeps, the plans of the others, the String Catalog (current, spliced from the last one or
/// made again), and every file the run makes, planned against the folder and staged a batch at
/// a time. Specs whose files the cache vouches for are neither planned nor rendered.
struct ScreenStaging {
    let compiler: Compiler
    let recorded: RecordedState
    let directory: OutputDirectory?
    /// The folder's manifest, read while the specs were checked.
    let earlyManifest: Pending<OutputRun.EarlyManifest>?
    let runKey: String
    let policyKey: String
    /// Each spec's path and `ContentHash`.
    let inputs: [String: String]
    let specCount: Int

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
    func run(_ linted: inout LintResult?, into staged: inout StagedOutput) throws -> Outcome {
        let (cache, onDisk) = (recorded.cache, recorded.onDisk)
        let generator = compiler.generator
        // Read and checked on another core while the specs are sorted out and planned.
        let lastCatalog = generator.layout == .filePerTemplate
            ? Self.lastCatalog(cache: cache, hashes: onDisk, in: directory, width: compiler.jobs) : nil
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
        KeptUntilExit.keep(plans)
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
        var outputs = OutputPlanning(OutputRun.planner(directory, listing: recorded.listing, early: earlyManifest), reused: reused,
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

extension ScreenStaging {
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

extension ScreenStaging {
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
