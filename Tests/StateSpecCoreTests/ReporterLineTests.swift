import Foundation
import Testing
@testable import StateSpecCore
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Every reporter keeps one diagnostic on its own lines whatever its path holds: a line break
/// followed by a GitHub Actions command, a bidi control that reorders what is shown.
@Suite struct ReporterLineTests {
    static let path = "specs/evil\n::error::x\u{202E}lmay.yaml"
    static let message = "the name 'ab\u{202E}cd' hides\u{2028}a line"
    static let diagnostic = Diagnostic(
        ruleID: "invalid-value", severity: .error, message: message, file: path, location: SourceLocation(line: 2, column: 3),
        notes: [DiagnosticNote(message: "first here", file: path, location: SourceLocation(line: 1, column: 1))])

    static func report(_ id: String, colors: Bool = false) throws -> String {
        let reporter = try #require(ReporterRegistry.reporter(withID: id, tool: ToolInfo(version: "0.1.0"), colors: colors))
        return reporter.report([diagnostic], rules: RuleRegistry.descriptions, files: [path])
    }

    /// No raw scalar that ends a line or reorders one, beside the report's own line breaks.
    static func expectPrintable(_ report: String, _ id: String) {
        let unsafe = report.unicodeScalars.filter { $0 != "\n" && PrintableLine.isUnsafe($0) && $0 != "\u{1B}" }
        #expect(unsafe.isEmpty, "\(id): \(unsafe.map { String($0.value, radix: 16) })")
        for line in report.split(separator: "\n") where line.trimmingCharacters(in: .whitespaces).hasPrefix("::") {
            #expect(line.hasPrefix("::error file=") || line.hasPrefix("::notice file="), "\(id): an injected command: \(line)")
        }
    }

    @Test(arguments: [false, true])
    func xcodeWritesOneLineForTheDiagnosticAndOneForItsNote(colors: Bool) throws {
        let report = try Self.report("xcode", colors: colors)
        Self.expectPrintable(report, "xcode")
        let lines = report.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 3, "\(lines)")
        #expect(lines[0].hasPrefix(#"specs/evil\n::error::x\u{202e}lmay.yaml:2:3: "#))
        #expect(lines[0].hasSuffix(#" the name 'ab\u{202e}cd' hides\u{2028}a line [invalid-value]"#))
        #expect(lines[1] == #"specs/evil\n::error::x\u{202e}lmay.yaml:1:1: note: first here"#)
    }

    @Test func githubActionsWritesOneCommandPerDiagnosticAndNote() throws {
        let report = try Self.report("github-actions")
        Self.expectPrintable(report, "github-actions")
        #expect(report == #"""
        ::error file=specs/evil\n%3A%3Aerror%3A%3Ax\u{202e}lmay.yaml,line=2,col=3,title=invalid-value::the name 'ab\u{202e}cd' hides\u{2028}a line
        ::notice file=specs/evil\n%3A%3Aerror%3A%3Ax\u{202e}lmay.yaml,line=1,col=1,title=invalid-value::first here

        """#)
    }

    @Test func junitNamesAndTextsHoldOneLineEach() throws {
        let report = try Self.report("junit")
        Self.expectPrintable(report, "junit")
        let document = try XMLDocument(xmlString: report)
        let suite = try #require(try document.nodes(forXPath: "//testsuite").first as? XMLElement)
        let name = try #require(suite.attribute(forName: "name")?.stringValue)
        #expect(name == #"specs/evil\n::error::x\u{202e}lmay.yaml"#)
        let failure = try #require(try document.nodes(forXPath: "//failure").first as? XMLElement)
        #expect(try #require(failure.attribute(forName: "message")?.stringValue).unicodeScalars.allSatisfy { !PrintableLine.isUnsafe($0) })
        let text = try #require(failure.stringValue)
        #expect(text.split(separator: "\n").count == 2, "the diagnostic and its note: \(text)")
        Self.expectPrintable(text, "junit text")
    }

    @Test(arguments: ["json", "sarif"])
    func jsonFormatsEscapeEveryUnprintableScalarAndReadBackExactly(id: String) throws {
        let report = try Self.report(id)
        Self.expectPrintable(report, id)
        let object = try JSONSerialization.jsonObject(with: Data(report.utf8))
        if id == "json" {
            let first = try #require((object as? [[String: Any]])?.first)
            #expect(first["file"] as? String == Self.path)
            #expect(first["message"] as? String == Self.message)
        } else {
            let result = try #require((((object as? [String: Any])?["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first)
            #expect((result["message"] as? [String: Any])?["text"] as? String == Self.message)
            let location = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            let uri = try #require((location["artifactLocation"] as? [String: Any])?["uri"] as? String)
            #expect(uri.removingPercentEncoding == Self.path)
        }
    }

    @Test func escapingLeavesPrintableTextAndEscapesEachUnsafeScalar() {
        #expect(PrintableLine.escaped("specs/ünï name.yaml") == "specs/ünï name.yaml")
        #expect(PrintableLine.escaped("a\nb\rc\td\u{0}e\u{7F}f\u{85}g\u{2029}h\u{200F}i\u{2066}j\u{61C}") ==
            #"a\nb\rc\td\u{0}e\u{7f}f\u{85}g\u{2029}h\u{200f}i\u{2066}j\u{61c}"#)
    }
}
