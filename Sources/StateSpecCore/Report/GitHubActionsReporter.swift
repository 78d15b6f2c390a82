/// GitHub Actions workflow commands, one per diagnostic, which GitHub shows as annotations on
/// the pull request's files: `::error file=…,line=…,col=…,title=<rule-id>::message`. Paths and
/// messages are made one printable line (`PrintableLine`) before the toolkit's escaping, so
/// that no path can end a command early or show as something it is not.
public struct GitHubActionsReporter: DiagnosticReporter {
    public static let id = "github-actions"
    public var id: String { Self.id }

    public init() {}

    public func report(_ diagnostics: [Diagnostic], rules: [RuleDescription], files: [String]) -> String {
        diagnostics.map { diagnostic in
            let properties = [
                ("file", diagnostic.file),
                ("line", String(diagnostic.location.line)),
                ("col", String(diagnostic.location.column)),
                ("title", diagnostic.ruleID),
            ].map { "\($0)=\(Self.escapeProperty(PrintableLine.escaped($1)))" }.joined(separator: ",")
            // A note becomes a notice at its own place, which GitHub shows beside the line.
            let notes = diagnostic.notes.map { note in
                let noteProperties = [("file", note.file), ("line", String(note.location.line)),
                                      ("col", String(note.location.column)), ("title", diagnostic.ruleID)]
                    .map { "\($0)=\(Self.escapeProperty(PrintableLine.escaped($1)))" }.joined(separator: ",")
                return "::notice \(noteProperties)::\(Self.escapeData(PrintableLine.escaped(note.message)))\n"
            }.joined()
            return "::\(diagnostic.severity.rawValue) \(properties)::\(Self.escapeData(PrintableLine.escaped(diagnostic.message)))\n" + notes
        }.joined()
    }

    /// A command's message, escaped as `escapeData` in GitHub's actions/toolkit does.
    static func escapeData(_ text: String) -> String {
        text.replacingEvery("%", with: "%25")
            .replacingEvery("\r", with: "%0D")
            .replacingEvery("\n", with: "%0A")
    }

    /// A command's property value, escaped as `escapeProperty` in GitHub's actions/toolkit does.
    static func escapeProperty(_ text: String) -> String {
        escapeData(text)
            .replacingEvery(":", with: "%3A")
            .replacingEvery(",", with: "%2C")
    }
}

extension String {
    /// Replaces every occurrence of one Unicode scalar; `"\r\n"` is one Character in Swift, so
    /// working on scalars keeps CR and LF apart.
    /// Appended to a `String`, not a `String.UnicodeScalarView`, whose `append(contentsOf:)`
    /// copies the whole view: linear however often the scalar appears.
    fileprivate func replacingEvery(_ scalar: Unicode.Scalar, with replacement: String) -> String {
        guard unicodeScalars.contains(scalar) else { return self }
        var result = ""
        result.reserveCapacity(utf8.count)
        for character in unicodeScalars {
            if character == scalar { result += replacement } else { result.unicodeScalars.append(character) }
        }
        return result
    }
}
