import StateSpecVocabulary

/// A screen's feedback message with the policy applied: its kind, and the presentation and
/// duration it really gets (its own, or its kind's).
struct ResolvedMessage: Sendable {
    /// The screen the message belongs to, held once for all of its messages: a screen is large,
    /// and the feedback rules pass every message around many times.
    var screen: ScreenSpec { sharedScreen.screen }
    private let sharedScreen: SharedScreen
    var message: ScreenSpec.FeedbackMessage
    /// Nil when the message names a kind the policy does not define.
    var kind: FeedbackPolicy.Kind?
    var presentation: FeedbackPresentation
    var duration: FeedbackDuration
    var level: FeedbackLevel
    /// The loads and events that raise it, by the reference that names it.
    var raisers: [References.Raiser]

    /// Where a problem with the presentation is best reported: the message's own
    /// `presentation:`, or else its `kind:`.
    var presentationSite: Site? { message.presentation?.site ?? message.kind?.site }
    var durationSite: Site? { message.duration?.site ?? message.kind?.site }

    /// True when the message names a kind the policy does not define: its presentation,
    /// duration and level are then guesses.
    var namesUnknownKind: Bool { message.kind != nil && kind == nil }

    /// True when its text or title shows the failure that raised it (`{error}`, not declared
    /// as an argument the app fills).
    var describesFailure: Bool {
        !message.arguments.contains { $0.name.value == errorPlaceholder }
            && [message.text, message.one, message.title].contains { $0.map { Placeholders.names(in: $0.value).contains(errorPlaceholder) } ?? false }
    }

    /// What raises the message without a failure to describe, in words (`the success of
    /// 'save'`); nil when only failures raise it. `{error}` needs a failure.
    var raiserWithoutFailure: String? {
        if message.isRaisedManually { return "the app (`raised: manual`)" }
        if raisers.isEmpty { return "nothing" }
        return raisers.lazy.compactMap { raiser -> String? in
            switch raiser.source {
            case .eventSuccess(let name): "the success of '\(name)'"
            case .itemActionSuccess(let name): "the success of the item action '\(name)'"
            case .bulkActionSuccess(let name): "the success of the bulk action '\(name)'"
            default: nil
            }
        }.first
    }

    var isBlocking: Bool { presentation.isBlocking }
    var isSnackbar: Bool { presentation == .snackbar || presentation == .toast }

    /// Every message of a screen, resolved against `policy`.
    static func all(in screen: ScreenSpec, policy: FeedbackPolicy) -> [ResolvedMessage] {
        let raisers = Dictionary(grouping: References(screen).raisers) { $0.reference.value }
        let sharedScreen = SharedScreen(screen)
        return screen.feedback.map { message in
            let kind = message.kind.flatMap { policy.kind(named: $0.value) }
            return ResolvedMessage(
                sharedScreen: sharedScreen, message: message, kind: kind,
                presentation: message.presentation?.value ?? kind?.presentation ?? .snackbar,
                duration: message.duration?.value ?? kind?.duration ?? .seconds(4),
                level: kind?.level ?? .info,
                raisers: raisers[message.name.value] ?? [])
        }
    }
}

/// A screen that every resolved message of it refers to.
private final class SharedScreen: Sendable {
    let screen: ScreenSpec

    init(_ screen: ScreenSpec) {
        self.screen = screen
    }
}
