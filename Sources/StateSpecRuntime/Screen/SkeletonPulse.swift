import Foundation

/// How a skeleton breathes while the first load runs: its opacity rises and falls slowly, which
/// says "loading" without moving anything across the screen (Material's skeleton loaders pulse;
/// Apple's Human Interface Guidelines ask for motion that is optional). With Reduce Motion on, it
/// holds still at full opacity. `View.skeleton(_:pulse:)` draws with it; its timing is here, where
/// it is tested.
public struct SkeletonPulse: Sendable, Hashable {
    /// Seconds from full opacity down and back up.
    public var period: Double
    /// The faintest the skeleton gets, from 0 to 1.
    public var lowest: Double

    /// A pulse of `period` seconds down to `lowest` opacity (both clamped to sensible values).
    public init(period: Double = 1.6, lowest: Double = 0.4) {
        self.period = period
        self.lowest = lowest
    }

    /// The opacity `seconds` after any fixed moment: 1 at the start of each period, `lowest`
    /// half way. Always between `lowest` and 1, and 1 when `reduceMotion` is on, the period is
    /// not a positive number, or `seconds` is not finite.
    public func opacity(atSeconds seconds: Double, reduceMotion: Bool = false) -> Double {
        let lowest = lowest.isFinite ? min(max(lowest, 0), 1) : 1
        guard !reduceMotion, period.isFinite, period > 0, seconds.isFinite else { return 1 }
        let phase = seconds.truncatingRemainder(dividingBy: period) / period
        let wave = 0.5 + 0.5 * cos(2 * Double.pi * phase)
        return lowest + (1 - lowest) * wave
    }
}
