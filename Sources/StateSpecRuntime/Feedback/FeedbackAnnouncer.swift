/// Speaks messages for assistive technologies: text first, then the severity in words.
@MainActor
public protocol FeedbackAnnouncer: AnyObject {
    /// Says `text` to the user, through VoiceOver or whatever the platform offers.
    func announce(_ text: String)
}

/// Announces nothing: for platforms without a screen reader API, and for screens that opt out.
@MainActor
public final class SilentAnnouncer: FeedbackAnnouncer {
    /// An announcer that says nothing.
    public init() {}
    /// Says nothing.
    public func announce(_ text: String) {}
}

#if canImport(UIKit)
import UIKit

/// Posts VoiceOver announcements.
@MainActor
public final class VoiceOverAnnouncer: FeedbackAnnouncer {
    public init() {}
    public func announce(_ text: String) {
        UIAccessibility.post(notification: .announcement, argument: text)
    }
}
#endif
