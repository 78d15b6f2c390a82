/// One user-facing text of a screen's states, with the String Catalog key it is translated
/// under. Keys follow the spec: `Timeline.empty.message`, `Timeline.error.retry`,
/// `Timeline.error.offline.message`, `Timeline.partial.action`, `Timeline.ideal.compose`.
struct ScreenText: Hashable {
    var key: String
    var text: String
    /// What translators read next to it in the catalog.
    var comment: String

    /// The text as the Swift expression generated code holds.
    var swift: String {
        "LocalizedText(key: \(SwiftNames.stringLiteral(key)), other: \(SwiftNames.stringLiteral(text)))"
    }
}

/// The texts one state (or one error cause) shows.
struct StateTexts {
    var message: ScreenText?
    var retry: ScreenText?
    var action: (title: ScreenText, event: String)?
}

/// Every user-facing text of a screen's states. Generated code and the String Catalog both read
/// them from here, so the keys in code are the keys translators get.
struct ScreenTexts {
    var empty: StateTexts?
    var error: StateTexts?
    /// Each cause's texts; what a cause does not say itself, it takes (key and all) from the
    /// error state.
    var causes: [(name: String, texts: StateTexts)] = []
    var partial: StateTexts?
    var idealActions: [(title: ScreenText, event: String)] = []

    init(_ spec: ScreenSpec, screen: String) {
        func text(_ value: Located<String>?, _ path: String, _ what: String) -> ScreenText? {
            value.map { ScreenText(key: "\(screen).\(path)", text: $0.value, comment: "\(screen): \(what)") }
        }
        func texts(_ details: ScreenSpec.StateDetails, _ path: String, _ owner: String) -> StateTexts {
            var texts = StateTexts(message: text(details.message, "\(path).message", "the message of \(owner)"),
                                   retry: text(details.retry, "\(path).retry", "the retry button of \(owner)"))
            if let title = text(details.action?.title, "\(path).action", "the button of \(owner)"), let event = details.action?.event {
                texts.action = (title, event.value)
            }
            return texts
        }
        empty = spec.details(.empty).map { texts($0, "empty", "the empty state") }
        partial = spec.details(.partial).map { texts($0, "partial", "the partial state") }
        if let details = spec.details(.error) {
            var error = texts(details, "error", "the error state")
            // `error-without-message` asks for one; should it be silenced, the text is empty.
            error.message = error.message ?? ScreenText(key: "\(screen).error.message", text: "", comment: "\(screen): the message of the error state")
            self.error = error
            causes = details.causes.map { cause in
                let own = texts(ScreenSpec.StateDetails(cause), "error.\(cause.name.value)", "the '\(cause.name.value)' error")
                return (cause.name.value, StateTexts(message: own.message ?? error.message, retry: own.retry ?? error.retry,
                                                     action: own.action ?? error.action))
            }
        }
        var seenEvents: [String: Int] = [:]
        for action in spec.details(.ideal)?.actions ?? [] {
            guard let event = action.event?.value else { continue }
            // Two buttons for one event get distinct keys, in the order written.
            seenEvents[event, default: 0] += 1
            let suffix = seenEvents[event]! > 1 ? ".\(seenEvents[event]!)" : ""
            if let title = text(action.title, "ideal.\(event)\(suffix)", "the '\(event)' button of the content") {
                idealActions.append((title, event))
            }
        }
    }

    /// Every distinct text, in a stable order, for the String Catalog.
    var all: [ScreenText] {
        var texts: [ScreenText] = []
        for state in [empty, error] + causes.map(\.texts) + [partial] {
            guard let state else { continue }
            texts += [state.message, state.retry, state.action?.title].compactMap { $0 }
        }
        texts += idealActions.map(\.title)
        var seen = Set<String>()
        return texts.filter { seen.insert($0.key).inserted }
    }
}

private extension ScreenSpec.StateDetails {
    /// A cause's texts in the shape of a state's.
    init(_ cause: ScreenSpec.ErrorCause) {
        self.init(location: cause.name.location, keyLocation: cause.name.location, summary: cause.summary, message: cause.message, retry: cause.retry,
                  action: cause.action, actions: [], style: nil, placeholders: nil, causes: [])
    }
}
