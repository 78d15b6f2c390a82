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

    @Test func everyBatchIsWrittenAndCheckedAgain() throws {
        let workspace = try Self.workspace()
        let first = try workspace.run("generate", "specs", "-o", "Generated")
        #expect(first.exitCode == 0)
        // Four files a screen, the policy's and the String Catalog.
        #expect(first.standardError.contains("Generated 1202 files in Generated: 1202 written, 0 unchanged."), "\(first.standardError)")
        let names = try entries(workspace, "Generated")
        #expect(!names.contains { $0.hasPrefix(".statespec-tmp") })
        #expect(names.contains("Screen001ViewModel.swift") && names.contains("Screen300ViewModel.swift"))
        let check = try workspace.run("generate", "specs", "-o", "Generated", "--check", "--full")
        #expect(check.exitCode == 0, "\(check.standardOutput)")
    }
}

private extension String {
    func leftPadded(to length: Int) -> String {
        String(repeating: "0", count: max(0, length - count)) + self
    }
}
