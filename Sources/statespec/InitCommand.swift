import ArgumentParser
import Foundation
import StateSpecCore
import StateSpecFileSystem

struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Writes a commented statespec.yml and an example spec to start from. Never overwrites a file."
    )

    @Option(help: "The folder to write into.")
    var directory: String = "."

    func run() throws {
        let files = [
            (ConfigSchema.fileName, StarterFiles.configuration),
            ("specs/Profile.yaml", StarterFiles.exampleSpec),
        ].map { (directory == "." ? $0.0 : PathText.joined(directory, $0.0), $0.1) }
        // A link counts as existing, even one to nothing: init never writes through a link.
        let existing = files.map(\.0).filter { (try? FileManager.default.attributesOfItem(atPath: $0)) != nil || FileManager.default.fileExists(atPath: $0) }
        guard existing.isEmpty else {
            throw ToolFailure(message: "\(existing.joined(separator: " and ")) already exist\(existing.count == 1 ? "s" : ""); nothing was written")
        }
        for (path, text) in files {
            let folder = PathText.parent(of: path)
            do {
                try FileManager.default.createDirectory(atPath: folder.isEmpty ? "." : folder, withIntermediateDirectories: true)
            } catch {
                throw ToolFailure(message: "cannot write \(path): \(POSIX.describe(error))")
            }
            try AtomicFile.write(Array(text.utf8), to: path, mode: .creatingNew)
            Console.note("Wrote \(path)")
        }
        Console.note("Next: `statespec lint` checks the specs, `statespec generate` writes Swift into Generated/.")
    }
}

enum StarterFiles {
    static let configuration = """
    # StateSpec configuration. Paths are relative to this file; every key is optional.
    # `statespec schema config` prints a JSON Schema that editors use to complete and check it.

    # Spec files and folders to check and generate from.
    inputs:
      - specs

    # Spec paths to skip, as glob patterns (`*`, `**`, `?`).
    # exclude: ["specs/drafts/**"]

    # Where `statespec generate` writes Swift.
    output: Generated

    # A folder of Stencil templates that replace the default ones file by file.
    # templates: templates

    # The feedback profile when no policy file is among the inputs: material, apple-hig or accessible.
    profile: apple-hig

    # The access level of generated declarations: internal or public.
    access-level: internal

    # Rule settings: off, warning or error. `statespec rules` lists every rule.
    rules:
      unused-definition: warning

    # Rule settings for some paths only; later entries win.
    # overrides:
    #   - paths: ["specs/legacy/**"]
    #     rules:
    #       missing-state: warning

    """

    static let exampleSpec = """
    # A screen spec: its five states, how its content loads, and its messages.
    # `statespec schema spec` describes every key; `statespec lint` checks this file.
    screen: Profile
    summary: The signed-in user's profile.
    content:
      type: UserProfile          # the Swift type the ideal state shows
    states:
      ideal:
        summary: The profile.
      loading:
        style: skeleton          # skeleton | spinner | progress | none
        placeholders: 1
      empty:
        message: You have not set up your profile yet
        action:
          title: Set it up
          event: editProfile
      error:
        message: Could not load your profile
        retry: Try again
      partial:
        waived: a single record, loaded at once
    loads:
      initial:
        on: appear
      refresh:
        on: pull
        failure: refreshFailed
    events:
      editProfile:
        summary: Opens the profile editor.
    feedback:
      refreshFailed:
        kind: error
        text: Could not refresh your profile

    """
}
