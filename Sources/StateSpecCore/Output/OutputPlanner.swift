/// Decides what generating into a folder changes, from what the folder holds: which files to
/// write (and with what bytes, the String Catalog merged), which to remove, and what stops the
/// run. StateSpec replaces or removes only what `OutputOwnership` says it may. Everything else
/// it leaves, and a folder, link or special file where it would write is an error: never read,
/// never replaced.
/// No file I/O here: the command line lists the folder and reads files through `read`.
public struct OutputPlanner {
    /// What an entry of the output folder is, as `lstat` sees it (links are not followed).
    public enum EntryKind: Sendable, Equatable {
        case file, folder, symbolicLink, other
    }

    /// How much of a file to read.
    public enum ReadAmount: Sendable, Equatable {
        /// The whole file, or `.tooLarge` when it has more than this many bytes.
        case whole(maximum: Int)
        /// At most the first this many bytes.
        case start(count: Int)
    }

    /// What reading one file gave.
    public enum FileRead: Sendable {
        case bytes([UInt8])
        case tooLarge(byteCount: Int)
        case failed(reason: String)
    }

    /// How the generated Swift StateSpec's default templates write starts.
    public static let header = OutputOwnership.generatedHeader
    /// Temporary files StateSpec writes before renaming them into place.
    public static let temporaryPrefix = OutputFileName.reservedPrefix + "-tmp-"
    /// Files larger than this are not StateSpec's and are never read whole.
    public static let maximumReadSize = 64 * 1024 * 1024

    /// The names in the folder, with their kinds.
    public var entries: [String: EntryKind]
    /// Reads a regular file of the folder, without following links.
    public var read: (_ name: String, _ amount: ReadAmount) -> FileRead
    /// The manifest the bytes `read` gave for it hold: the command line hands over the one it
    /// parsed from them on another core while the specs were checked.
    public var parseManifest: (_ bytes: [UInt8]) -> OutputManifest = { OutputManifest(parsing: $0) }

    public init(entries: [String: EntryKind], read: @escaping (_ name: String, _ amount: ReadAmount) -> FileRead) {
        self.entries = entries
        self.read = read
    }

    /// Plans a whole run's files at once; see `OutputPlanning` for the arguments, and for
    /// planning a large run batch by batch.
    public func plan(_ files: [GeneratedFile], reused: [String: String] = [:], catalogIsGenerated: Bool = false) -> OutputPlan {
        var planning = OutputPlanning(self, reused: reused, catalogIsGenerated: catalogIsGenerated)
        _ = planning.add(files)
        return planning.finish()
    }

    /// What one file of the run changes, from its final bytes; the new manifest's hash of it is
    /// recorded in `plan`.
    /// `output`: the file's hashes and size; `onDisk`: what the folder holds under its name, when
    /// the last run's cache vouches for it.
    func planFile(_ file: GeneratedFile, output: GenerationCache.Output, old: OutputManifest, catalogIsGenerated: Bool,
                  onDisk: GenerationCache.Output? = nil, into plan: inout OutputPlan) -> PlannedWrite? {
        plan.manifest.hashes[file.path] = [output.sha256]
        plan.outputs[file.path] = output
        guard let kind = entries[file.path] else {
            if file.path == Generator.stringCatalogName { plan.catalogIsGenerated = true }
            return PlannedWrite(file: file, change: .missing)
        }
        guard kind == .file else {
            plan.problems.append((file.path, "is \(Self.describe(kind)) where StateSpec writes a file of that name; StateSpec never replaces one. Move it away."))
            return nil
        }
        let isCatalog = file.path == Generator.stringCatalogName
        // Bytes the manifest proves StateSpec wrote, still there as the cache recorded them: their
        // SHA-256 tells all that reading them would (a catalog with translations is merged instead).
        if let onDisk, old.hashes[file.path]?.contains(onDisk.sha256) == true, !isCatalog || catalogIsGenerated {
            if isCatalog { plan.catalogIsGenerated = true }
            if onDisk.sha256 == output.sha256, onDisk.size == output.size {
                plan.unchanged.append(file.path)
                return nil
            }
            return PlannedWrite(file: file, change: .stale)
        }
        guard case .bytes(let existing) = readChecked(file.path, &plan) else { return nil }
        // A catalog with nobody's work in it is a file like any other, once the manifest proves
        // StateSpec wrote it; any other is merged.
        if isCatalog {
            guard catalogIsGenerated, old.proves(file.path, wrote: existing) else {
                return planCatalog(file, existing: existing, owned: old.lists(file.path), into: &plan)
            }
            plan.catalogIsGenerated = true
        }
        if file.withUTF8({ existing.elementsEqual($0) }) {
            plan.unchanged.append(file.path)
            return nil
        } else if OutputOwnership.mayReplace(file.path, holding: existing, manifest: old) {
            return PlannedWrite(file: file, change: .stale)
        }
        plan.problems.append((file.path, "exists and StateSpec did not write it (it has no generated header and the manifest does not list its contents); StateSpec will not replace it. Move it away."))
        return nil
    }

    func manifest(_ plan: inout OutputPlan) -> OutputManifest {
        manifestBytes(&plan).map(parseManifest) ?? OutputManifest()
    }

    private func manifestBytes(_ plan: inout OutputPlan) -> [UInt8]? {
        guard let kind = entries[OutputManifest.fileName] else { return nil }
        guard kind == .file else {
            plan.problems.append((OutputManifest.fileName, "is \(Self.describe(kind)), not StateSpec's manifest. Move it away."))
            return nil
        }
        guard case .bytes(let bytes) = readChecked(OutputManifest.fileName, &plan) else { return nil }
        plan.manifestOnDisk = bytes
        return bytes
    }

    /// The file's bytes, or a problem recorded in the plan.
    private func readChecked(_ name: String, _ plan: inout OutputPlan) -> FileRead {
        let result = read(name, .whole(maximum: Self.maximumReadSize))
        switch result {
        case .bytes: break
        case .tooLarge(let size): plan.problems.append((name, "is \(size) bytes, larger than any file StateSpec writes; StateSpec will not replace it. Move it away."))
        case .failed(let reason): plan.problems.append((name, "cannot be read: \(reason)"))
        }
        return result
    }

    private func planCatalog(_ file: GeneratedFile, existing bytes: [UInt8], owned: Bool, into plan: inout OutputPlan) -> PlannedWrite? {
        guard let text = String(validating: bytes, as: UTF8.self) else {
            plan.problems.append((file.path, "is not UTF-8 text, so not a String Catalog StateSpec can merge into; StateSpec will not replace it. Move it away."))
            return nil
        }
        do {
            let merged = GeneratedFile(path: file.path, contents: try StringCatalogMerge.merge(generated: file.contents, existing: text, dropsUntranslatedKeys: owned))
            let output = merged.withUTF8 { GenerationCache.Output(source: nil, hash: ContentHash.text($0), sha256: SHA256.hex($0), size: $0.count) }
            plan.manifest.hashes[file.path] = [output.sha256]
            plan.outputs[file.path] = output
            plan.catalogIsGenerated = merged.contents == file.contents
            if merged.contents == text {
                plan.unchanged.append(file.path)
                return nil
            }
            return PlannedWrite(file: merged, change: .stale)
        } catch {
            plan.problems.append((file.path, "is not a String Catalog StateSpec can merge into (\(error.message)); StateSpec will not replace it. Move it away."))
            return nil
        }
    }

    /// A file no spec produces now: a temporary file a killed run left, or a file
    /// `OutputOwnership` decides about.
    func planLeftover(_ name: String, owned: OutputManifest, into plan: inout OutputPlan) {
        if name.hasPrefix(Self.temporaryPrefix) {
            plan.removals.append((name, .leftover))
            return
        }
        guard name != OutputManifest.fileName, name != GenerationCache.fileName else { return }
        let decision = OutputOwnership.leftover(name, manifest: owned) {
            guard case .bytes(let bytes) = read(name, .whole(maximum: Self.maximumReadSize)) else { return nil }
            return bytes
        }
        switch decision {
        case .remove: plan.removals.append((name, .extra))
        case .keep(let reason): plan.kept.append((name, reason))
        case .leave: break
        }
    }

    /// What a run decides about `names`, regular files no spec makes (what it removes, what it
    /// keeps and reports, what stops it): a run that changes no output plans these alone, so
    /// that it treats them as every other run does.
    public func planLeftovers(_ names: [String]) -> OutputPlan {
        var plan = OutputPlan()
        // The manifest and the cache are not output.
        let names = names.filter { $0 != OutputManifest.fileName && $0 != GenerationCache.fileName }
        for name in names.sorted() where name.hasPrefix(Self.temporaryPrefix) { planLeftover(name, owned: OutputManifest(), into: &plan) }
        let others = Set(names.filter { !$0.hasPrefix(Self.temporaryPrefix) })
        // Only a name the manifest lists can be removed or kept: a large app's manifest is
        // looked through for them before it is parsed.
        guard !others.isEmpty, let bytes = manifestBytes(&plan), OutputManifest.mayList(anyOf: others, in: bytes) else { return plan }
        let owned = parseManifest(bytes)
        for name in others.sorted() { planLeftover(name, owned: owned, into: &plan) }
        return plan
    }

    private static func describe(_ kind: EntryKind) -> String {
        switch kind {
        case .file: "a file"
        case .folder: "a folder"
        case .symbolicLink: "a symbolic link"
        case .other: "a special file (a FIFO, socket or device)"
        }
    }
}

/// What generating into a folder changes.
public struct OutputPlan: Sendable {
    public enum Change: String, Sendable {
        case missing, stale, extra, leftover
    }

    /// Files to write, and why (their bytes are handed out as they are planned: `OutputPlanning`).
    public var writes: [Write] = []
    /// Files whose bytes are already right, in no particular order (a large app has thousands,
    /// which a run only counts).
    public var unchanged: [String] = []
    /// Files to remove: earlier output no spec produces, and temporary files of killed runs.
    public var removals: [(name: String, change: Change)] = []
    /// Files StateSpec once wrote and leaves, with why.
    public var kept: [(name: String, reason: String)] = []
    /// Why nothing may be written, by file name; empty when the plan can be applied.
    public var problems: [(name: String, message: String)] = []
    /// Every file the run generated (not those reused), as the folder holds it once the plan is
    /// applied (a String Catalog merged), for the next run's cache.
    public var outputs: [String: GenerationCache.Output] = [:]
    /// The manifest once the plan is applied.
    public var manifest = OutputManifest()
    /// The manifest the folder held when the run was planned.
    var oldManifest = OutputManifest()

    /// The manifest to write before anything else, so that a run killed half way leaves
    /// StateSpec owning every file it may have written: the folder's manifest as it is, with a
    /// line for each new hash of a file the run writes. Its lines are in no particular order (the
    /// final `manifest`, written once the files are in place, is sorted); nil when the folder
    /// lists nothing yet, so that the final manifest can be written first, and only.
    public func manifestWhileWriting() -> [UInt8]? {
        guard var bytes = manifestOnDisk, !oldManifest.hashes.isEmpty else { return nil }
        if bytes.last != UInt8(ascii: "\n") { bytes.append(UInt8(ascii: "\n")) }
        for write in writes {
            for hash in manifest.hashes[write.path] ?? [] where oldManifest.hashes[write.path]?.contains(hash) != true {
                bytes += hash.utf8
                bytes += "  ".utf8
                bytes += write.path.utf8
                bytes.append(UInt8(ascii: "\n"))
            }
        }
        return bytes
    }

    /// The manifest's bytes as the folder holds them, if it has one.
    public var manifestOnDisk: [UInt8]?
    /// Whether the String Catalog, once the plan is applied, holds exactly the generated bytes
    /// (no translations merged in); nil when the run did not generate it.
    public var catalogIsGenerated: Bool?

    public var isUpToDate: Bool { writes.isEmpty && removals.isEmpty }
    /// Nothing to write, remove, report or refuse.
    public var isEmpty: Bool { isUpToDate && kept.isEmpty && problems.isEmpty }

    public struct Write: Sendable {
        public var path: String
        public var change: Change
    }
}

/// A file to write, with its final contents (a String Catalog's merged with the folder's).
public struct PlannedWrite: Sendable {
    public var file: GeneratedFile
    public var change: OutputPlan.Change
}
