import StateSpecVocabulary

/// The spec language's key tables: every key a spec may hold, what its value must look like,
/// and what it means. Rules check trees against it, the model reads trees through it, and the
/// documentation lists it.
public indirect enum ValueShape: Sendable {
    /// Any text.
    case text
    /// A name the generator turns into a Swift identifier.
    case identifier
    /// A Swift type, written as in Swift (`[Post]`, `Post?`).
    case swiftType
    /// A value the app declares, named as in Swift: `Post.samples`, or `.samples` of the type it fills.
    case swiftMember
    /// One of a fixed set of words.
    case choice([String])
    /// A whole number within a range.
    case integer(ClosedRange<Int>)
    /// A mapping with known keys.
    case mapping(MappingShape)
    /// A mapping whose keys the spec author names, each holding the same shape.
    case namedEntries(MappingShape)
    /// A list whose items all have one shape.
    case list(ValueShape)
    /// A mapping with known keys, or a list of such mappings when one is not enough.
    case mappings(MappingShape)
    /// A mapping whose keys the spec author names, each holding a value of one shape.
    case namedValues(ValueShape)
    /// A number of seconds, such as `4` or `2.5`.
    case seconds
    /// A number of seconds, or `persistent`.
    case duration

    /// How diagnostics name what was expected.
    public var expectation: String {
        switch self {
        case .text: "text"
        case .identifier: "a name"
        case .swiftType: "a Swift type"
        case .swiftMember: "a Swift name such as `Post.samples`"
        case .choice(let words): "one of " + words.map { "'\($0)'" }.joined(separator: ", ")
        case .integer(let range): "a whole number from \(range.lowerBound) to \(range.upperBound)"
        case .mapping, .namedEntries, .namedValues: "a mapping"
        case .list: "a list"
        case .mappings: "a mapping or a list of mappings"
        case .seconds: "a number of seconds"
        case .duration: "a number of seconds or 'persistent'"
        }
    }
}

/// The keys one mapping may hold.
public struct MappingShape: Sendable {
    public var keys: [KeyShape]
    /// How the keys depend on each other, read where this mapping is (`KeyRelations`).
    public var relations: [KeyRelation]

    public init(_ keys: [KeyShape], relations: [KeyRelation] = []) {
        self.keys = keys
        self.relations = relations
    }

    public func key(_ name: String) -> KeyShape? { keys.first { $0.name == name } }
    public var keyNames: [String] { keys.map(\.name) }
}

/// One key of a mapping.
public struct KeyShape: Sendable {
    public enum Requirement: Sendable, Equatable {
        case optional
        /// Reported by `missing-key` when absent.
        case required
        /// Required, but a dedicated rule reports its absence with a better message.
        case requiredByDedicatedRule
        /// Required unless the mapping holds the named key instead (`content` unless `sections`).
        case requiredUnless(String)
    }

    public var name: String
    public var shape: ValueShape
    public var requirement: Requirement
    /// What the key means, for documentation and editor help.
    public var summary: String
    /// How earlier releases spelt the key: read as this one, with a `deprecated-spelling`
    /// warning, and rewritten by `statespec migrate` (`OldSpelling`).
    public var formerly: [FormerSpelling] = []
    /// Keys of earlier releases that this key replaced with another shape (`on-foreground:
    /// true` became a condition of `on-return`): read by an old form (`FoundOldForm`), not
    /// renamed, and declared deprecated in the JSON schema so that an editor does not refuse them.
    public var formerKeys: [(name: String, since: String, shape: ValueShape)] = []

    public init(_ name: String, _ shape: ValueShape, _ requirement: Requirement = .optional, _ summary: String) {
        self.name = name
        self.shape = shape
        self.requirement = requirement
        self.summary = summary
    }

    /// The key, spelt `name` before `since`.
    public func formerly(_ name: String, since: String, values: [String: String] = [:]) -> KeyShape {
        var key = self
        key.formerly.append(FormerSpelling(name: name, since: since, values: values))
        return key
    }

    /// The key, which replaced `name` (a key of shape `shape`) before `since`.
    public func formerly(_ name: String, since: String, shape: ValueShape) -> KeyShape {
        var key = self
        key.formerKeys.append((name, since, shape))
        return key
    }
}

/// A key's spelling in earlier releases.
public struct FormerSpelling: Sendable, Hashable {
    public var name: String
    /// The release that renamed it.
    public var since: String
    /// Values spelt otherwise now, old to new.
    public var values: [String: String]
}

/// The screen spec language, version 1.
public enum SpecSchema {
    public static let stateNames = ["ideal", "loading", "empty", "error", "partial"]
    public static let loadingStyles = ["skeleton", "spinner", "progress", "none"]
    public static let waiverKey = "waived"

    static let waiver = KeyShape(waiverKey, .text, .optional,
        "Waives a state that can never happen on this screen; the text says why. A waived state takes no other keys.")
    static let summary = KeyShape("summary", .text, .optional, "A sentence for people reading the spec and the generated code.")
    /// One condition of `loads.refresh.on-return`.
    static let returnCondition = MappingShape([
        KeyShape("from", .choice(ReturnSource.allCases.map(\.rawValue)), .optional, "Which return: `screen` (the view shown again), `app` (the app back in the foreground while the view is shown) or `either` (default)."),
        KeyShape("after", .seconds, .optional, "Seconds away at least (above 0): content older than that is worth reloading. Left out, any return."),
        KeyShape("when-changed", .choice(["true", "false"]), .optional, "`true`: only when a signal with `reaction: mark-changed` marked the content out of date meanwhile (`isOutOfDate`)."),
    ])
    static let message = KeyShape("message", .text, .optional, "The text the state shows to the user.")
    static let retry = KeyShape("retry", .text, .optional, "The title of a button that retries the load that failed.")
    static let button = MappingShape([
        KeyShape("title", .text, .required, "The button's title."),
        KeyShape("event", .identifier, .required, "The event (under `events:`) the button fires."),
    ])
    static let action = KeyShape("action", .mapping(button), .optional, "A button the state offers, firing one of the screen's events.")
    static let arguments = KeyShape("arguments", .namedValues(.choice(FeedbackSchema.argumentTypes)), .optional,
        "The values the state's texts need, by name, with their types (`Int`, `Double`, `String`): `{server}` in `\"Nothing on {server} yet\"`. The view model's `textValues` supplies them. `{error}`, the failure's description, needs no argument (error and partial states, where the feedback policy has `allow-error-text: true`).")

    static func state(_ name: String, _ summaryText: String, _ keys: [KeyShape]) -> KeyShape {
        KeyShape(name, .mapping(MappingShape([summary] + keys + [waiver])), .requiredByDedicatedRule, summaryText)
    }

    public static let states = MappingShape([
        state("ideal", "The content, loaded and complete: what the design shows. It cannot be waived.", [
            KeyShape("actions", .list(.mapping(button)), .optional, "The buttons the content offers (a form's Save, a toolbar's Compose), each firing an event."),
        ]),
        state("loading", "Shown while the first load runs. It cannot be waived: every load takes time.", [
            KeyShape("style", .choice(loadingStyles), .optional,
                "How loading looks: placeholder rows (`skeleton`, drawn with the runtime's `.skeleton()`: redacted, pulsing, closed to taps), an activity indicator (`spinner`), a progress bar (`progress`) or nothing (`none`). Default `spinner`, or `skeleton` when `placeholders` is given."),
            KeyShape("placeholders", .integer(1...100), .optional, "How many placeholder items a skeleton shows."),
        ]),
        state("empty", "The load succeeded with nothing to show.", [message, action, arguments]),
        state("error", "The first load failed; nothing is shown but the problem.", [
            message, retry, action,
            KeyShape("causes", .namedEntries(MappingShape([
                message, retry, action, summary,
            ])), .optional, "Failures the screen tells apart (offline, unauthorized …), each with its own message; anything else shows the state's own message."),
            arguments,
        ]),
        state("partial", "Content is shown, but part of it failed to load.", [message, retry, action, arguments]),
    ])

    static let on = "on"
    /// The key that makes an action ask first.
    public static let confirmKey = "confirm"
    static func confirm(_ subject: String) -> KeyShape {
        KeyShape(confirmKey, .identifier, .optional,
            "The feedback message (an alert or a sheet) that asks the user before the action runs (\"Delete this row?\"): calling the action raises it with \(subject), and its button whose `event:` names the action runs the action once the user chooses it; any other button, or closing it, runs nothing and answers the call `.skipped(.declined)`. The message's arguments become the method's parameters; on a message with a `field:` the action runs with the text typed.")
    }
    /// The key that makes an action an operation.
    public static let runsKey = "runs"
    static func runs(_ meaning: String) -> KeyShape {
        KeyShape(runsKey, .choice(ActionRunner.allCases.map(\.rawValue)), .optional, meaning)
    }
    static let failure = KeyShape("failure", .identifier, .optional,
        "What the user sees when this load fails: a feedback message's name, or `partial` for the partial state.")

    public static let loads = MappingShape([
        KeyShape("initial", .mapping(MappingShape([
            KeyShape(on, .choice(["appear", "manual", "input"]), .optional, "What starts it: the screen appearing (default; the view model offers `appear()` for `.task`), the app calling `loadInitial()`, or the first input (`input`, a search): until the app hands one in, the screen is idle (`isAwaitingInput`), asks nothing and shows `prompt`. Needs `input` for `input`."),
            KeyShape("prompt", .text, .optional, "With `on: input`: what the screen says while it waits for its first input (\"Search for people and posts\"), in the String Catalog as `<Screen>.idle.prompt`."),
            KeyShape("input", .swiftType, .optional, "The type of a value the load needs, such as a search query. A new input supersedes a load still running and cancels it."),
            KeyShape("seeded", .choice(["true", "false"]), .optional, "`true`: the caller may hand in content it already has (`init(…, seed:)`, a post opened from a list): it shows at once, and the first load runs over it without the loading state."),
            KeyShape("cache", .choice(["true", "keep", "false"]), .optional, "`true`: the first load shows what the loader's `cachedContent()` has stored at once, marked stale (`isStale`), and loads over it, replacing it; a failure keeps it. With `input`, `cachedContent(for:)` is asked for each new input, and a debounced input shows it before the pause. `keep`: a timeline restored from a cache (a home timeline, newest first) keeps the cached items under the first page, which the gap-aware refresh (`refresh(current:)`, over the cached items) loads and puts on top, with a gap row between when it does not reach them; the reading position and everything below stay. Needs `loads.gaps`, and no `input`."),
            KeyShape("input-change", .choice(InputChange.allCases.map(\.rawValue)), .optional, "What a new input does to the content shown (a filter or sort order changed): `reload` (default) shows the loading state; `keep` keeps the content on screen, marked `isReloading`, until the new input's content replaces it, and a failure keeps it and raises `failure:`. Needs `input`."),
            KeyShape("failure", .identifier, .optional, "The feedback message shown when the first load fails and the screen stays usable: with `seeded`, `cache` or `input-change: keep`, over content on screen (handed in, cached, or the previous input's), which stays; on a screen whose error state is waived, with nothing on screen, over the empty state, its buttons and pull to refresh (a home or notifications screen); a pull, `retry()` or the message's Retry then runs the first load again."),
            KeyShape("debounce", .seconds, .optional, "Seconds to wait after a new input before loading (a search field, up to 10): an input typed meanwhile supersedes the wait and cancels it, and the results of the previous input stay until the load starts. The first input (see `debounce-first`) and a retry do not wait. Needs `input`."),
            KeyShape("debounce-first", .choice(["true", "false"]), .optional, "`true`: the first input waits for the pause too, on a screen idle until its first query (`on: input`): the first letters typed ask nothing until the typing pauses, and the screen stays idle meanwhile. Default `false`: the first input loads at once. Needs `debounce`."),
            KeyShape("keep-inputs", .integer(2...20), .optional, "How many of the inputs shown most recently keep their content in memory, the one shown included (a filter, a tab, up to 20): going back to one shows its content at once, without the loading state or a request; the least recently shown goes first. A live change, an edit, an item action's or an operation's result forgets the content of the inputs not shown, which load again. Needs `input`."),
            KeyShape("reappear", .choice(ReappearBehaviour.allCases.map(\.rawValue)), .optional,
                "What `appear()` does when the screen appears again with content shown: nothing (`keep`, default), a refresh that keeps the content (`refresh`, needs `loads.refresh`), or the first load again through the loading state (`reload`)."),
            summary,
        ])), .requiredByDedicatedRule, "The first load, whose outcome picks the loading, ideal, empty or error state."),
        KeyShape("refresh", .mapping(MappingShape([
            KeyShape(on, .choice(["pull", "manual"]), .optional, "What starts it: pull to refresh (default) or the app calling it."),
            KeyShape("keeps-content", .choice(["true", "false"]), .optional, "`true` (default): the content stays while it reloads, and a failure keeps it. `false`: the first load runs again through the loading state, and a failure shows the error state (it takes no `failure:`).")
                .formerly("style", since: "0.2.0", values: ["keep": "true", "reload": "false"]),
            KeyShape("every", .seconds, .optional, "Seconds between refreshes the screen runs by itself while it is shown (polling; at least 2). The view model's `keepFresh()`, for `.task`, runs them; one never interrupts a load or a pull that runs, and only the first of the failures in a row raises `failure`."),
            KeyShape("on-return", .mappings(returnCondition), .optional, "Refreshes when the user comes back: a mapping says which return (`from`), after how long away (`after`) and on what condition (`when-changed`), all of which must hold; a list of them refreshes when any one does (`[{ from: app }, { from: screen, after: 300 }]`: every time the app comes back, and when the view is shown again after five minutes). It runs through `keepFresh()`, as polling does: never over another call, only the first of the failures in a row raising `failure`, unseen with `timed: silent`. `on-foreground: true` is `{ from: app }`, `after-away: N` is `{ from: either, after: N }`. Not `reappear: refresh`, which refreshes from `appear()` as a pull does, every failure told.")
                .formerly("on-foreground", since: "0.2.0", shape: .choice(["true", "false"]))
                .formerly("after-away", since: "0.2.0", shape: .seconds),
            KeyShape("timed", .choice(["shown", "silent"]), .optional, "How the refreshes the screen runs by itself (`every`, `on-return`) look: `shown` (default) as a pull, with `isRefreshing` and the first of the failures in a row raising `failure`; `silent` unseen: no `isRefreshing`, and a failure keeps the content as it is, raises no message or haptic and only sets `lastError`. A pull while a silent refresh runs joins it, shows `isRefreshing` and is told its failure."),
            failure, summary,
        ])), .optional, "Reloads content already shown; the content stays on screen while it runs and if it fails."),
        KeyShape("more", .mapping(MappingShape([
            KeyShape(on, .choice(["end-of-list", "manual"]), .optional, "What starts it: the row at the end where pages arrive appearing (default; the view model offers `loadMoreIfNeeded(currentIndex:)`) or the app calling `loadMore()`."),
            KeyShape("direction", .choice(["older", "newer"]), .optional, "Where the next page goes: after the content, loaded when the last row appears (`older`, default), or before it, loaded when the first row appears (`newer`)."),
            failure, summary,
        ])), .optional, "Loads the next page and adds it to the content. Needs `content.item`."),
        KeyShape("gaps", .mapping(MappingShape([
            KeyShape("failure", .identifier, .optional, "The feedback message shown when a gap fails to load; the gap's row also says it failed, and loading it again retries."),
            summary,
        ])), .optional, "Gaps in a paged timeline newest first: the refresh returns the newest page (`Page<Item>`), and when more items lie between it and what was shown, a gap marks the place; `loadGap(_:)` loads the items between, gap by gap, beside paging and refreshes. Needs `loads.refresh`, `loads.more` and `content.id`."),
    ])

    /// The key of a screen's sections.
    public static let sectionsKey = "sections"

    /// The keys that describe what a screen, or one of its sections, shows and how it loads.
    static func screenBody(requirement: KeyShape.Requirement) -> [KeyShape] {
        [
            summary,
            KeyShape("content", .mapping(MappingShape([
                KeyShape("type", .swiftType, .required, "The Swift type the ideal state shows. Must be Sendable."),
                KeyShape("item", .swiftType, .optional, "The element type when the content is a collection of items; enables placeholders, emptiness by count, and paging."),
                KeyShape("id", .identifier, .optional, "The item's property that identifies it (`id` for an `Identifiable` item; its type must be `Hashable`); item actions need it."),
            ])), requirement, "What the screen shows."),
            KeyShape("states", .mapping(states), requirement, "The five states of the UI stack: ideal, loading, empty, error, partial. Every one is listed or waived."),
            KeyShape("loads", .mapping(loads), requirement, "How content arrives: `initial` (required), `refresh`, `more`."),
            KeyShape("events", .namedEntries(MappingShape([
                summary,
                runs("`loader`: the event is an operation the loader performs: the view model's method is `async`, the loader protocol gains its requirement, and `success`, `failure`, `haptic`, `result`, `input`, `optimistic` and `while-running` say how it runs and answers. Without it the event is a plain event sent to the app's `onEvent`. Before 0.2.0 an event with `success`, `failure`, `haptic` or `result` was an operation without it; such an event is read with it (`deprecated-spelling`), and `statespec migrate` writes it."),
                KeyShape("success", .identifier, .optional, "The feedback message shown when the operation succeeds."),
                KeyShape("failure", .identifier, .optional, "The feedback message shown when the operation fails."),
                KeyShape("haptic", .choice(FeedbackHaptic.allCases.map(\.rawValue)), .optional, "A haptic played when the operation succeeds, instead of a success message (a like needs no words); not with `success:`."),
                KeyShape("input", .swiftType, .optional, "The type of a value an operation needs, such as payment details for a checkout; the view-model method takes it and hands it to the loader. Only operations take input."),
                KeyShape("result", .swiftType, .optional, "The type of the value the operation returns instead of new content (sign in, connect, pick a random item): the content stays, the view model's `<name>Result` holds the value for the view (a navigation it binds to), `isBusy` says it runs and `cancelOperation` stops it."),
                KeyShape("optimistic", .choice(["true", "false"]), .optional, "`true`: the content shows the operation's result at once, as the loader's `optimistic<Name>` says (a Favourite fills its star before the loader answers), and takes it back if the operation fails (raising its `failure:` message) or is cancelled (silently), keeping the edits and live changes made meanwhile (default `false`: the content changes when the loader answers). Only on an operation that returns new content, with a `failure:` message."),
                confirm("the operation's input (an operation whose `input` is `String`, confirmed by a message with a `field:`, runs with the text typed, which starts as the input)"),
                KeyShape("while-running", .choice(OperationRepeat.allCases.map(\.rawValue)), .optional, "What calling the operation again while it runs does: `refuse` (default; it is skipped, so a second tap on Pay pays once), `wait` (the caller waits for the one running and gets its outcome) or `again` (it runs once more after the one running, on the content as it is then: a Done that must save what was typed since an autosave began). With `input`, `again` runs each call in turn after the one before, with its own value (a name saved again while a rename runs is saved after it), and `wait` is refused: it would lose the second value."),
            ])), .optional, "The user actions the screen's buttons fire, by name."),
            KeyShape("item-actions", .namedEntries(MappingShape([
                summary,
                runs("`loader`, as on an event; written or not, a row's action is run by the loader."),
                KeyShape("optimistic", .choice(["true", "false"]), .optional, "`true`: the row shows the action's result at once and takes it back if the action fails (default `false`: the row changes when the loader answers)."),
                KeyShape("effect", .choice(ItemActionEffect.allCases.map(\.rawValue)), .optional, "What the action does to its row: `update` (default; the loader returns the updated item) or `remove` (the row goes, as a delete)."),
                KeyShape("success", .identifier, .optional, "The feedback message shown when the action succeeds."),
                KeyShape("haptic", .choice(FeedbackHaptic.allCases.map(\.rawValue)), .optional, "A haptic played when it succeeds, instead of a success message (a like needs no words); not with `success:`."),
                KeyShape("failure", .identifier, .optional, "The feedback message shown when the action fails. Every item action needs one."),
                confirm("the row's item"),
                KeyShape("progress", .choice(["true", "false"]), .optional, "`true`: a long-running action (a download, a transcode) whose loader reports progress as an `AsyncThrowingStream` of `ActionProgress` ending with its result; the view model offers `progress(of:)` per row and `cancel(_:on:)`, and a cancel is no failure."),
            ])), .optional, "Actions on one row (like, boost, bookmark, delete), by name: each runs on one item, concurrently with the others and with the loads. Needs `content.item` and `content.id`."),
            KeyShape("bulk-actions", .namedEntries(MappingShape([
                summary,
                runs("`loader`, as on an event; written or not, a bulk action is run by the loader."),
                KeyShape("optimistic", .choice(["true", "false"]), .optional, "`true`: the selected rows show the action's result at once, and each row the action fails on takes it back (default `false`: the rows change when the loader answers)."),
                KeyShape("effect", .choice(ItemActionEffect.allCases.map(\.rawValue)), .optional, "What the action does to the rows it is done to: `update` (default; the loader returns the updated items) or `remove` (the rows go, as a Delete)."),
                KeyShape("success", .identifier, .optional, "The feedback message shown when the action was done to every selected row; its `Int` arguments `done` and `failed`, when it declares them, are the counts."),
                KeyShape("failure", .identifier, .optional, "The feedback message shown when the action failed on one or more rows, counting both (`done`, `failed`); the rows it failed on stay selected. Every bulk action needs one."),
                KeyShape("haptic", .choice(FeedbackHaptic.allCases.map(\.rawValue)), .optional, "A haptic played when the action was done to every selected row, instead of a success message (a Mark played needs no words); not with `success:`. A failure on any row plays the failure's kind instead."),
                confirm("the rows selected"),
            ])), .optional, "Actions on the rows the user selected (Delete, Mark played in an edit mode), by name: each runs on the selection with one loader call that answers per item, beside the loads and the item actions, and raises one message counting the rows done and failed. Gives the view model a selection. Needs `content.item` and `content.id`."),
            KeyShape("live-updates", .mapping(MappingShape([
                KeyShape("inserts", .choice(["start", "end"]), .optional, "Where an inserted item goes: before the content (`start`, default: a timeline newest first) or after it (`end`)."),
                KeyShape("per-input", .choice(["true", "false"]), .optional, "`true`: the stream follows the first load's input (a filter, a hashtag): the loader's requirement takes it (`changes(for:)`), the stream of a new input starts when the input changes, before its request, and the old input's ends once the new content replaces its content; content kept for another input (`keep-inputs`) shows again stale and loads again. Needs `loads.initial.input`. Default `false`: one stream for every input."),
                summary,
            ])), .optional, "A stream of changes (items inserted, replaced, removed by id) the loader provides as an `AsyncStream`; the view model applies them while content is shown. Needs `content.item` and `content.id`."),
            KeyShape("signals", .namedEntries(MappingShape([
                KeyShape("reaction", .choice(SignalEffect.allCases.map(\.rawValue)), .optional, "What the screen does when it hears the signal: `refresh` (default) refreshes the content; `apply` applies the item change it carries (`ItemChange`), as a live update does (needs `content.id`); `mark-changed` refreshes nothing now but marks the content out of date (`isOutOfDate`, heard for as long as the view model lives), for a `loads.refresh.on-return` with `when-changed: true` to refresh on coming back (needs one). `refresh-on-return`, before 0.2.0, is read as `mark-changed` with `on-return: { from: either, when-changed: true }` (`deprecated-spelling`).").formerly("effect", since: "0.2.0"),
                KeyShape("inserts", .choice(["start", "end"]), .optional, "Where an item the signal inserts goes (`reaction: apply`): before the content (`start`) or after it (`end`: a message sent, a song queued). Default: as `live-updates.inserts` says, or `start`."),
                KeyShape("throttle", .seconds, .optional, "Seconds between the refreshes a signal fired in bursts runs (every like in the app signalling one change), above 0 and up to 60: the first signal refreshes at once, those within the window collapse into one refresh when it ends, and none is lost at the end of a burst; cancelling `observeSignals()` drops a refresh still waiting. `reaction: refresh` only: an `apply` signal carries a change each, and a `mark-changed` one refreshes once on return anyway."),
                summary,
            ])), .optional, "Changes made elsewhere in the app that the screen reacts to (a post liked on another screen, an account muted), by name: the loader provides each as an `AsyncStream` (`ChangeSignal.values()`), and the view model's `observeSignals()`, for `.task`, refreshes or applies the change."),
            KeyShape("unread-count", .choice(["true", "false"]), .optional, "`true`: the view model counts the items a refresh or a live update brought in where new items arrive that the user has not seen yet (`unreadCount`), and the view marks rows read as they appear (`markRead(_:)`). Needs `content.id` and `loads.refresh` or `live-updates`."),
            KeyShape("preview", .mapping(MappingShape([
                KeyShape("content", .swiftMember, .required, "Sample content the app declares once (`Post.samples`): what the fixtures show by default (`<Screen>ViewModel.fixture(_:)`), and the previews."),
                KeyShape("view", .swiftType, .optional, "The app's SwiftUI view of the screen, made with `init(model:)`: a `#Preview` of it in every state is generated, where SwiftUI is available, in debug builds."),
            ])), .optional, "What previews of the screen show: its sample content and its view. The fixtures (`<Screen>Fixture`) put the view model in any of its states without a loader."),
            KeyShape("network", .choice(NetworkNeed.allCases.map(\.rawValue)), .optional,
                     "`required`: the screen is useless offline. The view model takes a `ConnectivityMonitoring`, shows the `offline` error cause without trying a request while the device is offline, and `watchConnectivity()` (for a `.task`) loads again when the connection comes back. Needs `states.error.causes.offline`. Default `optional`."),
            KeyShape("feedback", .namedEntries(FeedbackSchema.message), .optional,
                     "The screen's transient messages, by name: snackbars, banners and alerts raised by loads and events."),
        ]
    }

    /// The keys of one section: a screen's, without its name, plus when the section hides.
    public static let section = MappingShape(screenBody(requirement: .required) + [
        KeyShape("when-empty", .choice(SectionVisibility.allCases.map(\.rawValue)), .optional,
                 "`hide`: the section leaves the screen while its load found nothing (a row of a media home with no items), and its empty state, never drawn, needs no text (`empty: {}`); `show` (default) shows its empty state."),
        KeyShape("when-failed", .choice(SectionVisibility.allCases.map(\.rawValue)), .optional,
                 "`hide`: the section leaves the screen while its first load has failed (a pull to refresh tries it again), and its error state, never drawn, needs no text (`error: {}`); `show` (default) shows its error state."),
        KeyShape("primary", .choice(["true", "false"]), .optional,
                 "`true`: the section the screen cannot do without (a detail page's header, the results of a search): while its first load runs the whole screen shows its loading state, and when that load fails the whole screen shows its error state (`states.error` beside `sections` when given), whatever the other sections show; other sections failing never fail the screen while it shows content. At most one section, never one with `when-failed: hide`; in `sections-style: tabs` only a section with `placement: above-tabs`."),
        KeyShape("rows", .choice(SectionRowsKind.allCases.map(\.rawValue)), .optional,
                 "`per-item`: the section is a row per item of data loaded elsewhere (a media home's row per library), each its own view model the app makes with its item (`<section>Rows.show(items) { item in … }`), loading with the item as its first load's input; the screen's `appear()`, `refresh()` and `retry()` reach every row, and its state counts them. Absent: the section is one view model. Stacked sections only; needs `loads.initial.input` (a type that can be `Hashable`), a first load on appear that keeps the content when the row shows again, `loads.refresh` and the error state."),
        KeyShape("placement", .choice(SectionPlacement.allCases.map(\.rawValue)), .optional,
                 "Where the section shows in `sections-style: tabs`: `tab` (default), one of the tabs, loaded when first selected; or `above-tabs`, shown at all times above them (a profile's header above its Posts, Replies and Media), loaded when the screen appears, with the selected tab. The screen's state, `refresh()` and `retry()` reach the sections above the tabs and the selected tab; a section above the tabs may be `primary`. At least one section stays a tab."),
    ], relations: bodyRelations + sectionRelations)

    public static let screen = MappingShape(
        [KeyShape("screen", .identifier, .required, "The screen's name; generated types are named after it (`TimelineState`, `TimelineViewModel`).")]
        + screenBody(requirement: .requiredUnless(sectionsKey)) + [
        KeyShape(sectionsKey, .namedEntries(section), .optional,
                 "Parts of the screen that load on their own (a profile's header and its posts, the rows of a media home), by name: each has its own `content`, `states`, `loads`, events and messages, as a screen does, and the screen's view model summarises them. A screen with sections has no `content` or `loads` of its own; its `states` may hold only `empty` and `error`: the screen-wide texts shown when every section is empty or failed, whose `action` fires one of the screen's own `events`, plain events the app handles (Add a server)."),
        KeyShape("sections-style", .choice(SectionsStyle.allCases.map(\.rawValue)), .optional,
                 "How the sections show: all at once, one under the other (`stacked`, default; each loads when the screen appears), or one at a time (`tabs`; each loads when first selected and keeps its content when the user switches away and back). Needs `sections`."),
    ], relations: screenRelations + bodyRelations)
}

extension ValueShape {
    var isList: Bool {
        if case .list = self { return true }
        return false
    }

    /// The keys of the mappings this shape holds, for a mapping or a mapping of named entries.
    var mappingShape: MappingShape? {
        switch self {
        case .mapping(let shape), .namedEntries(let shape): shape
        default: nil
        }
    }
}

/// Finds shapes by document path, for advice about keys that belong one level up. Only asked
/// about files with an unknown key, so its walks from the root cost a clean run nothing.
enum SchemaLookup {
    static let roots: [MappingShape] = [SpecSchema.screen, FeedbackSchema.policy, ConfigSchema.config]

    /// Every key any table defines, anywhere.
    static let allKeyNames: Set<String> = {
        var names: Set<String> = []
        var pending = roots.map(ValueShape.mapping)
        var seen = 0
        while let shape = pending.popLast(), seen < 10_000 {
            seen += 1
            switch shape {
            case .mapping(let mapping), .namedEntries(let mapping), .mappings(let mapping):
                for key in mapping.keys {
                    names.insert(key.name)
                    pending.append(key.shape)
                }
            case .list(let inner), .namedValues(let inner):
                pending.append(inner)
            default:
                break
            }
        }
        return names
    }()

    /// The mapping that holds the mapping at `path` (whose shape is `shape`): its path, its shape,
    /// and the key under which it holds `path`.
    static func parent(of path: String, shape: MappingShape) -> (path: String, shape: MappingShape, key: String)? {
        var components = path.split(separator: ".").map(String.init)
        guard !components.isEmpty else { return nil }
        for root in roots {
            guard let found = self.shape(at: components, in: root), found.keyNames == shape.keyNames else { continue }
            // Step up past author-named entries (`causes.offline`) to the mapping with fixed keys.
            while let last = components.popLast() {
                let parentPath = components.joined(separator: ".")
                if let parentShape = self.shape(at: components, in: root), parentShape.key(last) != nil {
                    return (parentPath, parentShape, last)
                }
            }
            return nil
        }
        return nil
    }

    /// The mapping shape at a path of keys from `root`, when the path leads to one.
    static func shape(at components: [String], in root: MappingShape) -> MappingShape? {
        var current = ValueShape.mapping(root)
        for component in components {
            if component.contains("[") { return nil }
            switch current {
            case .mapping(let mapping):
                guard let key = mapping.key(component) else { return nil }
                current = key.shape
            case .namedEntries(let mapping):
                current = .mapping(mapping)
            default:
                return nil
            }
        }
        return current.mappingShape.flatMap { if case .mapping = current { $0 } else { nil } }
    }
}
