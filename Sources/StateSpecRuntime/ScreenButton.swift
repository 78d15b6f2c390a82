/// A button a state offers: its title and the event it fires.
public struct ScreenButton<Event: Sendable & Hashable>: Sendable, Hashable {
    /// The title, with its String Catalog key (`Timeline.empty.action`).
    public var title: LocalizedText
    /// The event it sends when tapped.
    public var event: Event

    /// A button with its title and event.
    public init(title: LocalizedText, event: Event) {
        self.title = title
        self.event = event
    }
}
