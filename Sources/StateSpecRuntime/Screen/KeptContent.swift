/// What a screen showed for inputs it no longer shows (a filter, a tab), kept so that going back
/// to one shows it at once, without a request: at most `capacity` of them, the least recently
/// shown dropped first. Inputs are told apart by `ContentEquality`.
public struct KeptContent<Input, Snapshot> {
    /// How many inputs' content it holds at most.
    public let capacity: Int
    /// Oldest first: the input left longest ago is dropped first.
    private var entries: [(input: Input, snapshot: Snapshot)] = []

    /// An empty store that holds at most `capacity` inputs' content (none when 0).
    public init(capacity: Int) {
        self.capacity = max(capacity, 0)
    }

    /// How many inputs' content it holds.
    public var count: Int { entries.count }

    /// The inputs it holds content for, the least recently shown first.
    public var inputs: [Input] { entries.map(\.input) }

    /// Keeps `snapshot` as `input`'s content, the most recently shown, in place of what it held
    /// for `input`; drops the least recently shown beyond `capacity`.
    public mutating func keep(_ snapshot: Snapshot, for input: Input) {
        guard capacity > 0 else { return }
        entries.removeAll { ContentEquality.equal($0.input, input) }
        entries.append((input, snapshot))
        if entries.count > capacity { entries.removeFirst(entries.count - capacity) }
    }

    /// Takes out the content kept for `input`: it is shown again, and kept anew when left.
    public mutating func take(_ input: Input) -> Snapshot? {
        guard let index = entries.firstIndex(where: { ContentEquality.equal($0.input, input) }) else { return nil }
        return entries.remove(at: index).snapshot
    }

    /// Forgets everything it holds.
    public mutating func removeAll() {
        entries.removeAll()
    }
}
