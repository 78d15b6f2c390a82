import Foundation
import Testing
@testable import StateSpecCore

@Suite struct ConfigurationTests {
    func parse(_ text: String) -> (configuration: Configuration, diagnostics: [Diagnostic]) {
        Configuration.parse(SpecSource(path: "statespec.yml", text: text))
    }

    @Test func readsEveryKey() {
        let parsed = parse("""
        inputs: [specs, more/specs]
        output: Generated
        templates: templates
        profile: material
        access-level: public
        layout: per-spec
        rules: { unused-definition: off, silent-load-failure: error }
        overrides:
          - paths: ["specs/legacy/**"]
            rules: { missing-state: warning }
        """)
        #expect(parsed.diagnostics.isEmpty)
        let configuration = parsed.configuration
        #expect(configuration.inputs == ["specs", "more/specs"])
        #expect(configuration.output == "Generated")
        #expect(configuration.templates == "templates")
        #expect(configuration.profile == .material)
        #expect(configuration.accessLevel == .public)
        #expect(configuration.layout == .filePerSpec)
        #expect(configuration.rules == ["unused-definition": .off, "silent-load-failure": .error])
        #expect(configuration.overrides.map(\.patterns) == [["specs/legacy/**"]])
        #expect(configuration.overrides.first?.rules == ["missing-state": .warning])
    }

    @Test func errorsCarryPositionsAndSuggestions() {
        let diagnostics = parse("""
        inputs: specs
        outptu: Generated
        access-level: private
        rules:
          unused-definiton: off
          missing-state: sometimes
        overrides:
          - rules: { missing-state: off }
        """).diagnostics
        #expect(diagnostics.map { "\($0.location) \($0.ruleID)" } == [
            "1:9 invalid-value",
            "2:1 unknown-key",
            "3:15 invalid-value",
            "5:3 unknown-key",
            "6:18 invalid-value",
            "8:5 missing-key",
        ])
        #expect(diagnostics[1].message.contains("did you mean 'output'?"))
        #expect(diagnostics[3].message == "'unused-definiton' is not a rule; did you mean 'unused-definition'?")
    }

    @Test func anEmptyFileIsAnEmptyConfiguration() {
        let parsed = parse("\n")
        #expect(parsed.diagnostics.isEmpty)
        #expect(parsed.configuration.inputs.isEmpty)
    }

    @Test func settingsTurnRulesOffOrChangeTheirSeverityByPath() {
        let spec = validSpec + "\nevents:\n  unused: {}\n"
        func lint(_ path: String, _ settings: RuleSettings) -> [Diagnostic] {
            Compiler(linter: Linter(settings: settings)).lint([SpecSource(path: path, text: spec)]).diagnostics
        }
        #expect(lint("specs/a.yaml", RuleSettings()).map(\.severity) == [.warning])
        #expect(lint("specs/a.yaml", RuleSettings(rules: ["unused-definition": .off])).isEmpty)
        #expect(lint("specs/a.yaml", RuleSettings(rules: ["unused-definition": .error])).map(\.severity) == [.error])
        let overrides = RuleSettings(rules: ["unused-definition": .error], overrides: [
            RuleSettings.Override(patterns: ["specs/legacy/**"], rules: ["unused-definition": .off]),
        ], matchPath: { $0.replacingOccurrences(of: "project/", with: "") })
        #expect(lint("project/specs/legacy/old/a.yaml", overrides).isEmpty)
        #expect(lint("project/specs/a.yaml", overrides).map(\.severity) == [.error])
    }

    @Test(arguments: [
        ("specs/*.yaml", "specs/a.yaml", true),
        ("specs/*.yaml", "specs/x/a.yaml", false),
        ("specs/**/*.yaml", "specs/a.yaml", true),
        ("specs/**/*.yaml", "specs/x/y/a.yaml", true),
        ("specs/**", "specs/x/y/a.yaml", true),
        ("**/legacy/*", "a/b/legacy/c.yml", true),
        ("spec?/a.yaml", "specs/a.yaml", true),
        ("spec?/a.yaml", "spec/a.yaml", false),
        ("a.yaml", "b/a.yaml", false),
    ])
    func globs(_ pattern: String, _ path: String, _ matches: Bool) {
        #expect(Glob.matches(pattern, path) == matches)
    }
}

@Suite struct SuppressionTests {
    @Test func aSuppressionSilencesTheNamedRuleOnTheNextLineOnly() {
        let spec = validSpec + """

        events:
          # statespec:disable-next-line unused-definition - opened from a deep link
          openSettings: {}
          openHelp: {}
        """
        let diagnostics = lint(spec)
        #expect(diagnostics.map { "\($0.location.line) \($0.ruleID)" } == ["14 unused-definition"])
    }

    @Test func commentsAreReadWithRulesAndReason() {
        let suppressions = Suppression.all(in: "a: 1 # statespec:disable-next-line a-rule - x\n# see statespec:disable-next-line b\n")
        #expect(suppressions.map(\.ruleIDs) == [["a-rule"]], "the marker must follow '#' and spaces only")
        let both = Suppression.all(in: "  # statespec:disable-next-line a-rule, b-rule - because\n# statespec:disable-next-line c\n")
        #expect(both.map(\.ruleIDs) == [["a-rule", "b-rule"], ["c"]])
        #expect(both.map(\.reason) == ["because", nil])
        #expect(both.map(\.location) == [SourceLocation(line: 1, column: 5), SourceLocation(line: 2, column: 3)])
        #expect(both.map(\.targetLine) == [2, 3])
    }

    @Test func aSuppressionCannotSilenceItsOwnRule() {
        let spec = validSpec + """

        events:
          # statespec:disable-next-line invalid-suppression - trying to hide
          openSettings: {}
        """
        #expect(lint(spec).map(\.ruleID).sorted() == ["invalid-suppression", "unused-definition"])
    }
}
