/// Runs rules over parsed specs and turns their findings into sorted diagnostics: each rule's
/// severity as the project's settings say, minus what suppression comments silence.
public struct Linter: Sendable {
    public var rules: [any Rule]
    public var settings: RuleSettings

    public init(rules: [any Rule.Type] = RuleRegistry.all, settings: RuleSettings = RuleSettings()) {
        self.rules = rules.map { $0.init() }
        self.settings = settings
    }

    public func lint(_ context: LintContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for rule in rules where !(rule is any SuppressionRule) {
            diagnostics += self.diagnostics(rule, rule.check(context))
        }
        var used: Set<UsedSuppression> = []
        let suppressions = Dictionary(context.documents.map { ($0.path, $0.parsed.suppressions) }) { first, _ in first }
        let mandatory = Set(rules.map { type(of: $0).description }.filter(\.isMandatory).map(\.id))
        diagnostics.removeAll { diagnostic in
            guard !mandatory.contains(diagnostic.ruleID), let suppression = suppressions[diagnostic.file]?.first(where: {
                $0.targetLine == diagnostic.location.line && $0.ruleIDs.contains(diagnostic.ruleID)
            }) else { return false }
            used.insert(UsedSuppression(file: diagnostic.file, line: suppression.location.line, ruleID: diagnostic.ruleID))
            return true
        }
        for case let rule as any SuppressionRule in rules {
            diagnostics += self.diagnostics(rule, rule.check(context, used: used))
        }
        return diagnostics.sorted(by: Diagnostic.reportOrder)
    }

    private func diagnostics(_ rule: any Rule, _ findings: [Finding]) -> [Diagnostic] {
        let description = type(of: rule).description
        return findings.compactMap { finding in
            let diagnostic = Diagnostic(
                ruleID: description.id, severity: description.severity, message: finding.message,
                file: finding.file, location: finding.location, documentPath: finding.path)
            return description.isMandatory ? diagnostic : settings.apply(to: diagnostic)
        }
    }
}

/// A suppression comment that silenced a diagnostic of `ruleID`.
public struct UsedSuppression: Sendable, Hashable {
    public var file: String
    /// The comment's line.
    public var line: Int
    public var ruleID: String
}

/// A rule about suppression comments, run after the others so it knows which were used.
protocol SuppressionRule: Rule {
    func check(_ context: LintContext, used: Set<UsedSuppression>) -> [Finding]
}

extension SuppressionRule {
    public func check(_ context: LintContext) -> [Finding] { check(context, used: []) }
}
