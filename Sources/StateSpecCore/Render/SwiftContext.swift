import Foundation
import StateSpecVocabulary

/// A plan in Swift's terms: the template context. Everything a template writes that depends on
/// Swift's spelling is made here (string literals, optional types, access modifiers, doc-comment
/// lines), so templates only lay it out. `statespec plan` prints it; the Templates article lists its keys.
public enum SwiftContext {
    /// A screen template's context, as the templates see it.
    public static func screen(_ plan: ScreenPlan, access: AccessLevel) -> TemplateValue {
        plan.sections.isEmpty ? screenContext(plan, access: access).templateValue : sectionedContext(plan, access: access).templateValue
    }

    /// The context of the templates rendered once per run (`App….swift.stencil`).
    public static func app(_ plan: AppPlan, access: AccessLevel) -> TemplateValue {
        appContext(plan, access: access).templateValue
    }

    /// The context of a screen that is not made of sections.
    public static func screenContext(_ plan: ScreenPlan, access: AccessLevel) -> TemplateContext.Screen {
        let contentType = plan.content.type
        let loadedType = plan.content.loadsOptional ? optional(contentType) : contentType
        let messageNames = Set(plan.messages.map(\.name))
        // Each event's context once: `plainEvents` and `operations` split `events`.
        let events = plan.events.map { (isOperation: $0.operation != nil, context: event($0, messages: messageNames)) }
        let signals = plan.signals.map { TemplateContext.Signal(name: $0.name, summary: docLines($0.summary), applies: $0.applies, refreshesOnReturn: $0.refreshesOnReturn,
                                                                throttle: $0.throttleSeconds.map { ".seconds(\(FeedbackDuration.text($0)))" },
                                                                insertsAtStart: $0.insertsAtStart.map { String($0) }) }
        let initial = TemplateContext.Initial(
            summary: docLines(plan.initial.summary),
            trigger: plan.initial.trigger?.rawValue ?? "",
            appendsAtEnd: true,
            triggeredByTheView: plan.initial.offersAppear,
            seedFailure: plan.initial.seedFailure.map { "feedback.show(\(plan.name)Feedback.\($0)); " } ?? "",
            seedFailureName: plan.initial.seedFailure ?? "",
            seedFailureRetries: plan.initial.seedFailureRetries,
            keepsContent: plan.initial.keepsContentOnNewInput,
            awaitsInput: plan.initial.awaitsInput,
            debouncesFirstInput: plan.initial.debouncesFirstInput,
            emptyStateFailureName: plan.initial.emptyStateFailure ?? "",
            emptyStateFailureRetries: plan.initial.emptyStateFailureRetries)
        var context = TemplateContext.Screen(
            name: plan.name,
            specFile: fileName(plan.specPath),
            access: access.modifier,
            summary: docLines(plan.summary),
            contentType: contentType,
            itemType: plan.content.itemType,
            loadedType: loadedType,
            emptyContent: plan.content.itemType != nil ? "[]" : "nil",
            hasItems: plan.content.itemType != nil,
            hasEmpty: plan.hasEmpty,
            // How the runtime tells the empty state: an empty collection, a nil record, or nil
            // content of a type that is itself optional.
            emptyCase: !plan.hasEmpty ? "" : plan.content.itemType != nil ? "EmptyCase" : loadedType == contentType ? "NilContentIsEmpty" : "NilIsEmpty",
            hasError: plan.hasError,
            hasPartial: plan.hasPartial,
            hasCauseType: plan.hasError || plan.hasPartial,
            initialThrows: plan.initial.canFail,
            states: plan.states.map { state($0, plan: plan) },
            loadingStyle: plan.loading.style.rawValue,
            placeholderCount: plan.loading.placeholderCount ?? 0,
            hasTextValues: plan.texts.takeValues,
            initial: initial,
            inputType: plan.initial.inputType,
            seeded: plan.initial.isSeeded,
            readsCache: plan.initial.readsCache,
            keepsStale: plan.initial.isSeeded || plan.initial.readsCache
                || ((plan.initial.keptInputs ?? 0) > 1 && plan.liveUpdates?.followsInput == true),
            debounce: plan.initial.debounceSeconds.map { ".seconds(\(FeedbackDuration.text($0)))" } ?? "",
            keptInputs: plan.initial.keptInputs.map(String.init) ?? "",
            idlePrompt: plan.texts.idlePrompt.map(localizedText) ?? "",
            signals: signals,
            heardSignals: signals.filter { !$0.refreshesOnReturn },
            outOfDateSignals: signals.filter(\.refreshesOnReturn),
            appears: plan.initial.offersAppear,
            reappear: plan.initial.reappear.rawValue,
            partialRetry: plan.partialRetry?.rawValue,
            events: events.map(\.context),
            plainEvents: events.filter { !$0.isOperation }.map(\.context),
            hasPlainEvents: events.contains { !$0.isOperation },
            operations: events.filter(\.isOperation).map(\.context),
            hasResultOperations: !plan.resultOperations.isEmpty,
            itemID: plan.content.itemID,
            itemActions: plan.itemActions.map(itemAction),
            adjustsLoaded: !plan.itemActions.isEmpty || !plan.bulkActions.isEmpty,
            keepsJournal: plan.keepsEditJournal,
            raisesFeedback: plan.raisesFeedback,
            requiresNetwork: plan.requiresNetwork,
            feedback: plan.messages.map(message), messageActions: messageActions(of: plan), fixtures: [])
        if plan.itemActions.contains(where: \.reportsProgress) { context.reportsProgress = true }
        if !plan.bulkActions.isEmpty { context.bulkActions = plan.bulkActions.map { bulkAction($0, screen: plan.name) } }
        if !plan.itemActions.isEmpty || !plan.bulkActions.isEmpty { context.rowActions = true }
        if plan.asksFirst { context.asksFirst = true }
        context.previewContent = plan.preview?.content
        context.previewView = plan.preview?.view
        if plan.appliesItemChanges {
            context.appliesChanges = .init(insertsAtStart: plan.liveUpdates?.insertsAtStart ?? true)
        }
        if let live = plan.liveUpdates {
            context.liveUpdates = .init(summary: docLines(live.summary), insertsAtStart: live.insertsAtStart, followsInput: live.followsInput)
        }
        if let gaps = plan.gaps {
            context.gaps = .init(summary: docLines(gaps.summary), failureFeedback: gaps.failure, keepsCache: gaps.keepsCache ? true : nil)
        }
        if let unread = plan.unread { context.unread = .init(arriveAtStart: unread.arriveAtStart) }
        if let name = plan.initial.inputChangeFailure {
            context.inputChangeFailure = .init(name: name, retries: plan.initial.inputChangeFailureRetries)
        }
        let values = textValues(plan)
        if plan.texts.takeValues {
            let samples = plan.texts.values.map { "\($0.name): \(SwiftNames.sampleValue(named: $0.name, type: $0.type))" }
            context.sampleTextValues = "\(plan.name)TextValues(" + samples.joined(separator: ", ") + ")"
            context.textValues = values.members
            context.textValuesParameters = values.initParameters
        }
        /// What a state's text functions take: the screen's values, and the failure where one shows.
        func parameters(showingError: Bool) -> String {
            values.parameters + (showingError ? ", error: (any Error)?" : "")
        }
        if let empty = plan.texts.empty { context.empty = texts(empty, parameters: parameters(showingError: false)) }
        if let error = plan.texts.error {
            // The cause type's texts are functions when any of them fills in values.
            let errorSide = [error] + plan.texts.causes.map(\.texts)
            let showsError = errorSide.contains(where: \.showsError)
            context.error = texts(error, parameters: parameters(showingError: showsError))
            if errorSide.contains(where: \.takesValues) { context.causeParameters = parameters(showingError: showsError) }
            let summaries = Dictionary(plan.causes.map { ($0.name, $0.summary) }) { first, _ in first }
            context.causes = plan.texts.causes.map { cause in
                let texts = texts(cause.texts, parameters: "")
                return TemplateContext.Cause(
                    name: cause.name, summary: docLines(summaries[cause.name] ?? nil),
                    message: texts.message, messageTakesValues: texts.messageTakesValues, retry: texts.retry, retryTakesValues: texts.retryTakesValues,
                    actionTitle: texts.actionTitle, actionEvent: texts.actionEvent, actionTakesValues: texts.actionTakesValues)
            }
        }
        if let partial = plan.texts.partial { context.partial = texts(partial, parameters: parameters(showingError: partial.showsError)) }
        if let ideal = plan.states.first(where: { $0.name == .ideal }) {
            context.idealSummary = docLines(ideal.summary)
            context.idealActions = plan.texts.idealActions.map { .init(actionTitle: localizedText($0.title), actionEvent: $0.event) }
        }
        if let refresh = plan.refresh {
            let load = load(refresh, appendsAtEnd: true, triggeredByTheView: refresh.trigger != .manual)
            if refresh.reloads { context.refreshReloads = load } else { context.refresh = load }
        }
        if let timing = plan.refresh?.timing {
            context.timedRefresh = .init(
                timing: Self.refreshTiming(timing),
                followsAppActivity: timing.followsAppActivity, silent: timing.silent, afterSignal: timing.afterSignal,
                namesConditions: timing.asFirstSpelt == nil)
        }
        if plan.initial.debounceSeconds != nil || plan.refresh?.timing != nil || plan.signals.contains(where: { $0.throttleSeconds != nil }) { context.usesClock = true }
        if plan.signals.contains(where: { $0.throttleSeconds != nil }) { context.throttlesSignals = true }
        if let more = plan.more { context.more = load(more.load, appendsAtEnd: more.direction == .older, triggeredByTheView: more.offersRowTrigger) }
        // Last: the fixtures are of every state and load set above.
        context.fixtures = fixtures(of: context)
        return context
    }

    /// The context of a screen made of sections: what its templates need to write the section
    /// type, the summary and the view model that owns the sections' view models.
    public static func sectionedContext(_ plan: ScreenPlan, access: AccessLevel) -> TemplateContext.SectionedScreen {
        // Stacked sections whose first loads all take one type of input get it from the screen.
        let inputTypes = Set(plan.sections.compactMap(\.plan.initial.inputType))
        // `rows: per-item`: a row per item, each row its own view model the app makes
        // (`SectionRows` needs `appear(_:)`); a pull refreshes each row, or loads it again where
        // it failed. `section-rows` reports each key the rows need that is missing; a spec
        // generated without them makes no rows.
        // The rows are told apart by their items, so an input that is never `Hashable` (a
        // function, a tuple, `any P`) makes none.
        func rowsInput(_ section: ScreenPlan.Section) -> String? {
            let initial = section.plan.initial
            guard section.hasRowsPerItem, plan.sectionsStyle == .stacked, initial.offersAppear, initial.reappear == .keep,
                  section.plan.refresh != nil, section.plan.hasError,
                  let input = initial.inputType, SwiftTypeSyntax.mayBeHashable(input) else { return nil }
            return input
        }
        let values = textValues(plan)
        var context = TemplateContext.SectionedScreen(
            name: plan.name,
            specFile: fileName(plan.specPath),
            access: access.modifier,
            summary: docLines(plan.summary),
            tabs: plan.sectionsStyle == .tabs,
            aboveTabs: plan.sections.contains(where: \.isAboveTabs),
            firstSection: (plan.sections.first(where: { !$0.isAboveTabs }) ?? plan.sections.first)?.name ?? "",
            sections: plan.sections.map { section in
                let sectionPlan = section.plan
                return TemplateContext.Section(
                    name: section.name,
                    typeName: sectionPlan.name,
                    summary: docLines(sectionPlan.summary ?? "The \(section.name) section."),
                    hidesWhenEmpty: section.hidesWhenEmpty,
                    hidesWhenFailed: section.hidesWhenFailed,
                    isPrimary: section.isPrimary,
                    isAboveTabs: section.isAboveTabs,
                    // A first load that waits for an input or the app's call is the app's to start.
                    appears: sectionPlan.initial.offersAppear && sectionPlan.initial.inputType == nil,
                    retries: sectionPlan.hasError,
                    retriesFailedFirstLoad: sectionPlan.initial.emptyStateFailure != nil,
                    refreshes: sectionPlan.refresh != nil,
                    takesInput: sectionPlan.initial.inputType != nil,
                    rowsInput: rowsInput(section),
                    awaitsInput: sectionPlan.initial.awaitsInput,
                    keepsFresh: sectionPlan.refresh?.timing != nil ? true : nil)
            },
            inputType: plan.sectionsStyle == .stacked && inputTypes.count == 1 ? inputTypes.first : nil,
            // `content-beside-sections` reports `{error}` in them: only the screen's values fill them in.
            empty: plan.texts.empty.map { texts($0, parameters: values.parameters) },
            error: plan.texts.error.map { texts($0, parameters: values.parameters) },
            primarySection: plan.sections.first(where: \.isPrimary)?.name,
            hasRows: plan.sections.contains { rowsInput($0) != nil },
            awaitsInput: plan.sections.contains { $0.plan.initial.awaitsInput },
            keepsFresh: plan.sections.contains { $0.plan.refresh?.timing != nil } ? true : nil,
            events: plan.events.map { event($0, messages: []) })
        if plan.texts.takeValues {
            context.hasTextValues = true
            context.textValues = values.members
            context.textValuesParameters = values.initParameters
        }
        return context
    }

    /// The context of the templates rendered once per run.
    public static func appContext(_ plan: AppPlan, access: AccessLevel) -> TemplateContext.App {
        TemplateContext.App(
            access: access.modifier,
            policyFile: plan.policyPath.map(fileName) ?? "the built-in \(plan.profile.rawValue) profile",
            profile: plan.profile.rawValue,
            kinds: plan.kinds.map { kind in
                TemplateContext.Kind(name: kind.name, level: kind.level.rawValue, colour: SwiftNames.stringLiteral(kind.colour),
                                     icon: SwiftNames.stringLiteral(kind.icon), haptic: kind.haptic.rawValue, announces: kind.announces)
            },
            queueOrder: plan.queueOrder == .newestReplaces ? "newestReplaces" : "sequential",
            queueDeduplication: plan.deduplication == .none ? "`none`" : plan.deduplication.rawValue,
            queuePriority: plan.priorityLevels.map { ".\($0.rawValue)" }.joined(separator: ", "),
            screens: plan.screens)
    }

    // MARK: Parts

    private static func state(_ state: ScreenPlan.State, plan: ScreenPlan) -> TemplateContext.State {
        let payload: String = switch state.name {
        case .ideal: "(\(plan.content.type))"
        case .error: "(\(plan.name)ErrorCause)"
        case .partial: "(\(plan.content.type), \(plan.name)ErrorCause)"
        case .loading, .empty: ""
        }
        return .init(name: state.name.rawValue, payload: payload, summary: docLines(state.summary))
    }

    private static func event(_ event: ScreenPlan.Event, messages: Set<String>) -> TemplateContext.Event {
        var context = TemplateContext.Event(name: event.name, summary: docLines(event.summary ?? "Fires the `\(event.name)` event."))
        if let operation = event.operation {
            context.success = operation.success
            context.failure = operation.failure
            context.inputType = operation.inputType
            context.successHaptic = operation.successHaptic.map { "FeedbackHaptic.\($0.rawValue)" } ?? "nil"
            context.whenRepeated = operation.whileRunning.map { repeated in
                switch repeated {
                case .refuse: ".refused"
                case .wait: ".joined"
                // With a value, each call runs with its own: joining another's run would lose it.
                case .again: operation.inputType == nil ? ".runAgain" : ".queued"
                }
            }
            if operation.isOptimistic {
                context.optimisticName = SwiftNames.derivedMember("optimistic", event.name)
            }
            context.confirm = operation.confirm.map { confirm($0, of: event.name) }
            if let result = operation.resultType {
                context.resultType = result
                context.resultProperty = SwiftNames.derivedMember("", event.name, "Result")
                context.takeResult = SwiftNames.derivedMember("take", event.name, "Result")
                context.optionalResultType = optional(result)
                if operation.successHaptic != nil { context.playsHaptic = true }
            }
        }
        return context
    }

    private static func bulkAction(_ action: ScreenPlan.BulkAction, screen: String) -> TemplateContext.BulkAction {
        // The message as a function of the counts it declares.
        func message(_ message: ScreenPlan.BulkMessage?) -> String {
            guard let message else { return "nil" }
            if message.counts.isEmpty { return "{ _ in \(screen)Feedback.\(message.name) }" }
            let arguments = message.counts.map { "\($0): $0.\($0)" }.joined(separator: ", ")
            return "{ \(screen)Feedback.\(message.name)(\(arguments)) }"
        }
        return TemplateContext.BulkAction(
            name: action.name,
            summary: docLines(action.summary ?? "Runs `\(action.name)` on the selected items."),
            optimistic: action.isOptimistic,
            removes: action.removes,
            optimisticName: SwiftNames.derivedMember("optimistic", action.name),
            success: message(action.success),
            failure: message(action.failure),
            successName: action.success?.name,
            failureName: action.failure?.name,
            confirm: action.confirm.map { confirm($0, of: action.name) },
            successHaptic: action.successHaptic.map { "FeedbackHaptic.\($0.rawValue)" } ?? "nil")
    }

    /// The question `action` asks before it runs, in Swift.
    private static func confirm(_ confirmation: ScreenPlan.Confirmation, of action: String) -> TemplateContext.Confirm {
        let arguments = confirmation.arguments
        return TemplateContext.Confirm(
            message: confirmation.message,
            button: SwiftNames.stringLiteral(confirmation.button),
            parameters: arguments.map { "\($0.name): \($0.type)" }.joined(separator: ", "),
            trailingParameters: arguments.map { ", \($0.name): \($0.type)" }.joined(),
            forwardedArguments: arguments.isEmpty ? "" : "(" + arguments.map { "\($0.name): \($0.name)" }.joined(separator: ", ") + ")",
            passesText: confirmation.passesText ? true : nil,
            run: SwiftNames.derivedMember("confirmed", action))
    }

    private static func itemAction(_ action: ScreenPlan.ItemAction) -> TemplateContext.ItemAction {
        TemplateContext.ItemAction(
            name: action.name,
            summary: docLines(action.summary ?? "Runs `\(action.name)` on one item."),
            optimistic: action.isOptimistic,
            removes: action.removes,
            optimisticName: SwiftNames.derivedMember("optimistic", action.name),
            progress: action.reportsProgress ? true : nil,
            successHaptic: action.successHaptic.map { "FeedbackHaptic.\($0.rawValue)" } ?? "nil",
            success: action.success,
            failure: action.failure,
            confirm: action.confirm.map { confirm($0, of: action.name) })
    }

    private static func load(_ load: ScreenPlan.Load, appendsAtEnd: Bool, triggeredByTheView: Bool) -> TemplateContext.Load {
        var context = TemplateContext.Load(summary: docLines(load.summary), trigger: load.trigger?.rawValue ?? "",
                                           appendsAtEnd: appendsAtEnd, triggeredByTheView: triggeredByTheView)
        switch load.failure {
        case .partialState: context.failsIntoPartial = true
        case .message(let name):
            context.failureFeedback = name
            if load.failureOffersRetry { context.failureRetries = true }
        case nil: break
        }
        return context
    }

    /// A message as the catalog template writes it: every value already a Swift expression.
    private static func message(_ message: ScreenPlan.Message) -> TemplateContext.Message {
        var arguments = message.arguments.map { argument in
            "(\(SwiftNames.stringLiteral(argument.name)), .\(valueWrapper(argument.type))(\(argument.name)))"
        }
        // Filled in with the failure's description when a failure raises it (`describing(_:)`).
        if message.describesFailure { arguments.append("(\(SwiftNames.stringLiteral(errorPlaceholder)), .string(\"\"))") }
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
        return TemplateContext.Message(
            name: message.name,
            key: SwiftNames.stringLiteral(message.key),
            kind: message.kind,
            text: text,
            presentation: message.presentation.rawValue,
            duration: duration,
            summary: docLines(message.summary ?? message.text),
            parameters: message.arguments.map { "\($0.name): \($0.type)" }.joined(separator: ", "),
            hasArguments: !message.arguments.isEmpty,
            sampleArguments: message.arguments.isEmpty ? "" : "(" + message.arguments.map { "\($0.name): \(SwiftNames.sampleValue(named: $0.name, type: $0.type))" }.joined(separator: ", ") + ")",
            actions: "[" + actions.joined(separator: ", ") + "]",
            title: message.title.map { "LocalizedText(key: \(SwiftNames.stringLiteral(message.titleKey)), other: \(SwiftNames.stringLiteral($0))\(argumentList))" },
            detents: message.detents.map { "[" + $0.map { ".\($0.rawValue)" }.joined(separator: ", ") + "]" },
            isDismissible: message.isDismissible ? nil : "false",
            describesFailure: message.describesFailure,
            forwardedArguments: message.arguments.isEmpty ? "" : "(" + message.arguments.map { "\($0.name): \($0.name)" }.joined(separator: ", ") + ")",
            showMethod: message.isShownByViewModel ? SwiftNames.derivedMember("show", message.name) : nil,
            field: message.field.map { field in
                "FeedbackField(placeholder: LocalizedText(key: \(SwiftNames.stringLiteral(field.placeholderKey)), other: \(SwiftNames.stringLiteral(field.placeholder)))\(field.isSecure ? ", isSecure: true" : ""))"
            })
    }

    /// The messages' buttons that fire events, each with what it calls.
    private static func messageActions(of plan: ScreenPlan) -> [TemplateContext.MessageAction] {
        let operations = Set(plan.events.filter { $0.operation != nil }.map(\.name))
        return plan.messages.flatMap { message in
            message.actions.compactMap { action in
                action.event.map { event in
                    TemplateContext.MessageAction(message: SwiftNames.stringLiteral(message.key), action: SwiftNames.stringLiteral(action.name),
                                                  event: event, isOperation: operations.contains(event), passesText: action.passesText)
                }
            }
        }
    }

    /// The states a fixture puts the screen's view model in, in the order of the UI stack: each
    /// state, each error cause of the error and partial states, the loads that run over content,
    /// and each message the screen raises.
    private static func fixtures(of screen: TemplateContext.Screen) -> [TemplateContext.Fixture] {
        func fixture(_ name: String, _ value: String, showsMessage: Bool = false) -> TemplateContext.Fixture {
            TemplateContext.Fixture(name: name, value: value, showsMessage: showsMessage)
        }
        let causes = (screen.causes ?? []).map(\.name) + ["other"]
        func plain(_ name: String) -> String { name.replacingOccurrences(of: "`", with: "") }
        var all = [fixture("ideal", ".ideal"), fixture("loading", ".loading")]
        if screen.initial.awaitsInput { all.append(fixture("idle", ".idle")) }
        if screen.hasEmpty { all.append(fixture("empty", ".empty")) }
        if !screen.initial.emptyStateFailureName.isEmpty {
            all.append(fixture("firstLoadFailed", ".firstLoadFailed", showsMessage: true))
        }
        if screen.hasError { all += causes.map { fixture("error-" + plain($0), ".error(.\($0))") } }
        if screen.hasPartial { all += causes.map { fixture("partial-" + plain($0), ".partial(.\($0))") } }
        if screen.refresh != nil { all.append(fixture("refreshing", ".refreshing")) }
        if screen.more != nil { all.append(fixture("loadingMore", ".loadingMore")) }
        if screen.raisesFeedback {
            all += screen.feedback.map { fixture("message-" + plain($0.name), ".message(.\($0.name))", showsMessage: true) }
        }
        return all
    }

    /// The screen's text values: their members, as `init` parameters, and the parameter a text
    /// function takes them by (`_ values: LibraryTextValues`).
    private static func textValues(_ plan: ScreenPlan) -> (members: [TemplateContext.TextValue], initParameters: String, parameters: String) {
        (plan.texts.values.map { .init(name: $0.name, type: $0.type) },
         plan.texts.values.map { "\($0.name): \($0.type)" }.joined(separator: ", "),
         "_ values: \(plan.name)TextValues")
    }

    /// A state's texts as Swift expressions, and its button. A text with values to fill in reads
    /// them from `values` (and `error`), the parameters of the function that returns it.
    private static func texts(_ texts: StateTexts, parameters: String) -> TemplateContext.Texts {
        var context = TemplateContext.Texts()
        if let message = texts.message {
            context.message = localizedText(message)
            if message.takesValues { context.messageTakesValues = true }
        }
        if let retry = texts.retry {
            context.retry = localizedText(retry)
            if retry.takesValues { context.retryTakesValues = true }
        }
        if let action = texts.action {
            context.actionTitle = localizedText(action.title)
            context.actionEvent = action.event
            if action.title.takesValues { context.actionTakesValues = true }
        }
        if texts.takesValues { context.parameters = parameters }
        return context
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
    /// Byte by byte for printable ASCII: every summary of every state, event and message passes
    /// here, and without the byte path a cold generate takes 5 % longer and 12 % more CPU time
    /// (`statespec-benchmark`, 1,000 screens on tmpfs, medians of four runs alternating with and without it). `docLinesByCharacter` is its twin, and a test compares the two.
    static func docLines(_ text: String?) -> [String] {
        guard var text else { return [] }
        if let lines = text.withUTF8(asciiDocLines) { return lines }
        return docLinesByCharacter(text)
    }

    /// The same lines, `Character` by `Character`, for any text.
    static func docLinesByCharacter(_ text: String) -> [String] {
        text.split(whereSeparator: \.isNewline)
            .map { SwiftNames.oneLine($0.trimmingCharacters(in: .whitespaces)) }
            .filter { !$0.isEmpty }
    }

    /// `docLines` of printable ASCII text (nearly every summary), byte by byte: the line breaks
    /// are `\n`, `\r`, vertical tab and form feed, and nothing needs escaping. Nil for anything
    /// else, which takes the Character rules.
    private static func asciiDocLines(_ bytes: UnsafeBufferPointer<UInt8>) -> [String]? {
        var lines: [String] = []
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
            if start < end { lines.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)) }
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

extension SwiftContext {
    /// The `RefreshTiming` of a timed refresh: as the first release wrote it when the returns
    /// can be said so (its generated code unchanged), else with its `on-return` conditions.
    static func refreshTiming(_ timing: ScreenPlan.Timing) -> String {
        func seconds(_ value: Double?) -> String { value.map { ".seconds(\(FeedbackDuration.text($0)))" } ?? "nil" }
        let silent = timing.silent ? ", silent: true" : ""
        if let spelt = timing.asFirstSpelt {
            return "RefreshTiming(every: \(seconds(timing.everySeconds)), onForeground: \(spelt.onForeground), afterAway: \(seconds(spelt.afterAwaySeconds))\(silent)\(spelt.afterSignal ? ", afterSignal: true" : ""))"
        }
        let returns = timing.returns.map { condition in
            var arguments = ["from: .\(condition.from.rawValue)"]
            if let after = condition.afterSeconds { arguments.append("after: \(seconds(after))") }
            if condition.whenChanged { arguments.append("whenChanged: true") }
            return "ReturnRefresh(\(arguments.joined(separator: ", ")))"
        }
        return "RefreshTiming(every: \(seconds(timing.everySeconds)), onReturn: [\(returns.joined(separator: ", "))]\(silent))"
    }
}
