import Foundation
import Testing
@testable import StateSpecCore

/// The README's code is real: its spec lints clean and generates the declarations it shows, its
/// package dependency is the example app's, and CI runs the commands that set up a clone.
@Suite struct ReadmeTests {
    static func readme() throws -> String {
        try String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    }

    /// The fenced code block between `<!-- BEGIN name` and `<!-- END name -->`, without its fences.
    static func codeBlock(_ name: String) throws -> String {
        let text = try readme()
        let section = try #require(DocumentationTests.section(name, in: text), "README has no \(name) section")
        var lines = text[section].split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines = Array(lines.drop { !$0.hasPrefix("```") }.dropFirst())
        let end = try #require(lines.lastIndex { $0.hasPrefix("```") }, "\(name) holds no code block")
        return lines[..<end].joined(separator: "\n") + "\n"
    }

    @Test func theSpecLintsCleanAndGeneratesWhatTheReadmeShows() throws {
        let spec = try Self.codeBlock("readme-spec")
        let result = Compiler().generate([SpecSource(path: "Inbox.yaml", text: spec)])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let generated = result.files.filter { $0.path.hasSuffix(".swift") }.map(\.contents).joined(separator: "\n")
        // Declarations are shown without their bodies: a line matches up to its opening brace.
        func declaration(_ line: Substring) -> String {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            return trimmed.hasSuffix(" {") ? String(trimmed.dropLast(2)) : trimmed
        }
        let shown = try Self.codeBlock("readme-generated").split(separator: "\n").map(declaration)
            .filter { !$0.isEmpty && !$0.hasPrefix("//") && $0 != "}" && $0 != "…" }
        #expect(shown.count >= 8)
        let generatedLines = Set(generated.split(separator: "\n").map(declaration))
        for line in shown {
            #expect(generatedLines.contains(line), "the README shows `\(line)`, which the generated code does not hold")
        }
    }

    /// The dependency the README gives is the example app's, whose build CI runs, with another path.
    @Test func thePackageDependencyIsTheExampleAppsOwn() throws {
        let shown = try Self.codeBlock("readme-dependency").split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let manifest = try String(contentsOf: packageRoot.appendingPathComponent("Examples/TimelineApp/Package.swift"), encoding: .utf8)
            .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let dependency = try #require(shown.first { $0.hasPrefix(".package(") })
        #expect(manifest.contains(dependency.replacingOccurrences(of: "\"../StateSpec\"", with: "\"../..\"")))
        for line in shown where line.hasPrefix(".product(") || line.hasPrefix("plugins:") || line.hasPrefix("dependencies: [.product") {
            #expect(manifest.contains(line), "Examples/TimelineApp/Package.swift has no line `\(line)`")
        }
    }

    /// `.ci/run` runs each command the README gives for setting up a clone, as written.
    @Test func ciRunsTheCommandsThatSetUpAClone() throws {
        let commands = try Self.codeBlock("clone-setup").split(separator: "\n")
            .map { String($0.prefix { $0 != "#" }).trimmingCharacters(in: .whitespaces) }
        #expect(commands.count == 2)
        let ci = try String(contentsOf: packageRoot.appendingPathComponent(".ci/run"), encoding: .utf8)
            .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        for command in commands {
            #expect(ci.contains(command), ".ci/run does not run `\(command)`")
        }
    }

    @Test func theReadmeIsShort() throws {
        let lines = try Self.readme().split(separator: "\n", omittingEmptySubsequences: false).count
        #expect(lines <= 300, "README.md has \(lines) lines; the rest belongs in the documentation catalog")
    }
}
