/// How much a diagnostic matters: errors fail `lint` and stop `generate`; warnings do not.
public enum Severity: String, Sendable, Hashable, Comparable, CaseIterable {
    case warning
    case error

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        lhs == .warning && rhs == .error
    }
}

/// One problem found in a spec, with everything a reporter needs to place it.
public struct Diagnostic: Hashable, Sendable {
    /// The stable id of the rule that found it, such as `missing-state`.
    public var ruleID: String
    public var severity: Severity
    public var message: String
    /// The file as the user named it.
    public var file: String
    public var location: SourceLocation
    /// Where in the document the problem is, such as `states.error.retry`; empty for the root.
    public var documentPath: String
    /// Other places that explain this one, such as the first of two equal keys, or what the
    /// YAML parser itself said. Reporters show them as notes or related locations.
    public var notes: [DiagnosticNote]

    public init(
        ruleID: String,
        severity: Severity,
        message: String,
        file: String,
        location: SourceLocation,
        documentPath: String = "",
        notes: [DiagnosticNote] = []
    ) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.file = file
        self.location = location
        self.documentPath = documentPath
        self.notes = notes
    }

    /// The order every report uses: by file, line, column, then rule id and message so that
    /// the same input always prints the same bytes.
    public static func reportOrder(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        (lhs.file, lhs.location.line, lhs.location.column, lhs.ruleID, lhs.message)
            < (rhs.file, rhs.location.line, rhs.location.column, rhs.ruleID, rhs.message)
    }

    /// `path:line:column: error: message [rule-id]`, the format Xcode and most editors read,
    /// on one line whatever the path and message hold (`PrintableLine`).
    public var xcodeFormatted: String {
        "\(PrintableLine.escaped(file)):\(location.line):\(location.column): \(severity.rawValue): \(PrintableLine.escaped(message)) [\(ruleID)]"
    }

    /// The diagnostic's line followed by one `path:line:column: note: message` line per note, as
    /// Xcode and clang print notes under the diagnostic they belong to.
    public var xcodeFormattedWithNotes: String {
        ([xcodeFormatted] + notes.map(\.xcodeFormatted)).joined(separator: "\n")
    }
}

/// A place related to a diagnostic, with what it says about it.
public struct DiagnosticNote: Hashable, Sendable {
    public var message: String
    public var file: String
    public var location: SourceLocation

    public init(message: String, file: String, location: SourceLocation) {
        self.message = PrintableLine.escaped(message)
        self.file = file
        self.location = location
    }

    /// `path:line:column: note: message`, on one line.
    public var xcodeFormatted: String {
        "\(PrintableLine.escaped(file)):\(location.line):\(location.column): note: \(PrintableLine.escaped(message))"
    }
}

extension Array where Element == Diagnostic {
    public var hasErrors: Bool { contains { $0.severity == .error } }
}

extension Diagnostic {
    /// `'name'` for a message, or a Swift string literal with escapes when the name holds line
    /// breaks, other control characters or bidi controls, so that every diagnostic stays one
    /// printable line that reads as it is.
    static func quoted(_ text: String) -> String {
        text.unicodeScalars.contains(where: PrintableLine.isUnsafe) ? PrintableLine.escaped(SwiftNames.stringLiteral(text)) : "'\(text)'"
    }
}
