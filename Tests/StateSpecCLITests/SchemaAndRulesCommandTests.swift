import Foundation
import StateSpecCore
import Testing

/// `statespec schema` and `statespec rules`, through the binary.
@Suite struct SchemaAndRulesCommandTests {
    // MARK: schema

    @Test(arguments: [
        (["schema", "spec"], "statespec-spec.schema.json"),
        (["schema"], "statespec-spec.schema.json"),
        (["schema", "policy"], "feedback-policy.schema.json"),
        (["schema", "config"], "statespec-config.schema.json"),
    ])
    func schemaPrintsTheCommittedFile(_ arguments: [String], _ file: String) throws {
        let outcome = try CommandRunner.run(arguments, in: packageRoot)
        let committed = try String(contentsOf: packageRoot.appendingPathComponent("schema/\(file)"), encoding: .utf8)
        #expect(outcome.exitCode == 0)
        #expect(outcome.standardOutput == committed)
        #expect(outcome.standardError.isEmpty)
    }

    @Test func schemaOfAnUnknownFileExitsTwo() throws {
        let outcome = try CommandRunner.run(["schema", "screen"], in: packageRoot)
        #expect(outcome.exitCode == 2)
        #expect(outcome.standardOutput.isEmpty)
        #expect(outcome.standardError.contains("'spec', 'policy' or 'config'"))
    }

    // MARK: rules

    @Test func rulesAsJSONListEveryRuleWithItsExamples() throws {
        let outcome = try CommandRunner.run(["rules", "--format", "json"], in: packageRoot)
        #expect(outcome.exitCode == 0)
        let rules = try #require(try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [[String: Any]])
        #expect(rules.compactMap { $0["id"] as? String } == RuleRegistry.descriptions.map(\.id))
        for (rule, description) in zip(rules, RuleRegistry.descriptions) {
            #expect(rule["severity"] as? String == description.severity.rawValue)
            #expect(rule["summary"] as? String == description.summary)
            #expect(rule["rationale"] as? String == description.rationale)
            let failing = try #require(rule["failingExamples"] as? [[String: Any]], "\(description.id)")
            #expect(failing.map { $0["files"] as? [String] ?? [] } == description.failingExamples.map(\.files))
            let passing = try #require(rule["passingExamples"] as? [[String: Any]], "\(description.id)")
            #expect(passing.count == description.passingExamples.count)
        }
        // The markers stay: they show where a rule reports.
        #expect(outcome.standardOutput.contains("↓"))
    }

    @Test func rulesAsMarkdownIsTheReadmeTable() throws {
        let outcome = try CommandRunner.run(["rules", "--format", "markdown"], in: packageRoot)
        #expect(outcome.exitCode == 0)
        #expect(outcome.standardOutput == ReferenceDocumentation.rules())
    }

    @Test func verboseMarkdownAddsEachRulesExamplesAfterTheTable() throws {
        let outcome = try CommandRunner.run(["rules", "--format", "markdown", "--verbose"], in: packageRoot)
        #expect(outcome.exitCode == 0)
        #expect(outcome.standardOutput.hasPrefix(ReferenceDocumentation.rules() + "\n## `invalid-yaml`\n"))
        for rule in RuleRegistry.descriptions {
            #expect(outcome.standardOutput.contains("\n## `\(rule.id)`\n"))
        }
        // A two-file example names its files.
        #expect(outcome.standardOutput.contains("Failing example 1, `example-2.yaml` (↓ marks where the rule reports):"))
    }

    @Test func rulesAsTextIsOneLinePerRule() throws {
        let outcome = try CommandRunner.run(["rules"], in: packageRoot)
        #expect(outcome.exitCode == 0)
        let lines = outcome.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.count == RuleRegistry.descriptions.count)
        for (line, rule) in zip(lines, RuleRegistry.descriptions) {
            #expect(line.hasPrefix(rule.id + " "))
            #expect(line.contains(" \(rule.severity.rawValue) "))
            #expect(line.hasSuffix(rule.summary))
        }
        // The summary column starts at the same place on every line.
        let column = Set(zip(lines, RuleRegistry.descriptions).map { line, rule in line.count - rule.summary.count })
        #expect(column.count == 1)
        #expect(!outcome.standardOutput.contains(RuleRegistry.descriptions[0].rationale))
        #expect(!outcome.standardOutput.contains("↓"))
    }

    @Test func verboseTextAddsRationaleAndExamplesWithTheirMarkers() throws {
        let outcome = try CommandRunner.run(["rules", "--verbose"], in: packageRoot)
        #expect(outcome.exitCode == 0)
        for rule in RuleRegistry.descriptions {
            #expect(outcome.standardOutput.contains("\(rule.id) (\(rule.severity.rawValue))\n  Checks: \(rule.summary)\n  Why: \(rule.rationale)\n"))
        }
        // unknown-key's failing example, indented, its marker where the rule reports.
        let unknownKey = try #require(RuleRegistry.descriptions.first { $0.id == "unknown-key" })
        let markedLine = try #require(unknownKey.failingExamples[0].files[0].split(separator: "\n").first { $0.contains("↓") })
        #expect(outcome.standardOutput.contains("\n    \(markedLine)\n"))
    }

    @Test(arguments: [["rules", "--format", "yaml"], ["rules", "--format"], ["rules", "--colour"]])
    func badArgumentsExitTwo(_ arguments: [String]) throws {
        let outcome = try CommandRunner.run(arguments, in: packageRoot)
        #expect(outcome.exitCode == 2)
        #expect(outcome.standardOutput.isEmpty)
        #expect(!outcome.standardError.isEmpty)
    }
}

/// `statespec rules <id>`: one rule's page.
@Suite struct RulePageCommandTests {
    @Test func aRuleIdPrintsItsDescriptionRationaleConfigurationAndExamples() throws {
        let outcome = try CommandRunner.run(["rules", "duplicate-key"], in: packageRoot)
        #expect(outcome.exitCode == 0)
        let rule = try #require(RuleRegistry.descriptions.first { $0.id == "duplicate-key" })
        #expect(outcome.standardOutput.hasPrefix("duplicate-key (default: error)\n"))
        #expect(outcome.standardOutput.contains("Checks: \(rule.summary)"))
        #expect(outcome.standardOutput.contains("Why: \(rule.rationale)"))
        #expect(outcome.standardOutput.contains("rules: { duplicate-key: off | warning | error }"))
        #expect(outcome.standardOutput.contains("Failing example 1 (↓ marks where the rule reports):"))
        #expect(outcome.standardOutput.contains("    ↓loading: { style: skeleton }"))
        // No other rule's page.
        #expect(!outcome.standardOutput.contains("unknown-key"))
    }

    @Test func aMandatoryRuleSaysItCannotBeConfigured() throws {
        let outcome = try CommandRunner.run(["rules", "duplicate-screen"], in: packageRoot)
        #expect(outcome.exitCode == 0)
        #expect(outcome.standardOutput.contains("Always an error"))
    }

    @Test func aRulePageAsJSONIsThatRuleOnly() throws {
        let outcome = try CommandRunner.run(["rules", "unknown-key", "--format", "json"], in: packageRoot)
        let rules = try #require(try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [[String: Any]])
        #expect(rules.compactMap { $0["id"] as? String } == ["unknown-key"])
    }

    @Test func anUnknownIdGetsADidYouMeanAndExitsTwo() throws {
        let outcome = try CommandRunner.run(["rules", "duplicate-keys"], in: packageRoot)
        #expect(outcome.exitCode == 2)
        #expect(outcome.standardOutput.isEmpty)
        #expect(outcome.standardError == "error: unknown rule 'duplicate-keys'; did you mean 'duplicate-key'? (statespec rules lists every rule)\n")
    }
}

/// `statespec plan` for a screen made of sections, through the binary.
@Suite struct SectionPlanCommandTests {
    @Test func planPrintsTheContextOfEverySectionAsAScreen() throws {
        let header = try CommandRunner.run(["plan", "specs", "--screen", "ProfileHeader"], in: packageRoot)
        #expect(header.exitCode == 0)
        let golden = try String(contentsOf: packageRoot.appendingPathComponent("Tests/StateSpecCoreTests/Fixtures/plans/ProfileHeader.json"), encoding: .utf8)
        #expect(header.standardOutput == golden)
        let screen = try CommandRunner.run(["plan", "specs", "--screen", "Profile"], in: packageRoot)
        #expect(screen.standardOutput.contains("\"typeName\": \"ProfilePosts\""))
    }
}
