/// A screen's feedback message with the policy applied: its kind, and the presentation and
/// duration it really gets (its own, or its kind's).
public struct ResolvedMessage: Sendable {
    public var screen: ScreenSpec
    public var message: ScreenSpec.FeedbackMessage
    /// Nil when the message names a kind the policy does not define.
    public var kind: FeedbackPolicy.Kind?
    public var presentation: String
    public var duration: FeedbackPolicy.Duration
    public var level: String
    /// The loads and events that raise it, by the reference that names it.
    public var raisers: [Raiser]

    public struct Raiser: Sendable {
        public enum Source: Sendable, Equatable {
            case loadFailure(LoadKind)
            case eventSuccess(String)
            case eventFailure(String)
        }

        public var source: Source
        public var reference: Located<String>
    }

    /// Where a problem with the presentation is best reported: the message's own
    /// `presentation:`, or else its `kind:`.
    public var presentationSite: Located<String>? { message.presentation ?? message.kind }
    public var durationSite: Located<String>? { message.duration ?? message.kind }

    public var isBlocking: Bool { presentation == "alert" || presentation == "sheet" }
    public var isSnackbar: Bool { presentation == "snackbar" || presentation == "toast" }

    /// Every message of a screen, resolved against `policy`.
    public static func all(in screen: ScreenSpec, policy: FeedbackPolicy) -> [ResolvedMessage] {
        var raisers: [String: [Raiser]] = [:]
        for load in screen.loads.all {
            if let failure = load.failure { raisers[failure.value, default: []].append(Raiser(source: .loadFailure(load.kind), reference: failure)) }
        }
        for event in screen.events {
            if let success = event.success { raisers[success.value, default: []].append(Raiser(source: .eventSuccess(event.name.value), reference: success)) }
            if let failure = event.failure { raisers[failure.value, default: []].append(Raiser(source: .eventFailure(event.name.value), reference: failure)) }
        }
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
