// Made from TemplateContext.swift by ContextReferenceTests: STATESPEC_UPDATE_GOLDEN=1 swift test.

extension TemplateContext.Action {
    /// The context as templates see it: every property by name, those that are nil left out.
    public var templateValue: TemplateValue {
        var fields: [String: TemplateValue] = [:]
        fields.reserveCapacity(2)
        fields["actionTitle"] = .string(actionTitle)
        fields["actionEvent"] = .string(actionEvent)
        return .object(fields)
    }
}

extension TemplateContext.App {
    /// The context as templates see it: every property by name, those that are nil left out.
    public var templateValue: TemplateValue {
        var fields: [String: TemplateValue] = [:]
        fields.reserveCapacity(8)
        fields["access"] = .string(access)
        fields["policyFile"] = .string(policyFile)
        fields["profile"] = .string(profile)
        fields["kinds"] = .list(kinds.map(\.templateValue))
        fields["queueOrder"] = .string(queueOrder)
        fields["queueDeduplication"] = .string(queueDeduplication)
        fields["queuePriority"] = .string(queuePriority)
        fields["screens"] = .list(screens.map(TemplateValue.string))
        return .object(fields)
    }
}

extension TemplateContext.AppliesChanges {
    /// The context as templates see it: every property by name, those that are nil left out.
    public var templateValue: TemplateValue {
        var fields: [String: TemplateValue] = [:]
        fields.reserveCapacity(1)
        fields["insertsAtStart"] = .bool(insertsAtStart)
        return .object(fields)
    }
}

extension TemplateContext.BulkAction {
    /// The context as templates see it: every property by name, those that are nil left out.
    public var templateValue: TemplateValue {
        var fields: [String: TemplateValue] = [:]
        fields.reserveCapacity(11)
        fields["name"] = .string(name)
        fields["summary"] = .list(summary.map(TemplateValue.string))
        fields["optimistic"] = .bool(optimistic)
        fields["removes"] = .bool(removes)
        fields["optimisticName"] = .string(optimisticName)
        fields["success"] = .string(success)
        fields["failure"] = .string(failure)
        if let successName { fields["successName"] = .string(successName) }
        if let failureName { fields["failureName"] = .string(failureName) }
        if let confirm { fields["confirm"] = confirm.templateValue }
        fields["successHaptic"] = .string(successHaptic)
        return .object(fields)
    }
}

extension TemplateContext.Cause {
    /// The context as templates see it: every property by name, those that are nil left out.
    public var templateValue: TemplateValue {
        var fields: [String: TemplateValue] = [:]
        fields.reserveCapacity(9)
        fields["name"] = .string(name)
        fields["summary"] = .list(summary.map(TemplateValue.string))
        if let message { fields["message"] = .string(message) }
        if let messageTakesValues { fields["messageTakesValues"] = .bool(messageTakesValues) }
        if let retry { fields["retry"] = .string(retry) }
        if let retryTakesValues { fields["retryTakesValues"] = .bool(retryTakesValues) }
        if let actionTitle { fields["actionTitle"] = .string(actionTitle) }
        if let actionEvent { fields["actionEvent"] = .string(actionEvent) }
        if let actionTakesValues { fields["actionTakesValues"] = .bool(actionTakesValues) }
        return .object(fields)
    }
}

extension TemplateContext.Confirm {
    /// The context as templates see it: every property by name, those that are nil left out.
    public var templateValue: TemplateValue {
        var fields: [String: TemplateValue] = [:]
        fields.reserveCapacity(7)
        fields["message"] = .string(message)
        fields["button"] = .string(button)
        fields["parameters"] = .string(parameters)
        fields["trailingParameters"] = .string(trailingParameters)
        fields["forwardedArguments"] = .string(forwardedArguments)
        if let passesText { fields["passesText"] = .bool(passesText) }
        fields["run"] = .string(run)
        return .object(fields)
    }
}

extension TemplateContext.Event {
    /// The context as templates see it: every property by name, those that are nil left out.
    public var templateValue: TemplateValue {
        var fields: [String: TemplateValue] = [:]
        fields.reserveCapacity(14)
        fields["name"] = .string(name)
        fields["summary"] = .list(summary.map(TemplateValue.string))
        if let success { fields["success"] = .string(success) }
        if let failure { fields["failure"] = .string(failure) }
        if let inputType { fields["inputType"] = .string(inputType) }
        if let successHaptic { fields["successHaptic"] = .string(successHaptic) }
        if let resultType { fields["resultType"] = .string(resultType) }
        if let resultProperty { fields["resultProperty"] = .string(resultProperty) }
        if let takeResult { fields["takeResult"] = .string(takeResult) }
        if let optionalResultType { fields["optionalResultType"] = .string(optionalResultType) }
        if let playsHaptic { fields["playsHaptic"] = .bool(playsHaptic) }
        if let whenRepeated { fields["whenRepeated"] = .string(whenRepeated) }
        if let optimisticName { fields["optimisticName"] = .string(optimisticName) }
        if let confirm { fields["confirm"] = confirm.templateValue }
        return .object(fields)
    }
}

extension TemplateContext.Fixture {
    /// The context as templates see it: every property by name, those that are nil left out.
    public var templateValue: TemplateValue {
        var fields: [String: TemplateValue] = [:]
        fields.reserveCapacity(3)
        fields["name"] = .string(name)
        fields["value"] = .string(value)
        fields["showsMessage"] = .bool(showsMessage)
        return .object(fields)
    }
}

extension TemplateContext.Gaps {
    /// The context as templates see it: every property by name, those that are nil left out.
    public var templateValue: TemplateValue {
        var fields: [String: TemplateValue] = [:]
        fields.reserveCapacity(3)
        fields["summary"] = .list(summary.map(TemplateValue.string))
        if let failureFeedback { fields["failureFeedback"] = .string(failureFeedback) }
        if let keepsCache { fields["keepsCache"] = .bool(keepsCache) }
        return .object(fields)
    }
}

extension TemplateContext.Initial {
    /// The context as templates see it: every property by name, those that are nil left out.
    public var templateValue: TemplateValue {
        var fields: [String: TemplateValue] = [:]
        fields.reserveCapacity(12)
        fields["summary"] = .list(summary.map(TemplateValue.string))
        fields["trigger"] = .string(trigger)
        fields["appendsAtEnd"] = .bool(appendsAtEnd)
        fields["triggeredByTheView"] = .bool(triggeredByTheView)
        fields["seedFailure"] = .string(seedFailure)
        fields["seedFailureName"] = .string(seedFailureName)
        fields["seedFailureRetries"] = .bool(seedFailureRetries)
        fields["keepsContent"] = .bool(keepsContent)
        fields["awaitsInput"] = .bool(awaitsInput)
        fields["debouncesFirstInput"] = .bool(debouncesFirstInput)
        fields["emptyStateFailureName"] = .string(emptyStateFailureName)
        fields["emptyStateFailureRetries"] = .bool(emptyStateFailureRetries)
        return .object(fields)
    }
}

extension TemplateContext.InputChangeFailure {
    /// The context as templates see it: every property by name, those that are nil left out.
    public var templateValue: TemplateValue {
        var fields: [String: TemplateValue] = [:]
        fields.reserveCapacity(2)
        fields["name"] = .string(name)
        fields["retries"] = .bool(retries)
        return .object(fields)
    }
}

extension TemplateContext.ItemAction {
    /// The context as templates see it: every property by name, those that are nil left out.
    public var templateValue: TemplateValue {
        var fields: [String: TemplateValue] = [:]
        fields.reserveCapacity(10)
        fields["name"] = .string(name)
        fields["summary"] = .list(summary.map(TemplateValue.string))
        fields["optimistic"] = .bool(optimistic)
        fields["removes"] = .bool(removes)
        fields["optimisticName"] = .string(optimisticName)
        if let progress { fields["progress"] = .bool(progress) }
        fields["successHaptic"] = .string(successHaptic)
        if let success { fields["success"] = .string(success) }
        if let failure { fields["failure"] = .string(failure) }
        if let confirm { fields["confirm"] = confirm.templateValue }
        return .object(fields)
    }
}

extension TemplateContext.Kind {
    /// The context as templates see it: every property by name, those that are nil left out.
    public var templateValue: TemplateValue {
        var fields: [String: TemplateValue] = [:]
        fields.reserveCapacity(6)
        fields["name"] = .string(name)
        fields["level"] = .string(level)
        fields["colour"] = .string(colour)
        fields["icon"] = .string(icon)
        fields["haptic"] = .string(haptic)
        fields["announces"] = .bool(announces)
        return .object(fields)
    }
}

extension TemplateContext.LiveUpdates {
    /// The context as templates see it: every property by name, those that are nil left out.
    public var templateValue: TemplateValue {
        var fields: [String: TemplateValue] = [:]
        fields.reserveCapacity(3)
        fields["summary"] = .list(summary.map(TemplateValue.string))
        fields["insertsAtStart"] = .bool(insertsAtStart)
        fields["followsInput"] = .bool(followsInput)
        return .object(fields)
    }
}

extension TemplateContext.Load {
    /// The context as templates see it: every property by name, those that are nil left out.
    public var templateValue: TemplateValue {
        var fields: [String: TemplateValue] = [:]
        fields.reserveCapacity(7)
        fields["summary"] = .list(summary.map(TemplateValue.string))
        fields["trigger"] = .string(trigger)
        fields["appendsAtEnd"] = .bool(appendsAtEnd)
        fields["triggeredByTheView"] = .bool(triggeredByTheView)
        if let failsIntoPartial { fields["failsIntoPartial"] = .bool(failsIntoPartial) }
        if let failureFeedback { fields["failureFeedback"] = .string(failureFeedback) }
        if let failureRetries { fields["failureRetries"] = .bool(failureRetries) }
        return .object(fields)
    }
}

extension TemplateContext.Message {
    /// The context as templates see it: every property by name, those that are nil left out.
    public var templateValue: TemplateValue {
        var fields: [String: TemplateValue] = [:]
        fields.reserveCapacity(18)
        fields["name"] = .string(name)
        fields["key"] = .string(key)
        fields["kind"] = .string(kind)
        fields["text"] = .string(text)
        fields["presentation"] = .string(presentation)
        fields["duration"] = .string(duration)
        fields["summary"] = .list(summary.map(TemplateValue.string))
        fields["parameters"] = .string(parameters)
        fields["hasArguments"] = .bool(hasArguments)
        fields["sampleArguments"] = .string(sampleArguments)
        fields["actions"] = .string(actions)
        if let title { fields["title"] = .string(title) }
        if let detents { fields["detents"] = .string(detents) }
        if let isDismissible { fields["isDismissible"] = .string(isDismissible) }
        fields["describesFailure"] = .bool(describesFailure)
        fields["forwardedArguments"] = .string(forwardedArguments)
        if let showMethod { fields["showMethod"] = .string(showMethod) }
        if let field { fields["field"] = .string(field) }
        return .object(fields)
    }
}

extension TemplateContext.MessageAction {
    /// The context as templates see it: every property by name, those that are nil left out.
    public var templateValue: TemplateValue {
        var fields: [String: TemplateValue] = [:]
        fields.reserveCapacity(5)
        fields["message"] = .string(message)
        fields["action"] = .string(action)
        fields["event"] = .string(event)
        fields["isOperation"] = .bool(isOperation)
        fields["passesText"] = .bool(passesText)
        return .object(fields)
    }
}

extension TemplateContext.Screen {
    /// The context as templates see it: every property by name, those that are nil left out.
    public var templateValue: TemplateValue {
        var fields: [String: TemplateValue] = [:]
        fields.reserveCapacity(74)
        fields["name"] = .string(name)
        fields["specFile"] = .string(specFile)
        fields["access"] = .string(access)
        fields["summary"] = .list(summary.map(TemplateValue.string))
        fields["contentType"] = .string(contentType)
        if let itemType { fields["itemType"] = .string(itemType) }
        fields["loadedType"] = .string(loadedType)
        fields["emptyContent"] = .string(emptyContent)
        fields["hasItems"] = .bool(hasItems)
        fields["hasEmpty"] = .bool(hasEmpty)
        fields["emptyCase"] = .string(emptyCase)
        fields["hasError"] = .bool(hasError)
        fields["hasPartial"] = .bool(hasPartial)
        fields["hasCauseType"] = .bool(hasCauseType)
        fields["initialThrows"] = .bool(initialThrows)
        fields["states"] = .list(states.map(\.templateValue))
        fields["loadingStyle"] = .string(loadingStyle)
        fields["placeholderCount"] = .int(placeholderCount)
        if let empty { fields["empty"] = empty.templateValue }
        if let error { fields["error"] = error.templateValue }
        if let partial { fields["partial"] = partial.templateValue }
        if let causes { fields["causes"] = .list(causes.map(\.templateValue)) }
        fields["hasTextValues"] = .bool(hasTextValues)
        if let textValues { fields["textValues"] = .list(textValues.map(\.templateValue)) }
        if let textValuesParameters { fields["textValuesParameters"] = .string(textValuesParameters) }
        if let causeParameters { fields["causeParameters"] = .string(causeParameters) }
        if let idealSummary { fields["idealSummary"] = .list(idealSummary.map(TemplateValue.string)) }
        if let idealActions { fields["idealActions"] = .list(idealActions.map(\.templateValue)) }
        fields["initial"] = initial.templateValue
        if let refresh { fields["refresh"] = refresh.templateValue }
        if let refreshReloads { fields["refreshReloads"] = refreshReloads.templateValue }
        if let more { fields["more"] = more.templateValue }
        if let inputType { fields["inputType"] = .string(inputType) }
        fields["seeded"] = .bool(seeded)
        fields["readsCache"] = .bool(readsCache)
        fields["keepsStale"] = .bool(keepsStale)
        if let inputChangeFailure { fields["inputChangeFailure"] = inputChangeFailure.templateValue }
        fields["debounce"] = .string(debounce)
        fields["keptInputs"] = .string(keptInputs)
        fields["idlePrompt"] = .string(idlePrompt)
        if let timedRefresh { fields["timedRefresh"] = timedRefresh.templateValue }
        if let gaps { fields["gaps"] = gaps.templateValue }
        if let unread { fields["unread"] = unread.templateValue }
        fields["signals"] = .list(signals.map(\.templateValue))
        fields["heardSignals"] = .list(heardSignals.map(\.templateValue))
        fields["outOfDateSignals"] = .list(outOfDateSignals.map(\.templateValue))
        if let appliesChanges { fields["appliesChanges"] = appliesChanges.templateValue }
        if let liveUpdates { fields["liveUpdates"] = liveUpdates.templateValue }
        if let reportsProgress { fields["reportsProgress"] = .bool(reportsProgress) }
        if let rowActions { fields["rowActions"] = .bool(rowActions) }
        if let asksFirst { fields["asksFirst"] = .bool(asksFirst) }
        if let usesClock { fields["usesClock"] = .bool(usesClock) }
        if let throttlesSignals { fields["throttlesSignals"] = .bool(throttlesSignals) }
        fields["appears"] = .bool(appears)
        fields["reappear"] = .string(reappear)
        if let partialRetry { fields["partialRetry"] = .string(partialRetry) }
        fields["events"] = .list(events.map(\.templateValue))
        fields["plainEvents"] = .list(plainEvents.map(\.templateValue))
        fields["hasPlainEvents"] = .bool(hasPlainEvents)
        fields["operations"] = .list(operations.map(\.templateValue))
        fields["hasResultOperations"] = .bool(hasResultOperations)
        if let itemID { fields["itemID"] = .string(itemID) }
        fields["itemActions"] = .list(itemActions.map(\.templateValue))
        if let bulkActions { fields["bulkActions"] = .list(bulkActions.map(\.templateValue)) }
        fields["adjustsLoaded"] = .bool(adjustsLoaded)
        fields["keepsJournal"] = .bool(keepsJournal)
        fields["raisesFeedback"] = .bool(raisesFeedback)
        fields["requiresNetwork"] = .bool(requiresNetwork)
        fields["feedback"] = .list(feedback.map(\.templateValue))
        fields["messageActions"] = .list(messageActions.map(\.templateValue))
        if let sampleTextValues { fields["sampleTextValues"] = .string(sampleTextValues) }
        fields["fixtures"] = .list(fixtures.map(\.templateValue))
        if let previewContent { fields["previewContent"] = .string(previewContent) }
        if let previewView { fields["previewView"] = .string(previewView) }
        return .object(fields)
    }
}

extension TemplateContext.Section {
    /// The context as templates see it: every property by name, those that are nil left out.
    public var templateValue: TemplateValue {
        var fields: [String: TemplateValue] = [:]
        fields.reserveCapacity(15)
        fields["name"] = .string(name)
        fields["typeName"] = .string(typeName)
        fields["summary"] = .list(summary.map(TemplateValue.string))
        fields["hidesWhenEmpty"] = .bool(hidesWhenEmpty)
        fields["hidesWhenFailed"] = .bool(hidesWhenFailed)
        fields["isPrimary"] = .bool(isPrimary)
        fields["isAboveTabs"] = .bool(isAboveTabs)
        fields["appears"] = .bool(appears)
        fields["retries"] = .bool(retries)
        fields["retriesFailedFirstLoad"] = .bool(retriesFailedFirstLoad)
        fields["refreshes"] = .bool(refreshes)
        fields["takesInput"] = .bool(takesInput)
        if let rowsInput { fields["rowsInput"] = .string(rowsInput) }
        fields["awaitsInput"] = .bool(awaitsInput)
        if let keepsFresh { fields["keepsFresh"] = .bool(keepsFresh) }
        return .object(fields)
    }
}

extension TemplateContext.SectionedScreen {
    /// The context as templates see it: every property by name, those that are nil left out.
    public var templateValue: TemplateValue {
        var fields: [String: TemplateValue] = [:]
        fields.reserveCapacity(19)
        fields["name"] = .string(name)
        fields["specFile"] = .string(specFile)
        fields["access"] = .string(access)
        fields["summary"] = .list(summary.map(TemplateValue.string))
        fields["tabs"] = .bool(tabs)
        fields["aboveTabs"] = .bool(aboveTabs)
        fields["firstSection"] = .string(firstSection)
        fields["sections"] = .list(sections.map(\.templateValue))
        if let inputType { fields["inputType"] = .string(inputType) }
        if let empty { fields["empty"] = empty.templateValue }
        if let error { fields["error"] = error.templateValue }
        if let primarySection { fields["primarySection"] = .string(primarySection) }
        fields["hasRows"] = .bool(hasRows)
        fields["awaitsInput"] = .bool(awaitsInput)
        if let keepsFresh { fields["keepsFresh"] = .bool(keepsFresh) }
        fields["events"] = .list(events.map(\.templateValue))
        if let hasTextValues { fields["hasTextValues"] = .bool(hasTextValues) }
        if let textValues { fields["textValues"] = .list(textValues.map(\.templateValue)) }
        if let textValuesParameters { fields["textValuesParameters"] = .string(textValuesParameters) }
        return .object(fields)
    }
}

extension TemplateContext.Signal {
    /// The context as templates see it: every property by name, those that are nil left out.
    public var templateValue: TemplateValue {
        var fields: [String: TemplateValue] = [:]
        fields.reserveCapacity(6)
        fields["name"] = .string(name)
        fields["summary"] = .list(summary.map(TemplateValue.string))
        fields["applies"] = .bool(applies)
        fields["refreshesOnReturn"] = .bool(refreshesOnReturn)
        if let throttle { fields["throttle"] = .string(throttle) }
        if let insertsAtStart { fields["insertsAtStart"] = .string(insertsAtStart) }
        return .object(fields)
    }
}

extension TemplateContext.State {
    /// The context as templates see it: every property by name, those that are nil left out.
    public var templateValue: TemplateValue {
        var fields: [String: TemplateValue] = [:]
        fields.reserveCapacity(3)
        fields["name"] = .string(name)
        fields["payload"] = .string(payload)
        fields["summary"] = .list(summary.map(TemplateValue.string))
        return .object(fields)
    }
}

extension TemplateContext.TextValue {
    /// The context as templates see it: every property by name, those that are nil left out.
    public var templateValue: TemplateValue {
        var fields: [String: TemplateValue] = [:]
        fields.reserveCapacity(2)
        fields["name"] = .string(name)
        fields["type"] = .string(type)
        return .object(fields)
    }
}

extension TemplateContext.Texts {
    /// The context as templates see it: every property by name, those that are nil left out.
    public var templateValue: TemplateValue {
        var fields: [String: TemplateValue] = [:]
        fields.reserveCapacity(8)
        if let message { fields["message"] = .string(message) }
        if let messageTakesValues { fields["messageTakesValues"] = .bool(messageTakesValues) }
        if let retry { fields["retry"] = .string(retry) }
        if let retryTakesValues { fields["retryTakesValues"] = .bool(retryTakesValues) }
        if let actionTitle { fields["actionTitle"] = .string(actionTitle) }
        if let actionEvent { fields["actionEvent"] = .string(actionEvent) }
        if let actionTakesValues { fields["actionTakesValues"] = .bool(actionTakesValues) }
        if let parameters { fields["parameters"] = .string(parameters) }
        return .object(fields)
    }
}

extension TemplateContext.TimedRefresh {
    /// The context as templates see it: every property by name, those that are nil left out.
    public var templateValue: TemplateValue {
        var fields: [String: TemplateValue] = [:]
        fields.reserveCapacity(5)
        fields["timing"] = .string(timing)
        fields["followsAppActivity"] = .bool(followsAppActivity)
        fields["silent"] = .bool(silent)
        fields["afterSignal"] = .bool(afterSignal)
        fields["namesConditions"] = .bool(namesConditions)
        return .object(fields)
    }
}

extension TemplateContext.Unread {
    /// The context as templates see it: every property by name, those that are nil left out.
    public var templateValue: TemplateValue {
        var fields: [String: TemplateValue] = [:]
        fields.reserveCapacity(1)
        fields["arriveAtStart"] = .bool(arriveAtStart)
        return .object(fields)
    }
}
