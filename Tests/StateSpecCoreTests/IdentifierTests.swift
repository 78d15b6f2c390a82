import Foundation
import Testing
@testable import StateSpecCore

/// Names lint accepts are names the generated code can declare.
@Suite struct IdentifierTests {
    func spec(events: [String] = [], causes: [String] = [], feedback: [String] = []) -> String {
        var text = validSpec.replacingOccurrences(
            of: "error: { message: Could not load the profile, retry: Try again }",
            with: "error: { message: Could not load the profile, retry: Try again, causes: { \(causes.map { "\($0): { message: M }" }.joined(separator: ", ")) } }")
        if !events.isEmpty {
            text += "\nevents:\n" + events.map { "  # statespec:disable-next-line unused-definition - testing\n  \($0): {}\n" }.joined()
        }
        if !feedback.isEmpty {
            text += "\nfeedback:\n" + feedback.map { "  \($0): { kind: info, text: T, raised: manual }\n" }.joined()
        }
        return text
    }

    @Test(arguments: ["Type", "Protocol", "allCases", "rawValue", "String", "Task", "retry", "access", "errorCause", "_private", "self"])
    func eventNamesTheGeneratedCodeCannotTakeAreRefused(_ name: String) {
        #expect(lint(spec(events: [name])).contains { $0.ruleID == "invalid-identifier" }, "\(name)")
    }

    @Test(arguments: ["Type", "Protocol", "allCases", "action", "other", "message", "Offline"])
    func causeNamesTheGeneratedCodeCannotTakeAreRefused(_ name: String) {
        #expect(lint(spec(causes: [name])).contains { $0.ruleID == "invalid-identifier" }, "\(name)")
    }

    @Test(arguments: ["Type", "Protocol", "String", "kind", "text"])
    func feedbackNamesTheGeneratedCodeCannotTakeAreRefused(_ name: String) {
        #expect(lint(spec(feedback: [name])).contains { $0.ruleID == "invalid-identifier" }, "\(name)")
    }

    @Test func aReservedNameSaysWhatInTheGeneratedCodeHasIt() {
        let messages = [lint(spec(events: ["retry"])), lint(spec(events: ["allCases"])), lint(spec(causes: ["other"])), lint(spec(feedback: ["loading"]))]
            .map { $0.first { $0.ruleID == "invalid-identifier" }?.message ?? "" }
        #expect(messages == [
            "the event name 'retry' is a name the generated code already uses (the view model's `retry`); pick another",
            "the event name 'allCases' is a name the generated code already uses (`allCases`, which `CaseIterable` and `RawRepresentable` give the generated enum); pick another",
            "the error cause name 'other' is a name the generated code already uses (`other`, the cause of every failure not listed); pick another",
            "the feedback message name 'loading' is a name the generated code already uses (the String Catalog keys of the loading state's texts); pick another",
        ])
    }

    @Test func suggestionsNameTheLikelyIdentifier() {
        #expect(SwiftNames.suggestion(for: "open-settings", member: true) == "openSettings")
        #expect(SwiftNames.suggestion(for: "Offline", member: true) == "offline")
        #expect(SwiftNames.suggestion(for: "user profile", member: false) == "UserProfile")
        #expect(SwiftNames.suggestion(for: "../../escaped/Evil", member: false) == nil)
        #expect(SwiftNames.suggestion(for: "1st", member: true) == nil)
        let diagnostics = lint(spec(causes: ["Offline"]))
        #expect(diagnostics.first?.message.hasSuffix("did you mean 'offline'?") == true)
    }

    /// The reserved lists must name every member the generated code declares beside a spec's
    /// names; a template that adds one without listing it fails here.
    @Test func everyMemberTheGoldenCodeDeclaresIsReserved() throws {
        let files = Compiler().generate(try goldenSpecSources()).files
        let timelineSource = files.first { $0.path == "TimelineViewModel.swift" }?.contents ?? ""
        let timeline = Self.declaredMembers(timelineSource).union(ScreenModelMembers.inherited(by: timelineSource).map(\.name))
        #expect(timeline.isSuperset(of: ["state", "loadMore", "refresh", "appear", "compose", "isLoadingMore", "edit"]), "\(timeline.sorted())")
        let screens = try goldenSpecSources().compactMap { Compiler().lint([$0]).context.screens.first }
        for file in files {
            let scope: Set<String>
            if screens.contains(where: { $0.hasSections && file.path == "\($0.name?.value ?? "")ViewModel.swift" }) {
                scope = SwiftNames.sectionedViewModelMembers
            } else if file.path.hasSuffix("ViewModel.swift") || file.path.hasSuffix("Loader.swift") {
                scope = SwiftNames.viewModelMembers
            } else if file.path.hasSuffix("Feedback.swift") {
                scope = SwiftNames.feedbackMembers
            } else if file.path == "AppFeedbackPolicy.swift" {
                scope = SwiftNames.policyMembers
            } else {
                continue
            }
            // A section is a screen of its own; the screen's view model declares one property per section.
            let spec = screens.flatMap(\.checkedParts)
            let sectionNames = screens.flatMap(\.sections).map(\.name.value)
            // An item action's name is also its loader requirement's; members made from names
            // (`optimisticLike`, `takeConnectResult`, `showConfirmClear`) are the spec's too.
            let actionNames = (spec.flatMap(\.itemActions).map(\.name) + spec.flatMap(\.bulkActions).map(\.name)).map(\.value)
            let derivedNames = spec.flatMap(DerivedMember.all).map(\.member)
            let specNames = Set(spec.flatMap { $0.events.map(\.name.value) + $0.feedback.map(\.name.value) } + actionNames + derivedNames + sectionNames
                + spec.flatMap(\.signals).map(\.name.value))
                .union(["success", "info", "caution", "error", "critical", "offline"])
            for name in Self.declaredMembers(file.contents) where !specNames.contains(name) {
                #expect(scope.contains(name), "\(file.path) declares '\(name)', which is not reserved")
            }
        }
    }

    /// A name is refused only where the screen's generated code declares it, and every member
    /// each golden screen's view model and loader declare (or get from the runtime protocols
    /// they adopt) is refused there: `ReservedNames` is never smaller than the generated code.
    @Test func eachScreenReservesWhatItsGeneratedCodeDeclares() throws {
        let sources = try goldenSpecSources()
        let files = Dictionary(Compiler().generate(sources).files.map { ($0.path, $0.contents) }) { first, _ in first }
        let screens = sources.compactMap { Compiler().lint([$0]).context.screens.first }
        var checked = 0
        for screen in screens {
            var specNames: Set<String> = []
            for part in screen.checkedParts {
                specNames.formUnion(part.events.map(\.name.value))
                specNames.formUnion(part.itemActions.map(\.name.value))
                specNames.formUnion(part.bulkActions.map(\.name.value))
                specNames.formUnion(part.signals.map(\.name.value))
                specNames.formUnion(part.feedback.map(\.name.value))
                specNames.formUnion(part.sections.map(\.name.value))
                specNames.formUnion(DerivedMember.all(in: part).map(\.member))
            }
            for part in screen.checkedParts {
                guard let name = part.name?.value, let viewModel = files["\(name)ViewModel.swift"] else { continue }
                let declared = Self.declaredMembers(viewModel + (files["\(name)Loader.swift"] ?? ""))
                    .union(ScreenModelMembers.inherited(by: viewModel).map(\.name))
                    .subtracting(specNames)
                let reserved = ReservedNames.methods(part)
                let scope = part.hasSections ? SwiftNames.sectionedViewModelMembers : SwiftNames.viewModelMembers
                for member in declared where scope.contains(member) {
                    #expect(reserved.contains(member), "\(name)ViewModel declares '\(member)', which its spec's names may take")
                }
                checked += 1
            }
        }
        #expect(checked > 40)
    }

    /// The reserved names the spec language article lists are the ones the check refuses: a
    /// name added to a group shows in the documentation, so that the list never grows silently.
    @Test func theDocumentationListsEveryReservedName() throws {
        let article = try String(contentsOf: packageRoot.appendingPathComponent("Sources/StateSpecRuntime/StateSpecRuntime.docc/SpecLanguage.md"), encoding: .utf8)
        let start = try #require(article.range(of: "<!-- BEGIN reserved-names"))
        let end = try #require(article.range(of: "<!-- END reserved-names -->"))
        let lines = article[start.upperBound..<end.lowerBound].split(separator: "\n").filter { $0.hasPrefix("- ") }
        // The names after the line's label (which may name a key in backquotes: `loads.more`).
        func names(_ line: Substring) -> [String] {
            let list = line.range(of: ": `").map { line[line.index(before: $0.upperBound)...] } ?? line
            return list.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
        }
        let groups: [Set<String>] = [
            SwiftNames.alwaysDeclaredViewModelMembers, SwiftNames.refreshMembers, SwiftNames.pagingMembers, SwiftNames.timelineMembers,
            SwiftNames.inputMembers, SwiftNames.operationMembers, SwiftNames.liveUpdateMembers, SwiftNames.signalMembers,
            SwiftNames.connectivityMembers, SwiftNames.selectionMembers, SwiftNames.rowMembers, SwiftNames.progressMembers, SwiftNames.unreadMembers,
            SwiftNames.confirmationMembers, SwiftNames.throttleMembers, SwiftNames.itemChangeMembers, SwiftNames.messageRouteMembers,
            SwiftNames.plainEventMembers, SwiftNames.cacheMembers,
        ]
        #expect(lines.count == groups.count + 1)
        let listed = lines.map { Set(names($0)) }
        for (index, group) in groups.enumerated() {
            #expect(listed[index] == group, "line \(index + 1): \(listed[index].symmetricDifference(group).sorted())")
        }
        #expect(SwiftNames.viewModelMembers == groups.reduce(into: Set<String>()) { $0.formUnion($1) }, "every group is listed")
        let sectioned = listed[groups.count]
        #expect(sectioned == SwiftNames.sectionedViewModelMembers, "\(sectioned.symmetricDifference(SwiftNames.sectionedViewModelMembers))")
    }

    /// Names the generated code of another screen declares, used where this screen's does not.
    @Test func aNameIsRefusedOnlyWhereTheScreensCodeDeclaresIt() {
        let items = ExampleSpecs.rows
        let markRead = items + "item-actions:\n  markRead: { effect: update, failure: failed }\nfeedback:\n  failed: { kind: error, text: Failed }\n"
        #expect(lint(markRead).filter { $0.ruleID == "invalid-identifier" }.isEmpty)
        let counted = markRead.replacingOccurrences(of: "screen: Feed\n", with: "screen: Feed\nunread-count: true\n")
        #expect(lint(counted).contains { $0.ruleID == "invalid-identifier" && $0.message.contains("'markRead'") })
        let select = items + "events:\n  select: {}\n"
        #expect(lint(select).filter { $0.ruleID == "invalid-identifier" }.isEmpty)
        let withBulk = select + "bulk-actions:\n  archive: { failure: failed }\nfeedback:\n  failed: { kind: error, text: Failed }\n"
        #expect(lint(withBulk).contains { $0.ruleID == "invalid-identifier" && $0.message.contains("'select'") })
    }

    /// Members a view model declares only for a feature: the clock a throttled signal waits on,
    /// `apply` of item changes, the message buttons' router, the plain events' closure and the
    /// cache's requirement.
    @Test func featureMembersAreFreeOnAScreenWithoutTheFeature() {
        let actions = ["apply", "clock", "messageActionChosen", "cachedContent"]
            .map { "  \($0): { failure: failed }\n" }.joined()
        let free = ExampleSpecs.rows + "item-actions:\n" + actions + "feedback:\n  failed: { kind: error, text: Failed }\n"
        #expect(lint(free).filter { $0.ruleID == "invalid-identifier" }.isEmpty)
        let streamed = free.replacingOccurrences(of: "screen: Feed\n", with: "screen: Feed\nlive-updates: {}\n")
        #expect(lint(streamed).filter { $0.ruleID == "invalid-identifier" }.map(\.message).contains { $0.contains("'apply'") })
        let cached = free.replacingOccurrences(of: "initial: { on: appear }", with: "initial: { on: appear, cache: true }")
        #expect(cached != free)
        #expect(lint(cached).filter { $0.ruleID == "invalid-identifier" }.map(\.message).contains { $0.contains("'cachedContent'") })
        let plain = ExampleSpecs.rows + "events:\n  onEvent: {}\n"
        #expect(lint(plain).contains { $0.ruleID == "invalid-identifier" && $0.message.contains("'onEvent'") })
    }

    /// What the runtime protocols a view model adopts give it are view-model members too: a
    /// spec's event may not take one of their names.
    @Test func everyMemberTheScreenProtocolsGiveIsReserved() {
        let given = ScreenModelMembers.protocols.values.flatMap(\.members).map(\.name)
        #expect(given.count > 10)
        for name in given {
            #expect(SwiftNames.viewModelMembers.contains(name), "ScreenModel.swift gives '\(name)', which is not reserved")
        }
    }

    /// A screen named so that one of its generated types takes the name of a StateSpecRuntime
    /// type would hide it; every such runtime type must be listed for `invalid-screen-name`.
    @Test func runtimeTypesAScreenCouldHideAreReserved() throws {
        let folder = packageRoot.appendingPathComponent("Sources/StateSpecRuntime")
        let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
        #expect(!files.isEmpty)
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n") where line.hasPrefix("public ") {
                let words = line.split(whereSeparator: { " :<{(".contains($0) })
                guard let index = words.firstIndex(where: { ["struct", "enum", "class", "protocol", "actor"].contains($0) }), index + 1 < words.count else { continue }
                let name = String(words[index + 1])
                if SwiftNames.screenTypeSuffixes.contains(where: { name.hasSuffix($0) && name != $0 }) {
                    #expect(SwiftNames.typesGeneratedCodeUses.contains(name), "\(file) declares \(name), which a screen could hide")
                }
            }
        }
    }

    /// Names after `func`, `var` and `let` at member indentation (four spaces).
    static func declaredMembers(_ code: String) -> Set<String> {
        var names: Set<String> = []
        for line in code.split(separator: "\n") where line.hasPrefix("    ") && !line.hasPrefix("     ") {
            let words = line.split(whereSeparator: { $0 == " " || $0 == "(" || $0 == ":" || $0 == "<" })
            if let index = words.firstIndex(where: { ["func", "var", "let"].contains($0) }), index + 1 < words.count {
                names.insert(String(words[index + 1]))
            }
        }
        return names
    }
}
