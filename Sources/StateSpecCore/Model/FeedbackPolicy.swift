import StateSpecVocabulary

/// The app-wide feedback policy: message kinds, queue and limits, from a built-in profile with
/// a policy file's changes laid over it.
public struct FeedbackPolicy: Sendable, Hashable {
    public enum Profile: String, Sendable, Hashable, CaseIterable {
        case material
        case appleHIG = "apple-hig"
        case accessible

        /// The groups of profile rules the profile turns on.
        public var ruleGroups: Set<ProfileRuleGroup> {
            switch self {
            case .material: [.material]
            case .appleHIG: [.appleHIG]
            case .accessible: [.appleHIG, .accessibility]
            }
        }
    }

    /// Rules a profile brings; each policy rule names the group it belongs to.
    public enum ProfileRuleGroup: String, Sendable, Hashable {
        case material = "material"
        case appleHIG = "apple-hig"
        case accessibility = "accessible"
    }

    public typealias Duration = FeedbackDuration

    public struct Kind: Sendable, Hashable {
        public var name: String
        public var level: FeedbackLevel
        public var colour: String
        public var icon: String?
        /// Where the policy file sets the icon, if it does.
        public var iconLocation: SourceLocation?
        public var haptic: FeedbackHaptic
        public var presentation: FeedbackPresentation
        public var duration: FeedbackDuration
        public var announces: Bool
        /// Where the policy file defines or changes the kind; nil for a profile's own kind.
        public var location: SourceLocation?
        /// Where the policy file sets the duration, if it does.
        public var durationValue: Located<FeedbackDuration>?
        public var announceValue: Located<String>?
    }

    public struct Queue: Sendable, Hashable {
        public var order = FeedbackQueueOrder.sequential
        public var deduplicate = FeedbackDeduplication.key
        public var priority: [FeedbackLevel] = [.critical]
    }

    public struct Limits: Sendable, Hashable {
        public var snackbarMinDuration: Double?
        public var snackbarMaxDuration: Double?
        public var snackbarMaxActions: Int?
        public var alertMaxButtons: Int?
    }

    public var profile: Profile
    /// Kinds by name, in a stable order: the profile's five, then the policy file's own.
    public var kinds: [Kind]
    public var queue: Queue
    public var limits: Limits
    /// The levels (`success`, `info`) whose messages the team lets be alerts; `informational-alert`
    /// allows none otherwise.
    public var alertsAllowedFor: Set<FeedbackLevel> = []
    /// `allow-error-text: true`: texts may show the failure's own description (`{error}`).
    public var allowsErrorText = false
    /// The policy file, or nil for the built-in default.
    public var file: String?
    /// Where the policy file's mapping starts.
    public var location = SourceLocation.start
    /// False for a policy file without `profile:`, which starts from apple-hig.
    public var namesProfile = true

    public func kind(named name: String) -> Kind? { kinds.first { $0.name == name } }

    public func enables(_ group: ProfileRuleGroup) -> Bool { profile.ruleGroups.contains(group) }

    /// A profile's own policy, before any file changes it.
    public static func builtIn(_ profile: Profile = .appleHIG) -> FeedbackPolicy {
        func kind(_ level: FeedbackLevel, _ colour: String, _ icon: String, _ haptic: FeedbackHaptic,
                  _ presentation: FeedbackPresentation, _ duration: FeedbackDuration) -> Kind {
            Kind(name: level.rawValue, level: level, colour: colour, icon: icon, iconLocation: nil, haptic: haptic,
                 presentation: presentation, duration: duration, announces: true, location: nil)
        }
        // Each kind has a colour and a standard duration: success short, caution longer, errors longer still.
        let kinds = [
            kind(.success, "green", "checkmark.circle.fill", .success, .snackbar, .seconds(4)),
            kind(.info, "blue", "info.circle.fill", .none, .snackbar, .seconds(4)),
            kind(.caution, "orange", "exclamationmark.triangle.fill", .warning, .snackbar, .seconds(6)),
            kind(.error, "red", "xmark.octagon.fill", .error, .snackbar, .seconds(9)),
            kind(.critical, "red", "exclamationmark.octagon.fill", .error, .alert, .persistent),
        ]
        var limits = Limits()
        if profile.ruleGroups.contains(.material) {
            limits.snackbarMinDuration = 4
            limits.snackbarMaxDuration = 10
            limits.snackbarMaxActions = 1
        }
        if profile.ruleGroups.contains(.appleHIG) {
            limits.alertMaxButtons = 3
        }
        return FeedbackPolicy(profile: profile, kinds: kinds, queue: Queue(), limits: limits, file: nil)
    }
}

extension FeedbackDuration {
    /// `4`, `2.5` or `persistent` as a spec writes it; nil for anything else. Zero and negative
    /// numbers are read, so that `non-positive-duration` can say what is wrong with them.
    public init?(specText text: String) {
        if text == FeedbackSchema.persistent {
            self = .persistent
        } else if let seconds = SpecNumber.seconds(text) {
            self = .seconds(seconds)
        } else {
            return nil
        }
    }

    /// For comparing how long messages stay: persistent is longest.
    var comparable: Double { seconds ?? .infinity }

    /// `4`, `2.5`: seconds as a spec writes them, in messages and in generated Swift.
    static func text(_ seconds: Double) -> String { SpecNumber.text(seconds: seconds) }
}
