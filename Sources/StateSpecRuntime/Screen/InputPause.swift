/// The pause a new input waits for before its first load asks (`debounce:`): letters typed
/// meanwhile supersede the wait, so a search asks once per pause in the typing, not per letter.
public struct InputPause: Sendable, Hashable {
    /// How long the typing must pause.
    public var duration: Duration
    /// The first input waits too (`debounce-first: true`): on a screen idle until its first
    /// query, the first letters typed then ask nothing until the typing pauses, and the screen
    /// stays idle meanwhile. Without it the first input loads at once.
    public var includesFirstInput: Bool

    /// A pause of `duration`, which the first input waits for too when `includesFirstInput`.
    public init(_ duration: Duration, includesFirstInput: Bool = false) {
        self.duration = duration
        self.includesFirstInput = includesFirstInput
    }

    /// Whether the first load of an input waits: only a new input does (a retry of the same
    /// input never waits), and the first one only when asked.
    public func waits(isNewInput: Bool, followsAnInput: Bool) -> Bool {
        isNewInput && (followsAnInput || includesFirstInput)
    }
}
