/// One user-facing text of a screen's states, with the String Catalog key it is translated
/// under. Keys follow the spec: `Timeline.empty.message`, `Timeline.error.retry`,
/// `Timeline.error.offline.message`, `Timeline.partial.action`, `Timeline.ideal.compose`.
public struct ScreenText: Sendable, Hashable {
    public var key: String
    public var text: String
    /// What translators read next to it in the catalog.
    public var comment: String
    /// The values its `{placeholders}` take, in the order the catalog's format numbers them: the
    /// state's arguments it uses, in the order declared, then `error` (the failure's description).
    public var arguments: [ScreenPlan.Argument] = []

    /// True when the text has values to fill in, so that code builds it from them.
    public var takesValues: Bool { !arguments.isEmpty }
}

/// A button: its title and the event it fires.
public struct ButtonText: Sendable, Hashable {
    public var title: ScreenText
    public var event: String
}

/// The texts one state (or one error cause) shows.
public struct StateTexts: Sendable, Hashable {
    public var message: ScreenText?
    public var retry: ScreenText?
    public var action: ButtonText?

    /// True when one of its texts has values to fill in.
    public var takesValues: Bool {
        message?.takesValues == true || retry?.takesValues == true || action?.title.takesValues == true
    }

    /// True when one of its texts shows the failure's description (`{error}`).
    public var showsError: Bool {
        [message, retry, action?.title].contains { $0?.arguments.contains { $0.name == errorPlaceholder } ?? false }
    }
}

/// Every user-facing text of a screen's states. Generated code and the String Catalog both read
/// them from here, so the keys in code are the keys translators get.
public struct ScreenTexts: Sendable, Hashable {
    public struct CauseTexts: Sendable, Hashable {
        public var name: String
        public var texts: StateTexts
    }

    public var empty: StateTexts?
    public var error: StateTexts?
    /// Each cause's texts; what a cause does not say itself, it takes (key and all) from the
    /// error state.
    public var causes: [CauseTexts] = []
    public var partial: StateTexts?
    public var idealActions: [ButtonText] = []
    /// What the screen says while it waits for its first input (`loads.initial.prompt`).
    public var idlePrompt: ScreenText?
    /// The values the states' texts fill in, screen-wide (each name once, as first declared; never
    /// `error`, which is the failure's description): the members of the screen's text values.
    public var values: [ScreenPlan.Argument] = []

    /// True when some state's text has values to fill in.
    public var takeValues: Bool {
        [empty, error, partial].contains { $0?.takesValues ?? false } || causes.contains { $0.texts.takesValues }
    }

    init(_ spec: ScreenSpec, screen: String) {
        var declared: [ScreenSpec.TextArgument] = []
        var showsError = false
        func text(_ value: Located<String>?, _ path: String, _ what: String) -> ScreenText? {
            value.map { value in
                let placeholders = Placeholders.names(in: value.value)
                var arguments = declared.filter { placeholders.contains($0.name.value) }
                    .map { ScreenPlan.Argument(name: $0.name.value, type: $0.type) }
                if showsError, placeholders.contains(errorPlaceholder) {
                    arguments.append(ScreenPlan.Argument(name: errorPlaceholder, type: "String"))
                }
                return ScreenText(key: "\(screen).\(path)", text: value.value, comment: "\(screen): \(what)", arguments: arguments)
            }
        }
        /// Sets what the texts of `state` fill in: its arguments, and `{error}` where a failure is behind it.
        func arguments(of state: StateName, _ details: ScreenSpec.StateDetails) {
            // `state-placeholder-mismatch` reports an argument named `error`, and types that differ.
            declared = details.arguments.filter { $0.name.value != errorPlaceholder && !$0.type.isEmpty }
            showsError = state != .empty
            for argument in declared where !values.contains(where: { $0.name == argument.name.value }) {
                values.append(ScreenPlan.Argument(name: argument.name.value, type: argument.type))
            }
        }
        func texts(message: Located<String>?, retry: Located<String>?, action: ScreenSpec.Action?, _ path: String, _ owner: String) -> StateTexts {
            var texts = StateTexts(message: text(message, "\(path).message", "the message of \(owner)"),
                                   retry: text(retry, "\(path).retry", "the retry button of \(owner)"))
            if let title = text(action?.title, "\(path).action", "the button of \(owner)"), let event = action?.event {
                texts.action = ButtonText(title: title, event: event.value)
            }
            return texts
        }
        func texts(_ details: ScreenSpec.StateDetails, _ path: String, _ owner: String) -> StateTexts {
            texts(message: details.message, retry: details.retry, action: details.action, path, owner)
        }
        if let details = spec.details(.empty) {
            arguments(of: .empty, details)
            empty = texts(details, "empty", "the empty state")
        }
        if let details = spec.details(.partial) {
            arguments(of: .partial, details)
            partial = texts(details, "partial", "the partial state")
        }
        if let details = spec.details(.error) {
            arguments(of: .error, details)
            var error = texts(details, "error", "the error state")
            // `error-without-message` asks for one; should it be silenced, the text is empty. A
            // section that leaves the screen when its first load fails draws no error state, and
            // without a message of its own has no texts to translate.
            if !spec.hidesWhenFailed {
                error.message = error.message ?? ScreenText(key: "\(screen).error.message", text: "", comment: "\(screen): the message of the error state")
            }
            self.error = error
            causes = details.causes.map { cause in
                let own = texts(message: cause.message, retry: cause.retry, action: cause.action,
                                "error.\(cause.name.value)", "the '\(cause.name.value)' error")
                return CauseTexts(name: cause.name.value, texts: StateTexts(
                    message: own.message ?? error.message, retry: own.retry ?? error.retry, action: own.action ?? error.action))
            }
        }
        // The content's buttons and the prompt take no values.
        declared = []
        showsError = false
        if let initial = spec.loads.initial, initial.awaitsInput, initial.input != nil {
            idlePrompt = text(initial.prompt, "idle.prompt", "what the screen says before its first input")
        }
        var seenEvents: [String: Int] = [:]
        for action in spec.details(.ideal)?.actions ?? [] {
            guard let event = action.event?.value else { continue }
            // Two buttons for one event get distinct keys, in the order written.
            seenEvents[event, default: 0] += 1
            let suffix = seenEvents[event]! > 1 ? ".\(seenEvents[event]!)" : ""
            if let title = text(action.title, "ideal.\(event)\(suffix)", "the '\(event)' button of the content") {
                idealActions.append(ButtonText(title: title, event: event))
            }
        }
    }

    /// Every distinct text, in a stable order, for the String Catalog.
    public var all: [ScreenText] {
        var texts: [ScreenText] = []
        for state in [empty, error] + causes.map(\.texts) + [partial] {
            guard let state else { continue }
            texts += [state.message, state.retry, state.action?.title].compactMap { $0 }
        }
        texts += idealActions.map(\.title)
        if let idlePrompt { texts.append(idlePrompt) }
        var seen = Set<String>()
        return texts.filter { seen.insert($0.key).inserted }
    }
}
