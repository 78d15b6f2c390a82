import StateSpecRuntime

/// A presenter in virtual time with everything it does recorded: announcements, haptics and
/// dismissals.
@MainActor
final class FeedbackHarness {
    let clock = ManualFeedbackClock()
    let announcer = RecordingAnnouncer()
    let haptics = RecordingHaptics()
    let presenter: FeedbackPresenter
    private(set) var dismissals: [FeedbackDismissal] = []

    init(_ policy: FeedbackQueuePolicy = FeedbackQueuePolicy()) {
        presenter = FeedbackPresenter(policy: policy, clock: clock, announcer: announcer, haptics: haptics)
        presenter.onDismiss = { [weak self] in self?.dismissals.append($0) }
    }

    /// The key of the message on screen in `slot`.
    func key(in slot: FeedbackSlot) -> String? {
        presenter.shown(in: slot)?.message.key
    }
}

@MainActor
final class RecordingAnnouncer: FeedbackAnnouncer {
    var announcements: [String] = []
    func announce(_ text: String) { announcements.append(text) }
}

func kind(_ level: FeedbackLevel, name: String? = nil, haptic: FeedbackHaptic = .none, announces: Bool = true) -> FeedbackKind {
    FeedbackKind(name: name ?? level.rawValue, level: level, colour: "red", icon: "icon", haptic: haptic, announces: announces)
}

/// A message whose text is its key unless given; without `seconds` it is persistent.
func message(_ key: String, _ level: FeedbackLevel = .info, as presentation: FeedbackPresentation = .snackbar,
             seconds: Double? = nil, text: String? = nil, kind messageKind: FeedbackKind? = nil,
             actions: [FeedbackAction] = [], title: String? = nil, isDismissible: Bool = true) -> FeedbackMessage {
    FeedbackMessage(key: key, kind: messageKind ?? kind(level), text: LocalizedText(key: key, other: text ?? key),
                    presentation: presentation, duration: seconds.map(FeedbackDuration.seconds) ?? .persistent,
                    actions: actions, title: title.map { LocalizedText(key: "\(key).title", other: $0) },
                    isDismissible: isDismissible)
}

func action(_ id: String, _ title: String, _ role: FeedbackAction.Role = .default) -> FeedbackAction {
    FeedbackAction(id: id, title: LocalizedText(key: "action.\(id)", other: title), role: role)
}
