/// The app's own views for messages, and which one draws a given message: one registered for
/// the message's kind and presentation wins over one for its kind, which wins over one for its
/// presentation; with none, the default view draws it. Generic over what a view is, so that the
/// choice is tested without a UI framework; SwiftUI's `FeedbackViews` is this over `AnyView`.
public struct FeedbackViewRegistry<Content> {
    /// Makes the app's view for a message on screen.
    public typealias Make = @MainActor (FeedbackItem) -> Content

    private struct Key: Hashable {
        var kind: String?
        var presentation: FeedbackPresentation?
    }

    private var makers: [Key: Make] = [:]

    /// No views of the app's own: the default views draw every message.
    public init() {}

    /// Draws every message shown as `presentation` (every alert, say) with `make`.
    public func presentation(_ presentation: FeedbackPresentation, make: @escaping Make) -> Self {
        adding(Key(kind: nil, presentation: presentation), make)
    }

    /// Draws the messages of the kind named `kind` with `make`; only those shown as
    /// `presentation`, when one is given.
    public func kind(_ kind: String, presentation: FeedbackPresentation? = nil, make: @escaping Make) -> Self {
        adding(Key(kind: kind, presentation: presentation), make)
    }

    /// True when one of the app's views draws `message`.
    public func hasView(for message: FeedbackMessage) -> Bool {
        maker(for: message) != nil
    }

    /// The app's view for `item`, or nil for the default one.
    @MainActor
    public func view(for item: FeedbackItem) -> Content? {
        maker(for: item.message).map { $0(item) }
    }

    private func maker(for message: FeedbackMessage) -> Make? {
        makers[Key(kind: message.kind.name, presentation: message.presentation)]
            ?? makers[Key(kind: message.kind.name, presentation: nil)]
            ?? makers[Key(kind: nil, presentation: message.presentation)]
    }

    private func adding(_ key: Key, _ make: @escaping Make) -> Self {
        var registry = self
        registry.makers[key] = make
        return registry
    }
}
