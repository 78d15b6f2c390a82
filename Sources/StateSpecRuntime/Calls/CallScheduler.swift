import Observation

/// Decides when each of a view model's loads and operations runs, so that they never overlap
/// and none is dropped without its caller being told. One call runs at a time; a call that
/// arrives while another runs is started at once (superseding it), joined (its caller gets the
/// running call's outcome), queued (run after it) or skipped, by these rules:
///
/// | arrives \ running | first load | refresh | page load | operation |
/// | --- | --- | --- | --- | --- |
/// | first load | joins (a new input supersedes) | supersedes | supersedes | queued |
/// | refresh | joins the first load | joins | supersedes, the page load runs after it | queued |
/// | page load | skipped: no content | queued | joins | queued |
/// | operation | queued | queued | queued | skipped if the same operation (unless `repeatedOperations` says otherwise: joined, run once more, or queued), else queued |
///
/// A first load also cancels the refreshes and page loads waiting their turn. A superseded call
/// has its task cancelled and its caller gets `.cancelled`; so does a call whose every caller was
/// cancelled. Bodies must check `Task.isCancelled` after each `await` and change nothing when it
/// is set: a cancelled call's loader may still return, and its result must not be shown.
@MainActor
@Observable
public final class CallScheduler {
    /// A kind of call, as the table above names it.
    public enum Call: Hashable, Sendable {
        /// The first load, or an explicit reload, through the loading state.
        case initial
        /// A refresh: the content stays on screen.
        case refresh
        /// A page load.
        case more
        /// An operation, by its event's name.
        case operation(String)
    }

    /// The call running now. A superseded or cancelled call stops running at once, even while its
    /// loader winds down.
    public private(set) var running: Call?
    /// The calls waiting their turn, in order.
    public private(set) var waiting: [Call] = []
    /// The name of the operation running, if one runs.
    public var runningOperation: String? {
        guard case .operation(let name) = running else { return nil }
        return name
    }

    /// What an operation called while it runs (or waits) does, by its name; skipped
    /// (`.skipped(.alreadyRunning)`) when not named here.
    @ObservationIgnored public var repeatedOperations: [String: RepeatedOperation] = [:]

    /// True once the scheduler shows a call without running it (`pose(running:)`): a fixture.
    @ObservationIgnored public private(set) var isPosed = false
    @ObservationIgnored private var current: Job?
    @ObservationIgnored private var queue: [Job] = [] { didSet { waiting = queue.map(\.call) } }
    @ObservationIgnored private var lastWaiterID = 0

    /// A scheduler with nothing running or waiting; each view model owns one.
    public init() {}

    /// Runs `body` when the rules above let it, and returns its outcome (or the outcome of the
    /// call it joined). `skipReason` is asked just before `body` would start, when the call may
    /// have waited: it returns why the call cannot run in the state found then, or nil.
    /// `supersedesSameCall` makes a first load supersede a running first load instead of joining
    /// it (a new input).
    public func run(
        _ call: Call,
        supersedesSameCall: Bool = false,
        skipReason: @escaping @MainActor () -> CallOutcome.SkipReason? = { nil },
        _ body: @escaping @MainActor () async -> CallOutcome
    ) async -> CallOutcome {
        guard !Task.isCancelled else { return .cancelled }
        guard !isPosed else { return .skipped(.notNeeded) }
        lastWaiterID += 1
        let waiterID = lastWaiterID
        let job = Job(call: call, skipReason: skipReason, body: body)
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                admit(job, supersedesSameCall: supersedesSameCall, waiter: Waiter(id: waiterID, continuation: continuation))
            }
        } onCancel: {
            Task { @MainActor in self.abandon(waiterID) }
        }
    }

    /// Stops the running or waiting call of this kind, as if every caller's task were cancelled:
    /// its callers get `.cancelled` at once, its task is cancelled (so a result its body still
    /// gets changes nothing), and the next call starts. Returns false when none runs or waits.
    @discardableResult
    public func cancel(_ call: Call) -> Bool {
        if let job = current, job.call == call {
            job.task?.cancel()
            current = nil
            running = nil
            resolve(job, .cancelled)
            startNext()
            return true
        }
        guard let job = queue.first(where: { $0.call == call }) else { return false }
        queue.removeAll { $0 === job }
        resolve(job, .cancelled)
        return true
    }

    /// Shows `call` as running without running anything, for a preview or a snapshot of a
    /// screen in that state: from now on every call is skipped (`.skipped(.notNeeded)`), so the
    /// view's `.task`, a pull or a tap leaves the state as it was posed. Stops what runs.
    public func pose(running call: Call?) {
        if let job = current {
            job.task?.cancel()
            current = nil
            resolve(job, .cancelled)
        }
        for job in queue { resolve(job, .cancelled) }
        queue = []
        isPosed = true
        running = call
    }

    /// True while a call of this kind runs or waits its turn.
    public func isBusy(_ call: Call) -> Bool {
        // The observed properties, so that a view showing it updates.
        running == call || waiting.contains(call)
    }

    // MARK: - The rules

    private func admit(_ job: Job, supersedesSameCall: Bool, waiter: Waiter) {
        switch job.call {
        case .initial:
            // A new first load makes waiting refreshes and page loads moot.
            for stale in queue where stale.call == .refresh || stale.call == .more { resolve(stale, .cancelled) }
            queue.removeAll { $0.call == .refresh || $0.call == .more }
            if let queued = queue.first(where: { $0.call == .initial }) {
                guard supersedesSameCall else { return queued.add(waiter) }
                resolve(queued, .cancelled)
                queue.removeAll { $0 === queued }
            }
            switch current?.call {
            case .initial where !supersedesSameCall: current?.add(waiter)
            case .initial, .refresh, .more: supersedeCurrent(); start(job, waiter)
            case .operation: enqueue(job, waiter)
            case nil: start(job, waiter)
            }
        case .refresh:
            if let joined = running(.initial) ?? running(.refresh) { return joined.add(waiter) }
            switch current?.call {
            case .more:
                // The user's pull wins over an automatic page load, which runs again after it.
                let pageLoad = current!
                pageLoad.task?.cancel()
                current = nil
                queue.insert(pageLoad.restarted(), at: 0)
                start(job, waiter)
            case .operation: enqueue(job, waiter)
            default: start(job, waiter)
            }
        case .more:
            if running(.initial) != nil { return waiter.resume(.skipped(.noContent)) }
            if let joined = running(.more) { return joined.add(waiter) }
            if current != nil { enqueue(job, waiter) } else { start(job, waiter) }
        case .operation(let name):
            if let same = running(job.call) {
                switch repeatedOperations[name] ?? .refused {
                case .refused: return waiter.resume(.skipped(.alreadyRunning))
                case .joined: return same.add(waiter)
                case .runAgain:
                    // One more run after the one running, which every later caller joins.
                    if let waiting = queue.first(where: { $0.call == job.call }) { return waiting.add(waiter) }
                    return enqueue(job, waiter)
                case .queued: return enqueue(job, waiter)
                }
            }
            if current != nil { enqueue(job, waiter) } else { start(job, waiter) }
        }
    }

    /// The running or waiting call of this kind.
    private func running(_ call: Call) -> Job? {
        current?.call == call ? current : queue.first { $0.call == call }
    }

    // MARK: - Running, finishing and abandoning calls

    private func enqueue(_ job: Job, _ waiter: Waiter) {
        job.add(waiter)
        queue.append(job)
    }

    private func start(_ job: Job, _ waiter: Waiter? = nil) {
        if let waiter { job.add(waiter) }
        if let reason = job.skipReason() {
            resolve(job, .skipped(reason))
            return
        }
        current = job
        running = job.call
        job.task = Task { @MainActor in
            // A call stopped before its body began (superseded, abandoned, posed over) changes
            // nothing: its body would show the loading state it no longer owns.
            let outcome = Task.isCancelled ? .cancelled : await job.body()
            self.finish(job, outcome)
        }
    }

    private func finish(_ job: Job, _ outcome: CallOutcome) {
        // A superseded or abandoned call was answered when it stopped running.
        guard current === job else { return }
        current = nil
        running = nil
        resolve(job, outcome)
        startNext()
    }

    private func supersedeCurrent() {
        guard let superseded = current else { return }
        superseded.task?.cancel()
        current = nil
        running = nil
        resolve(superseded, .cancelled)
    }

    private func startNext() {
        while current == nil, !queue.isEmpty {
            start(queue.removeFirst())
        }
        if current == nil { running = nil }
    }

    /// A caller's task was cancelled: it gets `.cancelled` now, and a call nobody waits for any
    /// more stops.
    private func abandon(_ waiterID: Int) {
        guard let job = ([current].compactMap { $0 } + queue).first(where: { $0.waiters.contains { $0.id == waiterID } }) else { return }
        job.waiters.extract { $0.id == waiterID }.resume(.cancelled)
        guard job.waiters.isEmpty else { return }
        if job === current {
            job.task?.cancel()
            current = nil
            running = nil
            startNext()
        } else {
            queue.removeAll { $0 === job }
        }
    }

    private func resolve(_ job: Job, _ outcome: CallOutcome) {
        let waiters = job.waiters
        job.waiters = []
        for waiter in waiters { waiter.resume(outcome) }
    }
}

/// One call with the callers waiting for its outcome.
@MainActor
private final class Job {
    let call: CallScheduler.Call
    let skipReason: @MainActor () -> CallOutcome.SkipReason?
    let body: @MainActor () async -> CallOutcome
    var task: Task<Void, Never>?
    var waiters: [Waiter] = []

    init(call: CallScheduler.Call, skipReason: @escaping @MainActor () -> CallOutcome.SkipReason?,
         body: @escaping @MainActor () async -> CallOutcome) {
        self.call = call
        self.skipReason = skipReason
        self.body = body
    }

    func add(_ waiter: Waiter) {
        waiters.append(waiter)
    }

    /// The same call with the same callers, to run again from the start.
    func restarted() -> Job {
        let job = Job(call: call, skipReason: skipReason, body: body)
        job.waiters = waiters
        waiters = []
        return job
    }
}

/// A caller waiting for a call's outcome.
private struct Waiter {
    let id: Int
    let continuation: CheckedContinuation<CallOutcome, Never>

    func resume(_ outcome: CallOutcome) {
        continuation.resume(returning: outcome)
    }
}

private extension Array where Element == Waiter {
    /// Removes the waiters matching `predicate` and returns them.
    mutating func extract(where predicate: (Waiter) -> Bool) -> [Waiter] {
        let removed = filter(predicate)
        self = filter { !predicate($0) }
        return removed
    }

    func resume(_ outcome: CallOutcome) {
        for waiter in self { waiter.resume(outcome) }
    }
}
