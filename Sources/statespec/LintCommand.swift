import ArgumentParser
import StateSpecCore

struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Checks specs and prints every problem as path:line:column: severity: message [rule-id]."
    )

    @Argument(help: "Spec files, or folders to search for *.yaml and *.yml files.")
    var paths: [String]

    func run() throws {
        let sources = try SpecFiles.read(paths)
        let result = Compiler().lint(sources)
        DiagnosticPrinter.print(result.diagnostics, specCount: sources.count)
        if result.diagnostics.hasErrors { throw ExitCode(1) }
    }
}

enum DiagnosticPrinter {
    /// Diagnostics on standard output, one per line; a count on standard error.
    static func print(_ diagnostics: [Diagnostic], specCount: Int) {
        for diagnostic in diagnostics { Console.output(diagnostic.xcodeFormatted) }
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.count - errors
        let specs = specCount == 1 ? "1 spec" : "\(specCount) specs"
        Console.note("Checked \(specs): \(counted(errors, "error")), \(counted(warnings, "warning")).")
    }

    static func counted(_ count: Int, _ noun: String) -> String {
        count == 1 ? "1 \(noun)" : "\(count) \(noun)s"
    }
}
