struct InvalidIdentifierRule: ScreenPartsRule {
    static let description = RuleDescription(
        id: "invalid-identifier",
        summary: "Names that become Swift members (events, item actions, sections, the item's id property, feedback messages and their arguments and actions, error causes, policy kinds) are plain lowerCamelCase identifiers of at most 100 characters, not Swift keywords, and not names the generated code already declares beside them.",
        rationale: "An event called `retry`, `allCases` or `Type`, or a message called `String`, generates code that does not compile, far from the line that caused it. Members start with a lowercase letter, as Swift names them, so a name never hides a type. A name is refused only where the screen's generated code declares it: `markRead` is the view model's only on a screen that counts unread items, `select` only on one with bulk actions, and a section may be named `statuses`, `title` or `tabs` on a screen whose view model has no such member.",
        passingExamples: [
            RuleExample("""
            screen: Profile
            content: { type: User }
            states:
              ideal: {}
              loading: { style: spinner }
              empty: { message: No profile yet, action: { title: Create one, event: createProfile } }
              error: { message: Could not load the profile, retry: Try again, causes: { offline: { message: You are offline } } }
              partial: { waived: "a single record, never paged" }
            loads:
              initial: { on: appear }
            events:
              createProfile: {}
            """),
            // `markRead` is the view model's only on a screen that counts unread items.
            RuleExample(ExampleSpecs.rows + """
            item-actions:
              markRead: { effect: update, failure: failed }
            feedback:
              failed: { kind: error, text: That did not work }
            """),
        ],
        failingExamples: [
            RuleExample("""
            screen: Profile
            content: { type: User }
            states:
              ideal: {}
              loading: { style: spinner }
              empty: { message: No profile yet, action: { title: Create one, event: import } }
              error: { message: Could not load the profile, retry: Try again, causes: { ↓other: { message: Unknown }, ↓Offline: { message: Offline } } }
              partial: { waived: "a single record, never paged" }
            loads:
              initial: { on: appear }
            events:
              ↓import: {}
              ↓retry: {}
              ↓allCases: {}
              ↓open-settings: {}
            """),
            RuleExample(ExampleSpecs.feed.replacingOccurrences(of: "item: Post }", with: "item: Post, id: ↓Identifier }") + """
            events:
              share: {}
            item-actions:
              ↓share: { failure: failed }
              ↓isPending: { failure: failed }
            feedback:
              failed: { kind: error, text: That did not work }
            """),
            // Names the generated code makes from others: `takeConnectResult`, `showConfirmClear`.
            RuleExample(ExampleSpecs.feed + """
            events:
              ↓connect: { result: Session, failure: failed }
              takeConnectResult: {}
              clear: { runs: loader, failure: failed }
              showConfirmClear: {}
            feedback:
              failed: { kind: error, text: That did not work }
              ↓confirmClear: { kind: caution, text: Clear everything?, raised: manual, actions: { clear: { title: Clear, event: clear } } }
            """),
            // Names the screen's generated code declares because of what else it has: the
            // selection of a screen with bulk actions.
            RuleExample(ExampleSpecs.rows + """
            events:
              ↓selectAll: {}
            bulk-actions:
              archive: { failure: failed }
            feedback:
              failed: { kind: error, text: That did not work }
            """),
            // Beside sections, an event is a method of the view model that owns the sections'.
            RuleExample(ExampleSpecs.accountWithScreenButton
                .replacingOccurrences(of: "event: follow", with: "event: header")
                .replacingOccurrences(of: "  follow: {", with: "  ↓header: {")),
        ]
    )

    /// Where a spec's names become Swift names, and what the generated code declares beside them.
    enum Scope: String {
        case event, itemAction = "item action", bulkAction = "bulk action", property = "item property", feedbackMessage = "feedback message", argument, action, errorCause = "error cause", kind, section, signal

        /// The names the generated code of `spec` declares where this scope's names go: only
        /// those, so that a name no generated code of that screen declares is never refused.
        func reserved(in spec: ScreenSpec?) -> Set<String> {
            switch self {
            case .event, .itemAction, .bulkAction: spec.map(ReservedNames.actionNames) ?? SwiftNames.viewModelMembers.union(SwiftNames.enumMembers)
            case .property: []
            case .feedbackMessage: SwiftNames.feedbackMembers
            case .argument: []
            case .action: ["title"]
            case .errorCause: Self.errorCauseNames
            case .kind: SwiftNames.policyMembers
            case .section: (spec.map(ReservedNames.sectionedViewModel) ?? SwiftNames.sectionedViewModelMembers).union(SwiftNames.enumMembers)
            case .signal: SwiftNames.loaderRequirements
            }
        }

        /// What in the generated code already has the reserved `name`, in the writer's terms.
        func user(of name: String, besideSections: Bool = false) -> String {
            if SwiftNames.enumMembers.contains(name) { return "`\(name)`, which `CaseIterable` and `RawRepresentable` give the generated enum" }
            switch self {
            case .event, .itemAction, .bulkAction: return besideSections ? "the screen's view model's `\(name)`" : "the view model's `\(name)`"
            case .feedbackMessage:
                return Self.stateNames.contains(name) ? "the String Catalog keys of the \(name) state's texts" : "the message enum's `\(name)`"
            case .action: return "the action's `\(name)`"
            case .errorCause: return name == "other" ? "`other`, the cause of every failure not listed" : "the error-cause enum's `\(name)`"
            case .kind: return "`AppFeedbackPolicy.\(name)`"
            case .section: return "the screen's view model's `\(name)`"
            case .signal: return "the loader protocol's `\(name)`"
            case .property, .argument: return "`\(name)`"
            }
        }

        private static let stateNames: Set<String> = ["ideal", "loading", "empty", "error", "partial"]

        // Made once: every name of every screen is looked up in it.
        private static let errorCauseNames = SwiftNames.errorCauseMembers.union(SwiftNames.enumMembers)
    }

    func checkScreen(_ spec: ScreenSpec) -> [Finding] {
        spec.checkedParts.flatMap(check)
    }

    func checkBeyondScreens(_ context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        // Policy kinds become `AppFeedbackPolicy.<kind>`.
        if let file = context.policy.file {
            for kind in context.policy.kinds {
                guard let location = kind.location, let problem = Self.problem(with: kind.name, in: .kind) else { continue }
                findings.append(Finding(file: file, location: location, path: "kinds.\(kind.name)", message: "the kind name \(Diagnostic.quoted(kind.name)) \(problem)"))
            }
        }
        return findings
    }

    /// Why `name` cannot be a generated Swift member's name in `scope`, or nil when it can.
    /// `spec`: the screen whose generated code the name goes into; without it, every name any
    /// screen's generated code declares in that scope is refused.
    static func problem(with name: String, in scope: Scope, of spec: ScreenSpec? = nil) -> String? {
        problem(with: name, in: scope, reserved: scope.reserved(in: spec), besideSections: spec?.hasSections ?? false)
    }

    private static func problem(with name: String, in scope: Scope, reserved: Set<String>, besideSections: Bool) -> String? {
        // Only a name with a problem needs a suggestion.
        var hint: String { SwiftNames.suggestion(for: name, member: true).map { "; did you mean '\($0)'?" } ?? "" }
        if !SwiftNames.isIdentifier(name) {
            return "is not a Swift identifier; use letters, digits and underscores, starting with a lowercase letter\(hint)"
        } else if SwiftNames.keywords.contains(name) {
            return "is a Swift keyword"
        } else if !(name.unicodeScalars.first.map { ("a"..."z").contains($0) } ?? false) {
            return "must start with a lowercase letter, as Swift members do (an uppercase name can hide a type the generated code uses)\(hint)"
        } else if name.count > SwiftNames.maximumNameLength {
            return "is \(name.count) characters long; a name may have at most \(SwiftNames.maximumNameLength)"
        } else if reserved.contains(name) {
            return "is a name the generated code already uses (\(scope.user(of: name, besideSections: besideSections))); pick another"
        }
        return nil
    }

    private func check(_ spec: ScreenSpec) -> [Finding] {
        var findings: [Finding] = []
        var reserved: [Scope: Set<String>] = [:]
        func check(_ name: Located<String>, _ scope: Scope) {
            let names = reserved[scope] ?? scope.reserved(in: spec)
            reserved[scope] = names
            guard let problem = Self.problem(with: name.value, in: scope, reserved: names, besideSections: spec.hasSections) else { return }
            findings.append(Finding(file: spec.file, at: name, "the \(scope.rawValue) name \(Diagnostic.quoted(name.value)) \(problem)"))
        }
        for event in spec.events { check(event.name, .event) }
        for section in spec.sections { check(section.name, .section) }
        // Beside sections, an event is a method of the view model that owns the sections'.
        let sectionNames = Set(spec.sections.map(\.name.value))
        for event in spec.events where spec.hasSections && sectionNames.contains(event.name.value) {
            findings.append(Finding(file: spec.file, at: event.name,
                                    "the event name \(Diagnostic.quoted(event.name.value)) is also a section's; both become members of the screen's view model, so pick another"))
        }
        if let id = spec.content.id { check(id, .property) }
        // Item actions and events are both view-model methods.
        let eventNames = Set(spec.events.map(\.name.value))
        for action in spec.itemActions {
            if eventNames.contains(action.name.value) {
                findings.append(Finding(file: spec.file, at: action.name,
                                        "the item action name \(Diagnostic.quoted(action.name.value)) is also an event's; both become view-model methods, so pick another"))
            } else {
                check(action.name, .itemAction)
            }
        }
        // Bulk actions are view-model methods, loader requirements and item action cases.
        let actionNames = eventNames.union(spec.itemActions.map(\.name.value))
        for action in spec.bulkActions {
            if actionNames.contains(action.name.value) {
                findings.append(Finding(file: spec.file, at: action.name,
                                        "the bulk action name \(Diagnostic.quoted(action.name.value)) is also an event's or an item action's; both become view-model methods, so pick another"))
            } else {
                check(action.name, .bulkAction)
            }
        }
        // Signals are loader requirements, beside operations and item actions.
        let loaderNames = actionNames.union(spec.bulkActions.map(\.name.value))
        for signal in spec.signals {
            if loaderNames.contains(signal.name.value) {
                findings.append(Finding(file: spec.file, at: signal.name,
                                        "the signal name \(Diagnostic.quoted(signal.name.value)) is also an event's, an item action's or a bulk action's; both become loader requirements, so pick another"))
            } else {
                check(signal.name, .signal)
            }
        }
        for message in spec.feedback {
            check(message.name, .feedbackMessage)
            for argument in message.arguments { check(argument.name, .argument) }
            for action in message.actions { check(action.name, .action) }
        }
        for cause in spec.details(.error)?.causes ?? [] { check(cause.name, .errorCause) }
        findings += derivedMemberClashes(spec)
        // A state's arguments are members of the screen's text values.
        for state in [StateName.empty, .error, .partial] {
            for argument in spec.details(state)?.arguments ?? [] { check(argument.name, .argument) }
        }
        // References name events by the same words: a bad one is reported where it is defined,
        // and here only if it defines nothing.
        let defined = Set(spec.events.map(\.name.value))
        for event in References(spec).events where !defined.contains(event.value) {
            check(event, .event)
        }
        return findings
    }

    /// A member made from a name (`takeConnectResult` from `connect`) that another name, another
    /// made member or the generated code already has: reported at the name it is made from,
    /// once per member.
    private func derivedMemberClashes(_ spec: ScreenSpec) -> [Finding] {
        var written: [String: String] = [:]
        for event in spec.events { written[event.name.value] = "the event '\(event.name.value)'" }
        for action in spec.itemActions { written[action.name.value] = "the item action '\(action.name.value)'" }
        for action in spec.bulkActions { written[action.name.value] = "the bulk action '\(action.name.value)'" }
        for section in spec.sections { written[section.name.value] = "the section '\(section.name.value)'" }
        let declared = spec.hasSections ? ReservedNames.sectionedViewModel(spec) : ReservedNames.viewModel(spec)
        var findings: [Finding] = []
        var made: [String: DerivedMember] = [:]
        var reported: Set<Located<String>> = []
        for derived in DerivedMember.all(in: spec) where !reported.contains(derived.origin) {
            let other: String? = if let name = written[derived.member] {
                name
            } else if let earlier = made[derived.member] {
                "`\(derived.member)` made from the \(earlier.originKind) '\(earlier.origin.value)'"
            } else if declared.contains(derived.member) {
                "a member the generated code already declares"
            } else {
                nil
            }
            made[derived.member] = made[derived.member] ?? derived
            guard let other else { continue }
            reported.insert(derived.origin)
            findings.append(Finding(file: spec.file, at: derived.origin,
                "the \(derived.originKind) name \(Diagnostic.quoted(derived.origin.value)) gives the view model `\(derived.member)`, which is also \(other); pick another name"))
        }
        return findings
    }
}
