/// The text field of an alert or a sheet that asks for a value before an operation (a Rename's
/// name, a PIN): what the field shows and the text in it.
public struct FeedbackField: Sendable, Hashable {
    /// What the empty field shows, with its String Catalog key.
    public var placeholder: LocalizedText
    /// True for a field whose text is hidden as it is typed (`SecureField`): a PIN, a password.
    public var isSecure: Bool
    /// The text in the field: what it starts with, then what the user typed.
    public var text: String

    /// A field with its placeholder, empty unless `text` is given.
    public init(placeholder: LocalizedText, isSecure: Bool = false, text: String = "") {
        self.placeholder = placeholder
        self.isSecure = isSecure
        self.text = text
    }
}

/// The user's answer to a message: the action chosen and, on a message with a field, the text
/// typed into it.
public struct FeedbackAnswer: Sendable, Hashable {
    /// The id of the action the user chose.
    public var action: FeedbackAction.ID
    /// The field's text when the action was chosen; nil on a message without a field.
    public var text: String?

    /// An answer: the action chosen, and the field's text when the message has one.
    public init(action: FeedbackAction.ID, text: String? = nil) {
        self.action = action
        self.text = text
    }
}

extension FeedbackMessage {
    /// The message with its field starting with `text` (a Rename's current name); a message
    /// without a field comes back as it is.
    public func withFieldText(_ text: String) -> FeedbackMessage {
        var message = self
        message.field?.text = text
        return message
    }
}
