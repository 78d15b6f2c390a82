/// A screen's feedback message with the policy applied: its kind, and the presentation and
/// duration it really gets (its own, or its kind's).
struct ResolvedMessage: Sendable {
    var screen: ScreenSpec
    var message: ScreenSpec.FeedbackMessage
    /// Nil when the message names a kind the policy does not define.
    var kind: FeedbackPolicy.Kind?
    var presentation: String
    var duration: FeedbackPolicy.Duration
    var level: String
    /// The loads and events that raise it, by the reference that names it.
    var raisers: [References.Raiser]

    /// Where a problem with the presentation is best reported: the message's own
    /// `presentation:`, or else its `kind:`.
    var presentationSite: Located<String>? { message.presentation ?? message.kind }
    var durationSite: Located<String>? { message.duration ?? message.kind }

    var isBlocking: Bool { presentation == "alert" || presentation == "sheet" }
    var isSnackbar: Bool { presentation == "snackbar" || presentation == "toast" }

    /// Every message of a screen, resolved against `policy`.
    static func all(in screen: ScreenSpec, policy: FeedbackPolicy) -> [ResolvedMessage] {
        let raisers = Dictionary(grouping: References(screen).raisers) { $0.reference.value }
        return screen.feedback.map { message in
            let kind = message.kind.flatMap { policy.kind(named: $0.value) }
            return ResolvedMessage(
                screen: screen, message: message, kind: kind,
                presentation: message.presentation?.value ?? kind?.presentation ?? "snackbar",
                duration: message.duration.flatMap { FeedbackPolicy.Duration($0.value) } ?? kind?.duration ?? .seconds(4),
                level: kind?.level ?? "info",
                raisers: raisers[message.name.value] ?? [])
        }
    }
}

/// A rule about feedback messages, checked once per message of every screen. Rules that come
/// from a profile say which; they stay quiet under profiles without them.
protocol FeedbackRule: Rule {
    static var profileGroup: FeedbackPolicy.ProfileRuleGroup? { get }
    func check(_ message: ResolvedMessage, policy: FeedbackPolicy) -> [Finding]
}

extension FeedbackRule {
    static var profileGroup: FeedbackPolicy.ProfileRuleGroup? { nil }

    func check(_ context: LintContext) -> [Finding] {
        if let group = Self.profileGroup, !context.policy.enables(group) { return [] }
        return context.screens.flatMap { screen in
            ResolvedMessage.all(in: screen, policy: context.policy).flatMap { check($0, policy: context.policy) }
        }
    }
}

extension Finding {
    /// A finding about a message, at `site` or else at the message's name.
    init(_ message: ResolvedMessage, at site: Located<String>? = nil, _ text: String) {
        self.init(file: message.screen.file, at: site ?? message.message.name, text)
    }
}
