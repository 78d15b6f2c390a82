import StateSpecRuntime
import Testing

/// An operation's expected result shown at once (`perform(_:…expected:_:)` over
/// `OptimisticContent`): kept when it succeeds, taken back when it fails or is cancelled, with
/// the changes made meanwhile kept.
@MainActor
@Suite struct OptimisticContentTests {
    let feedback = ModelFeedback()
    let screen: ScreenContent<ModelState, NoInput>
    let before = [ModelRow(id: 1, value: 0), ModelRow(id: 2, value: 0)]

    init() {
        screen = ScreenContent(feedback: feedback)
        screen.show(before)
    }

    var shown: [ModelRow] { screen.state.content ?? [] }
    /// What the operation is expected to do: the first row's value becomes 1.
    nonisolated static func favourite(_ rows: [ModelRow]) -> [ModelRow] {
        rows.enumerated().map { $0.offset == 0 ? ModelRow(id: $0.element.id, value: 1) : $0.element }
    }
    /// The expected result of the content before.
    var favoured: [ModelRow] { Self.favourite(before) }

    /// Starts the optimistic operation; its request waits for `answer` and reports what it got to `asked`.
    func start(answer: AsyncStream<Result<[ModelRow], any Error>>, asked: @escaping @MainActor ([ModelRow]) -> Void = { _ in }) -> Task<CallOutcome, Never> {
        Task {
            await screen.perform("favourite", success: nil, failure: message("favouriteFailed"), haptic: nil, expected: Self.favourite) { current in
                asked(current)
                for await result in answer { return try result.get() }
                throw CancellationError()
            }
        }
    }

    enum Failure: Error { case boom }

    @Test func theExpectedResultShowsAtOnceAndTheLoaderGetsTheContentAsItWas() async {
        var asked: [ModelRow] = []
        let (answer, reply) = AsyncStream.makeStream(of: Result<[ModelRow], any Error>.self)
        let task = start(answer: answer) { asked = $0 }
        #expect(await waitFor { shown == favoured }, "the expected result shows before the loader answers")
        #expect(asked == before)
        let confirmed = [ModelRow(id: 1, value: 7), ModelRow(id: 2, value: 0)]
        reply.yield(.success(confirmed))
        #expect(await task.value == .succeeded)
        #expect(shown == confirmed, "the loader's answer replaces the expected result")
    }

    @Test func aFailureTakesTheChangeBackAndRaisesItsMessage() async {
        let (answer, reply) = AsyncStream.makeStream(of: Result<[ModelRow], any Error>.self)
        let task = start(answer: answer)
        #expect(await waitFor { shown == favoured })
        reply.yield(.failure(Failure.boom))
        #expect(await task.value == .failed)
        #expect(shown == before)
        #expect(feedback.keys == ["favouriteFailed"])
    }

    @Test func takingItBackKeepsAnEditMadeMeanwhile() async {
        let (answer, reply) = AsyncStream.makeStream(of: Result<[ModelRow], any Error>.self)
        let task = start(answer: answer)
        #expect(await waitFor { shown == favoured })
        #expect(screen.edit { $0.append(ModelRow(id: 3, value: 0)) })
        reply.yield(.failure(Failure.boom))
        #expect(await task.value == .failed)
        #expect(shown == before + [ModelRow(id: 3, value: 0)], "the change is taken back, the row added meanwhile stays")
    }

    @Test func aCancelledOperationTakesItBackAndRaisesNothing() async {
        let (answer, _) = AsyncStream.makeStream(of: Result<[ModelRow], any Error>.self)
        let task = start(answer: answer)
        #expect(await waitFor { shown == favoured })
        task.cancel()
        #expect(await task.value == .cancelled)
        #expect(shown == before)
        #expect(feedback.keys.isEmpty, "a cancellation is no failure")
    }

    @Test func anotherCallThatTookTheJournalOwnsTheContent() {
        var journal = EditJournal<[ModelRow]>()
        let optimistic = OptimisticContent(before: before, expected: Self.favourite, recording: journal.start())
        #expect(optimistic.expected == favoured)
        journal.record { $0.append(ModelRow(id: 3, value: 0)) }
        _ = journal.start()
        #expect(optimistic.rolledBack(&journal) == nil, "nothing stale is put back over the newer call's content")
    }

    @Test func rollingBackReplaysTheChangesOntoTheContentBefore() {
        var journal = EditJournal<[ModelRow]>()
        let optimistic = OptimisticContent(before: before, expected: Self.favourite, recording: journal.start())
        journal.record { $0.removeLast() }
        #expect(optimistic.rolledBack(&journal) == [before[0]])
        #expect(optimistic.rolledBack(&journal) == nil, "a recording replays once")
    }
}

@MainActor
private func waitFor(_ condition: () -> Bool) async -> Bool {
    for _ in 0..<1000 {
        if condition() { return true }
        await Task.yield()
    }
    return condition()
}
