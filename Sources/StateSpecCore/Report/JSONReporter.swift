/// A JSON array with one object per diagnostic, keys sorted:
/// `{"column", "file", "line", "message", "path", "rule", "severity"}`, where `path` is the place
/// in the document (`states.error.retry`, empty for the root).
public struct JSONReporter: DiagnosticReporter {
    public static let id = "json"
    public var id: String { Self.id }

    public init() {}

    public func report(_ diagnostics: [Diagnostic], rules: [RuleDescription], files: [String]) -> String {
        JSONText.array(diagnostics.map { diagnostic in
            .object([
                "file": .string(diagnostic.file),
                "line": .int(diagnostic.location.line),
                "column": .int(diagnostic.location.column),
                "severity": .string(diagnostic.severity.rawValue),
                "rule": .string(diagnostic.ruleID),
                "message": .string(diagnostic.message),
                "path": .string(diagnostic.documentPath),
            ])
        }).rendered()
    }
}
