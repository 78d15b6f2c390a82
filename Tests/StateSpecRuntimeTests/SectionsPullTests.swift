import StateSpecRuntime
import Testing

/// A section of a screen made of sections, as its generated view model would be: content shown,
/// a refresh whose failure raises `<name>RefreshFailed`, and loads the test answers one by one.
@MainActor
private final class PulledSection: ScreenModel, RefreshingScreen {
    let screen: ScreenContent<ModelState, NoInput>
    let name: String
    private var waiting: [Int: CheckedContinuation<[ModelRow], any Error>] = [:]
    private(set) var asked = 0

    init(_ name: String, feedback: ModelFeedback, showing rows: [ModelRow]? = [ModelRow(id: 1, value: 0)]) {
        self.name = name
        screen = ScreenContent(feedback: feedback)
        screen.cause = { _ in .boom }
        if let rows { screen.show(rows) }
    }

    /// A load the test answers with `answer(_:)`; cancelling its task throws `CancellationError`.
    private func held() async throws -> [ModelRow] {
        asked += 1
        let number = asked
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { waiting[number] = $0 }
        } onCancel: {
            Task { @MainActor in self.waiting.removeValue(forKey: number)?.resume(throwing: CancellationError()) }
        }
    }

    func refresh() async -> CallOutcome {
        await screen.refresh(failure: .message(message("\(name)RefreshFailed"))) { [self] _, _ in try await held() }
    }

    func loadInitial() async -> CallOutcome {
        await screen.loadInitial(NoInput()) { [self] _ in try await held() }
    }

    /// True while a load of this section waits for its answer.
    var isWaiting: Bool { !waiting.isEmpty }

    func answer(_ result: Result<[ModelRow], any Error>) {
        guard let number = waiting.keys.min() else {
            Issue.record("\(name) has no load waiting")
            return
        }
        waiting.removeValue(forKey: number)?.resume(with: result)
    }
}

/// `SectionsPull`: one pull on a screen made of sections raises at most one failure message,
/// while each section keeps its own failure.
@MainActor
@Suite struct SectionsPullTests {
    let feedback = ModelFeedback()
    let rows = [ModelRow(id: 2, value: 1)]

    private func sections(_ count: Int) -> [PulledSection] {
        (0..<count).map { PulledSection("s\($0)", feedback: feedback) }
    }

    /// The screen's `refresh()`, as generated: every section at once, through one pull.
    private func pull(_ sections: [PulledSection], _ pull: SectionsPull = SectionsPull()) -> Task<[CallOutcome], Never> {
        Task {
            let outcomes = await SectionCalls.concurrently(Array(sections.indices)) { index in
                await pull.run(on: sections[index]) { await sections[index].refresh() }
            }
            return sections.indices.map { outcomes[$0] ?? .cancelled }
        }
    }

    private func untilWaiting(_ sections: [PulledSection]) async {
        for _ in 0..<100_000 where !sections.allSatisfy({ $0.isWaiting }) { await Task.yield() }
        let waiting = sections.allSatisfy { $0.isWaiting }
        #expect(waiting)
    }

    @Test func severalSectionsFailingInOnePullRaiseOneMessageTheFirstFailures() async {
        let sections = sections(4)
        let running = pull(sections)
        await untilWaiting(sections)
        for index in [2, 0, 3, 1] {
            sections[index].answer(.failure(ModelBoom(number: index)))
            for _ in 0..<50 { await Task.yield() }
        }
        #expect(await running.value == [.failed, .failed, .failed, .failed])
        #expect(feedback.keys == ["s2RefreshFailed"], "one pull, one message: the first failure's")
        for (index, section) in sections.enumerated() {
            #expect(section.screen.lastError as? ModelBoom == ModelBoom(number: index), "each section keeps its own failure")
            #expect(section.state == .ideal([ModelRow(id: 1, value: 0)]), "and its content")
        }
    }

    @Test func oneSectionFailingRaisesItsMessageAndTheOthersShowTheirs() async {
        let sections = sections(3)
        let running = pull(sections)
        await untilWaiting(sections)
        sections[0].answer(.success(rows))
        sections[1].answer(.failure(ModelBoom(number: 1)))
        sections[2].answer(.success(rows))
        #expect(await running.value == [.succeeded, .failed, .succeeded])
        #expect(feedback.keys == ["s1RefreshFailed"])
        #expect(sections[0].state == .ideal(rows))
        #expect(sections[2].state == .ideal(rows))
    }

    @Test func aLaterPullRaisesItsOwnMessage() async {
        let sections = sections(2)
        for pullNumber in 1...2 {
            let running = pull(sections)
            await untilWaiting(sections)
            sections[1].answer(.failure(ModelBoom(number: 1)))
            for _ in 0..<50 { await Task.yield() }
            sections[0].answer(.failure(ModelBoom(number: 0)))
            #expect(await running.value == [.failed, .failed])
            #expect(feedback.keys == Array(repeating: "s1RefreshFailed", count: pullNumber))
        }
    }

    @Test func aPullCancelledMidwayRaisesNothingAndRecordsNoError() async {
        let sections = sections(3)
        let running = pull(sections)
        await untilWaiting(sections)
        running.cancel()
        // Loaders that ignore the cancellation and fail anyway change nothing either.
        for section in sections where section.isWaiting { section.answer(.failure(ModelBoom(number: 9))) }
        #expect(await running.value == [.cancelled, .cancelled, .cancelled])
        for _ in 0..<100 { await Task.yield() }
        #expect(feedback.keys.isEmpty)
        for section in sections {
            #expect(section.screen.lastError == nil)
            #expect(!section.isRefreshing)
            #expect(section.state == .ideal([ModelRow(id: 1, value: 0)]))
        }
    }

    @Test func aPullJoiningARunningFirstLoadTakesItsOutcomeAndTheOthersRaiseOneMessage() async {
        let loading = PulledSection("loading", feedback: feedback, showing: nil)
        let firstLoad = Task { await loading.loadInitial() }
        await untilWaiting([loading])
        let others = sections(2)
        let sections = [loading] + others
        let running = pull(sections)
        await untilWaiting(others)
        #expect(loading.asked == 1, "the pull joins the first load: no second request")
        loading.answer(.failure(ModelBoom(number: 0)))
        others[0].answer(.failure(ModelBoom(number: 1)))
        for _ in 0..<50 { await Task.yield() }
        others[1].answer(.failure(ModelBoom(number: 2)))
        #expect(await firstLoad.value == .failed)
        #expect(await running.value == [.failed, .failed, .failed])
        #expect(loading.state == .error(.boom), "a first load's failure is its error state, no message")
        #expect(feedback.keys == ["s0RefreshFailed"])
    }

    @Test func aSecondPullJoiningTheFirstSharesItsOneMessage() async {
        let sections = sections(2)
        let first = pull(sections)
        await untilWaiting(sections)
        let second = pull(sections)
        for _ in 0..<100 { await Task.yield() }
        let askedOnce = sections.allSatisfy { $0.asked == 1 }
        #expect(askedOnce, "the second pull joins the refreshes running")
        sections[0].answer(.failure(ModelBoom(number: 0)))
        sections[1].answer(.failure(ModelBoom(number: 1)))
        #expect(await first.value == [.failed, .failed])
        #expect(await second.value == [.failed, .failed])
        #expect(feedback.keys == ["s0RefreshFailed"])
    }

    @Test func aRefreshOutsideAnyPullRaisesItsMessageAsAlways() async {
        let sections = sections(2)
        let refreshes = Task { (await sections[0].refresh(), await sections[1].refresh()) }
        await untilWaiting([sections[0]])
        sections[0].answer(.failure(ModelBoom(number: 0)))
        await untilWaiting([sections[1]])
        sections[1].answer(.failure(ModelBoom(number: 1)))
        _ = await refreshes.value
        #expect(feedback.keys == ["s0RefreshFailed", "s1RefreshFailed"])
    }
}
