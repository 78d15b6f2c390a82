// The words specs and generated code share: the compiler reads them from specs and writes them
// into Swift, and the runtime (which re-exports this module) acts on them. One definition each.

/// How serious a message is. The app's policy gives each kind a level; rules and the
/// presenter's priority use it, and announcements speak it.
public enum FeedbackLevel: String, Sendable, Hashable, CaseIterable, Comparable {
    case success, info, caution, error, critical

    /// The level in words, for VoiceOver: severity is never carried by colour alone.
    public var spokenName: String {
        switch self {
        case .success: "Success"
        case .info: "Information"
        case .caution: "Caution"
        case .error: "Error"
        case .critical: "Critical error"
        }
    }

    public static func < (lhs: FeedbackLevel, rhs: FeedbackLevel) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// Where and how a message appears.
public enum FeedbackPresentation: String, Sendable, Hashable, CaseIterable {
    /// A status label inside the screen.
    case inline
    /// A bar at the bottom that slides in and leaves by itself; it does not block.
    case snackbar
    /// A small transient bubble without actions.
    case toast
    /// A bar at the top.
    case banner
    /// A blocking dialog: nothing else can be touched until it is answered.
    case alert
    /// A bottom sheet over a dimmed screen.
    case sheet

    /// True for presentations that block the rest of the screen.
    public var isBlocking: Bool { self == .alert || self == .sheet }
}

/// How long a message stays.
public enum FeedbackDuration: Sendable, Hashable {
    case seconds(Double)
    /// Until the user or the app dismisses it.
    case persistent

    public var seconds: Double? {
        if case .seconds(let seconds) = self { return seconds }
        return nil
    }
}

public enum FeedbackHaptic: String, Sendable, Hashable, CaseIterable {
    case none, success, warning, error, selection, light, medium, heavy
}

/// What choosing a message's button does, in the platform's terms.
public enum FeedbackRole: String, Sendable, Hashable, CaseIterable {
    case `default`, cancel, destructive
}

/// How messages that arrive together are shown.
public enum FeedbackQueueOrder: String, Sendable, Hashable, CaseIterable {
    /// One at a time, in the order they were raised.
    case sequential
    /// A new message replaces the one on screen.
    case newestReplaces = "newest-replaces"
}

/// Which messages count as the same and are shown once.
public enum FeedbackDeduplication: String, Sendable, Hashable, CaseIterable {
    /// A message whose key is on screen or waiting is dropped.
    case key
    /// A message whose text is on screen or waiting is dropped.
    case text
    case none
}

/// A height a sheet can take.
public enum FeedbackSheetDetent: String, Sendable, Hashable, CaseIterable {
    /// About half the screen.
    case medium
    /// The full height.
    case large
    /// Just as tall as its content: a short sheet with a line of text and two buttons.
    case fitted
}

/// The colour tokens a policy's kinds can name that every app's palette knows without its help:
/// the system colours, `grey` for `gray`, and hex colours. Any other token is the app's own, which
/// its palette must map (`StandardFeedbackPalette(custom:)`), or the message is drawn gray.
public enum ColourTokens {
    /// The system colours' names, as `FeedbackColour.SystemColour` spells them.
    public static let system = ["red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink", "brown", "gray"]

    /// True for a system colour's name (in any case), `grey`, or a hex colour (`#1E7B34`, `#1E7`).
    public static func isStandard(_ token: String) -> Bool {
        let name = token.lowercased()
        if name == "grey" || system.contains(name) { return true }
        guard name.hasPrefix("#") else { return false }
        let digits = name.dropFirst()
        return (digits.count == 3 || digits.count == 6) && digits.allSatisfy(\.isHexDigit)
    }
}
