/// What a screen's spec says of its loads, beyond what each call is handed: how a first load
/// treats what is shown, and how failures are told apart.
public struct ContentRules<State: ContentState, Input> {
    /// input-change: keep. A new input loads over the content shown, which stays until the
    /// result replaces it; when it fails, the content and its input stay and this is raised.
    public var keepsContentOnInputChange = false
    /// Raised when a new input fails to load over the content kept (its Retry loads it again).
    public var inputChangeFailure: FeedbackMessage?
    /// Content handed in (`seed`) or read from a cache stays while its first load runs; when
    /// that load fails, the content stays and this is raised (its Retry loads again, when it has one).
    public var staleFailure: FeedbackMessage?
    /// The stale failure's message offers Retry, which runs the first load again.
    public var staleFailureRetries = false
    /// A screen whose error state is waived: a first load that fails with nothing on screen
    /// shows the empty state, usable (a pull, its buttons), and raises this message instead
    /// (`ScreenContent.firstLoadFailed`).
    public var emptyStateFailure: FeedbackMessage?
    /// The empty-state failure's message offers Retry, which runs the first load again.
    public var emptyStateFailureRetries = false
    /// Reads what the loader stored for an input, shown (stale) while the first load for that
    /// input runs (a screen without input is handed `NoInput()`).
    public var cachedContent: (@MainActor (Input) async -> State.Loaded?)?
    /// network: required. Says whether the device is offline, and the cause shown then.
    public var isOffline: (@MainActor () -> Bool)?
    /// The cause the error state shows while offline.
    public var offlineCause: State.Cause?
    /// How a new input waits for a pause in the typing before it loads.
    public var inputPause: InputPause?
    /// A new input after an earlier one first waits this long for a pause in the typing (the
    /// duration of `inputPause`).
    public var debounce: Duration? {
        get { inputPause?.duration }
        set { inputPause = newValue.map { InputPause($0, includesFirstInput: inputPause?.includesFirstInput ?? false) } }
    }
    /// Times `debounce` (tests pass their own).
    public var clock: any Clock<Duration> & Sendable = ContinuousClock()
    /// A first load tells an input apart from the one before (a search query, a filter).
    public var tracksInput = false
    /// keep-inputs: the content of this many most recently shown inputs, the one shown
    /// included, stays in memory, and going back to one shows it without a request (0: none).
    public var keptInputs = 0
    /// on: input. The screen is idle until its first input (`ScreenContent.isAwaitingInput`).
    public var startsIdle = false
    /// Timed refreshes that fail in a row raise their message once, until a refresh succeeds.
    public var timedFailuresOnce = false

    /// Rules with the defaults: a first load through the loading state, failures shown as the spec's states.
    public init(
        tracksInput: Bool = false,
        keepsContentOnInputChange: Bool = false,
        inputChangeFailure: FeedbackMessage? = nil,
        staleFailure: FeedbackMessage? = nil,
        staleFailureRetries: Bool = false,
        cachedContent: (@MainActor (Input) async -> State.Loaded?)? = nil,
        isOffline: (@MainActor () -> Bool)? = nil,
        offlineCause: State.Cause? = nil,
        debounce: Duration? = nil,
        clock: any Clock<Duration> & Sendable = ContinuousClock(),
        timedFailuresOnce: Bool = false
    ) {
        self.tracksInput = tracksInput
        self.keepsContentOnInputChange = keepsContentOnInputChange
        self.inputChangeFailure = inputChangeFailure
        self.staleFailure = staleFailure
        self.staleFailureRetries = staleFailureRetries
        self.cachedContent = cachedContent
        self.isOffline = isOffline
        self.offlineCause = offlineCause
        self.inputPause = debounce.map { InputPause($0) }
        self.clock = clock
        self.timedFailuresOnce = timedFailuresOnce
    }
}

/// What a failed load shows, as its spec's `failure:` says.
public enum LoadFailure: Sendable {
    /// The partial state: the content stays, cut short, with the screen's cause.
    case partialState
    /// A message over the content, which stays; its Retry runs the load again when `retries`.
    case message(FeedbackMessage?, retries: Bool = false)
    /// Nothing but `lastError`: the content stays.
    public static let silent = LoadFailure.message(nil)
}
