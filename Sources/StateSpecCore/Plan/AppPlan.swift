import StateSpecVocabulary

/// The decisions about what is generated once per run: the feedback policy in force and the
/// screens there are.
public struct AppPlan: Sendable, Hashable {
    /// The policy file's path, or nil for a built-in profile.
    public var policyPath: String?
    public var profile: FeedbackPolicy.Profile
    public var kinds: [Kind]
    public var queueOrder: FeedbackQueueOrder
    public var deduplication: FeedbackDeduplication
    public var priorityLevels: [FeedbackLevel]
    /// The screens' names, sorted.
    public var screens: [String]

    public struct Kind: Sendable, Hashable {
        public var name: String
        public var level: FeedbackLevel
        public var colour: String
        public var icon: String
        public var haptic: FeedbackHaptic
        public var announces: Bool
    }

    public init(policy: FeedbackPolicy, screens: [ScreenPlan]) {
        policyPath = policy.file
        profile = policy.profile
        kinds = policy.kinds.map { Kind(name: $0.name, level: $0.level, colour: $0.colour, icon: $0.icon ?? "", haptic: $0.haptic, announces: $0.announces) }
        queueOrder = policy.queue.order
        deduplication = policy.queue.deduplicate
        priorityLevels = policy.queue.priority
        self.screens = screens.map(\.name).sorted()
    }
}
