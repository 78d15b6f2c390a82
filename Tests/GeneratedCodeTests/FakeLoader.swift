// Fake loaders for the generated view models: every loader method answers from a script the
// test writes beforehand, counts and records its calls, and can suspend until the test resumes it.

import StateSpecRuntime
import Testing

/// The failures the fake loaders throw. `offline` is the one `errorCause(for:)` tells apart.
enum FakeError: Error, Sendable, Hashable {
    case offline
    case server
    /// A loader method was called with no reply scripted for it.
    case unscripted
}

/// One scripted answer of a fake loader method.
enum Reply<Value: Sendable>: Sendable {
    /// Returns the value at once.
    case success(Value)
    /// Throws the error at once.
    case failure(FakeError)
    /// Waits until the test calls `resume(call:with:)` for this call.
    case suspend
}

/// The script, the call log and the suspended calls of one loader method.
actor Script<Argument: Sendable, Value: Sendable> {
    /// The arguments of every call, in order.
    private(set) var arguments: [Argument] = []
    private var replies: [Reply<Value>]
    /// The suspended calls, by their 1-based call number.
    private var waiting: [Int: CheckedContinuation<Value, any Error>] = [:]

    init(_ replies: [Reply<Value>] = []) {
        self.replies = replies
    }

    /// How many times the method was called.
    var callCount: Int { arguments.count }

    /// Adds replies for the calls to come.
    func enqueue(_ more: Reply<Value>...) {
        replies.append(contentsOf: more)
    }

    /// True while call `number` (1-based) is suspended, waiting for the test.
    func isSuspended(_ number: Int) -> Bool {
        waiting[number] != nil
    }

    /// The loader method's body: records the call and answers with the next reply.
    func call(_ argument: Argument) async throws -> Value {
        arguments.append(argument)
        let number = arguments.count
        guard !replies.isEmpty else {
            Issue.record("Loader call #\(number) had no reply scripted")
            throw FakeError.unscripted
        }
        switch replies.removeFirst() {
        case .success(let value):
            return value
        case .failure(let error):
            throw error
        case .suspend:
            return try await withCheckedThrowingContinuation { continuation in
                waiting[number] = continuation
            }
        }
    }

    /// Lets suspended call `number` (1-based) return `result`. Returns false when that call is
    /// not suspended.
    @discardableResult
    func resume(call number: Int, with result: Result<Value, FakeError>) -> Bool {
        guard let continuation = waiting.removeValue(forKey: number) else { return false }
        continuation.resume(with: result)
        return true
    }
}

extension Script where Argument == Void {
    func call() async throws -> Value {
        try await call(())
    }
}

/// Waits, without real time, until `condition` holds: yields up to a bounded number of times so
/// the tasks under test can run. Returns false when the condition never held.
@MainActor
func eventually(_ condition: () async -> Bool) async -> Bool {
    for _ in 0..<100_000 {
        if await condition() { return true }
        await Task.yield()
    }
    return await condition()
}

/// Waits until call `number` (1-based) of `script` is suspended in the loader.
@MainActor
func waitUntilSuspended<A, V>(_ script: Script<A, V>, call number: Int = 1) async throws {
    let suspended = await eventually { await script.isSuspended(number) }
    try #require(suspended, "loader call #\(number) never reached its suspension point")
}

/// Records the events a view model hands to its `onEvent` handler.
@MainActor
final class EventLog<Event: Sendable> {
    private(set) var events: [Event] = []

    func record(_ event: Event) {
        events.append(event)
    }
}

// MARK: - The screens' fake loaders

struct FakeTimelineLoader: TimelineLoader {
    let initial: Script<Void, [Post]>
    let refreshes: Script<[Post], [Post]>
    let more: Script<[Post], Page<Post>>

    init(
        initial: [Reply<[Post]>] = [],
        refresh: [Reply<[Post]>] = [],
        more: [Reply<Page<Post>>] = []
    ) {
        self.initial = Script(initial)
        self.refreshes = Script(refresh)
        self.more = Script(more)
    }

    func loadInitial() async throws -> [Post] {
        try await initial.call()
    }

    func refresh(current: [Post]) async throws -> [Post] {
        try await refreshes.call(current)
    }

    func loadMore(after current: [Post]) async throws -> Page<Post> {
        try await more.call(current)
    }

    func errorCause(for error: any Error) -> TimelineErrorCause {
        (error as? FakeError) == .offline ? .offline : .other
    }
}

struct FakePostDetailLoader: PostDetailLoader {
    let initial: Script<Void, Post?>
    let refreshes: Script<Post?, Post?>

    init(initial: [Reply<Post?>] = [], refresh: [Reply<Post?>] = []) {
        self.initial = Script(initial)
        self.refreshes = Script(refresh)
    }

    func loadInitial() async throws -> Post? {
        try await initial.call()
    }

    func refresh(current: Post?) async throws -> Post? {
        try await refreshes.call(current)
    }

    func errorCause(for error: any Error) -> PostDetailErrorCause {
        (error as? FakeError) == .offline ? .offline : .other
    }
}

/// The arguments of one `SearchLoader.loadMore` call.
struct SearchPageRequest: Sendable, Hashable {
    var current: [SearchResult]
    var input: String
}

struct FakeSearchLoader: SearchLoader {
    let initial: Script<String, [SearchResult]>
    let more: Script<SearchPageRequest, Page<SearchResult>>

    init(initial: [Reply<[SearchResult]>] = [], more: [Reply<Page<SearchResult>>] = []) {
        self.initial = Script(initial)
        self.more = Script(more)
    }

    func loadInitial(_ input: String) async throws -> [SearchResult] {
        try await initial.call(input)
    }

    func loadMore(after current: [SearchResult], input: String) async throws -> Page<SearchResult> {
        try await more.call(SearchPageRequest(current: current, input: input))
    }

    func errorCause(for error: any Error) -> SearchErrorCause {
        (error as? FakeError) == .offline ? .offline : .other
    }
}

struct FakeAddressFormLoader: AddressFormLoader {
    let initial: Script<Void, AddressDraft>
    let autofill: Script<AddressDraft, AddressDraft>
    let saves: Script<AddressDraft, AddressDraft>

    init(
        initial: [Reply<AddressDraft>] = [],
        autofill: [Reply<AddressDraft>] = [],
        save: [Reply<AddressDraft>] = []
    ) {
        self.initial = Script(initial)
        self.autofill = Script(autofill)
        self.saves = Script(save)
    }

    func loadInitial() async throws -> AddressDraft {
        try await initial.call()
    }

    func autofillLocation(current: AddressDraft) async throws -> AddressDraft {
        try await autofill.call(current)
    }

    func save(current: AddressDraft) async throws -> AddressDraft {
        try await saves.call(current)
    }
}

// MARK: - Fixtures

/// Posts with the given ids, each with a text naming its id.
func posts(_ ids: ClosedRange<Int>) -> [Post] {
    ids.map { Post(id: $0, text: "post \($0)") }
}

/// Search results with the given ids, each titled after its query and id.
func results(_ query: String, _ ids: ClosedRange<Int>) -> [SearchResult] {
    ids.map { SearchResult(id: $0, title: "\(query) \($0)") }
}

/// Records the feedback messages a view model raises, in order.
@MainActor
final class FeedbackRecorder: FeedbackPresenting {
    private(set) var shown: [FeedbackMessage] = []
    func show(_ message: FeedbackMessage) { shown.append(message) }
}
