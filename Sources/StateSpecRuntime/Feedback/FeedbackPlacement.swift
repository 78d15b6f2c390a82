/// Where a presentation puts a message on screen: the decision every UI layer shares, kept
/// here so that it is tested on every platform.
public enum FeedbackPlacement: Sendable, Hashable {
    /// A bar over the content at the bottom (snackbar, toast) or the top (banner).
    case bar(atTop: Bool, showsActions: Bool)
    /// A blocking dialog.
    case dialog
    /// A bottom sheet over a dimmed screen.
    case sheet
    /// Left to the screen, which shows it in a status label.
    case inline

    /// Where `presentation` puts a message.
    public init(_ presentation: FeedbackPresentation) {
        switch presentation {
        case .snackbar: self = .bar(atTop: false, showsActions: true)
        case .toast: self = .bar(atTop: false, showsActions: false)
        case .banner: self = .bar(atTop: true, showsActions: true)
        case .alert: self = .dialog
        case .sheet: self = .sheet
        case .inline: self = .inline
        }
    }

    /// The part of the screen the placement occupies.
    public var slot: FeedbackSlot {
        switch self {
        case .bar(let atTop, _): atTop ? .topBar : .bottomBar
        case .dialog, .sheet: .dialog
        case .inline: .inline
        }
    }
}

/// A part of the screen that shows one message at a time, with its own queue and dismiss timer,
/// so that messages in different slots are on screen together: a status label, a bar at the
/// bottom, a banner at the top, and a dialog over them all.
public enum FeedbackSlot: String, Sendable, Hashable, CaseIterable {
    /// Alerts and sheets. While one is up the other slots wait: what they show stays, with its
    /// timer paused, and what arrives for them is queued until the dialog leaves.
    case dialog
    /// Snackbars and toasts.
    case bottomBar
    /// Banners, such as "You are offline", which then never keep a snackbar waiting.
    case topBar
    /// The screen's own status label.
    case inline

    /// The slot `presentation` shows its messages in.
    public init(_ presentation: FeedbackPresentation) {
        self = FeedbackPlacement(presentation).slot
    }
}

extension FeedbackMessage {
    /// The buttons its placement shows: a toast shows none.
    public var visibleActions: [FeedbackAction] {
        if case .bar(_, showsActions: false) = FeedbackPlacement(presentation) { return [] }
        return actions
    }

    /// Whether the user can close it without choosing an action. An alert is answered with a
    /// button (the system's OK when it has no actions); a sheet with no actions can always be
    /// closed, so that nobody is trapped behind it.
    public var userCanDismiss: Bool {
        switch FeedbackPlacement(presentation) {
        case .dialog: actions.isEmpty
        case .sheet: isDismissible || actions.isEmpty
        case .bar, .inline: isDismissible
        }
    }
}
