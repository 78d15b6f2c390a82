/// What a template sees, as Swift types: `SwiftContext` makes them from a plan, and they are
/// encoded into the `TemplateValue` tree the templates render and `statespec plan` prints. The
/// doc comment of each property is its line in the Templates article's context reference
/// (`ContextReference`, made from this file); the type names below say what kind of value a key holds.
public enum TemplateContext {
    /// Text to write as it is.
    public typealias Text = String
    /// A Swift type, as the spec wrote it.
    public typealias SwiftType = String
    /// A Swift expression.
    public typealias SwiftExpression = String
    /// A Swift literal: `true`, `false`, a quoted string.
    public typealias SwiftLiteral = String
    /// Other Swift: parameters, a list of cases.
    public typealias Swift = String
    /// One word from a closed set.
    public typealias Word = String
    /// A name from the spec, a Swift identifier.
    public typealias Name = String
    /// Text as lines for `///` comments.
    public typealias Lines = [String]
    /// True or false.
    public typealias Flag = Bool
    /// A whole number.
    public typealias Number = Int

    /// A screen template's context (`State.swift.stencil` and every template not named `App…`).
    public struct Screen: Encodable, Sendable {
        /// The screen's name (`Timeline`); generated types are named after it.
        public var name: Name
        /// The spec's file name, for the header comment.
        public var specFile: Text
        /// `public ` or nothing: what to write before each declaration.
        public var access: Text
        /// The spec's `summary`, as lines for `///` comments.
        public var summary: Lines
        /// `content.type`.
        public var contentType: SwiftType
        /// `content.item`; absent for a single record.
        public var itemType: SwiftType?
        /// What the first load returns: the content type, optional for a single record with an empty state.
        public var loadedType: SwiftType
        /// An empty content value: `[]` for a collection, `nil` for a single record.
        public var emptyContent: SwiftExpression
        /// The content is a collection (`content.item` is given).
        public var hasItems: Flag
        /// The empty state is listed (not waived).
        public var hasEmpty: Flag
        /// How the runtime tells the empty state, the protocol the state enum adopts: `EmptyCase` (an empty collection), `NilIsEmpty` (no record), `NilContentIsEmpty` (nil content of an optional type); empty without an empty state.
        public var emptyCase: Text
        /// The error state is listed.
        public var hasError: Flag
        /// The partial state is listed.
        public var hasPartial: Flag
        /// An error cause type is generated (error or partial listed).
        public var hasCauseType: Flag
        /// The first load can fail (the error state is listed).
        public var initialThrows: Flag
        /// The listed states, in the UI stack's order.
        public var states: [State]
        /// How the screen shows that it is loading: `skeleton`, `spinner`, `progress` or `none`.
        public var loadingStyle: Word
        /// How many placeholder items a skeleton shows; 0 when not given.
        public var placeholderCount: Number
        /// The empty state's texts; absent when waived.
        public var empty: Texts?
        /// The error state's texts; absent when waived.
        public var error: Texts?
        /// The partial state's texts; absent when waived.
        public var partial: Texts?
        /// The error causes, with their texts (a cause without its own takes the error state's); absent without an error state.
        public var causes: [Cause]?
        /// Some state text has `{placeholders}`: a `<Screen>TextValues` struct, and the view model's `textValues`.
        public var hasTextValues: Flag
        /// The text values' members (the states' `arguments`, each name once); absent without any.
        public var textValues: [TextValue]?
        /// The text values' members as `init` parameters, `server: String`; absent without any.
        public var textValuesParameters: Swift?
        /// What the error cause type's `message`, `retryTitle` and `action` take when a text of the error state or a cause has placeholders (they are functions then); absent otherwise.
        public var causeParameters: Swift?
        /// The ideal state's summary.
        public var idealSummary: Lines?
        /// The ideal state's buttons.
        public var idealActions: [Action]?
        /// The first load.
        public var initial: Initial
        /// The refresh, when there is one; absent when it reloads (`refreshReloads`).
        public var refresh: Load?
        /// The refresh when it runs the first load again through the loading state (`keeps-content: false`), instead of `refresh`.
        public var refreshReloads: Load?
        /// The page load, when there is one.
        public var more: Load?
        /// `loads.initial.input`, when the first load takes one.
        public var inputType: SwiftType?
        /// The caller may hand in content (`loads.initial.seeded`): `init` takes a `seed`, and the first load runs over it.
        public var seeded: Flag
        /// The first load shows the loader's `cachedContent()` (`cachedContent(for:)` with an input) first (`loads.initial.cache`).
        public var readsCache: Flag
        /// Seeded, cached, or kept per input with live updates per input: the view model has `isStale`, and a first load over stale content keeps it when it fails.
        public var keepsStale: Flag
        /// The message a first load for a new input raises when it fails over the content shown; absent without one.
        public var inputChangeFailure: InputChangeFailure?
        /// How long a new input waits before it loads, `.seconds(0.3)`; empty when it loads at once.
        public var debounce: SwiftExpression
        /// How many of the inputs shown most recently keep their content (`loads.initial.keep-inputs`), `3`; empty for none.
        public var keptInputs: SwiftExpression
        /// What the screen says while it waits for its first input, a `LocalizedText` (`loads.initial.prompt`); empty without one.
        public var idlePrompt: SwiftExpression
        /// The refresh runs by itself too (`every`, `on-return`); absent otherwise.
        public var timedRefresh: TimedRefresh?
        /// Gaps in a paged timeline (`loads.gaps`): the refresh returns the newest page and `loadGap(_:)` loads the items between; absent otherwise.
        public var gaps: Gaps?
        /// The unread count (`unread-count: true`); absent otherwise.
        public var unread: Unread?
        /// The app-wide signals the screen reacts to (`signals`), in the order written.
        public var signals: [Signal]
        /// The signals `observeSignals()` listens to: those that refresh or apply a change; the view model has no `observeSignals()` without them.
        public var heardSignals: [Signal]
        /// The signals that mark the content out of date (`reaction: mark-changed`), heard from `init` on.
        public var outOfDateSignals: [Signal]
        /// Item changes reach the content (`live-updates` or a signal with `reaction: apply`); absent otherwise.
        public var appliesChanges: AppliesChanges?
        /// The stream of item changes (`live-updates`), when there is one.
        public var liveUpdates: LiveUpdates?
        /// Some item action reports progress: the view model offers `progress(of:_:)` and `cancel(_:on:)`; absent otherwise.
        public var reportsProgress: Flag?
        /// The screen has item actions or bulk actions: an item action type, and the rows' pending actions; absent otherwise.
        public var rowActions: Flag?
        /// Some action asks first (`confirm:`): the view model holds the question waiting (`PendingConfirmation`); absent otherwise.
        public var asksFirst: Flag?
        /// The view model takes a `clock:` (a debounce, a timed refresh or a throttled signal waits on it); absent otherwise.
        public var usesClock: Flag?
        /// A signal is throttled (`signals.<name>.throttle`): the view model keeps the clock for `observeSignals()`; absent otherwise.
        public var throttlesSignals: Flag?
        /// The view model offers `appear()` (`loads.initial.on` is not `manual`).
        public var appears: Flag
        /// What `appear()` does with content shown: `keep`, `refresh` or `reload`.
        public var reappear: Word
        /// What `retry()` runs in the partial state: `more`, `refresh` or `either`; absent when nothing fails into it.
        public var partialRetry: Word?
        /// Every event, in the order written.
        public var events: [Event]
        /// The events that only reach `onEvent`.
        public var plainEvents: [Event]
        /// There is a plain event, so the view model takes `onEvent`.
        public var hasPlainEvents: Flag
        /// The events with `success` or `failure`: operations on the content.
        public var operations: [Event]
        /// Some operation returns a value: the view model offers `isBusy(_:)` and `cancelOperation(_:)`.
        public var hasResultOperations: Flag
        /// `content.id`: the item's property that identifies it; absent without one.
        public var itemID: Name?
        /// The actions on one row (`item-actions`), in the order written; empty without `content.id`.
        public var itemActions: [ItemAction]
        /// The actions on the selected rows (`bulk-actions`), in the order written; absent without them or without `content.id`.
        public var bulkActions: [BulkAction]?
        /// Content a loader returns passes through `received(_:)`: item actions run beside the loads.
        public var adjustsLoaded: Flag
        /// A refresh, an operation, an item action, a live change or a first load over content shown runs beside edits, so the view model keeps an edit journal to replay onto results.
        public var keepsJournal: Flag
        /// Some load or operation raises a message, so the view model takes a presenter.
        public var raisesFeedback: Flag
        /// `network: required` (with an `offline` cause): the view model takes a `ConnectivityMonitoring`, shows the offline cause without loading while offline, and offers `watchConnectivity()`.
        public var requiresNetwork: Flag
        /// The feedback messages, with the policy applied.
        public var feedback: [Message]
        /// The messages' buttons that fire events, in the order written.
        public var messageActions: [MessageAction]
        /// The text values with a sample value each, `LibraryTextValues(server: "server")`, for fixtures; absent without text values.
        public var sampleTextValues: SwiftExpression?
        /// Every fixture, in the order of `<Screen>Fixture.allCases`.
        public var fixtures: [Fixture]
        /// `preview.content`: the sample content fixtures show by default; absent when not given.
        public var previewContent: SwiftExpression?
        /// `preview.view`: the app's view a `#Preview` draws in every state; absent when not given.
        public var previewView: SwiftType?
    }

    /// A state a fixture puts the view model in.
    public struct Fixture: Encodable, Sendable {
        /// Its name, for previews and snapshot files: `ideal`, `error-offline`, `message-deleted`.
        public var name: Text
        /// The `<Screen>Fixture` value: `.error(.offline)`, `.message(.deleted)`.
        public var value: SwiftExpression
        /// The fixture shows a message, which a preview draws with the presenter's overlay.
        public var showsMessage: Flag
    }

    /// One of the listed states.
    public struct State: Encodable, Sendable {
        /// `ideal`, `loading`, `empty`, `error` or `partial`.
        public var name: Word
        /// The case's associated values, such as `([Post])`; empty for none.
        public var payload: Swift
        /// The state's summary (or message, or a default), as comment lines.
        public var summary: Lines
    }

    /// A state's texts, each a `LocalizedText` expression, and its other button.
    public struct Texts: Encodable, Sendable {
        /// The message: `LocalizedText(key: "Timeline.empty.message", other: "…")`.
        public var message: SwiftExpression?
        /// The message has `{placeholders}`: the State type's member is a function of the screen's text values.
        public var messageTakesValues: Flag?
        /// The title of its retry button, a `LocalizedText`.
        public var retry: SwiftExpression?
        /// The retry title has `{placeholders}`.
        public var retryTakesValues: Flag?
        /// The title of its other button, a `LocalizedText`.
        public var actionTitle: SwiftExpression?
        /// The event that button fires.
        public var actionEvent: Name?
        /// The button's title has `{placeholders}`.
        public var actionTakesValues: Flag?
        /// What the state's text functions take: `_ values: LibraryTextValues`, and `error: (any Error)?` where `{error}` shows; absent when no text of the state has placeholders.
        public var parameters: Swift?
    }

    /// An error cause and its texts.
    public struct Cause: Encodable, Sendable {
        /// The cause's name, a case of the cause type.
        public var name: Name
        /// The cause's summary, as comment lines.
        public var summary: Lines
        /// Its message, a `LocalizedText`; absent when it takes the error state's.
        public var message: SwiftExpression?
        /// The message has `{placeholders}`.
        public var messageTakesValues: Flag?
        /// Its retry button's title, a `LocalizedText`.
        public var retry: SwiftExpression?
        /// The retry title has `{placeholders}`.
        public var retryTakesValues: Flag?
        /// Its other button's title, a `LocalizedText`.
        public var actionTitle: SwiftExpression?
        /// The event that button fires.
        public var actionEvent: Name?
        /// The button's title has `{placeholders}`.
        public var actionTakesValues: Flag?
    }

    /// A member of the screen's text values.
    public struct TextValue: Encodable, Sendable {
        /// The argument's name, a member of the text values.
        public var name: Name
        /// `Int`, `Double` or `String`.
        public var type: SwiftType
    }

    /// A button of the ideal state.
    public struct Action: Encodable, Sendable {
        /// Its title, a `LocalizedText`.
        public var actionTitle: SwiftExpression
        /// The event it fires.
        public var actionEvent: Name
    }

    /// A refresh or a page load.
    public struct Load: Encodable, Sendable {
        /// The load's summary, as comment lines.
        public var summary: Lines
        /// `on:` as written (`appear`, `pull`, `end-of-list`, `manual`); empty for the default.
        public var trigger: Word
        /// Pages go after the content (`direction: older`); before it when false.
        public var appendsAtEnd: Flag
        /// Not `on: manual`: the view model offers `appear()` or `loadMoreIfNeeded(currentIndex:)`.
        public var triggeredByTheView: Flag
        /// A failure shows the partial state; absent otherwise.
        public var failsIntoPartial: Flag?
        /// The feedback message a failure raises; absent without one.
        public var failureFeedback: Name?
        /// That message has an action named `retry`, which runs the load again; absent otherwise.
        public var failureRetries: Flag?
    }

    /// The first load.
    public struct Initial: Encodable, Sendable {
        /// The first load's summary, as comment lines.
        public var summary: Lines
        /// `on:` as written (`appear`, `manual`); empty for the default.
        public var trigger: Word
        /// Always true: a first load has nothing to go before.
        public var appendsAtEnd: Flag
        /// Not `on: manual`: the view model offers `appear()`.
        public var triggeredByTheView: Flag
        /// What a first load that fails over handed-in content does besides keeping it: `feedback.show(…); `, or nothing.
        public var seedFailure: Swift
        /// The message a first load that fails over handed-in or cached content raises, or empty.
        public var seedFailureName: Name
        /// That message has an action named `retry`, which runs the first load again.
        public var seedFailureRetries: Flag
        /// `input-change: keep`: a new input reloads over the content shown, which stays (`isReloading`), and a failure keeps it.
        public var keepsContent: Flag
        /// `on: input`: the view model is idle until its first input (`IdleInputScreen`).
        public var awaitsInput: Flag
        /// `debounce-first: true`: the first input waits for the pause too (`InputPause.includesFirstInput`).
        public var debouncesFirstInput: Flag
        /// The message a first load that fails with nothing on screen raises over the usable empty state (the error state waived), or empty.
        public var emptyStateFailureName: Name
        /// That message has an action named `retry`, which runs the first load again.
        public var emptyStateFailureRetries: Flag
    }

    /// The message a first load for a new input raises when it fails over the content shown.
    public struct InputChangeFailure: Encodable, Sendable {
        /// The feedback message's name.
        public var name: Name
        /// The message has an action named `retry`, which loads that input again.
        public var retries: Flag
    }

    /// When the refresh runs by itself.
    public struct TimedRefresh: Encodable, Sendable {
        /// When: `RefreshTiming(every: .seconds(60), onForeground: true, afterAway: nil)`.
        public var timing: SwiftExpression
        /// A return from the app refreshes (`on-return` from `app` or `either`): the view model takes an `AppActivityMonitoring`.
        public var followsAppActivity: Flag
        /// `timed: silent`: the refreshes it runs show no `isRefreshing` and raise nothing.
        public var silent: Flag
        /// A return refreshes only content a signal marked out of date (`when-changed: true`): `keepFresh()` reads `isOutOfDate`.
        public var afterSignal: Flag
        /// `timing` lists its `on-return` conditions (`RefreshTiming(every:onReturn:)`); false when the keys of the first release could say them, which are written as then.
        public var namesConditions: Flag
    }

    /// Gaps in a paged timeline.
    public struct Gaps: Encodable, Sendable {
        /// The gaps' summary, as comment lines.
        public var summary: Lines
        /// The feedback message a gap that fails to load raises; absent without one.
        public var failureFeedback: Name?
        /// The first load over the cached content puts its newest page on top of it, through the refresh (`loads.initial.cache: keep`); absent otherwise.
        public var keepsCache: Flag?
    }

    /// The unread count.
    public struct Unread: Encodable, Sendable {
        /// New items arrive before the content (a timeline newest first); after it when false.
        public var arriveAtStart: Flag
    }

    /// An app-wide signal the screen reacts to.
    public struct Signal: Encodable, Sendable {
        /// The signal's name, a loader requirement returning its stream.
        public var name: Name
        /// The signal's summary, as comment lines.
        public var summary: Lines
        /// The signal carries an item change, applied as a live update (`reaction: apply`); otherwise it refreshes.
        public var applies: Flag
        /// `reaction: mark-changed`: it marks the content out of date, heard for as long as the view model lives.
        public var refreshesOnReturn: Flag
        /// `throttle:`: the window between the refreshes of a burst, as a Swift `Duration`; absent without one.
        public var throttle: SwiftExpression?
        /// `inserts:` where it differs from the screen's other item changes: whether the signal's inserted items go before the content (`true`) or after it (`false`); absent otherwise.
        public var insertsAtStart: SwiftExpression?
    }

    /// How item changes reach the content.
    public struct AppliesChanges: Encodable, Sendable {
        /// Inserted items go before the content (`live-updates.inserts`, `start` without live updates); after it when false.
        public var insertsAtStart: Flag
    }

    /// The stream of item changes.
    public struct LiveUpdates: Encodable, Sendable {
        /// The stream's summary, as comment lines.
        public var summary: Lines
        /// Inserted items go before the content; after it when false.
        public var insertsAtStart: Flag
        /// The stream follows the first load's input (`live-updates.per-input: true`): `changes(for:)`.
        public var followsInput: Flag
    }

    /// An event, and what an operation does.
    public struct Event: Encodable, Sendable {
        /// The event's name, a case of the event type and a view-model method.
        public var name: Name
        /// The event's summary (or a default), as comment lines.
        public var summary: Lines
        /// The feedback message an operation raises when it succeeds.
        public var success: Name?
        /// The feedback message an operation raises when it fails.
        public var failure: Name?
        /// The type of the value an operation takes.
        public var inputType: SwiftType?
        /// The haptic an operation plays when it succeeds instead of a message (`FeedbackHaptic.success`), or `nil`; absent for a plain event.
        public var successHaptic: SwiftExpression?
        /// The type of the value an operation returns instead of new content (`result:`); absent otherwise.
        public var resultType: SwiftType?
        /// The view-model property holding the operation's last result until the view takes it: `connectResult`.
        public var resultProperty: Name?
        /// The view-model method that returns the last result and clears it: `takeConnectResult`.
        public var takeResult: Name?
        /// `resultType` as an optional, the type of the view model's property that holds the last result.
        public var optionalResultType: SwiftType?
        /// An operation that returns a value plays `successHaptic` when it succeeds.
        public var playsHaptic: Flag?
        /// What calling the operation again while it runs does, a `RepeatedOperation` (`.joined`, `.runAgain`, `.queued`); absent when it is refused.
        public var whenRepeated: SwiftExpression?
        /// The loader requirement that makes an optimistic operation's expected content (`optimistic: true`): `optimisticFavourite`; absent otherwise.
        public var optimisticName: Name?
        /// The question the operation asks before it runs (`confirm:`); absent otherwise.
        public var confirm: Confirm?
    }

    /// The question an action asks before it runs (`confirm:`).
    public struct Confirm: Encodable, Sendable {
        /// The message's name, a member of the feedback catalog.
        public var message: Name
        /// The id of the message's button that runs the action, `"delete"`.
        public var button: SwiftLiteral
        /// The message's arguments as the action's parameters, `number: Int`; empty without arguments.
        public var parameters: Swift
        /// The same after the action's own parameter, `, number: Int`; empty without arguments.
        public var trailingParameters: Swift
        /// The arguments handed on to the catalog's message, `(number: number)`; empty without arguments.
        public var forwardedArguments: Swift
        /// The message has a field, whose text the operation runs with; absent otherwise.
        public var passesText: Flag?
        /// The private view-model method that runs the action once confirmed: `confirmedDelete`.
        public var run: Name
    }

    /// An action on the selected rows.
    public struct BulkAction: Encodable, Sendable {
        /// The action's name, a case of the item action type, a view-model method and a loader requirement.
        public var name: Name
        /// The action's summary (or a default), as comment lines.
        public var summary: Lines
        /// The rows show the action's change at once, and each row it fails on takes it back.
        public var optimistic: Flag
        /// The rows done go (`effect: remove`); the loader returns their identities.
        public var removes: Flag
        /// The loader requirement that makes a row's optimistic change: `optimisticMarkPlayed`.
        public var optimisticName: Name
        /// The message raised when every row was done, as a function of the counts (`{ Feedback.deleted(done: $0.done) }`), or `nil`.
        public var success: SwiftExpression
        /// The message raised when some row failed, as a function of the counts, or `nil`.
        public var failure: SwiftExpression
        /// The success message's name, for comments; absent without one.
        public var successName: Name?
        /// The failure message's name, for comments; absent without one.
        public var failureName: Name?
        /// The question the action asks before it runs on the selection (`confirm:`); absent otherwise.
        public var confirm: Confirm?
        /// The haptic the action plays when every row was done, instead of a message (`FeedbackHaptic.light`), or `nil`.
        public var successHaptic: SwiftExpression
    }

    /// An action on one row.
    public struct ItemAction: Encodable, Sendable {
        /// The action's name, a case of the item action type, a view-model method and a loader requirement.
        public var name: Name
        /// The action's summary (or a default), as comment lines.
        public var summary: Lines
        /// The row shows the action's change at once and takes it back when the action fails.
        public var optimistic: Flag
        /// The action removes its row (`effect: remove`); the loader returns nothing.
        public var removes: Flag
        /// The loader requirement that makes the optimistic change: `optimisticLike`.
        public var optimisticName: Name
        /// The loader reports the action's progress (`progress: true`): a stream of `ActionProgress`, followed per row; absent otherwise.
        public var progress: Flag?
        /// The haptic an item action plays when it succeeds instead of a message (`FeedbackHaptic.light`), or `nil`.
        public var successHaptic: SwiftExpression
        /// The feedback message the action raises when it succeeds.
        public var success: Name?
        /// The feedback message the action raises when it fails.
        public var failure: Name?
        /// The question the action asks before it runs on its row (`confirm:`); absent otherwise.
        public var confirm: Confirm?
    }

    /// A feedback message, every value already a Swift expression.
    public struct Message: Encodable, Sendable {
        /// The message's name, a member of the catalog.
        public var name: Name
        /// The String Catalog key, `"Timeline.refreshFailed"`.
        public var key: SwiftLiteral
        /// The kind, a member of `AppFeedbackPolicy`.
        public var kind: Name
        /// The text, a `LocalizedText` with its plural form and arguments.
        public var text: SwiftExpression
        /// Where it appears: `inline`, `snackbar`, `toast`, `banner`, `alert` or `sheet`.
        public var presentation: Word
        /// How long it stays: `.seconds(4)` or `.persistent`.
        public var duration: SwiftExpression
        /// The summary (or the text), as comment lines.
        public var summary: Lines
        /// The arguments as function parameters, `count: Int`.
        public var parameters: Swift
        /// The message takes arguments, so the catalog member is a function.
        public var hasArguments: Flag
        /// A call's arguments with sample values, for fixtures and previews: `(count: 2)`; empty without arguments.
        public var sampleArguments: Swift
        /// The buttons, an array of `FeedbackAction`.
        public var actions: SwiftExpression
        /// An alert's or a sheet's title, a `LocalizedText`; absent without one.
        public var title: SwiftExpression?
        /// A sheet's heights, `[.fitted, .large]`; absent for the runtime's default.
        public var detents: SwiftExpression?
        /// `false` for `dismissible: false`; absent otherwise.
        public var isDismissible: SwiftLiteral?
        /// Its text shows the failure that raised it (`{error}`), filled in when it is raised.
        public var describesFailure: Flag
        /// The arguments passed on by name, `(count: count)`; empty without arguments.
        public var forwardedArguments: Swift
        /// `showConfirmDelete`: the view-model method that raises a message the app raises
        /// (`raised: manual`) whose buttons fire events; absent otherwise.
        public var showMethod: Name?
        /// The text field of an alert or a sheet that asks for a value, a `FeedbackField`; absent without one.
        public var field: SwiftExpression?
    }

    /// A message's button that fires one of the screen's events.
    public struct MessageAction: Encodable, Sendable {
        /// The message's key, `"Library.confirmDelete"`.
        public var message: SwiftLiteral
        /// The action's id, `"delete"`.
        public var action: SwiftLiteral
        /// The event it fires: a view-model method.
        public var event: Name
        /// The event is an operation, which runs in a task of its own.
        public var isOperation: Flag
        /// The event takes the text typed into the message's field as its input.
        public var passesText: Flag
    }

    /// A screen template's context for a screen made of sections. Each of its sections is
    /// rendered as a screen of its own first, named `<Screen><Section>`, with a `Screen` context.
    public struct SectionedScreen: Encodable, Sendable {
        /// The screen's name (`Account`).
        public var name: Name
        /// The spec's file name, for the header comment.
        public var specFile: Text
        /// `public ` or nothing: what to write before each declaration.
        public var access: Text
        /// The spec's `summary`, as lines for `///` comments.
        public var summary: Lines
        /// `sections-style: tabs`: one section shows at a time.
        public var tabs: Flag
        /// Some section shows above the tabs (`placement: above-tabs`); `appear()`, `refresh()` and `retry()` reach those sections and the selected tab.
        public var aboveTabs: Flag
        /// The first tab's name (with stacked sections, the first section's), the tab selected at first.
        public var firstSection: Name
        /// The sections, in the order written.
        public var sections: [Section]
        /// Stacked sections only: the one input type of the sections whose first loads take one; the screen's `loadInitial(_:)` hands the input to each. Absent when none does, or when they take different types.
        public var inputType: SwiftType?
        /// The screen-wide empty state's texts (`states.empty` beside `sections`), shown when every section is empty; absent without.
        public var empty: Texts?
        /// The screen-wide error state's texts (`states.error` beside `sections`), shown when every section failed or the primary one did; absent without.
        public var error: Texts?
        /// The name of the primary section (`primary: true`); absent without.
        public var primarySection: Name?
        /// Some section has `rowsInput`: the screen's state and hidden sections count the rows the app shows.
        public var hasRows: Flag
        /// Some section waits for its first input (`on: input`): the screen is idle while every section waits.
        public var awaitsInput: Flag
        /// Some section refreshes by itself (`keepsFresh`): the screen's `keepFresh()` runs each one's; absent otherwise.
        public var keepsFresh: Flag?
        /// The screen's own events (`events` beside `sections`), plain ones its screen-wide buttons fire: the view model takes `onEvent` and offers a method per event.
        public var events: [Event]
        /// Some screen-wide text has `{placeholders}`: a `<Screen>TextValues` struct, and the view model's `textValues`; absent otherwise.
        public var hasTextValues: Flag?
        /// The text values' members (the screen-wide states' `arguments`, each name once); absent without any.
        public var textValues: [TextValue]?
        /// The text values' members as `init` parameters, `server: String`; absent without any.
        public var textValuesParameters: Swift?
    }

    /// A section of a screen made of sections.
    public struct Section: Encodable, Sendable {
        /// The section's name (`header`): a case of `<Screen>Section` and a view-model property.
        public var name: Name
        /// The name of the section's own types (`AccountHeader`: `AccountHeaderState`, `AccountHeaderViewModel` …).
        public var typeName: Name
        /// The section's `summary`, as comment lines.
        public var summary: Lines
        /// `when-empty: hide`.
        public var hidesWhenEmpty: Flag
        /// `when-failed: hide`.
        public var hidesWhenFailed: Flag
        /// `primary: true`: the screen loads while its first load runs, and fails when it fails.
        public var isPrimary: Flag
        /// `placement: above-tabs`: shown at all times above the tabs, loaded when the screen appears.
        public var isAboveTabs: Flag
        /// The section's view model offers `appear()` without an input: the screen starts its first load.
        public var appears: Flag
        /// The section's error state is listed: its view model offers `retry()`.
        public var retries: Flag
        /// The section's first load fails into its usable empty state (its error state waived): its `retry()` runs it again.
        public var retriesFailedFirstLoad: Flag
        /// The section has `loads.refresh`: its view model offers `refresh()`.
        public var refreshes: Flag
        /// The section's first load takes an `input`.
        public var takesInput: Flag
        /// Stacked sections only: the input type of a section whose first load takes one when it appears (a type that can be `Hashable`: no function, tuple or `any P`), and that refreshes and lists its error state, whose rows the app may make one per item (`<section>Rows`, a `SectionRows`); absent otherwise.
        public var rowsInput: SwiftType?
        /// The section waits for its first input (`on: input`): its phase is `awaitingInput` meanwhile.
        public var awaitsInput: Flag
        /// The section refreshes by itself (`every`, `on-return`): its view model offers `keepFresh()`; absent otherwise.
        public var keepsFresh: Flag?
    }

    /// An app-wide template's context (`App….swift.stencil`).
    public struct App: Encodable, Sendable {
        /// `public ` or nothing.
        public var access: Text
        /// The policy file's name, or which built-in profile applies.
        public var policyFile: Text
        /// `material`, `apple-hig` or `accessible`.
        public var profile: Word
        /// The message kinds, in the policy's order.
        public var kinds: [Kind]
        /// `sequential` or `newestReplaces`.
        public var queueOrder: Swift
        /// `key`, `text` or `none` (written in backticks in Swift, where `none` is a keyword).
        public var queueDeduplication: Swift
        /// The priority levels, `.critical, .error`.
        public var queuePriority: Swift
        /// Every screen's name, sorted.
        public var screens: [Name]
    }

    /// A message kind of the policy.
    public struct Kind: Encodable, Sendable {
        /// The kind's name.
        public var name: Name
        /// `success`, `info`, `caution`, `error` or `critical`.
        public var level: Word
        /// The colour token.
        public var colour: SwiftLiteral
        /// The icon name.
        public var icon: SwiftLiteral
        /// The haptic.
        public var haptic: Word
        /// VoiceOver announces it.
        public var announces: Flag
    }
}
