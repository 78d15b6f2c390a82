import StateSpecRuntime
import Testing

/// A screen whose spec waives the error state: loading, ideal and empty only.
enum UsableState: Sendable, Hashable {
    case ideal([ModelRow])
    case loading
    case empty

    enum Kind: String, Sendable, Hashable {
        case ideal, loading, empty
    }

    var parts: StateParts<Kind, [ModelRow], Never> {
        switch self {
        case .ideal(let content): StateParts(.ideal, content: content)
        case .loading: StateParts(.loading)
        case .empty: StateParts(.empty)
        }
    }
}

extension UsableState: ContentState, EmptyCase {}

/// Records the messages raised and the handlers of their buttons.
@MainActor
final class ButtonFeedback: FeedbackPresenting {
    private(set) var keys: [String] = []
    private(set) var texts: [String] = []
    private var handlers: [@MainActor (FeedbackAction.ID) -> Void] = []
    func show(_ message: FeedbackMessage) {
        keys.append(message.key)
        texts.append(message.text.other)
    }
    func show(_ message: FeedbackMessage, onAction: @escaping @MainActor (FeedbackAction.ID) -> Void) {
        show(message)
        handlers.append(onAction)
    }
    /// Chooses Retry on the last message that has buttons.
    func chooseRetry() { handlers.last?(FeedbackAction.retryID) }
}

/// `loads.initial.failure` on a screen whose error state is waived: a first load that fails
/// with nothing on screen shows the usable empty state and raises the message.
@MainActor
@Suite struct FirstLoadIntoEmptyTests {
    let feedback = ButtonFeedback()
    private func row(_ id: Int) -> ModelRow { ModelRow(id: id, value: 0) }

    private func screen(input: Bool = false, cache: [ModelRow]? = nil) -> ScreenContent<UsableState, String> {
        var rules = ContentRules<UsableState, String>(tracksInput: input)
        rules.emptyStateFailure = message("loadFailed")
        rules.emptyStateFailureRetries = true
        rules.staleFailure = message("loadFailed")
        if let cache { rules.cachedContent = { _ in cache } }
        return ScreenContent<UsableState, String>(feedback: feedback, rules: rules)
    }

    @Test func aFailedFirstLoadShowsTheEmptyStateAndTheMessage() async {
        let loads = HeldLoads()
        let screen = screen()
        let load = Task { await screen.loadInitial("all", loads.load) }
        await loads.untilAsked(1)
        #expect(screen.state == .loading)
        loads.answer(1, .failure(ModelBoom(number: 1)))
        #expect(await load.value == .failed)
        #expect(screen.state == .empty, "the screen stays usable")
        #expect(screen.firstLoadFailed)
        #expect(feedback.keys == ["loadFailed"])
        #expect((screen.lastError as? ModelBoom) == ModelBoom(number: 1))
    }

    @Test func retryOnTheMessageLoadsAgainOverTheEmptyState() async {
        let loads = HeldLoads()
        let screen = screen()
        screen.firstLoad = loads.load
        let load = Task { await screen.loadInitial("all") }
        await loads.untilAsked(1)
        loads.answer(1, .failure(ModelBoom(number: 1)))
        #expect(await load.value == .failed)

        feedback.chooseRetry()
        await loads.untilAsked(2)
        #expect(screen.state == .empty, "no loading state: the empty screen stays usable")
        #expect(screen.isReloading)
        loads.answer(2, .success([row(1)]))
        for _ in 0..<1000 where screen.state != .ideal([row(1)]) { await Task.yield() }
        #expect(screen.state == .ideal([row(1)]))
        #expect(!screen.firstLoadFailed)
    }

    @Test func aPullAfterTheFailureRunsTheFirstLoad() async {
        let loads = HeldLoads()
        let screen = screen()
        screen.firstLoad = loads.load
        var refreshes = 0
        let load = Task { await screen.loadInitial("all") }
        await loads.untilAsked(1)
        loads.answer(1, .failure(ModelBoom(number: 1)))
        #expect(await load.value == .failed)

        let pull = Task {
            await screen.refresh(failure: .message(message("refreshFailed"))) { current, _ in
                refreshes += 1
                return current
            }
        }
        await loads.untilAsked(2)
        #expect(screen.state == .empty)
        loads.answer(2, .failure(ModelBoom(number: 2)))
        #expect(await pull.value == .failed)
        #expect(refreshes == 0, "nothing was loaded to refresh")
        #expect(feedback.keys == ["loadFailed", "loadFailed"], "the first load's message again, not the refresh's")
        #expect(screen.state == .empty)
        #expect(screen.firstLoadFailed)
    }

    @Test func aTimedRefreshWaitsForContent() async {
        let loads = HeldLoads()
        let screen = screen()
        screen.firstLoad = loads.load
        let load = Task { await screen.loadInitial("all") }
        await loads.untilAsked(1)
        loads.answer(1, .failure(ModelBoom(number: 1)))
        #expect(await load.value == .failed)
        let timed = await screen.refreshOnTime {
            await screen.refresh(failure: .silent) { current, _ in current }
        }
        #expect(timed == .skipped(.noContent))
        #expect(loads.asked.count == 1)
    }

    @Test func appearingAgainLoadsAgainAndACancellationChangesNothing() async {
        let loads = HeldLoads()
        let screen = screen()
        screen.firstLoad = loads.load
        let load = Task { await screen.loadInitial("all") }
        await loads.untilAsked(1)
        loads.answer(1, .failure(ModelBoom(number: 1)))
        #expect(await load.value == .failed)

        let appear = Task { await screen.appear("all") }
        await loads.untilAsked(2)
        appear.cancel()
        #expect(await appear.value == .cancelled)
        #expect(screen.state == .empty)
        #expect(screen.firstLoadFailed, "a cancelled load is no outcome")
        #expect(feedback.keys == ["loadFailed"])
    }

    @Test func aCancelledFirstLoadRaisesNothing() async {
        let loads = HeldLoads()
        let screen = screen()
        let load = Task { await screen.loadInitial("all", loads.load) }
        await loads.untilAsked(1)
        load.cancel()
        #expect(await load.value == .cancelled)
        #expect(!screen.firstLoadFailed)
        #expect(feedback.keys.isEmpty)
    }

    @Test func aNewInputsFailureShowsItsEmptyStateAndRetriesThatInput() async {
        let loads = HeldLoads()
        let screen = screen(input: true)
        screen.firstLoad = loads.load
        let first = Task { await screen.loadInitial("all") }
        await loads.untilAsked(1)
        loads.answer(1, .success([row(1)]))
        #expect(await first.value == .succeeded)

        let second = Task { await screen.loadInitial("mentions") }
        await loads.untilAsked(2)
        #expect(screen.state == .loading, "a new input loads through the loading state")
        loads.answer(2, .failure(ModelBoom(number: 2)))
        #expect(await second.value == .failed)
        #expect(screen.state == .empty)
        #expect(screen.shownInput == "mentions")

        feedback.chooseRetry()
        await loads.untilAsked(3)
        #expect(loads.asked == ["all", "mentions", "mentions"])
    }

    @Test func aFailureOverCachedContentKeepsIt() async {
        let loads = HeldLoads()
        let screen = screen(cache: [row(7)])
        let load = Task { await screen.loadInitial("all", loads.load) }
        await loads.untilAsked(1)
        loads.answer(1, .failure(ModelBoom(number: 1)))
        #expect(await load.value == .failed)
        #expect(screen.state == .ideal([row(7)]), "content on screen stays")
        #expect(screen.isStale)
        #expect(!screen.firstLoadFailed)
    }
}
