// Seeded, model-based interleaving tests of the generated view models: for screens that combine
// many features, random sequences of calls started as tasks, loader answers (successes and
// failures, read when asked or when answered), cancelled tasks, live changes and the screens' own
// events, checked after every step against what the lifecycle contract (LifecycleContract.md) promises:
//
// - no change the user or the stream made is lost or resurrected: an id removed by the stream or
//   by a confirmed delete is never shown again (ids are never reused, and the server never
//   answers with it once asked after the removal); an id the stream inserted is shown whenever
//   content is, until it is removed;
// - no id is shown twice;
// - cancellation is no outcome: a cancelled task returns `.cancelled`, and no cancellation (nor
//   the error a cancelled call's loader throws) sets `lastError` or raises a message;
// - a failure keeps the content shown, and a call that fails sets `lastError`;
// - no request is dropped: once every loader call is answered, every task has finished;
// - the flags saying something runs are down when nothing does.
//
// A failing sequence prints its seed and steps; STATESPEC_INTERLEAVING_SEED=<seed> runs that one
// sequence again, and STATESPEC_INTERLEAVING_COUNT=<n> runs n sequences per screen.

import Foundation
import StateSpecRuntime
import Testing
import StateSpecTestSupport

// MARK: - The screens' loaders, answering from the fake server

private func message(_ id: Int) -> Message { Message(id: id, subject: "message \(id)") }
private func status(_ id: Int) -> Status { Status(id: id, text: "status \(id)") }

/// The ids shown by a state: an empty array in the empty state, nil without content.
private func shownIDs<Item: Identifiable>(empty: Bool, _ content: [Item]?) -> [Int]? where Item.ID == Int {
    empty ? [] : content?.map(\.id)
}

@MainActor
final class InterleavedInboxLoader: InboxLoader {
    let server: FakeServer
    let board: Switchboard
    let feed = ChangeFeed<Message>()

    init(server: FakeServer, board: Switchboard) {
        self.server = server
        self.board = board
    }

    func loadInitial(_ input: String) async throws -> [Message] {
        let asked = server.head
        let now = try await board.answer(.initial, "loadInitial(\(input))")
        return (now ? server.head : asked).map(message)
    }

    func refresh(current: [Message], input: String) async throws -> [Message] {
        let asked = server.head
        let now = try await board.answer(.refresh, "refresh")
        return (now ? server.head : asked).map(message)
    }

    /// Newer mail above what is shown: what the server has that `current` lacks, and some more.
    func loadMore(after current: [Message], input: String) async throws -> Page<Message> {
        let shown = Set(current.map(\.id))
        let asked = newer(than: shown)
        let now = try await board.answer(.more, "loadMore")
        guard now else { return asked }
        return newer(than: shown)
    }

    private func newer(than shown: Set<Int>) -> Page<Message> {
        let items = server.head.filter { !shown.contains($0) } + server.older(board.dice.below(3))
        return Page(items: items.map(message), hasMore: board.dice.chance(70))
    }

    func changes() -> AsyncStream<ItemChange<Message>> { feed.subscribe() }
    func errorCause(for error: any Error) -> InboxErrorCause { .other }
}

/// The gap screens' answers: the newest page of the head, older pages, and a gap's missing items.
@MainActor
final class TimelineAnswers {
    let server: FakeServer
    let board: Switchboard
    /// The ids the view model shows now, for the items a gap is missing.
    var shown: () -> Set<Int> = { [] }

    init(server: FakeServer, board: Switchboard) {
        self.server = server
        self.board = board
    }

    func initial(_ summary: String) async throws -> [Status] {
        let asked = server.head
        let now = try await board.answer(.initial, summary)
        return (now ? server.head : asked).map(status)
    }

    func newest() async throws -> Page<Status> {
        let asked = newestPage()
        let now = try await board.answer(.refresh, "refresh")
        return now ? newestPage() : asked
    }

    private func newestPage() -> Page<Status> {
        let size = 1 + board.dice.below(4)
        return Page(items: server.head.prefix(size).map(status), hasMore: server.head.count > size)
    }

    func older() async throws -> Page<Status> {
        let asked = olderPage()
        let now = try await board.answer(.more, "loadMore")
        return now ? olderPage() : asked
    }

    private func olderPage() -> Page<Status> {
        Page(items: server.older(board.dice.below(4)).map(status), hasMore: board.dice.chance(70))
    }

    func gap(_ newer: Int, _ older: Int) async throws -> Page<Status> {
        let asked = missing()
        let now = try await board.answer(.gap, "loadGap(\(newer), \(older))")
        return now ? missing() : asked
    }

    /// The head's items not shown: what lies in the gaps.
    private func missing() -> Page<Status> {
        let shown = shown()
        let missing = server.head.filter { !shown.contains($0) }
        return Page(items: missing.prefix(3).map(status), hasMore: missing.count > 3)
    }
}

@MainActor
final class InterleavedFollowingLoader: FollowingLoader {
    let answers: TimelineAnswers
    let feed = ChangeFeed<Status>()
    let statusSignal = ChangeSignal<ItemChange<Status>>()
    let muteSignal = ChangeSignal<Void>()

    init(answers: TimelineAnswers) {
        self.answers = answers
    }

    func loadInitial() async throws -> [Status] { try await answers.initial("loadInitial") }
    func refresh(current: [Status]) async throws -> Page<Status> { try await answers.newest() }
    func loadGap(after newer: Status, before older: Status) async throws -> Page<Status> { try await answers.gap(newer.id, older.id) }
    func loadMore(after current: [Status]) async throws -> Page<Status> { try await answers.older() }
    func changes() -> AsyncStream<ItemChange<Status>> { feed.subscribe() }
    func statusChanged() -> AsyncStream<ItemChange<Status>> { statusSignal.values() }
    func accountMuted() -> AsyncStream<Void> { muteSignal.values() }
}

@MainActor
final class InterleavedListTimelineLoader: ListTimelineLoader {
    let answers: TimelineAnswers

    init(answers: TimelineAnswers) {
        self.answers = answers
    }

    func loadInitial(_ input: String) async throws -> [Status] { try await answers.initial("loadInitial(\(input))") }
    func refresh(current: [Status], input: String) async throws -> Page<Status> { try await answers.newest() }
    func loadGap(after newer: Status, before older: Status) async throws -> Page<Status> { try await answers.gap(newer.id, older.id) }
    func loadMore(after current: [Status], input: String) async throws -> Page<Status> { try await answers.older() }
    func favourite(_ item: Status) async throws -> Status {
        _ = try await answers.board.answer(.favourite, subject: item.id, "favourite(\(item.id))")
        return status(item.id).favourited()
    }
    func optimisticFavourite(_ item: Status) -> Status { item.favourited() }
    func delete(_ item: Status) async throws {
        _ = try await answers.board.answer(.delete, subject: item.id, "delete(\(item.id))")
    }
}

// MARK: - The screens

/// Sets up one screen's view model on `run` and returns its first call (the view appearing).
@MainActor
private enum Screens {
    static func inbox(_ run: InterleavingRun) async -> (String, @MainActor () async -> CallOutcome) {
        let dice = run.dice
        let loader = InterleavedInboxLoader(server: run.server, board: run.board)
        let seed: [Message]? = dice.chance(50) ? run.server.head.prefix(1 + dice.below(3)).map(message) : nil
        let vm = InboxViewModel(loader: loader, feedback: run.feedback, onEvent: { _ in }, seed: seed)
        run.note("Inbox, seeded with \(seed.map { "\($0.map(\.id))" } ?? "nothing")")
        run.shown = { shownIDs(empty: vm.state.kind == .empty, vm.state.content) }
        run.lastError = { vm.lastError }
        run.busyFlags = {
            [("isRefreshing", vm.isRefreshing), ("isLoadingMore", vm.isLoadingMore), ("isRetryingPage", vm.isRetryingPage)]
                .filter(\.1).map(\.0)
        }
        run.sendChange = { change in
            switch change {
            case .insert(let id): loader.feed.send(.insert(message(id)))
            case .replace(let id): loader.feed.send(.replace(Message(id: id, subject: "edited \(id)")))
            case .remove(let id): loader.feed.send(.remove(id: id))
            }
        }
        run.runInBackground("observeChanges()") { await vm.observeChanges() }
        _ = await until { loader.feed.subscriptions == 1 }
        var input = "INBOX"
        let nextInput = {
            if dice.chance(25) { input = input == "INBOX" ? "Archive" : "INBOX" }
            return input
        }
        run.nextCall = {
            switch dice.below(7) {
            case 0: let mailbox = nextInput(); return ("appear(\(mailbox))", { await vm.appear(mailbox) })
            case 1: let mailbox = nextInput(); return ("loadInitial(\(mailbox))", { await vm.loadInitial(mailbox) })
            case 2: return ("refresh()", { await vm.refresh() })
            case 3: return ("loadMore()", { await vm.loadMore() })
            case 4: return ("loadMoreIfNeeded(0)", { await vm.loadMoreIfNeeded(currentIndex: 0) })
            case 5: return ("retry()", { await vm.retry() })
            default: return ("refresh()", { await vm.refresh() })
            }
        }
        return ("appear(INBOX)", { await vm.appear("INBOX") })
    }

    static func following(_ run: InterleavingRun) async -> (String, @MainActor () async -> CallOutcome) {
        let dice = run.dice
        let answers = TimelineAnswers(server: run.server, board: run.board)
        let loader = InterleavedFollowingLoader(answers: answers)
        let clock = TestClock()
        let vm = FollowingViewModel(loader: loader, feedback: run.feedback, onEvent: { _ in }, clock: clock, activity: ManualAppActivity())
        run.note("Following")
        answers.shown = { Set(vm.state.content?.map(\.id) ?? []) }
        run.shown = { shownIDs(empty: vm.state.kind == .empty, vm.state.content) }
        run.lastError = { vm.lastError }
        let gaps = { vm.entries.compactMap { entry -> TimelineGap? in if case .gap(let gap) = entry { gap } else { nil } } }
        run.busyFlags = {
            [("isRefreshing", vm.isRefreshing), ("isLoadingMore", vm.isLoadingMore), ("isRetryingPage", vm.isRetryingPage),
             ("a gap's isLoading", gaps().contains(where: \.isLoading))]
                .filter(\.1).map(\.0)
        }
        run.screenChecks = {
            guard vm.state.kind != .loading, vm.state.kind != .error else { return [] }
            let content = vm.state.content ?? []
            var problems: [String] = []
            let unread = content.filter { vm.isUnread($0) }.map(\.id)
            if unread.count != vm.unreadCount { problems.append("unreadCount is \(vm.unreadCount), and the unread items shown are \(unread)") }
            let paged = unread.filter(FakeServer.isOlderPage)
            if !paged.isEmpty { problems.append("items of older pages \(paged) count as unread") }
            return problems
        }
        run.sendChange = { change in
            let item: ItemChange<Status> = switch change {
            case .insert(let id): .insert(status(id))
            case .replace(let id): .replace(status(id).with(text: "edited \(id)"))
            case .remove(let id): .remove(id: id)
            }
            // Some changes come from another screen, through the app-wide signal.
            if dice.chance(30) { loader.statusSignal.send(item) } else { loader.feed.send(item) }
        }
        run.runInBackground("observeChanges()") { await vm.observeChanges() }
        run.runInBackground("observeSignals()") { await vm.observeSignals() }
        run.runInBackground("keepFresh()") { await vm.keepFresh() }
        _ = await until { loader.feed.subscriptions == 1 && loader.statusSignal.listenerCount == 1 && loader.muteSignal.listenerCount == 1 && clock.sleeping == 1 }
        var knownGaps: [TimelineGap] = []
        run.nextCall = {
            switch dice.below(8) {
            case 0: return ("appear()", { await vm.appear() })
            case 1: return ("loadInitial()", { await vm.loadInitial() })
            case 2, 3: return ("refresh()", { await vm.refresh() })
            case 4: return ("loadMore()", { await vm.loadMore() })
            case 5:
                let last = (vm.state.content?.count ?? 1) - 1
                return ("loadMoreIfNeeded(\(last))", { await vm.loadMoreIfNeeded(currentIndex: last) })
            case 6: return ("retry()", { await vm.retry() })
            default:
                knownGaps += gaps().filter { gap in !knownGaps.contains { $0.id == gap.id } }
                guard let gap = dice.chance(80) ? dice.pick(gaps()) ?? dice.pick(knownGaps) : dice.pick(knownGaps) else { return nil }
                return ("loadGap(#\(gap.id))", { await vm.loadGap(gap) })
            }
        }
        run.extra = {
            switch dice.below(4) {
            case 0:
                clock.advance(by: .seconds(60))
                return "a minute passes (timed refresh)"
            case 1:
                loader.muteSignal.send()
                return "accountMuted signal (refresh)"
            case 2:
                guard let item = dice.pick(vm.state.content ?? []) else { return "markRead (nothing shown)" }
                vm.markRead(item)
                return "markRead(\(item.id))"
            default:
                vm.markAllRead()
                return "markAllRead()"
            }
        }
        return ("appear()", { await vm.appear() })
    }

    static func listTimeline(_ run: InterleavingRun) async -> (String, @MainActor () async -> CallOutcome) {
        let dice = run.dice
        let answers = TimelineAnswers(server: run.server, board: run.board)
        let loader = InterleavedListTimelineLoader(answers: answers)
        let vm = ListTimelineViewModel(loader: loader, feedback: run.feedback, onEvent: { _ in })
        run.note("ListTimeline")
        answers.shown = { Set(vm.state.content?.map(\.id) ?? []) }
        run.shown = { shownIDs(empty: vm.state.kind == .empty, vm.state.content) }
        run.lastError = { vm.lastError }
        let gaps = { vm.entries.compactMap { entry -> TimelineGap? in if case .gap(let gap) = entry { gap } else { nil } } }
        run.busyFlags = {
            var flags = [("isRefreshing", vm.isRefreshing), ("isLoadingMore", vm.isLoadingMore), ("isRetryingPage", vm.isRetryingPage),
                         ("a gap's isLoading", gaps().contains(where: \.isLoading))]
                .filter(\.1).map(\.0)
            let pending = (vm.state.content ?? []).filter { vm.isPending($0) }.map(\.id)
            if !pending.isEmpty { flags.append("isPending(\(pending))") }
            return flags
        }
        var input = "friends"
        let nextInput = {
            if dice.chance(25) { input = input == "friends" ? "family" : "friends" }
            return input
        }
        var knownGaps: [TimelineGap] = []
        run.nextCall = {
            switch dice.below(10) {
            case 0: let list = nextInput(); return ("appear(\(list))", { await vm.appear(list) })
            case 1: let list = nextInput(); return ("loadInitial(\(list))", { await vm.loadInitial(list) })
            case 2: return ("refresh()", { await vm.refresh() })
            case 3: return ("loadMore()", { await vm.loadMore() })
            case 4: return ("retry()", { await vm.retry() })
            case 5:
                knownGaps += gaps().filter { gap in !knownGaps.contains { $0.id == gap.id } }
                guard let gap = dice.chance(80) ? dice.pick(gaps()) ?? dice.pick(knownGaps) : dice.pick(knownGaps) else { return nil }
                return ("loadGap(#\(gap.id))", { await vm.loadGap(gap) })
            case 6, 7:
                guard let item = dice.pick(vm.state.content ?? []) else { return nil }
                return ("favourite(\(item.id))", { await vm.favourite(item) })
            default:
                guard let item = dice.pick(vm.state.content ?? []) else { return nil }
                return ("delete(\(item.id))", { await vm.delete(item) })
            }
        }
        run.extra = {
            // Another client deletes a post: the server has it no more, unannounced.
            guard let id = dice.pick(run.server.head) else { return "(nothing to delete elsewhere)" }
            run.server.remove(id)
            return "\(id) is deleted elsewhere (not announced)"
        }
        return ("appear(friends)", { await vm.appear("friends") })
    }
}

// MARK: - The tests

@MainActor
@Suite("Interleavings of calls, answers, cancellations and live changes")
struct SeededInterleavingTests {
    private func explore(_ screen: String, count: Int, _ setUp: @MainActor (InterleavingRun) async -> (String, @MainActor () async -> CallOutcome)) async {
        for seed in InterleavingSeeds.seeds(screen: screen, defaultCount: count) {
            let run = InterleavingRun(screen: screen, seed: seed)
            let first = await setUp(run)
            await run.run(steps: 10 + run.dice.below(31), first: first)
            if run.violation != nil {
                Issue.record(Comment(rawValue: run.report))
                return
            }
        }
    }

    @Test func inbox() async {
        await explore("Inbox", count: 400, Screens.inbox)
    }

    @Test func following() async {
        await explore("Following", count: 400, Screens.following)
    }

    @Test func listTimeline() async {
        await explore("ListTimeline", count: 400, Screens.listTimeline)
    }
}

// MARK: - What the interleavings found, reduced

@MainActor
@Suite("Interleavings found by the seeded tests")
struct InterleavingFindingsTests {
    let feedback = FeedbackRecorder()

    /// ListTimeline shows only post 1; a page load runs while the user deletes it. The page
    /// arrives in the empty state, and goes onto the empty content, not onto the post deleted.
    @Test func aPageThatArrivesAfterTheLastRowWasDeletedDoesNotBringItBack() async throws {
        let loader = FakeListTimelineLoader(initial: [.success(statuses(1...1))], more: [.suspend], delete: [.success(())])
        let vm = ListTimelineViewModel(loader: loader, feedback: feedback, onEvent: { _ in })
        #expect(await vm.appear("friends") == .succeeded)
        let page = Task { await vm.loadMore() }
        try await waitUntilSuspended(loader.more)
        #expect(await vm.delete(Status(id: 1, text: "status 1")) == .succeeded)
        #expect(vm.state == .empty)

        await loader.more.resume(call: 1, with: .success(Page(items: statuses(0...0), hasMore: false)))
        #expect(await page.value == .succeeded)
        #expect(vm.state.content?.map(\.id) == [0], "the deleted post stays deleted")
    }

    /// The same with a live removal: the Inbox shows message 1, the stream removes it while a page
    /// of newer mail loads.
    @Test func aPageThatArrivesAfterTheStreamRemovedEveryRowDoesNotBringThemBack() async throws {
        let loader = FakeInboxLoader(initial: [.success(messages(1...1))], more: [.suspend])
        let vm = InboxViewModel(loader: loader, feedback: feedback) { _ in }
        #expect(await vm.appear("INBOX") == .succeeded)
        let observing = Task { await vm.observeChanges() }
        defer { observing.cancel() }
        #expect(await eventually { loader.feed.subscriptions == 1 })
        let page = Task { await vm.loadMore() }
        try await waitUntilSuspended(loader.more)
        loader.feed.send(.remove(id: 1))
        #expect(await eventually { vm.state == .empty })

        await loader.more.resume(call: 1, with: .success(Page(items: messages(2...2), hasMore: false)))
        #expect(await page.value == .succeeded)
        #expect(vm.state.content?.map(\.id) == [2], "the removed message stays removed")
    }

    /// Following shows 3, 2, 1; a page of older posts (0, -1) loads, and the stream removes post 0
    /// meanwhile (deleted by its author). The page was read before: it still has 0.
    @Test func aLiveRemovalDuringAPageLoadStaysRemoved() async throws {
        let loader = FakeFollowingLoader(initial: [.success(timeline(1...3))], more: [.suspend])
        let vm = FollowingViewModel(loader: loader, feedback: feedback, onEvent: { _ in }, clock: TestClock(), activity: ManualAppActivity())
        #expect(await vm.appear() == .succeeded)
        let observing = Task { await vm.observeChanges() }
        defer { observing.cancel() }
        #expect(await eventually { loader.feed.subscriptions == 1 })
        let page = Task { await vm.loadMore() }
        try await waitUntilSuspended(loader.more)
        loader.feed.send(.remove(id: 0))
        await settle()

        await loader.more.resume(call: 1, with: .success(Page(items: timeline(-1...0), hasMore: false)))
        #expect(await page.value == .succeeded)
        #expect(vm.state.content?.map(\.id) == [3, 2, 1, -1])
    }

    /// The Inbox pages newer mail above the list: the stream removes message 3 while the page
    /// that holds it loads.
    @Test func aLiveRemovalDuringANewerPageLoadStaysRemoved() async throws {
        let loader = FakeInboxLoader(initial: [.success(messages(1...2))], more: [.suspend])
        let vm = InboxViewModel(loader: loader, feedback: feedback) { _ in }
        #expect(await vm.appear("INBOX") == .succeeded)
        let observing = Task { await vm.observeChanges() }
        defer { observing.cancel() }
        #expect(await eventually { loader.feed.subscriptions == 1 })
        let page = Task { await vm.loadMore() }
        try await waitUntilSuspended(loader.more)
        loader.feed.send(.remove(id: 3))
        await settle()

        await loader.more.resume(call: 1, with: .success(Page(items: messages(3...4), hasMore: false)))
        #expect(await page.value == .succeeded)
        #expect(vm.state.content?.map(\.id) == [4, 1, 2])
    }

    /// Following shows 10, 9; a refresh reads the newest page 11, 10, 9 while the stream removes
    /// 11, which was not shown yet (posted and deleted within the minute).
    @Test func aLiveRemovalDuringARefreshWithGapsOfAnItemNotShownStaysRemoved() async throws {
        let loader = FakeFollowingLoader(initial: [.success(timeline(9...10))], refresh: [.suspend])
        let vm = FollowingViewModel(loader: loader, feedback: feedback, onEvent: { _ in }, clock: TestClock(), activity: ManualAppActivity())
        #expect(await vm.appear() == .succeeded)
        let observing = Task { await vm.observeChanges() }
        defer { observing.cancel() }
        #expect(await eventually { loader.feed.subscriptions == 1 })
        let refresh = Task { await vm.refresh() }
        try await waitUntilSuspended(loader.refreshes)
        loader.feed.send(.remove(id: 11))
        await settle()

        await loader.refreshes.resume(call: 1, with: .success(newest(9...11)))
        #expect(await refresh.value == .succeeded)
        #expect(vm.state.content?.map(\.id) == [10, 9])
        #expect(vm.unreadCount == 0)
    }

    /// The Inbox pages newer mail above the list; while the page loads the stream inserts
    /// message 3, and the server's page, answered after, holds it too.
    @Test func aLiveInsertDuringANewerPageLoadIsShownOnce() async throws {
        let loader = FakeInboxLoader(initial: [.success(messages(1...2))], more: [.suspend])
        let vm = InboxViewModel(loader: loader, feedback: feedback) { _ in }
        #expect(await vm.appear("INBOX") == .succeeded)
        let observing = Task { await vm.observeChanges() }
        defer { observing.cancel() }
        #expect(await eventually { loader.feed.subscriptions == 1 })
        let page = Task { await vm.loadMore() }
        try await waitUntilSuspended(loader.more)
        loader.feed.send(.insert(Message(id: 3, subject: "message 3")))
        #expect(await eventually { vm.state.content?.map(\.id) == [3, 1, 2] })

        await loader.more.resume(call: 1, with: .success(Page(items: messages(3...4), hasMore: false)))
        #expect(await page.value == .succeeded)
        #expect(vm.state.content?.map(\.id) == [4, 3, 1, 2], "message 3 is shown once, the stream's copy")
    }

    /// ListTimeline shows 3, 2, 1 and the user stars 3; the list is loaded again meanwhile, and the
    /// server no longer has 3. The star fails: its rollback leaves 3 out.
    @Test func aFailedFavouriteOfARowALoadDroppedLeavesItOut() async throws {
        let loader = FakeListTimelineLoader(initial: [.success(timeline(1...3)), .success(timeline(1...2))], favourite: [.suspend])
        let vm = ListTimelineViewModel(loader: loader, feedback: feedback, onEvent: { _ in })
        #expect(await vm.appear("friends") == .succeeded)
        let starring = Task { await vm.favourite(Status(id: 3, text: "status 3")) }
        try await waitUntilSuspended(loader.favourites)
        #expect(await vm.loadInitial("friends") == .succeeded)
        #expect(vm.state.content?.map(\.id) == [2, 1])

        await loader.favourites.resume(call: 1, with: .failure(.server))
        #expect(await starring.value == .failed)
        #expect(vm.state.content?.map(\.id) == [2, 1], "the rollback leaves the rows the load showed")
    }

    /// Following shows 12, 11, 10, a gap, 3, 2, 1; the gap loads (9, 8) while the stream removes 9.
    @Test func aLiveRemovalDuringAGapLoadStaysRemoved() async throws {
        let loader = FakeFollowingLoader(initial: [.success(timeline(1...3))], refresh: [.success(newest(10...12, hasMore: true))],
                                         gap: [.suspend])
        let vm = FollowingViewModel(loader: loader, feedback: feedback, onEvent: { _ in }, clock: TestClock(), activity: ManualAppActivity())
        #expect(await vm.appear() == .succeeded)
        #expect(await vm.refresh() == .succeeded)
        let gap = try #require(vm.entries.compactMap { if case .gap(let gap) = $0 { gap } else { nil } }.first)
        let observing = Task { await vm.observeChanges() }
        defer { observing.cancel() }
        #expect(await eventually { loader.feed.subscriptions == 1 })
        let filling = Task { await vm.loadGap(gap) }
        try await waitUntilSuspended(loader.gaps)
        loader.feed.send(.remove(id: 9))
        await settle()

        await loader.gaps.resume(call: 1, with: .success(Page(items: timeline(8...9), hasMore: false)))
        #expect(await filling.value == .succeeded)
        #expect(vm.state.content?.map(\.id) == [12, 11, 10, 8, 3, 2, 1])
    }
}
