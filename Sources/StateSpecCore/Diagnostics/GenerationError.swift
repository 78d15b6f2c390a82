/// A screen that cannot be planned, or a template that would not render. Reported like a spec
/// problem, against the spec or the template.
public struct GenerationError: Error, Sendable {
    public var template: String
    public var message: String

    public var diagnostic: Diagnostic {
        Diagnostic(ruleID: "template-error", severity: .error, message: PrintableLine.escaped(message), file: template, location: .start)
    }
}
