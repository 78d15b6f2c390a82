/// JUnit XML, which most CI services show as test results: one `<testsuite>` per checked file,
/// one `<testcase>` per diagnostic (named `line:column rule-id`), and a passing
/// `<testcase name="lint">` for a file without diagnostics. A diagnostic that fails the run (an
/// error, or any diagnostic with `--strict`) is a `<failure>`; a warning that does not is a
/// passing test with the warning as its `<system-out>`, so the report agrees with the exit code.
/// Names and messages are one printable line each (`PrintableLine`), as CI services show them.
/// No timestamps or durations.
public struct JUnitReporter: DiagnosticReporter {
    public static let id = "junit"
    public var id: String { Self.id }
    /// True with `--strict`: warnings fail the run, so they are failures here too.
    public var warningsFail: Bool

    public init(warningsFail: Bool = false) {
        self.warningsFail = warningsFail
    }

    func fails(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.severity == .error || warningsFail
    }

    public func report(_ diagnostics: [Diagnostic], rules: [RuleDescription], files: [String]) -> String {
        let byFile = Dictionary(grouping: diagnostics, by: \.file)
        // Every checked file once, in the order given; then any file only a diagnostic names.
        var seen: Set<String> = []
        var suites = files.filter { seen.insert($0).inserted }
        suites += byFile.keys.filter { !seen.contains($0) }.sorted()

        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<testsuites name="statespec lint" tests="\#(suites.map { max(1, byFile[$0]?.count ?? 0) }.reduce(0, +))" failures="\#(diagnostics.filter(fails).count)" errors="0">"#,
        ]
        for file in suites {
            let found = byFile[file] ?? []
            let name = Self.escape(PrintableLine.escaped(file))
            lines.append(#"  <testsuite name="\#(name)" tests="\#(max(1, found.count))" failures="\#(found.filter(fails).count)" errors="0" skipped="0">"#)
            if found.isEmpty {
                lines.append(#"    <testcase classname="\#(name)" name="lint"/>"#)
            }
            for diagnostic in found {
                let caseName = Self.escape("\(diagnostic.location.line):\(diagnostic.location.column) \(diagnostic.ruleID)")
                lines.append(#"    <testcase classname="\#(name)" name="\#(caseName)">"#)
                let text = Self.escape(diagnostic.xcodeFormattedWithNotes)
                if fails(diagnostic) {
                    lines.append(#"      <failure type="\#(diagnostic.severity.rawValue)" message="\#(Self.escape(PrintableLine.escaped(diagnostic.message)))">\#(text)</failure>"#)
                } else {
                    lines.append(#"      <system-out>\#(text)</system-out>"#)
                }
                lines.append("    </testcase>")
            }
            lines.append("  </testsuite>")
        }
        lines.append("</testsuites>")
        return lines.map { $0 + "\n" }.joined()
    }

    /// Text safe in XML 1.0 attribute values and content: markup characters as entities, line
    /// breaks and tabs as character references (so attributes keep them), and the characters XML
    /// 1.0 cannot hold at all as U+FFFD.
    static func escape(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\n": result += "&#10;"
            case "\r": result += "&#13;"
            case "\t": result += "&#9;"
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                result += "\u{FFFD}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
