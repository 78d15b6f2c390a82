/// The edits a user makes while a refresh or an operation runs, so that they can be replayed
/// onto its result instead of being replaced by it: what someone typed during a slow Save
/// survives the Save. One call records at a time; a call that stopped recording (it was
/// superseded or cancelled) can no longer replay or stop the recording of the call after it.
@MainActor
public struct EditJournal<Content> {
    /// Identifies the call that is recording.
    public struct Recording: Hashable, Sendable {
        fileprivate let number: Int
    }

    private var edits: [(inout Content) -> Void] = []
    private var recording: Recording?
    private var lastNumber = 0

    /// A journal with no recording running.
    public init() {}

    /// Starts recording for a call whose result will replace the content.
    public mutating func start() -> Recording {
        lastNumber += 1
        edits = []
        recording = Recording(number: lastNumber)
        return recording!
    }

    /// Keeps `edit` for replay, while a call is recording.
    public mutating func record(_ edit: @escaping (inout Content) -> Void) {
        if recording != nil { edits.append(edit) }
    }

    /// Applies the edits recorded since `recording` started, in order, to `result`, and stops.
    public mutating func replay(_ recording: Recording, onto result: inout Content) {
        guard recording == self.recording else { return }
        for edit in edits { edit(&result) }
        stop(recording)
    }

    /// Replays onto an optional result: nothing to replay onto when the loader found nothing.
    public mutating func replay(_ recording: Recording, onto result: inout Content?) {
        guard var content = result else { return stop(recording) }
        replay(recording, onto: &content)
        result = content
    }

    /// True while `recording` is the one running: no other call started recording since.
    public func isRecording(_ recording: Recording) -> Bool {
        recording == self.recording
    }

    /// Forgets the recorded edits: the call failed or stopped, and the content on screen
    /// already holds them.
    public mutating func stop(_ recording: Recording) {
        guard recording == self.recording else { return }
        edits = []
        self.recording = nil
    }
}
