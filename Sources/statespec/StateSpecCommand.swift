import ArgumentParser
import Foundation
import StateSpecCore
import StateSpecFileSystem

/// `statespec`: lint UI-state specs and generate Swift from them.
@main
struct StateSpecCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "statespec",
        abstract: "Checks UI-state specs and generates Swift state enums, loaders and view models from them.",
        discussion: """
        Exit codes: 0 no errors (warnings allowed), 1 a spec has errors (for coverage, also a total below --minimum), 2 the tool could not run.
        """,
        version: "0.1.0",
        subcommands: [LintCommand.self, GenerateCommand.self, MigrateCommand.self, CoverageCommand.self, PlanCommand.self, DiagramCommand.self, CatalogCommand.self, InitCommand.self, SchemaCommand.self, RulesCommand.self]
    )

    /// Runs the command, mapping every way it can end onto the documented exit codes.
    static func main() {
        // A pipe whose reader went away (Graphviz exiting early, `statespec lint | head`) is
        // an error a write returns, so that the run can clean up what it staged first.
        signal(SIGPIPE, SIG_IGN)
        do {
            var command = try parseAsRoot()
            try EnvironmentSetting.checkAll()
            try command.run()
            finish(ExitCode.success)
        } catch let code as ExitCode {
            finish(code)
        } catch let failure as ToolFailure {
            Console.error(failure.message)
            finish(ExitCode(2))
        } catch {
            // Help and --version end "with an error" whose exit code is 0; printed here, so that
            // a full or closed standard output is an error as it is for every other output.
            if exitCode(for: error) == .success {
                Console.document(fullMessage(for: error) + "\n")
                finish(ExitCode.success)
            }
            // ArgumentParser's message starts with "Error: "; Console.error adds "error: " itself.
            var message = fullMessage(for: error)
            if message.hasPrefix("Error: ") { message.removeFirst("Error: ".count) }
            Console.errorLines(message)
            finish(ExitCode(2))
        }
    }

    /// Ends the process with `code`, unless what it printed could not all be written: then as
    /// any tool whose pipe's reader went away (SIGPIPE), or with exit code 2 and, where standard
    /// error still works, why.
    private static func finish(_ code: ExitCode) -> Never {
        switch Console.failure {
        case nil:
            exit(withError: code)
        case .brokenPipe?:
            signal(SIGPIPE, SIG_DFL)
            raise(SIGPIPE)
            exit(withError: ExitCode(2))
        case .failed(let stream, let reason)?:
            if stream == "standard output" { Console.lastWord("cannot write to standard output: \(reason)") }
            exit(withError: ExitCode(2))
        }
    }
}
