import Foundation
import Testing

/// A large run renders, plans and stages its files a batch of screens at a time. Whatever stops
/// it in a later batch, after earlier batches were staged, leaves the folder as it was.
@Suite struct BatchedGenerateTests {
    /// More screens than one batch holds (256), named so that `Screen300` is in the second.
    static func workspace(screens: Int = 300) throws -> Workspace {
        let workspace = try Workspace()
        for index in 1...screens {
            let name = "Screen\(String(index).leftPadded(to: 3))"
            try workspace.write("specs/\(name).yaml", validSpec.replacingOccurrences(of: "screen: Profile", with: "screen: \(name)"))
        }
        return workspace
    }

    func entries(_ workspace: Workspace, _ folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: workspace.url.appendingPathComponent(folder).path).sorted()
    }

    @Test func aFileInTheWayOfTheLastBatchLeavesTheFolderAsItWas() throws {
        let workspace = try Self.workspace()
        try workspace.write("Generated/Screen300State.swift", "// my own code\n")
        let outcome = try workspace.run("generate", "specs", "-o", "Generated")
        #expect(outcome.exitCode == 2)
        #expect(outcome.standardError.contains("Generated/Screen300State.swift exists and StateSpec did not write it"))
        #expect(outcome.standardError.contains("Nothing was written."))
        #expect(try entries(workspace, "Generated") == ["Screen300State.swift"], "no staged file is left behind")
    }

    @Test func aTemplateFailingInTheLastBatchLeavesNoFolder() throws {
        let workspace = try Self.workspace()
        try workspace.write("templates/State.swift.stencil", """
            {% if name == "Screen300" %}{% include "missing.stencil" %}{% endif %}// {{ name }}

            """)
        let outcome = try workspace.run("generate", "specs", "-o", "Generated", "--templates", "templates")
        #expect(outcome.exitCode == 1)
        #expect(outcome.standardOutput.contains("failed to render specs/Screen300.yaml"))
        #expect(outcome.standardError.contains("Nothing was written."))
        #expect(!workspace.exists("Generated"), "the folder the run made for its staged files is gone")
    }

    @Test func aRunThatStopsRemovesTheFoldersItMadeAboveItsOutputFolder() throws {
        let workspace = try Self.workspace(screens: 3)
        try workspace.write("Sources/Kept.swift", "// my own code\n")
        try workspace.write("templates/State.swift.stencil", """
            {% if name == "Screen003" %}{% include "missing.stencil" %}{% endif %}// {{ name }}

            """)
        let outcome = try workspace.run("generate", "specs", "-o", "Sources/App/Generated", "--templates", "templates")
        #expect(outcome.exitCode == 1)
        #expect(!workspace.exists("Sources/App"), "the folders the run made are gone")
        #expect(try entries(workspace, "Sources") == ["Kept.swift"], "the folder that was there stays, with what it held")
    }

    @Test func everyBatchIsWrittenAndCheckedAgain() throws {
        let workspace = try Self.workspace()
        let first = try workspace.run("generate", "specs", "-o", "Generated")
        #expect(first.exitCode == 0)
        // Five files a screen, the policy's and the String Catalog.
        #expect(first.standardError.contains("Generated 1502 files in Generated: 1502 written, 0 unchanged."), "\(first.standardError)")
        let names = try entries(workspace, "Generated")
        #expect(!names.contains { $0.hasPrefix(".statespec-tmp") })
        #expect(names.contains("Screen001ViewModel.swift") && names.contains("Screen300ViewModel.swift"))
        let check = try workspace.run("generate", "specs", "-o", "Generated", "--check", "--full")
        #expect(check.exitCode == 0, "\(check.standardOutput)")
    }
}

/// A run that makes its output folder puts each generated Swift file into place as soon as it is
/// written; what a killed run of that kind leaves, the next run owns and completes.
@Suite struct FolderMadeByTheRunTests {
    func snapshot(_ workspace: Workspace, _ folder: String) throws -> [String: Data] {
        let url = workspace.url.appendingPathComponent(folder)
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: url.path) {
            files[name] = try Data(contentsOf: url.appendingPathComponent(name))
        }
        return files
    }

    /// The String Catalog is made on a thread of its own and joins whichever batch is being
    /// written when it is ready: on one thread or many, every byte comes out the same, the
    /// manifest and cache included.
    @Test func aRunOfManyBatchesWritesTheSameBytesOnOneThreadOrMany() throws {
        let workspace = try BatchedGenerateTests.workspace()
        #expect(try workspace.run("generate", "specs", "-o", "One", "--jobs", "1").exitCode == 0)
        #expect(try workspace.run("generate", "specs", "-o", "Many", "--jobs", "4").exitCode == 0)
        let one = try snapshot(workspace, "One")
        #expect(one.count == 1_505, "1,502 files, the manifest, the cache and the kind marker")
        #expect(try snapshot(workspace, "Many") == one)
        let catalog = try #require(one["StateSpec.xcstrings"])
        #expect(String(decoding: catalog, as: UTF8.self).contains("\"Screen300."), "the last batch's screen is in the catalog")
        #expect(String(decoding: catalog, as: UTF8.self).contains("\"Screen001."))
    }

    @Test func whatARunKilledInAFolderItMadeLeavesIsCompletedByTheNextRun() throws {
        let workspace = try BatchedGenerateTests.workspace()
        #expect(try workspace.run("generate", "specs", "-o", "Clean").exitCode == 0)
        let clean = try snapshot(workspace, "Clean")
        // Killed in the second batch: the first batch's Swift in place, whole, with its header;
        // no String Catalog, manifest or cache yet; a temporary file of the shared files.
        for (name, data) in clean where name.hasSuffix(".swift") && name < "Screen257" {
            #expect(data.starts(with: Data("// Generated by StateSpec".utf8)))
            try workspace.write("Out/\(name)", data)
        }
        try workspace.write("Out/.statespec-tmp-5eed-1", "{\n  \"sourceLanguage\" : \"en\",")
        let check = try workspace.run("generate", "specs", "-o", "Out", "--check")
        #expect(check.exitCode == 1)
        #expect(check.standardOutput.contains("leftover: Out/.statespec-tmp-5eed-1"))
        #expect(check.standardOutput.contains("missing: Out/Screen300State.swift"))
        let next = try workspace.run("generate", "specs", "-o", "Out")
        #expect(next.exitCode == 0, "\(next.standardError)")
        #expect(try snapshot(workspace, "Out") == clean)
    }

    @Test func aFileWithoutTheHeaderWaitsForTheManifestAndIsOwnedAfterwards() throws {
        let workspace = try BatchedGenerateTests.workspace(screens: 3)
        try workspace.write("templates/Notes.txt.stencil", "Notes on {{ name }}\n")
        #expect(try workspace.run("generate", "specs", "-o", "Out", "--templates", "templates").exitCode == 0)
        let manifest = try String(contentsOf: workspace.url.appendingPathComponent("Out/.statespec-manifest"), encoding: .utf8)
        #expect(manifest.contains("  Screen001Notes.txt\n"))
        try workspace.write("templates/Notes.txt.stencil", "More notes on {{ name }}\n")
        #expect(try workspace.run("generate", "specs", "-o", "Out", "--templates", "templates").exitCode == 0)
        let notes = try String(contentsOf: workspace.url.appendingPathComponent("Out/Screen001Notes.txt"), encoding: .utf8)
        #expect(notes == "More notes on Screen001\n")
    }
}

private extension String {
    func leftPadded(to length: Int) -> String {
        String(repeating: "0", count: max(0, length - count)) + self
    }
}
