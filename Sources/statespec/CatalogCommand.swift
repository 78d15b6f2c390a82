import ArgumentParser
import Foundation
import StateSpecCore
import StateSpecFileSystem

/// `statespec catalog`: a static HTML site showing every screen in every state, for design review.
struct CatalogCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "catalog",
        abstract: "Writes a static HTML state catalog: every screen in every state, its messages, its state diagram and its lint findings.",
        discussion: """
        Checks the specs first; with an error, prints the diagnostics, writes nothing and exits 1. Writes index.html and \
        one <Screen>.html per screen into --output, as safely as generate writes Swift. The pages load nothing from the \
        network. Diagrams are drawn by Graphviz (dot -Tsvg) when it is installed, otherwise by StateSpec.
        """
    )

    @OptionGroup var project: ProjectOptions

    @Option(name: .shortAndLong, help: "The folder to write the catalog into.")
    var output: String

    @Flag(help: "Draw the diagrams with StateSpec even when Graphviz is installed (the same bytes on every machine).")
    var builtInDrawing = false

    @Flag(help: "Print no summary on standard error.")
    var quiet = false

    func run() throws {
        let (linted, diagrams, compiler) = try DiagramCommand.linted(project)
        let drawings = builtInDrawing ? [:] : Graphviz.drawings(diagrams)
        let files: [GeneratedFile]
        do {
            files = try compiler.catalogSite(linted, diagrams: diagrams, drawings: drawings)
        } catch {
            DiagnosticPrinter.print([error.diagnostic])
            throw ExitCode(1)
        }
        DiagnosticPrinter.print(linted.diagnostics)
        try SiteFiles.write(files, to: output, what: "page", quiet: quiet)
    }
}

/// Graphviz's `dot`, when installed: draws DOT as SVG for inline use in a page.
enum Graphviz {
    /// `dot` on the PATH, if any.
    static var executable: String? {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        return paths.map { "\($0)/dot" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Each diagram's SVG by its name; empty without Graphviz. A diagram Graphviz cannot draw is
    /// left out, for StateSpec to draw.
    static func drawings(_ diagrams: [ScreenDiagram]) -> [String: String] {
        guard let dot = executable else { return [:] }
        var drawings: [String: String] = [:]
        for diagram in diagrams {
            if let svg = draw(DOTDiagram.render(diagram), with: dot) { drawings[diagram.name] = inline(svg) }
        }
        return drawings
    }

    static func draw(_ source: String, with dot: String) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: dot)
        process.arguments = ["-Tsvg"]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        input.fileHandleForWriting.write(Data(source.utf8))
        try? input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return String(data: data, encoding: .utf8)
    }

    /// The `<svg>` element alone, without the XML declaration, doctype, comments or namespace
    /// declarations (whose addresses an HTML page does not need).
    static func inline(_ svg: String) -> String {
        guard let start = svg.range(of: "<svg") else { return svg }
        var text = String(svg[start.lowerBound...])
        for pattern in [#"<!--[\s\S]*?-->"#, #"\s+xmlns(:xlink)?="[^"]*""#] {
            text = text.replacingOccurrences(of: pattern, with: "", options: .regularExpression)
        }
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
