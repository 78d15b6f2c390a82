import StateSpecVocabulary

/// A value read from a spec, with the place it was written.
public struct Located<Value: Sendable & Hashable>: Sendable, Hashable {
    public var value: Value
    public var location: SourceLocation
    /// The document path, such as `loads.refresh.failure`.
    public var path: String

    public init(_ value: Value, at location: SourceLocation, path: String) {
        self.value = value
        self.location = location
        self.path = path
    }

    /// Where the value is written, without the value.
    public var site: Site { Site(location: location, path: path) }
}

/// A place in a spec: a position and the document path there (`feedback.saved.kind`).
public struct Site: Sendable, Hashable {
    public var location: SourceLocation
    public var path: String
}

/// One screen, as its spec describes it. Fields a spec got wrong are nil here: the rules
/// report them from the syntax tree, and the generator only runs on specs without errors.
public struct ScreenSpec: Sendable, Hashable {
    public var file: String
    public var name: Located<String>?
    public var summary: String?
    public var content: Content
    public var states: [StateName: StateDeclaration]
    /// Where `states:` was written, for problems about the whole set.
    public var statesLocation: SourceLocation
    /// True when `states:` holds a mapping (or nothing yet): the states are listed, rightly or not.
    public var listsStates: Bool
    public var loads: Loads
    public var events: [Event]
    /// `item-actions:`, in the order written.
    public var itemActions: [ItemAction]
    /// `bulk-actions:`, in the order written.
    public var bulkActions: [BulkAction] = []
    /// `live-updates:`, when written.
    public var liveUpdates: LiveUpdates?
    /// `unread-count:` as written.
    public var unreadCount: Located<String>? = nil
    /// `signals:`, in the order written.
    public var signals: [Signal] = []

    /// An app-wide signal the screen reacts to.
    public struct Signal: Sendable, Hashable {
        public var name: Located<String>
        public var summary: String?
        /// `effect:` as written; nil means `refresh`.
        public var effect: Located<SignalEffect>?
        /// `throttle:` in seconds, as written.
        public var throttle: Located<String>? = nil
        /// `inserts:` as written: where an applied item change inserts its item.
        public var inserts: Located<String>? = nil

        /// The longest window `throttle:` takes, in seconds.
        public static let maximumThrottle = 60.0

        /// `throttle:` in seconds, when it is one the view model can wait: above 0, up to the maximum.
        public var throttleSeconds: Double? {
            guard let text = throttle?.value, let seconds = SpecNumber.seconds(text), seconds > 0, seconds <= Self.maximumThrottle else { return nil }
            return seconds
        }
    }

    /// True for `unread-count: true`.
    public var countsUnread: Bool { unreadCount?.value == "true" }
    public var feedback: [FeedbackMessage]
    /// `network:` as written; nil means `optional`.
    public var network: Located<NetworkNeed>?
    /// `preview:`, when written.
    public var preview: Preview? = nil

    /// What previews of the screen show.
    public struct Preview: Sendable, Hashable {
        /// `preview.content`: sample content the app declares, as a Swift name.
        public var content: Located<String>?
        /// `preview.view`: the app's view, made with `init(model:)`.
        public var view: Located<String>?
        /// Where `preview:` is written.
        public var location: SourceLocation
    }
    /// `sections:`, in the order written: parts of the screen that each load on their own.
    public var sections: [Section] = []
    /// Where `sections:` is written, when it is.
    public var sectionsLocation: SourceLocation?
    /// True for a section's spec whose section leaves the screen while empty (`when-empty: hide`).
    public var hidesWhenEmpty = false
    /// True for a section's spec whose section leaves the screen when its first load fails
    /// (`when-failed: hide`): its error state is never drawn.
    public var hidesWhenFailed = false
    /// `sections-style:` as written; nil means `stacked`.
    public var sectionsStyle: Located<SectionsStyle>?

    /// True when the screen is made of sections (`sections:` is written).
    public var hasSections: Bool { sectionsLocation != nil }

    /// The names the screen's files are named after: its own, then its sections'
    /// (`AccountHeader`); nil without a name.
    public var generatedScreenNames: [String]? {
        name.map { name in [name.value] + sections.map { SwiftNames.sectionTypeName(screen: name.value, section: $0.name.value) } }
    }

    /// The screen and its sections: what the rules about one screen check, each on its own.
    public var checkedParts: [ScreenSpec] { [self] + sections.map(\.spec) }

    /// True for `network: required`.
    public var requiresNetwork: Bool { network?.value == .required }

    public struct Content: Sendable, Hashable {
        public var type: Located<String>?
        public var item: Located<String>?
        /// The item's property that identifies it.
        public var id: Located<String>?
    }

    /// How a state is declared: present with its details, or waived with a reason.
    /// Indirect: a screen's states sit in a dictionary, whose every bucket, used or not, would
    /// otherwise be as large as `StateDetails`.
    public indirect enum StateDeclaration: Sendable, Hashable {
        case present(StateDetails)
        /// `otherKeys`: what the spec also writes beside the waiver, which a waiver does not take.
        case waived(reason: Located<String>?, at: SourceLocation, otherKeys: [Located<String>])
    }

    public struct StateDetails: Sendable, Hashable {
        public var location: SourceLocation
        /// Where the state's key (`empty:`) is written, for problems about the whole state.
        public var keyLocation: SourceLocation
        public var summary: String?
        public var message: Located<String>?
        public var retry: Located<String>?
        public var action: Action?
        /// The ideal state's buttons.
        public var actions: [Action]
        public var style: LoadingStyle?
        public var placeholders: Int?
        public var causes: [ErrorCause]
        /// `arguments:`: the values the state's texts (and its causes') fill `{name}` with.
        public var arguments: [TextArgument] = []

        /// Every button of the state and of its causes.
        public var allActions: [Action] {
            [action].compactMap { $0 } + actions + causes.compactMap(\.action)
        }
    }

    /// A typed value a text fills a `{name}` placeholder with.
    public typealias TextArgument = FeedbackMessage.Argument

    public struct Action: Sendable, Hashable {
        public var title: Located<String>?
        public var event: Located<String>?
    }

    public struct ErrorCause: Sendable, Hashable {
        public var name: Located<String>
        public var summary: String?
        public var message: Located<String>?
        public var retry: Located<String>?
        public var action: Action?
    }

    public struct Loads: Sendable, Hashable {
        public var location: SourceLocation
        /// True when `loads:` holds a mapping (or nothing yet).
        public var isWritten: Bool
        public var initial: Load?
        public var refresh: Load?
        public var more: Load?
        /// `loads.gaps:`, when written.
        public var gaps: Gaps? = nil

        /// The loads present, in the order the view model runs them.
        public var all: [Load] { [initial, refresh, more].compactMap { $0 } }
    }

    public struct Load: Sendable, Hashable {
        public var kind: LoadKind
        public var location: SourceLocation
        public var summary: String?
        /// `on:`; nil means the default (`appear`, `pull`, `end-of-list`).
        public var trigger: LoadTrigger?
        public var input: Located<String>?
        /// The first load's `reappear:`, as written.
        public var reappear: Located<String>?
        /// The first load's `seeded: true`: the caller may hand in content.
        public var isSeeded = false
        /// The first load's `cache: true` or `keep`: the loader's stored content shows first.
        public var readsCache = false
        /// The first load's `cache: keep`, where it is written: the first page goes on top of
        /// the cached content instead of replacing it.
        public var keepsCache: Located<String>? = nil
        /// The first load's `debounce:`, in seconds, as written.
        public var debounce: Located<String>?
        /// `on:` as written, where it is: for the rules about it.
        public var triggerText: Located<String>? = nil
        /// The first load's `prompt:`: what the screen says while it waits for its first input.
        public var prompt: Located<String>? = nil
        /// The first load's `keep-inputs:`, as written: how many inputs keep their content.
        public var keepInputs: Located<String>? = nil
        /// The first load's `input-change:`, as written.
        public var inputChange: Located<InputChange>? = nil
        public var direction: PagingDirection
        /// A refresh's `keeps-content:`; nil means the default, `keep`.
        public var refreshStyle: Located<RefreshStyle>?
        /// A refresh's `every:`, in seconds, as written: polling while the screen is shown.
        public var every: Located<String>?
        /// A refresh's `on-return:` conditions (one per mapping written; the older
        /// `on-foreground` and `after-away` are read as them): any one refreshes on coming back.
        public var onReturn: [ReturnCondition] = []
        /// A refresh's `timed:` (`shown` or `silent`), as written: how its timed refreshes look.
        public var timed: Located<String>? = nil
        public var failure: Located<String>?
        /// The first load's `debounce-first: true`: the first input waits for a pause too.
        public var debouncesFirstInput = false
    }

    /// Gaps in a paged timeline, loaded one by one.
    public struct Gaps: Sendable, Hashable {
        /// Where `gaps:` is written.
        public var location: SourceLocation
        public var summary: String?
        public var failure: Located<String>?
    }

    public struct Event: Sendable, Hashable {
        public var name: Located<String>
        public var summary: String?
        public var success: Located<String>?
        public var failure: Located<String>?
        /// The Swift type of the value an operation takes.
        public var input: Located<String>?
        /// A haptic played when the operation succeeds, instead of a message.
        public var haptic: Located<FeedbackHaptic>?
        /// The Swift type of the value the operation returns (a session, a picked item) instead
        /// of new content.
        public var result: Located<String>? = nil
        /// What calling it again while it runs does (`while-running:`).
        public var whileRunning: Located<OperationRepeat>? = nil
        /// `optimistic: true` as written (nil when not): the content shows the operation's
        /// expected result before the loader answers.
        public var optimistic: Located<String>? = nil
        /// `confirm:`: the message that asks the user before it runs.
        public var confirm: Located<String>? = nil
        /// `runs: loader`: an operation the loader performs. An event of an earlier release with
        /// feedback or a result is read with it (`ImpliedKey.eventRuns`).
        public var runs: Located<ActionRunner>? = nil

        public var isOptimistic: Bool { optimistic != nil }

        /// An event the loader runs; without `runs:`, a plain event the app handles.
        public var isOperation: Bool { runs?.value == .loader }
    }

    /// An action on one row: it runs on one item of the collection.
    public struct ItemAction: Sendable, Hashable {
        public var name: Located<String>
        public var summary: String?
        /// `optimistic: true`: the row shows the result before the loader answers.
        public var isOptimistic: Bool
        public var effect: ItemActionEffect
        public var success: Located<String>?
        public var failure: Located<String>?
        /// A haptic played when the action succeeds, instead of a message.
        public var haptic: Located<FeedbackHaptic>?
        /// `progress: true`: the loader reports progress, and the row can cancel it.
        public var reportsProgress = false
        /// `confirm:`: the message that asks the user before it runs.
        public var confirm: Located<String>? = nil
    }

    /// An action on the rows the user selected: it runs on them all with one loader call.
    public struct BulkAction: Sendable, Hashable {
        public var name: Located<String>
        public var summary: String?
        /// `optimistic: true`: the rows show the result before the loader answers.
        public var isOptimistic: Bool
        public var effect: ItemActionEffect
        public var success: Located<String>?
        public var failure: Located<String>?
        /// `confirm:`: the message that asks the user before it runs.
        public var confirm: Located<String>? = nil
        /// `haptic:`: played when the action was done to every selected row, instead of a message.
        public var haptic: Located<FeedbackHaptic>? = nil
    }

    /// An action that asks first (`confirm:`): what kind of action it is, its name and the
    /// message it names, for the rules and the plan.
    public struct Confirmation: Sendable, Hashable {
        public enum Subject: Sendable, Hashable {
            /// An event; `input` is the type of the value its operation takes.
            case event(input: String?, isOperation: Bool)
            case itemAction
            case bulkAction
        }

        public var action: String
        public var subject: Subject
        /// The message named, as written.
        public var message: Located<String>
    }

    /// Every action that asks first, events first, then item and bulk actions, in the order written.
    public var confirmations: [Confirmation] {
        events.compactMap { event in
            event.confirm.map { Confirmation(action: event.name.value, subject: .event(input: event.input?.value, isOperation: event.isOperation), message: $0) }
        } + itemActions.compactMap { action in
            action.confirm.map { Confirmation(action: action.name.value, subject: .itemAction, message: $0) }
        } + bulkActions.compactMap { action in
            action.confirm.map { Confirmation(action: action.name.value, subject: .bulkAction, message: $0) }
        }
    }

    /// A part of the screen with its own content, states, loads and messages: a small screen,
    /// read with the screen's own key tables.
    public struct Section: Sendable, Hashable {
        public var name: Located<String>
        /// Where the section's name is written.
        public var keyLocation: SourceLocation
        /// The section as a screen of its own, without a name: its content, states, loads, events
        /// and messages, at their places in the file.
        public var spec: ScreenSpec
        /// `when-empty:` as written; nil means `show`.
        public var whenEmpty: Located<SectionVisibility>?
        /// `when-failed:` as written; nil means `show`.
        public var whenFailed: Located<SectionVisibility>?
        /// `primary: true` as written (nil when not): the screen loads while this section's first
        /// load runs, and fails when it fails.
        public var primary: Located<Bool>? = nil
        /// `placement:` as written; nil means `tab` (in `sections-style: tabs`).
        public var placement: Located<SectionPlacement>? = nil
        /// `rows:` as written (or implied, for a spec of an earlier release); nil means no rows.
        public var rows: Located<SectionRowsKind>? = nil

        /// The document path of the section: `sections.header`.
        public var path: String { "\(SpecSchema.sectionsKey).\(name.value)" }
        public var hidesWhenEmpty: Bool { whenEmpty?.value == .hide }
        public var hidesWhenFailed: Bool { whenFailed?.value == .hide }
        public var isPrimary: Bool { primary?.value == true }
        /// `placement: above-tabs`: shown at all times above the tabs, loaded when the screen appears.
        public var isAboveTabs: Bool { placement?.value == .aboveTabs }
        /// `rows: per-item`: the screen's view model holds a row view model per item (`<section>Rows`).
        public var hasRowsPerItem: Bool { rows?.value == .perItem }
        /// The section refreshes by itself (`every`, `on-return` on a refresh that keeps its
        /// content): its view model has `keepFresh()`, and so has the screen's.
        public var refreshesByItself: Bool {
            guard let refresh = spec.loads.refresh, refresh.refreshStyle?.value != .reload else { return false }
            return refresh.everySeconds != nil || !refresh.onReturn.isEmpty
        }
    }

    /// A stream of changes to the items.
    public struct LiveUpdates: Sendable, Hashable {
        /// Where `live-updates:` is written.
        public var location: SourceLocation
        public var summary: String?
        /// Inserted items go before the content (`inserts: start`, the default).
        public var insertsAtStart: Bool
        /// `per-input: true`, where written: the stream follows the first load's input.
        public var perInput: Located<String>?
    }

    public struct FeedbackMessage: Sendable, Hashable {
        public var name: Located<String>
        public var summary: String?
        public var kind: Located<String>?
        public var text: Located<String>?
        /// The singular form of `text`.
        public var one: Located<String>?
        /// Arguments by name with their Swift types, in the order written.
        public var arguments: [Argument]
        public var presentation: Located<FeedbackPresentation>?
        public var duration: Located<FeedbackDuration>?
        public var actions: [FeedbackAction]
        /// True when the app raises the message itself (`raised: manual`).
        public var isRaisedManually: Bool
        /// The headline of an alert or a sheet.
        public var title: Located<String>?
        /// A sheet's heights, in the order written; nil when `detents:` is not written.
        public var detents: Located<[FeedbackSheetDetent]>?
        /// `dismissible:` as written.
        public var dismissible: Located<Bool>?
        /// The text field of an alert or a sheet that asks for a value (`field:`).
        public var field: MessageField? = nil

        public struct Argument: Sendable, Hashable {
            public var name: Located<String>
            public var type: String
        }

        /// The argument whose value picks the plural form: the first `Int`.
        public var pluralArgument: Argument? { arguments.first { $0.type == "Int" } }
    }

    /// A message's text field (`field:`).
    public struct MessageField: Sendable, Hashable {
        /// Where `field:` is written.
        public var site: Site
        /// What the empty field shows.
        public var placeholder: Located<String>?
        /// The text is hidden as it is typed (`secure: true`).
        public var isSecure: Bool
    }

    public struct FeedbackAction: Sendable, Hashable {
        public var name: Located<String>
        public var title: Located<String>?
        public var role: FeedbackRole
        /// The event the button fires (`event:`).
        public var event: Located<String>? = nil
    }

    /// The declaration of a state, or nil when the spec does not list it.
    public func state(_ name: StateName) -> StateDeclaration? { states[name] }

    /// The details of a state that is present (not missing, not waived).
    public func details(_ name: StateName) -> StateDetails? {
        if case .present(let details) = states[name] { return details }
        return nil
    }

    /// True when the spec waives `name` (with or without a reason).
    public func waives(_ name: StateName) -> Bool {
        if case .waived = states[name] { return true }
        return false
    }

    /// True when a first load that fails with nothing on screen shows the usable empty state and
    /// raises `loads.initial.failure` (a home screen whose buttons and pull to refresh stay): the
    /// error state is waived, the empty state listed, and the first load names a message.
    public var firstLoadFailsIntoEmptyState: Bool {
        guard let failure = loads.initial?.failure, failure.value != partialStateFailure else { return false }
        return waives(.error) && details(.empty) != nil
    }
}

public enum StateName: String, Sendable, Hashable, CaseIterable, Comparable {
    case ideal, loading, empty, error, partial

    public static func < (lhs: StateName, rhs: StateName) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

public enum LoadKind: String, Sendable, Hashable, CaseIterable {
    case initial, refresh, more
}

public enum PagingDirection: String, Sendable, Hashable {
    case older, newer
}

/// What starts a load (`on:`).
public enum LoadTrigger: String, Sendable, Hashable, CaseIterable {
    /// The screen appearing (a first load's default).
    case appear
    /// Pull to refresh (a refresh's default).
    case pull
    /// The row at the end where pages arrive appearing (a page load's default).
    case endOfList = "end-of-list"
    /// The app calling the load.
    case manual
    /// The first input the app hands in (a search query): the screen is idle until then.
    case input
}

/// How a refresh treats the content on screen (`keeps-content:`).
public enum RefreshStyle: String, Sendable, Hashable, CaseIterable {
    /// The content stays while it reloads, and when the reload fails.
    case keep
    /// The first load runs again, through the loading state.
    case reload

    /// The style `keeps-content: true | false` asks for; nil for any other text.
    public init?(keepsContent: String) {
        switch keepsContent {
        case "true": self = .keep
        case "false": self = .reload
        default: return nil
        }
    }
}

/// What a first load does with the content shown when its input changes (`input-change:`).
public enum InputChange: String, Sendable, Hashable, CaseIterable {
    /// The content stays, marked as reloading, until the new input's content replaces it.
    case keep
    /// The loading state shows, as for the first load.
    case reload
}

/// What a screen does when an app-wide signal arrives.
public enum SignalEffect: String, Sendable, Hashable, CaseIterable {
    /// Refreshes the content.
    case refresh
    /// Applies the item change the signal carries, as a live update.
    case apply
    /// Marks the content out of date (`isOutOfDate`), for a refresh `on-return` with
    /// `when-changed: true`.
    case markChanged = "mark-changed"
    /// The spelling of `markChanged` before 0.2.0, which also asked for a refresh on any return
    /// when marked; read as `mark-changed` with that `on-return` condition.
    case refreshOnReturn = "refresh-on-return"
}

/// What an item action does to its row.
/// What an operation called again while it runs does (`events.<name>.while-running`).
public enum OperationRepeat: String, Sendable, Hashable, CaseIterable {
    case refuse, wait, again
}

/// What runs an action (`runs:`).
public enum ActionRunner: String, Sendable, Hashable, CaseIterable {
    /// The screen's loader: the action is an operation, an `async` method with a loader requirement.
    case loader
}

public enum ItemActionEffect: String, Sendable, Hashable, CaseIterable {
    /// The loader returns the updated item, which replaces the row.
    case update
    /// The row goes.
    case remove
}

/// What `appear()` does when the screen appears again with content shown.
public enum ReappearBehaviour: String, Sendable, Hashable, CaseIterable {
    /// Nothing: the content stays as it is.
    case keep
    /// A refresh, which keeps the content on screen while it runs.
    case refresh
    /// The first load again, through the loading state.
    case reload
}

extension ScreenSpec.Load {
    /// The first load's `reappear:`, or `keep` when it is absent or not one of the words.
    public var reappearBehaviour: ReappearBehaviour {
        reappear.flatMap { ReappearBehaviour(rawValue: $0.value) } ?? .keep
    }

    /// The first load's `debounce:` in seconds, when it is one the view model can wait: positive
    /// and at most `maximumDebounce`.
    public var debounceSeconds: Double? {
        guard let text = debounce?.value, let seconds = SpecNumber.seconds(text), seconds > 0, seconds <= Self.maximumDebounce else { return nil }
        return seconds
    }

    /// How many inputs keep their content (`keep-inputs`), when written as a whole number.
    public var keptInputCount: Int? { keepInputs.flatMap { SpecNumber.whole($0.value) } }

    /// True when the first load may run over content already shown (`seeded` or `cache`), which
    /// stays, marked stale, when it fails.
    public var loadsOverStaleContent: Bool { isSeeded || readsCache }

    /// True for `input-change: keep` on a first load that takes an input: a new input (a filter,
    /// a sort order) reloads over the content shown, which stays until the result replaces it.
    public var keepsContentOnNewInput: Bool { input != nil && inputChange?.value == .keep }

    /// True when a failing first load may leave content on screen (handed in, cached, or shown
    /// for the input before), so that a message says it failed.
    public var failsOverShownContent: Bool { loadsOverStaleContent || keepsContentOnNewInput }

    /// The longest pause a first load may wait for more input.
    public static let maximumDebounce = 10.0

    /// A refresh's `every:` in seconds, when it is one the view model can poll at: at least
    /// `minimumPollingInterval`.
    public var everySeconds: Double? {
        guard let text = every?.value, let seconds = SpecNumber.seconds(text), seconds >= Self.minimumPollingInterval else { return nil }
        return seconds
    }

    /// True for a refresh with `timed: silent`: its timed refreshes run unseen.
    public var refreshesSilently: Bool { timed?.value == "silent" }

    /// True when the refresh also runs by itself: `every` or `on-return`.
    public var isTimed: Bool { every != nil || !onReturn.isEmpty }

    /// The shortest polling interval: below it a screen hammers its server for little news.
    public static let minimumPollingInterval = 2.0

    /// True unless `on: manual`: the view model offers `appear()` (a first load) or
    /// `loadMoreIfNeeded(currentIndex:)` (a page load) for the view to call.
    public var isTriggeredByTheView: Bool { trigger != .manual && trigger != .input }

    /// `on: input`: the screen is idle until its first input.
    public var awaitsInput: Bool { trigger == .input }
}

/// How a screen shows its sections (`sections-style:`).
public enum SectionsStyle: String, Sendable, Hashable, CaseIterable {
    /// Every section at once, one under the other; each loads when the screen appears.
    case stacked
    /// One section at a time, as tabs; each loads when first selected and keeps its content.
    case tabs
}

/// Where a section of a screen of tabs shows (`placement:`).
public enum SectionPlacement: String, Sendable, Hashable, CaseIterable {
    /// One of the tabs: it loads when first selected.
    case tab
    /// Above the tabs, at all times (a profile's header): it loads when the screen appears.
    case aboveTabs = "above-tabs"
}

/// What a section is made of (`rows:`).
public enum SectionRowsKind: String, Sendable, Hashable, CaseIterable {
    /// A row view model per item of data loaded elsewhere, each loading with its item as input.
    case perItem = "per-item"
}

/// Whether a section shows in a state (`when-empty:`, `when-failed:`).
public enum SectionVisibility: String, Sendable, Hashable, CaseIterable {
    case show
    /// The section leaves the screen while it is in that state.
    case hide
}

/// Whether a screen needs the network (`network:`).
public enum NetworkNeed: String, Sendable, Hashable, CaseIterable {
    /// Offline, the screen shows its `offline` error cause instead of trying a load.
    case required
    case optional
}

/// The error cause a screen that requires the network shows while the device is offline.
public let offlineCause = "offline"

/// The placeholder a state's text (where the feedback policy allows it) fills with the
/// description of the failure behind the state: `{error}`.
public let errorPlaceholder = "error"

/// The names inside `{…}` placeholders of a text, in the order they first appear.
public enum Placeholders {
    /// Character by Character: a `{` followed by a combining mark is one character with it,
    /// and opens nothing. (A byte path measured no faster on a 1,000-screen run.)
    public static func names(in text: String) -> [String] {
        var names: [String] = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            let name = String(rest[rest.index(after: open)..<close])
            if !names.contains(name) { names.append(name) }
            rest = rest[rest.index(after: close)...]
        }
        return names
    }
}

/// The word a load's `failure:` uses to name the partial state instead of a feedback message.
public let partialStateFailure = "partial"
