// The machinery of the seeded interleaving tests (SeededInterleavingTests.swift): a tiny SplitMix
// generator, a fake server whose answers are read when a call is made or when the test resumes
// it, a switchboard of every loader call the view model makes (each suspended until the test
// answers it, throwing at once when its task is cancelled unless it ignores cancellation), and
// the driver that runs a random sequence of steps and checks the view model after each one
// against a small reference model of the item ids that must and must not be shown.

import Foundation
import StateSpecRuntime
import StateSpecTestSupport
import Testing

// MARK: - The server

/// A failure the fake server answers with, numbered after the loader call that threw it, so that
/// `lastError` tells which call it came from. A negative number is the error a call threw
/// because its task was cancelled (as URLSession may): it must never become `lastError`.
struct Boom: Error, Hashable {
    let number: Int
}

/// What the server holds: the newest items (`head`, newest first: the first load and refreshes
/// read it), and older pages made up as they are asked for (ids above 1,000). Ids are never
/// reused, so an id once removed stays removed on the server.
@MainActor
final class FakeServer {
    private(set) var head: [Int]
    private(set) var gone: Set<Int> = []
    /// Every id the server ever handed out (in an answer or through the stream).
    private(set) var issued: Set<Int>
    private var nextNew: Int
    private var nextOld = 1000

    init(items count: Int) {
        head = Array((1...count).reversed())
        issued = Set(head)
        nextNew = count + 1
    }

    /// A new item on top (a post written now).
    func post() -> Int {
        let id = nextNew
        nextNew += 1
        head.insert(id, at: 0)
        issued.insert(id)
        return id
    }

    func remove(_ id: Int) {
        gone.insert(id)
        head.removeAll { $0 == id }
    }

    /// `count` items of the older pages, never handed out before.
    func older(_ count: Int) -> [Int] {
        (0..<count).map { _ in
            nextOld += 1
            issued.insert(nextOld)
            return nextOld
        }
    }

    static func isOlderPage(_ id: Int) -> Bool { id > 1000 }
}

// MARK: - Loader calls

/// What a loader call is for.
enum LoaderKind: String, Sendable {
    case initial, refresh, more, gap, favourite, delete

    /// Calls that `CallScheduler` runs (the others run in their caller's task).
    var isScheduled: Bool { self == .initial || self == .refresh || self == .more }
}

/// One call a view model made to a fake loader, suspended until the test answers it.
final class LoaderCall: Sendable {
    let number: Int
    let kind: LoaderKind
    /// The item an item action acts on.
    let subject: Int?
    let summary: String
    let answer: HeldAnswer

    init(number: Int, kind: LoaderKind, subject: Int?, summary: String, heedsCancellation: Bool, cancelError: any Error) {
        self.number = number
        self.kind = kind
        self.subject = subject
        self.summary = summary
        answer = HeldAnswer(heedsCancellation: heedsCancellation, cancelError: cancelError)
    }

    var taskCancelled: Bool { answer.taskCancelled }
    var isWaiting: Bool { answer.isWaiting }

    /// Waits for the test's answer (see `HeldAnswer.wait`), off the main actor.
    nonisolated func wait() async throws -> Bool {
        try await answer.wait()
    }

    func succeed(fresh: Bool) { answer.succeed(fresh: fresh) }
    func fail(_ error: any Error) { answer.fail(error) }
}

/// Every call the view model made to its loader, in order.
@MainActor
final class Switchboard {
    let dice: Dice
    private(set) var calls: [LoaderCall] = []
    /// How many calls answered at once, without waiting for the test.
    private(set) var answeredAtOnce = 0
    /// Told of every call that succeeds (at once or when the test answers it), before the loader
    /// returns: a confirmed delete removes its item from the server there.
    var onSuccess: (LoaderCall) -> Void = { _ in }
    var note: (String) -> Void = { _ in }

    init(dice: Dice) {
        self.dice = dice
    }

    var waiting: [LoaderCall] { calls.filter(\.isWaiting) }

    /// A loader method's body: most calls wait for the test; a few answer at once. Returns
    /// whether the answer is read now rather than when the call was made.
    func answer(_ kind: LoaderKind, subject: Int? = nil, _ summary: String) async throws -> Bool {
        let number = calls.count + 1
        let roll = dice.below(100)
        if roll < 8 {
            let fails = dice.chance(25)
            let call = LoaderCall(number: number, kind: kind, subject: subject, summary: summary, heedsCancellation: true, cancelError: CancellationError())
            calls.append(call)
            answeredAtOnce += 1
            note("    loader #\(number) \(summary) answers at once: \(fails ? "failure" : "success")")
            if fails { throw Boom(number: number) }
            onSuccess(call)
            return true
        }
        let heeds = roll < 78
        let cancelError: any Error = switch dice.below(3) {
        case 0: CancellationError()
        case 1: URLError(.cancelled)
        default: Boom(number: -number)
        }
        let call = LoaderCall(number: number, kind: kind, subject: subject, summary: summary, heedsCancellation: heeds, cancelError: cancelError)
        calls.append(call)
        note("    loader #\(number) \(summary) waits (\(heeds ? "throws \(cancelError) when cancelled" : "ignores cancellation"))")
        return try await call.wait()
    }
}

// MARK: - The driver

/// A change the live stream (or an app-wide signal) reports.
enum LiveChange {
    case insert(Int), replace(Int), remove(Int)
}

@MainActor
final class DoneFlag {
    var done = false
}

/// A task the test started, as a view does (`.task`, `.refreshable`, a button's `Task`).
@MainActor
final class Caller {
    let number: Int
    let name: String
    var task: Task<Void, Never>?
    var outcome: CallOutcome?
    /// The step that started it, and the step that cancelled its task.
    var startedAt = 0
    var cancelledAt: Int?

    init(number: Int, name: String) {
        self.number = number
        self.name = name
    }

    var label: String { "T\(number) \(name)" }
}

/// Runs one random sequence of steps against one view model and checks it after each step.
@MainActor
final class InterleavingRun {
    let screen: String
    let seed: UInt64
    let dice: Dice
    let server = FakeServer(items: 5)
    let board: Switchboard
    let feedback = FeedbackRecorder()

    private(set) var log: [String] = []
    private(set) var violation: String?
    private var step = 0
    private(set) var callers: [Caller] = []
    /// The steps that answered a loader call, and whether with success.
    private var answered: [(step: Int, succeeded: Bool)] = []
    private var background: [(name: String, task: Task<Void, Never>, done: () -> Bool)] = []
    private var reported: Set<Int> = []

    /// Removed by the stream or by a delete the view model confirmed: never shown again.
    private(set) var mustNotAppear: Set<Int> = []
    /// Inserted by the stream and not removed since: shown whenever content is.
    private(set) var mustBePresent: Set<Int> = []

    // The screen's hooks.
    /// The ids shown (an empty array in the empty state), nil when no content is shown.
    var shown: () -> [Int]? = { nil }
    var lastError: () -> (any Error)? = { nil }
    /// The names of the flags that say something runs and are true.
    var busyFlags: () -> [String] = { [] }
    /// Checks of the screen's own (the unread count): the problems found.
    var screenChecks: () -> [String] = { [] }
    /// Starts one of the screen's calls: its name and body, or nil when there is none to make.
    var nextCall: () -> (String, @MainActor () async -> CallOutcome)? = { nil }
    /// Sends a live change, when the screen has live updates.
    var sendChange: ((LiveChange) -> Void)?
    /// Does one of the screen's other things (a timer tick, a signal, marking read): its name.
    var extra: (() -> String)?

    init(screen: String, seed: UInt64) {
        self.screen = screen
        self.seed = seed
        dice = Dice(seed: seed)
        board = Switchboard(dice: dice)
        board.note = { [unowned self] in log.append($0) }
        board.onSuccess = { [unowned self] call in
            guard call.kind == .delete, let id = call.subject else { return }
            server.remove(id)
            // A delete whose task was cancelled is no outcome: the row stays until a load says otherwise.
            if call.taskCancelled {
                log.append("    (the server deleted \(id), but the call's task was cancelled)")
            } else {
                mustNotAppear.insert(id)
                mustBePresent.remove(id)
            }
        }
    }

    /// Adds a line to the steps a failure reports.
    func note(_ line: String) {
        log.append(line)
    }

    /// Keeps a task running for the whole sequence (observing changes, signals, timed refreshes).
    func runInBackground(_ name: String, _ body: @escaping @MainActor () async -> Void) {
        let flag = DoneFlag()
        let task = Task { @MainActor in
            await body()
            flag.done = true
        }
        background.append((name, task, { flag.done }))
    }

    /// Starts a call in a task of its own, as a view does.
    @discardableResult
    func start(_ name: String, _ body: @escaping @MainActor () async -> CallOutcome) -> Caller {
        let caller = Caller(number: callers.count + 1, name: name)
        caller.startedAt = step
        callers.append(caller)
        log.append("\(step): start \(caller.label)")
        caller.task = Task { @MainActor in
            caller.outcome = await body()
        }
        return caller
    }

    // MARK: Steps

    private enum Step {
        case call, succeed, fail, cancel, live, serverPost, extra
    }

    /// Runs `count` random steps (fewer when a check fails), then answers every call still waiting
    /// and checks that every task finished.
    func run(steps count: Int, first: (String, @MainActor () async -> CallOutcome)) async {
        start(first.0, first.1)
        await settle()
        check(after: nil, before: snapshot())
        step = 1
        while step <= count, violation == nil {
            await randomStep()
            step += 1
        }
        await drain()
    }

    private struct Snapshot {
        var shown: [Int]?
        var error: String
        var messages: Int
        var answeredAtOnce: Int
    }

    private func snapshot() -> Snapshot {
        Snapshot(shown: shown(), error: errorKey(), messages: feedback.shown.count, answeredAtOnce: board.answeredAtOnce)
    }

    private func errorKey() -> String {
        guard let error = lastError() else { return "nil" }
        if let boom = error as? Boom { return "Boom(\(boom.number))" }
        return String(describing: error)
    }

    private func randomStep() async {
        let waiting = board.waiting
        let running = callers.filter { $0.outcome == nil && $0.cancelledAt == nil }
        var menu: [(Int, Step)] = [(30, .call), (4, .serverPost)]
        if !waiting.isEmpty { menu += [(28, .succeed), (10, .fail)] }
        if !running.isEmpty { menu.append((8, .cancel)) }
        if sendChange != nil { menu.append((14, .live)) }
        if extra != nil { menu.append((5, .extra)) }
        let before = snapshot()
        var checking: StepCheck?
        switch dice.weighted(menu) {
        case .call:
            guard let (name, body) = nextCall() else {
                log.append("\(step): (no call to make)")
                return
            }
            start(name, body)
        case .succeed:
            let call = dice.pick(waiting)!
            let fresh = dice.chance(50)
            log.append("\(step): answer loader #\(call.number) \(call.summary): success, read \(fresh ? "now" : "when asked")\(call.taskCancelled ? " (its task was cancelled)" : "")")
            board.onSuccess(call)
            answered.append((step, true))
            call.succeed(fresh: fresh)
        case .fail:
            let call = dice.pick(waiting)!
            log.append("\(step): answer loader #\(call.number) \(call.summary): failure Boom(\(call.number))\(call.taskCancelled ? " (its task was cancelled)" : "")")
            checking = .failure(call, taskCancelled: call.taskCancelled)
            answered.append((step, false))
            call.fail(Boom(number: call.number))
            // The failure reaches the view model through the loader's continuation, which may hop
            // through the cooperative pool: on a loaded machine that takes longer than the yields
            // of `settle()`. Wait for it (or for a call answered at once, which makes the check moot).
            if !call.taskCancelled, call.kind != .gap {
                _ = await until { errorKey() == "Boom(\(call.number))" || board.answeredAtOnce != before.answeredAtOnce }
            }
        case .cancel:
            let caller = dice.pick(running)!
            log.append("\(step): cancel \(caller.label)")
            caller.cancelledAt = step
            checking = .cancel
            caller.task?.cancel()
        case .live:
            let change = randomChange()
            switch change {
            case .insert(let id):
                log.append("\(step): stream inserts \(id)")
                mustBePresent.insert(id)
            case .replace(let id):
                log.append("\(step): stream replaces \(id)")
            case .remove(let id):
                log.append("\(step): stream removes \(id)")
                server.remove(id)
                mustNotAppear.insert(id)
                mustBePresent.remove(id)
            }
            sendChange?(change)
            // The change reaches the view model through a stream (or a signal's task group), which
            // may hop through the cooperative pool: wait until it shows, where content is shown.
            switch change {
            case .insert(let id): _ = await until { shown().map { $0.contains(id) } ?? true }
            case .remove(let id): _ = await until { shown().map { !$0.contains(id) } ?? true }
            case .replace: break
            }
        case .serverPost:
            let id = server.post()
            log.append("\(step): the server gets \(id) (not streamed)")
        case .extra:
            let name = extra!()
            log.append("\(step): \(name)")
        }
        await settle()
        check(after: checking, before: before)
    }

    private func randomChange() -> LiveChange {
        let shownNow = shown() ?? []
        switch dice.below(100) {
        case ..<40:
            return .insert(server.post())
        case ..<55:
            if let id = dice.pick(shownNow) { return .replace(id) }
            return .insert(server.post())
        default:
            // Mostly an item shown; else one the server has or handed out and that is not shown
            // (on a page or in a gap still loading).
            let candidates = dice.chance(60) ? shownNow : server.issued.subtracting(shownNow).subtracting(server.gone).sorted()
            if let id = dice.pick(candidates.filter { !server.gone.contains($0) }) { return .remove(id) }
            return .insert(server.post())
        }
    }

    // MARK: Checks

    private enum StepCheck {
        case cancel
        case failure(LoaderCall, taskCancelled: Bool)
    }

    private func fail(_ problem: String) {
        guard violation == nil else { return }
        violation = problem
        log.append("   ✗ \(problem)")
    }

    private func check(after kind: StepCheck?, before: Snapshot) {
        let now = shown()
        if let now {
            let twice = Dictionary(grouping: now, by: { $0 }).filter { $0.value.count > 1 }.keys
            if !twice.isEmpty {
                fail("\(twice.sorted()) shown twice: \(now)")
            }
            let back = mustNotAppear.intersection(now)
            if !back.isEmpty { fail("removed \(back.sorted()) shown again: \(now)") }
            let missing = mustBePresent.subtracting(now)
            if !missing.isEmpty { fail("inserted by the stream \(missing.sorted()) but not shown: \(now)") }
        }
        if let boom = lastError() as? Boom, boom.number < 0 {
            fail("lastError is the error loader call #\(-boom.number) threw because its task was cancelled")
        }
        for caller in callers where !reported.contains(caller.number) {
            guard let cancelledAt = caller.cancelledAt else { continue }
            guard let outcome = caller.outcome else { continue }
            reported.insert(caller.number)
            // A call answered before the cancel may have ended before it, in the view model's
            // time though not yet in the driver's: its outcome stands. Otherwise it is .cancelled.
            let before = answered.filter { $0.step >= caller.startedAt && $0.step < cancelledAt }
            let stands = switch outcome {
            case .cancelled, .skipped: true
            case .succeeded: before.contains { $0.succeeded }
            case .failed: before.contains { !$0.succeeded }
            }
            if !stands { fail("\(caller.label) was cancelled and returned \(outcome)") }
        }
        // A call that answered at once during the step (one that waited its turn and started) may
        // change anything: the step's own checks are then moot.
        let quiet = board.answeredAtOnce == before.answeredAtOnce
        switch quiet ? kind : nil {
        case .cancel:
            if errorKey() != before.error { fail("a cancellation changed lastError from \(before.error) to \(errorKey())") }
            if feedback.shown.count != before.messages { fail("a cancellation raised \(feedback.keys.suffix(feedback.shown.count - before.messages))") }
        case .failure(let call, let taskCancelled):
            if taskCancelled {
                if errorKey() != before.error { fail("the failure of a cancelled call changed lastError from \(before.error) to \(errorKey())") }
                if feedback.shown.count != before.messages { fail("the failure of a cancelled call raised \(feedback.keys.suffix(feedback.shown.count - before.messages))") }
            } else if call.kind != .gap, errorKey() != "Boom(\(call.number))" {
                fail("loader #\(call.number) failed, and lastError is \(errorKey())")
            }
            if let was = before.shown {
                if let now {
                    if Set(now) != Set(was) { fail("a failure changed the content shown from \(was) to \(now)") }
                } else {
                    fail("a failure blanked the content shown: \(was)")
                }
            }
        case nil:
            break
        }
        if callers.allSatisfy({ $0.outcome != nil }), board.waiting.allSatisfy(\.taskCancelled) {
            let flags = busyFlags()
            if !flags.isEmpty { fail("nothing runs, and \(flags) say something does") }
        }
        for problem in screenChecks() { fail(problem) }
    }

    // MARK: Draining

    /// Answers every call still waiting (and the calls those answers lead to), then checks that
    /// every task finished and every flag is down, and ends the background tasks.
    private func drain() async {
        step = -1
        log.append("drain: answer every call waiting")
        for _ in 0..<100 {
            let waiting = board.waiting
            if waiting.isEmpty, callers.allSatisfy({ $0.outcome != nil }) { break }
            if waiting.isEmpty {
                // Give the tasks every chance to finish before calling them stuck.
                for _ in 0..<200 { await Task.yield() }
                if board.waiting.isEmpty { break }
                continue
            }
            for call in waiting {
                board.onSuccess(call)
                call.succeed(fresh: true)
            }
            await settle()
        }
        let before = snapshot()
        check(after: nil, before: before)
        for caller in callers where caller.outcome == nil {
            fail("\(caller.label) never finished: a request dropped without its caller being told")
        }
        let flags = busyFlags()
        if !flags.isEmpty { fail("every call finished, and \(flags) say something runs") }
        for entry in background { entry.task.cancel() }
        var rounds = 0
        while rounds < 1_000, !background.allSatisfy({ $0.done() }) || !board.waiting.isEmpty {
            for call in board.waiting { call.fail(CancellationError()) }
            await Task.yield()
            rounds += 1
        }
        for entry in background where !entry.done() {
            fail("\(entry.name) did not return when its task was cancelled")
        }
        // Nothing may wait for ever (a leaked continuation), even after a failed check.
        for call in board.waiting { call.fail(CancellationError()) }
        for caller in callers { caller.task?.cancel() }
    }

    /// Lets every task that can run, run: yields until nothing observable changed for a while.
    func settle() async {
        var last = fingerprint()
        var quiet = 0
        for round in 1...2_000 {
            await Task.yield()
            guard round % 4 == 0 else { continue }
            let now = fingerprint()
            if now == last {
                quiet += 1
                if quiet >= 3 { return }
            } else {
                quiet = 0
                last = now
            }
        }
    }

    private func fingerprint() -> [Int] {
        let ids = shown()
        return [board.calls.count, board.waiting.count, callers.filter { $0.outcome != nil }.count,
                ids?.count ?? -1, ids?.reduce(0) { $0 &* 31 &+ $1 } ?? 0, busyFlags().count, feedback.shown.count,
                errorKey().hashValue, background.filter { $0.done() }.count]
    }

    /// The report of a sequence whose check failed: how to run it again, and every step.
    var report: String {
        """
        \(screen): \(violation ?? "no problem")
        reproduce: STATESPEC_INTERLEAVING_SEED=\(seed) swift test --filter SeededInterleavingTests
        steps:
        \(log.joined(separator: "\n"))
        """
    }
}

/// How many sequences to run per screen, and from which seeds: STATESPEC_INTERLEAVING_SEED runs one
/// sequence from that seed; STATESPEC_INTERLEAVING_COUNT runs that many.
enum InterleavingSeeds {
    static func seeds(screen: String, defaultCount: Int) -> [UInt64] {
        let environment = ProcessInfo.processInfo.environment
        if let text = environment["STATESPEC_INTERLEAVING_SEED"], let seed = UInt64(text) {
            return [seed]
        }
        let count = environment["STATESPEC_INTERLEAVING_COUNT"].flatMap { Int($0) } ?? defaultCount
        // The screen's name spreads the seeds, so each screen runs its own sequences.
        var mix = SplitMix(seed: screen.utf8.reduce(0x5EED) { $0 &* 131 &+ UInt64($1) })
        return (0..<count).map { _ in mix.next() % 1_000_000_000 }
    }
}
