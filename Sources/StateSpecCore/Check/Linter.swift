/// Runs rules over parsed specs and turns their findings into sorted diagnostics.
public struct Linter: Sendable {
    public var rules: [any Rule]

    public init(rules: [any Rule.Type] = RuleRegistry.all) {
        self.rules = rules.map { $0.init() }
    }

    public func lint(_ context: LintContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for rule in rules {
            let description = type(of: rule).description
            for finding in rule.check(context) {
                diagnostics.append(Diagnostic(
                    ruleID: description.id, severity: description.severity, message: finding.message,
                    file: finding.file, location: finding.location, documentPath: finding.path))
            }
        }
        return diagnostics.sorted(by: Diagnostic.reportOrder)
    }
}
