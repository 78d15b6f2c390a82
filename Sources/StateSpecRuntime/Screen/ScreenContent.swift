import Observation

/// The content a screen shows and every way it changes: first loads (over nothing, over content
/// handed in or cached, or over the content of another input), refreshes, pages, operations,
/// edits, live changes and item actions. A generated view model is a typed face over one of
/// these: it names the screen's calls and hands in its loader, messages and rules.
///
/// One rule carries a change onto a result, whatever the call: a call that replaces the content
/// (a first load, a refresh, an operation) records the changes made while it runs in `journal`
/// and replays them onto what its loader returns; a call that adds to the content (a page, a gap)
/// adds to the content shown when it returns, leaving out what a live change removed meanwhile
/// (`removals`). A cancelled call changes nothing: no state, no flag, no `lastError`, no message.
///
/// ## How calls meet
/// Calls never overlap and none is dropped without its caller being told: each returns a
/// `CallOutcome`, and `CallScheduler` decides which wins when they meet (a first load supersedes
/// a refresh or a page load; a refresh supersedes a page load, which runs again after it;
/// operations queue). A failure keeps the content shown: a refresh's is a message or the partial
/// state, a page's the partial state or a message, and only a first load over nothing shows the
/// error state. `retry()` runs again what failed.
///
/// ## Loaders
/// A screen's loader protocol is isolated to the main actor, so that a struct, a final class, an
/// actor or a `@MainActor` class implements it as written, with or without
/// `NonisolatedNonsendingByDefault` and default main-actor isolation. A struct's or class's
/// methods therefore run on the main actor: await network calls there, and move heavy work into
/// a `@concurrent` function or an actor. An actor's methods run on the actor. A load that is
/// cancelled (the view went away, or a newer load superseded it) should throw
/// `CancellationError` or `URLError(.cancelled)`; its result is never shown either way.
@MainActor
@Observable
public final class ScreenContent<State: ContentState, Input> {
    /// What the screen shows. Every change is recorded for state coverage while it is on
    /// (`StateCoverage`), unless it was posed (`pose(_:running:pageFailed:)`).
    public var state: State = .loading {
        didSet { recordCoverage() }
    }
    /// The failure behind the last error, partial state or failure message, for logging.
    public var lastError: (any Error)?
    /// False once the loader said there are no more pages.
    public internal(set) var canLoadMore = true
    /// True once a page failed to load, until a page loads or the content is loaded again.
    public internal(set) var pageFailed = false
    /// True while the content shown was handed in or read from a cache and no load confirmed it.
    public internal(set) var isStale = false
    /// True while the empty state stands for a first load that failed
    /// (`ContentRules.emptyStateFailure`), until a first load succeeds: a pull, the message's
    /// Retry or `appear()` runs the first load again over the empty state, without the loading state.
    public internal(set) var firstLoadFailed = false
    /// True before the first input of a screen that waits for one (on: input), and after
    /// `awaitInput()`: nothing is asked, and the view shows its prompt instead of the state.
    public internal(set) var isAwaitingInput = false
    /// The input whose content is on screen (input-change: keep).
    public internal(set) var shownInput: Input? {
        didSet { inputsHeardChanged() }
    }
    /// The items a refresh or a live change brought in that the user has not seen yet.
    public var unread: UnreadItems?
    /// The rows selected for bulk actions: it forgets rows no longer shown (needs `identities`).
    @ObservationIgnored public var selection: ItemSelection?

    /// Decides which call runs when they meet.
    public let calls = CallScheduler()
    /// The input of the latest first load.
    @ObservationIgnored public internal(set) var input: Input? {
        didSet { inputsHeardChanged() }
    }
    /// Told the inputs whose live changes matter whenever they change (`follow(_:)`).
    @ObservationIgnored var hearInputs: (([Input]) -> Void)?
    /// The changes made while a call that replaces the content runs.
    @ObservationIgnored public var journal = EditJournal<State.Content>()
    /// What live changes removed while a page, a gap or a refresh with gaps loads.
    @ObservationIgnored public let removals = RemovedWhileLoading()
    @ObservationIgnored let rules: ContentRules<State, Input>
    /// The content of the inputs shown before, with `ContentRules.keptInputs`.
    @ObservationIgnored var kept: KeptContent<Input, KeptShown<State>>
    /// Why a load failed, as the screen tells failures apart (`loader.errorCause(for:)`).
    @ObservationIgnored public var cause: (@MainActor (any Error) async -> State.Cause)?
    @ObservationIgnored let feedback: (any FeedbackPresenting)?
    /// Fires what a button the user chose on one of the screen's messages fires (the view
    /// model's events), by the message's key and the user's answer (the action's id, and the
    /// text typed into the message's field when it has one). Retry is the screen's own.
    @ObservationIgnored public var onMessageAction: (@MainActor (_ message: String, _ answer: FeedbackAnswer) -> Void)?
    /// Content a loader returned, as the screen shows it (item actions still running apply again).
    @ObservationIgnored public var received: (State.Content) -> State.Content = { $0 }
    /// Content as a loader gets it: without the changes of item actions still running.
    @ObservationIgnored public var confirmed: (State.Content) -> State.Content = { $0 }
    /// Runs after every change of the content shown, with it, to forget what is no longer shown.
    @ObservationIgnored public var didChange: (State.Content?) -> Void = { _ in }
    /// The identities of the items of some content: for the unread items, and for what an edit
    /// removes while a page or a gap loads.
    @ObservationIgnored public var identities: ((State.Content) -> [AnyHashable])?
    /// Runs when a first load starts: the content is loaded again from the start.
    @ObservationIgnored public var willReload: () -> Void = {}
    /// The screen's first load, as its loader runs it: what `loadInitial(_:)`, `appear(_:)` and
    /// `retry()` run when they are not handed a load of their own.
    @ObservationIgnored public var firstLoad: (@MainActor (Input) async throws -> State.Loaded)?
    /// `loads.initial.cache: keep`: the first load over cached content, which merges the newest
    /// page into it (`keepCache(underFirstPageIn:_:)`); nil replaces the cached content.
    @ObservationIgnored var firstPageOverCache: (@MainActor (State.Loaded, Input) async throws -> State.Loaded)?
    /// True while the stale content shown came from the cache (not handed in).
    @ObservationIgnored var showsCache = false
    /// Runs after an edit with the content before and after it (the item actions' rows, once attached).
    @ObservationIgnored var edited: ((State.Content, State.Content) -> Void)?
    @ObservationIgnored var partialComesFromRefresh = false
    /// The callers of the running refresh who asked for it (a pull, a signal, Retry), observed:
    /// one joining a silent refresh shows it.
    var refreshesAsked = 0
    /// The silent timed refreshes running (`refreshOnTime(silently: true)`), observed.
    var silentRefreshes = 0
    @ObservationIgnored var refreshFailureAnnounced = false
    /// How many changes made elsewhere were signalled (`markChangedElsewhere()`), and how many of
    /// them a refresh that started after them has loaded.
    var changesSignalled = 0
    var changesLoaded = 0
    @ObservationIgnored var nextRefresh = RefreshCaller.asked
    /// The pulls of a screen made of sections waiting on this screen's calls now (`SectionsPull`).
    @ObservationIgnored var pulls: [SectionsPull] = []

    /// A screen's content, before anything loads. A screen whose loads take an input (a search
    /// query, a filter) waits for its first one; a screen whose loads take none (`NoInput`) has
    /// it from the start.
    ///
    /// - Parameters:
    ///   - feedback: Shows the messages the screen raises.
    ///   - rules: What the screen's spec says of its loads.
    ///   - cause: Why a load failed, as the screen tells failures apart (see `cause`).
    ///   - firstLoad: The screen's first load, as its loader runs it (see `firstLoad`).
    public init(
        feedback: (any FeedbackPresenting)?, rules: ContentRules<State, Input> = ContentRules(),
        cause: (@MainActor (any Error) async -> State.Cause)? = nil,
        firstLoad: (@MainActor (Input) async throws -> State.Loaded)? = nil
    ) {
        self.feedback = feedback
        self.rules = rules
        kept = KeptContent(capacity: rules.keptInputs - 1)
        self.cause = cause
        self.firstLoad = firstLoad
        input = NoInput() as? Input
        isAwaitingInput = rules.startsIdle
        StateCoverage.startFromEnvironment()
    }

    /// True while a refresh runs that the user may see: not a silent timed refresh that no pull
    /// joined (`refreshOnTime(silently: true)`).
    public var isRefreshing: Bool { calls.running == .refresh && !refreshRunsUnseen }
    /// True once a change made elsewhere was signalled (`reaction: mark-changed`) and no
    /// refresh that started after it has succeeded: the screen refreshes when it comes back.
    public var isOutOfDate: Bool { changesSignalled > changesLoaded }

    /// Marks the content out of date: a change was made elsewhere that it does not show yet.
    /// Nothing loads now; the screen's timed refresh refreshes when the screen or the app comes back.
    public func markChangedElsewhere() {
        changesSignalled += 1
    }

    /// True while the refresh running is a silent timed one that nobody asked for.
    var refreshRunsUnseen: Bool { silentRefreshes > 0 && refreshesAsked == 0 }
    /// True while a page loads.
    public var isLoadingMore: Bool { calls.running == .more }
    /// True while a new input loads over the content shown (input-change: keep).
    public var isReloading: Bool { calls.running == .initial && !state.isLoading }

    // MARK: - The content shown

    /// Shows loaded content: nothing is the empty state where the screen has one.
    public func show(_ loaded: State.Loaded) {
        state = State.showing(loaded)
        contentChanged()
    }

    /// Changes the content on screen in the state it is shown in; returns false when none is.
    @discardableResult
    public func changeShown(_ change: (inout State.Content) -> Void) -> Bool {
        if var content = state.content {
            change(&content)
            let shown = State.showing(State.loaded(content))
            if let cause = state.cause, state.isPartial, !shown.isEmpty {
                state = State.partialState(content, cause) ?? shown
            } else {
                state = shown
            }
        } else if state.isEmpty, var content = State.emptyContent {
            change(&content)
            state = State.showing(State.loaded(content))
        } else {
            return false
        }
        contentChanged()
        return true
    }

    /// Forgets the unread and selected items no longer shown, and tells `didChange`.
    func contentChanged() {
        if let identities, let unread, unread.count > 0 {
            self.unread?.keep(only: state.content.map(identities), id: { $0 })
        }
        if let identities, let selection, !selection.isEmpty {
            selection.keep(only: state.content.map(identities) ?? [])
        }
        didChange(state.content)
    }

    /// What a refresh starts from: the content on screen, or nothing in the empty state.
    public var currentContent: State.Loaded? {
        if let content = state.content { return State.loaded(content) }
        return state.isEmpty ? State.emptyLoaded : nil
    }

    /// What operations, item actions and edits change: the content on screen, or an empty
    /// collection in the empty state.
    public var changeableContent: State.Content? {
        state.isEmpty ? State.emptyContent : state.content
    }

    /// The content on screen, read and written by item actions and gaps.
    public var rows: ItemContent<State.Content> {
        ItemContent(read: { [self] in changeableContent }, write: { [self] content in changeShown { $0 = content } })
    }

    /// Changes the content on screen for an edit the user makes, and keeps the edit for the call
    /// that replaces the content, if one runs; false when no content is shown.
    /// A row an item action runs on keeps the edit (see `attach(_:)`).
    @discardableResult
    public func edit(_ change: @escaping (inout State.Content) -> Void) -> Bool {
        // Kept only for those that compare: holding it makes the change copy the content.
        let before = edited != nil || removals.isWatching ? changeableContent : nil
        guard changeShown(change) else { return false }
        forgetKeptInputs()
        journal.record(change)
        guard let before, let after = changeableContent else { return true }
        edited?(before, after)
        if removals.isWatching, let identities {
            // An item the user removed while a page or a gap loads stays removed when it lands.
            let kept = Set(identities(after))
            removals.note(removed: identities(before).filter { !kept.contains($0) })
        }
        return true
    }

    // MARK: - Failures

    /// True when `error` is a failure rather than a cancellation (`CancellationError`,
    /// `URLError.cancelled`, or any error thrown once the call's task was cancelled).
    public func isFailure(_ error: any Error) -> Bool {
        !Cancellation.isCancellation(error) && !Task.isCancelled
    }

    /// Why `error` happened, as the screen tells failures apart, recorded as the last error; nil
    /// when it is a cancellation, which is no outcome at all.
    func cause(of error: any Error) async -> State.Cause? {
        guard isFailure(error), let causeOf = cause else { return nil }
        let cause = await causeOf(error)
        guard !Task.isCancelled else { return nil }
        lastError = error
        return cause
    }

    /// Shows `message` with its buttons wired: the events they fire go to `onMessageAction`.
    /// A view model raises the messages the app asks it for (a confirmation) through it.
    public func present(_ message: FeedbackMessage) {
        show(message, retry: nil)
    }

    /// Shows `message`, whose Retry runs `retry` and whose other buttons go to `onMessageAction`.
    private func show(_ message: FeedbackMessage, retry: (@MainActor () async -> Void)?) {
        guard let feedback else { return }
        recordCoverage(of: message)
        guard retry != nil || onMessageAction != nil else { return feedback.show(message) }
        feedback.show(asking: message, onAnswer: { [weak self] answer in
            if answer.action == FeedbackAction.retryID, let retry {
                Task { await retry() }
            } else {
                self?.onMessageAction?(message.key, answer)
            }
        })
    }

    /// Shows the message of a failure, with `{error}` filled in; its Retry runs `retry`.
    func raise(_ message: FeedbackMessage?, failure error: any Error, retry: (@MainActor () async -> Void)?) {
        guard let message else { return }
        show(message.describing(error), retry: retry)
    }

    /// Raises a success's message and haptic.
    func succeed(_ message: FeedbackMessage?, haptic: FeedbackHaptic?) {
        if let message { show(message, retry: nil) }
        if let haptic { feedback?.play(haptic) }
    }

    /// Replays the changes recorded since `recording` onto `loaded`.
    func replay(_ recording: EditJournal<State.Content>.Recording, onto loaded: State.Loaded) -> State.Loaded {
        guard var content = State.content(of: loaded) else {
            journal.stop(recording)
            return loaded
        }
        journal.replay(recording, onto: &content)
        return State.loaded(content)
    }

    /// `loaded`, as the screen shows it.
    func receivedLoaded(_ loaded: State.Loaded) -> State.Loaded {
        State.content(of: loaded).map { State.loaded(received($0)) } ?? loaded
    }

    /// `loaded`, as a loader gets it.
    func confirmedLoaded(_ loaded: State.Loaded) -> State.Loaded {
        State.content(of: loaded).map { State.loaded(confirmed($0)) } ?? loaded
    }
}

/// The input of a screen whose loads take none.
public struct NoInput: Sendable, Hashable {
    /// The only input there is.
    public init() {}
}
