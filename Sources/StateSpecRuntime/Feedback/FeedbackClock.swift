/// Time for the presenter's dismiss timers, injectable so that tests run in virtual time.
@MainActor
public protocol FeedbackClock: AnyObject {
    /// Seconds since some fixed start.
    var now: Double { get }
    /// Runs `action` once, `seconds` from now, unless the returned timer is cancelled first.
    func schedule(after seconds: Double, _ action: @escaping @MainActor () -> Void) -> FeedbackTimer
}

/// Real time, on the main actor.
@MainActor
public final class SystemFeedbackClock: FeedbackClock {
    private let start = ContinuousClock.now

    /// The system clock.
    public init() {}

    public var now: Double {
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }

    public func schedule(after seconds: Double, _ action: @escaping @MainActor () -> Void) -> FeedbackTimer {
        let task = Task { @MainActor in
            try? await Task.sleep(for: .seconds(seconds))
            guard !Task.isCancelled else { return }
            action()
        }
        return FeedbackTimer { task.cancel() }
    }
}

/// Virtual time that moves only when told to: `advance(by:)` runs every action that falls due,
/// in time order, including actions scheduled by those actions.
@MainActor
public final class ManualFeedbackClock: FeedbackClock {
    private struct Scheduled {
        var id: Int
        var due: Double
        var action: @MainActor () -> Void
    }

    public private(set) var now: Double
    private var scheduled: [Scheduled] = []
    private var nextID = 0

    /// A clock that reads `now` until it is advanced.
    public init(now: Double = 0) { self.now = now }

    /// How many actions are waiting.
    public var pendingCount: Int { scheduled.count }

    public func schedule(after seconds: Double, _ action: @escaping @MainActor () -> Void) -> FeedbackTimer {
        nextID += 1
        let id = nextID
        scheduled.append(Scheduled(id: id, due: now + seconds, action: action))
        return FeedbackTimer { [weak self] in self?.scheduled.removeAll { $0.id == id } }
    }

    /// Moves time forward by `seconds`, running every action that falls due, in time order.
    public func advance(by seconds: Double) {
        let end = now + seconds
        while let next = scheduled.filter({ $0.due <= end }).min(by: { ($0.due, $0.id) < ($1.due, $1.id) }) {
            scheduled.removeAll { $0.id == next.id }
            now = next.due
            next.action()
        }
        now = end
    }
}
