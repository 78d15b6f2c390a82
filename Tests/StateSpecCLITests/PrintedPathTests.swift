import Foundation
import StateSpecCore
import Testing

/// What the command line prints is one line per diagnostic or message whatever the paths hold:
/// a spec file named with a line break and a GitHub Actions command, or with a bidi control.
@Suite struct PrintedPathTests {
    static let hostileName = "evil\n::error::x\u{202E}lmay.yaml"
    static let escapedName = #"evil\n::error::x\u{202e}lmay.yaml"#

    /// No raw scalar that ends or reorders a line, beside the line breaks, and no line that
    /// starts a workflow command the reporter did not write.
    static func expectOneLineEach(_ text: String, _ context: String) {
        #expect(!text.unicodeScalars.contains { $0 != "\n" && PrintableLine.isUnsafe($0) }, "\(context): \(text.debugDescription)")
        for line in text.split(separator: "\n") where line.hasPrefix("::") {
            #expect(line.hasPrefix("::error file=") || line.hasPrefix("::warning file="), "\(context): \(line)")
        }
    }

    @Test(arguments: ["xcode", "github-actions"])
    func lintPrintsOneLinePerDiagnosticOfASpecNamedWithALineBreak(reporter: String) throws {
        let workspace = try Workspace()
        try workspace.write("specs/" + Self.hostileName, validSpec.replacingOccurrences(of: "loads:", with: "lods:"))
        let outcome = try workspace.run("lint", "specs", "--reporter", reporter, "--verbose")
        #expect(outcome.exitCode == 1, "\(outcome.standardError)")
        Self.expectOneLineEach(outcome.standardOutput, "stdout")
        Self.expectOneLineEach(outcome.standardError, "stderr")
        let lines = outcome.standardOutput.split(separator: "\n")
        #expect(!lines.isEmpty)
        // GitHub's property escaping goes on top.
        let shown = reporter == "xcode" ? Self.escapedName : Self.escapedName.replacingOccurrences(of: ":", with: "%3A")
        #expect(lines.allSatisfy { $0.contains(shown) }, "every line is a whole diagnostic: \(lines)")
        #expect(outcome.standardError.contains("Checking specs/" + Self.escapedName + "\n"))
    }

    @Test func generatePrintsDiagnosticsOfASpecNamedWithALineBreakOnOneLine() throws {
        let workspace = try Workspace()
        try workspace.write("specs/" + Self.hostileName, validSpec.replacingOccurrences(of: "loads:", with: "lods:"))
        let outcome = try workspace.run("generate", "specs", "-o", "Out")
        #expect(outcome.exitCode == 1)
        Self.expectOneLineEach(outcome.standardOutput, "stdout")
        Self.expectOneLineEach(outcome.standardError, "stderr")
        #expect(outcome.standardOutput.split(separator: "\n").allSatisfy { $0.hasPrefix("specs/" + Self.escapedName + ":") })
    }

    @Test func aPerSpecFileNamedWithARightToLeftOverrideIsRefused() throws {
        let workspace = try Workspace()
        try workspace.write("specs/Prof\u{202E}tfiws.yaml", validSpec)
        let outcome = try workspace.run("generate", "specs", "-o", "Out", "--layout", "per-spec")
        #expect(outcome.exitCode == 1, "\(outcome.standardError)")
        Self.expectOneLineEach(outcome.standardOutput, "stdout")
        #expect(outcome.standardOutput.hasPrefix(#"specs/Prof\u{202e}tfiws.yaml:1:1: error: "#), "\(outcome.standardOutput)")
        #expect(outcome.standardOutput.contains("U+202E RIGHT-TO-LEFT OVERRIDE"))
        #expect(outcome.standardError.contains("Nothing was written."))
        #expect(!workspace.exists("Out"))
    }
}
