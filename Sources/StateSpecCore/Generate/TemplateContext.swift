import Foundation

/// Turns a checked `ScreenSpec` into the dictionary templates render. Every decision that is
/// not layout is taken here, so templates stay readable and overridable.
enum TemplateContext {
    static func make(for spec: ScreenSpec, access: AccessLevel) -> [String: Any] {
        let name = spec.name?.value ?? "Screen"
        let contentType = spec.content.type?.value ?? "Never"
        let itemType = spec.content.item?.value
        let hasEmpty = spec.details(.empty) != nil
        let hasError = spec.details(.error) != nil
        let hasPartial = spec.details(.partial) != nil
        // Collections are empty by count; a single record is empty when the loader returns nil.
        let loadedType = itemType != nil || !hasEmpty ? contentType : optional(contentType)
        let feedbackNames = Set(spec.feedback.map(\.name.value))

        var context: [String: Any] = [
            "specFile": fileName(spec.file),
            "access": access.modifier,
            "name": name,
            "summary": docLines(spec.summary),
            "contentType": contentType,
            "loadedType": loadedType,
            "hasItems": itemType != nil,
            "hasEmpty": hasEmpty,
            "hasError": hasError,
            "hasPartial": hasPartial,
            "hasCauseType": hasError || hasPartial,
            "initialThrows": hasError,
            "emptyContent": itemType != nil ? "[]" : "nil",
            "states": StateName.allCases.compactMap { state($0, in: spec) },
            "events": spec.events.map { event($0, feedback: feedbackNames) },
            "plainEvents": spec.events.filter { !$0.isOperation }.map { event($0, feedback: feedbackNames) },
            "operations": spec.events.filter(\.isOperation).map { event($0, feedback: feedbackNames) },
            "feedback": spec.feedback.map { message in
                [
                    "name": message.name.value,
                    "kind": SwiftNames.stringLiteral(message.kind?.value ?? ""),
                    "text": SwiftNames.stringLiteral(message.text?.value ?? ""),
                    "summary": docLines(message.summary),
                ] as [String: Any]
            },
        ]
        if let itemType { context["itemType"] = itemType }
        if let loading = spec.details(.loading) {
            let style = loading.style ?? (loading.placeholders != nil ? .skeleton : .spinner)
            context["loadingStyle"] = style.rawValue
            context["placeholderCount"] = loading.placeholders ?? 0
        }
        if let empty = spec.details(.empty) {
            context["empty"] = texts(message: empty.message, retry: nil, action: empty.action)
        }
        if let error = spec.details(.error) {
            context["error"] = texts(message: error.message, retry: error.retry, action: error.action)
            context["causes"] = error.causes.map { cause in
                texts(message: cause.message ?? error.message, retry: cause.retry ?? error.retry, action: cause.action ?? error.action)
                    .merging(["name": cause.name.value, "summary": docLines(cause.summary)]) { $1 }
            }
        }
        if let partial = spec.details(.partial) {
            context["partial"] = texts(message: partial.message, retry: partial.retry, action: partial.action)
        }
        if let ideal = spec.details(.ideal) {
            context["idealSummary"] = docLines(ideal.summary)
            context["idealActions"] = ideal.actions.map { texts(message: nil, retry: nil, action: $0) }
        }
        for load in spec.loads.all {
            context[load.kind.rawValue] = self.load(load, feedback: feedbackNames)
        }
        if let input = spec.loads.initial?.input?.value { context["inputType"] = input }
        return context
    }

    private static func state(_ name: StateName, in spec: ScreenSpec) -> [String: Any]? {
        guard let details = spec.details(name) else { return nil }
        let fallback: String = switch name {
        case .ideal: "The content, loaded and complete."
        case .loading: "The first load is running."
        case .empty: "The load succeeded with nothing to show."
        case .error: "The first load failed."
        case .partial: "Content is shown, but part of it failed to load."
        }
        return ["name": name.rawValue, "summary": docLines(details.summary ?? details.message?.value ?? fallback)]
    }

    private static func event(_ event: ScreenSpec.Event, feedback: Set<String>) -> [String: Any] {
        var context: [String: Any] = [
            "name": event.name.value,
            "summary": docLines(event.summary ?? "Fires the `\(event.name.value)` event."),
        ]
        if let success = event.success?.value, feedback.contains(success) { context["success"] = success }
        if let failure = event.failure?.value, feedback.contains(failure) { context["failure"] = failure }
        return context
    }

    private static func load(_ load: ScreenSpec.Load, feedback: Set<String>) -> [String: Any] {
        var context: [String: Any] = [
            "summary": docLines(load.summary),
            "trigger": load.trigger ?? "",
            "appendsAtEnd": load.direction == .older,
        ]
        if let failure = load.failure?.value {
            if failure == partialStateFailure {
                context["failsIntoPartial"] = true
            } else if feedback.contains(failure) {
                context["failureFeedback"] = failure
            }
        }
        return context
    }

    /// A state's user-facing texts as Swift literals, and its button.
    private static func texts(message: Located<String>?, retry: Located<String>?, action: ScreenSpec.Action?) -> [String: Any] {
        var context: [String: Any] = [:]
        if let message { context["message"] = SwiftNames.stringLiteral(message.value) }
        if let retry { context["retry"] = SwiftNames.stringLiteral(retry.value) }
        if let title = action?.title, let event = action?.event {
            context["actionTitle"] = SwiftNames.stringLiteral(title.value)
            context["actionEvent"] = event.value
        }
        return context
    }

    /// Text split into lines for `///` comments; never empty lines that would end the comment.
    private static func docLines(_ text: String?) -> [String] {
        guard let text else { return [] }
        return text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// `Post` → `Post?`; types whose `?` would bind to a part (`any P`, `() -> T`) get parentheses.
    private static func optional(_ type: String) -> String {
        if type.hasSuffix("?") { return type }
        let needsParentheses = type.contains("->") || type.contains("&") || type.hasPrefix("any ") || type.hasPrefix("some ")
        return needsParentheses ? "(\(type))?" : "\(type)?"
    }

    private static func fileName(_ path: String) -> String {
        String(path.split(separator: "/").last ?? Substring(path))
    }
}
