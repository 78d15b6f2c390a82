import Foundation
import StateSpecRuntime
import Testing

/// The scheduler on its own, with bodies the test holds open: the rules every generated view
/// model follows, each pair of calls from the table in CallScheduler's documentation.
@MainActor
@Suite struct CallSchedulerTests {
    let scheduler = CallScheduler()
    let log = CallLog()

    /// Starts `call` in a task whose body waits for `gate` (or runs at once without one), records
    /// when it starts and how it ends, and returns its outcome.
    func start(_ call: CallScheduler.Call, _ name: String, gate: Gate? = nil, supersedes: Bool = false,
               skip: CallOutcome.SkipReason? = nil) -> Task<CallOutcome, Never> {
        let task = Task { [scheduler, log] in
            await scheduler.run(call, supersedesSameCall: supersedes, skipReason: { skip }) {
                log.started.append(name)
                await gate?.wait()
                if Task.isCancelled {
                    log.cancelled.append(name)
                    return .cancelled
                }
                log.finished.append(name)
                return .succeeded
            }
        }
        return task
    }

    // MARK: One call

    @Test func aCallRunsAndReportsItsBodysOutcome() async {
        #expect(await start(.refresh, "r").value == .succeeded)
        #expect(log.started == ["r"])
        #expect(scheduler.running == nil)
    }

    @Test func aCallThatCannotRunIsSkippedWithoutStarting() async {
        #expect(await start(.more, "m", skip: .noMorePages).value == .skipped(.noMorePages))
        #expect(log.started.isEmpty)
        #expect(scheduler.running == nil)
    }

    @Test func runningShowsTheCallWhileItsBodyRuns() async {
        let gate = Gate()
        let task = start(.refresh, "r", gate: gate)
        await gate.waitUntilWaiting()
        #expect(scheduler.running == .refresh)
        gate.open()
        _ = await task.value
        #expect(scheduler.running == nil)
    }

    // MARK: Pairs

    @Test(arguments: [
        Pair(.initial, .initial, "joins"),
        Pair(.refresh, .initial, "joins"),
        Pair(.refresh, .refresh, "joins"),
        Pair(.more, .more, "joins"),
    ])
    func joiningCallsShareOneRunAndItsOutcome(_ pair: Pair) async {
        let gate = Gate()
        let first = start(pair.running, "first", gate: gate)
        await gate.waitUntilWaiting()
        let second = start(pair.arriving, "second")
        await settle()
        gate.open()
        #expect(await first.value == .succeeded)
        #expect(await second.value == .succeeded)
        #expect(log.started == ["first"])
    }

    @Test(arguments: [
        Pair(.initial, .refresh, "supersedes"),
        Pair(.initial, .more, "supersedes"),
    ])
    func aFirstLoadSupersedesAndCancelsARefreshOrPageLoad(_ pair: Pair) async {
        let gate = Gate()
        let first = start(pair.running, "first", gate: gate)
        await gate.waitUntilWaiting()
        let second = start(pair.arriving, "second")
        #expect(await first.value == .cancelled, "its caller hears at once")
        #expect(await second.value == .succeeded)
        gate.open()
        await settle()
        #expect(log.cancelled == ["first"], "its body saw the cancellation")
        #expect(log.finished == ["second"])
    }

    @Test func aNewInputSupersedesTheRunningFirstLoad() async {
        let gate = Gate()
        let first = start(.initial, "old", gate: gate)
        await gate.waitUntilWaiting()
        #expect(await start(.initial, "new", supersedes: true).value == .succeeded)
        #expect(await first.value == .cancelled)
        gate.open()
        await settle()
        #expect(log.finished == ["new"])
    }

    @Test func aRefreshSupersedesAPageLoadWhichRunsAgainAfterIt() async {
        let pageGate = Gate()
        let refreshGate = Gate()
        let page = start(.more, "page", gate: pageGate)
        await pageGate.waitUntilWaiting()
        let refresh = start(.refresh, "refresh", gate: refreshGate)
        await refreshGate.waitUntilWaiting()
        #expect(scheduler.running == .refresh)
        #expect(scheduler.waiting == [.more])
        pageGate.open()
        refreshGate.open()
        #expect(await refresh.value == .succeeded)
        #expect(await page.value == .succeeded)
        // The superseded body's task resumes when the executor gets to it, which may be after
        // the page load that replaced it has answered.
        await settle()
        #expect(log.started == ["page", "refresh", "page"])
        #expect(log.cancelled == ["page"])
        #expect(log.finished == ["refresh", "page"])
    }

    @Test func aPageLoadDuringAFirstLoadIsSkipped() async {
        let gate = Gate()
        let first = start(.initial, "first", gate: gate)
        await gate.waitUntilWaiting()
        #expect(await start(.more, "page").value == .skipped(.noContent))
        gate.open()
        _ = await first.value
        #expect(log.started == ["first"])
    }

    @Test(arguments: [
        Pair(.more, .refresh, "queued"),
        Pair(.operation("save"), .initial, "queued"),
        Pair(.operation("save"), .refresh, "queued"),
        Pair(.operation("save"), .more, "queued"),
        Pair(.initial, .operation("save"), "queued"),
        Pair(.refresh, .operation("save"), "queued"),
        Pair(.more, .operation("save"), "queued"),
        Pair(.operation("delete"), .operation("save"), "queued"),
    ])
    func queuedCallsRunAfterTheRunningOneInOrder(_ pair: Pair) async {
        let gate = Gate()
        let first = start(pair.running, "first", gate: gate)
        await gate.waitUntilWaiting()
        let second = start(pair.arriving, "second")
        await settle()
        #expect(scheduler.waiting == [pair.arriving])
        #expect(log.started == ["first"])
        gate.open()
        #expect(await first.value == .succeeded, "an operation, or a load an operation waits for, is never cancelled")
        #expect(await second.value == .succeeded)
        #expect(log.finished == ["first", "second"])
    }

    @Test func theSameOperationTwiceIsSkipped() async {
        let gate = Gate()
        let first = start(.operation("pay"), "first", gate: gate)
        await gate.waitUntilWaiting()
        #expect(await start(.operation("pay"), "second").value == .skipped(.alreadyRunning))
        gate.open()
        _ = await first.value
        #expect(log.started == ["first"])
    }

    @Test func aQueuedRepeatRunsEachCallInTurnWithItsOwnOutcome() async {
        scheduler.repeatedOperations["rename"] = .queued
        let gate = Gate()
        let first = start(.operation("rename"), "first", gate: gate)
        await gate.waitUntilWaiting()
        let second = start(.operation("rename"), "second")
        await settle()
        let third = start(.operation("rename"), "third")
        await settle()
        #expect(scheduler.waiting == [.operation("rename"), .operation("rename")], "each call waits as a run of its own")
        #expect(scheduler.isBusy(.operation("rename")))
        gate.open()
        #expect(await first.value == .succeeded)
        #expect(await second.value == .succeeded)
        #expect(await third.value == .succeeded)
        #expect(log.started == ["first", "second", "third"], "none joins another's run: each value is sent")
    }

    @Test func aQueuedOperationIsNotQueuedTwice() async {
        let gate = Gate()
        let first = start(.operation("save"), "save", gate: gate)
        await gate.waitUntilWaiting()
        let pay = start(.operation("pay"), "pay")
        await settle()
        #expect(await start(.operation("pay"), "pay again").value == .skipped(.alreadyRunning))
        gate.open()
        _ = await first.value
        _ = await pay.value
        #expect(log.started == ["save", "pay"])
    }

    @Test func aFirstLoadCancelsTheRefreshesAndPageLoadsWaitingBehindAnOperation() async {
        let gate = Gate()
        let operation = start(.operation("save"), "save", gate: gate)
        await gate.waitUntilWaiting()
        let refresh = start(.refresh, "refresh")
        let page = start(.more, "page")
        await settle()
        let reload = start(.initial, "reload")
        #expect(await refresh.value == .cancelled)
        #expect(await page.value == .cancelled)
        gate.open()
        #expect(await operation.value == .succeeded)
        #expect(await reload.value == .succeeded)
        #expect(log.started == ["save", "reload"])
    }

    @Test func aQueuedCallIsCheckedWhenItsTurnComes() async {
        let gate = Gate()
        let first = start(.refresh, "refresh", gate: gate)
        await gate.waitUntilWaiting()
        let page = start(.more, "page", skip: .noMorePages)
        await settle()
        gate.open()
        _ = await first.value
        #expect(await page.value == .skipped(.noMorePages))
        #expect(log.started == ["refresh"])
    }

    // MARK: Callers cancelled

    @Test func aCallWhoseOnlyCallerIsCancelledStopsAndTheNextStarts() async {
        let gate = Gate()
        let first = start(.refresh, "refresh", gate: gate)
        await gate.waitUntilWaiting()
        let next = start(.operation("save"), "save")
        await settle()
        first.cancel()
        #expect(await first.value == .cancelled)
        #expect(await next.value == .succeeded, "the operation does not wait for a loader that ignores cancellation")
        gate.open()
        await settle()
        #expect(log.cancelled == ["refresh"])
    }

    @Test func aJoinedCallKeepsRunningForTheCallersLeft() async {
        let gate = Gate()
        let first = start(.initial, "first", gate: gate)
        await gate.waitUntilWaiting()
        let second = start(.initial, "second")
        await settle()
        first.cancel()
        #expect(await first.value == .cancelled)
        gate.open()
        #expect(await second.value == .succeeded)
        #expect(log.finished == ["first"])
    }

    @Test func aQueuedCallWhoseCallerIsCancelledNeverStarts() async {
        let gate = Gate()
        let first = start(.operation("save"), "save", gate: gate)
        await gate.waitUntilWaiting()
        let queued = start(.refresh, "refresh")
        await settle()
        queued.cancel()
        #expect(await queued.value == .cancelled)
        #expect(scheduler.waiting.isEmpty)
        gate.open()
        _ = await first.value
        #expect(log.started == ["save"])
    }

    @Test func aCallFromACancelledTaskNeverStarts() async {
        let task = Task { [scheduler, log] in
            withUnsafeCurrentTask { $0?.cancel() }
            return await scheduler.run(.refresh) {
                log.started.append("refresh")
                return .succeeded
            }
        }
        #expect(await task.value == .cancelled)
        #expect(log.started.isEmpty)
    }
}

/// One call running and one arriving.
struct Pair: Sendable, CustomTestStringConvertible {
    var arriving: CallScheduler.Call
    var running: CallScheduler.Call
    var rule: String

    init(_ arriving: CallScheduler.Call, _ running: CallScheduler.Call, _ rule: String) {
        self.arriving = arriving
        self.running = running
        self.rule = rule
    }

    var testDescription: String { "\(arriving) while \(running) runs: \(rule)" }
}

/// What the bodies did, in order.
@MainActor
final class CallLog {
    var started: [String] = []
    var finished: [String] = []
    var cancelled: [String] = []
}

/// Holds a body open until the test opens it; never observes cancellation itself, like a
/// loader that ignores it.
@MainActor
final class Gate {
    private var isOpen = false
    private var waiters: [CheckedContinuation<Void, Never>] = []

    func wait() async {
        guard !isOpen else { return }
        await withCheckedContinuation { waiters.append($0) }
    }

    func open() {
        isOpen = true
        for waiter in waiters { waiter.resume() }
        waiters = []
    }

    func waitUntilWaiting() async {
        for _ in 0..<100_000 where waiters.isEmpty { await Task.yield() }
    }
}

@MainActor
func settle() async {
    for _ in 0..<1_000 { await Task.yield() }
}
