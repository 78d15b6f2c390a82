import StateSpecVocabulary

/// Every decision about one screen's generated code, made once before rendering and in no
/// language's terms: which states, loads, entry points and operations exist, where each load's
/// failure goes, what the partial state's retry runs, and every user-facing text with its String
/// Catalog key. Templates render its Swift spelling (`SwiftContext`); another target language
/// would render the same plan.
public struct ScreenPlan: Sendable, Hashable {
    public var name: String
    /// The spec's path, as the user named it.
    public var specPath: String
    public var summary: String?
    public var content: Content
    /// The states the screen lists (not waived), in the UI stack's order.
    public var states: [State]
    public var loading: Loading
    public var texts: Texts
    public var causes: [Cause]
    public var initial: InitialLoad
    public var refresh: Load?
    public var more: PageLoad?
    /// What the partial state's retry runs: the load that fails into it, or either when both do.
    public var partialRetry: PartialRetry?
    public var events: [Event]
    /// The actions on one row, in the order written; empty without `item-actions`.
    public var itemActions: [ItemAction]
    /// The actions on the selected rows, in the order written; empty without `bulk-actions`.
    public var bulkActions: [BulkAction] = []
    /// The stream of item changes, when the screen has one.
    public var liveUpdates: LiveUpdates?
    /// Gaps in a paged timeline, when the screen has them: the refresh returns the newest page.
    public var gaps: Gaps? = nil
    /// The unread count, when the screen keeps one.
    public var unread: Unread? = nil
    /// The app-wide signals the screen reacts to, in the order written.
    public var signals: [Signal] = []
    public var messages: [Message]
    /// True when some load or operation raises a message, so the view model needs a presenter.
    public var raisesFeedback: Bool
    /// `network: required`: the view model checks connectivity before the first load, shows the
    /// `offline` cause instead, and loads again when the connection comes back.
    public var requiresNetwork: Bool
    /// The sections of a screen made of them, each planned as a screen of its own (named
    /// `<Screen><Section>`); empty for a screen without. A screen with sections has no content,
    /// states, loads or messages of its own: its other fields say so.
    public var sections: [Section] = []
    /// How the sections show.
    public var sectionsStyle: SectionsStyle = .stacked
    /// For a screen made of sections: the screen-wide texts shown when every section is empty or
    /// failed (`states.empty`, `states.error` beside `sections`) are in `texts`; these say which
    /// it has.
    public var hasScreenWideEmpty: Bool { !sections.isEmpty && texts.empty != nil }
    public var hasScreenWideError: Bool { !sections.isEmpty && texts.error != nil }
    /// What the fixtures show by default and the previews draw, when the spec says.
    public var preview: Preview? = nil

    /// Sample content and the app's view, for fixtures and previews.
    public struct Preview: Sendable, Hashable {
        /// The app's sample content, a Swift name (`Post.samples`).
        public var content: String
        /// The app's view of the screen, made with `init(model:)`; only with `content`.
        public var view: String?
    }

    /// One section of a screen.
    public struct Section: Sendable, Hashable {
        /// The section's name as written (`header`): a case of the section type and a view-model property.
        public var name: String
        /// The section leaves the screen while it is empty (`when-empty: hide`).
        public var hidesWhenEmpty: Bool
        /// The section leaves the screen while its first load has failed (`when-failed: hide`).
        public var hidesWhenFailed: Bool
        /// `primary: true`: the screen loads while its first load runs, and fails when it fails.
        public var isPrimary: Bool = false
        /// `placement: above-tabs` in `sections-style: tabs`: shown at all times above the tabs,
        /// loaded when the screen appears.
        public var isAboveTabs: Bool = false
        /// `rows: per-item`: a row view model per item, which the screen's view model holds.
        public var hasRowsPerItem: Bool = false
        /// The section as a screen: its state, loader, view model and messages.
        public var plan: ScreenPlan
    }

    public struct Content: Sendable, Hashable {
        public var type: String
        /// The element type of a collection; nil for a single record.
        public var itemType: String?
        /// True when a first load of nothing is expressed by an optional (a single record with
        /// an empty state); a collection is empty by count.
        public var loadsOptional: Bool
        /// The item's property that identifies it, for item actions.
        public var itemID: String?
    }

    public struct State: Sendable, Hashable {
        public var name: StateName
        public var summary: String
    }

    public struct Loading: Sendable, Hashable {
        public var style: LoadingStyle
        public var placeholderCount: Int?
    }

    /// The texts of the states; see `ScreenTexts`.
    public typealias Texts = ScreenTexts

    public struct Cause: Sendable, Hashable {
        public var name: String
        public var summary: String?
    }

    public struct InitialLoad: Sendable, Hashable {
        public var summary: String?
        /// `on:` as written; nil for the default.
        public var trigger: LoadTrigger?
        /// The type of the value the load takes, if it takes one.
        public var inputType: String?
        /// False when the error state is waived and no message says it failed: the load cannot fail.
        public var canFail: Bool
        /// True unless `on: manual`: the view model offers `appear()`.
        public var offersAppear: Bool
        public var reappear: ReappearBehaviour
        /// The caller may hand in content, shown at once; the first load runs over it.
        public var isSeeded: Bool
        /// The first load shows the loader's cached content first (for its input, when it takes one).
        public var readsCache: Bool
        /// The message a first load that fails over handed-in or cached content raises.
        public var seedFailure: String?
        /// That message has an action named `retry`, which runs the first load again.
        public var seedFailureRetries = false
        /// Seconds a new input waits before it loads; nil when it loads at once.
        public var debounceSeconds: Double?
        /// The first input waits for the pause too (`debounce-first: true`).
        public var debouncesFirstInput = false
        /// How many of the inputs shown most recently keep their content (`keep-inputs`); nil for none.
        public var keptInputs: Int? = nil
        /// `on: input`: the screen is idle until its first input.
        public var awaitsInput = false
        /// A new input reloads over the content shown (`input-change: keep`), which stays until
        /// the result replaces it, and when the load fails.
        public var keepsContentOnNewInput = false
        /// The message a first load for a new input that fails over the content shown raises.
        public var inputChangeFailure: String? = nil
        /// That message has an action named `retry`, which loads the input again.
        public var inputChangeFailureRetries = false
        /// The message a first load that fails with nothing on screen raises over the usable
        /// empty state (a screen whose error state is waived).
        public var emptyStateFailure: String? = nil
        /// That message has an action named `retry`, which runs the first load again.
        public var emptyStateFailureRetries = false
    }

    public struct Load: Sendable, Hashable {
        public var summary: String?
        public var trigger: LoadTrigger?
        public var failure: Failure?
        /// A refresh that runs the first load again through the loading state (`keeps-content: false`).
        public var reloads = false
        /// True when the failure message has a `retry` action, which runs the load again.
        public var failureOffersRetry: Bool
        /// When a refresh also runs by itself; nil when only the user or the app starts it.
        public var timing: Timing? = nil
    }

    /// A refresh the screen runs by itself: polling, and on coming back (`on-return`).
    public struct Timing: Sendable, Hashable {
        /// Seconds between polls while the screen is shown.
        public var everySeconds: Double?
        /// The returns that refresh: any one of them does.
        public var returns: [Return] = []
        /// `timed: silent`: the refreshes it runs show no `isRefreshing` and raise nothing.
        public var silent: Bool = false

        /// One `on-return` condition.
        public struct Return: Sendable, Hashable {
            public var from: ReturnSource
            /// Seconds away at least; nil for any return.
            public var afterSeconds: Double?
            /// Only when a `mark-changed` signal marked the content out of date meanwhile.
            public var whenChanged: Bool
        }

        /// A return refreshes only when a signal marked the content out of date: the view
        /// model hears those signals from `init` on and hands `isOutOfDate` to the timer.
        public var afterSignal: Bool { returns.contains(where: \.whenChanged) }

        /// The app's activity matters: a return from the app refreshes.
        public var followsAppActivity: Bool { returns.contains { $0.from != .screen } }

        /// The returns as the first release of the language said them, when they can be:
        /// `on-foreground: true`, `after-away: N` and a signal that refreshed on return, each
        /// once. Such a timing is generated as it was then, so that its code does not change.
        public var asFirstSpelt: (onForeground: Bool, afterAwaySeconds: Double?, afterSignal: Bool)? {
            var spelt: (onForeground: Bool, afterAwaySeconds: Double?, afterSignal: Bool) = (false, nil, false)
            for condition in returns {
                switch (condition.from, condition.afterSeconds, condition.whenChanged) {
                case (.app, nil, false) where !spelt.onForeground: spelt.onForeground = true
                case (.either, let away?, false) where spelt.afterAwaySeconds == nil: spelt.afterAwaySeconds = away
                case (.either, nil, true) where !spelt.afterSignal: spelt.afterSignal = true
                default: return nil
                }
            }
            return spelt
        }
    }

    /// Where a refresh's or page load's failure goes.
    public enum Failure: Sendable, Hashable {
        case partialState
        case message(String)
    }

    public struct PageLoad: Sendable, Hashable {
        public var load: Load
        public var direction: PagingDirection
        /// True unless `on: manual`: the view model offers `loadMoreIfNeeded(currentIndex:)`.
        public var offersRowTrigger: Bool
    }

    public enum PartialRetry: String, Sendable, Hashable {
        case refresh, more, either
    }

    public struct Event: Sendable, Hashable {
        public var name: String
        public var summary: String?
        /// Set for an event with `runs: loader`: an operation the loader performs.
        public var operation: Operation?
    }

    public struct Operation: Sendable, Hashable {
        public var success: String?
        public var failure: String?
        public var inputType: String?
        /// Played when it succeeds, instead of a success message.
        public var successHaptic: FeedbackHaptic?
        /// The type of the value it returns instead of new content; the content stays.
        public var resultType: String? = nil
        /// What calling it again while it runs does, when not refused.
        public var whileRunning: OperationRepeat? = nil
        /// The content shows its expected result (the loader's `optimistic<Name>`) while it runs.
        public var isOptimistic = false
        /// The question it asks before it runs (`confirm:`).
        public var confirm: Confirmation? = nil
    }

    /// An action on the selected rows of a collection, with one loader call.
    public struct BulkAction: Sendable, Hashable {
        public var name: String
        public var summary: String?
        /// The rows show the action's change at once, and each row it fails on loses it.
        public var isOptimistic: Bool
        /// The rows done go (a Delete) rather than being replaced by the loader's updated items.
        public var removes: Bool
        public var success: BulkMessage?
        public var failure: BulkMessage?
        /// The question it asks before it runs on the selection (`confirm:`).
        public var confirm: Confirmation? = nil
        /// The haptic played instead of a message when every row was done.
        public var successHaptic: FeedbackHaptic? = nil
    }

    /// A message a bulk action raises, with the counts it takes, in the order declared.
    public struct BulkMessage: Sendable, Hashable {
        public var name: String
        /// `done` and `failed`, those the message declares.
        public var counts: [String]
    }

    /// An action on one row of a collection.
    public struct ItemAction: Sendable, Hashable {
        public var name: String
        public var summary: String?
        /// The row shows the action's change at once, and loses it if the action fails.
        public var isOptimistic: Bool
        /// The row goes (a delete) rather than being replaced by the loader's updated item.
        public var removes: Bool
        public var success: String?
        public var failure: String?
        /// Played when it succeeds, instead of a success message.
        public var successHaptic: FeedbackHaptic?
        /// The loader reports progress; the row can cancel the action.
        public var reportsProgress = false
        /// The question it asks before it runs on its row (`confirm:`).
        public var confirm: Confirmation? = nil
    }

    public struct Gaps: Sendable, Hashable {
        public var summary: String?
        /// The message a gap that fails to load raises.
        public var failure: String?
        /// `loads.initial.cache: keep`: the first load over the cached content merges its
        /// newest page on top, as a refresh does, with a gap between when it has more.
        public var keepsCache = false
    }

    /// An app-wide signal: something changed elsewhere in the app.
    public struct Signal: Sendable, Hashable {
        public var name: String
        public var summary: String?
        /// The signal carries an item change, applied as a live update; otherwise it refreshes.
        public var applies: Bool
        /// `reaction: mark-changed`: it marks the content out of date, for as long as the view model lives.
        public var refreshesOnReturn: Bool = false
        /// `throttle:`: seconds between the refreshes of a burst (a refreshing signal only).
        public var throttleSeconds: Double? = nil
        /// `inserts:` of an applying signal: whether its inserted items go before the content,
        /// when that differs from where the screen's other item changes put them; nil otherwise.
        public var insertsAtStart: Bool? = nil
    }

    /// Item changes reach the content: live updates, or a signal that carries one.
    public var appliesItemChanges: Bool { liveUpdates != nil || signals.contains(where: \.applies) }

    public struct Unread: Sendable, Hashable {
        /// New items arrive before the content (and the user reads towards the start).
        public var arriveAtStart: Bool
    }

    public struct LiveUpdates: Sendable, Hashable {
        public var summary: String?
        /// Inserted items go before the content rather than after it.
        public var insertsAtStart: Bool
        /// The stream is asked per input and follows it (`per-input: true` with an input).
        public var followsInput = false
    }

    /// A feedback message with the policy applied.
    public struct Message: Sendable, Hashable {
        public var name: String
        /// The String Catalog key: `<Screen>.<message>`.
        public var key: String
        public var kind: String
        public var level: FeedbackLevel
        public var summary: String?
        /// The English text for every count but one, with `{name}` placeholders.
        public var text: String
        public var one: String?
        public var arguments: [Argument]
        /// The argument that picks `one` or `text`.
        public var pluralArgument: String?
        public var presentation: FeedbackPresentation
        public var duration: FeedbackDuration
        public var actions: [Action]
        /// An alert's or a sheet's headline, translated under `<Screen>.<message>.title`.
        public var title: String?
        public var titleKey: String
        /// A sheet's heights; nil for the runtime's default.
        public var detents: [FeedbackSheetDetent]?
        public var isDismissible: Bool
        /// The app raises it itself (`raised: manual`).
        public var isRaisedManually = false
        /// Its text or title shows the failure that raised it (`{error}`), filled in when it is raised.
        public var describesFailure = false
        /// The text field of an alert or a sheet that asks for a value.
        public var field: Field? = nil

        /// The view model raises it with its buttons' events wired: the app cannot, since the
        /// events are the view model's.
        public var isShownByViewModel: Bool { isRaisedManually && actions.contains { $0.event != nil } }
        /// The arguments its catalog entries format: the declared ones, then `error` when it shows the failure.
        public var catalogArguments: [Argument] {
            describesFailure ? arguments + [Argument(name: errorPlaceholder, type: "String")] : arguments
        }
    }

    public struct Argument: Sendable, Hashable {
        public var name: String
        public var type: String
    }

    /// A message's text field.
    public struct Field: Sendable, Hashable {
        /// What the empty field shows, in English.
        public var placeholder: String
        /// The String Catalog key of the placeholder: `<Screen>.<message>.field.placeholder`.
        public var placeholderKey: String
        /// The text is hidden as it is typed.
        public var isSecure: Bool
    }

    public struct Action: Sendable, Hashable {
        public var name: String
        /// The String Catalog key of the title: `<Screen>.<message>.<action>`.
        public var key: String
        public var title: String
        public var role: FeedbackRole
        /// The event the button fires when the user chooses it.
        public var event: String? = nil
        /// The event takes the text typed into the message's field as its input.
        public var passesText = false
        /// The action (an item action, a bulk action or an operation) that asks first with this
        /// message and that this button runs once the user chooses it; it then fires no event.
        public var confirms: String? = nil
    }

    public var hasEmpty: Bool { has(.empty) }
    public var hasError: Bool { has(.error) }
    public var hasPartial: Bool { has(.partial) }

    public func has(_ state: StateName) -> Bool { states.contains { $0.name == state } }

    /// True when something replaces the content while the user may edit it (a refresh, an
    /// operation, a first load over content shown) or changes rows that such a result must not
    /// undo (an item action, a live change): the view model keeps an edit journal to replay onto
    /// results, the first load's included.
    public var keepsEditJournal: Bool {
        refresh.map { !$0.reloads } ?? false || !operations.isEmpty || !itemActions.isEmpty || !bulkActions.isEmpty || appliesItemChanges
            || initial.isSeeded || initial.readsCache || initial.keepsContentOnNewInput
    }

    /// The operations among the events.
    public var operations: [Event] { events.filter { $0.operation != nil } }

    /// The operations that return a value instead of new content.
    public var resultOperations: [Event] { events.filter { $0.operation?.resultType != nil } }
}
