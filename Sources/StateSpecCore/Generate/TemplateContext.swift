import StateSpecVocabulary

import Foundation

/// Turns a checked `ScreenSpec` into the dictionary templates render. Every decision that is
/// not layout is taken here, so templates stay readable and overridable.
enum TemplateContext {
    static func make(for spec: ScreenSpec, policy: FeedbackPolicy, access: AccessLevel) -> [String: Any] {
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
            "states": StateName.allCases.compactMap { state($0, in: spec, screen: name, contentType: contentType) },
            "events": spec.events.map { event($0, feedback: feedbackNames) },
            "plainEvents": spec.events.filter { !$0.isOperation }.map { event($0, feedback: feedbackNames) },
            "hasPlainEvents": spec.events.contains { !$0.isOperation },
            "operations": spec.events.filter(\.isOperation).map { event($0, feedback: feedbackNames) },
            "feedback": ResolvedMessage.all(in: spec, policy: policy).map { feedbackMessage($0, screen: name) },
            "raisesFeedback": !References(spec).feedback.isEmpty,
        ]
        if let itemType { context["itemType"] = itemType }
        if let loading = spec.details(.loading) {
            let style = loading.style ?? (loading.placeholders != nil ? .skeleton : .spinner)
            context["loadingStyle"] = style.rawValue
            context["placeholderCount"] = loading.placeholders ?? 0
        }
        let texts = ScreenTexts(spec, screen: name)
        if let empty = texts.empty { context["empty"] = self.texts(empty) }
        if let error = texts.error {
            context["error"] = self.texts(error)
            let summaries = Dictionary(spec.details(.error)?.causes.map { ($0.name.value, $0.summary) } ?? []) { first, _ in first }
            context["causes"] = texts.causes.map { cause in
                self.texts(cause.texts).merging(["name": cause.name, "summary": docLines(summaries[cause.name] ?? nil)]) { $1 }
            }
        }
        if let partial = texts.partial { context["partial"] = self.texts(partial) }
        if let ideal = spec.details(.ideal) {
            context["idealSummary"] = docLines(ideal.summary)
            context["idealActions"] = texts.idealActions.map { ["actionTitle": $0.title.swift, "actionEvent": $0.event] }
        }
        for load in spec.loads.all {
            context[load.kind.rawValue] = self.load(load, feedback: feedbackNames)
        }
        if let input = spec.loads.initial?.input?.value { context["inputType"] = input }
        // What the partial state's retry runs: the load that failed into it.
        let partialSources = [spec.loads.refresh, spec.loads.more].compactMap { $0 }.filter { $0.failure?.value == partialStateFailure }
        if hasPartial, !partialSources.isEmpty {
            context["partialRetry"] = partialSources.count == 2 ? "either" : partialSources[0].kind.rawValue
        }
        if let initial = spec.loads.initial {
            context["appears"] = initial.isTriggeredByTheView
            context["reappear"] = initial.reappearBehaviour == .refresh && spec.loads.refresh == nil ? "keep" : initial.reappearBehaviour.rawValue
        }
        return context
    }

    /// The app-wide context: the policy's kinds and queue.
    static func make(for policy: FeedbackPolicy, screens: [ScreenSpec], access: AccessLevel) -> [String: Any] {
        [
            "access": access.modifier,
            "policyFile": policy.file.map(fileName) ?? "the built-in \(policy.profile.rawValue) profile",
            "profile": policy.profile.rawValue,
            "kinds": policy.kinds.map { kind in
                [
                    "name": kind.name,
                    "level": kind.level.rawValue,
                    "colour": SwiftNames.stringLiteral(kind.colour),
                    "icon": SwiftNames.stringLiteral(kind.icon ?? ""),
                    "haptic": kind.haptic.rawValue,
                    "announces": kind.announces ? "true" : "false",
                ] as [String: Any]
            },
            "queueOrder": policy.queue.order == .newestReplaces ? "newestReplaces" : "sequential",
            "queueDeduplication": policy.queue.deduplicate == .none ? "`none`" : policy.queue.deduplicate.rawValue,
            "queuePriority": policy.queue.priority.map { ".\($0.rawValue)" }.joined(separator: ", "),
            "screens": screens.compactMap(\.name?.value).sorted(),
        ]
    }

    /// A message as the catalog template writes it: every value already a Swift expression.
    private static func feedbackMessage(_ resolved: ResolvedMessage, screen: String) -> [String: Any] {
        let message = resolved.message
        let key = "\(screen).\(message.name.value)"
        var arguments: [[String: Any]] = []
        for argument in message.arguments {
            let wrapper = ["Int": "int", "Double": "double", "String": "string"][argument.type] ?? "string"
            arguments.append(["name": argument.name.value, "type": argument.type,
                              "value": "(\(SwiftNames.stringLiteral(argument.name.value)), .\(wrapper)(\(argument.name.value)))"])
        }
        var text = "LocalizedText(key: \(SwiftNames.stringLiteral(key)), other: \(SwiftNames.stringLiteral(message.text?.value ?? ""))"
        if let one = message.one { text += ", one: \(SwiftNames.stringLiteral(one.value))" }
        if !arguments.isEmpty {
            text += ", arguments: [\(arguments.map { $0["value"] as! String }.joined(separator: ", "))]"
        }
        if message.one != nil, let plural = message.pluralArgument {
            text += ", pluralArgument: \(SwiftNames.stringLiteral(plural.name.value))"
        }
        text += ")"
        let duration: String = switch resolved.duration {
        case .persistent: ".persistent"
        case .seconds(let seconds): ".seconds(\(FeedbackPolicy.Duration.text(seconds)))"
        }
        return [
            "name": message.name.value,
            "key": SwiftNames.stringLiteral(key),
            "kind": message.kind?.value ?? "info",
            "text": text,
            "presentation": resolved.presentation.rawValue,
            "duration": duration,
            "summary": docLines(message.summary ?? message.text?.value),
            "parameters": arguments.map { "\($0["name"]!): \($0["type"]!)" }.joined(separator: ", "),
            "hasArguments": !arguments.isEmpty,
            "actions": "[" + message.actions.map { action in
                let title = "LocalizedText(key: \(SwiftNames.stringLiteral("\(key).\(action.name.value)")), other: \(SwiftNames.stringLiteral(action.title?.value ?? "")))"
                let role: String = action.role == .default ? "`default`" : action.role.rawValue
                return "FeedbackAction(id: \(SwiftNames.stringLiteral(action.name.value)), title: \(title), role: .\(role))"
            }.joined(separator: ", ") + "]",
        ]
    }

    /// A state: its case's name and associated values, and its doc comment.
    private static func state(_ name: StateName, in spec: ScreenSpec, screen: String, contentType: String) -> [String: Any]? {
        guard let details = spec.details(name) else { return nil }
        let fallback: String = switch name {
        case .ideal: "The content, loaded and complete."
        case .loading: "The first load is running."
        case .empty: "The load succeeded with nothing to show."
        case .error: "The first load failed."
        case .partial: "Content is shown, but part of it failed to load."
        }
        let payload: String = switch name {
        case .ideal: "(\(contentType))"
        case .error: "(\(screen)ErrorCause)"
        case .partial: "(\(contentType), \(screen)ErrorCause)"
        case .loading, .empty: ""
        }
        return ["name": name.rawValue, "payload": payload, "summary": docLines(details.summary ?? details.message?.value ?? fallback)]
    }

    private static func event(_ event: ScreenSpec.Event, feedback: Set<String>) -> [String: Any] {
        var context: [String: Any] = [
            "name": event.name.value,
            "summary": docLines(event.summary ?? "Fires the `\(event.name.value)` event."),
        ]
        if let success = event.success?.value, feedback.contains(success) { context["success"] = success }
        if let failure = event.failure?.value, feedback.contains(failure) { context["failure"] = failure }
        if let input = event.input?.value { context["inputType"] = input }
        return context
    }

    private static func load(_ load: ScreenSpec.Load, feedback: Set<String>) -> [String: Any] {
        var context: [String: Any] = [
            "summary": docLines(load.summary),
            "trigger": load.trigger?.rawValue ?? "",
            "appendsAtEnd": load.direction == .older,
            "triggeredByTheView": load.isTriggeredByTheView,
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

    /// A state's user-facing texts as Swift expressions, and its button.
    private static func texts(_ texts: StateTexts) -> [String: Any] {
        var context: [String: Any] = [:]
        if let message = texts.message { context["message"] = message.swift }
        if let retry = texts.retry { context["retry"] = retry.swift }
        if let action = texts.action {
            context["actionTitle"] = action.title.swift
            context["actionEvent"] = action.event
        }
        return context
    }

    /// Text split into lines for `///` comments; never empty lines that would end the comment.
    private static func docLines(_ text: String?) -> [String] {
        guard let text else { return [] }
        return text.split(whereSeparator: \.isNewline).map { SwiftNames.oneLine($0.trimmingCharacters(in: .whitespaces)) }.filter { !$0.isEmpty }
    }

    /// `Post` → `Post?`; types whose `?` would bind to a part (`any P`, `() -> T`) get parentheses.
    private static func optional(_ type: String) -> String {
        if type.hasSuffix("?") { return type }
        let needsParentheses = type.contains("->") || type.contains("&") || type.hasPrefix("any ") || type.hasPrefix("some ")
        return needsParentheses ? "(\(type))?" : "\(type)?"
    }

    private static func fileName(_ path: String) -> String {
        SwiftNames.oneLine(String(path.split(separator: "/").last ?? Substring(path)))
    }
}
