/// What the generate pipeline reads of an output folder, under the run's lock: the command
/// line's folder on disk, or one a test holds in memory. Reading only: the pipeline plans, and
/// whoever called it writes.
public protocol OutputFolderReading: Sendable {
    /// Every entry of the folder by name, with the stamps `OutputStamps` compares.
    func listing() throws -> [String: FolderEntry]
    /// A regular file's bytes (links not followed), or why they could not be read.
    func read(_ name: String, _ amount: OutputPlanner.ReadAmount) -> OutputPlanner.FileRead
}

extension OutputFolderReading {
    /// The `ContentHash` of each of the cache's outputs as the folder holds it now (`listing`
    /// taken under the run's lock): the cache's own for files it can vouch for by their size and
    /// change time (`OutputStamps`), read and hashed for the others.
    public func currentHashes(of cache: GenerationCache, listing: [String: FolderEntry]) -> [String: String] {
        let (known, toRead) = OutputStamps.split(cache, listing: listing)
        return known.merging(hashes(of: toRead).mapValues(\.hash)) { _, read in read }
    }

    /// The `ContentHash` and size of those of `names` that are regular files of the folder (links
    /// not followed), read and hashed on all cores.
    public func hashes(of names: some Sequence<String>) -> [String: (hash: String, size: Int)] {
        let names = Array(names)
        let hashes = Parallel.map(names, width: Parallel.cores) { name -> (hash: String, size: Int)? in
            guard case .bytes(let bytes) = self.read(name, .whole(maximum: OutputPlanner.maximumReadSize)) else { return nil }
            return (ContentHash.text(bytes), bytes.count)
        }
        var result: [String: (hash: String, size: Int)] = [:]
        for (name, hash) in zip(names, hashes) { result[name] = hash }
        return result
    }

    /// The cache the last run left, or nil when there is none that reads as one.
    public func readCache() -> GenerationCache? {
        readCacheBytes().flatMap(GenerationCache.init(parsing:))
    }

    /// The cache file's bytes, unparsed; nil when there is no regular file to read.
    public func readCacheBytes() -> [UInt8]? {
        guard case .bytes(let bytes) = read(GenerationCache.fileName, .whole(maximum: OutputPlanner.maximumReadSize)) else { return nil }
        return bytes
    }
}

/// An entry of the output folder as `lstat` saw it (links not followed).
public struct FolderEntry: Sendable, Equatable {
    public var kind: OutputPlanner.EntryKind
    public var size: Int
    /// When the entry last changed: its content, name, links or permissions (`st_ctime`, which
    /// no program can set back, unlike the modification time).
    public var changed: ChangeTime

    public init(kind: OutputPlanner.EntryKind, size: Int, changed: ChangeTime) {
        self.kind = kind
        self.size = size
        self.changed = changed
    }
}

/// A file system's change time, to the nanosecond.
public struct ChangeTime: Sendable, Comparable {
    public var seconds: Int
    public var nanoseconds: Int

    public init(seconds: Int, nanoseconds: Int) {
        self.seconds = seconds
        self.nanoseconds = nanoseconds
    }

    public static func < (lhs: ChangeTime, rhs: ChangeTime) -> Bool {
        (lhs.seconds, lhs.nanoseconds) < (rhs.seconds, rhs.nanoseconds)
    }
}

/// Which outputs the last run's cache can vouch for without reading them. A run writes the
/// cache after every output, so a file that has the size the cache records and last changed
/// strictly before the cache did is as that run left it: any later edit, replacement or rename
/// onto it gives it a newer change time. Like git's index and make, this trusts the clock;
/// a file that changed in the same clock tick as the cache, has another size, or is not a
/// regular file is read and hashed instead. `generate --full` and `--check` read every byte.
public enum OutputStamps {
    /// The names (of `cache`'s outputs) whose bytes must be read to know their hash, and the
    /// hashes known without reading, from the folder's listing.
    public static func split(_ cache: GenerationCache, listing: [String: FolderEntry]) -> (known: [String: String], toRead: [String]) {
        let cacheChanged = listing[GenerationCache.fileName].flatMap { $0.kind == .file ? $0.changed : nil }
        var known: [String: String] = [:]
        var toRead: [String] = []
        for (name, output) in cache.outputs {
            guard let entry = listing[name], entry.kind == .file else { continue }
            if let cacheChanged, entry.size == output.size, entry.changed < cacheChanged {
                known[name] = output.hash
            } else {
                toRead.append(name)
            }
        }
        return (known, toRead.sorted())
    }
}

extension OutputPlanner {
    /// The planner for a folder; `listing`: its entries, listed under the run's lock.
    /// `early`: the folder's manifest, read and parsed while the specs were checked.
    public static func planning(_ folder: (any OutputFolderReading)?, listing: [String: FolderEntry],
                                early: Pending<EarlyManifest>? = nil) -> OutputPlanner {
        var planner = OutputPlanner(entries: listing.mapValues(\.kind)) { name, amount in
            if name == OutputManifest.fileName, amount == EarlyManifest.amount, let early { return early.value.read }
            return folder?.read(name, amount) ?? .failed(reason: "the folder does not exist")
        }
        if let early {
            planner.parseManifest = { bytes in
                // The same array, unless the planner read the file itself.
                if let manifest = early.value.manifest, case .bytes(let read) = early.value.read, read == bytes { return manifest }
                return OutputManifest(parsing: bytes)
            }
        }
        return planner
    }

    /// The output folder's manifest, read and parsed on another core ahead of planning: a large
    /// app's is hundreds of kilobytes. The folder is under the run's lock meanwhile.
    public struct EarlyManifest: Sendable {
        static let amount = ReadAmount.whole(maximum: maximumReadSize)
        var read: FileRead
        var manifest: OutputManifest?

        public init(in folder: any OutputFolderReading) {
            read = folder.read(OutputManifest.fileName, Self.amount)
            if case .bytes(let bytes) = read { manifest = OutputManifest(parsing: bytes) }
        }
    }
}

extension OutputPlan {
    /// The plan that writes exactly `files` into a folder (`listing`: its entries, listed under
    /// the run's lock), replacing or removing only what its manifest proves StateSpec wrote; with
    /// the writes to stage.
    public static func writing(_ files: [GeneratedFile], into folder: (any OutputFolderReading)?,
                               listing: [String: FolderEntry]) -> (plan: OutputPlan, writes: [PlannedWrite]) {
        var planning = OutputPlanning(OutputPlanner.planning(folder, listing: listing))
        let writes = planning.add(files)
        return (planning.finish(), writes)
    }
}
