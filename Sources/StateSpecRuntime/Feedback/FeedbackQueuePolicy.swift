/// How the presenter orders messages that arrive while another is on screen.
public struct FeedbackQueuePolicy: Sendable, Hashable {
    public enum Order: String, Sendable, Hashable {
        /// One at a time, in the order they were raised.
        case sequential
        /// A new message replaces the one on screen.
        case newestReplaces = "newest-replaces"
    }

    public enum Deduplication: String, Sendable, Hashable {
        /// A message whose key is on screen or waiting is dropped.
        case key
        /// A message whose text is on screen or waiting is dropped.
        case text
        case none
    }

    public var order: Order
    public var deduplication: Deduplication
    /// Levels that go before all others and take the screen from any message of a lower level.
    public var priorityLevels: Set<FeedbackLevel>

    public init(order: Order = .sequential, deduplication: Deduplication = .key, priorityLevels: Set<FeedbackLevel> = [.critical]) {
        self.order = order
        self.deduplication = deduplication
        self.priorityLevels = priorityLevels
    }
}
