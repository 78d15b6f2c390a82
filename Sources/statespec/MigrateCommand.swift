import ArgumentParser
import Foundation
import StateSpecCore
import StateSpecFileSystem

/// `statespec migrate`: rewrites the old spellings of specs as today's, in place.
struct MigrateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "migrate",
        abstract: "Rewrites keys and values spelt as an earlier release spelt them (deprecated-spelling) as today's, in place.",
        discussion: """
        Only the old key or value is replaced: comments, key order, quoting and layout stay, and a migrated spec \
        generates the same Swift as before. Each file is written whole or not at all, and a file that is a link is \
        left as it is. --check writes nothing, lists the files that would change and exits 1 when there is one. \
        Exit codes: 0 nothing (more) to migrate, 1 with --check a file would change, 2 the tool could not run.
        """
    )

    @OptionGroup var project: ProjectOptions

    @Flag(help: "Write nothing; list the files that would change, and exit 1 if there is one.")
    var check = false

    @Flag(help: "Print no summary on standard error.")
    var quiet = false

    func run() throws {
        let project = try Project.load(project, whenNoneGiven: .currentFolder)
        var changedFiles = 0
        var changes = 0
        for source in project.sources {
            guard let result = SpecMigration.migrate(source) else { continue }
            for skipped in result.skipped {
                Console.note("\(source.path):\(skipped.keyLocation): '\(skipped.written)' is not written in a way migrate rewrites; change it to '\(skipped.current)' by hand")
            }
            for skipped in result.skippedKeys {
                Console.note("\(source.path):\(skipped.keyLocation): '\(skipped.mapping)' is not written one key a line, so migrate does not write '\(skipped.implied.written)' into it; add it by hand")
            }
            for part in result.skippedForms.flatMap(\.parts) {
                Console.note("\(source.path):\(part.location): '\(part.written)' is not written in a way migrate rewrites; " + (part.current.map { "change it to '\($0)' by hand" } ?? "remove it by hand"))
            }
            guard result.changesText else { continue }
            let count = result.changes.count + result.writtenKeys.count + result.rewrittenForms.flatMap(\.parts).count
            changedFiles += 1
            changes += count
            if check {
                Console.output("would migrate: \(source.path)")
                continue
            }
            // A link is someone's arrangement: the file it points to is migrated where it is named itself.
            if (try? FileManager.default.destinationOfSymbolicLink(atPath: source.path)) != nil {
                Console.note("\(source.path) is a link; left as it is: run statespec migrate on the file it points to")
                changedFiles -= 1
                changes -= count
                continue
            }
            try AtomicFile.write(Array(result.text.utf8), to: source.path, mode: .replacingRegularFile)
            for change in result.changes {
                Console.note("\(source.path):\(change.keyLocation): '\(change.written)' is now '\(change.current)'")
            }
            for written in result.writtenKeys {
                Console.note("\(source.path):\(written.keyLocation): '\(written.implied.written)' is now written in '\(written.mapping)'")
            }
            for part in result.rewrittenForms.flatMap(\.parts) {
                Console.note("\(source.path):\(part.location): '\(part.written)' is now " + (part.current.map { "'\($0)'" } ?? "left out"))
            }
        }
        if !quiet {
            let files = DiagnosticPrinter.counted(changedFiles, "spec")
            let spellings = DiagnosticPrinter.counted(changes, "old spelling")
            if check {
                Console.note(changedFiles == 0 ? "No spec uses an old spelling." : "\(files) would change (\(spellings)); run: \(ShellCommand.rerun(dropping: ["--check"]))")
            } else {
                Console.note("Migrated \(files) (\(spellings)) of \(DiagnosticPrinter.counted(project.sources.count, "spec")).")
            }
        }
        if check, changedFiles > 0 { throw ExitCode(1) }
    }
}
