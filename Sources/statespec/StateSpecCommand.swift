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
        subcommands: [LintCommand.self, GenerateCommand.self, CoverageCommand.self, PlanCommand.self, DiagramCommand.self, CatalogCommand.self, InitCommand.self, SchemaCommand.self, RulesCommand.self]
    )

    /// Runs the command, mapping every way it can end onto the documented exit codes.
    static func main() {
        do {
            var command = try parseAsRoot()
            try EnvironmentSetting.checkAll()
            try command.run()
        } catch let code as ExitCode {
            exit(withError: code)
        } catch let failure as ToolFailure {
            Console.error(failure.message)
            exit(withError: ExitCode(2))
        } catch {
            // Help and --version end "with an error" whose exit code is 0.
            if exitCode(for: error) == .success { exit(withError: error) }
            // ArgumentParser's message starts with "Error: "; Console.error adds "error: " itself.
            var message = fullMessage(for: error)
            if message.hasPrefix("Error: ") { message.removeFirst("Error: ".count) }
            Console.errorLines(message)
            exit(withError: ExitCode(2))
        }
    }
}


/// Where the command line prints. Each call prints one line, whatever paths or names the text
/// holds (`PrintableLine`): one diagnostic or message never becomes two.
enum Console {
    static func error(_ message: String) {
        FileHandle.standardError.write(Data("error: \(PrintableLine.escaped(message))\n".utf8))
    }

    static func note(_ message: String) {
        FileHandle.standardError.write(Data("\(PrintableLine.escaped(message))\n".utf8))
    }

    static func output(_ line: String) {
        FileHandle.standardOutput.write(Data("\(PrintableLine.escaped(line))\n".utf8))
    }

    /// A document of many lines on standard output (JSON, whose strings escape what they hold).
    static func document(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// A message of many lines from the argument parser (usage and help), each made printable.
    static func errorLines(_ message: String) {
        let lines = message.split(separator: "\n", omittingEmptySubsequences: false).map { PrintableLine.escaped(String($0)) }
        FileHandle.standardError.write(Data("error: \(lines.joined(separator: "\n"))\n".utf8))
    }
}
