import Foundation
import Testing
@testable import StateSpecCore

/// Specs keep working across releases: the specs of the release before the last change of the
/// language, kept as they were (Fixtures/compatibility), lint with no error, migrate, and
/// generate the same Swift before and after migration, byte for byte.
@Suite struct CompatibilityTests {
    /// The corpus, with each spec's path as the golden specs have it, so that generated files
    /// name the same spec files.
    static func corpus() throws -> [SpecSource] {
        let root = packageRoot.appendingPathComponent("Tests/StateSpecCoreTests/Fixtures/compatibility/before-0.2.0")
        var sources: [SpecSource] = []
        for (folder, path) in [("specs", "specs"), ("generated-code", "Tests/GeneratedCodeTests/Specs")] {
            let url = root.appendingPathComponent(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: url.path).filter({ $0.hasSuffix(".yaml") }).sorted() {
                sources.append(SpecSource(path: "\(path)/\(name)", bytes: Array(try Data(contentsOf: url.appendingPathComponent(name)))))
            }
        }
        return sources
    }

    @Test func theLastReleasesSpecsLintWithNoError() throws {
        let sources = try Self.corpus()
        #expect(sources.count > 40)
        let diagnostics = Compiler().lint(sources).diagnostics
        #expect(diagnostics.filter { $0.severity == .error }.isEmpty, "\(diagnostics.filter { $0.severity == .error }.map(\.xcodeFormatted))")
        #expect(diagnostics.contains { $0.ruleID == "deprecated-spelling" }, "the corpus holds old spellings")
        #expect(diagnostics.contains { $0.ruleID == "deprecated-spelling" && $0.message.contains("'rows: per-item'") }, "and a section whose rows it implied")
    }

    @Test func migratedSpecsGenerateTheSameSwiftByteForByte() throws {
        let sources = try Self.corpus()
        let migrated = sources.map { source in
            SpecMigration.migrate(source).map { SpecSource(path: source.path, text: $0.text) } ?? source
        }
        #expect(zip(sources, migrated).contains { $0.bytes != $1.bytes }, "something was migrated")
        // The old return keys are among what migrated: two keys that became a list, and a signal
        // that became a condition of the refresh.
        let texts = migrated.map { String(decoding: $0.bytes, as: UTF8.self) }
        #expect(texts.contains { $0.contains("on-return:\n      - { from: app }") && $0.contains("- { from: either, after: 300 }") })
        #expect(texts.contains { $0.contains("on-return: { from: either, when-changed: true }") && $0.contains("reaction: mark-changed") })
        #expect(!texts.contains { $0.contains("on-foreground") || $0.contains("after-away") || $0.contains("refresh-on-return") })
        let before = Compiler().generate(sources).files
        let after = Compiler().generate(migrated).files
        #expect(before.map(\.path) == after.map(\.path))
        for (old, new) in zip(before, after) where old.contents != new.contents {
            Issue.record("\(old.path) changed by migration")
        }
        // Migrated, nothing is old any more, and a second migration changes nothing.
        let diagnostics = Compiler().lint(migrated).diagnostics
        #expect(!diagnostics.contains { $0.ruleID == "deprecated-spelling" })
        #expect(!diagnostics.contains { $0.severity == .error })
        for source in migrated { #expect(SpecMigration.migrate(source)?.changesText == false, "\(source.path)") }
        // The implied rows were written, and the sections that have them generate them.
        #expect(migrated.contains { $0.path.hasSuffix("LibraryRows.yaml") && String(decoding: $0.bytes, as: UTF8.self).contains("    rows: per-item\n") })
        #expect(after.contains { $0.contents.contains("SectionRows<") })
    }

    /// The repository's own specs are written as today's language spells it.
    @Test func theGoldenSpecsUseNoOldSpelling() throws {
        let diagnostics = Compiler().lint(try goldenSpecSources()).diagnostics
        #expect(!diagnostics.contains { $0.ruleID == "deprecated-spelling" }, "run statespec migrate specs Tests/GeneratedCodeTests/Specs")
    }

    /// Only the old words change: comments, order, quoting, flow and block style stay.
    @Test func migrationKeepsWhatTheAuthorWrote() throws {
        let spec = """
        screen: Feed   # the home feed
        content: { type: "[Post]", item: Post, id: id }
        states:
          ideal: {}
          loading: { style: skeleton, placeholders: 3 }
          empty: { message: No posts }
          error: { message: Could not load posts, retry: Try again }
          partial: { waived: never paged }
        loads:
          initial: { on: appear }
          refresh: { on: pull, failure: refreshFailed }
        feedback:
          refreshFailed: { kind: error, text: Could not refresh }
        signals:
          # what other screens change
          listsEdited: { effect: refresh-on-return }   # marks only
          postChanged:
            "effect": apply
          accountMuted:
            summary: A muted account's posts go.
            'effect': refresh
        """
        let result = try #require(SpecMigration.migrate(SpecSource(path: "Feed.yaml", text: spec)))
        #expect(result.changes.count == 3)
        #expect(result.skipped.isEmpty)
        #expect(result.rewrittenForms.count == 1 && result.skippedForms.isEmpty)
        #expect(result.text == spec
            .replacingOccurrences(of: "{ on: pull,", with: "{ on-return: { from: either, when-changed: true }, on: pull,")
            .replacingOccurrences(of: "{ effect: refresh-on-return }", with: "{ reaction: mark-changed }")
            .replacingOccurrences(of: #""effect": apply"#, with: #""reaction": apply"#)
            .replacingOccurrences(of: "'effect': refresh", with: "'reaction': refresh"))
        // Read the same, before and after.
        let before = Compiler().generate([SpecSource(path: "Feed.yaml", text: spec)]).files
        let after = Compiler().generate([SpecSource(path: "Feed.yaml", text: result.text)]).files
        #expect(!before.isEmpty && before.map(\.contents) == after.map(\.contents))
    }

    /// A signal that two share through a YAML anchor is written once, where the anchor is.
    @Test func anOldSpellingAnAliasRepeatsIsRewrittenOnce() throws {
        let spec = DeprecatedSpellingRule.refreshingFeed + """
        signals:
          listsEdited: &onReturn { effect: refresh-on-return }
          filtersEdited: *onReturn

        """
        let result = try #require(SpecMigration.migrate(SpecSource(path: "Feed.yaml", text: spec)))
        #expect(result.text == spec
            .replacingOccurrences(of: "{ on: pull,", with: "{ on-return: { from: either, when-changed: true }, on: pull,")
            .replacingOccurrences(of: "{ effect: refresh-on-return }", with: "{ reaction: mark-changed }"))
        #expect(SpecMigration.migrate(SpecSource(path: "Feed.yaml", text: result.text))?.changes.isEmpty == true)
    }

    /// An old spelling in a section is read and migrated as in a screen; a key spelt both ways is
    /// left to `unknown-key`, not read twice.
    @Test func oldSpellingsInSectionsAndBesideTheirNewSpelling() throws {
        let refreshing = DeprecatedSpellingRule.refreshingFeed
        let both = lint(refreshing + "signals:\n  listsEdited: { effect: refresh, reaction: refresh }\n")
        #expect(!both.contains { $0.ruleID == "deprecated-spelling" })
        #expect(both.contains { $0.ruleID == "unknown-key" && $0.message.contains("'effect'") })
        #expect(OldSpelling.screen.contains { $0.isAt("sections.posts.signals.listsEdited") && $0.key == "effect" })
        #expect(OldSpelling.screen.contains { $0.isAt("signals.listsEdited") })
        #expect(!OldSpelling.screen.contains { $0.isAt("item-actions.like") })
    }
}
