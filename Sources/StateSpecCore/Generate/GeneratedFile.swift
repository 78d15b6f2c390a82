/// A file the generator produced: its path relative to the output folder, and its text.
public struct GeneratedFile: Sendable, Hashable {
    public var path: String
    public var contents: String

    public init(path: String, contents: String) {
        self.path = path
        self.contents = contents
    }
}

/// A template that would not render. Reported like a spec problem, against the template.
public struct GenerationError: Error, Sendable {
    public var template: String
    public var message: String

    public var diagnostic: Diagnostic {
        Diagnostic(ruleID: "template-error", severity: .error, message: SwiftNames.oneLine(message), file: template, location: .start)
    }
}

/// Who may see generated declarations.
public enum AccessLevel: String, Sendable, CaseIterable {
    case `internal`, `public`

    /// What templates put before a declaration: nothing, or `public `.
    var modifier: String { self == .public ? "public " : "" }
}
