/// Who may see generated declarations.
public enum AccessLevel: String, Sendable, CaseIterable {
    case `internal`, `public`

    /// What templates put before a declaration: nothing, or `public `.
    var modifier: String { self == .public ? "public " : "" }
}
