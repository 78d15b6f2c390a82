/// One pull to refresh on a screen made of sections: one user act that refreshes every section
/// (or loads again those whose first load failed), and so raises at most one failure message.
///
/// Each section's call runs through the pull (`run(on:_:)`). The first load failure that would
/// raise a message while the pull waits on its section raises it, as that section says it (text,
/// Retry); every later one of the same pull raises nothing, and its section records its failure
/// as always (its `lastError`, its partial or error state). A call that several pulls share (a
/// second pull joining a section's refresh still running) counts for each of them. A cancelled
/// call is no failure: it raises nothing and takes no pull's message. A new pull raises again.
@MainActor
public final class SectionsPull {
    /// True once a failure of this pull raised its message.
    public private(set) var raisedFailure = false

    /// A pull that has raised nothing yet: make one per pull.
    public init() {}

    /// Runs `call` (the section's `refresh()`, `retry()` …) as part of this pull: while it runs,
    /// the messages of the section's failed loads go through the pull.
    public func run<Section: ScreenModel>(on section: Section, _ call: @MainActor () async -> CallOutcome) async -> CallOutcome {
        await section.screen.joining(self, call)
    }

    /// Asks for the message of a failure of `pulls`, each waiting on the section that failed:
    /// true (raise it) when none of them has raised one yet. Every one of them has raised it then.
    static func admitsMessage(of pulls: [SectionsPull]) -> Bool {
        let admitted = !pulls.contains(where: \.raisedFailure)
        for pull in pulls { pull.raisedFailure = true }
        return admitted
    }
}

extension ScreenContent {
    /// Runs `call` with `pull` waiting on this screen: a load's failure message raised meanwhile
    /// goes through it (`raiseLoadFailure`).
    func joining(_ pull: SectionsPull, _ call: @MainActor () async -> CallOutcome) async -> CallOutcome {
        pulls.append(pull)
        defer {
            if let index = pulls.firstIndex(where: { $0 === pull }) { pulls.remove(at: index) }
        }
        return await call()
    }

    /// Raises the message of a load's failure, unless a pull waiting on this screen has raised
    /// its one message already (`SectionsPull`).
    func raiseLoadFailure(_ message: FeedbackMessage?, failure error: any Error, retry: (@MainActor () async -> Void)?) {
        guard let message else { return }
        guard pulls.isEmpty || SectionsPull.admitsMessage(of: pulls) else { return }
        raise(message, failure: error, retry: retry)
    }
}
