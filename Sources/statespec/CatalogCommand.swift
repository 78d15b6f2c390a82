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
        let drawings = builtInDrawing ? [:] : Graphviz.drawings(diagrams, timeout: EnvironmentSetting.graphvizTimeout.value)
        let files: [GeneratedFile]
        do {
            files = try compiler.catalogSite(linted, diagrams: diagrams, drawings: drawings)
        } catch {
            DiagnosticPrinter.print([error.diagnostic])
            throw ExitCode(1)
        }
        DiagnosticPrinter.print(linted.diagnostics)
        try SiteFiles.write(files, to: output, kind: .catalog, what: "page", quiet: quiet)
    }
}

