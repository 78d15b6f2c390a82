import StateSpecVocabulary

/// Reads a syntax tree into a `ScreenSpec`. Lenient by design: whatever does not have the
/// shape the schema asks for is left out, because the rules already report it with its position.
enum ModelBuilder {
    static func build(_ root: SyntaxNode, file: String) -> ScreenSpec {
        var spec = screen(root, file: file)
        spec.sectionsStyle = word(root["sections-style"])
        let sections = root.entry(SpecSchema.sectionsKey)
        guard let sections, sections.value.entries != nil || sections.value.isEmptyScalar else { return spec }
        spec.sectionsLocation = sections.keyLocation
        spec.sections = named(sections.value) { name, node in
            // A section is read as a screen without a name; sections inside it are unknown keys.
            var section = ScreenSpec.Section(name: name, keyLocation: name.location, spec: screen(node, file: file),
                                             whenEmpty: word(node["when-empty"]), whenFailed: word(node["when-failed"]))
            section.primary = text(node["primary"]).flatMap { value in
                value.value == "true" ? Located(true, at: value.location, path: value.path) : nil
            }
            section.placement = word(node["placement"])
            section.rows = word(node["rows"])
            section.spec.hidesWhenEmpty = section.hidesWhenEmpty
            section.spec.hidesWhenFailed = section.hidesWhenFailed
            return section
        }
        return spec
    }

    /// The keys a screen and a section share.
    private static func screen(_ root: SyntaxNode, file: String) -> ScreenSpec {
        let content = root["content"]
        var spec = ScreenSpec(
            file: file,
            name: text(root["screen"]),
            summary: text(root["summary"])?.value,
            content: ScreenSpec.Content(type: text(content?["type"]), item: text(content?["item"]), id: text(content?["id"])),
            states: states(root["states"]),
            statesLocation: root.entry("states")?.keyLocation ?? root.location,
            listsStates: root["states"].map { $0.entries != nil || $0.isEmptyScalar } ?? false,
            loads: loads(root["loads"], fallback: root.location),
            events: named(root["events"]) { name, node in
                ScreenSpec.Event(name: name, summary: text(node["summary"])?.value,
                                 success: text(node["success"]), failure: text(node["failure"]),
                                 input: text(node["input"]), haptic: word(node["haptic"]), result: text(node["result"]),
                                 whileRunning: word(node["while-running"]),
                                 optimistic: text(node["optimistic"]).flatMap { $0.value == "true" ? $0 : nil },
                                 confirm: text(node[SpecSchema.confirmKey]),
                                 runs: word(node[SpecSchema.runsKey]))
            },
            itemActions: named(root["item-actions"]) { name, node in
                ScreenSpec.ItemAction(name: name, summary: text(node["summary"])?.value,
                                      isOptimistic: text(node["optimistic"])?.value == "true",
                                      effect: word(node["effect"])?.value ?? .update,
                                      success: text(node["success"]), failure: text(node["failure"]),
                                      haptic: word(node["haptic"]),
                                      reportsProgress: text(node["progress"])?.value == "true",
                                      confirm: text(node[SpecSchema.confirmKey]))
            },
            liveUpdates: root["live-updates"].flatMap { node in
                guard node.entries != nil || node.isEmptyScalar else { return nil }
                return ScreenSpec.LiveUpdates(location: root.entry("live-updates")?.keyLocation ?? node.location,
                                              summary: text(node["summary"])?.value,
                                              insertsAtStart: text(node["inserts"])?.value != "end",
                                              perInput: text(node["per-input"]).flatMap { $0.value == "true" ? $0 : nil })
            },
            feedback: named(root["feedback"]) { name, node in
                ScreenSpec.FeedbackMessage(
                    name: name, summary: text(node["summary"])?.value, kind: text(node["kind"]), text: text(node["text"]),
                    one: text(node["one"]),
                    arguments: arguments(node["arguments"]),
                    presentation: word(node["presentation"]), duration: duration(node["duration"]),
                    actions: named(node["actions"]) { action, button in
                        ScreenSpec.FeedbackAction(name: action, title: text(button["title"]), role: word(button["role"])?.value ?? .default,
                                                  event: text(button["event"]))
                    },
                    isRaisedManually: text(node["raised"])?.value == "manual",
                    title: text(node["title"]),
                    detents: node["detents"].flatMap { list -> Located<[FeedbackSheetDetent]>? in
                        guard case .sequence(let items) = list.value else { return nil }
                        let detents: [FeedbackSheetDetent] = items.compactMap { (word($0) as Located<FeedbackSheetDetent>?)?.value }
                        return Located(detents, at: list.location, path: list.path)
                    },
                    dismissible: text(node["dismissible"]).flatMap { value in
                        ["true": true, "false": false][value.value].map { Located($0, at: value.location, path: value.path) }
                    },
                    field: node["field"].flatMap { field in
                        guard field.entries != nil || field.isEmptyScalar else { return nil }
                        return ScreenSpec.MessageField(site: Site(location: node.entry("field")?.keyLocation ?? field.location, path: field.path),
                                                       placeholder: text(field["placeholder"]), isSecure: text(field["secure"])?.value == "true")
                    })
            },
            network: word(root["network"])
        )
        spec.unreadCount = text(root["unread-count"])
        spec.bulkActions = named(root["bulk-actions"]) { name, node in
            ScreenSpec.BulkAction(name: name, summary: text(node["summary"])?.value,
                                  isOptimistic: text(node["optimistic"])?.value == "true",
                                  effect: word(node["effect"])?.value ?? .update,
                                  success: text(node["success"]), failure: text(node["failure"]),
                                  confirm: text(node[SpecSchema.confirmKey]),
                                  haptic: word(node["haptic"]))
        }
        if let preview = root["preview"] {
            spec.preview = ScreenSpec.Preview(content: text(preview["content"]), view: text(preview["view"]), location: preview.location)
        }
        spec.signals = named(root["signals"]) { name, node in
            ScreenSpec.Signal(name: name, summary: text(node["summary"])?.value, effect: word(node["reaction"]), throttle: text(node["throttle"]), inserts: text(node["inserts"]))
        }
        return spec
    }

    /// A non-empty scalar with its position.
    static func text(_ node: SyntaxNode?) -> Located<String>? {
        guard let node, let value = node.scalar, !value.isEmpty else { return nil }
        return Located(value, at: node.location, path: node.path)
    }

    /// A word of a closed set (`snackbar`, `end-of-list`) with its position; nil for anything
    /// else, which `invalid-value` reports.
    static func word<Word: RawRepresentable & Sendable & Hashable>(_ node: SyntaxNode?) -> Located<Word>? where Word.RawValue == String {
        guard let text = text(node), let word = Word(rawValue: text.value) else { return nil }
        return Located(word, at: text.location, path: text.path)
    }

    /// `4`, `2.5` or `persistent`, with its position.
    static func duration(_ node: SyntaxNode?) -> Located<FeedbackDuration>? {
        guard let text = text(node), let duration = FeedbackDuration(specText: text.value) else { return nil }
        return Located(duration, at: text.location, path: text.path)
    }

    private static func states(_ node: SyntaxNode?) -> [StateName: ScreenSpec.StateDeclaration] {
        var states: [StateName: ScreenSpec.StateDeclaration] = [:]
        for entry in node?.entries ?? [] {
            guard let name = StateName(rawValue: entry.key) else { continue }
            if let waiver = entry.value.entry(SpecSchema.waiverKey) {
                let others = (entry.value.entries ?? []).filter { $0.key != SpecSchema.waiverKey }
                states[name] = .waived(reason: text(waiver.value), at: waiver.keyLocation,
                                       otherKeys: others.map { Located($0.key, at: $0.keyLocation, path: $0.value.path) })
            } else {
                states[name] = .present(details(entry.value, keyLocation: entry.keyLocation))
            }
        }
        return states
    }

    private static func details(_ node: SyntaxNode, keyLocation: SourceLocation) -> ScreenSpec.StateDetails {
        ScreenSpec.StateDetails(
            location: node.location,
            keyLocation: keyLocation,
            summary: text(node["summary"])?.value,
            message: text(node["message"]),
            retry: text(node["retry"]),
            action: action(node["action"]),
            actions: node["actions"].flatMap { list -> [ScreenSpec.Action]? in
                guard case .sequence(let items) = list.value else { return nil }
                return items.compactMap(action)
            } ?? [],
            style: word(node["style"])?.value,
            placeholders: text(node["placeholders"]).flatMap { SpecNumber.whole($0.value) },
            causes: named(node["causes"]) { name, cause in
                ScreenSpec.ErrorCause(name: name, summary: text(cause["summary"])?.value,
                                      message: text(cause["message"]), retry: text(cause["retry"]),
                                      action: action(cause["action"]))
            },
            arguments: arguments(node["arguments"])
        )
    }

    /// `arguments: { name: Type }`, in the order written.
    private static func arguments(_ node: SyntaxNode?) -> [ScreenSpec.TextArgument] {
        named(node) { argument, type in ScreenSpec.TextArgument(name: argument, type: text(type)?.value ?? "") }
    }

    private static func action(_ node: SyntaxNode?) -> ScreenSpec.Action? {
        guard let node, node.entries != nil else { return nil }
        return ScreenSpec.Action(title: text(node["title"]), event: text(node["event"]))
    }

    private static func loads(_ node: SyntaxNode?, fallback: SourceLocation) -> ScreenSpec.Loads {
        func load(_ kind: LoadKind) -> ScreenSpec.Load? {
            guard let load = node?[kind.rawValue], load.entries != nil || load.isEmptyScalar else { return nil }
            return ScreenSpec.Load(
                kind: kind,
                location: node?.entry(kind.rawValue)?.keyLocation ?? load.location,
                summary: text(load["summary"])?.value,
                trigger: word(load["on"])?.value,
                input: text(load["input"]),
                reappear: text(load["reappear"]),
                isSeeded: kind == .initial && text(load["seeded"])?.value == "true",
                readsCache: kind == .initial && ["true", "keep"].contains(text(load["cache"])?.value),
                keepsCache: kind == .initial ? text(load["cache"]).flatMap { $0.value == "keep" ? $0 : nil } : nil,
                debounce: text(load["debounce"]),
                triggerText: kind == .initial ? text(load["on"]) : nil,
                prompt: kind == .initial ? text(load["prompt"]) : nil,
                keepInputs: kind == .initial ? text(load["keep-inputs"]) : nil,
                inputChange: kind == .initial ? word(load["input-change"]) : nil,
                direction: word(load["direction"])?.value ?? .older,
                refreshStyle: kind == .refresh ? text(load["keeps-content"]).flatMap { keeps in RefreshStyle(keepsContent: keeps.value).map { Located($0, at: keeps.location, path: keeps.path) } } : nil,
                every: kind == .refresh ? text(load["every"]) : nil,
                onReturn: kind == .refresh ? returnConditions(load["on-return"]) : [],
                timed: kind == .refresh ? text(load["timed"]) : nil,
                failure: text(load["failure"]),
                debouncesFirstInput: kind == .initial && text(load["debounce-first"])?.value == "true"
            )
        }
        var loads = ScreenSpec.Loads(location: node?.location ?? fallback,
                                     isWritten: node.map { $0.entries != nil || $0.isEmptyScalar } ?? false,
                                     initial: load(.initial), refresh: load(.refresh), more: load(.more))
        if let gaps = node?["gaps"], gaps.entries != nil || gaps.isEmptyScalar {
            loads.gaps = ScreenSpec.Gaps(location: node?.entry("gaps")?.keyLocation ?? gaps.location,
                                         summary: text(gaps["summary"])?.value, failure: text(gaps["failure"]))
        }
        return loads
    }

    /// The entries of a mapping whose keys the author names, in the order written.
    static func named<T>(_ node: SyntaxNode?, _ read: (Located<String>, SyntaxNode) -> T) -> [T] {
        (node?.entries ?? []).map { entry in
            read(Located(entry.key, at: entry.keyLocation, path: entry.value.path), entry.value)
        }
    }
}
