/// One message on screen as a view draws it: its words, its buttons, and what the user can do.
/// The default views and the app's own views (`FeedbackViewRegistry`) draw from it, and answer
/// through it, so the presenter keeps the queue, timers, de-duplication and announcements
/// whoever draws the message.
public struct FeedbackItem: Sendable, Identifiable {
    /// A button to draw: the action with its title as the user reads it.
    public struct ActionButton: Sendable, Hashable, Identifiable {
        /// The action the button chooses.
        public var action: FeedbackAction
        /// The title as the user reads it.
        public var title: String
        /// The action's id.
        public var id: String { action.id }
    }

    /// The id the message carries on screen; a new message, even with the same key, has a new one.
    public let id: Int
    /// The message drawn.
    public let message: FeedbackMessage
    /// Where it is drawn: a bar, a dialog, a sheet or inline.
    public let placement: FeedbackPlacement
    /// The title of an alert or a sheet, as the user reads it.
    public let title: String?
    /// The text as the user reads it: a bar's or label's text, an alert's message, a sheet's content.
    public let text: String
    /// The buttons to draw (none on a toast).
    public let buttons: [ActionButton]
    /// Whether a swipe, a tap on a bar or a tap outside a sheet may close it.
    public let canDismiss: Bool
    /// The text field of an alert or a sheet that asks for a value, with the text in it now.
    public let field: FeedbackField?
    /// The field's placeholder as the user reads it.
    public let fieldPlaceholder: String?
    private let respond: @MainActor @Sendable (FeedbackDismissalCause) -> Void
    private let type: @MainActor @Sendable (String) -> Void

    @MainActor
    init(shown: FeedbackPresenter.Shown, presenter: FeedbackPresenter) {
        id = shown.id
        message = shown.message
        placement = FeedbackPlacement(shown.message.presentation)
        title = shown.message.title.map(presenter.string(for:))
        text = shown.text
        buttons = shown.message.visibleActions.map { ActionButton(action: $0, title: presenter.string(for: $0.title)) }
        canDismiss = shown.message.userCanDismiss
        field = shown.message.field
        fieldPlaceholder = shown.message.field.map { presenter.string(for: $0.placeholder) }
        // Bound to this message's id: a view that answers late never closes the message after it.
        respond = { [weak presenter, id] cause in presenter?.dismiss(id: id, cause: cause) }
        type = { [weak presenter, id] text in presenter?.enter(text, id: id) }
    }

    /// The user typed into the field: `text` is what it holds now, and what the answer carries.
    @MainActor
    public func enter(_ text: String) {
        type(text)
    }

    /// The user chose `action`: the message leaves and `onDismiss` reports the action's id.
    /// Actions the message does not show are ignored.
    @MainActor
    public func choose(_ action: FeedbackAction) {
        guard buttons.contains(where: { $0.action == action }) else { return }
        respond(.action(action.id))
    }

    /// The user closed the message (swipe, tap, tap outside); ignored when it may not be closed so.
    @MainActor
    public func dismiss() {
        guard canDismiss else { return }
        respond(.user)
    }
}

extension FeedbackPresenter {
    /// What `slot` shows, ready to draw, or nil when it is empty.
    public func item(in slot: FeedbackSlot) -> FeedbackItem? {
        shown(in: slot).map { FeedbackItem(shown: $0, presenter: self) }
    }

    /// The message on screen in a placement `placement` accepts, for UI layers that draw one kind
    /// of placement each.
    public func current(in placement: (FeedbackPlacement) -> Bool) -> Shown? {
        FeedbackSlot.allCases.lazy.compactMap(shown(in:)).first { placement(FeedbackPlacement($0.message.presentation)) }
    }

    /// True while an alert is on screen; setting it to false closes it as the user would.
    public var isShowingDialog: Bool {
        get { current(in: { $0 == .dialog }) != nil }
        set { if !newValue, isShowingDialog { item(in: .dialog)?.dismiss() } }
    }

    /// True while a sheet is on screen; setting it to false closes it as the user would.
    public var isShowingSheet: Bool {
        get { current(in: { $0 == .sheet }) != nil }
        set { if !newValue, isShowingSheet { item(in: .dialog)?.dismiss() } }
    }
}
