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
}

extension FeedbackPresenter {
    /// The message on screen when it is shown in `placement`'s way, for UI layers that draw
    /// one kind of placement each.
    public func current(in placement: (FeedbackPlacement) -> Bool) -> Shown? {
        guard let current, placement(FeedbackPlacement(current.message.presentation)) else { return nil }
        return current
    }

    /// True while an alert is on screen; setting it to false dismisses it (a SwiftUI binding).
    public var isShowingDialog: Bool {
        get { current(in: { $0 == .dialog }) != nil }
        set { if !newValue, isShowingDialog { dismiss() } }
    }

    /// True while a sheet is on screen; setting it to false dismisses it (a SwiftUI binding).
    public var isShowingSheet: Bool {
        get { current(in: { $0 == .sheet }) != nil }
        set { if !newValue, isShowingSheet { dismiss() } }
    }
}
