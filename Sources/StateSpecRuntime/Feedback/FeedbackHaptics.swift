/// Plays the haptic a message's kind names when the message appears; the presenter calls it,
/// so every screen's messages feel the same.
@MainActor
public protocol FeedbackHaptics: AnyObject {
    /// Plays `haptic`; `.none` plays nothing.
    func play(_ haptic: FeedbackHaptic)
}

/// Plays nothing: for platforms without haptics, and the presenter's default.
@MainActor
public final class NoHaptics: FeedbackHaptics {
    /// Haptics that play nothing.
    public init() {}
    /// Plays nothing.
    public func play(_ haptic: FeedbackHaptic) {}
}

/// Keeps every haptic it is asked to play, for tests.
@MainActor
public final class RecordingHaptics: FeedbackHaptics {
    /// Every haptic played, in order.
    public private(set) var played: [FeedbackHaptic] = []

    /// Haptics that have played nothing yet.
    public init() {}

    /// Records `haptic`.
    public func play(_ haptic: FeedbackHaptic) {
        played.append(haptic)
    }
}

#if canImport(UIKit) && os(iOS)
import UIKit

/// Plays haptics with UIKit's feedback generators (iPhone; other devices ignore them).
@MainActor
public final class UIKitHaptics: FeedbackHaptics {
    private let notification = UINotificationFeedbackGenerator()
    private let selection = UISelectionFeedbackGenerator()

    public init() {}

    public func play(_ haptic: FeedbackHaptic) {
        switch haptic {
        case .none: break
        case .success: notification.notificationOccurred(.success)
        case .warning: notification.notificationOccurred(.warning)
        case .error: notification.notificationOccurred(.error)
        case .selection: selection.selectionChanged()
        case .light: UIImpactFeedbackGenerator(style: .light).impactOccurred()
        case .medium: UIImpactFeedbackGenerator(style: .medium).impactOccurred()
        case .heavy: UIImpactFeedbackGenerator(style: .heavy).impactOccurred()
        }
    }
}
#endif
