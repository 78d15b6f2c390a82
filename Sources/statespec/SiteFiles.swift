import ArgumentParser
import Foundation
import StateSpecCore
import StateSpecFileSystem

/// Writes a whole set of files (diagrams, a catalog) into an output folder as `generate` writes
/// Swift: under the folder's lock, only inside it, never through a link, each file staged in a
/// temporary file and renamed into place, replacing or removing only what the folder's manifest
/// proves StateSpec wrote. A folder entry in the way stops the run before anything is written.
enum SiteFiles {
    /// Writes `files` into `folder`, a folder of `kind` or a new one, and prints a summary line unless `quiet`.
    static func write(_ files: [GeneratedFile], to folder: String, kind: OutputKind, what: String, quiet: Bool = false) throws {
        let directory = try OutputDirectory(path: folder)
        try directory?.lock(exclusive: true, wait: OutputRun.lockWait)
        try directory?.checkHolds(kind)
        let listing = try directory?.listing() ?? [:]
        let (plan, writes) = OutputPlan.writing(files, into: directory, listing: listing)
        var staged = StagedOutput(directory: directory, folder: folder, writes: true, lockWait: OutputRun.lockWait)
        try OutputRun.checkFits(files.count, in: folder, staged: staged)
        let run = OutputRun(directory: directory, folder: folder, plan: plan, staged: staged)
        try run.stopOnProblems()
        do {
            try staged.stage(writes)
            let applying = OutputRun(directory: staged.directory, folder: folder, plan: plan, staged: staged)
            try applying.apply(recording: nil, width: 1)
            try staged.directory?.mark(kind)
            applying.reportKept()
        } catch {
            staged.discard()
            throw error
        }
        if !quiet {
            let removed = plan.removals.isEmpty ? "" : ", \(plan.removals.count) removed"
            Console.note("Wrote \(DiagnosticPrinter.counted(files.count, what)) in \(folder): \(plan.writes.count) written, \(plan.unchanged.count) unchanged\(removed).")
        }
    }
}
