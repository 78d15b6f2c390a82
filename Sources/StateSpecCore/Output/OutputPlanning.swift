/// An `OutputPlanner`'s plan made batch by batch: each batch's files are planned, and those to
/// write handed back with their bytes, so that a run of 10,000 screens never holds every file
/// at once. Nothing is decided about files no batch produced until `finish()`.
public struct OutputPlanning {
    private let planner: OutputPlanner
    private var plan = OutputPlan()
    /// The manifest the folder holds: what StateSpec can prove it wrote.
    private let old: OutputManifest
    /// The files reused as the last run left them; with `produced`, every file of the run.
    private let reused: [String: String]
    private var produced: Set<String> = []
    private let catalogIsGenerated: Bool
    private let vouched: [String: GenerationCache.Output]

    /// `reused`: files not generated again because they are known to be as the last run wrote
    /// them (their stamps match its cache), by name, with their SHA-256: kept, never read.
    /// `catalogIsGenerated`: the String Catalog in the folder is known to be exactly what the
    /// last run generated, with nobody's work in it: it is replaced without a merge.
    /// `vouched`: files of the folder known to be as the last run's cache records them (their
    /// stamps or hashes match it), by name: when the manifest proves StateSpec wrote those bytes,
    /// they are neither read nor hashed again (a large app's String Catalog is megabytes).
    public init(_ planner: OutputPlanner, reused: [String: String] = [:], catalogIsGenerated: Bool = false,
                vouched: [String: GenerationCache.Output] = [:]) {
        self.planner = planner
        self.catalogIsGenerated = catalogIsGenerated
        self.vouched = vouched
        old = planner.manifest(&plan)
        self.reused = reused
        plan.manifest.hashes.reserveCapacity(reused.count)
        plan.unchanged.reserveCapacity(reused.count)
        for (name, hash) in reused {
            plan.manifest.hashes[name] = [hash]
            plan.unchanged.append(name)
        }
    }

    /// Plans `files` (no name twice in a run) and returns those to write, in path order.
    public mutating func add(_ files: [GeneratedFile]) -> [PlannedWrite] {
        let sorted = files.sorted { $0.path < $1.path }
        let hashed = Parallel.map(sorted, width: Parallel.cores) { file in
            if let known = file.knownHashes {
                return GenerationCache.Output(source: file.source, hash: known.hash, sha256: known.sha256, size: known.size)
            }
            return file.withUTF8 { bytes in
                GenerationCache.Output(source: file.source, hash: ContentHash.text(bytes), sha256: SHA256.hex(bytes), size: bytes.count)
            }
        }
        var writes: [PlannedWrite] = []
        for (file, output) in zip(sorted, hashed) {
            produced.insert(file.path)
            guard let write = planner.planFile(file, output: output, old: old, catalogIsGenerated: catalogIsGenerated,
                                                       onDisk: vouched[file.path], into: &plan)
            else { continue }
            plan.writes.append(OutputPlan.Write(path: write.file.path, change: write.change))
            writes.append(write)
        }
        return writes
    }

    /// The plan, once every file of the run is added: with the files no spec produces any more.
    public func finish() -> OutputPlan {
        var plan = plan
        plan.writes.sort { $0.path < $1.path }
        // Only the few files no spec produced are sorted, not the whole folder.
        let leftovers = planner.entries.compactMap { name, kind in
            kind == .file && reused[name] == nil && !produced.contains(name) ? name : nil
        }
        for name in leftovers.sorted() {
            planner.planLeftover(name, owned: old, into: &plan)
        }
        plan.oldManifest = old
        return plan
    }
}
