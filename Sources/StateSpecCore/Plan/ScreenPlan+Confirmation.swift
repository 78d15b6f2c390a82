extension ScreenPlan {
    /// The question an action asks before it runs (`confirm:`): the message raised with the
    /// call's subject, and its button that runs the action.
    public struct Confirmation: Sendable, Hashable {
        /// The message's name.
        public var message: String
        /// The id of the button whose `event:` names the action.
        public var button: String
        /// The message's arguments: the action's method takes them, to fill the message.
        public var arguments: [Argument]
        /// The message has a field, whose text the action runs with (an operation whose input is `String`).
        public var passesText: Bool
    }

    /// The confirmation an action asks with, when it asks one the view model can run: the message
    /// is an alert or a sheet with a button that runs the action, and a field only where the
    /// action takes a `String`. `confirm-message` and `undefined-reference` report the others.
    static func confirmation(of action: String, asking name: String?, takesText: Bool, in screen: CheckedScreen) -> Confirmation? {
        guard let name, let resolved = screen.messages.first(where: { $0.message.name.value == name }),
              resolved.isBlocking,
              let button = resolved.message.actions.first(where: { $0.event?.value == action && $0.role != .cancel }) else { return nil }
        let hasField = resolved.message.field != nil
        if hasField && !takesText { return nil }
        return Confirmation(message: name, button: button.name.value,
                            arguments: resolved.message.arguments.map { Argument(name: $0.name.value, type: $0.type) },
                            passesText: hasField)
    }

    /// True when some action asks first: the view model holds a `PendingConfirmation`.
    public var asksFirst: Bool {
        events.contains { $0.operation?.confirm != nil } || itemActions.contains { $0.confirm != nil } || bulkActions.contains { $0.confirm != nil }
    }
}
