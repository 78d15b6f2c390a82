/// When a screen refreshes by itself (`loads.refresh.every`, `on-return`).
public struct RefreshTiming: Sendable, Hashable {
    /// Poll this often while the screen is shown (and the app in the foreground).
    public var every: Duration?
    /// Refresh each time the app returns to the foreground.
    public var onForeground: Bool
    /// Refresh when the screen appears again, or the app returns, after at least this long away.
    public var afterAway: Duration?
    /// The refreshes it runs are silent (`timed: silent`): no `isRefreshing`, and a failure
    /// keeps the content and raises nothing (see `ScreenContent.refreshOnTime(silently:_:)`).
    public var silent: Bool
    /// Refresh when the screen appears again, or the app returns, if the content was marked out
    /// of date meanwhile (a signal with `reaction: mark-changed`).
    public var afterSignal: Bool
    /// The returns that refresh, besides `onForeground`, `afterAway` and `afterSignal`
    /// (`loads.refresh.on-return`).
    public var onReturn: [ReturnRefresh] = []

    /// When a refresh runs by itself, as the spec's `loads.refresh` says.
    ///
    /// - Parameters:
    ///   - every: The polling interval, or nil for none (`loads.refresh.every`).
    ///   - onForeground: Whether to refresh on returning to the foreground (`on-foreground`).
    ///   - afterAway: How long away from the screen or the app calls for a refresh (`after-away`).
    ///   - silent: Whether the refreshes it runs are silent (`timed: silent`).
    ///   - afterSignal: Whether coming back refreshes content marked out of date (`refresh-on-return`).
    public init(every: Duration? = nil, onForeground: Bool = false, afterAway: Duration? = nil, silent: Bool = false,
                afterSignal: Bool = false) {
        self.afterSignal = afterSignal
        self.every = every
        self.onForeground = onForeground
        self.afterAway = afterAway
        self.silent = silent
    }

    /// When the screen refreshes on coming back, as `onReturn` and the older
    /// `onForeground`, `afterAway` and `afterSignal` say.
    ///
    /// - Parameters:
    ///   - every: The polling interval, or nil for none (`loads.refresh.every`).
    ///   - onReturn: The returns that refresh; any one of them does (`on-return`).
    ///   - silent: Whether the refreshes it runs are silent (`timed: silent`).
    public init(every: Duration? = nil, onReturn: [ReturnRefresh], silent: Bool = false) {
        self.init(every: every, silent: silent)
        self.onReturn = onReturn
    }

    /// Every return that refreshes: `onReturn`, and what `onForeground`, `afterAway` and
    /// `afterSignal` ask for.
    public var returns: [ReturnRefresh] {
        (onForeground ? [ReturnRefresh(from: .app)] : [])
            + (afterAway.map { [ReturnRefresh(after: $0)] } ?? [])
            + (afterSignal ? [ReturnRefresh(whenChanged: true)] : [])
            + onReturn
    }

    /// True when the app's comings and goings matter: a return from the app refreshes.
    public var followsAppActivity: Bool { returns.contains { $0.from != .screen } }
}

/// Runs a screen's timed refreshes while its view is shown: `run(_:)`, called from the view's
/// `.task`, polls, listens to the app's activity, and returns when that task is cancelled (the
/// view went away), remembering when, so that the next `run` can tell how long the screen was
/// away. Time is read from an injectable clock, so tests advance it by hand.
///
/// Polling pauses while the app is in the background (its sleeps go on, but a poll that comes
/// due there is skipped). Each return, of the screen or of the app, refreshes when one of
/// `timing.returns` asks for it. Whether a refresh may run now (not over a load or a pull) is
/// for the `refresh` closure to decide: this type only says when.
@MainActor
public final class TimedRefresh {
    /// When it refreshes.
    public let timing: RefreshTiming
    private let clock: any Clock<Duration> & Sendable
    private let activity: (any AppActivityMonitoring)?
    /// Time since the screen went away (the last `run` ended); nil while it is shown.
    private var screenAway: (() -> Duration)?
    /// Time since the app went to the background; nil while it is in the foreground.
    private var appAway: (() -> Duration)?
    /// Whether a signal marked the content out of date, as the running `run` was told.
    private var isOutOfDate: @MainActor () -> Bool = { false }
    /// The returns that refresh, read once.
    private let returns: [ReturnRefresh]

    /// Runs refreshes as `timing` says, measuring time on `clock`.
    ///
    /// - Parameters:
    ///   - timing: When to refresh: the interval, on returning to the foreground, after time away.
    ///   - clock: The clock intervals are measured on; tests pass a clock they advance by hand.
    ///   - activity: The app's activity; needed for a return from the app, and to count
    ///     time in the background.
    public init(_ timing: RefreshTiming, clock: any Clock<Duration> & Sendable, activity: (any AppActivityMonitoring)? = nil) {
        self.timing = timing
        returns = timing.returns
        self.clock = clock
        self.activity = activity
    }

    /// True while the app is in the background, as far as the activity source said.
    public var isInBackground: Bool { appAway != nil }

    /// Runs until its task is cancelled: first a refresh when the screen comes back as one of
    /// `timing.returns` asks (after that long away, or with the content marked out of date as
    /// `isOutOfDate` says), then a poll every `every`, and a refresh on each return to the
    /// foreground that `timing.returns` asks for.
    public func run(
        isOutOfDate: @escaping @Sendable @MainActor () -> Bool = { false },
        _ refresh: @escaping @Sendable @MainActor () async -> Void
    ) async {
        self.isOutOfDate = isOutOfDate
        let awayFor = screenAway?()
        screenAway = nil
        appAway = nil
        let changes = timing.followsAppActivity ? activity?.activityChanges() : nil
        if let awayFor, asks(.screen, away: awayFor), !Task.isCancelled {
            await refresh()
        }
        await withTaskGroup(of: Void.self) { group in
            if let every = timing.every {
                group.addTask { await self.poll(every: every, refresh) }
            }
            if let changes {
                group.addTask { await self.follow(changes, refresh) }
            }
            await group.waitForAll()
        }
        screenAway = clock.stopwatch()
    }

    /// Whether coming back from `source` after `away` refreshes.
    private func asks(_ source: ReturnRefresh.Source, away: Duration) -> Bool {
        let outOfDate = returns.contains(where: \.whenChanged) && isOutOfDate()
        return returns.contains { $0.asks(source, away: away, outOfDate: outOfDate) }
    }

    private func poll(every interval: Duration, _ refresh: @Sendable @MainActor () async -> Void) async {
        while !Task.isCancelled {
            do { try await clock.sleep(for: interval) } catch { return }
            guard !Task.isCancelled else { return }
            if !isInBackground { await refresh() }
        }
    }

    private func follow(_ changes: AsyncStream<AppActivity>, _ refresh: @Sendable @MainActor () async -> Void) async {
        for await change in changes {
            guard !Task.isCancelled else { return }
            switch change {
            case .background:
                if appAway == nil { appAway = clock.stopwatch() }
            case .foreground:
                guard let awayFor = appAway?() else { continue }
                appAway = nil
                if asks(.app, away: awayFor) { await refresh() }
            }
        }
    }
}

extension Clock where Duration == Swift.Duration, Self: Sendable {
    /// A function that returns the time passed since now, on this clock.
    func stopwatch() -> () -> Duration {
        let start = now
        return { start.duration(to: self.now) }
    }
}
