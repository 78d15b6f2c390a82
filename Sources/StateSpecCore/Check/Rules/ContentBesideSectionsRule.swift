struct ContentBesideSectionsRule: StructureRule {
    static let description = RuleDescription(
        id: "content-beside-sections",
        summary: "A screen with `sections` lists at least one, and keeps its content, loads, operations, item actions, live updates, network need and messages in them; it writes none of its own. Its own `states` hold only the screen-wide `empty` and `error` (a message, the error's retry title, and a button firing one of the screen's own `events`, which are plain events the app handles: no `success`, `failure`, `haptic`, `input`, `result` or `while-running`); their texts may fill in `arguments`, from the view model's `textValues`, but not `{error}`, and the error has no `causes`.",
        rationale: "Content of the screen's own beside its sections would be a section without a name, whose loads the screen's pull to refresh and summary state could not account for. Make it a section: a profile's header is one. The screen's loading, content and partial states are its sections'; what it may say for itself is why nothing is shown at all, when every section is empty or has failed, and where to go from there (Add a server). An operation changes content, and the screen has none of its own: it belongs to the section whose content it changes. The screen-wide error stands for every section's failure, not one, so it shows no failure's words and tells no causes apart.",
        passingExamples: [
            RuleExample(ExampleSpecs.account),
            RuleExample(ExampleSpecs.accountWithScreenTexts),
            // The screen-wide empty state's button fires a plain event the app handles.
            RuleExample(ExampleSpecs.accountWithScreenButton),
            // The screen-wide texts fill in values the app sets on the view model's `textValues`.
            RuleExample(ExampleSpecs.accountWithScreenTexts.replacingOccurrences(
                of: "message: Could not load the account,", with: "message: \"Could not load {name}\", arguments: { name: String },")),
        ],
        failingExamples: [
            RuleExample("""
            screen: Account
            ↓content: { type: Profile }
            ↓loads:
              initial: { on: appear }
            sections:
              posts:
                content: { type: "[Post]", item: Post }
                states:
                  ideal: {}
                  loading: { style: skeleton, placeholders: 3 }
                  empty: { message: No posts yet }
                  error: { message: Could not load the posts, retry: Try again }
                  partial: { waived: never paged }
                loads:
                  initial: { on: appear }
            """),
            RuleExample("""
            screen: Account
            ↓sections: {}
            """),
            RuleExample(ExampleSpecs.accountWithScreenTexts.replacingOccurrences(of: "states:\n  empty:", with: "states:\n  ↓loading: { style: spinner }\n  empty:")),
            RuleExample(ExampleSpecs.accountWithScreenButton.replacingOccurrences(
                of: "follow: { summary: Follows the account. }", with: "follow: { summary: Follows the account., ↓input: AccountID, while-running: wait }")),
            RuleExample(ExampleSpecs.accountWithScreenTexts.replacingOccurrences(
                of: "message: Could not load the account,", with: "message: ↓\"Could not load the account: {error}\",")),
            RuleExample(ExampleSpecs.accountWithScreenTexts.replacingOccurrences(
                of: "retry: Try again }\nsections", with: "retry: Try again, ↓causes: { offline: { message: You are offline } } }\nsections")),
        ]
    )

    /// The keys a section has in place of the screen.
    static let sectionKeys: Set<String> = ["content", "loads", "item-actions", "live-updates", "network", "feedback"]
    /// The keys of an event that make it an operation, which a screen made of sections has not.
    static let operationKeys = [SpecSchema.runsKey, "success", "failure", "haptic", "input", "result", "while-running"]
    /// The states a screen made of sections has of its own: its texts for when nothing is shown.
    static let screenWideStates: Set<String> = ["empty", "error"]
    /// The keys of a state that a screen-wide state has not, and why.
    static let screenWideRefusals: [String: String] = [
        "causes": "the screen-wide error has no cause of its own (each section tells its failures apart); move the causes into a section's error state",
    ]

    func check(_ node: SyntaxNode, expected shape: ValueShape, file: String) -> [Finding] {
        guard node.path.isEmpty, let entries = node.entries, let sections = entries.first(where: { $0.key == SpecSchema.sectionsKey }) else { return [] }
        if sections.value.entries?.isEmpty ?? sections.value.isEmptyScalar {
            return [Finding(file: file, location: sections.keyLocation, path: SpecSchema.sectionsKey,
                            message: "'sections' lists no section; add one (with its content, states and loads), or remove 'sections' and give the screen its own")]
        }
        let beside = entries.filter { Self.sectionKeys.contains($0.key) }.map { entry in
            Finding(file: file, location: entry.keyLocation, path: entry.key,
                    message: "'\(entry.key)' is written beside 'sections', but a screen with sections has no \(entry.key) of its own; move it into a section (or make it one)")
        }
        return beside + operationFindings(entries.first { $0.key == "events" }?.value, file: file)
            + screenWideStateFindings(entries.first { $0.key == "states" }?.value, file: file)
    }

    /// The screen's own events beside `sections`: plain events its screen-wide buttons fire, one
    /// finding per event that is an operation, at its first operation key.
    private func operationFindings(_ events: SyntaxNode?, file: String) -> [Finding] {
        (events?.entries ?? []).compactMap { event in
            let keys = (event.value.entries ?? []).filter { Self.operationKeys.contains($0.key) }
            guard let first = keys.first else { return nil }
            let named = keys.map { "'\($0.key)'" }.joined(separator: ", ")
            return Finding(file: file, location: first.keyLocation, path: "events.\(event.key).\(first.key)",
                           message: "the event '\(event.key)' beside 'sections' has \(named), which make it an operation on content, but a screen made of sections has no content of its own; move it into the section whose content it changes ('sections.<section>.events'), or remove \(keys.count == 1 ? "it" : "them") to keep a plain event the app handles")
        }
    }

    /// The screen-wide `states` beside `sections`: only `empty` and `error`, with texts alone.
    private func screenWideStateFindings(_ states: SyntaxNode?, file: String) -> [Finding] {
        guard let states = states?.entries else { return [] }
        var findings: [Finding] = []
        for state in states {
            guard SpecSchema.stateNames.contains(state.key) else { continue }  // unknown-key reports it
            guard Self.screenWideStates.contains(state.key) else {
                findings.append(Finding(file: file, location: state.keyLocation, path: "states.\(state.key)",
                                        message: "'\(state.key)' is written in the screen-wide 'states' beside 'sections', but a screen made of sections shows each section's \(state.key) state; move it into a section (the screen's own 'states' hold only 'empty' and 'error')"))
                continue
            }
            for key in state.value.entries ?? [] {
                // `state-placeholder-mismatch` reports `{error}` in an empty state, as on any screen.
                for text in Self.texts(of: key) where state.key == "error" && Placeholders.names(in: text.scalar ?? "").contains(errorPlaceholder) {
                    findings.append(Finding(file: file, location: text.location, path: text.path,
                                            message: "the screen-wide '\(state.key)' state's \(key.key) shows '{error}', but the screen-wide state stands for every section's failure, not one; write it without '{error}', or move it into a section's error state"))
                }
                guard let why = Self.screenWideRefusals[key.key] else { continue }
                findings.append(Finding(file: file, location: key.keyLocation, path: "states.\(state.key).\(key.key)",
                                        message: "'\(key.key)' is written in the screen-wide '\(state.key)' state, but \(why)"))
            }
        }
        return findings
    }

    /// The texts a screen-wide state's key holds: its `message`, `retry`, or its `action`'s title.
    private static func texts(of key: SyntaxEntry) -> [SyntaxNode] {
        switch key.key {
        case "message", "retry": [key.value]
        case "action": [key.value["title"]].compactMap { $0 }
        default: []
        }
    }
}
