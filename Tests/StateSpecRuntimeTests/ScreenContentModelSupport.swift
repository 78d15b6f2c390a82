// The machinery of the model-based interleaving test of `ScreenContent`
// (ScreenContentModelTests.swift): a small state enum of the kind StateSpec generates, a SplitMix
// generator, a fake server whose answers are read when a loader call is made or when the test
// releases it, and suspending loader calls (each waits until the test answers it with content or
// a failure, or until its task is cancelled, which it heeds or ignores as a real loader may).

import Foundation
import StateSpecRuntime
import StateSpecTestSupport
import Testing

// MARK: - The screen's state

/// One row: an identity, and a value that is a version number on the server (every write is a
/// newer version, so an older value shown after a newer one is a change lost). An optimistic item
/// action adds `ModelRow.optimistic` to the value.
struct ModelRow: Hashable, Sendable, CustomStringConvertible {
    let id: Int
    var value: Int

    static let optimistic = 1_000_000

    var description: String { value >= Self.optimistic ? "\(id):\(value - Self.optimistic)*" : "\(id):\(value)" }
}

enum ModelCause: Hashable, Sendable {
    case boom
}

/// A screen with every state: loading, ideal, empty, error and partial.
enum ModelState: Sendable {
    case ideal([ModelRow])
    case loading
    case empty
    case error(ModelCause)
    case partial([ModelRow], ModelCause)

    enum Kind: String, Sendable, Hashable {
        case ideal, loading, empty, error, partial
    }

    var parts: StateParts<Kind, [ModelRow], ModelCause> {
        switch self {
        case .ideal(let content): StateParts(.ideal, content: content)
        case .loading: StateParts(.loading)
        case .empty: StateParts(.empty)
        case .error(let cause): StateParts(.error, cause: cause)
        case .partial(let content, let cause): StateParts(.partial, content: content, cause: cause)
        }
    }
}

extension ModelState: ContentState, EmptyCase, ErrorCase, PartialCase, Hashable {}

enum ModelAction: String, Hashable, Sendable {
    case favourite, delete
}

// MARK: - The server

/// What the server holds: every item it ever handed out that is not gone, with its value (a
/// version), and the newest of them in order (`head`, newest first), which first loads, refreshes
/// and gaps read. Older pages are made up as they are asked for (ids above 1,000). Ids are never
/// reused: an id once gone stays gone.
@MainActor
final class ModelServer {
    private(set) var head: [Int]
    private(set) var values: [Int: Int] = [:]
    private(set) var gone: Set<Int> = []
    private var version = 0
    private var nextNew: Int
    private var nextOld = 1000

    init(items count: Int) {
        head = Array((1...count).reversed())
        nextNew = count + 1
        for id in head { values[id] = newVersion() }
    }

    private func newVersion() -> Int {
        version += 1
        return version
    }

    func row(_ id: Int) -> ModelRow { ModelRow(id: id, value: values[id] ?? 0) }
    var headRows: [ModelRow] { head.map(row) }
    var issued: [Int] { values.keys.sorted() }

    /// A new item on top (a post written now).
    func post() -> Int {
        let id = nextNew
        nextNew += 1
        head.insert(id, at: 0)
        values[id] = newVersion()
        return id
    }

    /// A newer value of item `id`; its value unchanged when it is gone.
    @discardableResult
    func write(_ id: Int) -> ModelRow {
        guard !gone.contains(id), values[id] != nil else { return row(id) }
        values[id] = newVersion()
        return row(id)
    }

    func remove(_ id: Int) {
        gone.insert(id)
        head.removeAll { $0 == id }
    }

    /// `count` items of the older pages, never handed out before.
    func older(_ count: Int) -> [Int] {
        (0..<count).map { _ in
            nextOld += 1
            values[nextOld] = newVersion()
            return nextOld
        }
    }

    static func isOlderPage(_ id: Int) -> Bool { id > 1000 }
}

// MARK: - Loader calls

/// A failure the fake server answers with, numbered after the loader call that threw it. A
/// negative number is the error a call threw because its task was cancelled (as URLSession may):
/// it must never become `lastError`.
struct ModelBoom: Error, Hashable {
    let number: Int
}

enum ModelCallKind: String, Sendable {
    case initial, refresh, more, operation, action, gap
}

/// One loader call, suspended until the test answers it.
final class ModelLoaderCall: Sendable {
    let number: Int
    let kind: ModelCallKind
    let summary: String
    let answer: HeldAnswer

    init(number: Int, kind: ModelCallKind, summary: String, heedsCancellation: Bool, cancelError: any Error) {
        self.number = number
        self.kind = kind
        self.summary = summary
        answer = HeldAnswer(heedsCancellation: heedsCancellation, cancelError: cancelError)
    }

    var taskCancelled: Bool { answer.taskCancelled }
    var isWaiting: Bool { answer.isWaiting }

    /// Waits for the test's answer (see `HeldAnswer.wait`) on the main actor, as the loaders and
    /// the screen are: a hop through the cooperative pool would make the order of events depend
    /// on the machine's load, and a seed would no longer reproduce its sequence.
    @MainActor
    func wait() async throws -> Bool {
        try await answer.wait()
    }

    func succeed(fresh: Bool) { answer.succeed(fresh: fresh) }
    func fail(_ error: any Error) { answer.fail(error) }
}

/// Shows nothing; counts what the screen raised.
@MainActor
final class ModelFeedback: FeedbackPresenting {
    private(set) var keys: [String] = []
    func show(_ message: FeedbackMessage) { keys.append(message.key) }
}

/// A task the test started, as a view does (`.task`, `.refreshable`, a button's `Task`).
@MainActor
final class ModelCaller {
    let number: Int
    let name: String
    let kind: ModelCallKind
    /// The item an item action acts on.
    let subject: Int?
    var task: Task<Void, Never>?
    var outcome: CallOutcome?
    var startedAt = 0
    var cancelledAt: Int?
    /// The user edited (or removed) the action's item while it ran: the action's result no
    /// longer touches the row (`ItemActions`: edits win).
    var itemEdited = false

    init(number: Int, name: String, kind: ModelCallKind, subject: Int?) {
        self.number = number
        self.name = name
        self.kind = kind
        self.subject = subject
    }

    var label: String { "T\(number) \(name)" }
}

/// How many sequences to run, and from which seeds: STATESPEC_CONTENT_MODEL_SEED=<seed> runs that
/// one sequence; STATESPEC_CONTENT_MODEL_COUNT=<n> runs seeds 0..<n.
enum ModelSeeds {
    static func seeds(defaultCount: Int) -> [UInt64] {
        let environment = ProcessInfo.processInfo.environment
        if let text = environment["STATESPEC_CONTENT_MODEL_SEED"], let seed = UInt64(text) { return [seed] }
        let count = environment["STATESPEC_CONTENT_MODEL_COUNT"].flatMap { Int($0) } ?? defaultCount
        return (0..<UInt64(max(count, 0))).map { $0 }
    }
}
