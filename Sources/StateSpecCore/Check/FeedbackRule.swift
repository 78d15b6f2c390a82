/// A rule about feedback messages, checked once per message of every screen. Rules that come
/// from a profile say which; they stay quiet under profiles without them.
protocol FeedbackRule: Rule {
    static var profileGroup: FeedbackPolicy.ProfileRuleGroup? { get }
    /// True for a rule that reads what a message's kind decides (its presentation, duration or
    /// level): it skips a message whose kind the policy does not define, where those are guesses
    /// and `unknown-feedback-kind` reports the cause.
    static var readsKind: Bool { get }
    func check(_ message: ResolvedMessage, policy: FeedbackPolicy) -> [Finding]
}

extension FeedbackRule {
    var role: RuleRole { RuleRole(kind: .feedback(self)) }
    static var profileGroup: FeedbackPolicy.ProfileRuleGroup? { nil }
    static var readsKind: Bool { true }

    func check(_ context: LintContext) -> [Finding] {
        if let group = Self.profileGroup, !context.policy.enables(group) { return [] }
        return context.screens.lazy.flatMap(\.checkedParts).flatMap { screen in
            ResolvedMessage.all(in: screen, policy: context.policy).flatMap { findings($0, policy: context.policy) }
        }
    }

    /// What the rule finds in `message`: nothing where it reads the kind and the kind is unknown.
    func findings(_ message: ResolvedMessage, policy: FeedbackPolicy) -> [Finding] {
        Self.readsKind && message.namesUnknownKind ? [] : check(message, policy: policy)
    }
}

extension Finding {
    /// A finding about a message, at `site` or else at the message's name.
    init(_ message: ResolvedMessage, at site: Site? = nil, _ text: String) {
        let site = site ?? message.message.name.site
        self.init(file: message.screen.file, location: site.location, path: site.path, message: text)
    }

    init<Value>(_ message: ResolvedMessage, at value: Located<Value>, _ text: String) {
        self.init(message, at: value.site, text)
    }
}
