/// What a template can use: every key `SwiftContext` puts into the context, with its kind and
/// meaning, for template authors (the Templates article's table and `statespec plan`'s output). A test
/// keeps it and the context in step: every key the golden specs' contexts hold is listed here,
/// and every key listed here appears in one of them.
public enum ContextReference {
    public struct Key: Sendable {
        /// `refresh.failureFeedback`; `states[].name` for the items of a list.
        public var path: String
        public var kind: String
        public var meaning: String
    }

    /// The keys of a screen template's context (`State.swift.stencil` and every template not
    /// named `App…`).
    public static let screen: [Key] = [
        key("name", "text", "The screen's name (`Timeline`); generated types are named after it."),
        key("specFile", "text", "The spec's file name, for the header comment."),
        key("access", "text", "`public ` or nothing: what to write before each declaration."),
        key("summary", "lines", "The spec's `summary`, as lines for `///` comments."),
        key("contentType", "Swift type", "`content.type`."),
        key("itemType", "Swift type", "`content.item`; absent for a single record."),
        key("loadedType", "Swift type", "What the first load returns: the content type, optional for a single record with an empty state."),
        key("emptyContent", "Swift expression", "An empty content value: `[]` for a collection, `nil` for a single record."),
        key("hasItems", "flag", "The content is a collection (`content.item` is given)."),
        key("hasEmpty", "flag", "The empty state is listed (not waived)."),
        key("emptyCase", "text", "How the runtime tells the empty state, the protocol the state enum adopts: `EmptyCase` (an empty collection), `NilIsEmpty` (no record), `NilContentIsEmpty` (nil content of an optional type); empty without an empty state."),
        key("hasError", "flag", "The error state is listed."),
        key("hasPartial", "flag", "The partial state is listed."),
        key("hasCauseType", "flag", "An error cause type is generated (error or partial listed)."),
        key("initialThrows", "flag", "The first load can fail (the error state is listed)."),
        key("states", "list", "The listed states, in the UI stack's order."),
        key("states[].name", "text", "`ideal`, `loading`, `empty`, `error` or `partial`."),
        key("states[].payload", "Swift", "The case's associated values, such as `([Post])`; empty for none."),
        key("states[].summary", "lines", "The state's summary (or message, or a default), as comment lines."),
        key("loadingStyle", "word", "`skeleton`, `spinner`, `progress` or `none`."),
        key("placeholderCount", "number", "How many placeholder items a skeleton shows; 0 when not given."),
        key("empty", "object", "The empty state's texts (absent when waived): `message`, `actionTitle`, `actionEvent`."),
        key("error", "object", "The error state's texts: `message`, `retry`, `actionTitle`, `actionEvent`."),
        key("partial", "object", "The partial state's texts: `message`, `retry`, `actionTitle`, `actionEvent`."),
        key("causes", "list", "The error causes, with their texts (a cause without its own takes the error state's)."),
        key("causes[].name", "name", "The cause's name, a case of the cause type."),
        key("causes[].summary", "lines", "The cause's summary, as comment lines."),
        key("*.message", "Swift expression", "A state's or cause's message: `LocalizedText(key: \"Timeline.empty.message\", other: \"…\")`."),
        key("*.retry", "Swift expression", "The title of its retry button, a `LocalizedText`."),
        key("*.actionTitle", "Swift expression", "The title of its other button, a `LocalizedText`."),
        key("*.actionEvent", "name", "The event that button fires."),
        key("*.messageTakesValues", "flag", "The message has `{placeholders}`: the State type's member is a function of the screen's text values."),
        key("*.retryTakesValues", "flag", "The retry title has `{placeholders}`."),
        key("*.actionTakesValues", "flag", "The button's title has `{placeholders}`."),
        key("*.parameters", "Swift", "What a state's text functions take: `_ values: LibraryTextValues`, and `error: (any Error)?` where `{error}` shows; absent when no text of the state has placeholders."),
        key("hasTextValues", "flag", "Some state text has `{placeholders}`: a `<Screen>TextValues` struct, and the view model's `textValues`."),
        key("textValues", "list", "The text values' members (the states' `arguments`, each name once): `name`, `type`."),
        key("textValues[].name", "name", "The argument's name, a member of the text values."),
        key("textValues[].type", "Swift type", "`Int`, `Double` or `String`."),
        key("textValuesParameters", "Swift", "The text values' members as `init` parameters, `server: String`."),
        key("causeParameters", "Swift", "What the error cause type's `message`, `retryTitle` and `action` take when a text of the error state or a cause has placeholders (they are functions then); absent otherwise."),
        key("idealSummary", "lines", "The ideal state's summary."),
        key("idealActions", "list", "The ideal state's buttons: `actionTitle`, `actionEvent`."),
        key("initial", "object", "The first load: `summary`, `trigger`, `appendsAtEnd`, `triggeredByTheView`."),
        key("refresh", "object", "The refresh, when there is one: the same keys, and `failsIntoPartial` or `failureFeedback` (with `failureRetries`)."),
        key("refreshReloads", "object", "The refresh when it runs the first load again through the loading state (`style: reload`), instead of `refresh`: `summary`, `trigger`."),
        key("more", "object", "The page load, when there is one: the same keys as `refresh`."),
        key("*.summary", "lines", "A load's summary, as comment lines."),
        key("*.trigger", "word", "`on:` as written (`appear`, `pull`, `end-of-list`, `manual`); empty for the default."),
        key("*.appendsAtEnd", "flag", "Pages go after the content (`direction: older`); before it when false."),
        key("*.triggeredByTheView", "flag", "Not `on: manual`: the view model offers `appear()` or `loadMoreIfNeeded(currentIndex:)`."),
        key("*.failsIntoPartial", "flag", "A failure shows the partial state."),
        key("*.failureFeedback", "name", "The feedback message a failure raises."),
        key("*.failureRetries", "flag", "That message has an action named `retry`, which runs the load again."),
        key("inputType", "Swift type", "`loads.initial.input`, when the first load takes one."),
        key("seeded", "flag", "The caller may hand in content (`loads.initial.seeded`): `init` takes a `seed`, and the first load runs over it."),
        key("readsCache", "flag", "The first load shows the loader's `cachedContent()` first (`loads.initial.cache`)."),
        key("keepsStale", "flag", "Seeded or cached: the view model has `isStale`, and a first load over stale content keeps it when it fails."),
        key("initial.seedFailure", "Swift", "What a first load that fails over handed-in content does besides keeping it: `feedback.show(…); `, or nothing."),
        key("initial.seedFailureName", "name", "The message a first load that fails over handed-in or cached content raises, or empty."),
        key("initial.seedFailureRetries", "flag", "That message has an action named `retry`, which runs the first load again."),
        key("initial.keepsContent", "flag", "`input-change: keep`: a new input reloads over the content shown, which stays (`isReloading`), and a failure keeps it."),
        key("inputChangeFailure", "object", "The message a first load for a new input raises when it fails over the content shown: `name`, and `retries` when its `retry` action loads that input again; absent without one."),
        key("inputChangeFailure.name", "name", "The feedback message's name."),
        key("inputChangeFailure.retries", "flag", "The message has an action named `retry`."),
        key("debounce", "Swift expression", "How long a new input waits before it loads, `.seconds(0.3)`; empty when it loads at once."),
        key("timedRefresh", "object", "The refresh runs by itself too (`every`, `on-foreground`, `after-away`); absent otherwise."),
        key("timedRefresh.timing", "Swift expression", "When: `RefreshTiming(every: .seconds(60), onForeground: true, afterAway: nil)`."),
        key("timedRefresh.followsAppActivity", "flag", "`on-foreground` or `after-away`: the view model takes an `AppActivityMonitoring`."),
        key("gaps", "object", "Gaps in a paged timeline (`loads.gaps`): the refresh returns the newest page and `loadGap(_:)` loads the items between; absent otherwise."),
        key("gaps.summary", "lines", "The gaps' summary, as comment lines."),
        key("gaps.failureFeedback", "name", "The feedback message a gap that fails to load raises; absent without one."),
        key("unread", "object", "The unread count (`unread-count: true`); absent otherwise."),
        key("unread.arriveAtStart", "Swift literal", "`true` when new items arrive before the content (a timeline newest first), `false` after it."),
        key("signals", "list", "The app-wide signals the screen reacts to (`signals`), in the order written."),
        key("signals[].name", "name", "The signal's name, a loader requirement returning its stream."),
        key("signals[].summary", "lines", "The signal's summary, as comment lines."),
        key("signals[].applies", "flag", "The signal carries an item change, applied as a live update (`effect: apply`); otherwise it refreshes."),
        key("appliesChanges", "object", "Item changes reach the content (`live-updates` or a signal with `effect: apply`): `insertsAtStart`; absent otherwise."),
        key("appliesChanges.insertsAtStart", "Swift literal", "`true` when inserted items go before the content (`live-updates.inserts`, `start` without live updates)."),
        key("itemActions[].progress", "flag", "The loader reports the action's progress (`progress: true`): a stream of `ActionProgress`, followed per row; absent otherwise."),
        key("reportsProgress", "flag", "Some item action reports progress: the view model offers `progress(of:_:)` and `cancel(_:on:)`; absent otherwise."),
        key("usesClock", "flag", "The view model takes a `clock:` (a debounce or a timed refresh waits on it); absent otherwise."),
        key("appears", "flag", "The view model offers `appear()` (`loads.initial.on` is not `manual`)."),
        key("reappear", "word", "What `appear()` does with content shown: `keep`, `refresh` or `reload`."),
        key("partialRetry", "word", "What `retry()` runs in the partial state: `more`, `refresh` or `either`; absent when nothing fails into it."),
        key("events", "list", "Every event, in the order written."),
        key("plainEvents", "list", "The events that only reach `onEvent`."),
        key("hasPlainEvents", "flag", "There is a plain event, so the view model takes `onEvent`."),
        key("operations", "list", "The events with `success` or `failure`: operations on the content."),
        key("events[].name", "name", "The event's name, a case of the event type and a view-model method."),
        key("events[].summary", "lines", "The event's summary (or a default), as comment lines."),
        key("events[].success", "name", "The feedback message an operation raises when it succeeds."),
        key("events[].failure", "name", "The feedback message an operation raises when it fails."),
        key("events[].inputType", "Swift type", "The type of the value an operation takes."),
        key("events[].resultType", "Swift type", "The type of the value an operation returns instead of new content (`result:`); absent otherwise."),
        key("events[].optionalResultType", "Swift type", "`resultType` as an optional, the type of the view model's property that holds the last result."),
        key("events[].resultProperty", "name", "The view-model property holding the operation's last result until the view takes it: `connectResult`."),
        key("events[].takeResult", "name", "The view-model method that returns the last result and clears it: `takeConnectResult`."),
        key("events[].playsHaptic", "flag", "An operation that returns a value plays `successHaptic` when it succeeds."),
        key("hasResultOperations", "flag", "Some operation returns a value: the view model offers `isBusy(_:)` and `cancelOperation(_:)`."),
        key("events[].successHaptic", "Swift expression", "The haptic an operation plays when it succeeds instead of a message (`FeedbackHaptic.success`), or `nil`."),
        key("itemActions[].successHaptic", "Swift expression", "The haptic an item action plays when it succeeds instead of a message (`FeedbackHaptic.light`), or `nil`."),
        key("itemID", "name", "`content.id`: the item's property that identifies it; absent without one."),
        key("itemActions", "list", "The actions on one row (`item-actions`), in the order written; empty without `content.id`."),
        key("itemActions[].name", "name", "The action's name, a case of the item action type, a view-model method and a loader requirement."),
        key("itemActions[].summary", "lines", "The action's summary (or a default), as comment lines."),
        key("itemActions[].optimistic", "flag", "The row shows the action's change at once and takes it back when the action fails."),
        key("itemActions[].removes", "flag", "The action removes its row (`effect: remove`); the loader returns nothing."),
        key("itemActions[].optimisticName", "name", "The loader requirement that makes the optimistic change: `optimisticLike`."),
        key("itemActions[].success", "name", "The feedback message the action raises when it succeeds."),
        key("itemActions[].failure", "name", "The feedback message the action raises when it fails."),
        key("liveUpdates", "object", "The stream of item changes (`live-updates`), when there is one: `summary`, `insertsAtStart`."),
        key("liveUpdates.insertsAtStart", "Swift literal", "`true` when inserted items go before the content, `false` after it."),
        key("adjustsLoaded", "flag", "Content a loader returns passes through `received(_:)`: item actions run beside the loads."),
        key("keepsJournal", "flag", "A refresh, an operation, an item action, a live change or a first load over content shown runs beside edits, so the view model keeps an edit journal to replay onto results."),
        key("raisesFeedback", "flag", "Some load or operation raises a message, so the view model takes a presenter."),
        key("requiresNetwork", "flag", "`network: required` (with an `offline` cause): the view model takes a `ConnectivityMonitoring`, shows the offline cause without loading while offline, and offers `watchConnectivity()`."),
        key("feedback", "list", "The feedback messages, with the policy applied."),
        key("feedback[].name", "name", "The message's name, a member of the catalog."),
        key("feedback[].key", "Swift literal", "The String Catalog key, `\"Timeline.refreshFailed\"`."),
        key("feedback[].kind", "name", "The kind, a member of `AppFeedbackPolicy`."),
        key("feedback[].text", "Swift expression", "The text, a `LocalizedText` with its plural form and arguments."),
        key("feedback[].presentation", "word", "Where it appears: `inline`, `snackbar`, `toast`, `banner`, `alert` or `sheet`."),
        key("feedback[].duration", "Swift expression", "How long it stays: `.seconds(4)` or `.persistent`."),
        key("feedback[].summary", "lines", "The summary (or the text), as comment lines."),
        key("feedback[].parameters", "Swift", "The arguments as function parameters, `count: Int`."),
        key("feedback[].hasArguments", "flag", "The message takes arguments, so the catalog member is a function."),
        key("feedback[].actions", "Swift expression", "The buttons, an array of `FeedbackAction`."),
        key("feedback[].title", "Swift expression", "An alert's or a sheet's title, a `LocalizedText`; absent without one."),
        key("feedback[].detents", "Swift expression", "A sheet's heights, `[.fitted, .large]`; absent for the runtime's default."),
        key("feedback[].isDismissible", "Swift literal", "`false` for `dismissible: false`; absent otherwise."),
    ]

    /// The keys of a screen template's context for a screen made of sections, which has none of
    /// the keys above but `name`, `specFile`, `access` and `summary`. Each of its sections is
    /// rendered as a screen of its own first, named `<Screen><Section>`, with the keys above.
    public static let sectionedScreen: [Key] = [
        key("sections", "list", "The sections, in the order written; present only for a screen made of sections."),
        key("sections[].name", "name", "The section's name (`header`): a case of `<Screen>Section` and a view-model property."),
        key("sections[].typeName", "name", "The name of the section's own types (`AccountHeader`: `AccountHeaderState`, `AccountHeaderViewModel` …)."),
        key("sections[].summary", "lines", "The section's `summary`, as comment lines."),
        key("sections[].hidesWhenEmpty", "Swift literal", "`true` for `when-empty: hide`."),
        key("sections[].hidesWhenFailed", "Swift literal", "`true` for `when-failed: hide`."),
        key("sections[].appears", "flag", "The section's view model offers `appear()` without an input: the screen starts its first load."),
        key("sections[].retries", "flag", "The section's error state is listed: its view model offers `retry()`."),
        key("sections[].refreshes", "flag", "The section has `loads.refresh`: its view model offers `refresh()`."),
        key("sections[].takesInput", "flag", "The section's first load takes an `input`."),
        key("inputType", "Swift type", "Stacked sections only: the one input type of the sections whose first loads take one; the screen's `loadInitial(_:)` hands the input to each. Absent when none does, or when they take different types."),
        key("tabs", "flag", "`sections-style: tabs`: one section shows at a time."),
        key("firstSection", "name", "The first section's name, the tab selected at first."),
    ]

    /// The keys of an app-wide template's context (`App….swift.stencil`).
    public static let app: [Key] = [
        key("access", "text", "`public ` or nothing."),
        key("policyFile", "text", "The policy file's name, or which built-in profile applies."),
        key("profile", "word", "`material`, `apple-hig` or `accessible`."),
        key("kinds", "list", "The message kinds, in the policy's order."),
        key("kinds[].name", "name", "The kind's name."),
        key("kinds[].level", "word", "`success`, `info`, `caution`, `error` or `critical`."),
        key("kinds[].colour", "Swift literal", "The colour token."),
        key("kinds[].icon", "Swift literal", "The icon name."),
        key("kinds[].haptic", "word", "The haptic."),
        key("kinds[].announces", "Swift literal", "`true` or `false`: whether VoiceOver announces it."),
        key("queueOrder", "Swift", "`sequential` or `newestReplaces`."),
        key("queueDeduplication", "Swift", "`key`, `text` or `none` (written in backticks in Swift, where `none` is a keyword)."),
        key("queuePriority", "Swift", "The priority levels, `.critical, .error`."),
        key("screens", "list", "Every screen's name, sorted."),
    ]

    private static func key(_ path: String, _ kind: String, _ meaning: String) -> Key {
        Key(path: path, kind: kind, meaning: meaning)
    }

    /// The Templates article's tables.
    public static func markdown() -> String {
        func table(_ keys: [Key]) -> String {
            (["| key | kind | meaning |", "| --- | --- | --- |"] + keys.map { "| `\($0.path)` | \($0.kind) | \($0.meaning) |" })
                .joined(separator: "\n")
        }
        return "Screen templates:\n\n" + table(screen)
            + "\n\nScreen templates, for a screen made of sections (each section renders first as a screen of its own):\n\n" + table(sectionedScreen)
            + "\n\nApp-wide templates (`App….swift.stencil`):\n\n" + table(app) + "\n"
    }

    /// Every key path a context holds, as the table writes them (`states[].name`).
    static func paths(in value: TemplateValue, prefix: String = "") -> Set<String> {
        var paths: Set<String> = []
        switch value {
        case .object(let fields):
            for (name, field) in fields {
                let path = prefix.isEmpty ? name : "\(prefix).\(name)"
                paths.insert(path)
                paths.formUnion(Self.paths(in: field, prefix: path))
            }
        case .list(let items):
            for item in items { paths.formUnion(Self.paths(in: item, prefix: prefix + "[]")) }
        default:
            break
        }
        return paths
    }

    /// Whether a path a context holds is listed: exactly, or by a `*.` row for its last part.
    static func documents(_ path: String, in keys: [Key]) -> Bool {
        // The items of `plainEvents` and `operations` are events.
        var path = path
        for list in ["plainEvents[]", "operations[]"] where path.hasPrefix(list + ".") {
            path = "events[]" + path.dropFirst(list.count)
        }
        return keys.contains { key in
            key.path == path || (key.path.hasPrefix("*.") && path.hasSuffix("." + key.path.dropFirst(2)))
        }
    }
}
