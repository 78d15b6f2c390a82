/// A kind of message as the app's feedback policy defines it: one look for every screen.
public struct FeedbackKind: Sendable, Hashable {
    /// The kind's name in the policy (`error`, `success` …).
    public var name: String
    /// How serious messages of this kind are; VoiceOver speaks it, and the queue gives priority by it.
    public var level: FeedbackLevel
    /// A colour token the app maps to its palette (`green`, `red` …).
    public var colour: String
    /// An icon name, such as an SF Symbol; with the spoken level, it keeps severity from resting on colour.
    public var icon: String
    /// The haptic played when a message of this kind appears.
    public var haptic: FeedbackHaptic
    /// Whether VoiceOver announces messages of this kind.
    public var announces: Bool

    /// A kind as the generated `AppFeedbackPolicy` declares it.
    public init(name: String, level: FeedbackLevel, colour: String, icon: String, haptic: FeedbackHaptic, announces: Bool = true) {
        self.name = name
        self.level = level
        self.colour = colour
        self.icon = icon
        self.haptic = haptic
        self.announces = announces
    }
}

/// A button on a message.
public struct FeedbackAction: Sendable, Hashable, Identifiable {
    /// How the button is drawn: `default`, `cancel` or `destructive`.
    public typealias Role = FeedbackRole

    /// Stable within its message, for the app's handler.
    public var id: String
    /// The button's title, with its String Catalog key.
    public var title: LocalizedText
    /// How the button is drawn, as the system draws a cancel or a destructive button.
    public var role: Role

    /// A button with its id, title and role.
    public init(id: String, title: LocalizedText, role: Role = .default) {
        self.id = id
        self.title = title
        self.role = role
    }
}

extension FeedbackAction {
    /// The id of the action that runs the failed load again: the screen answers it itself.
    public static let retryID: ID = "retry"
}

extension FeedbackMessage {
    /// The message with its `{error}` placeholder, in the text and the title, filled in with
    /// `error`'s description (`ErrorText.describe(_:)`): how a failure's message says what
    /// failed. A message that shows no failure comes back as it is.
    public func describing(_ error: any Error) -> FeedbackMessage {
        let describes = { (text: LocalizedText) in text.arguments.contains { $0.name == "error" } }
        guard describes(text) || title.map(describes) == true else { return self }
        let description = ErrorText.describe(error)
        func filled(_ text: LocalizedText) -> LocalizedText {
            var text = text
            text.arguments = text.arguments.map { $0.name == "error" ? ($0.name, .string(description)) : $0 }
            return text
        }
        var message = self
        message.text = filled(text)
        message.title = title.map(filled)
        return message
    }
}

/// One message, ready to show: its text, kind, presentation, duration and actions; an alert or a
/// sheet may also have a title, and a sheet its heights.
public struct FeedbackMessage: Sendable, Hashable {
    /// Identifies the message in the catalog (`Timeline.refreshFailed`); the presenter's
    /// de-duplication uses it.
    public var key: String
    /// The policy's kind: the message's colour, icon, haptic and whether it is announced.
    public var kind: FeedbackKind
    /// What the message says: a bar's or label's text, an alert's message, a sheet's content.
    public var text: LocalizedText
    /// How it is shown: a snackbar, a toast, a banner, an alert, a sheet or inline.
    public var presentation: FeedbackPresentation
    /// How long it stays on screen, or `persistent` until the user or the app closes it.
    public var duration: FeedbackDuration
    /// Its buttons, in order (a toast shows none).
    public var actions: [FeedbackAction]
    /// The headline of an alert or a sheet, above `text`. An alert without one shows `text` as
    /// its title, as the system alert does.
    public var title: LocalizedText?
    /// The heights a sheet may take; the user can drag between them.
    public var detents: Set<FeedbackSheetDetent>
    /// Whether the user may close it without choosing an action: by swiping a bar or a sheet,
    /// tapping a bar, or tapping outside a sheet. A sheet that is not dismissible leaves only
    /// through an action (or the app); alerts are always answered with a button.
    public var isDismissible: Bool
    /// The text field of an alert or a sheet that asks for a value (a Rename's name, a PIN);
    /// the text typed reaches the action's handler (`show(asking:onAnswer:)`).
    public var field: FeedbackField?

    /// A message as the generated `<Screen>Feedback` catalog builds it.
    public init(key: String, kind: FeedbackKind, text: LocalizedText, presentation: FeedbackPresentation,
                duration: FeedbackDuration, actions: [FeedbackAction] = [], title: LocalizedText? = nil,
                detents: Set<FeedbackSheetDetent> = [.medium], isDismissible: Bool = true, field: FeedbackField? = nil) {
        self.key = key
        self.kind = kind
        self.text = text
        self.presentation = presentation
        self.duration = duration
        self.actions = actions
        self.title = title
        self.detents = detents
        self.isDismissible = isDismissible
        self.field = field
    }
}

/// Whatever shows messages; view models raise their feedback through it.
@MainActor
public protocol FeedbackPresenting: AnyObject {
    /// Shows `message` now, or queues it, as the presenter's policy says.
    func show(_ message: FeedbackMessage)
    /// Shows `message` and calls `onAction` with the id of the action the user chooses on it (a
    /// failed page's snackbar answers Retry this way). A presenter that reports no choices shows
    /// the message as `show(_:)` does.
    func show(_ message: FeedbackMessage, onAction: @escaping @MainActor (FeedbackAction.ID) -> Void)
    /// Shows `message` and calls `onAnswer` with the action the user chooses on it and, on a
    /// message with a field, the text typed into it. A presenter that reports no text answers
    /// with the field's text as the message brought it.
    func show(asking message: FeedbackMessage, onAnswer: @escaping @MainActor (FeedbackAnswer) -> Void)
    /// Shows `message` as a question that is always answered once it leaves: `onAnswer` gets the
    /// action the user chose (with the text typed), or nil when it left without one (closed by the
    /// user or the app). A presenter that reports no closing answers only choices, as
    /// `show(asking:onAnswer:)` does.
    func show(confirming message: FeedbackMessage, onAnswer: @escaping @MainActor (FeedbackAnswer?) -> Void)
    /// Plays `haptic` alone: a success the spec answers with a haptic and no words (a like). A
    /// presenter that plays no haptics ignores it.
    func play(_ haptic: FeedbackHaptic)
}

extension FeedbackPresenting {
    public func play(_ haptic: FeedbackHaptic) {}

    public func show(_ message: FeedbackMessage, onAction: @escaping @MainActor (FeedbackAction.ID) -> Void) {
        show(message)
    }

    /// Shows `message` through `show(_:onAction:)`; the answer carries the field's text as the
    /// message brought it, since this presenter reports no typing.
    public func show(asking message: FeedbackMessage, onAnswer: @escaping @MainActor (FeedbackAnswer) -> Void) {
        show(message, onAction: { action in onAnswer(FeedbackAnswer(action: action, text: message.field?.text)) })
    }

    public func show(confirming message: FeedbackMessage, onAnswer: @escaping @MainActor (FeedbackAnswer?) -> Void) {
        show(asking: message, onAnswer: { onAnswer($0) })
    }
}
