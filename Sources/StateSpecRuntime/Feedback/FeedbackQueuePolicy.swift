/// How the presenter orders messages that arrive while another is on screen.
public struct FeedbackQueuePolicy: Sendable, Hashable {
    /// Whether messages wait their turn (`sequential`) or the newest replaces what is shown (`newestReplaces`).
    public typealias Order = FeedbackQueueOrder
    /// Which repeated messages show once: the same `key`, the same `text`, or `none`.
    public typealias Deduplication = FeedbackDeduplication

    /// How messages that arrive while another is shown are ordered.
    public var order: Order
    /// Which message, arriving while the same one is shown or waiting, is dropped.
    public var deduplication: Deduplication
    /// Levels that go before all others and take the screen from any message of a lower level.
    public var priorityLevels: Set<FeedbackLevel>

    /// A policy as the feedback policy file's `queue:` describes it.
    public init(order: Order = .sequential, deduplication: Deduplication = .key, priorityLevels: Set<FeedbackLevel> = [.critical]) {
        self.order = order
        self.deduplication = deduplication
        self.priorityLevels = priorityLevels
    }
}

// The rules each slot's queue follows; the presenter applies them per slot.
extension FeedbackQueuePolicy {
    func hasPriority(_ message: FeedbackMessage) -> Bool {
        priorityLevels.contains(message.kind.level)
    }

    /// Whether `newer` takes the slot from `shown` at once: critical news always does;
    /// newest-replaces lets any message replace one of no higher priority.
    func replaces(_ shown: FeedbackMessage, with newer: FeedbackMessage) -> Bool {
        let newerFirst = hasPriority(newer)
        let shownFirst = hasPriority(shown)
        return (newerFirst && !shownFirst) || (order == .newestReplaces && (newerFirst || !shownFirst))
    }

    /// Whether `shown`, replaced by `newer`, comes back after it: in sequential order critical
    /// news interrupts a message, it does not discard it.
    func requeues(_ shown: FeedbackMessage, whenReplacedBy newer: FeedbackMessage) -> Bool {
        order == .sequential && hasPriority(newer) && !hasPriority(shown)
    }

    /// Puts `message` in `waiting` where it belongs: priority messages after the priority
    /// messages already waiting, others last. Under newest-replaces only the newest routine
    /// message waits, as it would have replaced the others the moment they were shown.
    func enqueue(_ message: FeedbackMessage, into waiting: inout [FeedbackMessage]) {
        if hasPriority(message) {
            let afterLastPriority = waiting.lastIndex { hasPriority($0) }.map { $0 + 1 } ?? 0
            waiting.insert(message, at: afterLastPriority)
        } else {
            if order == .newestReplaces { waiting.removeAll { !hasPriority($0) } }
            waiting.append(message)
        }
    }
}
