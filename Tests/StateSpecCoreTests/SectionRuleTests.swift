import Testing
@testable import StateSpecCore

/// The rules check each section as they check a screen, at the section's own lines.
@Suite struct SectionRuleTests {
    static let account = String(ExampleSpecs.account.dropLast())

    @Test func anExampleScreenWithSectionsHasNoErrors() {
        #expect(!lint(Self.account).contains { $0.severity == .error })
    }

    @Test func aSectionIsCheckedAsAScreenIsAtItsOwnPositions() {
        let spec = Self.account
            .replacingOccurrences(of: "      partial: { waived: never paged }\n", with: "")
            .replacingOccurrences(of: "    content: { type: \"[Post]\", item: Post }", with: "    content: { type: \"[Post]\" }")
            + "\n      more: { failure: partial }"
        let diagnostics = lint(spec)
        let missing = diagnostics.first { $0.ruleID == "missing-state" }
        #expect(missing?.location.line == 15, "at the posts section's `states:`")
        #expect(missing?.documentPath == "sections.posts.states")
        let paging = diagnostics.first { $0.ruleID == "paging-without-item" }
        #expect(paging?.location.line == 22)
        #expect(paging?.documentPath == "sections.posts.loads.more")
        #expect(!diagnostics.contains { $0.documentPath.hasPrefix("sections.header") }, "the header is fine")
    }

    @Test func aSectionTakesAScreensKeysButNotSections() {
        let nested = Self.account.replacingOccurrences(of: "  posts:\n", with: "  posts:\n    sections: {}\n")
        let diagnostics = lint(nested)
        #expect(diagnostics.contains { $0.ruleID == "unknown-key" && $0.documentPath.hasPrefix("sections.posts") })
        let missingLoads = lint(Self.account.replacingOccurrences(of: "    loads:\n      initial: { on: appear }\n  posts:", with: "  posts:"))
        #expect(missingLoads.contains { $0.ruleID == "missing-key" && $0.message.contains("'loads'") && $0.documentPath == "sections.header" })
    }

    @Test func aScreenWithoutSectionsStillNeedsItsContent() {
        let diagnostics = lint("screen: Account\nsummary: nothing else\n")
        #expect(Set(diagnostics.filter { $0.ruleID == "missing-key" }.map(\.message)).count == 3)
    }

    @Test func aSectionThatHidesWhenEmptyNeedsNoEmptyStateButton() {
        let warned = lint(Self.account).filter { $0.ruleID == "empty-without-action" }
        #expect(warned.map(\.documentPath) == ["sections.posts.states.empty"])
        let hiding = Self.account + "\n    when-empty: hide"
        #expect(!lint(hiding).contains { $0.ruleID == "empty-without-action" })
    }

    @Test func aSectionNamedLikeAViewModelMemberIsRefused() {
        let spec = Self.account.replacingOccurrences(of: "  posts:\n", with: "  state:\n")
        #expect(lint(spec).contains { $0.ruleID == "invalid-identifier" && $0.message.contains("'state'") })
    }

    @Test func sectionsArePlannedAsScreensNamedAfterTheirScreen() throws {
        let compiler = Compiler()
        let (plans, _) = try compiler.plan(compiler.lint([SpecSource(path: "Account.yaml", text: Self.account)]))
        let plan = try #require(plans.first)
        #expect(plan.sections.map(\.plan.name) == ["AccountHeader", "AccountPosts"])
        #expect(plan.sections[1].plan.texts.empty?.message?.key == "Account.posts.empty.message")
        let names = compiler.generator.outputNames(for: plan)
        #expect(names.contains("AccountPostsViewModel.swift") && names.contains("AccountViewModel.swift"))
        let files = compiler.generate([SpecSource(path: "Account.yaml", text: Self.account)]).files.map(\.path)
        #expect(Set(names).isSubset(of: Set(files)))
    }

    // MARK: Screen-wide texts and a primary section

    static let withScreenTexts = String(ExampleSpecs.accountWithScreenTexts.dropLast())

    /// The findings about the screen itself, not its sections.
    static func screenWide(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.filter { !$0.documentPath.hasPrefix("sections.") }
    }

    @Test func screenWideTextsArePlannedWithTheScreensKeysAndShownInTheCatalog() throws {
        #expect(Self.screenWide(lint(Self.withScreenTexts)).isEmpty, "no missing states, and no missing button")
        let spec = Self.withScreenTexts.replacingOccurrences(of: "  header:\n", with: "  header:\n    primary: true\n")
        let compiler = Compiler()
        let (plans, _) = try compiler.plan(compiler.lint([SpecSource(path: "Account.yaml", text: spec)]))
        let plan = try #require(plans.first)
        #expect(plan.texts.empty?.message?.key == "Account.empty.message")
        #expect(plan.texts.error?.retry?.key == "Account.error.retry")
        #expect(plan.hasScreenWideEmpty && plan.hasScreenWideError)
        #expect(plan.sections.map(\.isPrimary) == [true, false])
        let page = try #require(CatalogPage.screenWide(plan))
        #expect(page.contains("Nothing to show") && page.contains("Account.error.retry") && page.contains("header"))
        #expect(CatalogPage.screenWide(try #require(try compiler.plan(compiler.lint([SpecSource(path: "Account.yaml", text: Self.account)])).0.first)) == nil)
        let state = try #require(compiler.generate([SpecSource(path: "Account.yaml", text: spec)]).files.first { $0.path == "AccountState.swift" })
        #expect(state.contents.contains("static let retryTitle: LocalizedText = LocalizedText(key: \"Account.error.retry\", other: \"Try again\")"))
    }

    static let withScreenButton = String(ExampleSpecs.accountWithScreenButton.dropLast())
    /// The screen-wide texts filling in the account's name.
    static let withValues = withScreenTexts
        .replacingOccurrences(of: "empty: { message: Nothing to show }", with: "empty: { message: \"Nothing from {name}\", arguments: { name: String } }")
        .replacingOccurrences(of: "message: Could not load the account,", with: "message: \"Could not load {name}\", arguments: { name: String },")

    @Test func screenWideTextsTakeValuesFromTheViewModelAsAPlainScreensDo() throws {
        #expect(Self.screenWide(lint(Self.withValues)).isEmpty, "arguments declared as on a plain screen")
        let compiler = Compiler()
        let (plans, _) = try compiler.plan(compiler.lint([SpecSource(path: "Account.yaml", text: Self.withValues)]))
        let plan = try #require(plans.first)
        #expect(plan.texts.values.map(\.name) == ["name"] && plan.texts.takeValues)
        #expect(plan.texts.error?.message?.arguments.map(\.name) == ["name"])
        #expect(plan.texts.error?.retry?.takesValues == false)
        let files = compiler.generate([SpecSource(path: "Account.yaml", text: Self.withValues)]).files
        let state = try #require(files.first { $0.path == "AccountState.swift" }).contents
        #expect(state.contains("static func emptyMessage(_ values: AccountTextValues) -> LocalizedText {"))
        #expect(state.contains("static func errorMessage(_ values: AccountTextValues) -> LocalizedText {"))
        #expect(state.contains("arguments: [(\"name\", .string(values.name))]"))
        #expect(state.contains("static let retryTitle: LocalizedText ="), "a text without placeholders stays a constant")
        #expect(state.contains("struct AccountTextValues: Sendable, Hashable {\n    var name: String"))
        let model = try #require(files.first { $0.path == "AccountViewModel.swift" }).contents
        #expect(model.contains("var textValues: AccountTextValues"))
        #expect(model.contains("init(header: AccountHeaderViewModel, posts: AccountPostsViewModel, textValues: AccountTextValues) {"))
        #expect(model.contains("self.textValues = textValues"))
        let plain = try #require(compiler.generate([SpecSource(path: "Account.yaml", text: Self.withScreenTexts)]).files.first { $0.path == "AccountViewModel.swift" })
        #expect(!plain.contents.contains("textValues"), "without values, the view model takes none")
        // The catalog and the screen-wide picture show the text as written, as a plain screen's do.
        let catalog = try #require(files.first { $0.path.hasSuffix(".xcstrings") }).contents
        #expect(catalog.contains("Nothing from %1$@"))
        #expect(try #require(CatalogPage.screenWide(plan)).contains("Nothing from {name}"))
    }

    @Test func textValuesIsReservedBesideSectionsOnlyWhereTheViewModelDeclaresIt() {
        let event = "  follow: { summary: Follows the account. }"
        let named = { (spec: String) in spec.replacingOccurrences(of: "event: follow", with: "event: textValues").replacingOccurrences(of: event, with: "  textValues: { summary: Follows the account. }") }
        #expect(Self.screenWide(lint(named(Self.withScreenButton))).isEmpty, "no values, no `textValues`: the name is free as before")
        let withValues = Self.withScreenButton.replacingOccurrences(
            of: "message: Could not load the account,", with: "message: \"Could not load {name}\", arguments: { name: String },")
        let clash = Self.screenWide(lint(named(withValues)))
        #expect(clash.map(\.ruleID).contains("invalid-identifier"), "\(clash.map(\.message))")
    }
    static let follow = "  follow: { summary: Follows the account. }"

    @Test func aScreenWideButtonFiresAPlainEventTheViewModelHandsToTheApp() throws {
        #expect(Self.screenWide(lint(Self.withScreenButton)).isEmpty, "the button's event is used, and a plain event is no operation")
        let onError = Self.withScreenButton
            .replacingOccurrences(of: "empty: { message: Nothing to show, action: { title: Follow, event: follow } }", with: "empty: { message: Nothing to show }")
            .replacingOccurrences(of: "retry: Try again }\nevents", with: "retry: Try again, action: { title: Follow, event: follow } }\nevents")
        #expect(Self.screenWide(lint(onError)).isEmpty, "the error state's button uses the event too")
        let files = Compiler().generate([SpecSource(path: "Account.yaml", text: onError)]).files
        let state = try #require(files.first { $0.path == "AccountState.swift" }).contents
        #expect(state.contains("static let errorAction = ScreenButton(title: LocalizedText(key: \"Account.error.action\", other: \"Follow\"), event: AccountEvent.follow)"))
        #expect(state.contains("enum AccountEvent: String, Sendable, Hashable, CaseIterable {"))
        let model = try #require(files.first { $0.path == "AccountViewModel.swift" }).contents
        #expect(model.contains("onEvent: @escaping @MainActor (AccountEvent) -> Void) {"))
        #expect(model.contains("func follow() {\n        onEvent(.follow)\n    }"))
        let plain = try #require(Compiler().generate([SpecSource(path: "Account.yaml", text: Self.account)]).files.first { $0.path == "AccountViewModel.swift" })
        #expect(!plain.contents.contains("onEvent"), "without events, the view model takes no handler")
    }

    @Test func eachMistakeWithTheScreensOwnEventsIsReportedOnce() {
        let unused = Self.screenWide(lint(Self.withScreenButton.replacingOccurrences(of: Self.follow, with: Self.follow + "\n  unfollow: { summary: Unfollows the account. }")))
        #expect(unused.map(\.ruleID) == ["unused-definition"], "\(unused.map(\.message))")
        #expect(unused.first?.documentPath == "events.unfollow")
        let misspelt = Self.screenWide(lint(Self.withScreenButton.replacingOccurrences(of: "event: follow }", with: "event: folow }")))
        #expect(misspelt.map(\.ruleID) == ["undefined-reference"], "\(misspelt.map(\.message))")
        let operation = Self.screenWide(lint(Self.withScreenButton.replacingOccurrences(of: Self.follow, with:
            "  follow: { summary: Follows the account., success: followed, haptic: success, input: AccountID, result: Session, while-running: wait }")))
        #expect(operation.map(\.ruleID) == ["content-beside-sections"], "\(operation.map(\.message))")
        #expect(operation.first?.documentPath == "events.follow.success")
        #expect(operation.first?.message.contains("'success', 'haptic', 'input', 'result', 'while-running'") == true)
        #expect(operation.first?.message.contains("sections.<section>.events") == true)
        let clash = Self.screenWide(lint(Self.withScreenButton.replacingOccurrences(of: "follow", with: "visibleSections")))
        #expect(clash.map(\.ruleID) == ["invalid-identifier"], "\(clash.map(\.message))")
    }

    @Test func aSectionWithRowsPerItemGivesTheScreensViewModelItsRowsWhoseNameIsReserved() {
        // `posts` asks for rows, so the screen's view model has `postsRows`, another section's name.
        let section = { (name: String, load: String) in """
              \(name):
                content: { type: "[Post]", item: Post }
                states:
                  ideal: {}
                  loading: { style: spinner }
                  empty: { message: No posts yet }
                  error: { message: Could not load the posts, retry: Try again }
                  partial: { waived: never paged }
                loads:
                  initial: \(load)
            """ }
        let spec = "screen: Account\nsections:\n" + section("posts", "{ input: String }") + "\n    rows: per-item\n" + section("postsRows", "{}")
        let clash = lint(spec).filter { $0.ruleID == "invalid-identifier" }
        #expect(clash.map(\.documentPath) == ["sections.posts"], "\(clash.map(\.message))")
        #expect(clash.first?.message.contains("`postsRows`, which is also the section 'postsRows'") == true)
        // Without `rows`, a section taking an input has no rows, and the name is free.
        let free = "screen: Account\nsections:\n" + section("posts", "{ input: String }") + "\n" + section("postsRows", "{}")
        #expect(!lint(free).contains { $0.ruleID == "invalid-identifier" })
    }

    @Test func eachMistakeInTheScreenWideTextsIsReportedOnce() {
        let placeholder = Self.screenWide(lint(Self.withScreenTexts.replacingOccurrences(of: "Nothing to show", with: "\"Nothing for {name}\"")))
        #expect(placeholder.map(\.ruleID) == ["state-placeholder-mismatch"], "a placeholder no argument declares: \(placeholder.map(\.message))")
        let unused = Self.screenWide(lint(Self.withScreenTexts.replacingOccurrences(of: "empty: { message: Nothing to show }", with: "empty: { message: Nothing to show, arguments: { name: String } }")))
        #expect(unused.map(\.ruleID) == ["state-placeholder-mismatch"], "an argument no text shows: \(unused.map(\.message))")
        let failureInEmpty = Self.screenWide(lint(Self.withScreenTexts.replacingOccurrences(of: "Nothing to show", with: "\"Nothing ({error})\"")))
        #expect(failureInEmpty.map(\.ruleID) == ["state-placeholder-mismatch"], "\(failureInEmpty.map(\.message))")
        for text in ["message: \"Could not load: {error}\", retry: Try again", "message: Could not load the account, retry: \"Try again ({error})\""] {
            let failure = Self.screenWide(lint(Self.withScreenTexts.replacingOccurrences(of: "message: Could not load the account, retry: Try again", with: text)))
            #expect(failure.map(\.ruleID) == ["content-beside-sections"], "no one failure to describe: \(failure.map(\.message))")
            #expect(failure.first?.message.contains("'{error}'") == true)
        }
        let failureInButton = Self.screenWide(lint(Self.withScreenButton
            .replacingOccurrences(of: "empty: { message: Nothing to show, action: { title: Follow, event: follow } }", with: "empty: { message: Nothing to show }")
            .replacingOccurrences(of: "retry: Try again }\nevents", with: "retry: Try again, action: { title: \"Follow ({error})\", event: follow } }\nevents")))
        #expect(failureInButton.map(\.ruleID) == ["content-beside-sections"], "\(failureInButton.map(\.message))")
        #expect(failureInButton.first?.documentPath == "states.error.action.title")
        let causes = Self.screenWide(lint(Self.withValues.replacingOccurrences(
            of: "retry: Try again }", with: "retry: Try again, causes: { offline: { message: \"{name} is offline\" } } }")))
        #expect(causes.map(\.ruleID) == ["content-beside-sections"], "causes stay refused, with values too: \(causes.map(\.message))")
        #expect(causes.first?.documentPath == "states.error.causes")
        let button = Self.screenWide(lint(Self.withScreenTexts.replacingOccurrences(
            of: "empty: { message: Nothing to show }", with: "empty: { message: Nothing to show, action: { title: Go, event: go } }")))
        #expect(button.map(\.ruleID) == ["undefined-reference"], "a button firing no event of the screen: \(button.map(\.message))")
        let partial = Self.screenWide(lint(Self.withScreenTexts.replacingOccurrences(of: "states:\n  empty:", with: "states:\n  partial: { waived: never }\n  empty:")))
        #expect(partial.map(\.ruleID) == ["content-beside-sections"], "\(partial.map(\.message))")
        #expect(partial.first?.documentPath == "states.partial")
    }

    @Test func aPrimarySectionIsPlannedOnlyWhereItCanDecide() throws {
        let compiler = Compiler()
        let spec = Self.account.replacingOccurrences(of: "  posts:\n", with: "  posts:\n    primary: true\n")
        let (plans, _) = try compiler.plan(compiler.lint([SpecSource(path: "Account.yaml", text: spec)]))
        #expect(try #require(plans.first).sections.map(\.isPrimary) == [false, true])
        let state = try #require(compiler.generate([SpecSource(path: "Account.yaml", text: spec)]).files.first { $0.path == "AccountViewModel.swift" })
        #expect(state.contents.contains("case .posts: SectionStatus(phase: phase(of: section), hidesWhenEmpty: false, hidesWhenFailed: false, isPrimary: true)"))
    }
}
