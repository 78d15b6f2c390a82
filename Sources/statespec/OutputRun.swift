import ArgumentParser
import Foundation
import StateSpecCore
import StateSpecFileSystem

/// One run's changes to the output folder: planned from what the folder holds, the new bytes
/// staged in temporary files as they are rendered, then applied under the folder's lock.
struct OutputRun {
    /// How long a run waits for another run writing into the same folder (seconds;
    /// `STATESPEC_LOCK_TIMEOUT` changes it), saying so once.
    static var lockWait: LockWait {
        LockWait(timeout: EnvironmentSetting.lockTimeout.value) { Console.note("Waiting for another statespec run writing into \($0)…") }
    }

    var directory: OutputDirectory?
    var folder: String
    var plan: OutputPlan
    var staged: StagedOutput

    /// An error (exit 2) when something in the folder stops the run; what was staged is removed.
    func stopOnProblems() throws {
        guard !plan.problems.isEmpty else { return }
        staged.discard()
        for problem in plan.problems {
            Console.error("\((directory?.shown(problem.name)) ?? problem.name) \(problem.message)")
        }
        Console.note("Nothing was written.")
        throw ExitCode(2)
    }

    /// Fails, removing what was staged, when `fileCount` files and StateSpec's own files would
    /// be more entries than StateSpec lists in one output folder: a run must not write a folder
    /// every later run refuses.
    static func checkFits(_ fileCount: Int, in folder: String, staged: StagedOutput) throws(ToolFailure) {
        let ownFiles = [OutputManifest.fileName, GenerationCache.fileName, OutputKind.markerName].count
        guard fileCount + ownFiles > OutputDirectory.maximumEntryCount else { return }
        staged.discard()
        throw ToolFailure(message: "the specs make \(fileCount) files, more than the \(OutputDirectory.maximumEntryCount - ownFiles) StateSpec writes into one output folder (\(folder)); nothing was written. Generate from fewer specs into each folder")
    }

    /// Files StateSpec once wrote and leaves where they are.
    func reportKept() {
        for kept in plan.kept { Console.note("kept \(shown(kept.name)): \(kept.reason)") }
    }

    func shown(_ name: String) -> String { PathText.joined(folder, name) }

    /// `missing: Generated/TimelineState.swift` lines, sorted by path.
    func listing(prefix: (OutputPlan.Change) -> String) -> [String] {
        let lines = plan.writes.map { (shown($0.path), prefix($0.change)) } + plan.removals.map { (shown($0.name), prefix($0.change)) }
        return lines.sorted { $0.0 < $1.0 }.map { "\($0.1): \($0.0)" }
    }

    /// Applies the plan (`OutputDirectory.apply`); nothing when there is no folder to write.
    func apply(recording cache: Pending<[UInt8]>?, finalManifest: Pending<[UInt8]>? = nil, width: Int) throws(ToolFailure) {
        try directory?.apply(plan, staged: staged, recording: cache, finalManifest: finalManifest, width: width)
    }
}
