import Foundation
import StateSpecVocabulary

/// A plan in Swift's terms: the template context. Everything a template writes that depends on
/// Swift's spelling is made here (string literals, optional types, access modifiers, doc-comment
/// lines), so templates only lay it out. `statespec plan` prints it; the Templates article lists its keys.
public enum SwiftContext {
    public static func screen(_ plan: ScreenPlan, access: AccessLevel) -> TemplateValue {
        if !plan.sections.isEmpty { return sectioned(plan, access: access) }
        let contentType = plan.content.type
        let loadedType = plan.content.loadsOptional ? optional(contentType) : contentType
        let messageNames = Set(plan.messages.map(\.name))
        // Each event's context once: `plainEvents` and `operations` split `events`.
        let events = plan.events.map { (isOperation: $0.operation != nil, context: event($0, messages: messageNames)) }
        var context: [String: TemplateValue] = [
            "specFile": .string(fileName(plan.specPath)),
            "access": .string(access.modifier),
            "name": .string(plan.name),
            "summary": docLines(plan.summary),
            "contentType": .string(contentType),
            "loadedType": .string(loadedType),
            "hasItems": .bool(plan.content.itemType != nil),
            "hasEmpty": .bool(plan.hasEmpty),
            // How the runtime tells the empty state: an empty collection, a nil record, or nil
            // content of a type that is itself optional.
            "emptyCase": .string(!plan.hasEmpty ? "" : plan.content.itemType != nil ? "EmptyCase" : loadedType == contentType ? "NilContentIsEmpty" : "NilIsEmpty"),
            "hasError": .bool(plan.hasError),
            "hasPartial": .bool(plan.hasPartial),
            "hasCauseType": .bool(plan.hasError || plan.hasPartial),
            "initialThrows": .bool(plan.initial.canFail),
            "emptyContent": .string(plan.content.itemType != nil ? "[]" : "nil"),
            "states": .list(plan.states.map { state($0, plan: plan) }),
            "events": .list(events.map(\.context)),
            "plainEvents": .list(events.filter { !$0.isOperation }.map(\.context)),
            "hasPlainEvents": .bool(events.contains { !$0.isOperation }),
            "operations": .list(events.filter(\.isOperation).map(\.context)),
            "hasResultOperations": .bool(!plan.resultOperations.isEmpty),
            "itemActions": .list(plan.itemActions.map(itemAction)),
            "keepsJournal": .bool(plan.keepsEditJournal),
            "adjustsLoaded": .bool(!plan.itemActions.isEmpty),
            "signals": .list(plan.signals.map { signal in
                ["name": .string(signal.name), "summary": docLines(signal.summary), "applies": .bool(signal.applies)]
            }),
            "feedback": .list(plan.messages.map(message)),
            "raisesFeedback": .bool(plan.raisesFeedback),
            "requiresNetwork": .bool(plan.requiresNetwork),
            "loadingStyle": .string(plan.loading.style.rawValue),
            "placeholderCount": .int(plan.loading.placeholderCount ?? 0),
            "appears": .bool(plan.initial.offersAppear),
            "reappear": .string(plan.initial.reappear.rawValue),
            "initial": .object([
                "summary": docLines(plan.initial.summary),
                "trigger": .string(plan.initial.trigger?.rawValue ?? ""),
                "appendsAtEnd": true,
                "triggeredByTheView": .bool(plan.initial.offersAppear),
                "seedFailure": .string(plan.initial.seedFailure.map { "feedback.show(\(plan.name)Feedback.\($0)); " } ?? ""),
                "seedFailureName": .string(plan.initial.seedFailure ?? ""),
                "seedFailureRetries": .bool(plan.initial.seedFailureRetries),
                "keepsContent": .bool(plan.initial.keepsContentOnNewInput),
            ]),
            "seeded": .bool(plan.initial.isSeeded),
            "readsCache": .bool(plan.initial.readsCache),
            "keepsStale": .bool(plan.initial.isSeeded || plan.initial.readsCache),
            "debounce": .string(plan.initial.debounceSeconds.map { ".seconds(\(FeedbackDuration.text($0)))" } ?? ""),
        ]
        if let itemType = plan.content.itemType { context["itemType"] = .string(itemType) }
        if let itemID = plan.content.itemID { context["itemID"] = .string(itemID) }
        if plan.itemActions.contains(where: \.reportsProgress) { context["reportsProgress"] = true }
        if plan.appliesItemChanges {
            context["appliesChanges"] = ["insertsAtStart": .string(plan.liveUpdates?.insertsAtStart ?? true ? "true" : "false")]
        }
        if let live = plan.liveUpdates {
            context["liveUpdates"] = ["summary": docLines(live.summary), "insertsAtStart": .string(live.insertsAtStart ? "true" : "false")]
        }
        if let gaps = plan.gaps {
            var fields: [String: TemplateValue] = ["summary": docLines(gaps.summary)]
            if let failure = gaps.failure { fields["failureFeedback"] = .string(failure) }
            context["gaps"] = .object(fields)
        }
        if let unread = plan.unread {
            context["unread"] = ["arriveAtStart": .string(unread.arriveAtStart ? "true" : "false")]
        }
        if let inputType = plan.initial.inputType { context["inputType"] = .string(inputType) }
        if let name = plan.initial.inputChangeFailure {
            context["inputChangeFailure"] = ["name": .string(name), "retries": .bool(plan.initial.inputChangeFailureRetries)]
        }
        let valuesType = "\(plan.name)TextValues"
        let takeValues = plan.texts.takeValues
        context["hasTextValues"] = .bool(takeValues)
        if takeValues {
            context["textValues"] = .list(plan.texts.values.map { ["name": .string($0.name), "type": .string($0.type)] })
            context["textValuesParameters"] = .string(plan.texts.values.map { "\($0.name): \($0.type)" }.joined(separator: ", "))
        }
        /// What a state's text functions take: the screen's values, and the failure where one shows.
        func parameters(showingError: Bool) -> String {
            "_ values: \(valuesType)" + (showingError ? ", error: (any Error)?" : "")
        }
        if let empty = plan.texts.empty { context["empty"] = texts(empty, parameters: parameters(showingError: false)) }
        if let error = plan.texts.error {
            // The cause type's texts are functions when any of them fills in values.
            let errorSide = [error] + plan.texts.causes.map(\.texts)
            let showsError = errorSide.contains(where: \.showsError)
            context["error"] = texts(error, parameters: parameters(showingError: showsError))
            if errorSide.contains(where: \.takesValues) {
                context["causeParameters"] = .string(parameters(showingError: showsError))
            }
            let summaries = Dictionary(plan.causes.map { ($0.name, $0.summary) }) { first, _ in first }
            context["causes"] = .list(plan.texts.causes.map { cause in
                var fields = texts(cause.texts, parameters: "").fields
                fields["parameters"] = nil
                fields["name"] = .string(cause.name)
                fields["summary"] = docLines(summaries[cause.name] ?? nil)
                return .object(fields)
            })
        }
        if let partial = plan.texts.partial { context["partial"] = texts(partial, parameters: parameters(showingError: partial.showsError)) }
        if let ideal = plan.states.first(where: { $0.name == .ideal }) {
            context["idealSummary"] = docLines(ideal.summary)
            context["idealActions"] = .list(plan.texts.idealActions.map { ["actionTitle": .string(localizedText($0.title)), "actionEvent": .string($0.event)] })
        }
        if let refresh = plan.refresh {
            let refreshContext = load(refresh, appendsAtEnd: true, triggeredByTheView: refresh.trigger != .manual)
            context[refresh.reloads ? "refreshReloads" : "refresh"] = refreshContext
        }
        if let timing = plan.refresh?.timing {
            func seconds(_ value: Double?) -> String { value.map { ".seconds(\(FeedbackDuration.text($0)))" } ?? "nil" }
            context["timedRefresh"] = [
                "timing": .string("RefreshTiming(every: \(seconds(timing.everySeconds)), onForeground: \(timing.onForeground), afterAway: \(seconds(timing.afterAwaySeconds)))"),
                "followsAppActivity": .bool(timing.followsAppActivity),
            ]
        }
        if plan.initial.debounceSeconds != nil || plan.refresh?.timing != nil { context["usesClock"] = true }
        if let more = plan.more { context["more"] = load(more.load, appendsAtEnd: more.direction == .older, triggeredByTheView: more.offersRowTrigger) }
        if let retry = plan.partialRetry { context["partialRetry"] = .string(retry.rawValue) }
        return .object(context)
    }

    /// The context of a screen made of sections: what its templates need to write the section
    /// type, the summary and the view model that owns the sections' view models.
    static func sectioned(_ plan: ScreenPlan, access: AccessLevel) -> TemplateValue {
        var context: TemplateValue = [
            "specFile": .string(fileName(plan.specPath)),
            "access": .string(access.modifier),
            "name": .string(plan.name),
            "summary": docLines(plan.summary),
            "tabs": .bool(plan.sectionsStyle == .tabs),
            "firstSection": .string(plan.sections.first?.name ?? ""),
            "sections": .list(plan.sections.map { section in
                let sectionPlan = section.plan
                return [
                    "name": .string(section.name),
                    "typeName": .string(sectionPlan.name),
                    "summary": docLines(sectionPlan.summary ?? "The \(section.name) section."),
                    "hidesWhenEmpty": .string(section.hidesWhenEmpty ? "true" : "false"),
                    "hidesWhenFailed": .string(section.hidesWhenFailed ? "true" : "false"),
                    // A first load that waits for an input or the app's call is the app's to start.
                    "appears": .bool(sectionPlan.initial.offersAppear && sectionPlan.initial.inputType == nil),
                    "retries": .bool(sectionPlan.hasError),
                    "refreshes": .bool(sectionPlan.refresh != nil),
                    "takesInput": .bool(sectionPlan.initial.inputType != nil),
                ]
            }),
        ]
        // Stacked sections whose first loads all take one type of input get it from the screen.
        let inputTypes = Set(plan.sections.compactMap(\.plan.initial.inputType))
        if plan.sectionsStyle == .stacked, inputTypes.count == 1, let inputType = inputTypes.first {
            context = .object(context.fields.merging(["inputType": .string(inputType)]) { $1 })
        }
        return context
    }

    /// The context of the templates rendered once per run (`App….swift.stencil`).
    public static func app(_ plan: AppPlan, access: AccessLevel) -> TemplateValue {
        [
            "access": .string(access.modifier),
            "policyFile": .string(plan.policyPath.map(fileName) ?? "the built-in \(plan.profile.rawValue) profile"),
            "profile": .string(plan.profile.rawValue),
            "kinds": .list(plan.kinds.map { kind in
                [
                    "name": .string(kind.name),
                    "level": .string(kind.level.rawValue),
                    "colour": .string(SwiftNames.stringLiteral(kind.colour)),
                    "icon": .string(SwiftNames.stringLiteral(kind.icon)),
                    "haptic": .string(kind.haptic.rawValue),
                    "announces": .string(kind.announces ? "true" : "false"),
                ]
            }),
            "queueOrder": .string(plan.queueOrder == .newestReplaces ? "newestReplaces" : "sequential"),
            "queueDeduplication": .string(plan.deduplication == .none ? "`none`" : plan.deduplication.rawValue),
            "queuePriority": .string(plan.priorityLevels.map { ".\($0.rawValue)" }.joined(separator: ", ")),
            "screens": .list(plan.screens.map(TemplateValue.string)),
        ]
    }

    // MARK: Parts

    private static func state(_ state: ScreenPlan.State, plan: ScreenPlan) -> TemplateValue {
        let payload: String = switch state.name {
        case .ideal: "(\(plan.content.type))"
        case .error: "(\(plan.name)ErrorCause)"
        case .partial: "(\(plan.content.type), \(plan.name)ErrorCause)"
        case .loading, .empty: ""
        }
        return ["name": .string(state.name.rawValue), "payload": .string(payload), "summary": docLines(state.summary)]
    }

    private static func event(_ event: ScreenPlan.Event, messages: Set<String>) -> TemplateValue {
        var fields: [String: TemplateValue] = [
            "name": .string(event.name),
            "summary": docLines(event.summary ?? "Fires the `\(event.name)` event."),
        ]
        if let operation = event.operation {
            if let success = operation.success { fields["success"] = .string(success) }
            if let failure = operation.failure { fields["failure"] = .string(failure) }
            if let input = operation.inputType { fields["inputType"] = .string(input) }
            fields["successHaptic"] = .string(operation.successHaptic.map { "FeedbackHaptic.\($0.rawValue)" } ?? "nil")
            if let result = operation.resultType {
                fields["resultType"] = .string(result)
                fields["resultProperty"] = .string("\(event.name)Result")
                fields["takeResult"] = .string("take" + event.name.prefix(1).uppercased() + event.name.dropFirst() + "Result")
                fields["optionalResultType"] = .string(optional(result))
                if operation.successHaptic != nil { fields["playsHaptic"] = true }
            }
        }
        return .object(fields)
    }

    private static func itemAction(_ action: ScreenPlan.ItemAction) -> TemplateValue {
        var fields: [String: TemplateValue] = [
            "name": .string(action.name),
            "summary": docLines(action.summary ?? "Runs `\(action.name)` on one item."),
            "optimistic": .bool(action.isOptimistic),
            "removes": .bool(action.removes),
            "optimisticName": .string("optimistic" + action.name.prefix(1).uppercased() + action.name.dropFirst()),
        ]
        if action.reportsProgress { fields["progress"] = true }
        fields["successHaptic"] = .string(action.successHaptic.map { "FeedbackHaptic.\($0.rawValue)" } ?? "nil")
        if let success = action.success { fields["success"] = .string(success) }
        if let failure = action.failure { fields["failure"] = .string(failure) }
        return .object(fields)
    }

    private static func load(_ load: ScreenPlan.Load, appendsAtEnd: Bool, triggeredByTheView: Bool) -> TemplateValue {
        var fields: [String: TemplateValue] = [
            "summary": docLines(load.summary),
            "trigger": .string(load.trigger?.rawValue ?? ""),
            "appendsAtEnd": .bool(appendsAtEnd),
            "triggeredByTheView": .bool(triggeredByTheView),
        ]
        switch load.failure {
        case .partialState: fields["failsIntoPartial"] = true
        case .message(let name):
            fields["failureFeedback"] = .string(name)
            if load.failureOffersRetry { fields["failureRetries"] = true }
        case nil: break
        }
        return .object(fields)
    }

    /// A message as the catalog template writes it: every value already a Swift expression.
    private static func message(_ message: ScreenPlan.Message) -> TemplateValue {
        let arguments = message.arguments.map { argument in
            "(\(SwiftNames.stringLiteral(argument.name)), .\(valueWrapper(argument.type))(\(argument.name)))"
        }
        let argumentList = arguments.isEmpty ? "" : ", arguments: [\(arguments.joined(separator: ", "))]"
        var text = "LocalizedText(key: \(SwiftNames.stringLiteral(message.key)), other: \(SwiftNames.stringLiteral(message.text))"
        if let one = message.one { text += ", one: \(SwiftNames.stringLiteral(one))" }
        text += argumentList
        if let plural = message.pluralArgument { text += ", pluralArgument: \(SwiftNames.stringLiteral(plural))" }
        text += ")"
        let duration: String = switch message.duration {
        case .persistent: ".persistent"
        case .seconds(let seconds): ".seconds(\(FeedbackDuration.text(seconds)))"
        }
        let actions = message.actions.map { action in
            let title = "LocalizedText(key: \(SwiftNames.stringLiteral(action.key)), other: \(SwiftNames.stringLiteral(action.title)))"
            let role: String = action.role == .default ? "`default`" : action.role.rawValue
            return "FeedbackAction(id: \(SwiftNames.stringLiteral(action.name)), title: \(title), role: .\(role))"
        }
        var fields: [String: TemplateValue] = [
            "name": .string(message.name),
            "key": .string(SwiftNames.stringLiteral(message.key)),
            "kind": .string(message.kind),
            "text": .string(text),
            "presentation": .string(message.presentation.rawValue),
            "duration": .string(duration),
            "summary": docLines(message.summary ?? message.text),
            "parameters": .string(message.arguments.map { "\($0.name): \($0.type)" }.joined(separator: ", ")),
            "hasArguments": .bool(!message.arguments.isEmpty),
            "actions": .string("[" + actions.joined(separator: ", ") + "]"),
        ]
        if let title = message.title {
            fields["title"] = .string("LocalizedText(key: \(SwiftNames.stringLiteral(message.titleKey)), other: \(SwiftNames.stringLiteral(title))\(argumentList))")
        }
        if let detents = message.detents {
            fields["detents"] = .string("[" + detents.map { ".\($0.rawValue)" }.joined(separator: ", ") + "]")
        }
        if !message.isDismissible { fields["isDismissible"] = "false" }
        return .object(fields)
    }

    /// A state's texts as Swift expressions, and its button. A text with values to fill in reads
    /// them from `values` (and `error`), the parameters of the function that returns it.
    private static func texts(_ texts: StateTexts, parameters: String) -> TemplateValue {
        var fields: [String: TemplateValue] = [:]
        if let message = texts.message {
            fields["message"] = .string(localizedText(message))
            if message.takesValues { fields["messageTakesValues"] = true }
        }
        if let retry = texts.retry {
            fields["retry"] = .string(localizedText(retry))
            if retry.takesValues { fields["retryTakesValues"] = true }
        }
        if let action = texts.action {
            fields["actionTitle"] = .string(localizedText(action.title))
            fields["actionEvent"] = .string(action.event)
            if action.title.takesValues { fields["actionTakesValues"] = true }
        }
        if texts.takesValues { fields["parameters"] = .string(parameters) }
        return .object(fields)
    }

    /// `LocalizedText(key: "Timeline.empty.message", other: "There are no posts yet")`, with
    /// `arguments: [("server", .string(values.server))]` when it fills in values.
    static func localizedText(_ text: ScreenText) -> String {
        let arguments = text.arguments.map { argument in
            let value = argument.name == errorPlaceholder ? "ErrorText.describe(error)" : "values.\(argument.name)"
            return "(\(SwiftNames.stringLiteral(argument.name)), .\(valueWrapper(argument.type))(\(value)))"
        }
        var result = "LocalizedText(key: "
        result.reserveCapacity(text.key.utf8.count + text.text.utf8.count + 40)
        result += SwiftNames.stringLiteral(text.key)
        result += ", other: "
        result += SwiftNames.stringLiteral(text.text)
        if !arguments.isEmpty { result += ", arguments: [\(arguments.joined(separator: ", "))]" }
        result += ")"
        return result
    }

    // MARK: Swift spelling

    /// The `LocalizedText.Value` case that wraps an argument of this type.
    private static func valueWrapper(_ type: String) -> String {
        switch type {
        case "Int": "int"
        case "Double": "double"
        default: "string"
        }
    }

    /// Text split into lines for `///` comments; never empty lines that would end the comment.
    static func docLines(_ text: String?) -> TemplateValue {
        guard var text else { return .list([]) }
        if let lines = text.withUTF8(asciiDocLines) { return .list(lines) }
        return docLinesByCharacter(text)
    }

    /// The same lines, `Character` by `Character`, for any text.
    static func docLinesByCharacter(_ text: String) -> TemplateValue {
        .list(text.split(whereSeparator: \.isNewline)
            .map { SwiftNames.oneLine($0.trimmingCharacters(in: .whitespaces)) }
            .filter { !$0.isEmpty }
            .map(TemplateValue.string))
    }

    /// `docLines` of printable ASCII text (nearly every summary), byte by byte: the line breaks
    /// are `\n`, `\r`, vertical tab and form feed, and nothing needs escaping. Nil for anything
    /// else, which takes the Character rules.
    private static func asciiDocLines(_ bytes: UnsafeBufferPointer<UInt8>) -> [TemplateValue]? {
        var lines: [TemplateValue] = []
        var lineStart = 0
        for index in 0...bytes.count {
            let byte = index < bytes.count ? bytes[index] : UInt8(ascii: "\n")
            if byte >= 0x20 && byte < 0x7F || byte == UInt8(ascii: "\t") { continue }
            // 0x0A...0x0D: the ASCII line breaks.
            guard byte >= 0x0A && byte <= 0x0D else { return nil }
            var start = lineStart
            var end = index
            while start < end, bytes[start] == UInt8(ascii: " ") || bytes[start] == UInt8(ascii: "\t") { start += 1 }
            while end > start, bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "\t") { end -= 1 }
            if start < end { lines.append(.string(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))) }
            lineStart = index + 1
        }
        return lines
    }

    /// `Post` → `Post?`; types whose `?` would bind to a part (`any P`, `() -> T`) get parentheses.
    static func optional(_ type: String) -> String {
        if type.hasSuffix("?") { return type }
        let needsParentheses = type.contains("->") || type.contains("&") || type.hasPrefix("any ") || type.hasPrefix("some ")
        return needsParentheses ? "(\(type))?" : "\(type)?"
    }

    private static func fileName(_ path: String) -> String {
        // The last part that is not empty, by bytes for ASCII paths (a `/` there is always a
        // Character of its own).
        if path.utf8.allSatisfy({ $0 < 0x80 }) {
            var end = path.utf8.endIndex
            while end > path.utf8.startIndex, path.utf8[path.utf8.index(before: end)] == UInt8(ascii: "/") { end = path.utf8.index(before: end) }
            let start = path.utf8[..<end].lastIndex(of: UInt8(ascii: "/")).map { path.utf8.index(after: $0) } ?? path.utf8.startIndex
            if start < end { return SwiftNames.oneLine(String(path[start..<end])) }
        }
        return SwiftNames.oneLine(String(path.split(separator: "/").last ?? Substring(path)))
    }
}

extension TemplateValue {
    /// An object's fields; empty for anything else.
    var fields: [String: TemplateValue] {
        if case .object(let fields) = self { return fields }
        return [:]
    }
}
