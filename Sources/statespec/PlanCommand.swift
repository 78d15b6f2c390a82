import ArgumentParser
import Foundation
import StateSpecCore

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
        let plans: [ScreenPlan], app: AppPlan
        do {
            (plans, app) = try compiler.plan(linted)
        } catch {
            DiagnosticPrinter.print([error.diagnostic])
            throw ExitCode(1)
        }
        let access = configuration.accessLevel ?? .internal
        var screens: [String: TemplateValue] = [:]
        // A screen's sections are rendered as screens of their own, with contexts of their own.
        for plan in plans.flatMap({ [$0] + $0.sections.map(\.plan) }) where screen == nil || plan.name == screen {
            screens[plan.name] = SwiftContext.screen(plan, access: access)
        }
        if let screen, screens.isEmpty { throw ToolFailure(message: "no screen named \(screen) in the specs") }
        let context: TemplateValue = screen == nil ? ["app": SwiftContext.app(app, access: access), "screens": .object(screens)] : screens[screen!]!
        Console.document(context.json())
    }
}
