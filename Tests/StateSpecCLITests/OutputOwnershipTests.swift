#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Testing
import StateSpecCore

/// StateSpec writes only inside its output folder, replaces or removes only what it can prove it
/// wrote, and never reads, follows or replaces folders, links or special files.
@Suite struct OutputOwnershipTests {
    func text(_ workspace: Workspace, _ path: String) throws -> String {
        try String(contentsOf: workspace.url.appendingPathComponent(path), encoding: .utf8)
    }

    /// Every file under `folder`, with its bytes (links as their target text).
    static func snapshot(_ folder: URL) -> [String: Data] {
        var result: [String: Data] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return result }
        while let relative = enumerator.nextObject() as? String {
            let path = folder.appendingPathComponent(relative).path
            if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: path) {
                result[relative] = Data("link → \(target)".utf8)
            } else if let attributes = try? FileManager.default.attributesOfItem(atPath: path), attributes[.type] as? FileAttributeType == .typeRegular {
                result[relative] = FileManager.default.contents(atPath: path) ?? Data()
            } else {
                result[relative] = Data("(\(String(describing: (try? FileManager.default.attributesOfItem(atPath: path))?[.type])))".utf8)
            }
        }
        return result
    }

    @Test func aSuppressedOrDisabledScreenNameCheckCannotWriteOutsideTheOutput() throws {
        let workspace = try Workspace()
        let evil = "# statespec:disable-next-line invalid-screen-name, invalid-identifier - testing\n"
            + validSpec.replacingOccurrences(of: "screen: Profile", with: "screen: \"../../escaped/Evil\"")
        try workspace.write("specs/Evil.yaml", evil)
        try workspace.write("statespec.yml", "inputs: [specs]\noutput: out/a/b\n")
        try FileManager.default.createDirectory(at: workspace.url.appendingPathComponent("out/escaped"), withIntermediateDirectories: true)
        #expect(try workspace.run("generate").exitCode == 1)
        try workspace.write("statespec.yml", "inputs: [specs]\noutput: out/a/b\nrules: { invalid-screen-name: off }\n")
        #expect(try workspace.run("generate").exitCode == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: workspace.url.appendingPathComponent("out/escaped").path).isEmpty)
    }

    @Test func aFolderWithAnOutputNameOrASwiftSuffixNeverCrashes() throws {
        let workspace = try Workspace()
        try workspace.write("specs/Profile.yaml", validSpec)
        try workspace.write("Out/Notes.swift/inside.txt", "mine\n")
        for mode in [["--check"], ["--dry-run"], []] {
            let outcome = try CommandRunner.run(["generate", "specs", "-o", "Out"] + mode, in: workspace.url)
            #expect(outcome.exitCode == (mode == ["--check"] ? 1 : 0), "\(mode): \(outcome.standardError)")
        }
        #expect(try workspace.run("generate", "specs", "-o", "Out", "--check").exitCode == 0)
        #expect(try text(workspace, "Out/Notes.swift/inside.txt") == "mine\n")
        try FileManager.default.removeItem(at: workspace.url.appendingPathComponent("Out/ProfileLoader.swift"))
        try FileManager.default.createDirectory(at: workspace.url.appendingPathComponent("Out/ProfileLoader.swift"), withIntermediateDirectories: true)
        for mode in [[], ["--check"], ["--dry-run"]] {
            let outcome = try CommandRunner.run(["generate", "specs", "-o", "Out"] + mode, in: workspace.url)
            #expect(outcome.exitCode == 2)
            #expect(outcome.standardError.contains("Out/ProfileLoader.swift is a folder"))
        }
    }

    @Test func aFIFONeverBlocksARun() throws {
        let workspace = try Workspace()
        try workspace.write("specs/Profile.yaml", validSpec)
        try FileManager.default.createDirectory(at: workspace.url.appendingPathComponent("Out"), withIntermediateDirectories: true)
        #expect(mkfifo(workspace.url.appendingPathComponent("Out/Pipe.swift").path, 0o644) == 0)
        for mode in [[], ["--check"], ["--dry-run"]] {
            let run = try BoundedRun.run(["generate", "specs", "-o", "Out"] + mode, in: workspace.url, seconds: 30)
            #expect(!run.timedOut)
            #expect(run.exitStatus == 0 || mode == ["--check"])
        }
        #expect(mkfifo(workspace.url.appendingPathComponent("Out/ProfileState.swift.tmp").path, 0o644) == 0)
        try FileManager.default.removeItem(at: workspace.url.appendingPathComponent("Out/ProfileState.swift"))
        #expect(mkfifo(workspace.url.appendingPathComponent("Out/ProfileState.swift").path, 0o644) == 0)
        let run = try BoundedRun.run(["generate", "specs", "-o", "Out"], in: workspace.url, seconds: 30)
        #expect(!run.timedOut)
        #expect(run.exitStatus == 2)
        #expect(mkfifo(workspace.url.appendingPathComponent("specs/Pipe.yaml").path, 0o644) == 0)
        let lint = try BoundedRun.run(["lint", "specs"], in: workspace.url, seconds: 30)
        #expect(!lint.timedOut)
        #expect(lint.exitStatus == 2)
    }

    @Test func linksWithOutputNamesAreNeverFollowedOrReplaced() throws {
        let workspace = try Workspace()
        try workspace.write("specs/Profile.yaml", validSpec)
        try workspace.write("outside/victim.swift", "// Generated by StateSpec, but outside the output\n")
        try FileManager.default.createDirectory(at: workspace.url.appendingPathComponent("Out"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: workspace.url.appendingPathComponent("Out/ProfileState.swift").path,
                                                   withDestinationPath: "../outside/victim.swift")
        let outcome = try workspace.run("generate", "specs", "-o", "Out")
        #expect(outcome.exitCode == 2)
        #expect(outcome.standardError.contains("is a symbolic link"))
        #expect(try text(workspace, "outside/victim.swift") == "// Generated by StateSpec, but outside the output\n")
        try FileManager.default.removeItem(at: workspace.url.appendingPathComponent("Out/ProfileState.swift"))
        try FileManager.default.createSymbolicLink(atPath: workspace.url.appendingPathComponent("Out/GoneState.swift").path,
                                                   withDestinationPath: "../outside/victim.swift")
        #expect(try workspace.run("generate", "specs", "-o", "Out").exitCode == 0)
        #expect(try text(workspace, "outside/victim.swift") == "// Generated by StateSpec, but outside the output\n")
        #expect(workspace.exists("Out/GoneState.swift"), "a link StateSpec did not write stays")
    }

    @Test func aFileStateSpecDidNotWriteIsNeverReplaced() throws {
        let workspace = try Workspace()
        try workspace.write("specs/Profile.yaml", validSpec)
        try workspace.write("Out/ProfileState.swift", "struct Mine {}\n")
        let outcome = try workspace.run("generate", "specs", "-o", "Out")
        #expect(outcome.exitCode == 2)
        #expect(outcome.standardError.contains("Out/ProfileState.swift exists and StateSpec did not write it"))
        #expect(try text(workspace, "Out/ProfileState.swift") == "struct Mine {}\n")
        #expect(!workspace.exists("Out/ProfileViewModel.swift"), "nothing is written when anything is in the way")
    }

    /// The manifest lists each file once with the hash of what the folder holds: written once by
    /// a run that made the folder, and again, without the replaced versions, by a run that
    /// replaced a file.
    @Test func theManifestListsWhatTheFolderHolds() throws {
        let workspace = try Workspace()
        try workspace.write("specs/Profile.yaml", validSpec)
        func listed() throws -> [String: [String]] {
            var hashes: [String: [String]] = [:]
            for line in try text(workspace, "Out/.statespec-manifest").split(separator: "\n").dropFirst() {
                let parts = line.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
                hashes[String(parts[1]).trimmingCharacters(in: .whitespaces), default: []].append(String(parts[0]))
            }
            return hashes
        }
        func onDisk(_ name: String) throws -> String {
            SHA256.hex(Array(try Data(contentsOf: workspace.url.appendingPathComponent("Out/\(name)"))))
        }
        #expect(try workspace.run("generate", "specs", "-o", "Out").exitCode == 0)
        let first = try listed()
        let files = try FileManager.default.contentsOfDirectory(atPath: workspace.url.appendingPathComponent("Out").path).filter { !$0.hasPrefix(".") }
        #expect(first.keys.sorted() == files.sorted())
        #expect(files.contains("ProfileState.swift") && files.contains("StateSpec.xcstrings"))
        for (name, hashes) in first { #expect(try hashes == [onDisk(name)], "\(name)") }
        try workspace.write("specs/Profile.yaml", validSpec.replacingOccurrences(of: "Could not load the profile", with: "Could not load it"))
        #expect(try workspace.run("generate", "specs", "-o", "Out").exitCode == 0)
        let second = try listed()
        #expect(second.keys.sorted() == first.keys.sorted())
        for (name, hashes) in second { #expect(try hashes == [onDisk(name)], "\(name): the replaced version is no longer listed") }
        #expect(second != first, "the files that changed are listed with their new hashes")
    }

    @Test func customTemplateOutputIsOwnedThroughTheManifest() throws {
        let workspace = try Workspace()
        try workspace.write("specs/Profile.yaml", validSpec)
        try workspace.write("templates/Preview.swift.stencil", "// preview of {{ name }}\n")
        #expect(try workspace.run("generate", "specs", "-o", "Out", "--templates", "templates").exitCode == 0)
        #expect(try text(workspace, "Out/.statespec-manifest").contains("  ProfilePreview.swift\n"))
        try workspace.write("templates/Preview.swift.stencil", "// new preview of {{ name }}\n")
        #expect(try workspace.run("generate", "specs", "-o", "Out", "--templates", "templates").exitCode == 0)
        #expect(try text(workspace, "Out/ProfilePreview.swift") == "// new preview of Profile\n")
        // Edited by hand, and no longer produced: left alone, and said so.
        try workspace.write("Out/ProfilePreview.swift", "// my own edits\n")
        let outcome = try workspace.run("generate", "specs", "-o", "Out")
        #expect(outcome.exitCode == 0)
        #expect(outcome.standardError.contains("kept Out/ProfilePreview.swift"))
        #expect(try text(workspace, "Out/ProfilePreview.swift") == "// my own edits\n")
        // Unedited and no longer produced: removed.
        #expect(try workspace.run("generate", "specs", "-o", "Out2", "--templates", "templates").exitCode == 0)
        #expect(try workspace.run("generate", "specs", "-o", "Out2").exitCode == 0)
        #expect(!workspace.exists("Out2/ProfilePreview.swift"))
    }

    @Test func perSpecLayoutRemovesNoCatalogItCannotProveItWrote() throws {
        let workspace = try Workspace()
        try workspace.write("specs/Profile.yaml", validSpec)
        try workspace.write("Hand/StateSpec.xcstrings", "{ \"sourceLanguage\" : \"en\", \"strings\" : {} }\n")
        try workspace.write("Folder/StateSpec.xcstrings/inside.txt", "mine\n")
        #expect(try workspace.run("generate", "specs", "-o", "Hand", "--layout", "per-spec").exitCode == 0)
        #expect(try workspace.run("generate", "specs", "-o", "Folder", "--layout", "per-spec").exitCode == 0)
        #expect(try text(workspace, "Hand/StateSpec.xcstrings") == "{ \"sourceLanguage\" : \"en\", \"strings\" : {} }\n")
        #expect(try text(workspace, "Folder/StateSpec.xcstrings/inside.txt") == "mine\n")
        // Its own untranslated catalog, from the per-template layout, does go.
        #expect(try workspace.run("generate", "specs", "-o", "Own").exitCode == 0)
        #expect(try workspace.run("generate", "specs", "-o", "Own", "--layout", "per-spec").exitCode == 0)
        #expect(!workspace.exists("Own/StateSpec.xcstrings"))
    }

    @Test func temporaryFilesOfAKilledRunAreSeenByCheckAndRemovedByTheNextRun() throws {
        let workspace = try Workspace()
        try workspace.write("specs/Profile.yaml", validSpec)
        #expect(try workspace.run("generate", "specs", "-o", "Out").exitCode == 0)
        try workspace.write("Out/.statespec-tmp-5eed", "// Generated by StateSpec, half")
        let check = try workspace.run("generate", "specs", "-o", "Out", "--check")
        #expect(check.exitCode == 1)
        #expect(check.standardOutput == "leftover: Out/.statespec-tmp-5eed\n")
        #expect(try workspace.run("generate", "specs", "-o", "Out").exitCode == 0)
        #expect(!workspace.exists("Out/.statespec-tmp-5eed"))
        #expect(try workspace.run("generate", "specs", "-o", "Out", "--check").exitCode == 0)
    }

    /// SIGKILL at random moments: never a half-written file, and the next run leaves the
    /// folder exactly as a clean run would.
    @Test func killedRunsLeaveNoHalfWrittenFileAndTheNextRunCleansUp() throws {
        let workspace = try Workspace()
        for name in ["Timeline", "Search", "AddressForm", "PostDetail", "SavedAddresses", "feedback"] {
            let source = packageRoot.appendingPathComponent("specs/\(name).yaml")
            try workspace.write("specs/\(name).yaml", try Data(contentsOf: source))
        }
        #expect(try workspace.run("generate", "specs", "-o", "Clean").exitCode == 0)
        let clean = Self.snapshot(workspace.url.appendingPathComponent("Clean"))
        for round in 0..<12 {
            let process = Process()
            process.executableURL = CommandRunner.binary
            process.arguments = ["generate", "specs", "-o", "Out", "--quiet"]
            process.currentDirectoryURL = workspace.url
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            usleep(UInt32(round * 4_000))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            for (name, data) in Self.snapshot(workspace.url.appendingPathComponent("Out")) where !name.hasPrefix(".statespec") {
                #expect(data == clean[name], "round \(round): \(name) is not the file a clean run writes")
            }
        }
        #expect(try workspace.run("generate", "specs", "-o", "Out").exitCode == 0)
        #expect(Self.snapshot(workspace.url.appendingPathComponent("Out")) == clean)
    }

    /// Two runs at once into one folder: each waits for the other, and the folder ends up as
    /// one of them wrote it, never a mix.
    @Test func concurrentRunsNeverMixTheirOutputs() throws {
        let workspace = try Workspace()
        for variant in ["A", "B"] {
            for index in 0..<8 {
                let spec = validSpec.replacingOccurrences(of: "screen: Profile", with: "screen: Screen\(index)")
                    .replacingOccurrences(of: "No profile yet", with: "Variant \(variant)")
                try workspace.write("\(variant)/Screen\(index).yaml", spec)
            }
            #expect(try workspace.run("generate", variant, "-o", "Clean\(variant)").exitCode == 0)
        }
        let expected = ["A", "B"].map { Self.snapshot(workspace.url.appendingPathComponent("Clean\($0)")) }
        for _ in 0..<4 {
            let processes = (0..<6).map { index -> Process in
                let process = Process()
                process.executableURL = CommandRunner.binary
                process.arguments = ["generate", index % 2 == 0 ? "A" : "B", "-o", "Out", "--quiet"]
                process.currentDirectoryURL = workspace.url
                process.standardError = FileHandle.nullDevice
                return process
            }
            for process in processes { try process.run() }
            for process in processes { process.waitUntilExit() }
            #expect(processes.allSatisfy { $0.terminationStatus == 0 })
            let result = Self.snapshot(workspace.url.appendingPathComponent("Out"))
            #expect(expected.contains(result), "the folder mixes the two runs' outputs")
        }
    }

    @Test func initNeverWritesThroughALinkEvenOneToNothing() throws {
        let workspace = try Workspace()
        try FileManager.default.createSymbolicLink(atPath: workspace.url.appendingPathComponent("statespec.yml").path,
                                                   withDestinationPath: "outside/created-by-init.yml")
        let outcome = try workspace.run("init")
        #expect(outcome.exitCode == 2)
        #expect(!workspace.exists("outside/created-by-init.yml"))
        #expect(!workspace.exists("specs/Profile.yaml"), "nothing is written when anything is in the way")
    }
}
