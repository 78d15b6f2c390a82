/// A generated view model: the typed face of the `ScreenContent` that runs its screen. What every
/// screen has, and what each feature of a spec adds (`RefreshingScreen`, `PagingScreen`, …), is
/// written here once: a view model adopts the protocols its spec implies and declares only what
/// is its own, its loader's calls, its texts and its events.
@MainActor
public protocol ScreenModel: AnyObject {
    /// The screen's state enum. (Named so as not to hide an app's own `State` type inside the
    /// view model, where the generated code names the app's types.)
    associatedtype ScreenState: ContentState
    /// What the screen's loads take: a query, a filter, or `NoInput`.
    associatedtype ScreenInput
    /// The component that owns what the screen shows and runs its calls; the view model's
    /// members are its typed face.
    var screen: ScreenContent<ScreenState, ScreenInput> { get }
}

extension ScreenModel {
    /// What the screen shows.
    public var state: ScreenState { screen.state }
    /// The failure behind the last error, partial state or failure message, for logging.
    public var lastError: (any Error)? { screen.lastError }
    /// True while the empty state stands for a first load that failed, on a screen whose error
    /// state is waived (`loads.initial.failure`): the view may say so in place of its empty text.
    public var firstLoadFailed: Bool { screen.firstLoadFailed }

    /// Changes the content on screen for an edit the user makes (false when none is shown); write
    /// it by id, not by index: it is replayed onto the result of a call that runs meanwhile.
    @discardableResult
    public func edit(_ change: @escaping (inout ScreenState.Content) -> Void) -> Bool {
        screen.edit(change)
    }
}

extension ScreenModel where ScreenInput == NoInput {
    /// Runs the first load through the loading state, or over content shown and not confirmed
    /// yet (see `ScreenContent.loadInitial(_:_:)`).
    @discardableResult
    public func loadInitial() async -> CallOutcome {
        await screen.loadInitial(NoInput())
    }
}

/// A screen whose loads take an input: a search query, a filter.
public protocol InputScreen: ScreenModel {}

extension InputScreen {
    /// Runs the first load for `input`: a new input supersedes the load of an earlier one, the
    /// same input joins it (see `ScreenContent.loadInitial(_:_:)`).
    @discardableResult
    public func loadInitial(_ input: ScreenInput) async -> CallOutcome {
        await screen.loadInitial(input)
    }
}

/// A screen whose first load runs when its view appears, and does nothing when the view
/// appears again over the content it shows.
public protocol AppearingScreen: ScreenModel {}

extension AppearingScreen where ScreenInput == NoInput {
    /// Call from `.task`: runs the first load when nothing is shown yet; with content shown,
    /// does nothing.
    @discardableResult
    public func appear() async -> CallOutcome {
        await screen.appear(NoInput())
    }
}

extension AppearingScreen where Self: InputScreen {
    /// Call from `.task(id: input)`: runs the first load when nothing is shown yet for `input`;
    /// with its content shown, does nothing.
    @discardableResult
    public func appear(_ input: ScreenInput) async -> CallOutcome {
        await screen.appear(input)
    }
}

/// A screen whose first load can fail into the error state (or, with its error state waived, into
/// the usable empty state and a message), and that has no partial state: its retry runs the
/// first load again.
public protocol RetryingScreen: ScreenModel {}

extension RetryingScreen {
    /// Retries what failed: the first load in the error state, or after it failed into the empty
    /// state (`.skipped(.notNeeded)` elsewhere).
    @discardableResult
    public func retry() async -> CallOutcome {
        await screen.retry()
    }
}

/// A screen the user can refresh: its content stays on screen while it reloads.
public protocol RefreshingScreen: ScreenModel {}

extension RefreshingScreen {
    /// True while a refresh runs; the content stays on screen.
    public var isRefreshing: Bool { screen.isRefreshing }
}

/// A screen whose content loads in pages.
public protocol PagingScreen: ScreenModel {
    /// Loads the next page.
    func loadMore() async -> CallOutcome
}

extension PagingScreen {
    /// True while the next page loads, or the failed one is retried.
    public var isLoadingMore: Bool { screen.isLoadingMore }
    /// False once the loader said there are no more pages.
    public var canLoadMore: Bool { screen.canLoadMore }
    /// True once a page failed, until a page loads or the content loads again: the content is
    /// cut short.
    public var pageFailed: Bool { screen.pageFailed }
    /// True while the page that failed loads again.
    public var isRetryingPage: Bool { isLoadingMore && pageFailed }
}

/// A screen whose next page loads as the user scrolls to the row where it arrives.
public protocol ScrollPagingScreen: PagingScreen {
    /// True where pages arrive after the content; false where they arrive before it (older
    /// messages above a conversation).
    static var pagesArriveAtEnd: Bool { get }
}

extension ScrollPagingScreen {
    /// Pages arrive after the content unless the screen says otherwise.
    public static var pagesArriveAtEnd: Bool { true }
}

extension ScrollPagingScreen where ScreenState.Content: Collection {
    /// Call from each row's `onAppear`: loads the next page at the row where it arrives (the
    /// last, or the first where pages arrive before the content), never a failed page again.
    @discardableResult
    public func loadMoreIfNeeded(currentIndex index: Int) async -> CallOutcome {
        guard screen.needsPage(at: index, atEnd: Self.pagesArriveAtEnd) else { return .skipped(.notNeeded) }
        return await loadMore()
    }
}

/// A screen that shows content handed in (`seed`) or cached before a load confirms it.
public protocol StaleContentScreen: ScreenModel {}

extension StaleContentScreen {
    /// True while the content shown was handed in or cached and no load confirmed it yet.
    public var isStale: Bool { screen.isStale }
}

/// A screen that keeps its content on screen while a new input's content loads.
public protocol InputKeepingScreen: InputScreen {}

extension InputKeepingScreen {
    /// True while a new input's content loads over the content shown, which stays.
    public var isReloading: Bool { screen.isReloading }
    /// The input whose content is on screen; still the one before after a new input failed.
    public var shownInput: ScreenInput? { screen.shownInput }
}

/// A screen with operations, named by its events.
public protocol OperatingScreen: ScreenModel {
    /// The screen's event enum, whose raw values name its operations.
    associatedtype ScreenEvent: RawRepresentable where ScreenEvent.RawValue == String
    /// The operation running, if any (`screen.calls.runningOperation`, as the screen's event).
    var performingEvent: ScreenEvent? { get }
}

extension OperatingScreen {
    /// True while `event`'s operation runs or waits its turn.
    public func isBusy(_ event: ScreenEvent) -> Bool {
        screen.calls.isBusy(.operation(event.rawValue))
    }

    /// Stops `event`'s operation if it runs or waits (`.cancelled`: nothing changes); false when
    /// it did not.
    @discardableResult
    public func cancelOperation(_ event: ScreenEvent) -> Bool {
        screen.calls.cancel(.operation(event.rawValue))
    }
}

/// A screen idle until its first input (a search before anything is typed): it asks nothing
/// and the view shows a prompt meanwhile.
public protocol IdleInputScreen: InputScreen {}

extension IdleInputScreen {
    /// True before the first input and after `awaitInput()`: show the prompt, not the state.
    public var isAwaitingInput: Bool { screen.isAwaitingInput }

    /// Goes back to waiting for an input (a search field cleared), cancelling the load that runs
    /// (see `ScreenContent.awaitInput()`).
    public func awaitInput() {
        screen.awaitInput()
    }
}
