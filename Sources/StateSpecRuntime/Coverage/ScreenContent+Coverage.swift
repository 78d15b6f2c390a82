extension ContentState {
    /// The screen's name in state coverage reports: the type's name without its `State` suffix
    /// (`TimelineState` is `Timeline`, a section's `MediaHomeHeadlinesState` is `MediaHomeHeadlines`).
    public static var coverageName: String {
        let name = String(describing: Self.self)
        return name.hasSuffix("State") && name != "State" ? String(name.dropLast("State".count)) : name
    }
}

extension ScreenContent {
    /// Records the state shown for state coverage: a nil check while coverage is off.
    /// A posed screen (fixtures, previews: `pose(_:running:pageFailed:)`) shows a state it did not reach.
    @inline(__always)
    func recordCoverage() {
        guard let recorder = StateCoverage.active, !calls.isPosed else { return }
        recorder.record(screen: State.coverageName, state: state.kind.rawValue, cause: state.cause.map { String(describing: $0) })
    }

    /// Records a message raised, by its name in the spec: its key's last part
    /// (`Timeline.refreshFailed` and a section's `MediaHome.headlines.saved` are `refreshFailed`, `saved`).
    @inline(__always)
    func recordCoverage(of message: FeedbackMessage) {
        guard let recorder = StateCoverage.active else { return }
        let name = message.key.split(separator: ".").last.map(String.init) ?? message.key
        recorder.record(screen: State.coverageName, message: name)
    }
}
