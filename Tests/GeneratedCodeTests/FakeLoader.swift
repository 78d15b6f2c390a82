// Fake loaders for the generated view models: every loader method answers from a script the
// test writes beforehand, counts and records its calls, and can suspend until the test resumes
// it. A suspended call behaves like URLSession's: when its task is cancelled it throws
// CancellationError at once, unless the script says it ignores cancellation.

import Foundation
import StateSpecRuntime
import Testing

/// The failures the fake loaders throw. `offline` (and `unauthorized`, for the Inbox) are the
/// ones `errorCause(for:)` tells apart.
enum FakeError: Error, Sendable, Hashable {
    case offline
    case server
    case unauthorized
    /// A loader method was called with no reply scripted for it.
    case unscripted
}

/// One scripted answer of a fake loader method.
enum Reply<Value: Sendable>: Sendable {
    /// Returns the value at once.
    case success(Value)
    /// Throws the error at once.
    case failure(FakeError)
    /// Throws any error at once: `CancellationError()`, `URLError(.cancelled)`.
    case throwing(any Error)
    /// Waits until the test calls `resume(call:with:)`; throws CancellationError as soon as the
    /// calling task is cancelled.
    case suspend
    /// Waits until the test calls `resume(call:with:)`, whatever happens to the calling task.
    case suspendIgnoringCancellation
}

/// The script, the call log and the suspended calls of one loader method.
actor Script<Argument: Sendable, Value: Sendable> {
    /// The arguments of every call, in order.
    private(set) var arguments: [Argument] = []
    private var replies: [Reply<Value>]
    /// The suspended calls, by their 1-based call number, and whether they heed cancellation.
    private var waiting: [Int: (continuation: CheckedContinuation<Value, any Error>, heedsCancellation: Bool)] = [:]
    /// Calls that threw CancellationError because their task was cancelled.
    private(set) var cancelledCalls: Set<Int> = []

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

    /// True when call `number` (1-based) saw its task cancelled and threw CancellationError.
    func wasCancelled(_ number: Int) -> Bool {
        cancelledCalls.contains(number)
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
        case .throwing(let error):
            throw error
        case .suspend:
            return try await withTaskCancellationHandler {
                try await suspend(number, heedsCancellation: true)
            } onCancel: {
                Task { await self.cancel(number) }
            }
        case .suspendIgnoringCancellation:
            return try await suspend(number, heedsCancellation: false)
        }
    }

    private func suspend(_ number: Int, heedsCancellation: Bool) async throws -> Value {
        try await withCheckedThrowingContinuation { continuation in
            if heedsCancellation, Task.isCancelled {
                cancelledCalls.insert(number)
                continuation.resume(throwing: CancellationError())
            } else {
                waiting[number] = (continuation, heedsCancellation)
            }
        }
    }

    private func cancel(_ number: Int) {
        guard let call = waiting[number], call.heedsCancellation else { return }
        waiting[number] = nil
        cancelledCalls.insert(number)
        call.continuation.resume(throwing: CancellationError())
    }

    /// Lets suspended call `number` (1-based) return `result`. Returns false when that call is
    /// not suspended.
    @discardableResult
    func resume(call number: Int, with result: Result<Value, FakeError>) -> Bool {
        resume(call: number, result.mapError { $0 as any Error })
    }

    /// Lets suspended call `number` (1-based) throw `error`.
    @discardableResult
    func resume(call number: Int, throwing error: any Error) -> Bool {
        resume(call: number, .failure(error))
    }

    private func resume(call number: Int, _ result: Result<Value, any Error>) -> Bool {
        guard let call = waiting.removeValue(forKey: number) else { return false }
        call.continuation.resume(with: result)
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

/// Waits until call `number` (1-based) of `script` saw its task cancelled.
@MainActor
func waitUntilCancelled<A, V>(_ script: Script<A, V>, call number: Int = 1) async throws {
    let cancelled = await eventually { await script.wasCancelled(number) }
    try #require(cancelled, "loader call #\(number) never observed cancellation")
}

/// Lets every task that can run, run: for asserting that something did not happen.
@MainActor
func settle() async {
    for _ in 0..<1_000 { await Task.yield() }
}

/// A value a fake loader returns, which the test sets, counting the reads.
final class Stored<Value: Sendable>: @unchecked Sendable {
    // Guarded by `lock`.
    private let lock = NSLock()
    private var value: Value
    private var count = 0

    init(_ value: Value) {
        self.value = value
    }

    var reads: Int { lock.withLock { count } }

    func set(_ newValue: Value) {
        lock.withLock { value = newValue }
    }

    func read() -> Value {
        lock.withLock {
            count += 1
            return value
        }
    }
}

/// A live change stream the test drives, as a streaming API would: `send` reaches the view model
/// listening, and the stream's end (the view model stopped listening) is counted.
final class ChangeFeed<Item: Sendable>: @unchecked Sendable {
    // Guarded by `lock`: loaders of every shape (structs, actors) share it with the test.
    private let lock = NSLock()
    private var continuation: AsyncStream<ItemChange<Item>>.Continuation?
    private var subscribed = 0
    private var terminated = 0

    /// How many streams were handed out, and how many of them ended.
    var subscriptions: Int { lock.withLock { subscribed } }
    var terminations: Int { lock.withLock { terminated } }

    func subscribe() -> AsyncStream<ItemChange<Item>> {
        let (stream, continuation) = AsyncStream.makeStream(of: ItemChange<Item>.self)
        continuation.onTermination = { [self] _ in lock.withLock { terminated += 1 } }
        lock.withLock {
            self.continuation = continuation
            subscribed += 1
        }
        return stream
    }

    func send(_ change: ItemChange<Item>) {
        let continuation = lock.withLock { self.continuation }
        continuation?.yield(change)
    }
}

/// Records the events a view model hands to its `onEvent` handler.
@MainActor
final class EventLog<Event: Sendable> {
    private(set) var events: [Event] = []

    func record(_ event: Event) {
        events.append(event)
    }
}

/// Records the feedback messages a view model raises, in order.
@MainActor
final class FeedbackRecorder: FeedbackPresenting {
    private(set) var shown: [FeedbackMessage] = []
    /// The haptics played alone, in order.
    private(set) var haptics: [FeedbackHaptic] = []
    func show(_ message: FeedbackMessage) { shown.append(message) }
    func play(_ haptic: FeedbackHaptic) { haptics.append(haptic) }
    var keys: [String] { shown.map(\.key) }
}

// MARK: - The screens' fake loaders

/// The arguments of a call that takes content and an input.
struct Request<Content: Sendable & Hashable, Input: Sendable & Hashable>: Sendable, Hashable {
    var current: Content
    var input: Input
}

/// Sorts the fakes' failures into a screen's causes: `offline` is offline, anything else other.
func offlineCause<Cause>(_ error: any Error, offline: Cause, other: Cause) -> Cause {
    (error as? FakeError) == .offline ? offline : other
}

struct FakeTimelineLoader: TimelineLoader {
    let initial: Script<Void, [Post]>
    let refreshes: Script<[Post], [Post]>
    let more: Script<[Post], Page<Post>>

    init(initial: [Reply<[Post]>] = [], refresh: [Reply<[Post]>] = [], more: [Reply<Page<Post>>] = []) {
        self.initial = Script(initial)
        self.refreshes = Script(refresh)
        self.more = Script(more)
    }

    func loadInitial() async throws -> [Post] { try await initial.call() }
    func refresh(current: [Post]) async throws -> [Post] { try await refreshes.call(current) }
    func loadMore(after current: [Post]) async throws -> Page<Post> { try await more.call(current) }
    func errorCause(for error: any Error) -> TimelineErrorCause { offlineCause(error, offline: .offline, other: .other) }
}

/// A screen with `network: required` and Retry on its failure messages.
struct FakeNewsLoader: NewsLoader {
    let initial: Script<Void, [Headline]>
    let refreshes: Script<[Headline], [Headline]>
    let more: Script<[Headline], Page<Headline>>
    let clears: Script<[Headline], [Headline]>

    init(initial: [Reply<[Headline]>] = [], refresh: [Reply<[Headline]>] = [], more: [Reply<Page<Headline>>] = [],
         clear: [Reply<[Headline]>] = []) {
        self.initial = Script(initial)
        self.refreshes = Script(refresh)
        self.more = Script(more)
        self.clears = Script(clear)
    }

    func loadInitial() async throws -> [Headline] { try await initial.call() }
    func refresh(current: [Headline]) async throws -> [Headline] { try await refreshes.call(current) }
    func loadMore(after current: [Headline]) async throws -> Page<Headline> { try await more.call(current) }
    func clearRead(current: [Headline]) async throws -> [Headline] { try await clears.call(current) }
    func errorCause(for error: any Error) -> NewsErrorCause { offlineCause(error, offline: .offline, other: .other) }
}

struct FakePostDetailLoader: PostDetailLoader {
    let initial: Script<Void, Post?>
    let refreshes: Script<Post?, Post?>

    init(initial: [Reply<Post?>] = [], refresh: [Reply<Post?>] = []) {
        self.initial = Script(initial)
        self.refreshes = Script(refresh)
    }

    func loadInitial() async throws -> Post? { try await initial.call() }
    func refresh(current: Post?) async throws -> Post? { try await refreshes.call(current) }
    func errorCause(for error: any Error) -> PostDetailErrorCause { offlineCause(error, offline: .offline, other: .other) }
}

struct FakeSearchLoader: SearchLoader {
    let initial: Script<String, [SearchResult]>
    let more: Script<Request<[SearchResult], String>, Page<SearchResult>>

    init(initial: [Reply<[SearchResult]>] = [], more: [Reply<Page<SearchResult>>] = []) {
        self.initial = Script(initial)
        self.more = Script(more)
    }

    func loadInitial(_ input: String) async throws -> [SearchResult] { try await initial.call(input) }
    func loadMore(after current: [SearchResult], input: String) async throws -> Page<SearchResult> {
        try await more.call(Request(current: current, input: input))
    }
    func errorCause(for error: any Error) -> SearchErrorCause { offlineCause(error, offline: .offline, other: .other) }
}

/// An actor, as some apps write loaders: its methods satisfy the main-actor requirements.
actor FakeAddressFormLoader: AddressFormLoader {
    let initial: Script<Void, AddressDraft>
    let autofill: Script<AddressDraft, AddressDraft>
    let saves: Script<AddressDraft, AddressDraft>

    init(initial: [Reply<AddressDraft>] = [], autofill: [Reply<AddressDraft>] = [], save: [Reply<AddressDraft>] = []) {
        self.initial = Script(initial)
        self.autofill = Script(autofill)
        self.saves = Script(save)
    }

    func loadInitial() async throws -> AddressDraft { try await initial.call() }
    func autofillLocation(current: AddressDraft) async throws -> AddressDraft { try await autofill.call(current) }
    func save(current: AddressDraft) async throws -> AddressDraft { try await saves.call(current) }
}

struct FakeCartLoader: CartLoader {
    let initial: Script<Void, [CartItem]>
    let refreshes: Script<[CartItem], [CartItem]>
    let more: Script<[CartItem], Page<CartItem>>
    let checkouts: Script<Request<[CartItem], PaymentDetails>, [CartItem]>
    let clears: Script<[CartItem], [CartItem]>

    init(initial: [Reply<[CartItem]>] = [], refresh: [Reply<[CartItem]>] = [], more: [Reply<Page<CartItem>>] = [],
         checkout: [Reply<[CartItem]>] = [], clear: [Reply<[CartItem]>] = []) {
        self.initial = Script(initial)
        self.refreshes = Script(refresh)
        self.more = Script(more)
        self.checkouts = Script(checkout)
        self.clears = Script(clear)
    }

    func loadInitial() async throws -> [CartItem] { try await initial.call() }
    func refresh(current: [CartItem]) async throws -> [CartItem] { try await refreshes.call(current) }
    func loadMore(after current: [CartItem]) async throws -> Page<CartItem> { try await more.call(current) }
    func checkout(current: [CartItem], input: PaymentDetails) async throws -> [CartItem] {
        try await checkouts.call(Request(current: current, input: input))
    }
    func clear(current: [CartItem]) async throws -> [CartItem] { try await clears.call(current) }
}

/// A `@MainActor` class, as SwiftUI apps often write loaders.
@MainActor
final class FakeInboxLoader: InboxLoader {
    let initial: Script<String, [Message]>
    let refreshes: Script<Request<[Message], String>, [Message]>
    let more: Script<Request<[Message], String>, Page<Message>>
    let feed = ChangeFeed<Message>()

    init(initial: [Reply<[Message]>] = [], refresh: [Reply<[Message]>] = [], more: [Reply<Page<Message>>] = []) {
        self.initial = Script(initial)
        self.refreshes = Script(refresh)
        self.more = Script(more)
    }

    func loadInitial(_ input: String) async throws -> [Message] { try await initial.call(input) }
    func refresh(current: [Message], input: String) async throws -> [Message] {
        try await refreshes.call(Request(current: current, input: input))
    }
    func loadMore(after current: [Message], input: String) async throws -> Page<Message> {
        try await more.call(Request(current: current, input: input))
    }
    func changes() -> AsyncStream<ItemChange<Message>> { feed.subscribe() }
    func errorCause(for error: any Error) -> InboxErrorCause {
        (error as? FakeError) == .unauthorized ? .unauthorized : .other
    }
}

struct FakeThreadLoader: ThreadLoader {
    let initial: Script<Void, Conversation?>
    let refreshes: Script<Conversation?, Conversation?>
    let replies: Script<Request<Conversation, String>, Conversation>

    init(initial: [Reply<Conversation?>] = [], refresh: [Reply<Conversation?>] = [], reply: [Reply<Conversation>] = []) {
        self.initial = Script(initial)
        self.refreshes = Script(refresh)
        self.replies = Script(reply)
    }

    func loadInitial() async throws -> Conversation? { try await initial.call() }
    func refresh(current: Conversation?) async throws -> Conversation? { try await refreshes.call(current) }
    func reply(current: Conversation, input: String) async throws -> Conversation {
        try await replies.call(Request(current: current, input: input))
    }
}

/// A final class: Drafts' first load cannot fail, so a script failure reads as no drafts.
final class FakeDraftsLoader: DraftsLoader {
    let initial: Script<String, [Draft]>
    let refreshes: Script<Request<[Draft], String>, [Draft]>
    let more: Script<Request<[Draft], String>, Page<Draft>>
    let feed = ChangeFeed<Draft>()

    init(initial: [Reply<[Draft]>] = [], refresh: [Reply<[Draft]>] = [], more: [Reply<Page<Draft>>] = []) {
        self.initial = Script(initial)
        self.refreshes = Script(refresh)
        self.more = Script(more)
    }

    func loadInitial(_ input: String) async -> [Draft] { (try? await initial.call(input)) ?? [] }
    func refresh(current: [Draft], input: String) async throws -> [Draft] {
        try await refreshes.call(Request(current: current, input: input))
    }
    func loadMore(after current: [Draft], input: String) async throws -> Page<Draft> {
        try await more.call(Request(current: current, input: input))
    }
    func changes() -> AsyncStream<ItemChange<Draft>> { feed.subscribe() }
}

struct FakeGalleryLoader: GalleryLoader {
    let initial: Script<Void, [Photo]>
    let refreshes: Script<[Photo], [Photo]>
    let more: Script<[Photo], Page<Photo>>
    let shuffles: Script<[Photo], [Photo]>
    /// What `cachedContent()` returns; nothing unless a test stores something.
    let cache = Stored<[Photo]?>(nil)

    init(initial: [Reply<[Photo]>] = [], refresh: [Reply<[Photo]>] = [], more: [Reply<Page<Photo>>] = [],
         shuffle: [Reply<[Photo]>] = []) {
        self.initial = Script(initial)
        self.refreshes = Script(refresh)
        self.more = Script(more)
        self.shuffles = Script(shuffle)
    }

    func loadInitial() async throws -> [Photo] { try await initial.call() }
    func refresh(current: [Photo]) async throws -> [Photo] { try await refreshes.call(current) }
    func loadMore(after current: [Photo]) async throws -> Page<Photo> { try await more.call(current) }
    func shuffle(current: [Photo]) async throws -> [Photo] { try await shuffles.call(current) }
    func cachedContent() async -> [Photo]? { cache.read() }
}

struct FakePreferencesLoader: PreferencesLoader {
    let initial: Script<Void, PreferenceValues>
    let refreshes: Script<Void, PreferenceValues>
    let saves: Script<Bool, PreferenceValues>

    init(initial: [Reply<PreferenceValues>] = [], refresh: [Reply<PreferenceValues>] = [], save: [Reply<PreferenceValues>] = []) {
        self.initial = Script(initial)
        self.refreshes = Script(refresh)
        self.saves = Script(save)
    }

    func loadInitial() async -> PreferenceValues { (try? await initial.call()) ?? PreferenceValues() }
    func refresh(current: PreferenceValues) async throws -> PreferenceValues { try await refreshes.call() }
    func save(current: PreferenceValues, input: Bool) async throws -> PreferenceValues { try await saves.call(input) }
}

// MARK: - Fixtures

/// Headlines with the given ids, each with a title naming its id.
func headlines(_ ids: ClosedRange<Int>) -> [Headline] {
    ids.map { Headline(id: $0, title: "headline \($0)") }
}

/// Posts with the given ids, each with a text naming its id.
func posts(_ ids: ClosedRange<Int>) -> [Post] {
    ids.map { Post(id: $0, text: "post \($0)") }
}

/// Search results with the given ids, each titled after its query and id.
func results(_ query: String, _ ids: ClosedRange<Int>) -> [SearchResult] {
    ids.map { SearchResult(id: $0, title: "\(query) \($0)") }
}

/// Messages with the given ids.
func messages(_ ids: ClosedRange<Int>) -> [Message] {
    ids.map { Message(id: $0, subject: "message \($0)") }
}

/// Cart items with the given ids, one of each.
func items(_ ids: ClosedRange<Int>) -> [CartItem] {
    ids.map { CartItem(id: $0, quantity: 1) }
}

/// The home timeline's loader: every item action's request is scripted; the optimistic changes
/// are what an app writes (a favourite also counts, so a change applied twice would show).
struct FakeHomeTimelineLoader: HomeTimelineLoader {
    let initial: Script<Void, [Status]>
    let refreshes: Script<[Status], [Status]>
    let more: Script<[Status], Page<Status>>
    let favourites: Script<Status, Status>
    let boosts: Script<Status, Status>
    let bookmarks: Script<Status, Status>
    let deletes: Script<Status, Void>
    let feed = ChangeFeed<Status>()

    init(initial: [Reply<[Status]>] = [], refresh: [Reply<[Status]>] = [], more: [Reply<Page<Status>>] = [],
         favourite: [Reply<Status>] = [], boost: [Reply<Status>] = [], bookmark: [Reply<Status>] = [], delete: [Reply<Void>] = []) {
        self.initial = Script(initial)
        self.refreshes = Script(refresh)
        self.more = Script(more)
        self.favourites = Script(favourite)
        self.boosts = Script(boost)
        self.bookmarks = Script(bookmark)
        self.deletes = Script(delete)
    }

    func loadInitial() async throws -> [Status] { try await initial.call() }
    func refresh(current: [Status]) async throws -> [Status] { try await refreshes.call(current) }
    func loadMore(after current: [Status]) async throws -> Page<Status> { try await more.call(current) }
    func favourite(_ item: Status) async throws -> Status { try await favourites.call(item) }
    func optimisticFavourite(_ item: Status) -> Status { item.favourited() }
    func boost(_ item: Status) async throws -> Status { try await boosts.call(item) }
    func optimisticBoost(_ item: Status) -> Status { item.boosted() }
    func bookmark(_ item: Status) async throws -> Status { try await bookmarks.call(item) }
    func delete(_ item: Status) async throws { try await deletes.call(item) }
    func changes() -> AsyncStream<ItemChange<Status>> { feed.subscribe() }
}

extension Status {
    func favourited() -> Status {
        var status = self
        status.isFavourited = true
        status.favourites += 1
        return status
    }

    func boosted() -> Status {
        var status = self
        status.isBoosted = true
        return status
    }

    func bookmarked() -> Status {
        var status = self
        status.isBookmarked = true
        return status
    }

    func with(text: String) -> Status {
        var status = self
        status.text = text
        return status
    }
}

/// Statuses with the given ids.
func statuses(_ ids: ClosedRange<Int>) -> [Status] {
    ids.map { Status(id: $0, text: "status \($0)") }
}

/// An actor: Playlist's item actions are not optimistic, so nothing it implements is synchronous.
actor FakePlaylistLoader: PlaylistLoader {
    let initial: Script<Void, [Track]>
    let more: Script<[Track], Page<Track>>
    let shuffles: Script<[Track], [Track]>
    let played: Script<Track, Track>
    let dequeues: Script<Track, Void>

    init(initial: [Reply<[Track]>] = [], more: [Reply<Page<Track>>] = [], shuffle: [Reply<[Track]>] = [],
         markPlayed: [Reply<Track>] = [], dequeue: [Reply<Void>] = []) {
        self.initial = Script(initial)
        self.more = Script(more)
        self.shuffles = Script(shuffle)
        self.played = Script(markPlayed)
        self.dequeues = Script(dequeue)
    }

    func loadInitial() async -> [Track] { (try? await initial.call()) ?? [] }
    func loadMore(after current: [Track]) async throws -> Page<Track> { try await more.call(current) }
    func shuffle(current: [Track]) async throws -> [Track] { try await shuffles.call(current) }
    func markPlayed(_ item: Track) async throws -> Track { try await played.call(item) }
    func dequeue(_ item: Track) async throws { try await dequeues.call(item) }
}

/// Tracks with the given ids.
func tracks(_ ids: String...) -> [Track] {
    ids.map { Track(id: $0, title: "track \($0)") }
}

struct FakePeopleLoader: PeopleLoader {
    let initial: Script<String, [Account]>

    init(initial: [Reply<[Account]>] = []) {
        self.initial = Script(initial)
    }

    func loadInitial(_ input: String) async throws -> [Account] { try await initial.call(input) }
}

/// Accounts named after a query.
func accounts(_ query: String, _ ids: ClosedRange<Int>) -> [Account] {
    ids.map { Account(id: $0, name: "\(query) \($0)") }
}
