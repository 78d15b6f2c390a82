/// A JSON array with one object per diagnostic, keys sorted:
/// `{"column", "file", "line", "message", "path", "rule", "severity"}`, where `path` is the place
/// in the document (`states.error.retry`, empty for the root), and `notes` (present when the
/// diagnostic has related places) an array of `{"column", "file", "line", "message"}`.
public struct JSONReporter: DiagnosticReporter {
    public static let id = "json"
    public var id: String { Self.id }

    public init() {}

    public func report(_ diagnostics: [Diagnostic], rules: [RuleDescription], files: [String]) -> String {
        JSONText.array(diagnostics.map { diagnostic in
            var object: [String: JSONText] = [
                "file": .string(diagnostic.file),
                "line": .int(diagnostic.location.line),
                "column": .int(diagnostic.location.column),
                "severity": .string(diagnostic.severity.rawValue),
                "rule": .string(diagnostic.ruleID),
                "message": .string(diagnostic.message),
                "path": .string(diagnostic.documentPath),
            ]
            if !diagnostic.notes.isEmpty {
                object["notes"] = .array(diagnostic.notes.map { note in
                    .object([
                        "file": .string(note.file),
                        "line": .int(note.location.line),
                        "column": .int(note.location.column),
                        "message": .string(note.message),
                    ])
                })
            }
            return .object(object)
        }).rendered(escapingUnprintable: true)
    }
}
