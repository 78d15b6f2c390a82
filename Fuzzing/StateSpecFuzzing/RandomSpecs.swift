import StateSpecCore
import StateSpecTestSupport

/// Random specs that lint accepts, for proving that whatever lint accepts compiles. Driven by
/// the key tables (`SpecSchema`, `FeedbackSchema`): every key a table lists is present or
/// absent at random and gets a value of its shape, so a key added to a table is exercised
/// without a change here. The few keys whose values must agree with each other (references,
/// waivers, placeholders) get values that do; whatever lint still refuses is removed key by key
/// (`LintRepair`), and a spec that cannot be repaired is dropped and counted.
public struct RandomSpecs {
    public var random: SplitMix

    public init(seed: UInt64) { random = SplitMix(seed: seed) }

    /// One project: a feedback policy (or none) and `count` screens with distinct names.
    public mutating func project(screens count: Int) -> RandomProject {
        let policy = random.chance(0.7) ? policyDocument() : nil
        allowsErrorText = policy?[FeedbackSchema.allowErrorText]?.text == "true"
        let kinds = policyKinds(policy)
        // Spec files share a folder with the policy file, and names in a folder differ by more
        // than case (as on macOS): a screen named `Feedback` gets another file name.
        var used: Set<String> = [String(RandomProject.policyFileName.prefix { $0 != "." }).lowercased()]
        var screens: [(name: String, document: YAMLValue)] = []
        for index in 0..<count {
            var name = random.pick(HostileText.screenNames)
            if used.contains(name.lowercased()) { name = String(name.prefix(90)) + "S\(index)" }
            used.insert(name.lowercased())
            screens.append((name, screen(named: name, kinds: kinds)))
        }
        return RandomProject(policy: policy, screens: screens)
    }

    // MARK: The policy

    private mutating func policyDocument() -> YAMLValue {
        var document = walk(FeedbackSchema.policy, path: "")
        // A policy file is recognised by `profile:` or `kinds:`.
        if document["profile"] == nil, document["kinds"] == nil, case .mapping(var entries) = document {
            entries.insert(("profile", .scalar(random.pick(FeedbackSchema.profiles))), at: 0)
            document = .mapping(entries)
        }
        return document
    }

    private func policyKinds(_ policy: YAMLValue?) -> [String] {
        FeedbackSchema.levels + (policy?["kinds"]?.keys ?? []).filter { !FeedbackSchema.levels.contains($0) }
    }

    // MARK: A screen

    /// What the parts of one spec must agree on, decided before its keys are written.
    struct Facts {
        var name: String
        var kinds: [String]
        var hasItem = false
        var itemType = "Post"
        var feedback: [String] = []
        /// Messages a load or event may raise: those without arguments.
        var raisable: [String] = []
        var events: [String] = []
        var partialWaived = false
        /// The types of the states' arguments so far: one per name on a screen.
        var argumentTypes: [String: String] = [:]
        /// Written so far: what gaps need.
        var hasID = false
        var hasRefresh = false
        var hasMore = false
        /// The named entry being walked (an event's, an action's or a message's name).
        var entry = ""
        /// The actions that ask first, by the message they name: the message gets a button that runs them.
        var confirmations: [String: [String]] = [:]
    }

    /// The policy lets texts show `{error}` (`allow-error-text: true`).
    private var allowsErrorText = false

    private var facts = Facts(name: "", kinds: [])

    private mutating func screen(named name: String, kinds: [String]) -> YAMLValue {
        if random.chance(0.3) { return sectionedScreen(named: name, kinds: kinds) }
        newFacts(name: name, kinds: kinds)
        return walk(SpecSchema.screen, path: "")
    }

    /// A screen made of sections: each section is walked as a screen of its own, with facts of
    /// its own, from the section's key table.
    private mutating func sectionedScreen(named name: String, kinds: [String]) -> YAMLValue {
        var entries: [(key: String, value: YAMLValue)] = [("screen", .scalar(name))]
        if random.chance(0.5) { entries.append(("summary", .scalar(random.pick(HostileText.texts)))) }
        let sectionNames = names(count: Int.random(in: 1...3, using: &random),
                                 reserved: SwiftNames.sectionedViewModelMembers.union(SwiftNames.enumMembers))
        guard !sectionNames.isEmpty else { return screen(named: name, kinds: kinds) }
        let sections: [(key: String, value: YAMLValue)] = sectionNames.map { section in
            newFacts(name: name, kinds: kinds)
            return (section, walk(SpecSchema.section, path: ""))
        }
        entries.append((SpecSchema.sectionsKey, .mapping(sections)))
        if random.chance(0.5) { entries.append(("sections-style", .scalar(random.pick(SectionsStyle.allCases.map(\.rawValue))))) }
        return .mapping(entries)
    }

    /// Facts for a new screen or section.
    private mutating func newFacts(name: String, kinds: [String]) {
        facts = Facts(name: name, kinds: kinds)
        facts.hasItem = random.chance(0.6)
        facts.itemType = random.pick(RandomSpecs.itemTypes)
        facts.feedback = names(count: Int.random(in: 0...4, using: &random), reserved: SwiftNames.feedbackMembers)
        facts.raisable = facts.feedback.filter { _ in random.chance(0.7) }
        facts.events = names(count: Int.random(in: 0...4, using: &random), reserved: SwiftNames.viewModelMembers.union(SwiftNames.enumMembers))
        facts.partialWaived = random.chance(0.3)
    }

    /// Distinct member names that are not reserved where they go.
    private mutating func names(count: Int, reserved: Set<String>) -> [String] {
        var result: [String] = []
        for _ in 0..<count * 3 where result.count < count {
            let name = random.pick(HostileText.memberNames)
            if !result.contains(name), !reserved.contains(name) { result.append(name) }
        }
        return result
    }

    // MARK: Walking the key tables

    private mutating func walk(_ shape: MappingShape, path: String) -> YAMLValue {
        if let special = mapping(at: path) { return special }
        var entries: [(key: String, value: YAMLValue)] = []
        for key in shape.keys where key.name != SpecSchema.waiverKey {
            let keyPath = path.isEmpty ? key.name : "\(path).\(key.name)"
            guard include(key, at: keyPath), let value = value(key.shape, at: keyPath) else { continue }
            entries.append((key.name, value))
        }
        // A screen's states, and its sections' (`sections.<name>.states.empty`).
        if ["states.empty", "states.error", "states.partial"].contains(where: { path == $0 || path.hasSuffix(".\($0)") }) {
            return finishedState(entries, path: path)
        }
        return .mapping(entries)
    }

    /// A state whose texts name exactly its arguments (in the message), each argument with the
    /// type the screen gave its name before, and `{error}` in the error and partial states when
    /// the policy allows it.
    private mutating func finishedState(_ entries: [(key: String, value: YAMLValue)], path: String) -> YAMLValue {
        var entries = entries.map { ($0.key, $0.key == "arguments" ? $0.value : Self.withoutBraces($0.value)) }
        var placeholders: [String] = []
        if let index = entries.firstIndex(where: { $0.0 == "arguments" }), case .mapping(let arguments) = entries[index].1 {
            var typed: [(key: String, value: YAMLValue)] = []
            for (name, type) in arguments where name != errorPlaceholder {
                let type = facts.argumentTypes[name] ?? type.text ?? "String"
                facts.argumentTypes[name] = type
                typed.append((name, .scalar(type)))
                placeholders.append("{\(name)}")
            }
            entries[index].1 = .mapping(typed)
        }
        if !path.hasSuffix("states.empty"), allowsErrorText, random.chance(0.5) { placeholders.append("{\(errorPlaceholder)}") }
        guard !placeholders.isEmpty else { return .mapping(entries) }
        let suffix = " " + placeholders.joined(separator: " ")
        if let index = entries.firstIndex(where: { $0.0 == "message" }) {
            entries[index].1 = .scalar((entries[index].1.text ?? "") + suffix)
        } else {
            entries.append(("message", .scalar(random.pick(HostileText.texts).filter { $0 != "{" && $0 != "}" } + suffix)))
        }
        return .mapping(entries)
    }

    /// Texts without `{` and `}`, so that only the placeholders written on purpose are some.
    private static func withoutBraces(_ value: YAMLValue) -> YAMLValue {
        switch value {
        case .scalar(let text): .scalar(text.filter { $0 != "{" && $0 != "}" })
        case .mapping(let entries): .mapping(entries.map { ($0.key, withoutBraces($0.value)) })
        case .sequence(let items): .sequence(items.map(withoutBraces))
        }
    }

    /// Whether a key is written: required keys always, the rest at random, some as the facts say.
    private mutating func include(_ key: KeyShape, at path: String) -> Bool {
        switch path {
        // A screen with sections is written by `sectionedScreen(named:kinds:)`.
        case SpecSchema.sectionsKey, "sections-style": return false
        case "events": return !facts.events.isEmpty
        // Sample content is the app's, which a random project does not declare.
        case "preview": return false
        case "feedback": return !facts.feedback.isEmpty
        case "loads.more":
            facts.hasMore = facts.hasItem && random.chance(0.6)
            return facts.hasMore
        case "loads.refresh":
            facts.hasRefresh = random.chance(0.55)
            return facts.hasRefresh
        case "content.item": return facts.hasItem
        case "events.<name>.success", "events.<name>.failure": return !facts.raisable.isEmpty && random.chance(0.5)
        case "loads.initial.failure": return !facts.raisable.isEmpty && random.chance(0.5)
        // Gaps need paging, a refresh and identified items.
        // Rare enough already (identified items, paging and a refresh), and its failure message
        // is often an alert, which `load-failure-alert` removes: written whenever they allow.
        case "loads.gaps": return facts.hasID && facts.hasRefresh && facts.hasMore
        case "loads.gaps.failure": return !facts.raisable.isEmpty
        case "item-actions.<name>.success": return !facts.raisable.isEmpty && random.chance(0.5)
        // Every item action needs a failure message (`silent-operation-failure`).
        case "item-actions", "item-actions.<name>.failure": return !facts.raisable.isEmpty && random.chance(0.7)
        case "bulk-actions.<name>.success": return !facts.raisable.isEmpty && random.chance(0.5)
        // Every bulk action needs a failure message too.
        case "bulk-actions", "bulk-actions.<name>.failure": return !facts.raisable.isEmpty && random.chance(0.5)
        // Only the item types the compile check declares with an `id` have one.
        case "content.id":
            facts.hasID = facts.hasItem && RandomSpecs.identifiedItemTypes.contains(facts.itemType) && random.chance(0.7)
            return facts.hasID
        case "loads.refresh.failure", "loads.more.failure": return (!facts.raisable.isEmpty || !facts.partialWaived) && random.chance(0.8)
        case "states.empty.message": return true
        case "states.error.retry", "states.partial.retry": return random.chance(0.8)
        case _ where path.hasSuffix(".action") || path == "states.ideal.actions": return !facts.events.isEmpty && random.chance(0.5)
        default: return key.requirement != .optional || random.chance(0.55)
        }
    }

    /// Mappings whose content the facts decide: waived states, the named entries.
    private mutating func mapping(at path: String) -> YAMLValue? {
        switch path {
        case "states.empty", "states.error", "states.partial":
            let waive = path == "states.partial" ? facts.partialWaived : random.chance(0.25)
            return waive ? .mapping([(SpecSchema.waiverKey, .scalar(random.pick(HostileText.texts)))]) : nil
        default:
            return nil
        }
    }

    private mutating func value(_ shape: ValueShape, at path: String) -> YAMLValue? {
        if let special = specialValue(at: path) { return special }
        switch shape {
        case .text:
            return .scalar(random.pick(HostileText.texts))
        case .identifier:
            return .scalar(random.pick(HostileText.memberNames))
        case .swiftType:
            return .scalar(random.pick(RandomSpecs.singleTypes))
        case .swiftMember:
            // Only `preview.content`, which the compiled projects have no sample for.
            return nil
        case .choice(let words):
            return .scalar(random.pick(words))
        case .integer(let range):
            return .scalar(String(Int.random(in: range, using: &random)))
        case .mapping(let nested):
            return walk(nested, path: path)
        case .namedEntries(let nested):
            let entryNames = namedEntryNames(at: path)
            return .mapping(entryNames.map { name in
                facts.entry = name
                let entry = walk(nested, path: "\(path).<name>")
                return (name, path == "feedback" ? finishedMessage(entry, named: name, raisable: facts.raisable.contains(name)) : entry)
            })
        case .list(let item):
            return .sequence((0..<Int.random(in: 0...3, using: &random)).compactMap { _ in value(item, at: "\(path)[]") })
        case .mappings(let nested):
            // One mapping, or a list of them.
            guard random.chance(0.5) else { return walk(nested, path: path) }
            return .sequence((0..<Int.random(in: 1...3, using: &random)).compactMap { _ in walk(nested, path: "\(path)[]") })
        case .namedValues(let item):
            let entryNames = names(count: Int.random(in: 0...3, using: &random), reserved: [])
            return .mapping(entryNames.compactMap { name in value(item, at: "\(path).<name>").map { (name, $0) } })
        case .seconds:
            return .scalar(random.pick(["1", "4", "2.5", "10", "0.5", "30"]))
        case .duration:
            return .scalar(random.pick(["4", "6", "10", "2.5", FeedbackSchema.persistent]))
        }
    }

    private mutating func namedEntryNames(at path: String) -> [String] {
        switch path {
        case "events": return facts.events
        case "item-actions":
            return names(count: Int.random(in: 1...3, using: &random),
                         reserved: SwiftNames.viewModelMembers.union(SwiftNames.enumMembers).union(facts.events))
        case "bulk-actions":
            // Prefixed: a bulk action's name is also an item action case, and may not be an item action's.
            return names(count: Int.random(in: 1...2, using: &random),
                         reserved: SwiftNames.viewModelMembers.union(SwiftNames.enumMembers).union(facts.events))
                .filter { $0.count < 90 }.map { "bulk" + $0.prefix(1).uppercased() + $0.dropFirst() }
        case "feedback": return facts.feedback
        case "states.error.causes":
            // `offline`, sometimes, so that `network: required` has the cause it shows.
            let causes = names(count: Int.random(in: 0...3, using: &random), reserved: SwiftNames.errorCauseMembers.union(SwiftNames.enumMembers))
            return random.chance(0.4) && !causes.contains(offlineCause) ? causes + [offlineCause] : causes
        case "feedback.<name>.actions":
            // `retry`, sometimes, which the view model wires to the load whose failure raises the message.
            let actions = names(count: Int.random(in: 0...2, using: &random), reserved: [])
            return random.chance(0.4) && !actions.contains(FeedbackSchema.retryAction) ? actions + [FeedbackSchema.retryAction] : actions
        case "kinds":
            return names(count: Int.random(in: 0...2, using: &random), reserved: SwiftNames.policyMembers)
                + (random.chance(0.3) ? [random.pick(FeedbackSchema.levels)] : [])
        default:
            return names(count: Int.random(in: 0...2, using: &random), reserved: [])
        }
    }

    /// Values other keys must agree with: references, types, placeholders.
    private mutating func specialValue(at path: String) -> YAMLValue? {
        switch path {
        case "screen":
            return .scalar(facts.name)
        case "content.item":
            return .scalar(facts.itemType)
        case "content.type":
            return .scalar(facts.hasItem ? "[\(facts.itemType)]" : random.pick(RandomSpecs.singleTypes))
        case "loads.initial.input":
            return .scalar(random.pick(RandomSpecs.singleTypes))
        case _ where path.hasSuffix(".event") || path.hasSuffix("actions[].event"):
            return facts.events.isEmpty ? nil : .scalar(random.pick(facts.events))
        case "loads.refresh.failure", "loads.more.failure":
            var targets = facts.raisable
            if !facts.partialWaived { targets.append(partialStateFailure) }
            return targets.isEmpty ? nil : .scalar(random.pick(targets))
        case "events.<name>.success", "events.<name>.failure", "item-actions.<name>.success", "item-actions.<name>.failure", "bulk-actions.<name>.success", "bulk-actions.<name>.failure", "loads.initial.failure", "loads.gaps.failure":
            return facts.raisable.isEmpty ? nil : .scalar(random.pick(facts.raisable))
        case "content.id":
            return .scalar("id")
        case "events.<name>.confirm", "item-actions.<name>.confirm", "bulk-actions.<name>.confirm":
            // A message that asks before the action, given a button that runs it (`finishedMessage`).
            // Only a message no load raises: a failure's message that became an alert would be refused.
            let askers = facts.feedback.filter { !facts.raisable.contains($0) }
            guard let message = askers.isEmpty ? nil : random.pick(askers) else { return nil }
            facts.confirmations[message, default: []].append(facts.entry)
            return .scalar(message)
        case "feedback.<name>.kind":
            return .scalar(random.pick(facts.kinds))
        default:
            return nil
        }
    }

    /// A message whose text names exactly its arguments, with an `Int` argument when it has a
    /// singular form, and no arguments at all when a load or event raises it.
    private mutating func finishedMessage(_ message: YAMLValue, named name: String, raisable: Bool) -> YAMLValue {
        guard case .mapping(var entries) = message else { return message }
        if raisable { entries.removeAll { $0.key == "arguments" || $0.key == "one" } }
        var arguments = entries.first { $0.key == "arguments" }?.value ?? .mapping([])
        if entries.contains(where: { $0.key == "one" }), !arguments.keys.contains(where: { arguments[$0]?.text == "Int" }) {
            guard case .mapping(var list) = arguments else { return message }
            list.append(("count", .scalar("Int")))
            arguments = .mapping(list)
            entries.removeAll { $0.key == "arguments" }
            entries.append(("arguments", arguments))
        }
        // A sheet's heights, or a title, mostly on a message that shows them: a dialog that stays
        // until one of its actions is chosen. (Elsewhere `misplaced-dialog-option` removes them.)
        let hasDetents = entries.contains { $0.key == "detents" }
        if (hasDetents || entries.contains { $0.key == "title" }) && random.chance(0.7) {
            entries.removeAll { $0.key == "presentation" || $0.key == "duration" }
            entries.append(("presentation", .scalar(hasDetents || random.chance(0.5) ? "sheet" : "alert")))
            entries.append(("duration", .scalar(FeedbackSchema.persistent)))
            if !entries.contains(where: { $0.key == "actions" }) {
                entries.append(("actions", .mapping([("done", .mapping([("title", .scalar(random.pick(HostileText.texts)))]))])))
            }
        }
        // A message an action asks first with: an alert or a sheet, with a button that runs each
        // such action, and no field (an item action takes no text; lint repairs the rest).
        if let confirmed = facts.confirmations[name] {
            entries.removeAll { ["presentation", "duration", "field"].contains($0.key) }
            entries.append(("presentation", .scalar(random.chance(0.5) ? "sheet" : "alert")))
            entries.append(("duration", .scalar(FeedbackSchema.persistent)))
            var buttons: [(key: String, value: YAMLValue)] = []
            if case .mapping(let written)? = entries.first(where: { $0.key == "actions" })?.value { buttons = written }
            entries.removeAll { $0.key == "actions" }
            for (index, action) in confirmed.enumerated() {
                buttons.append(("confirm\(index)", .mapping([("title", .scalar(random.pick(HostileText.texts))), ("event", .scalar(action))])))
            }
            entries.append(("actions", .mapping(buttons)))
        }
        let placeholders = arguments.keys.map { "{\($0)}" }.joined(separator: " ")
        for index in entries.indices where entries[index].key == "text" || entries[index].key == "one" || entries[index].key == "title" {
            let plain = (entries[index].value.text ?? "").filter { $0 != "{" && $0 != "}" }
            entries[index].value = .scalar(placeholders.isEmpty ? plain : plain + " " + placeholders)
        }
        return .mapping(entries)
    }

    // MARK: Types the compile check declares

    /// Types a `content.type` without an item, or an input, may name (declared by `RandomProject.models`).
    static let singleTypes = ["User", "String", "Int", "[String: Int]", "Model.Post", "(Int, String)", "User?", "Result<User, Error>", "Result<[Post], Never>",
                              "[Post]", "Set<Int>", "any Named", "(@Sendable () -> Void)?", "[@Sendable (Int) async throws -> String]",
                              "(id: Int, name: String)", "Int??", "[any Named]", "[@Sendable () -> Void]",
                              // App types named like what the generated code and the runtime declare.
                              "State", "Input", "[Model.Content]"]
    /// Element types the compile check declares with an `id: Int`.
    static let identifiedItemTypes: Set<String> = ["Post", "Model.Post", "Event"]
    /// Element types for collections.
    static let itemTypes = ["Post", "User", "Model.Post", "Int", "String", "Event", "Model.Content"]
}
