/// What the loaders of generated fixtures answer. A posed screen runs no call, so its loader is
/// asked nothing that the screen waits for; a row's action or a stream the view subscribes to
/// still reaches it, and gets an answer that changes nothing.
public enum FixtureLoading {
    /// A call that can fail: it is cancelled, which is never an error and shows nothing.
    public static func cancelled<Value>() throws -> Value {
        throw CancellationError()
    }

    /// A call that cannot fail (a first load without an error state): it never answers. A posed
    /// screen never makes it; the screen's own calls are skipped.
    public static func unanswered<Value>() async -> Value {
        await withUnsafeContinuation { (_: UnsafeContinuation<Value, Never>) in }
    }

    /// The failure a fixture's message describes where its text shows one (`{error}`).
    public static let failure: any Error = SampleFailure()

    /// A failure whose description reads as a sample in a preview.
    private struct SampleFailure: UserFacingError {
        var userFacingDescription: String { "The server did not answer" }
    }

    /// A stream of changes that ends at once: a fixture's content does not change by itself.
    public static func noChanges<Element>() -> AsyncStream<Element> {
        AsyncStream { $0.finish() }
    }

    /// A row's long-running action, cancelled at once.
    public static func cancelledProgress<Element>() -> AsyncThrowingStream<Element, any Error> {
        AsyncThrowingStream { $0.finish(throwing: CancellationError()) }
    }
}

extension FeedbackPresenter {
    /// A presenter for previews and snapshots: its messages stay until closed (its clock never
    /// moves on by itself) and nothing is spoken or played.
    @MainActor
    public static func forFixtures(policy: FeedbackQueuePolicy = FeedbackQueuePolicy(),
                                   localizer: any TextLocalizer = EnglishTextLocalizer()) -> FeedbackPresenter {
        FeedbackPresenter(policy: policy, clock: ManualFeedbackClock(), announcer: SilentAnnouncer(), localizer: localizer)
    }
}
