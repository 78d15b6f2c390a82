import Observation

/// Why a message left the screen.
public enum FeedbackDismissalCause: Sendable, Hashable {
    /// Its duration ran out.
    case timeout
    /// The user closed it.
    case user
    /// The user chose one of its actions.
    case action(String)
    /// A newer or more important message took its place.
    case replaced
}

/// A message that was on screen, and why it left.
public struct FeedbackDismissal: Sendable, Hashable {
    public var id: Int
    public var message: FeedbackMessage
    public var cause: FeedbackDismissalCause
}

/// Shows one message at a time, the same way on every screen: in the order the queue policy
/// says, critical first, duplicates dropped, each dismissed after its own duration. A dismiss
/// timer only ever dismisses the message it was started for.
@MainActor
@Observable
public final class FeedbackPresenter: FeedbackPresenting {
    /// A message on screen, with the id its timer and its dismissal carry.
    public struct Shown: Sendable, Hashable, Identifiable {
        public var id: Int
        public var message: FeedbackMessage
        /// The message's text as the user reads it.
        public var text: String
        public var shownAt: Double
    }

    /// The message on screen.
    public private(set) var current: Shown?
    /// Messages waiting their turn, in order.
    public private(set) var pending: [FeedbackMessage] = []

    /// Called whenever a message leaves the screen.
    @ObservationIgnored public var onDismiss: (@MainActor (FeedbackDismissal) -> Void)?

    @ObservationIgnored private let policy: FeedbackQueuePolicy
    @ObservationIgnored private let clock: any FeedbackClock
    @ObservationIgnored private let announcer: any FeedbackAnnouncer
    @ObservationIgnored private let localizer: any TextLocalizer
    @ObservationIgnored private var timer: FeedbackTimer?
    @ObservationIgnored private var lastID = 0

    public init(policy: FeedbackQueuePolicy = FeedbackQueuePolicy(), clock: any FeedbackClock,
                announcer: any FeedbackAnnouncer, localizer: any TextLocalizer = EnglishTextLocalizer()) {
        self.policy = policy
        self.clock = clock
        self.announcer = announcer
        self.localizer = localizer
    }

    /// Shows `message` now, or queues it, as the policy says.
    public func show(_ message: FeedbackMessage) {
        if isDuplicate(message) { return }
        guard let current else {
            present(message)
            return
        }
        let isPriority = hasPriority(message)
        let currentIsPriority = hasPriority(current.message)
        if isPriority && !currentIsPriority {
            // Critical news takes the screen; what it interrupts comes back after it.
            if policy.order == .sequential { pending.insert(current.message, at: 0) }
            finish(cause: .replaced, showNext: false)
            present(message)
        } else if policy.order == .newestReplaces && (isPriority || !currentIsPriority) {
            finish(cause: .replaced, showNext: false)
            present(message)
        } else if isPriority {
            let lastPriority = pending.lastIndex { hasPriority($0) }.map { $0 + 1 } ?? 0
            pending.insert(message, at: lastPriority)
        } else {
            pending.append(message)
        }
    }

    /// Dismisses the message on screen, if it is the one with `id` (or any, without an id).
    public func dismiss(id: Int? = nil, cause: FeedbackDismissalCause = .user) {
        guard let current, id == nil || id == current.id else { return }
        finish(cause: cause)
    }

    /// Any text (an action's title, say) as this presenter's localizer renders it.
    public func string(for text: LocalizedText) -> String {
        localizer.string(for: text)
    }

    /// The user chose `action` on the message with `id`.
    public func respond(to action: FeedbackAction, id: Int) {
        dismiss(id: id, cause: .action(action.id))
    }

    private func present(_ message: FeedbackMessage) {
        lastID += 1
        let id = lastID
        let text = localizer.string(for: message.text)
        current = Shown(id: id, message: message, text: text, shownAt: clock.now)
        if message.kind.announces {
            announcer.announce("\(text). \(message.kind.level.spokenName).")
        }
        if let seconds = message.duration.seconds {
            // The id guard: this timer may only ever dismiss the message it was started for.
            timer = clock.schedule(after: seconds) { [weak self] in self?.dismiss(id: id, cause: .timeout) }
        }
    }

    private func finish(cause: FeedbackDismissalCause, showNext: Bool = true) {
        guard let shown = current else { return }
        timer?.cancel()
        timer = nil
        current = nil
        onDismiss?(FeedbackDismissal(id: shown.id, message: shown.message, cause: cause))
        if showNext, !pending.isEmpty {
            present(pending.removeFirst())
        }
    }

    private func hasPriority(_ message: FeedbackMessage) -> Bool {
        policy.priorityLevels.contains(message.kind.level)
    }

    private func isDuplicate(_ message: FeedbackMessage) -> Bool {
        let waiting = [current?.message].compactMap { $0 } + pending
        switch policy.deduplication {
        case .none: return false
        case .key: return waiting.contains { $0.key == message.key }
        case .text: return waiting.contains { localizer.string(for: $0.text) == localizer.string(for: message.text) }
        }
    }
}
