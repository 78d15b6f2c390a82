import ArgumentParser
import Foundation
import StateSpecCore
import StateSpecFileSystem

/// `statespec plan`: what the templates render, for template authors.
struct PlanCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plan",
        abstract: "Prints the template context of every screen (and of the app-wide templates) as JSON.",
        discussion: """
        Checks the specs first; with an error, prints the diagnostics and exits 1. The context is what \
        `{{ … }}` and `{% … %}` in a template see; the documentation's Templates article lists every key. --screen picks one screen.
        """
    )

    @OptionGroup var project: ProjectOptions

    @Option(help: "The access level the context is made for: internal or public.")
    var accessLevel: AccessLevel?

    @Option(help: "Print only this screen's context.")
    var screen: String?

    func run() throws {
        let project = try Project.load(project)
        var configuration = project.configuration
        if let accessLevel { configuration.accessLevel = accessLevel }
        let compiler = Compiler(configuration: configuration, matchPath: project.matchPath)
        let linted = compiler.lint(project.sources)
        DiagnosticPrinter.print(linted.diagnostics.filter { $0.severity == .error })
        guard !linted.diagnostics.hasErrors else { throw ExitCode(1) }
        let context: TemplateValue?
        do {
            context = try compiler.templateContext(linted, screen: screen)
        } catch {
            DiagnosticPrinter.print([error.diagnostic])
            throw ExitCode(1)
        }
        guard let context else { throw ToolFailure(message: "no screen named \(screen ?? "") in the specs") }
        Console.document(context.json())
    }
}
