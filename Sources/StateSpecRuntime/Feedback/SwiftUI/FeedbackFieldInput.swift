#if canImport(SwiftUI) && (os(iOS) || os(macOS) || os(visionOS))
import SwiftUI

/// The text field of an alert or a sheet that asks for a value: a `SecureField` for a secure
/// one. Each change goes to the presenter, so the button the user chooses answers with it.
struct FeedbackFieldInput: View {
    let item: FeedbackItem
    @State private var text: String

    init(item: FeedbackItem) {
        self.item = item
        _text = State(initialValue: item.field?.text ?? "")
    }

    var body: some View {
        if let field = item.field {
            Group {
                if field.isSecure {
                    SecureField(item.fieldPlaceholder ?? "", text: $text)
                } else {
                    TextField(item.fieldPlaceholder ?? "", text: $text)
                }
            }
            .onChange(of: text) { _, typed in item.enter(typed) }
        }
    }
}
#endif
