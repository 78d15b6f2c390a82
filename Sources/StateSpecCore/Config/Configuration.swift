/// What `statespec.yml` says. Paths are as written, relative to the file's folder; the command
/// line resolves them.
public struct Configuration: Sendable {
    public var inputs: [String] = []
    /// Glob patterns of spec paths (relative to the configuration's folder) that runs skip.
    public var exclude: [String] = []
    public var output: String?
    public var templates: String?
    public var profile: FeedbackPolicy.Profile?
    public var accessLevel: AccessLevel?
    public var layout: Generator.OutputLayout?
    public var rules: [String: RuleSettings.Setting] = [:]
    public var overrides: [RuleSettings.Override] = []

    public init() {}

    /// True when `path` (relative to the configuration's folder) matches an `exclude` pattern.
    public func excludes(_ path: String) -> Bool {
        exclude.contains { Glob.matches($0, path) }
    }

    /// Reads a configuration file. Its problems are diagnostics with positions, like a spec's:
    /// unknown keys (with suggestions), values of the wrong shape, unknown rule ids.
    public static func parse(_ source: SpecSource) -> (configuration: Configuration, diagnostics: [Diagnostic]) {
        let isBlank = source.bytes.allSatisfy { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }
        if isBlank { return (Configuration(), []) }
        let document = SpecDocument(configuration: source)
        let structural: [any Rule.Type] = [InvalidYAMLRule.self, DuplicateKeyRule.self, NotAMappingRule.self,
                                           UnknownKeyRule.self, InvalidValueRule.self, MissingKeyRule.self]
        var diagnostics = Linter(rules: structural).lint(LintContext(documents: [document]))
        guard let root = document.root else { return (Configuration(), diagnostics) }

        let text = ModelBuilder.text
        /// The glob patterns of a list, each checked against `Glob.maximumLength`.
        func patterns(_ items: [SyntaxNode]) -> [String] {
            items.compactMap { item in
                guard let pattern = text(item) else { return nil }
                guard pattern.value.count <= Glob.maximumLength else {
                    diagnostics.append(Diagnostic(
                        ruleID: InvalidValueRule.description.id, severity: .error,
                        message: "'\(item.path)' is a pattern of \(pattern.value.count) characters; a glob may have at most \(Glob.maximumLength)",
                        file: source.path, location: item.location, documentPath: item.path))
                    return nil
                }
                return pattern.value
            }
        }
        var configuration = Configuration()
        if case .sequence(let items)? = root["inputs"]?.value { configuration.inputs = items.compactMap { text($0)?.value } }
        if case .sequence(let items)? = root["exclude"]?.value { configuration.exclude = patterns(items) }
        configuration.output = text(root["output"])?.value
        configuration.templates = text(root["templates"])?.value
        configuration.profile = text(root["profile"]).flatMap { FeedbackPolicy.Profile(rawValue: $0.value) }
        configuration.accessLevel = text(root["access-level"]).flatMap { AccessLevel(rawValue: $0.value) }
        configuration.layout = text(root["layout"]).flatMap { Generator.OutputLayout(rawValue: $0.value) }

        let knownRules = RuleRegistry.descriptions.map(\.id)
        let mandatoryRules = Set(RuleRegistry.descriptions.filter(\.isMandatory).map(\.id))
        func ruleSettings(_ node: SyntaxNode?) -> [String: RuleSettings.Setting] {
            var settings: [String: RuleSettings.Setting] = [:]
            for entry in node?.entries ?? [] {
                guard knownRules.contains(entry.key) else {
                    diagnostics.append(Diagnostic(
                        ruleID: UnknownKeyRule.description.id, severity: .error,
                        message: "\(Diagnostic.quoted(entry.key)) is not a rule" + Suggestions.hint(for: entry.key, among: knownRules),
                        file: source.path, location: entry.keyLocation, documentPath: entry.value.path))
                    continue
                }
                guard let setting = text(entry.value).flatMap({ RuleSettings.Setting(rawValue: $0.value) }) else { continue }
                if mandatoryRules.contains(entry.key), setting != .error {
                    diagnostics.append(Diagnostic(
                        ruleID: InvalidValueRule.description.id, severity: .error,
                        message: "'\(entry.key)' is always an error and cannot be set to '\(setting.rawValue)': it keeps generated files inside the output folder and apart",
                        file: source.path, location: entry.value.location, documentPath: entry.value.path))
                    continue
                }
                settings[entry.key] = setting
            }
            return settings
        }
        configuration.rules = ruleSettings(root["rules"])
        if case .sequence(let items)? = root["overrides"]?.value {
            for item in items {
                guard case .sequence(let written)? = item["paths"]?.value else { continue }
                configuration.overrides.append(RuleSettings.Override(patterns: patterns(written), rules: ruleSettings(item["rules"])))
            }
        }
        return (configuration, diagnostics.sorted(by: Diagnostic.reportOrder))
    }
}
