// One random sequence of steps against one `ScreenContent`, with a random combination of its
// features, checked after every step against a small reference model (ScreenContentModelTests.swift
// lists what is checked, and why each check is something the runtime documents).

import Foundation
import StateSpecRuntime
import StateSpecTestSupport
import Testing

/// The features of one sequence's screen, as a spec would combine them.
struct ModelFeatures: CustomStringConvertible {
    /// Refreshes merge the newest page (`refresh(mergingInto:)`), leaving gaps; else they replace.
    var gaps: Bool
    var unread: Bool
    var actions: Bool
    var seeded: Bool
    var tracksInput: Bool
    var keepsContentOnInputChange: Bool
    var refreshFailure: LoadFailure
    var pageFailure: LoadFailure
    var pagesAtEnd: Bool
    var optimisticFavourite: Bool
    var optimisticDelete: Bool

    var description: String {
        func failure(_ failure: LoadFailure) -> String {
            switch failure {
            case .partialState: "partial"
            case .message(let message, _): message == nil ? "silent" : "message"
            }
        }
        var parts: [String] = []
        if gaps { parts.append("gaps") }
        if unread { parts.append("unread") }
        if actions { parts.append("item actions (favourite \(optimisticFavourite ? "optimistic" : "when confirmed"), delete \(optimisticDelete ? "optimistic" : "when confirmed"))") }
        if seeded { parts.append("seeded") }
        if tracksInput { parts.append(keepsContentOnInputChange ? "input (keep)" : "input") }
        parts.append("refresh fails: \(failure(refreshFailure))")
        parts.append("page fails: \(failure(pageFailure))")
        parts.append(pagesAtEnd ? "pages at end" : "pages at start")
        return parts.joined(separator: ", ")
    }
}

func modelMessage(_ key: String) -> FeedbackMessage {
    FeedbackMessage(key: key, kind: FeedbackKind(name: "error", level: .error, colour: "red", icon: "icon", haptic: .none),
                    text: LocalizedText(key: key, other: key), presentation: .snackbar, duration: .persistent)
}

@MainActor
final class ScreenContentRun {
    typealias Screen = ScreenContent<ModelState, String>

    let seed: UInt64
    let dice: Dice
    let features: ModelFeatures
    let server = ModelServer(items: 5)
    let feedback = ModelFeedback()
    let screen: Screen
    let rows = ItemActions<ModelRow, ModelAction>(id: { AnyHashable($0.id) })
    let gaps = TimelineGaps<ModelRow>(id: { AnyHashable($0.id) })

    /// The steps, for the report of a failing sequence; kept only when `logging` (a failing seed
    /// runs again with it), since building them costs more than the steps.
    private(set) var log: [String] = []
    let logging: Bool
    private(set) var violation: String?
    private var step = 0
    private(set) var callers: [ModelCaller] = []
    private(set) var loaderCalls: [ModelLoaderCall] = []
    /// The steps that answered a loader call, and whether with success.
    private var answered: [(step: Int, succeeded: Bool)] = []
    private var answeredAtOnce = 0
    /// The loader calls answered with a failure: the only errors `lastError` may hold.
    private var failedCalls: Set<Int> = []
    private var reported: Set<Int> = []
    private var finishedCount = 0
    /// Loader calls made and not yet returned to the screen (waiting, or answered and not yet
    /// resumed): `settle` waits for the answered ones.
    private var unconsumed = 0
    /// How many times the content shown changed (`didChange`), for `settle`.
    private let changes = ModelCounter()
    private var knownGaps: [TimelineGap] = []
    private var input = "a"

    // The reference model.
    /// Removed by a live change, an edit or a delete the screen confirmed: never shown again (ids
    /// are never reused, and the server never answers with one once asked after its removal).
    private(set) var mustNotAppear: Set<Int> = []
    /// Inserted by a live change or an edit and not removed since: shown whenever content is.
    private(set) var mustBePresent: Set<Int> = []
    /// The newest value a live change or an edit gave each item while it was shown: the row never
    /// shows an older one (an optimistic change shows on top of it).
    private(set) var floor: [Int: Int] = [:]

    init(seed: UInt64, logging: Bool = false) {
        self.seed = seed
        self.logging = logging
        let dice = Dice(seed: seed)
        self.dice = dice
        func failure() -> LoadFailure {
            switch dice.below(3) {
            case 0: .partialState
            case 1: .message(modelMessage("failed"), retries: dice.chance(50))
            default: .silent
            }
        }
        let tracksInput = dice.chance(50)
        features = ModelFeatures(
            gaps: dice.chance(50), unread: dice.chance(50), actions: dice.chance(50), seeded: dice.chance(35),
            tracksInput: tracksInput, keepsContentOnInputChange: tracksInput && dice.chance(50),
            refreshFailure: failure(), pageFailure: failure(), pagesAtEnd: dice.chance(70),
            optimisticFavourite: dice.chance(60), optimisticDelete: dice.chance(50))
        let rules = ContentRules<ModelState, String>(
            tracksInput: features.tracksInput, keepsContentOnInputChange: features.keepsContentOnInputChange,
            inputChangeFailure: modelMessage("inputChangeFailed"), staleFailure: modelMessage("staleFailed"),
            staleFailureRetries: dice.chance(50))
        screen = Screen(feedback: feedback, rules: rules)
        screen.cause = { _ in .boom }
        if features.actions { screen.attach(rows) }
        if features.gaps { screen.willReload = { [gaps] in gaps.removeAll() } }
        let keepsGaps = features.gaps
        screen.didChange = { [gaps, changes] content in
            changes.count += 1
            if keepsGaps { gaps.keep(only: content) }
        }
        if features.unread {
            screen.unread = UnreadItems(arriveAtStart: true)
            screen.identities = { $0.map { AnyHashable($0.id) } }
        }
        note("seed \(seed): \(features)")
        if features.seeded {
            // Content the caller had, possibly older than the server's.
            let seeded = Array(server.headRows.suffix(1 + dice.below(4)))
            screen.seed(seeded)
            note("seeded with \(seeded)")
        }
    }

    // MARK: - The loaders

    /// A loader call: most wait for the test; a few answer at once. Returns whether the answer is
    /// read now rather than when the call was made.
    private func answer(_ kind: ModelCallKind, _ summary: String) async throws -> Bool {
        let number = loaderCalls.count + 1
        let roll = dice.below(100)
        if roll < 8 {
            let fails = dice.chance(25)
            let call = ModelLoaderCall(number: number, kind: kind, summary: summary, heedsCancellation: true, cancelError: CancellationError())
            loaderCalls.append(call)
            answeredAtOnce += 1
            answered.append((step, !fails))
            note("    loader #\(number) \(summary) answers at once: \(fails ? "failure" : "success")")
            if fails {
                failedCalls.insert(number)
                throw ModelBoom(number: number)
            }
            return true
        }
        let heeds = roll < 75
        let cancelError: any Error = switch dice.below(3) {
        case 0: CancellationError()
        case 1: URLError(.cancelled)
        default: ModelBoom(number: -number)
        }
        let call = ModelLoaderCall(number: number, kind: kind, summary: summary, heedsCancellation: heeds, cancelError: cancelError)
        loaderCalls.append(call)
        note("    loader #\(number) \(summary) waits (\(heeds ? "throws \(cancelError) when cancelled" : "ignores cancellation"))")
        unconsumed += 1
        defer { unconsumed -= 1 }
        return try await call.wait()
    }

    /// Loaders get content without the optimistic changes of item actions (`confirmed`).
    private func expectConfirmed(_ current: [ModelRow], _ call: String) {
        let optimistic = current.filter { $0.value >= ModelRow.optimistic }
        if !optimistic.isEmpty { fail("\(call)'s loader got optimistic changes \(optimistic)") }
    }

    private func firstLoad(_ input: String) async throws -> [ModelRow] {
        let asked = server.headRows
        let fresh = try await answer(.initial, "loadInitial(\(input))")
        return fresh ? server.headRows : asked
    }

    private func plainRefresh(_ current: [ModelRow]) async throws -> [ModelRow] {
        expectConfirmed(current, "refresh")
        let asked = server.headRows
        let fresh = try await answer(.refresh, "refresh")
        return fresh ? server.headRows : asked
    }

    private func newestPage(_ current: [ModelRow]) async throws -> Page<ModelRow> {
        expectConfirmed(current, "refresh")
        let size = 1 + dice.below(4)
        let page = { Page(items: Array(self.server.headRows.prefix(size)), hasMore: self.server.head.count > size) }
        let asked = page()
        let fresh = try await answer(.refresh, "refresh (newest \(size))")
        return fresh ? page() : asked
    }

    /// The items of the server's head the content lacks (newer mail, as an inbox pages), then
    /// some of the older pages.
    private func nextPage(_ current: [ModelRow]) async throws -> Page<ModelRow> {
        expectConfirmed(current, "loadMore")
        let shown = Set(current.map { $0.id })
        let older = server.older(dice.below(4))
        let hasMore = dice.chance(70)
        let page = {
            let items = Array(self.server.head.filter { !shown.contains($0) }.prefix(2)) + older.filter { !self.server.gone.contains($0) }
            return Page(items: items.map(self.server.row), hasMore: hasMore)
        }
        let asked = page()
        let fresh = try await answer(.more, "loadMore")
        return fresh ? page() : asked
    }

    /// The head's items not shown: what lies in the gaps.
    private func gapItems(_ newer: ModelRow, _ older: ModelRow) async throws -> Page<ModelRow> {
        let missing = {
            let shown = Set(self.screen.state.content?.map { $0.id } ?? [])
            let missing = self.server.head.filter { !shown.contains($0) }
            return Page(items: missing.prefix(3).map(self.server.row), hasMore: missing.count > 3)
        }
        let asked = missing()
        let fresh = try await answer(.gap, "loadGap(\(newer.id), \(older.id))")
        return fresh ? missing() : asked
    }

    /// An operation on the content: the server saves every item (a newer version of each), and
    /// sometimes adds one; read when asked, it is the content it was given, without what was
    /// gone then.
    private func operation(_ name: String, _ current: [ModelRow]) async throws -> [ModelRow] {
        expectConfirmed(current, name)
        let goneWhenAsked = server.gone
        let adds = dice.chance(30)
        let fresh = try await answer(.operation, name)
        var result = fresh
            ? current.filter { !server.gone.contains($0.id) }.map { server.write($0.id) }
            : current.filter { !goneWhenAsked.contains($0.id) }
        if adds { result.insert(server.row(server.post()), at: 0) }
        return result
    }

    private func itemAction(_ action: ModelAction, _ id: Int) async throws -> ModelRow? {
        _ = try await answer(.action, "\(action)(\(id))")
        switch action {
        case .favourite:
            return server.write(id)
        case .delete:
            server.remove(id)
            // Gone on the server, whatever becomes of the call: no load brings it back.
            mustBePresent.remove(id)
            return nil
        }
    }

    // MARK: - Calls

    @discardableResult
    private func start(_ name: String, _ kind: ModelCallKind, subject: Int? = nil, _ body: @escaping @MainActor () async -> CallOutcome) -> ModelCaller {
        let caller = ModelCaller(number: callers.count + 1, name: name, kind: kind, subject: subject)
        caller.startedAt = step
        callers.append(caller)
        note("\(step): start \(caller.label)")
        caller.task = Task { @MainActor in
            let outcome = await body()
            caller.outcome = outcome
            self.finished(caller, outcome)
        }
        return caller
    }

    private func finished(_ caller: ModelCaller, _ outcome: CallOutcome) {
        finishedCount += 1
        note("    \(caller.label) returns \(outcome)")
        // A delete the server confirmed removes the row for good, unless the user edited the row
        // while it ran (edits win).
        if caller.name.hasPrefix("delete"), outcome == .succeeded, !caller.itemEdited, let id = caller.subject {
            mustNotAppear.insert(id)
        }
    }

    private func nextInput() -> String {
        if features.tracksInput, dice.chance(30) { input = input == "a" ? "b" : "a" }
        return input
    }

    private func startFirstLoad() {
        let input = nextInput()
        if dice.chance(50) {
            start("appear(\(input))", .initial) { [self] in await screen.appear(input) { try await self.firstLoad($0) } }
        } else {
            start("loadInitial(\(input))", .initial) { [self] in await screen.loadInitial(input) { try await self.firstLoad($0) } }
        }
    }

    private func startRandomCall() {
        var menu: [(Int, ModelCallKind)] = [(12, .initial), (22, .refresh), (18, .more), (12, .operation)]
        if features.actions { menu.append((18, .action)) }
        if features.gaps { menu.append((16, .gap)) }
        switch dice.weighted(menu) {
        case .initial:
            startFirstLoad()
        case .refresh:
            if features.gaps {
                start("refresh()", .refresh) { [self] in
                    await screen.refresh(mergingInto: gaps, failure: features.refreshFailure) { current, _ in try await self.newestPage(current) }
                }
            } else {
                start("refresh()", .refresh) { [self] in
                    await screen.refresh(failure: features.refreshFailure) { current, _ in try await self.plainRefresh(current) }
                }
            }
        case .more:
            start("loadMore()", .more) { [self] in
                await screen.loadMore(atEnd: features.pagesAtEnd, id: { AnyHashable($0.id) }, failure: features.pageFailure) { current, _ in
                    try await self.nextPage(current)
                }
            }
        case .operation:
            let name = dice.chance(50) ? "save" : "sort"
            start("perform(\(name))", .operation) { [self] in
                await screen.perform(name, success: nil, failure: modelMessage("\(name)Failed"), haptic: nil) { current in
                    try await self.operation(name, current)
                }
            }
        case .action:
            guard let item = dice.pick(screen.state.content ?? []) else { return note("\(step): (no row for an item action)") }
            let action: ModelAction = dice.chance(60) ? .favourite : .delete
            let effect: ItemActions<ModelRow, ModelAction>.Effect
            switch action {
            case .favourite:
                effect = .update(optimistic: features.optimisticFavourite ? favourited : nil)
            case .delete:
                effect = .remove(optimistic: features.optimisticDelete)
            }
            start("\(action)(\(item.id))", .action, subject: item.id) { [self] in
                await screen.run(action, on: item, in: rows, effect: effect, success: nil, failure: modelMessage("\(action)Failed"), haptic: nil) {
                    try await self.itemAction(action, item.id)
                }
            }
        case .gap:
            knownGaps += gaps.all.filter { gap in !knownGaps.contains { $0.id == gap.id } }
            guard let gap = dice.chance(80) ? dice.pick(gaps.all) ?? dice.pick(knownGaps) : dice.pick(knownGaps) else {
                return note("\(step): (no gap to load)")
            }
            start("loadGap(#\(gap.id))", .gap) { [self] in
                await screen.loadGap(gap, in: gaps, failure: modelMessage("gapFailed")) { newer, older in
                    try await self.gapItems(newer, older)
                }
            }
        }
    }

    // MARK: - Changes

    private func apply(_ change: ItemChange<ModelRow>) {
        if features.actions {
            screen.apply(change, id: { AnyHashable($0.id) }, insertsAtStart: true, rebase: { [rows] in rows.rebased($0) })
        } else {
            screen.apply(change, id: { AnyHashable($0.id) }, insertsAtStart: true)
        }
    }

    private var shownIDs: [Int]? {
        screen.state.isEmptyKind ? [] : screen.state.content?.map { $0.id }
    }

    private func liveChange() {
        let shown = shownIDs ?? []
        let notShown = server.issued.filter { !server.gone.contains($0) && !shown.contains($0) }
        let roll = dice.below(100)
        if roll < 40 || server.issued.allSatisfy(server.gone.contains) {
            let id = server.post()
            let row = server.row(id)
            note("\(step): stream inserts \(row)")
            mustBePresent.insert(id)
            floor[id] = row.value
            apply(.insert(row))
        } else if roll < 65, let id = dice.chance(80) ? dice.pick(shown) ?? dice.pick(notShown) : dice.pick(notShown) ?? dice.pick(shown) {
            let row = server.write(id)
            note("\(step): stream replaces \(row)")
            // A change to an item not shown is ignored, and so is one in the error state.
            if shown.contains(id) || screen.state.kind == .loading { floor[id] = row.value }
            apply(.replace(row))
        } else if let id = dice.chance(60) ? dice.pick(shown) ?? dice.pick(notShown) : dice.pick(notShown) ?? dice.pick(shown) {
            note("\(step): stream removes \(id)")
            server.remove(id)
            mustNotAppear.insert(id)
            mustBePresent.remove(id)
            apply(.remove(id: id))
        } else {
            note("\(step): (nothing to change live)")
        }
    }

    private func userEdit() {
        guard let content = screen.changeableContent else { return note("\(step): edit (nothing shown: refused)") }
        let roll = dice.below(100)
        let change: (inout [ModelRow]) -> Void
        if roll < 50, let item = dice.pick(content) {
            let row = server.write(item.id)
            note("\(step): edit \(row)")
            floor[item.id] = row.value
            noteEdited(item.id)
            change = { items in
                if let index = items.firstIndex(where: { $0.id == row.id }) { items[index] = row }
            }
        } else if roll < 75, let item = dice.pick(content) {
            note("\(step): edit removes \(item.id)")
            server.remove(item.id)
            mustNotAppear.insert(item.id)
            mustBePresent.remove(item.id)
            noteEdited(item.id)
            change = { items in items.removeAll { $0.id == item.id } }
        } else {
            let row = server.row(server.post())
            note("\(step): edit adds \(row)")
            mustBePresent.insert(row.id)
            floor[row.id] = row.value
            change = { items in
                if !items.contains(where: { $0.id == row.id }) { items.insert(row, at: 0) }
            }
        }
        let edited = screen.edit(change)
        if !edited { fail("edit refused though content was shown") }
    }

    private func noteEdited(_ id: Int) {
        for caller in callers where caller.kind == .action && caller.subject == id && caller.outcome == nil {
            caller.itemEdited = true
        }
    }

    // MARK: - Steps

    private enum StepKind {
        case call, succeed, fail, cancel, live, edit, serverPost, markRead
    }

    private enum StepCheck {
        case cancel
        case failure(ModelLoaderCall, taskCancelled: Bool)
    }

    private struct Snapshot {
        var rows: [ModelRow]?
        var error: String
        var messages: Int
        var answeredAtOnce: Int
        var firstLoadsAsked: Int
    }

    private func snapshot() -> Snapshot {
        Snapshot(rows: shownRows, error: errorKey, messages: feedback.keys.count, answeredAtOnce: answeredAtOnce,
                 firstLoadsAsked: loaderCalls.count { $0.kind == .initial })
    }

    private var shownRows: [ModelRow]? {
        screen.state.isEmptyKind ? [] : screen.state.content
    }

    private var errorKey: String {
        guard let error = screen.lastError else { return "nil" }
        if let boom = error as? ModelBoom { return "Boom(\(boom.number))" }
        return String(describing: error)
    }

    private var waitingCalls: [ModelLoaderCall] { loaderCalls.filter { $0.isWaiting } }

    /// Runs `count` random steps (fewer when a check fails), then answers every call still waiting
    /// and checks that every task finished.
    func run(steps count: Int) async {
        startFirstLoad()
        await settle()
        check(after: nil, before: snapshot())
        step = 1
        while step <= count, violation == nil {
            await randomStep()
            step += 1
        }
        await drain()
    }

    private func randomStep() async {
        let waiting = waitingCalls
        let running = callers.filter { $0.outcome == nil && $0.cancelledAt == nil }
        var menu: [(Int, StepKind)] = [(30, .call), (3, .serverPost), (12, .live), (8, .edit)]
        if !waiting.isEmpty { menu += [(26, .succeed), (9, .fail)] }
        if !running.isEmpty { menu.append((7, .cancel)) }
        if features.unread { menu.append((3, .markRead)) }
        let before = snapshot()
        var checking: StepCheck?
        switch dice.weighted(menu) {
        case .call:
            startRandomCall()
        case .succeed:
            let call = dice.pick(waiting)!
            let fresh = dice.chance(50)
            note("\(step): answer loader #\(call.number) \(call.summary): success, read \(fresh ? "now" : "when asked")\(call.taskCancelled ? " (its task was cancelled)" : "")")
            answered.append((step, true))
            call.succeed(fresh: fresh)
        case .fail:
            let call = dice.pick(waiting)!
            note("\(step): answer loader #\(call.number) \(call.summary): failure Boom(\(call.number))\(call.taskCancelled ? " (its task was cancelled)" : "")")
            checking = .failure(call, taskCancelled: call.taskCancelled)
            answered.append((step, false))
            failedCalls.insert(call.number)
            call.fail(ModelBoom(number: call.number))
        case .cancel:
            let caller = dice.pick(running)!
            note("\(step): cancel \(caller.label)")
            caller.cancelledAt = step
            checking = .cancel
            caller.task?.cancel()
        case .live:
            liveChange()
        case .edit:
            userEdit()
        case .serverPost:
            let id = server.post()
            note("\(step): the server gets \(id) (not streamed)")
        case .markRead:
            guard let id = dice.pick(screen.state.content ?? [])?.id else { return note("\(step): markRead (nothing shown)") }
            note("\(step): markRead(\(id))")
            screen.markRead(AnyHashable(id))
        }
        await settle()
        if logging { note("   → \(describe())") }
        check(after: checking, before: before)
    }

    private func describe() -> String {
        var text = "\(screen.state.kind.rawValue)"
        if let content = screen.state.content { text += " \(content)" }
        if let running = screen.calls.running { text += ", running \(running)" }
        if !screen.calls.waiting.isEmpty { text += ", waiting \(screen.calls.waiting)" }
        if let unread = screen.unread, unread.count > 0 { text += ", unread \(unread.ids.compactMap { $0.base as? Int }.sorted())" }
        if !gaps.all.isEmpty { text += ", gaps \(gaps.all.map { "#\($0.id)\($0.isLoading ? " loading" : "")\($0.failed ? " failed" : "")" })" }
        if screen.lastError != nil { text += ", lastError \(errorKey)" }
        return text
    }

    // MARK: - Checks

    private func note(_ line: @autoclosure () -> String) {
        if logging { log.append(line()) }
    }

    func fail(_ problem: String) {
        guard violation == nil else { return }
        violation = problem
        note("   ✗ \(problem)")
    }

    private func unfinished(_ kinds: ModelCallKind...) -> Bool {
        callers.contains { $0.outcome == nil && kinds.contains($0.kind) }
    }

    private func check(after kind: StepCheck?, before: Snapshot) {
        let now = shownRows
        if let now {
            let ids = now.map { $0.id }
            let twice = Dictionary(grouping: ids, by: { $0 }).filter { $0.value.count > 1 }.keys
            if !twice.isEmpty { fail("\(twice.sorted()) shown twice: \(now)") }
            let back = mustNotAppear.intersection(ids)
            if !back.isEmpty { fail("removed \(back.sorted()) shown again: \(now)") }
            // An optimistic delete hides its row while it runs.
            let missing = mustBePresent.subtracting(ids).filter { !rows.isPending(ModelRow(id: $0, value: 0), .delete) }
            if !missing.isEmpty { fail("inserted \(missing.sorted()) but not shown: \(now)") }
            for row in now {
                if row.value >= 2 * ModelRow.optimistic { fail("an optimistic change applied twice: \(row)") }
                if row.value >= ModelRow.optimistic, !rows.isPending(row) { fail("\(row) shows an optimistic change, and no action runs on it") }
                if let floor = floor[row.id], row.value % ModelRow.optimistic < floor {
                    fail("\(row) shows an older value than \(floor), which a live change or an edit gave it: a change lost")
                }
            }
            if let unread = screen.unread, screen.state.content != nil {
                let unreadIDs = Set(unread.ids.compactMap { $0.base as? Int })
                let notShown = unreadIDs.subtracting(ids)
                if !notShown.isEmpty { fail("unread \(notShown.sorted()) not shown") }
                let paged = unreadIDs.filter(ModelServer.isOlderPage)
                if !paged.isEmpty { fail("items of older pages \(paged.sorted()) count as unread") }
            }
        }
        if let error = screen.lastError {
            if let boom = error as? ModelBoom {
                if boom.number < 0 { fail("lastError is the error loader call #\(-boom.number) threw because its task was cancelled") }
                else if !failedCalls.contains(boom.number) { fail("lastError is \(boom), and loader call #\(boom.number) did not fail") }
            } else {
                fail("lastError is \(error), which no loader threw as a failure")
            }
        }
        // The flags say what runs, and what runs has a caller waiting for it.
        let running = screen.calls.running
        if screen.isRefreshing != (running == .refresh) { fail("isRefreshing is \(screen.isRefreshing) while \(running.map { "\($0)" } ?? "nothing") runs") }
        if screen.isLoadingMore != (running == .more) { fail("isLoadingMore is \(screen.isLoadingMore) while \(running.map { "\($0)" } ?? "nothing") runs") }
        switch running {
        case .initial?: if !unfinished(.initial, .refresh) { fail("a first load runs, and no caller waits for it") }
        case .refresh?: if !unfinished(.refresh) { fail("a refresh runs, and no caller waits for it") }
        case .more?: if !unfinished(.more) { fail("a page load runs, and no caller waits for it") }
        case .operation(let name)?:
            if !callers.contains(where: { $0.outcome == nil && $0.name == "perform(\(name))" }) { fail("operation \(name) runs, and no caller waits for it") }
        case nil: break
        }
        if gaps.all.contains(where: { $0.isLoading }), !unfinished(.gap) { fail("a gap is loading, and no gap load runs") }
        if !rows.isIdle, !unfinished(.action) { fail("actions \(rows.pending) are pending, and none runs") }
        // A cancelled call is no outcome, unless its loader answered before the cancellation.
        for caller in callers where !reported.contains(caller.number) {
            guard let cancelledAt = caller.cancelledAt, let outcome = caller.outcome else { continue }
            reported.insert(caller.number)
            let answers = answered.filter { $0.step >= caller.startedAt && $0.step < cancelledAt }
            let stands = switch outcome {
            case .cancelled, .skipped: true
            case .succeeded: answers.contains { $0.succeeded }
            case .failed: answers.contains { !$0.succeeded }
            }
            if !stands { fail("\(caller.label) was cancelled before its loader answered, and returned \(outcome)") }
        }
        // A call that answered at once during the step (one that waited its turn and started) may
        // change anything: the step's own checks are then moot.
        let quiet = answeredAtOnce == before.answeredAtOnce
        switch quiet ? kind : nil {
        case .cancel:
            if errorKey != before.error { fail("a cancellation changed lastError from \(before.error) to \(errorKey)") }
            if feedback.keys.count != before.messages { fail("a cancellation raised \(feedback.keys.suffix(feedback.keys.count - before.messages))") }
        case .failure(let call, let taskCancelled):
            if taskCancelled {
                if errorKey != before.error { fail("the failure of a cancelled call changed lastError from \(before.error) to \(errorKey)") }
                if feedback.keys.count != before.messages { fail("the failure of a cancelled call raised \(feedback.keys.suffix(feedback.keys.count - before.messages))") }
            } else if call.kind != .gap, errorKey != "Boom(\(call.number))" {
                fail("loader #\(call.number) failed, and lastError is \(errorKey)")
            }
            // A first load that waited for the failed call and started then shows the loading
            // state, as it does: the content it replaces is not the failure's doing.
            let firstLoadStarted = loaderCalls.count { $0.kind == .initial } != before.firstLoadsAsked
            if let was = before.rows, !firstLoadStarted {
                if let now {
                    let wasIDs = Set(was.map { $0.id }), nowIDs = Set(now.map { $0.id })
                    if call.kind == .action {
                        // A failed action takes its own change back: a row it hid comes back.
                        if !wasIDs.isSubset(of: nowIDs) || nowIDs.subtracting(wasIDs).count > 1 {
                            fail("a failed item action changed the rows shown from \(was) to \(now)")
                        }
                    } else if wasIDs != nowIDs {
                        fail("a failure changed the content shown from \(was) to \(now)")
                    }
                } else {
                    fail("a failure of \(call.summary) took away the content shown (\(was)): \(screen.state.kind.rawValue)")
                }
            }
        case nil:
            break
        }
    }

    // MARK: - Draining

    /// Answers every call still waiting (and the calls those answers lead to), then checks that
    /// every task finished and nothing says it runs.
    private func drain() async {
        step += 1
        note("\(step): drain: answer every call waiting")
        for _ in 0..<200 {
            let waiting = waitingCalls
            if waiting.isEmpty, callers.allSatisfy({ $0.outcome != nil }) { break }
            if waiting.isEmpty {
                for _ in 0..<200 { await Task.yield() }
                if waitingCalls.isEmpty { break }
                continue
            }
            for call in waiting {
                answered.append((step, true))
                call.succeed(fresh: true)
            }
            await settle()
        }
        note("   → \(describe())")
        check(after: nil, before: snapshot())
        for caller in callers where caller.outcome == nil {
            fail("\(caller.label) never finished: a request dropped without its caller being told")
        }
        if let running = screen.calls.running { fail("every call finished, and \(running) still runs") }
        if !screen.calls.waiting.isEmpty { fail("every call finished, and \(screen.calls.waiting) still wait") }
        if screen.isRefreshing || screen.isLoadingMore { fail("every call finished, and isRefreshing or isLoadingMore is set") }
        if !rows.pending.isEmpty { fail("every call finished, and actions \(rows.pending) are pending") }
        if gaps.all.contains(where: { $0.isLoading }) { fail("every call finished, and a gap is loading") }
        // Nothing may wait for ever (a leaked continuation), even after a failed check.
        for call in waitingCalls { call.fail(CancellationError()) }
        for caller in callers { caller.task?.cancel() }
        // Let the cancelled tasks end, but never wait for ever: a caller the screen dropped
        // never does, and was reported above.
        var rounds = 0
        while rounds < 1_000, callers.contains(where: { $0.outcome == nil }) {
            await Task.yield()
            rounds += 1
        }
    }

    /// Lets every task that can run, run: yields until nothing observable changed for a while.
    private func settle() async {
        // Everything runs on the main actor: a yield lets every job enqueued before it run, so a
        // few quiet yields in a row mean every chain of resumptions has run its course.
        var last = fingerprint()
        var quiet = 0
        for _ in 1...2_000 {
            await Task.yield()
            let now = fingerprint()
            if now == last {
                quiet += 1
                // An answered loader call whose caller has not resumed yet is work still to come.
                if quiet >= 8, unconsumed == waitingCalls.count { return }
            } else {
                quiet = 0
                last = now
            }
        }
    }

    /// What changes when something happens, cheap to read: an observed property of a generic
    /// class instantiates a key path each time it is read, and this is read after every yield.
    /// Every change of the state or of `lastError` is followed, within the same chain of
    /// resumptions, by a change counted here (the content shown, a loader call, a caller
    /// finishing).
    private func fingerprint() -> [Int] {
        [loaderCalls.count, waitingCalls.count, finishedCount, changes.count, feedback.keys.count,
         screen.calls.running.hashValue, screen.calls.waiting.count]
    }

    /// The report of a sequence whose check failed: how to run it again, and every step.
    var report: String {
        """
        ScreenContent: \(violation ?? "no problem")
        reproduce: STATESPEC_CONTENT_MODEL_SEED=\(seed) swift test --skip-build --filter ScreenContentModelTests
        steps:
        \(log.joined(separator: "\n"))
        """
    }
}

/// A count shared with the screen's hooks, which must not hold the run.
@MainActor
final class ModelCounter {
    var count = 0
}

/// A favourite's optimistic change: the row's value marked as not confirmed.
@MainActor
func favourited(_ row: ModelRow) -> ModelRow {
    ModelRow(id: row.id, value: row.value + ModelRow.optimistic)
}

extension ModelState {
    var isEmptyKind: Bool { kind == .empty }
}
