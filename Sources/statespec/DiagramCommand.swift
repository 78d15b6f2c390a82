import ArgumentParser
import Foundation
import StateSpecCore
import StateSpecFileSystem

/// `statespec diagram`: each screen's state diagram, from the plan its view model is generated from.
struct DiagramCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diagram",
        abstract: "Draws each screen's state diagram (each section's, for a screen made of sections) as Mermaid or Graphviz DOT.",
        discussion: """
        Checks the specs first; with an error, prints the diagnostics, writes nothing and exits 1. A diagram shows the \
        screen's states (waived ones as waived, with the reason), every change its generated view model can make \
        (first load, retry, refresh, pages, gaps, input change, timed refresh, reconnect, operations, item actions, \
        live updates and signals; each failure where it goes) and the message each raises. Without --output, prints \
        the diagrams; with it, writes <Screen>.mmd or <Screen>.dot files there as safely as generate writes Swift.
        """
    )

    @OptionGroup var project: ProjectOptions

    @Option(help: "mermaid (stateDiagram-v2, which GitHub draws in Markdown) or dot (Graphviz).")
    var format: DiagramFormat = .mermaid

    @Option(name: .shortAndLong, help: "The folder to write one file per diagram into (default: print them).")
    var output: String?

    @Option(help: "Only this screen's diagrams (a screen's name, or a section's view model name such as ProfileHeader).")
    var screen: String?

    @Flag(help: "Print no summary on standard error.")
    var quiet = false

    func run() throws {
        var diagrams = try Self.diagrams(project)
        if let screen {
            diagrams = diagrams.filter { $0.screen == screen || $0.name == screen }
            if diagrams.isEmpty { throw ToolFailure(message: "no screen named \(screen) in the specs") }
        }
        let files: [GeneratedFile]
        do {
            files = try Compiler.diagramFiles(diagrams, format: format)
        } catch {
            DiagnosticPrinter.print([error.diagnostic])
            throw ExitCode(1)
        }
        if let output {
            try SiteFiles.write(files, to: output, kind: .diagrams, what: "diagram", quiet: quiet)
        } else {
            Console.document(files.map(\.contents).joined(separator: "\n"))
        }
    }

    /// The diagrams of the specs, or lint's diagnostics and exit code 1 when a spec has errors.
    static func diagrams(_ options: ProjectOptions) throws -> [ScreenDiagram] {
        try linted(options).diagrams
    }

    /// The specs checked and, without errors, their diagrams; the errors printed and exit code 1 otherwise.
    static func linted(_ options: ProjectOptions) throws -> (result: LintResult, diagrams: [ScreenDiagram], compiler: Compiler) {
        let project = try Project.load(options)
        let compiler = Compiler(configuration: project.configuration, matchPath: project.matchPath)
        let linted = compiler.lint(project.sources)
        guard !linted.diagnostics.hasErrors else {
            DiagnosticPrinter.print(linted.diagnostics)
            Console.note(DiagnosticPrinter.summary(linted.diagnostics, specCount: project.sources.count))
            Console.note("Nothing was written.")
            throw ExitCode(1)
        }
        do {
            return (linted, try compiler.diagrams(linted), compiler)
        } catch {
            DiagnosticPrinter.print([error.diagnostic])
            throw ExitCode(1)
        }
    }
}

extension DiagramFormat: ExpressibleByArgument {}
