/// Turns the diagnostics of one `lint` run into the text a person, an editor or a CI service
/// reads. Reporters are pure: they return the whole report and never print or write files.
public protocol DiagnosticReporter: Sendable {
    /// The name `statespec lint --reporter` takes, such as `sarif`.
    var id: String { get }

    /// The full report.
    /// - Parameters:
    ///   - diagnostics: every diagnostic of the run, in `Diagnostic.reportOrder`.
    ///   - rules: every rule that ran (`RuleRegistry.descriptions`), for reports that describe them.
    ///   - files: the spec files that were checked, as the user named them, including clean ones.
    func report(_ diagnostics: [Diagnostic], rules: [RuleDescription], files: [String]) -> String
}

/// The tool a report names, for formats that record what produced them (SARIF).
public struct ToolInfo: Sendable, Hashable {
    public var name: String
    public var version: String
    /// Where to read about the tool; left out of reports when `nil`.
    public var informationURI: String?

    public init(name: String = "StateSpec", version: String, informationURI: String? = nil) {
        self.name = name
        self.version = version
        self.informationURI = informationURI
    }
}

/// Every reporter StateSpec ships, by id.
public enum ReporterRegistry {
    /// The reporter `lint` uses when none is named.
    public static let defaultID = XcodeReporter.id

    /// Every reporter, in the order help texts list them. `colors` applies to the xcode reporter
    /// only: the other formats are read by programs. `strict` (warnings fail the run) to JUnit's,
    /// which marks as failures only what fails the run.
    public static func all(tool: ToolInfo, colors: Bool = false, strict: Bool = false) -> [any DiagnosticReporter] {
        [
            XcodeReporter(colors: colors),
            JSONReporter(),
            GitHubActionsReporter(),
            SARIFReporter(tool: tool),
            JUnitReporter(warningsFail: strict),
        ]
    }

    /// The id closest to a mistyped one (`sarf` → `sarif`), or nil.
    public static func suggestion(for id: String) -> String? {
        Suggestions.closest(to: id, among: ids)
    }

    /// The ids `--reporter` accepts.
    public static var ids: [String] { all(tool: ToolInfo(version: "")).map(\.id) }

    public static func reporter(withID id: String, tool: ToolInfo, colors: Bool = false, strict: Bool = false) -> (any DiagnosticReporter)? {
        all(tool: tool, colors: colors, strict: strict).first { $0.id == id }
    }
}
