import Foundation
import Testing
@testable import StateSpecCore
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Every reporter on the diagnostics of the specs in Fixtures/reporters/specs: a spec with errors,
/// one with warnings only, and a clean one. Their reports are golden files in
/// Fixtures/reporters/expected; `STATESPEC_UPDATE_GOLDEN=1 swift test` rewrites them.
@Suite struct ReporterTests {
    static let fixtures = packageRoot.appendingPathComponent("Tests/StateSpecCoreTests/Fixtures/reporters")
    static let tool = ToolInfo(name: "StateSpec", version: "0.1.0")

    /// The fixture specs as `statespec lint specs` run in the fixtures folder reads them.
    static func fixtureSources() throws -> [SpecSource] {
        let folder = fixtures.appendingPathComponent("specs")
        return try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".yaml") }
            .sorted()
            .map { SpecSource(path: "specs/\($0)", bytes: Array(try Data(contentsOf: folder.appendingPathComponent($0)))) }
    }

    static func fixtureRun() throws -> (diagnostics: [Diagnostic], files: [String]) {
        let sources = try fixtureSources()
        return (Compiler().lint(sources).diagnostics, sources.map(\.path))
    }

    static func report(_ id: String, _ diagnostics: [Diagnostic], files: [String], tool: ToolInfo = tool) throws -> String {
        let reporter = try #require(ReporterRegistry.reporter(withID: id, tool: tool))
        return reporter.report(diagnostics, rules: RuleRegistry.descriptions, files: files)
    }

    /// The golden file of each reporter, named so that editors recognise the format.
    static let goldenNames = [
        "xcode": "xcode.txt",
        "json": "json.json",
        "github-actions": "github-actions.txt",
        "sarif": "sarif.sarif.json",
        "junit": "junit.xml",
    ]

    // MARK: Golden files

    @Test func theFixturesHaveErrorsWarningsAndACleanFile() throws {
        let (diagnostics, files) = try Self.fixtureRun()
        #expect(files == ["specs/Broken.yaml", "specs/Clean.yaml", "specs/Warnings.yaml"])
        #expect(diagnostics.contains { $0.file == "specs/Broken.yaml" && $0.severity == .error })
        #expect(diagnostics.filter { $0.file == "specs/Warnings.yaml" }.allSatisfy { $0.severity == .warning })
        #expect(diagnostics.contains { $0.file == "specs/Warnings.yaml" })
        #expect(!diagnostics.contains { $0.file == "specs/Clean.yaml" })
        #expect(diagnostics.contains { $0.message.contains("<draft & 'sent'>") }, "the markup characters the XML and JSON reporters must escape")
        #expect(diagnostics == diagnostics.sorted(by: Diagnostic.reportOrder))
    }

    @Test(arguments: ReporterRegistry.ids)
    func reportMatchesItsGoldenFile(_ id: String) throws {
        let (diagnostics, files) = try Self.fixtureRun()
        let report = try Self.report(id, diagnostics, files: files)
        let name = try #require(Self.goldenNames[id], "no golden file named for the reporter \(id)")
        let url = Self.fixtures.appendingPathComponent("expected/\(name)")
        if updatingGoldenFiles {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try writeIfChanged(report, to: url)
        }
        let golden = try String(contentsOf: url, encoding: .utf8)
        #expect(report == golden, "the \(id) report differs from expected/\(name); run STATESPEC_UPDATE_GOLDEN=1 swift test and review the diff")
    }

    // MARK: Registry

    @Test func theRegistryListsEveryReporterOnceByID() throws {
        #expect(ReporterRegistry.ids == ["xcode", "json", "github-actions", "sarif", "junit"])
        #expect(ReporterRegistry.defaultID == "xcode")
        for id in ReporterRegistry.ids {
            #expect(ReporterRegistry.reporter(withID: id, tool: Self.tool)?.id == id)
        }
        #expect(ReporterRegistry.reporter(withID: "checkstyle", tool: Self.tool) == nil)
        #expect(ReporterRegistry.reporter(withID: "XCODE", tool: Self.tool) == nil)
    }

    @Test func aCleanRunReportsNothingButTheFiles() throws {
        let files = ["specs/Clean.yaml"]
        #expect(try Self.report("xcode", [], files: files) == "")
        #expect(try Self.report("github-actions", [], files: files) == "")
        #expect(try Self.report("json", [], files: files) == "[]\n")
        let junit = try Self.report("junit", [], files: files)
        #expect(junit.contains(#"<testsuite name="specs/Clean.yaml" tests="1" failures="0""#))
        #expect(junit.contains(#"<testcase classname="specs/Clean.yaml" name="lint"/>"#))
        #expect(!junit.contains("<failure"))
        let sarif = try Self.jsonObject(Self.report("sarif", [], files: files))
        let run = try #require((sarif["runs"] as? [[String: Any]])?.first)
        #expect((run["results"] as? [Any])?.isEmpty == true, "a clean SARIF run has an empty results array, not none")
    }

    // MARK: xcode

    @Test func xcodeLinesAreTheXcodeFormatWithoutColours() throws {
        let (diagnostics, files) = try Self.fixtureRun()
        let report = try Self.report("xcode", diagnostics, files: files)
        #expect(report == diagnostics.map { $0.xcodeFormatted + "\n" }.joined())
        #expect(!report.contains("\u{1B}"))
    }

    @Test func xcodeColoursOnlyTheSeverity() {
        let error = Diagnostic(ruleID: "missing-state", severity: .error, message: "error: not listed", file: "a.yaml", location: SourceLocation(line: 3, column: 1))
        let warning = Diagnostic(ruleID: "unused-definition", severity: .warning, message: "unused", file: "a.yaml", location: SourceLocation(line: 9, column: 3))
        let report = XcodeReporter(colors: true).report([error, warning], rules: RuleRegistry.descriptions, files: ["a.yaml"])
        #expect(report == """
        a.yaml:3:1: \u{1B}[1;31merror:\u{1B}[0m error: not listed [missing-state]
        a.yaml:9:3: \u{1B}[1;33mwarning:\u{1B}[0m unused [unused-definition]

        """)
        let withoutEscapes = report.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
        #expect(withoutEscapes == error.xcodeFormatted + "\n" + warning.xcodeFormatted + "\n")
    }

    // MARK: json

    @Test func jsonParsesBackToTheSameDiagnostics() throws {
        let (fixtureDiagnostics, files) = try Self.fixtureRun()
        let tricky = Diagnostic(
            ruleID: "invalid-value", severity: .warning,
            message: "quote \" backslash \\ slash / tab \t newline \n cr \r bell \u{07} nul \u{0} é 📬 \u{2028}",
            file: "specs/dir with space/ünï \"q\".yaml", location: SourceLocation(line: 12, column: 40),
            documentPath: "states.error.causes.offline")
        let diagnostics = fixtureDiagnostics + [tricky]
        let report = try Self.report("json", diagnostics, files: files)
        let array = try #require(try JSONSerialization.jsonObject(with: Data(report.utf8)) as? [[String: Any]])
        let parsed = try array.map { object in
            #expect(Set(object.keys) == ["file", "line", "column", "severity", "rule", "message", "path"])
            let severity = try #require(object["severity"] as? String)
            return Diagnostic(
                ruleID: try #require(object["rule"] as? String),
                severity: try #require(Severity(rawValue: severity)),
                message: try #require(object["message"] as? String),
                file: try #require(object["file"] as? String),
                location: SourceLocation(line: try #require(object["line"] as? Int), column: try #require(object["column"] as? Int)),
                documentPath: try #require(object["path"] as? String))
        }
        #expect(parsed == diagnostics)
        #expect(fixtureDiagnostics.contains { !$0.documentPath.isEmpty }, "the fixtures should carry document paths")
    }

    @Test func jsonKeysAreSorted() throws {
        let (diagnostics, files) = try Self.fixtureRun()
        let report = try Self.report("json", diagnostics, files: files)
        let firstObject = report.components(separatedBy: "}")[0]
        let keys = firstObject.split(separator: "\n").compactMap { line -> String? in
            guard let range = line.range(of: #"^\s*"([a-z]+)":"#, options: .regularExpression) else { return nil }
            return line[range].trimmingCharacters(in: CharacterSet(charactersIn: " \":"))
        }
        #expect(keys == ["column", "file", "line", "message", "path", "rule", "severity"])
    }

    // MARK: github-actions

    @Test func githubActionsEscapesMessagesAndPropertiesAsTheToolkitDoes() {
        let diagnostic = Diagnostic(
            ruleID: "unused-definition", severity: .warning,
            message: "100% sure: a, b\nnext\rline\r\nend",
            file: "specs/odd: name, v2.yaml", location: SourceLocation(line: 3, column: 7))
        let report = GitHubActionsReporter().report([diagnostic], rules: RuleRegistry.descriptions, files: [diagnostic.file])
        // Line breaks are escaped as every line-oriented report escapes them, then the toolkit's way.
        #expect(report == #"::warning file=specs/odd%3A name%2C v2.yaml,line=3,col=7,title=unused-definition::100%25 sure: a, b\nnext\rline\r\nend"# + "\n")
        #expect(report.split(separator: "\n", omittingEmptySubsequences: false).count == 2, "one command, one line")
    }

    @Test func githubActionsEscapingMatchesToolkitRules() {
        #expect(GitHubActionsReporter.escapeData("a%b:c,d\re\nf") == "a%25b:c,d%0De%0Af")
        #expect(GitHubActionsReporter.escapeProperty("a%b:c,d\re\nf") == "a%25b%3Ac%2Cd%0De%0Af")
        // `%` first, so that escapes are not escaped again.
        #expect(GitHubActionsReporter.escapeProperty("%3A:") == "%253A%3A")
    }

    /// A path or a message made of the characters escaped: linear in their number.
    @Test func githubActionsEscapingIsLinear() {
        let small = String(repeating: "%:,\r\n", count: 16_000), large = String(repeating: "%:,\r\n", count: 64_000)
        #expect(GitHubActionsReporter.escapeProperty(small).utf8.count == 15 * 16_000)
        let smallTime = JSONReaderTests.fastest { _ = GitHubActionsReporter.escapeProperty(small) }
        let largeTime = JSONReaderTests.fastest { _ = GitHubActionsReporter.escapeProperty(large) }
        #expect(largeTime < max(smallTime * 8, 0.5), "\(smallTime) s, \(largeTime) s")
    }

    @Test func githubActionsUsesErrorAndWarningCommands() throws {
        let (diagnostics, files) = try Self.fixtureRun()
        let lines = try Self.report("github-actions", diagnostics, files: files).split(separator: "\n")
        #expect(lines.count == diagnostics.count)
        for (line, diagnostic) in zip(lines, diagnostics) {
            #expect(line.hasPrefix("::\(diagnostic.severity.rawValue) file=\(diagnostic.file),line=\(diagnostic.location.line),col=\(diagnostic.location.column),title=\(diagnostic.ruleID)::"))
        }
    }

    // MARK: sarif

    static func jsonObject(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// The properties SARIF 2.1.0 requires, and the ones GitHub code scanning reads.
    @Test func sarifHasEverythingSARIF210Requires() throws {
        let (diagnostics, files) = try Self.fixtureRun()
        let log = try Self.jsonObject(Self.report("sarif", diagnostics, files: files))
        #expect(log["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
        #expect(log["version"] as? String == "2.1.0")
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let run = try #require(runs.first)
        #expect(run["columnKind"] as? String == "unicodeCodePoints")

        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "StateSpec")
        #expect(driver["version"] as? String == "0.1.0")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.compactMap { $0["id"] as? String } == RuleRegistry.descriptions.map(\.id))
        for (rule, description) in zip(rules, RuleRegistry.descriptions) {
            #expect((rule["shortDescription"] as? [String: Any])?["text"] as? String == description.summary)
            #expect((rule["fullDescription"] as? [String: Any])?["text"] as? String == description.rationale)
            #expect((rule["defaultConfiguration"] as? [String: Any])?["level"] as? String == description.severity.rawValue)
        }

        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == diagnostics.count)
        for (result, diagnostic) in zip(results, diagnostics) {
            let ruleID = try #require(result["ruleId"] as? String)
            #expect(ruleID == diagnostic.ruleID)
            let ruleIndex = try #require(result["ruleIndex"] as? Int)
            #expect(rules.indices.contains(ruleIndex) && rules[ruleIndex]["id"] as? String == ruleID, "ruleIndex must point at the result's rule")
            #expect(result["level"] as? String == diagnostic.severity.rawValue)
            let text = try #require((result["message"] as? [String: Any])?["text"] as? String)
            #expect(text == diagnostic.message)
            let locations = try #require(result["locations"] as? [[String: Any]])
            #expect(locations.count == 1)
            let physical = try #require(locations.first?["physicalLocation"] as? [String: Any])
            #expect((physical["artifactLocation"] as? [String: Any])?["uri"] as? String == diagnostic.file)
            let region = try #require(physical["region"] as? [String: Any])
            let startLine = try #require(region["startLine"] as? Int)
            let startColumn = try #require(region["startColumn"] as? Int)
            #expect(startLine >= 1 && startColumn >= 1)
            #expect(startLine == diagnostic.location.line && startColumn == diagnostic.location.column)
        }
        #expect(results.contains { $0["level"] as? String == "warning" } && results.contains { $0["level"] as? String == "error" })
    }

    @Test func sarifNamesTheToolsInformationURIOnlyWhenItHasOne() throws {
        func driver(_ tool: ToolInfo) throws -> [String: Any] {
            let log = try Self.jsonObject(SARIFReporter(tool: tool).report([], rules: RuleRegistry.descriptions, files: []))
            let run = try #require((log["runs"] as? [[String: Any]])?.first)
            return try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        }
        let withURI = try driver(ToolInfo(version: "1.2.3", informationURI: "https://example.com/statespec"))
        #expect(withURI["informationUri"] as? String == "https://example.com/statespec")
        #expect(withURI["version"] as? String == "1.2.3")
        #expect(try driver(ToolInfo(version: "1.2.3"))["informationUri"] == nil)
    }

    @Test(arguments: [
        ("specs/Timeline.yaml", "specs/Timeline.yaml"),
        ("./specs/My Screen.yaml", "./specs/My%20Screen.yaml"),
        ("a:b/c#d?e[f].yaml", "a%3Ab/c%23d%3Fe%5Bf%5D.yaml"),
        ("100%.yaml", "100%25.yaml"),
        ("/tmp/café/x.yaml", "file:///tmp/caf%C3%A9/x.yaml"),
        ("specs/(old),v2.yaml", "specs/(old),v2.yaml"),
    ])
    func sarifPercentEncodesPaths(_ path: String, _ uri: String) {
        #expect(SARIFReporter.uri(forPath: path) == uri)
        #expect(URL(string: uri) != nil, "\(uri) must parse as a URI reference")
    }

    @Test func sarifResultsPointAtPercentEncodedURIs() throws {
        let diagnostic = Diagnostic(ruleID: "missing-state", severity: .error, message: "m", file: "my specs/a b.yaml", location: .start)
        let log = try Self.jsonObject(SARIFReporter(tool: Self.tool).report([diagnostic], rules: RuleRegistry.descriptions, files: [diagnostic.file]))
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let result = try #require((run["results"] as? [[String: Any]])?.first)
        let location = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == "my%20specs/a%20b.yaml")
    }

    // MARK: junit

    @Test func junitEscapesMarkupCharacters() throws {
        #expect(JUnitReporter.escape(#"<a & "b" 'c'>"#) == "&lt;a &amp; &quot;b&quot; &apos;c&apos;&gt;")
        #expect(JUnitReporter.escape("line\nnext\ttab\u{01}") == "line&#10;next&#9;tab\u{FFFD}")
        let (diagnostics, files) = try Self.fixtureRun()
        let report = try Self.report("junit", diagnostics, files: files)
        #expect(report.contains("&lt;draft &amp; &apos;sent&apos;&gt;"))
        #expect(!report.contains("<draft"))
    }

    @Test func junitHasASuitePerFileAndACasePerDiagnosticFailingOnlyWhatFailsTheRun() throws {
        let (diagnostics, files) = try Self.fixtureRun()
        let errors = diagnostics.filter { $0.severity == .error }
        let warnings = diagnostics.filter { $0.severity == .warning }
        #expect(!errors.isEmpty && !warnings.isEmpty)
        let report = try Self.report("junit", diagnostics, files: files)
        #expect(report.hasPrefix(#"<?xml version="1.0" encoding="UTF-8"?>"# + "\n<testsuites "))
        #expect(report.components(separatedBy: "<testsuite ").count - 1 == files.count)
        // Warnings do not fail the run, so they pass, with the warning as the test's output.
        #expect(report.components(separatedBy: "<failure ").count - 1 == errors.count)
        #expect(report.components(separatedBy: #"<failure type="warning""#).count - 1 == 0)
        #expect(report.components(separatedBy: "<system-out>").count - 1 == warnings.count)
        #expect(report.contains(#"<testsuites name="statespec lint" tests="\#(diagnostics.count + 1)" failures="\#(errors.count)""#))
        let broken = diagnostics.filter { $0.file == "specs/Broken.yaml" }
        let brokenErrors = broken.filter { $0.severity == .error }.count
        #expect(report.contains(#"<testsuite name="specs/Broken.yaml" tests="\#(broken.count)" failures="\#(brokenErrors)""#))
        #expect(!report.lowercased().contains("timestamp") && !report.contains("time="))
        // With --strict every diagnostic fails the run, and every one is a failure.
        let strict = JUnitReporter(warningsFail: true).report(diagnostics, rules: RuleRegistry.descriptions, files: files)
        #expect(strict.components(separatedBy: "<failure ").count - 1 == diagnostics.count)
        #expect(strict.components(separatedBy: #"<failure type="warning""#).count - 1 == warnings.count)
        #expect(!strict.contains("<system-out>"))
    }

    #if canImport(FoundationXML) || canImport(Darwin)
    /// Collects what an XML parser reads from a JUnit report.
    final class JUnitReading: NSObject, XMLParserDelegate {
        var suites: [[String: String]] = []
        var cases: [[String: String]] = []
        var failures: [[String: String]] = []
        var failureText = ""
        var inFailure = false

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
            switch name {
            case "testsuite": suites.append(attributes)
            case "testcase": cases.append(attributes)
            case "failure": failures.append(attributes); inFailure = true; failureText = ""
            default: break
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if inFailure { failureText += string }
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if name == "failure" {
                failures[failures.count - 1]["text"] = failureText
                inFailure = false
            }
        }
    }

    static func parseJUnit(_ report: String) throws -> JUnitReading {
        let reading = JUnitReading()
        let parser = XMLParser(data: Data(report.utf8))
        parser.delegate = reading
        let parsed = parser.parse()
        #expect(parsed, "JUnit report is not well-formed XML: \(String(describing: parser.parserError))")
        return reading
    }

    @Test func junitParsesAsXMLBackToTheDiagnostics() throws {
        let (fixtureDiagnostics, files) = try Self.fixtureRun()
        let tricky = Diagnostic(ruleID: "unknown-key", severity: .error, message: "a <b> & \"c\" 'd'\nsecond line", file: "specs/<&>.yaml", location: SourceLocation(line: 2, column: 5))
        let diagnostics = fixtureDiagnostics + [tricky]
        let reading = try Self.parseJUnit(Self.report("junit", diagnostics, files: files + [tricky.file]))
        #expect(reading.suites.compactMap { $0["name"] } == files + [tricky.file])
        let failing = diagnostics.filter { $0.severity == .error }
        // Messages are one line each, as in every line-oriented report.
        #expect(reading.failures.compactMap { $0["message"] } == failing.map { PrintableLine.escaped($0.message) })
        #expect(reading.failures.compactMap { $0["type"] } == failing.map(\.severity.rawValue))
        #expect(reading.failures.compactMap { $0["text"] } == failing.map(\.xcodeFormattedWithNotes))
        let failingCases = reading.cases.filter { $0["name"] != "lint" }
        #expect(failingCases.compactMap { $0["name"] } == diagnostics.map { "\($0.location.line):\($0.location.column) \($0.ruleID)" })
        #expect(reading.cases.filter { $0["name"] == "lint" }.compactMap { $0["classname"] } == ["specs/Clean.yaml"])
    }
    #endif
}

/// Related locations: a duplicate key at its second occurrence with a note at the first, in
/// every reporter.
@Suite struct RelatedLocationReporterTests {
    static let spec = validSpec.replacingOccurrences(of: "  partial:", with: "  loading: { style: skeleton }\n  partial:")

    static func diagnostic() throws -> Diagnostic {
        let diagnostics = lint(Self.spec, path: "specs/Twice.yaml")
        #expect(diagnostics.count == 1)
        return try #require(diagnostics.first)
    }

    @Test func theDuplicateIsAtTheSecondKeyWithANoteAtTheFirstAndItsDocumentPath() throws {
        let diagnostic = try Self.diagnostic()
        #expect(diagnostic.ruleID == "duplicate-key")
        #expect(diagnostic.location == SourceLocation(line: 8, column: 3))
        #expect(diagnostic.notes == [DiagnosticNote(message: "'loading' is first given here", file: "specs/Twice.yaml", location: SourceLocation(line: 5, column: 3))])
        #expect(diagnostic.documentPath == "states.loading")
    }

    @Test func xcodePrintsTheNoteUnderItsDiagnostic() throws {
        let report = XcodeReporter().report([try Self.diagnostic()], rules: [], files: [])
        #expect(report == """
        specs/Twice.yaml:8:3: error: the key 'loading' appears a second time in this mapping; YAML would keep only one, so merge the two or rename one [duplicate-key]
        specs/Twice.yaml:5:3: note: 'loading' is first given here

        """)
    }

    @Test func jsonHasTheNotesAndARealPath() throws {
        let report = JSONReporter().report([try Self.diagnostic()], rules: [], files: [])
        let decoded = try #require(try JSONSerialization.jsonObject(with: Data(report.utf8)) as? [[String: Any]])
        #expect(decoded.first?["path"] as? String == "states.loading")
        let notes = try #require(decoded.first?["notes"] as? [[String: Any]])
        #expect(notes.count == 1)
        #expect(notes.first?["line"] as? Int == 5)
        #expect(notes.first?["column"] as? Int == 3)
        #expect(notes.first?["file"] as? String == "specs/Twice.yaml")
        #expect(notes.first?["message"] as? String == "'loading' is first given here")
    }

    @Test func sarifHasRelatedLocations() throws {
        let report = SARIFReporter(tool: ReporterTests.tool).report([try Self.diagnostic()], rules: RuleRegistry.descriptions, files: [])
        let log = try #require(try JSONSerialization.jsonObject(with: Data(report.utf8)) as? [String: Any])
        let result = try #require(((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first)
        let related = try #require(result["relatedLocations"] as? [[String: Any]])
        #expect(related.count == 1)
        #expect(related.first?["id"] as? Int == 1)
        #expect((related.first?["message"] as? [String: Any])?["text"] as? String == "'loading' is first given here")
        let region = ((related.first?["physicalLocation"] as? [String: Any])?["region"] as? [String: Any])
        #expect(region?["startLine"] as? Int == 5)
        #expect(region?["startColumn"] as? Int == 3)
    }

    @Test func githubActionsAddsANoticeAtTheNote() throws {
        let report = GitHubActionsReporter().report([try Self.diagnostic()], rules: [], files: [])
        let lines = report.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.first?.hasPrefix("::error file=specs/Twice.yaml,line=8,col=3,title=duplicate-key::") == true)
        #expect(lines.last == "::notice file=specs/Twice.yaml,line=5,col=3,title=duplicate-key::'loading' is first given here")
    }
}
