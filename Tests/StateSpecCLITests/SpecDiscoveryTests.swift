#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Testing
@testable import statespec
@testable import StateSpecFileSystem

/// Which spec files a run reads: a name that is not UTF-8 is an error at its path while the
/// other specs are still checked; a file reached by two paths is read once.
@Suite struct SpecDiscoveryTests {
    static let settings = validSpec.replacingOccurrences(of: "Profile", with: "Settings") + "\nevents:\n  unused: {}\n"

    static func workspace() throws -> Workspace {
        let workspace = try Workspace()
        try workspace.write("specs/Profile.yaml", validSpec)
        try workspace.write("specs/Settings.yaml", Self.settings)
        return workspace
    }

    /// Makes a file, or with `folder` a folder, whose name holds the given bytes.
    static func make(_ workspace: Workspace, in folder: String, name: [UInt8], contents: String = "", isFolder: Bool = false) {
        let path = Array((workspace.url.path + "/" + folder + "/").utf8) + name + [0]
        path.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { path in
                if isFolder {
                    #expect(mkdir(path.baseAddress!, 0o755) == 0)
                    return
                }
                let file = open(path.baseAddress!, O_WRONLY | O_CREAT | O_EXCL, 0o644)
                #expect(file >= 0)
                _ = contents.utf8CString.withUnsafeBufferPointer { write(file, $0.baseAddress!, $0.count - 1) }
                close(file)
            }
        }
    }

    @Test func aSpecWhoseNameIsNotUTF8IsAnErrorAtItsPathAndTheOthersAreChecked() throws {
        let workspace = try Self.workspace()
        Self.make(workspace, in: "specs", name: Array("Bad".utf8) + [0xFF] + Array("é.yaml".utf8), contents: validSpec)
        Self.make(workspace, in: "specs", name: Array("Drafts".utf8) + [0xFE, 0x80], isFolder: true)
        Self.make(workspace, in: "specs", name: Array("Drafts".utf8) + [0xFE, 0x80] + Array("/Draft.yaml".utf8), contents: validSpec)
        // Not a spec's name: nothing to read.
        Self.make(workspace, in: "specs", name: Array("notes".utf8) + [0xFF] + Array(".txt".utf8))
        let file = "specs/Bad\\xFFé.yaml:1:1: error: the file's name is not UTF-8, so it was not read; rename it [invalid-yaml]"
        let folder = "specs/Drafts\\xFE\\x80:1:1: error: the folder's name is not UTF-8, so the specs in it were not read; rename it [invalid-yaml]"
        let lint = try workspace.run("lint", "specs")
        #expect(lint.exitCode == 1)
        let lines = lint.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.contains(file), "\(lint.standardOutput)")
        #expect(lines.contains(folder), "\(lint.standardOutput)")
        #expect(lines.contains { $0.hasPrefix("specs/Settings.yaml:") && $0.contains("[unused-definition]") }, "the other specs are checked")
        #expect(lint.standardError == "Checked 4 specs: 2 errors, 1 warning.\n")

        let generate = try workspace.run("generate", "specs", "-o", "Out")
        #expect(generate.exitCode == 1)
        #expect(generate.standardOutput.split(separator: "\n").map(String.init).contains(file))
        #expect(!workspace.exists("Out"))
    }

    @Test(arguments: [
        ["specs", "./specs"],
        ["specs", "specs"],
        ["specs", "specs/Profile.yaml"],
        ["specs/Profile.yaml", "specs"],
        ["specs/Profile.yaml", "./specs/Profile.yaml", "specs/Settings.yaml"],
        ["specs", "linked"],
        ["linked", "specs/", "specs/Settings.yaml"],
    ])
    func aFileReachedTwiceIsReadOnce(_ paths: [String]) throws {
        let workspace = try Self.workspace()
        try FileManager.default.createSymbolicLink(atPath: workspace.url.appendingPathComponent("linked").path, withDestinationPath: "specs")
        let lint = try CommandRunner.run(["lint"] + paths, in: workspace.url)
        #expect(lint.exitCode == 0, "\(paths)")
        #expect(!lint.standardOutput.contains("duplicate-screen"), "\(lint.standardOutput)")
        #expect(lint.standardOutput.split(separator: "\n").count == 1, "only Settings' unused event: \(lint.standardOutput)")
        #expect(lint.standardError == "Checked 2 specs: 0 errors, 1 warning.\n")

        let generate = try CommandRunner.run(["generate"] + paths + ["-o", "Out"], in: workspace.url)
        #expect(generate.exitCode == 0, "\(paths): \(generate.standardOutput)")
        #expect(workspace.exists("Out/ProfileState.swift") && workspace.exists("Out/SettingsState.swift"))
    }

    @Test func aFolderInsideAFolderGivenIsReadOnceUnderTheFirstPath() throws {
        let workspace = try Self.workspace()
        try workspace.write("specs/more/Inbox.yaml", validSpec.replacingOccurrences(of: "Profile", with: "Inbox"))
        let root = workspace.url.path
        let nested = try SpecFiles.read([root + "/specs/more", root + "/specs", root + "/specs/more/Inbox.yaml"])
        #expect(nested.map { String($0.path.dropFirst(root.count)) } == ["/specs/more/Inbox.yaml", "/specs/Profile.yaml", "/specs/Settings.yaml"])
        let outer = try SpecFiles.read([root + "/specs", root + "/specs/more"])
        #expect(outer.map { String($0.path.dropFirst(root.count)) } == ["/specs/Profile.yaml", "/specs/Settings.yaml", "/specs/more/Inbox.yaml"])
    }

    @Test func aNameThatIsNotUTF8IsShownWithItsBytesEscaped() {
        #expect(FileName.escaped(Array("a".utf8) + [0xFF] + Array("é".utf8) + [0xE2, 0x82] + Array("b".utf8)) == "a\\xFFé\\xE2\\x82b")
        #expect(FileName.escaped([0xF0, 0x9F, 0x98, 0x80, 0xC0, 0x01]) == "😀\\xC0\u{01}")
    }
}
