import ArgumentParser
import Foundation
import StateSpecCore
import StateSpecFileSystem

/// `statespec coverage`: holds the state coverage reports the tests wrote against the specs, and
/// reports each state, error cause and message no test showed, at its line in the spec.
struct CoverageCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "coverage",
        abstract: "Reports the states, error causes and messages of each screen that no test showed, from the reports StateCoverage wrote.",
        discussion: """
        Switch the recorder on for a test run with STATESPEC_COVERAGE=.build/statespec-coverage/ swift test, then run statespec coverage .build/statespec-coverage. \
        Reporters: \(ReporterRegistry.ids.joined(separator: ", ")). Exit codes: 0 the report was read (uncovered items are warnings), 1 a spec has errors or the coverage is below --minimum, 2 the tool could not run (a report that is not one, among others).
        """
    )

    @Argument(help: ArgumentHelp(
        "Coverage reports (*.json files, or folders holding statespec-coverage-*.json), then spec files or folders (default: as for lint).",
        valueName: "report-or-spec"))
    var inputs: [String] = []

    @Option(help: "The configuration file (default: statespec.yml in the current folder, or in the first folder given).")
    var config: String?

    @Option(help: ArgumentHelp(
        "How to print what no test showed: \(ReporterRegistry.ids.joined(separator: ", ")). The xcode format adds a table of each screen's coverage.",
        valueName: "id"))
    var reporter: String = ReporterRegistry.defaultID

    @Option(help: ArgumentHelp("Fail (exit 1) when the total coverage is below this percentage, from 0 to 100.", valueName: "percent"))
    var minimum: Double?

    @Flag(help: "Print no summary line on standard error.")
    var quiet = false

    /// The largest report read: a report holds names only, far below this.
    static let reportSizeLimit = 64 * 1024 * 1024

    func validate() throws {
        if let minimum, !(minimum.isFinite && (0...100).contains(minimum)) {
            throw ValidationError("--minimum must be a percentage from 0 to 100, not \(minimum)")
        }
    }

    func run() throws {
        let colors = reporter == XcodeReporter.id && Terminal.standardOutputTakesColors
        guard let chosen = ReporterRegistry.reporter(withID: reporter, tool: LintCommand.tool, colors: colors) else {
            let hint = ReporterRegistry.suggestion(for: reporter).map { "did you mean '\($0)'? " } ?? ""
            throw ToolFailure(message: "unknown reporter '\(reporter)'; \(hint)use one of: \(ReporterRegistry.ids.joined(separator: ", "))")
        }
        let (reportFiles, specPaths) = try Self.split(inputs)
        guard !reportFiles.isEmpty else {
            throw ToolFailure(message: "no coverage report given: name the reports (*.json) or the folder STATESPEC_COVERAGE named when the tests ran")
        }
        let record = try reportFiles.reduce(CoverageRecord()) { record, file in try record.merged(with: Self.read(file)) }

        var options = ProjectOptions()
        options.paths = specPaths
        options.config = config
        let project = try Project.load(options, whenNoneGiven: .currentFolder)
        let linted = Compiler(configuration: project.configuration, matchPath: project.matchPath).lint(project.sources)
        let specErrors = linted.diagnostics.filter { $0.severity == .error }
        let comparison = CoverageComparison(record, specs: linted.context.screens)

        let diagnostics = (specErrors + comparison.diagnostics).sorted(by: Diagnostic.reportOrder)
        let files = project.sources.map(\.path) + reportFiles
        Console.document(chosen.report(diagnostics, rules: RuleRegistry.descriptions + CoverageRules.all, files: files))
        if reporter == ReporterRegistry.defaultID {
            Console.document((diagnostics.isEmpty ? "" : "\n") + comparison.table)
        }
        let belowMinimum = minimum.map { comparison.percent < $0 } ?? false
        if !quiet {
            let minimumNote = minimum.map { belowMinimum ? ", below the minimum of \(CoverageComparison.formatted($0))" : ", at least the minimum of \(CoverageComparison.formatted($0))" } ?? ""
            let errorNote = specErrors.isEmpty ? "" : "; \(DiagnosticPrinter.counted(specErrors.count, "spec error")) (run statespec lint)"
            Console.note("State coverage: \(comparison.covered) of \(comparison.total) (\(CoverageComparison.formatted(comparison.percent))) in \(DiagnosticPrinter.counted(comparison.rows.count, "screen"))\(minimumNote)\(errorNote).")
        }
        if belowMinimum || !specErrors.isEmpty { throw ExitCode(1) }
    }

    /// The inputs that are reports (a `.json` file, or a folder holding `statespec-coverage-*.json`
    /// files, each of which is one), in order, and the rest, which are specs.
    static func split(_ inputs: [String]) throws -> (reports: [String], specs: [String]) {
        var reports: [String] = []
        var specs: [String] = []
        for input in inputs {
            if input.hasSuffix(".json") {
                reports.append(input)
            } else if let inFolder = reportsInFolder(input), !inFolder.isEmpty {
                reports += inFolder
            } else {
                specs.append(input)
            }
        }
        return (reports, specs)
    }

    /// The `statespec-coverage-*.json` files in `folder`, sorted; nil when it is not a folder.
    private static func reportsInFolder(_ folder: String) -> [String]? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue,
              let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return nil }
        return names.filter { $0.hasPrefix("statespec-coverage-") && $0.hasSuffix(".json") }.sorted()
            .map { PathText.joined(folder, $0) }
    }

    static func read(_ file: String) throws -> CoverageRecord {
        let bytes = try InputFile.readWhole(file, limit: reportSizeLimit, what: "a coverage report")
        switch CoverageRecord.parse(String(decoding: bytes, as: UTF8.self), file: file) {
        case .success(let record): return record
        case .failure(let error): throw ToolFailure(message: error.description)
        }
    }
}
