/// The places a spec names one of its own definitions, shared by the rules that look for
/// references to nothing, definitions nobody references, and who raises each message.
struct References {
    /// A load's or an event's reference to the feedback message it raises.
    struct Raiser: Sendable {
        enum Source: Sendable, Equatable {
            case loadFailure(LoadKind)
            case eventSuccess(String)
            case eventFailure(String)
            case itemActionSuccess(String)
            case itemActionFailure(String)
            case bulkActionSuccess(String)
            case bulkActionFailure(String)
            /// `loads.gaps.failure`.
            case gapFailure
        }

        var source: Source
        var reference: Located<String>

        /// True when a failure raises the message, which then has a failure to describe (`{error}`).
        var isFailure: Bool {
            switch source {
            case .loadFailure, .eventFailure, .itemActionFailure, .bulkActionFailure, .gapFailure: true
            case .eventSuccess, .itemActionSuccess, .bulkActionSuccess: false
            }
        }
    }

    /// Buttons' `event:` values, the states' and the messages': each must name an event.
    var events: [Located<String>] = []
    /// Events' `success:`/`failure:` and loads' `failure:` (but `partial`): each names a message.
    var raisers: [Raiser] = []
    /// Loads whose `failure:` is `partial`.
    var partialFailures: [Located<String>] = []

    /// Actions' `confirm:` values: each names the message that asks before the action runs.
    var confirmations: [Located<String>] = []

    /// The feedback names the raisers and the confirmations use.
    var feedback: [Located<String>] { raisers.map(\.reference) + confirmations }

    init(_ spec: ScreenSpec) {
        // A screen made of sections fires its events only from its screen-wide empty and error
        // states' buttons (`content-beside-sections` reports the other states and the causes).
        for name in StateName.allCases where !spec.hasSections || [.empty, .error].contains(name) {
            let actions = spec.hasSections ? [spec.details(name)?.action].compactMap { $0 } : spec.details(name)?.allActions ?? []
            for action in actions {
                if let event = action.event { events.append(event) }
            }
        }
        for message in spec.feedback {
            events += message.actions.compactMap(\.event)
        }
        // Beside sections an event is a plain one: `content-beside-sections` reports its
        // operation keys, and the messages they would name.
        for event in spec.events where !spec.hasSections {
            if let success = event.success { raisers.append(Raiser(source: .eventSuccess(event.name.value), reference: success)) }
            if let failure = event.failure { raisers.append(Raiser(source: .eventFailure(event.name.value), reference: failure)) }
        }
        for action in spec.itemActions {
            if let success = action.success { raisers.append(Raiser(source: .itemActionSuccess(action.name.value), reference: success)) }
            if let failure = action.failure { raisers.append(Raiser(source: .itemActionFailure(action.name.value), reference: failure)) }
        }
        for action in spec.bulkActions {
            if let success = action.success { raisers.append(Raiser(source: .bulkActionSuccess(action.name.value), reference: success)) }
            if let failure = action.failure { raisers.append(Raiser(source: .bulkActionFailure(action.name.value), reference: failure)) }
        }
        confirmations = spec.confirmations.map(\.message)
        if let failure = spec.loads.gaps?.failure { raisers.append(Raiser(source: .gapFailure, reference: failure)) }
        for load in spec.loads.all {
            guard let failure = load.failure else { continue }
            if failure.value == partialStateFailure {
                partialFailures.append(failure)
            } else {
                raisers.append(Raiser(source: .loadFailure(load.kind), reference: failure))
            }
        }
    }
}
