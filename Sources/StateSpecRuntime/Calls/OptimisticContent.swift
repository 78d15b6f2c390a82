/// An operation's expected result, shown on screen while the operation runs (a Favourite on a
/// detail page fills its star at once), and how it is taken back when the operation fails or is
/// cancelled: the content as it was before, with the changes made meanwhile (edits, live
/// changes, item actions' rows) replayed onto it, so that taking it back loses none of them.
/// When another call took over the journal meanwhile (a first load that superseded the
/// operation), that call owns the content and nothing is taken back over it.
@MainActor
public struct OptimisticContent<Content> {
    /// The content before the operation, as it was shown.
    public let before: Content
    /// What the screen shows while the operation runs.
    public let expected: Content
    private let recording: EditJournal<Content>.Recording

    /// Starts showing `expected(before)`; `recording` is the operation's journal recording,
    /// started before the change is shown.
    public init(before: Content, expected: (Content) -> Content, recording: EditJournal<Content>.Recording) {
        self.before = before
        self.expected = expected(before)
        self.recording = recording
    }

    /// The content to show once the operation failed or was cancelled: `before` with the changes
    /// recorded since the operation started; nil when another call owns the content now.
    public func rolledBack(_ journal: inout EditJournal<Content>) -> Content? {
        guard journal.isRecording(recording) else { return nil }
        var restored = before
        journal.replay(recording, onto: &restored)
        return restored
    }
}
