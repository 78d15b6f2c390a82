import ArgumentParser
import Foundation
import StateSpecCore
import StateSpecFileSystem
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Checks specs and prints every problem as path:line:column: severity: message [rule-id].",
        discussion: "Reporters: \(ReporterRegistry.ids.joined(separator: ", ")). Exit codes: 0 no errors (warnings allowed, unless --strict), 1 a spec has errors, 2 the tool could not run."
    )

    @OptionGroup var project: ProjectOptions

    @Option(help: ArgumentHelp(
        "How to print diagnostics: \(ReporterRegistry.ids.joined(separator: ", ")).",
        valueName: "id"))
    var reporter: String = ReporterRegistry.defaultID

    @Flag(help: "Count warnings as failures: exit 1 when there is any diagnostic.")
    var strict = false

    @Flag(help: "Print no summary line on standard error.")
    var quiet = false

    @Flag(help: "Also print each checked file on standard error.")
    var verbose = false

    @Option(help: ArgumentHelp("Report only findings this baseline file does not hold (matched by rule, file and the line's text, not its number).", valueName: "file"))
    var baseline: String?

    @Option(help: ArgumentHelp("Record every finding of this run in a baseline file, and exit 0.", valueName: "file"))
    var writeBaseline: String?

    /// The tool as reports name it; the version is the one `statespec --version` prints.
    static var tool: ToolInfo {
        ToolInfo(name: "StateSpec", version: StateSpecCommand.configuration.version)
    }

    func run() throws {
        if quiet, verbose {
            throw ToolFailure(message: "--quiet and --verbose cannot be used together")
        }
        if baseline != nil, writeBaseline != nil {
            throw ToolFailure(message: "--baseline and --write-baseline cannot be used together")
        }
        let colors = reporter == XcodeReporter.id && Terminal.standardOutputTakesColors
        guard let chosen = ReporterRegistry.reporter(withID: reporter, tool: Self.tool, colors: colors, strict: strict) else {
            let hint = ReporterRegistry.suggestion(for: reporter).map { "did you mean '\($0)'? " } ?? ""
            throw ToolFailure(message: "unknown reporter '\(reporter)'; \(hint)use one of: \(ReporterRegistry.ids.joined(separator: ", "))")
        }
        let clock = RunClock()
        // With no paths and no configuration file, the specs under the current folder, as SwiftLint does.
        let project = try Project.load(project, whenNoneGiven: .currentFolder)
        let sources = project.sources
        if verbose {
            for source in sources { Console.note("Checking \(source.path)") }
        }
        let known = try baseline.map(Self.readBaseline)
        let onTerminal = Progress.standardErrorIsATerminal && !quiet
        let progress = Progress(label: "Checking specs", total: sources.count, enabled: onTerminal)
        let result = Compiler(configuration: project.configuration, matchPath: project.matchPath).lint(sources, parsed: progress.advance)
        KeptUntilExit.keep(result)
        progress.finish()
        if let writeBaseline {
            let text = Baseline(result.diagnostics, sources: sources).rendered()
            try AtomicFile.write(Array(text.utf8), to: writeBaseline, mode: .replacingRegularFile)
            if !quiet {
                Console.note("Recorded \(DiagnosticPrinter.counted(result.diagnostics.count, "finding")) of \(DiagnosticPrinter.counted(sources.count, "spec")) in \(writeBaseline); lint with --baseline \(writeBaseline) reports only new ones.")
            }
            return
        }
        var diagnostics = result.diagnostics
        var knownCount = 0
        if let known {
            (diagnostics, knownCount) = known.newDiagnostics(diagnostics, sources: sources)
        }
        let report = chosen.report(diagnostics, rules: RuleRegistry.descriptions, files: sources.map(\.path))
        Console.document(report)
        if !quiet {
            let inBaseline = known == nil ? "" : " (\(knownCount) more in the baseline)"
            // The time only for a person watching, or asked for: logs and pipes stay the same bytes.
            let time = onTerminal || verbose ? clock.elapsed : nil
            Console.note(String(DiagnosticPrinter.summary(diagnostics, specCount: sources.count, time: time).dropLast()) + inBaseline + ".")
        }
        let failed = strict ? !diagnostics.isEmpty : diagnostics.hasErrors
        if failed { throw ExitCode(1) }
    }
}

extension LintCommand {
    static func readBaseline(_ path: String) throws -> Baseline {
        let bytes = try InputFile.readWhole(path, limit: 64 * 1024 * 1024, what: "a baseline file")
        switch Baseline.parse(String(decoding: bytes, as: UTF8.self)) {
        case .success(let baseline): return baseline
        case .failure(let error): throw ToolFailure(message: "\(path) \(error.message)")
        }
    }
}

enum Terminal {
    /// Colours only for a person at a terminal: standard output is one, `NO_COLOR` is not set
    /// (https://no-color.org), and the terminal is not `dumb`.
    static var standardOutputTakesColors: Bool {
        let environment = ProcessInfo.processInfo.environment
        return isatty(STDOUT_FILENO) == 1 && environment["NO_COLOR"] == nil && environment["TERM"] != "dumb"
    }
}

enum DiagnosticPrinter {
    /// Diagnostics on standard output in the xcode format, one per line, each note on a line of its own.
    static func print(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics {
            Console.output(diagnostic.xcodeFormatted)
            for note in diagnostic.notes { Console.output(note.xcodeFormatted) }
        }
    }

    /// `Checked 2 specs: 3 errors, 1 warning.`
    static func summary(_ diagnostics: [Diagnostic], specCount: Int, time: String? = nil) -> String {
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.count - errors
        return "Checked \(counted(specCount, "spec"))\(time.map { " in \($0)" } ?? ""): \(counted(errors, "error")), \(counted(warnings, "warning"))."
    }

    static func counted(_ count: Int, _ noun: String) -> String {
        count == 1 ? "1 \(noun)" : "\(count) \(noun)s"
    }
}
