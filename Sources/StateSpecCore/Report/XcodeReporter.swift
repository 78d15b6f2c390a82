/// `path:line:column: error: message [rule-id]`, one line per diagnostic whatever its path and
/// message hold (`PrintableLine`): the format Xcode and most editors read, and `lint`'s default.
public struct XcodeReporter: DiagnosticReporter {
    public static let id = "xcode"
    public var id: String { Self.id }

    /// Colours the words `error:` and `warning:` with ANSI escapes, for a terminal. The caller
    /// decides whether its output is one; files and pipes must never get colours.
    public var colors: Bool

    public init(colors: Bool = false) {
        self.colors = colors
    }

    public func report(_ diagnostics: [Diagnostic], rules: [RuleDescription], files: [String]) -> String {
        diagnostics.map { diagnostic in
            ([line(for: diagnostic)] + diagnostic.notes.map(\.xcodeFormatted)).map { $0 + "\n" }.joined()
        }.joined()
    }

    func line(for diagnostic: Diagnostic) -> String {
        guard colors else { return diagnostic.xcodeFormatted }
        let color = switch diagnostic.severity {
        case .error: "\u{1B}[1;31m"  // bold red
        case .warning: "\u{1B}[1;33m"  // bold yellow
        }
        let severity = "\(color)\(diagnostic.severity.rawValue):\u{1B}[0m"
        return "\(PrintableLine.escaped(diagnostic.file)):\(diagnostic.location.line):\(diagnostic.location.column): \(severity) \(PrintableLine.escaped(diagnostic.message)) [\(diagnostic.ruleID)]"
    }
}
