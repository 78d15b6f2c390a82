import Testing
@testable import StateSpecCore

/// `loads.refresh.on-return` and `reaction: mark-changed`: how they are read, refused, generated
/// and migrated to from the keys the first release had.
@Suite struct OnReturnTests {
    static let feed = ExampleSpecs.rows

    private func spec(_ refresh: String, signals: String = "") -> String {
        Self.feed + "  refresh: \(refresh)\n" + (signals.isEmpty ? "" : "signals:\n\(signals)") + ExampleSpecs.refreshFeedback + "\n"
    }

    private func generatedViewModel(_ text: String) throws -> String {
        let files = Compiler().generate([SpecSource(path: "Feed.yaml", text: text)]).files
        return try #require(files.first { $0.path.hasSuffix("ViewModel.swift") }?.contents)
    }

    private func errors(_ text: String) -> [Diagnostic] { lint(text).filter { $0.severity == .error } }

    /// The findings, but the example's empty state offering no action.
    private func lint(_ text: String) -> [Diagnostic] { StateSpecCoreTests.lint(text).filter { $0.ruleID != "empty-without-action" } }

    @Test func aConditionNotSaidTheOldWayIsGeneratedWithItsConditions() throws {
        let text = spec("{ on-return: [{ from: app }, { from: screen, after: 60, when-changed: true }], failure: refreshFailed }",
                        signals: "  listsEdited: { reaction: mark-changed }\n")
        #expect(lint(text).isEmpty, "\(lint(text).map(\.message))")
        let code = try generatedViewModel(text)
        #expect(code.contains("RefreshTiming(every: nil, onReturn: [ReturnRefresh(from: .app), ReturnRefresh(from: .screen, after: .seconds(60), whenChanged: true)])"))
        #expect(code.contains("activity: any AppActivityMonitoring"), "a return from the app is heard")
        #expect(code.contains("isOutOfDate: { [screen] in screen.isOutOfDate }"), "the timer reads the mark")
    }

    @Test func aReturnFromTheScreenOnlyDoesNotFollowTheApp() throws {
        let code = try generatedViewModel(spec("{ on-return: { from: screen }, timed: silent, failure: refreshFailed }"))
        #expect(code.contains("RefreshTiming(every: nil, onReturn: [ReturnRefresh(from: .screen)], silent: true)"))
        #expect(!code.contains("AppActivityMonitoring"))
    }

    /// The old keys and their new spelling generate the same Swift, whatever order the
    /// conditions are written in.
    @Test func theOldKeysAndTheirNewSpellingGenerateTheSameSwift() throws {
        let old = spec("{ every: 60, on-foreground: true, after-away: 300, failure: refreshFailed }", signals: "  listsEdited: { reaction: refresh-on-return }\n")
        let new = spec("{ every: 60, on-return: [{ from: either, when-changed: true }, { from: either, after: 300 }, { from: app }], failure: refreshFailed }",
                       signals: "  listsEdited: { reaction: mark-changed }\n")
        #expect(try generatedViewModel(old) == generatedViewModel(new))
        #expect(try generatedViewModel(new).contains("RefreshTiming(every: .seconds(60), onForeground: true, afterAway: .seconds(300), afterSignal: true)"))
        #expect(lint(old).map(\.ruleID) == Array(repeating: "deprecated-spelling", count: 3))
    }

    @Test func combinationsThatCannotWorkAreRefusedOnce() {
        // A return only when changed, and no signal marks anything.
        let unmarked = errors(spec("{ on-return: [{ from: app }, { from: screen, when-changed: true }], failure: refreshFailed }"))
        #expect(unmarked.map(\.ruleID) == ["signal-effect"])
        #expect(unmarked.first?.message.contains("'reaction: mark-changed'") == true)
        // A signal that marks, and no return reads the mark.
        let unread = errors(spec("{ on-return: { from: app }, failure: refreshFailed }", signals: "  listsEdited: { reaction: mark-changed }\n"))
        #expect(unread.map(\.ruleID) == ["signal-effect"])
        #expect(unread.first?.message.contains("'when-changed: true'") == true)
        // A refresh through the loading state, run by itself on coming back.
        let reloads = errors(Self.feed + "  refresh: { keeps-content: false, on-return: { from: app } }\n")
        #expect(reloads.map(\.ruleID) == ["refresh-timing"])
        // …and with a signal that marks it: one error, the signal's, as before.
        let marked = errors(Self.feed + "  refresh: { keeps-content: false, on-return: { when-changed: true } }\nsignals:\n  listsEdited: { reaction: mark-changed }\n")
        #expect(marked.map(\.ruleID) == ["signal-effect"], "\(marked.map(\.message))")
        // No time away.
        let instant = errors(spec("{ on-return: [{ from: app }, { from: screen, after: 0 }], failure: refreshFailed }"))
        #expect(instant.map(\.ruleID) == ["refresh-timing"])
        #expect(instant.first?.message.hasPrefix("'after: 0' refreshes on every return") == true)
        // A mistyped condition.
        #expect(errors(spec("{ on-return: [{ from: tab }], failure: refreshFailed }")).map(\.ruleID) == ["invalid-value"])
        #expect(errors(spec("{ on-return: [{ form: app }], failure: refreshFailed }")).map(\.ruleID) == ["unknown-key"])
    }

    /// The JSON schema refuses what lint refuses in a list of conditions too.
    @Test func theSchemaReadsEveryConditionOfAList() throws {
        let unmarked = spec("{ on-return: [{ from: app }, { from: screen, when-changed: true }], failure: refreshFailed }")
        #expect(try !JSONSchemaTests.errors(unmarked, typing: .yaml).isEmpty)
        let marked = spec("{ on-return: [{ from: app }, { from: screen, when-changed: true }], failure: refreshFailed }",
                          signals: "  listsEdited: { reaction: mark-changed }\n")
        #expect(try JSONSchemaTests.errors(marked, typing: .yaml) == [])
        let single = spec("{ on-return: { from: app, after: 300 }, failure: refreshFailed }")
        #expect(try JSONSchemaTests.errors(single, typing: .yaml) == [])
    }

    @Test func aBlockOfOldKeysMigratesIntoAListKeepingItsComments() throws {
        let text = Self.feed + """
          refresh:
            failure: refreshFailed
            after-away: 300     # five minutes
            on-foreground: true # and the app
            timed: silent
        signals:
          listsEdited:
            effect: refresh-on-return   # the lists screen
        """ + "\n" + ExampleSpecs.refreshFeedback + "\n"
        let result = try #require(SpecMigration.migrate(SpecSource(path: "Feed.yaml", text: text)))
        #expect(result.rewrittenForms.count == 1 && result.skippedForms.isEmpty)
        #expect(result.text.contains("""
            on-return:
              - { from: either, after: 300 }     # five minutes
              - { from: app } # and the app
              - { from: either, when-changed: true }
            timed: silent
        """))
        #expect(result.text.contains("reaction: mark-changed   # the lists screen"))
        #expect(lint(result.text).isEmpty, "\(lint(result.text).map(\.message))")
        #expect(try generatedViewModel(result.text) == generatedViewModel(text))
    }

    @Test func aFlowMappingOfTwoOldKeysIsLeftAndSaidSo() throws {
        let text = spec("{ on-foreground: true, after-away: 300, failure: refreshFailed }")
        let result = try #require(SpecMigration.migrate(SpecSource(path: "Feed.yaml", text: text)))
        #expect(result.text == text)
        #expect(result.skippedForms.flatMap(\.parts).map(\.written) == ["on-foreground: true", "after-away: 300"])
        #expect(result.skippedForms.first?.parts.first?.current == "on-return: [{ from: app }, { from: either, after: 300 }]")
        #expect(errors(text).isEmpty)
    }

    @Test func oneOldKeyInAFlowMappingIsRewrittenInPlace() throws {
        let text = spec("{ after-away: \"300\", failure: refreshFailed }", signals: "  listsEdited: { reaction: refresh-on-return }\n")
        let result = try #require(SpecMigration.migrate(SpecSource(path: "Feed.yaml", text: text)))
        #expect(result.text.contains("refresh: { on-return: [{ from: either, after: 300 }, { from: either, when-changed: true }], failure: refreshFailed }"))
        #expect(try generatedViewModel(result.text) == generatedViewModel(text))
        #expect(SpecMigration.migrate(SpecSource(path: "Feed.yaml", text: result.text))?.rewrittenForms.isEmpty == true)
    }

    /// In a section, as in a screen; beside `on-return`, an old key is unknown, not read twice.
    @Test func sectionsAndKeysSpeltBothWays() throws {
        let sections = ExampleSpecs.account + "      refresh: { after-away: 120 }\n"
        let found = lint(sections).filter { $0.ruleID != "silent-load-failure" }
        #expect(found.map(\.ruleID) == ["deprecated-spelling"], "\(found.map(\.message))")
        #expect(found.first?.message.contains("on-return: { from: either, after: 120 }") == true)
        let result = try #require(SpecMigration.migrate(SpecSource(path: "Account.yaml", text: sections)))
        #expect(result.text.contains("refresh: { on-return: { from: either, after: 120 } }"))
        #expect(Compiler().generate([SpecSource(path: "Account.yaml", text: result.text)]).files.map(\.contents)
                == Compiler().generate([SpecSource(path: "Account.yaml", text: sections)]).files.map(\.contents))

        let both = lint(spec("{ on-return: { from: app }, after-away: 300, failure: refreshFailed }"))
        #expect(both.map(\.ruleID) == ["unknown-key"], "\(both.map(\.message))")
    }
}
