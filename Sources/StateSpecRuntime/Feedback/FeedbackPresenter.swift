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
    /// The id of the message that left, as `Shown.id` gave it.
    public var id: Int
    /// The message that left.
    public var message: FeedbackMessage
    /// Why it left: its time ran out, the user closed it or chose an action, or the app or a newer message replaced it.
    public var cause: FeedbackDismissalCause
}

/// Shows messages the same way on every screen, one per slot (`FeedbackSlot`): a status label,
/// a bottom bar, a top banner and a dialog can be on screen together. Within a slot, messages
/// come in the order the queue policy says, critical first, each dismissed after its own
/// duration by a timer that only ever dismisses the message it was started for. Alerts and
/// sheets wait for an answer: they never leave on a timer.
///
/// De-duplication compares what the user would read. Under `.key`, a message raised again with
/// the same key and arguments restarts the time of its twin on screen (or is dropped when its
/// twin is still waiting), and one with the same key but other arguments ("2 items registered"
/// after "1 item registered") takes its twin's place at once, with its own full time. Under
/// `.text` the same holds for messages whose rendered text is the same.
///
/// While a dialog is up, the other slots wait with their timers paused. Each message is
/// announced and plays its kind's haptic when it appears.
@MainActor
@Observable
public final class FeedbackPresenter: FeedbackPresenting {
    /// A message on screen, with the id its timer and its dismissal carry.
    public struct Shown: Sendable, Hashable, Identifiable {
        /// Identifies this showing of the message: a new message, even with the same key, has a new id.
        public var id: Int
        /// The message shown.
        public var message: FeedbackMessage
        /// The message's text as the user reads it.
        public var text: String
        /// When it appeared, on the presenter's clock, in seconds.
        public var shownAt: Double
    }

    /// What one slot holds.
    struct Slot {
        var shown: Shown?
        var waiting: [FeedbackMessage] = []
    }

    /// Called whenever a message leaves the screen.
    @ObservationIgnored public var onDismiss: (@MainActor (FeedbackDismissal) -> Void)?

    private(set) var slots: [FeedbackSlot: Slot] = [:]
    @ObservationIgnored private var countdowns: [FeedbackSlot: DismissCountdown] = [:]
    @ObservationIgnored private let policy: FeedbackQueuePolicy
    @ObservationIgnored private let clock: any FeedbackClock
    @ObservationIgnored private let announcer: any FeedbackAnnouncer
    @ObservationIgnored private let localizer: any TextLocalizer
    @ObservationIgnored private let haptics: any FeedbackHaptics
    @ObservationIgnored private var lastID = 0
    /// What to call when the user chooses an action, by message key: the handler of the latest
    /// `show(_:onAction:)` of that key answers for every message with it.
    @ObservationIgnored private var actionHandlers: [String: @MainActor (FeedbackAnswer) -> Void] = [:]
    /// What to call when a question (`show(confirming:onAnswer:)`) leaves without an action, by
    /// message key, as `actionHandlers`.
    @ObservationIgnored private var closeHandlers: [String: @MainActor () -> Void] = [:]

    /// A presenter with no message shown; the generated `AppFeedbackPolicy.makePresenter(…)` makes
    /// one with the app's policy.
    ///
    /// - Parameters:
    ///   - policy: How messages queue; the generated `AppFeedbackPolicy.queue`.
    ///   - clock: The clock that times messages; `SystemFeedbackClock()` in the app, a `ManualFeedbackClock` in tests.
    ///   - announcer: Speaks announced messages; `VoiceOverAnnouncer()` in the app.
    ///   - localizer: Renders texts; the English text by default.
    ///   - haptics: Plays each kind's haptic; `UIKitHaptics()` on iPhone, none by default.
    public init(policy: FeedbackQueuePolicy = FeedbackQueuePolicy(), clock: any FeedbackClock,
                announcer: any FeedbackAnnouncer, localizer: any TextLocalizer = EnglishTextLocalizer(),
                haptics: any FeedbackHaptics = NoHaptics()) {
        self.policy = policy
        self.clock = clock
        self.announcer = announcer
        self.localizer = localizer
        self.haptics = haptics
    }

    // MARK: - What is on screen

    /// The message on screen in `slot`.
    public func shown(in slot: FeedbackSlot) -> Shown? {
        slots[slot]?.shown
    }

    /// The messages waiting for `slot`, in the order they will be shown.
    public func waiting(in slot: FeedbackSlot) -> [FeedbackMessage] {
        slots[slot]?.waiting ?? []
    }

    /// The message in front: the one shown last of those on screen, which is the dialog while
    /// one is up. With one slot in use, simply the message on screen.
    public var current: Shown? {
        slots.values.compactMap(\.shown).max { $0.id < $1.id }
    }

    /// Every waiting message: the dialog's first, then the bottom bar's, the top bar's and the
    /// inline label's, each in its slot's order.
    public var pending: [FeedbackMessage] {
        FeedbackSlot.allCases.flatMap(waiting(in:))
    }

    // MARK: - Showing and dismissing

    /// Shows `message` in its slot now, or queues it there, as the policy says.
    /// Plays `haptic` through the presenter's haptics, with nothing shown or announced.
    public func play(_ haptic: FeedbackHaptic) {
        haptics.play(haptic)
    }

    public func show(_ message: FeedbackMessage) {
        let slot = FeedbackSlot(message.presentation)
        if absorbsTwin(message, in: slot) { return }
        let shown = shown(in: slot)
        if isHeld(slot) {
            policy.enqueue(message, into: &slots[slot, default: Slot()].waiting)
        } else if let shown, policy.replaces(shown.message, with: message) {
            replace(shown, with: message, in: slot)
        } else if shown != nil {
            policy.enqueue(message, into: &slots[slot, default: Slot()].waiting)
        } else {
            present(message, in: slot)
        }
    }

    /// Shows `message` as `show(_:)` does, and calls `onAction` with the id of the action the user
    /// chooses on it (after it has left the screen and `onDismiss` has heard of it).
    public func show(_ message: FeedbackMessage, onAction: @escaping @MainActor (FeedbackAction.ID) -> Void) {
        show(asking: message, onAnswer: { onAction($0.action) })
    }

    /// Shows `message` as `show(_:)` does, and calls `onAnswer` with the action the user chooses
    /// on it and the text of its field as the user left it (`enter(_:id:)`).
    public func show(asking message: FeedbackMessage, onAnswer: @escaping @MainActor (FeedbackAnswer) -> Void) {
        show(message)
        // Set once the message is in (it may have replaced one of its key, whose handler went with
        // it); a duplicate that was dropped leaves its twin on screen, which now answers here.
        if messagesOnScreenOrWaiting.contains(where: { $0.key == message.key }) {
            actionHandlers[message.key] = onAnswer
        }
    }

    /// Shows `message` as `show(asking:onAnswer:)` does, and also calls `onAnswer` with nil when it
    /// leaves without an action: closed by the user or the app, or replaced for good (a message
    /// replaced and queued again is still asking).
    public func show(confirming message: FeedbackMessage, onAnswer: @escaping @MainActor (FeedbackAnswer?) -> Void) {
        show(asking: message, onAnswer: { onAnswer($0) })
        if messagesOnScreenOrWaiting.contains(where: { $0.key == message.key }) {
            closeHandlers[message.key] = { onAnswer(nil) }
        }
    }

    /// The user typed `text` into the field of the message with `id` on screen: the answer to
    /// it carries that text. Ignored for a message that has left or has no field.
    public func enter(_ text: String, id: Int) {
        guard let slot = FeedbackSlot.allCases.first(where: { shown(in: $0)?.id == id }),
              shown(in: slot)?.message.field != nil else { return }
        slots[slot]?.shown?.message.field?.text = text
    }

    /// Dismisses the message with `id`, in whichever slot it is (or the message in front,
    /// without an id). The app's way to take a message down: it ignores `isDismissible`.
    public func dismiss(id: Int? = nil, cause: FeedbackDismissalCause = .user) {
        guard let target = id ?? current?.id,
              let slot = FeedbackSlot.allCases.first(where: { shown(in: $0)?.id == target }) else { return }
        finish(slot, cause: cause)
    }

    /// The user chose `action` on the message with `id`.
    public func respond(to action: FeedbackAction, id: Int) {
        dismiss(id: id, cause: .action(action.id))
    }

    /// Any text (an action's title, say) as this presenter's localizer renders it.
    public func string(for text: LocalizedText) -> String {
        localizer.string(for: text)
    }

    // MARK: - Slots

    /// True for the slots that wait while a dialog is up.
    private func isHeld(_ slot: FeedbackSlot) -> Bool {
        slot != .dialog && shown(in: .dialog) != nil
    }

    private func present(_ message: FeedbackMessage, in slot: FeedbackSlot) {
        lastID += 1
        let id = lastID
        let text = localizer.string(for: message.text)
        slots[slot, default: Slot()].shown = Shown(id: id, message: message, text: text, shownAt: clock.now)
        if message.kind.announces {
            announcer.announce("\(text). \(message.kind.level.spokenName).")
        }
        if message.kind.haptic != .none {
            haptics.play(message.kind.haptic)
        }
        startCountdown(for: message, id: id, in: slot)
        if slot == .dialog {
            // WCAG 2.2.1: nothing behind a dialog runs out while the user cannot reach it.
            for other in FeedbackSlot.allCases where other != .dialog { countdowns[other]?.pause() }
        }
    }

    /// Starts the timer that dismisses the message `id` after its duration, from its full time:
    /// none for a persistent message or a dialog, which waits for an answer. A slot held behind a
    /// dialog starts it paused.
    private func startCountdown(for message: FeedbackMessage, id: Int, in slot: FeedbackSlot) {
        countdowns.removeValue(forKey: slot)?.cancel()
        guard let seconds = message.duration.seconds, !message.presentation.isBlocking else { return }
        // The id guard: this timer may only ever dismiss the message it was started for.
        let countdown = DismissCountdown(seconds: seconds, clock: clock) { [weak self] in self?.dismiss(id: id, cause: .timeout) }
        countdowns[slot] = countdown
        if !isHeld(slot) { countdown.resume() }
    }

    private func replace(_ shown: Shown, with message: FeedbackMessage, in slot: FeedbackSlot) {
        if policy.requeues(shown.message, whenReplacedBy: message) {
            slots[slot, default: Slot()].waiting.insert(shown.message, at: 0)
        }
        finish(slot, cause: .replaced, showNext: false)
        present(message, in: slot)
    }

    private func finish(_ slot: FeedbackSlot, cause: FeedbackDismissalCause, showNext: Bool = true) {
        guard let shown = shown(in: slot) else { return }
        countdowns.removeValue(forKey: slot)?.cancel()
        slots[slot]?.shown = nil
        onDismiss?(FeedbackDismissal(id: shown.id, message: shown.message, cause: cause))
        let handler = actionHandlers[shown.message.key], closed = closeHandlers[shown.message.key]
        if showNext { advance(slot) }
        forgetHandlerIfUnused(shown.message.key)
        if case .action(let action) = cause {
            handler?(FeedbackAnswer(action: action, text: shown.message.field?.text))
        } else if !messagesOnScreenOrWaiting.contains(where: { $0.key == shown.message.key }) {
            closed?()
        }
    }

    /// Drops the handlers of `key` once no message with that key is on screen or waiting.
    private func forgetHandlerIfUnused(_ key: String) {
        guard actionHandlers[key] != nil || closeHandlers[key] != nil,
              !messagesOnScreenOrWaiting.contains(where: { $0.key == key }) else { return }
        actionHandlers[key] = nil
        closeHandlers[key] = nil
    }

    private var messagesOnScreenOrWaiting: [FeedbackMessage] {
        slots.values.flatMap { [$0.shown?.message].compactMap { $0 } + $0.waiting }
    }

    /// Shows the slot's next message, if it may show one; a dialog that leaves with none after
    /// it lets the other slots go on.
    private func advance(_ slot: FeedbackSlot) {
        guard !isHeld(slot), shown(in: slot) == nil else { return }
        if let next = slots[slot]?.waiting.first {
            slots[slot]?.waiting.removeFirst()
            present(next, in: slot)
        } else if slot == .dialog {
            release()
        }
    }

    /// After a dialog: each slot's message goes on with the time it had left, unless a message
    /// that arrived meanwhile replaces it; an empty slot shows its next message.
    private func release() {
        for slot in FeedbackSlot.allCases where slot != .dialog {
            guard let shown = shown(in: slot) else {
                advance(slot)
                continue
            }
            if let next = slots[slot]?.waiting.first, policy.replaces(shown.message, with: next) {
                slots[slot]?.waiting.removeFirst()
                replace(shown, with: next, in: slot)
            } else {
                countdowns[slot]?.resume()
            }
        }
    }

    /// Handles `message` when a twin of it is on screen or waiting in `slot` (true), as the type's
    /// comment says: the same words restart the twin's time or leave the waiting twin as it is;
    /// other words under the same key take the twin's place.
    private func absorbsTwin(_ message: FeedbackMessage, in slot: FeedbackSlot) -> Bool {
        guard policy.deduplication != .none else { return false }
        if let shown = shown(in: slot), isTwin(shown.message, of: message) {
            if reads(shown.message, as: message) {
                slots[slot]?.shown?.shownAt = clock.now
                startCountdown(for: shown.message, id: shown.id, in: slot)
            } else {
                finish(slot, cause: .replaced, showNext: false)
                // Behind a dialog it waits in front, so that nothing is announced unseen.
                if isHeld(slot) { slots[slot]?.waiting.insert(message, at: 0) } else { present(message, in: slot) }
            }
            return true
        }
        if let index = slots[slot]?.waiting.firstIndex(where: { isTwin($0, of: message) }) {
            slots[slot]?.waiting[index] = message
            return true
        }
        return false
    }

    /// Two raises of one message, as the policy tells them apart: the same key, or the same text.
    private func isTwin(_ one: FeedbackMessage, of other: FeedbackMessage) -> Bool {
        switch policy.deduplication {
        case .none: false
        case .key: one.key == other.key
        case .text: reads(one, as: other)
        }
    }

    /// True when the user would read the same message: the same key and text, arguments included.
    private func reads(_ one: FeedbackMessage, as other: FeedbackMessage) -> Bool {
        switch policy.deduplication {
        case .text: localizer.string(for: one.text) == localizer.string(for: other.text)
        default: one.key == other.key && one.text == other.text && one.title == other.title
        }
    }
}
