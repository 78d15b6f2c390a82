import Observation

/// One observed property of a generic class, in a module of its own: what a change of
/// `ScreenContent.state` costs without anything `ScreenContent` adds, since a caller in another
/// module runs both setters unspecialized. The floor of the benchmark's state coverage line.
@MainActor
@Observable
public final class ObservedValue<Value> {
    /// The value; setting it notifies observers, as `ScreenContent.state` does.
    public var value: Value

    /// A box holding `value`.
    public init(_ value: Value) {
        self.value = value
    }
}
