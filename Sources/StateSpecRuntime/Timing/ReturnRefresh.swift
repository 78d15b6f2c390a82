/// One condition under which coming back refreshes the screen (`loads.refresh.on-return`):
/// which return, after how long away, and whether only content marked out of date.
public struct ReturnRefresh: Sendable, Hashable {
    /// Which return a condition is about.
    public enum Source: Sendable, Hashable {
        /// The view shown again (the next `keepFresh()` after the last one ended).
        case screen
        /// The app brought back to the foreground while the view is shown.
        case app
        /// Either of them.
        case either
    }

    /// Which return asks: the view's, the app's, or either.
    public var from: Source
    /// The time away the return needs at least; nil for any return.
    public var after: Duration?
    /// Only when a signal marked the content out of date meanwhile (`mark-changed`).
    public var whenChanged: Bool

    /// A condition: a return `from` there, after at least `after` away, and only when marked
    /// out of date if `whenChanged`.
    public init(from: Source = .either, after: Duration? = nil, whenChanged: Bool = false) {
        self.from = from
        self.after = after
        self.whenChanged = whenChanged
    }

    /// Whether a return from `source` (`.screen` or `.app`) after `away` asks for a refresh.
    func asks(_ source: Source, away: Duration, outOfDate: Bool) -> Bool {
        (from == .either || from == source) && (after.map { away >= $0 } ?? true) && (!whenChanged || outOfDate)
    }
}
