import Foundation
import StateSpecCore

extension OutputDirectory {
    /// Records every file it may write in the manifest, removes temporary files of killed runs,
    /// renames every staged file into place, removes the files no spec produces, then records
    /// what is there: the final manifest, then the cache (`recording`, `GenerationCache.recording`), whose
    /// bytes may still be in the making while the files go into place.
    package func apply(_ plan: OutputPlan, staged: StagedOutput, recording cache: Pending<[UInt8]>?, finalManifest: Pending<[UInt8]>?,
                       width: Int) throws(ToolFailure) {
        let directory = self
        let manifest = plan.manifest
        // Sorted on another core while the files go into place, unless it already was.
        let final = finalManifest ?? Pending(width: width) { manifest.renderedBytes() }
        let whileWriting = plan.isUpToDate ? nil : plan.manifestWhileWriting()
        if !plan.isUpToDate {
            // With nothing listed yet (a new folder's run), the final manifest is written first, and once.
            try directory.write(OutputManifest.fileName, whileWriting ?? final.value)
        }
        for removal in plan.removals where removal.change == .leftover { try directory.remove(removal.name) }
        for write in plan.writes where !staged.placed.contains(write.path) {
            guard let temporary = staged.temporaries[write.path] else {
                throw ToolFailure(message: "cannot write \(shown(write.path)): its new contents were not staged")
            }
            try directory.commit(temporary, as: write.path)
        }
        for removal in plan.removals where removal.change == .extra { try directory.remove(removal.name) }
        if plan.isUpToDate ? plan.manifestOnDisk != final.value : whileWriting != nil {
            try directory.write(OutputManifest.fileName, final.value)
        }
        // Written last: the outputs' change times are before the cache's (OutputStamps).
        if let cache { try directory.write(GenerationCache.fileName, cache.value) }
    }
}

/// The output folder did not exist when the run was planned, and appeared with files in it
/// before the run wrote anything: the plan never checked them, so the run is planned again.
package struct OutputFolderAppeared: Error {
    package var folder: String
}

/// The new bytes of a run's files, each in a temporary file of the output folder until the run
/// renames it into place, so that rendered Swift leaves memory as soon as it is planned. Nothing
/// is staged when the run writes nothing (`--check`, `--dry-run`). The folder is made at the
/// first file staged, and removed again with the staged files when the run stops.
/// In a folder the run made, which holds nobody's work, a file that starts with the generated
/// header goes into place, whole, as soon as it is written (`placed`): the header is all the
/// next run needs to own it, should this one be killed. Other files (the String Catalog, a
/// custom template's output) wait for the manifest that proves them StateSpec's.
package struct StagedOutput: OutputStaging {
    package private(set) var directory: OutputDirectory?
    package let folder: String
    package let writes: Bool
    /// Temporary file by the name it becomes.
    package private(set) var temporaries: [String: String] = [:]
    /// Files already in place under their own names.
    package private(set) var placed: Set<String> = []
    /// The folders this run made for its output, the output folder first, then those above it:
    /// empty unless the output folder was made by this run and was still empty under its lock.
    private var madeFolders: [String] = []
    private var createdFolder: Bool { !madeFolders.isEmpty }
    /// The files `startStaging` is writing, if any.
    private var pending: Pending<[StagingOutcome]>?
    /// Where `startStaging` writes.
    private static let stagingQueue = DispatchQueue(label: "statespec.staging")

    /// How long to wait for another run's lock on a folder this run makes.
    private let lockWait: LockWait

    package init(directory: OutputDirectory?, folder: String, writes: Bool, lockWait: LockWait) {
        self.directory = directory
        self.folder = folder
        self.writes = writes
        self.lockWait = lockWait
    }

    /// Writes each file's bytes to a temporary file, on all cores, once the files handed to
    /// `startStaging` are written.
    package mutating func stage(_ files: [PlannedWrite]) throws {
        try finishStaging()
        guard writes, !files.isEmpty else { return }
        let directory = try openedFolder()
        try record(Self.write(files, into: directory, inPlace: createdFolder, width: Parallel.cores))
    }

    /// Starts writing `files` as `stage` does, on a thread of its own, and returns at once: a
    /// large file (the String Catalog, megabytes) is written by one thread, which leaves the
    /// other cores free to render meanwhile. `returningFreedPages`: the files are the
    /// only copy of large bytes, whose pages go back to the system once written
    /// (`Memory.returnFreedPages`). The next `stage`, `finishStaging` or `discard` waits for them.
    package mutating func startStaging(_ files: consuming [PlannedWrite], returningFreedPages: Bool = false) throws {
        try finishStaging()
        guard writes, !files.isEmpty else { return }
        let directory = try openedFolder()
        let inPlace = createdFolder
        let owned = HandedOver(files)
        pending = Pending(on: Self.stagingQueue) {
            // The files are freed as soon as they are written, before the pages are returned.
            let outcomes = Self.write(owned.take(), into: directory, inPlace: inPlace, width: 1)
            if returningFreedPages { Memory.returnFreedPages() }
            return outcomes
        }
    }

    /// Waits for the files handed to `startStaging`: staged (or placed) when it returns; the
    /// first that could not be written is thrown.
    package mutating func finishStaging() throws {
        guard let pending else { return }
        self.pending = nil
        try record(pending.value)
    }

    /// Every file's outcome, those written before one failed included, so that `discard` knows
    /// each file this run wrote.
    private static func write(_ files: [PlannedWrite], into directory: OutputDirectory, inPlace: Bool, width: Int) -> [StagingOutcome] {
        Parallel.map(files, width: width) { file -> StagingOutcome in
            (file.file.path, Result { () throws(ToolFailure) -> String? in
                try file.file.withUTF8 { bytes throws(ToolFailure) -> String? in
                    if inPlace, bytes.starts(with: OutputPlanner.header) {
                        try directory.place(bytes, as: file.file.path)
                        return nil
                    }
                    return try directory.stage(bytes, for: file.file.path)
                }
            })
        }
    }

    private mutating func record(_ staged: [StagingOutcome]) throws {
        var failure: ToolFailure?
        for (name, outcome) in staged {
            switch outcome {
            case .success(let temporary?): temporaries[name] = temporary
            case .success(nil): placed.insert(name)
            case .failure(let error): failure = failure ?? error
            }
        }
        if let failure { throw failure }
    }

    private mutating func openedFolder() throws -> OutputDirectory {
        if let directory { return directory }
        guard let (opened, made) = try OutputDirectory.making(path: folder) else {
            throw ToolFailure(message: "cannot create the output folder \(folder)")
        }
        try opened.lock(exclusive: true, wait: lockWait)
        // The run was planned against no folder at all: one that appeared meanwhile with
        // anything in it (another run's output, someone's files) was never checked, and
        // renaming into it could replace what is there.
        guard (try? opened.listing().isEmpty) == true else { throw OutputFolderAppeared(folder: folder) }
        directory = opened
        // Under the lock, still empty: nobody else's work is in it.
        madeFolders = made
        return opened
    }

    /// Removes every staged file and every file placed, then the folders this run made, each
    /// only when empty: a file someone else put there meanwhile stays, with its folder.
    package func discard() {
        guard let directory else { return }
        // Files still being written are waited for, and removed with the others.
        let unfinished = pending?.value ?? []
        for temporary in temporaries.values { directory.discard(temporary) }
        for name in placed { directory.discard(name) }
        for (name, outcome) in unfinished {
            guard case .success(let temporary) = outcome else { continue }
            directory.discard(temporary ?? name)
        }
        for made in madeFolders { rmdir(made) }
    }
}

/// A file's name and how staging it went: the temporary file it is in, nil when it was placed
/// under its own name, or why it could not be written.
package typealias StagingOutcome = (name: String, temporary: Result<String?, ToolFailure>)

/// Files handed to another thread, which takes them once: the only reference, so that they
/// are freed as soon as that thread is done with them.
private final class HandedOver: @unchecked Sendable {
    /// Taken once, on the thread the files were handed to.
    private var files: [PlannedWrite]?

    package init(_ files: consuming [PlannedWrite]) { self.files = files }

    package func take() -> [PlannedWrite] {
        defer { files = nil }
        return files ?? []
    }
}
