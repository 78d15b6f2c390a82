/// A button a state offers: its title and the event it fires.
public struct ScreenButton<Event: Sendable & Hashable>: Sendable, Hashable {
    public var title: String
    public var event: Event

    public init(title: String, event: Event) {
        self.title = title
        self.event = event
    }
}
