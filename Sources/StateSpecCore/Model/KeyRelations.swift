/// The language's combinations of keys: which key needs another, and which two do not go
/// together. One table, read by lint (`RelationCheck`), the JSON schema and the documentation;
/// each row reports under the rule that has always reported it.
extension SpecSchema {
    /// Relations between the keys of a screen's body, read in a screen and in each section.
    public static let bodyRelations: [KeyRelation] = Array([firstLoadRelations, refreshRelations, timingRelations, timelineRelations, identityRelations, actionRelations, signalRelations].joined())

    /// A failing example, written in parts.
    private static func example(_ parts: String...) -> String { parts.joined() }

    /// Relations read at the top of a screen only.
    public static let screenRelations: [KeyRelation] = [
        KeyRelation("contradictory-option", "sections-style", .requires, .has(sectionsKey),
                    example: example(ExampleSpecs.profile, "sections-style: ↓tabs\n")) { _ in
            "'sections-style' says how the screen shows its sections, but it has no 'sections'; remove it or add sections"
        },
        KeyRelation("section-rows", "sections.*.rows", ["per-item"], .conflictsWith, .has("sections-style", ["tabs"]),
                    example: example(rowsExample("rows: ↓per-item"), "sections-style: tabs\n")) { match in
            "'rows: per-item' stacks a row per item in '\(match.entry ?? "")', but 'sections-style: tabs' shows one section at a time; stack the sections (remove 'sections-style: tabs'), or remove 'rows'"
        },
    ]

    /// The media home with rows per library, `rows: per-item` written as `rows`, each of the
    /// other changes made to the rows' section.
    private static func rowsExample(_ rows: String, _ changes: (String, String)...) -> String {
        changes.reduce(ExampleSpecs.libraryRows.replacingOccurrences(of: "rows: per-item", with: rows)) { $0.replacingOccurrences(of: $1.0, with: $1.1) }
    }

    /// What a section's rows need (`rows: per-item`): one row per key that is missing.
    private static let rowsRelations: [KeyRelation] = [
        KeyRelation("section-rows", "rows", ["per-item"], .requires, initialHasInput,
                    example: rowsExample("rows: ↓per-item", ("initial: { input: MediaLibrary }", "initial: { on: appear }"))) { _ in
            "'rows: per-item' loads each row with its item as the first load's input, but 'loads.initial' takes no 'input'; add 'input' (the item's type, such as 'input: MediaLibrary'), or remove 'rows'"
        },
        KeyRelation("section-rows", "rows", ["per-item"], .conflictsWith, loadsOnlyWhenAsked,
                    example: rowsExample("rows: ↓per-item", ("initial: { input: MediaLibrary }", "initial: { on: manual, input: MediaLibrary }"))) { match in
            "'rows: per-item' loads each row when the app shows it, but 'loads.initial.on: \(match.text("loads.initial.on") ?? "manual")' waits for another call; remove 'on' (rows load on appear), or remove 'rows'"
        },
        KeyRelation("section-rows", "rows", ["per-item"], .conflictsWith, .has("loads.initial.reappear", ["refresh", "reload"]), unless: loadsOnlyWhenAsked,
                    example: rowsExample("rows: ↓per-item", ("initial: { input: MediaLibrary }", "initial: { input: MediaLibrary, reappear: reload }"))) { match in
            "'rows: per-item' keeps what each row shows when it shows again, but 'loads.initial.reappear: \(match.text("loads.initial.reappear") ?? "reload")' loads it again; remove 'reappear', or remove 'rows'"
        },
        KeyRelation("section-rows", "rows", ["per-item"], .requires, .has("loads.refresh"),
                    example: rowsExample("rows: ↓per-item", ("      refresh: { failure: latestRefreshFailed }\n", ""),
                                         ("    feedback:\n      latestRefreshFailed: { kind: error, text: Could not refresh the library }\n", ""))) { _ in
            "'rows: per-item' refreshes every row on a pull, but the section has no 'loads.refresh'; add one ('refresh: { failure: <message> }'), or remove 'rows'"
        },
        KeyRelation("section-rows", "rows", ["per-item"], .conflictsWith, .has("states.error.waived"),
                    example: rowsExample("rows: ↓per-item", ("error: { message: Could not load this library, retry: Try again }", "error: { waived: a library always loads }"))) { _ in
            "'rows: per-item' loads a failed row again on a pull, which needs the section's error state, but 'states.error' is waived; list it ('error: {}' with 'when-failed: hide' for a row that leaves the screen when it fails), or remove 'rows'"
        },
    ]

    /// Relations read in each section only.
    public static let sectionRelations: [KeyRelation] = rowsRelations + [
        KeyRelation("contradictory-option", "when-empty", ["hide"], .conflictsWith, .has("states.empty.waived"),
                    example: ExampleSpecs.account.replacingOccurrences(of: "      initial: { on: appear }\n  posts:", with: "      initial: { on: appear }\n    when-empty: ↓hide\n  posts:")) { _ in
            "'when-empty: hide' hides the section when it finds nothing, but its empty state is waived; list the state with no text (`empty: {}`), which a hidden section never draws, or remove one of them"
        },
        KeyRelation("contradictory-option", "when-failed", ["hide"], .conflictsWith, .has("states.error.waived"),
                    example: example(ExampleSpecs.account
                        .replacingOccurrences(of: "error: { message: Could not load the posts, retry: Try again }", with: "error: { waived: the posts come with the header }"), "    when-failed: ↓hide\n")) { _ in
            "'when-failed: hide' hides the section when its first load fails, but its error state is waived; list the state with no text (`error: {}`), which a hidden section never draws, or remove one of them"
        },
    ]

    /// Every relation, for the documentation and the tests.
    public static var allRelations: [KeyRelation] { Array([screenRelations, bodyRelations, sectionRelations].joined()) }

    // MARK: - The first load

    private static let initialHasInput = KeyCondition.has("loads.initial.input")
    private static let loadsOnlyWhenAsked = KeyCondition.has("loads.initial.on", ["manual", "input"])

    private static let firstLoadRelations: [KeyRelation] = [
        KeyRelation("idle-without-input", "loads.initial.on", ["input"], .requires, initialHasInput,
                    example: ExampleSpecs.feed.replacingOccurrences(of: "initial: { on: appear }", with: "initial: { on: ↓input }")) { _ in
            "'on: input' waits for an input, but the first load takes none, so the screen would stay idle; load at once with 'on: appear' (or 'manual'), or add the 'input' it waits for"
        },
        KeyRelation("contradictory-option", "loads.initial.reappear", .conflictsWith, loadsOnlyWhenAsked,
                    example: example(ExampleSpecs.searchLoads, "  initial: { on: manual, input: String, reappear: ↓reload }\n")) { match in
            "'reappear' says what appear() does, but 'on: \(match.text("loads.initial.on") ?? "manual")' means the screen has no appear(); remove one of them"
        },
        KeyRelation("contradictory-option", "loads.initial.reappear", ["refresh"], .requires, .has("loads.refresh"), unless: loadsOnlyWhenAsked,
                    example: ExampleSpecs.feed.replacingOccurrences(of: "initial: { on: appear }", with: "initial: { on: appear, reappear: ↓refresh }")) { _ in
            "'reappear: refresh' refreshes the content, but the screen has no 'loads.refresh'; add one or use 'reload'"
        },
        KeyRelation("contradictory-option", "loads.initial.debounce", .requires, initialHasInput,
                    example: example(ExampleSpecs.searchLoads, "  initial: { debounce: ↓0.3 }\n")) { _ in
            "'debounce' waits for more input, but the first load takes no 'input'; add one or remove the debounce"
        },
        KeyRelation("contradictory-option", "loads.initial.debounce-first", ["true"], .requires, .has("loads.initial.debounce"),
                    example: example(ExampleSpecs.searchLoads, "  initial: { on: input, input: String, debounce-first: ↓true }\n")) { _ in
            "'debounce-first: true' makes the first input wait for the pause of 'debounce', but the first load has no 'debounce'; add one (seconds) or remove 'debounce-first'"
        },
        KeyRelation("contradictory-option", "loads.initial.debounce-first", ["true"], .requires, .has("loads.initial.on", ["input"]),
                    example: example(ExampleSpecs.searchLoads, "  initial: { input: String, debounce: 0.3, debounce-first: ↓true }\n")) { _ in
            "'debounce-first: true' pauses the first query of a screen idle until its first input, but this first load does not wait for one ('on: input'): its first load runs on appear and would only be late; add 'on: input' or remove 'debounce-first'"
        },
        KeyRelation("contradictory-option", "loads.initial.prompt", .requires, .has("loads.initial.on", ["input"]),
                    example: example(ExampleSpecs.searchLoads, "  initial: { input: String, prompt: ↓Search for posts }\n")) { _ in
            "'prompt' is shown while the screen waits for its first input, but it does not wait ('on: input'); add 'on: input' or remove the prompt"
        },
        KeyRelation("contradictory-option", "loads.initial.keep-inputs", .requires, initialHasInput,
                    example: example(ExampleSpecs.searchLoads, "  initial: { keep-inputs: ↓3 }\n")) { _ in
            "'keep-inputs' keeps the content of each input shown, but the first load takes no 'input'; add one or remove it"
        },
        KeyRelation("contradictory-option", "loads.initial.input-change", .requires, initialHasInput,
                    example: example(ExampleSpecs.searchLoads, "  initial: { input-change: ↓keep }\n")) { _ in
            "'input-change' says what a new input does to the content shown, but the first load takes no 'input'; add one or remove it"
        },
        KeyRelation("contradictory-option", "loads.initial.failure", .requires, .any([
            .has("loads.initial.seeded", ["true"]), .has("loads.initial.cache", ["true", "keep"]),
            .all([.has("loads.initial.input-change", ["keep"]), initialHasInput]), .has("states.error.waived"),
        ]), example: example(ExampleSpecs.profile.replacingOccurrences(of: "initial: { on: appear }", with: "initial: { on: appear, failure: ↓loadFailed }"),
                                     "feedback:\n  loadFailed: { kind: error, text: Could not load the profile }\n")) { _ in
            "a first load that fails shows the error state; 'failure:' is for a first load over content handed in ('seeded: true'), cached ('cache: true') or shown for the input before ('input-change: keep'), or for a screen whose error state is waived, which shows its empty state and this message instead"
        },
        KeyRelation("cache-keep", "loads.initial.cache", ["keep"], .requires, .has("loads.gaps"),
                    example: example(ExampleSpecs.cachedTimeline.replacingOccurrences(of: "cache: keep", with: "cache: ↓keep"), "  refresh: { failure: refreshFailed }\n  more: { failure: partial }\n", ExampleSpecs.cachedTimelineFeedback)) { _ in
            "'cache: keep' puts the first page on top of the cached items with a gap row between, which needs 'loads.gaps' (with 'loads.more', a refresh and 'content.id'); add 'loads.gaps', or use 'cache: true' to replace the cached content"
        },
        KeyRelation("cache-keep", "loads.initial.cache", ["keep"], .conflictsWith, initialHasInput, unless: .not(.has("loads.gaps")),
                    example: example(ExampleSpecs.cachedTimeline.replacingOccurrences(of: "cache: keep", with: "input: String, cache: ↓keep"), "  refresh: { failure: refreshFailed }\n  more: { failure: partial }\n  gaps: {}\n", ExampleSpecs.cachedTimelineFeedback)) { _ in
            "'cache: keep' keeps one timeline's cache under its first page, and a first load with 'input' shows each input's stored content in place of another's; use 'cache: true', or remove 'input'"
        },
        KeyRelation("live-updates-per-input", "live-updates.per-input", ["true"], .requires, initialHasInput,
                    example: example(ExampleSpecs.rows, "live-updates: { per-input: ↓true }\n")) { _ in
            "'per-input: true' asks a stream of changes per input, but the first load takes no input; add 'loads.initial.input' (the filter the list and its stream share), or remove 'per-input'"
        },
    ]

    // MARK: - Refreshes, paging and the timeline

    private static let refreshReloads = KeyCondition.has("loads.refresh.keeps-content", ["false"])
    private static let refreshKeepsContent = KeyCondition.all([.has("loads.refresh"), .not(refreshReloads)])
    private static let itemsIdentified = KeyCondition.all([.has("content.item"), .has("content.id")])

    private static let refreshRelations: [KeyRelation] = [
        KeyRelation("contradictory-option", "loads.refresh.failure", .conflictsWith, refreshReloads,
                    example: example(ExampleSpecs.feed, "  refresh: { keeps-content: false, failure: ↓refreshFailed }\n", ExampleSpecs.refreshFeedback)) { _ in
            "a refresh with 'keeps-content: false' runs the first load again, which fails into the error state; remove 'failure:' or the 'keeps-content: false'"
        },
        KeyRelation("refresh-timing", "loads.refresh.timed", ["shown", "silent"], .requires,
                    .any([.has("loads.refresh.every"), .has("loads.refresh.on-return")]),
                    example: example(ExampleSpecs.feed, "  refresh: { timed: ↓silent, failure: refreshFailed }\n", ExampleSpecs.refreshFeedback)) { match in
            "'timed: \(match.text("loads.refresh.timed") ?? "")' says how the refreshes the screen runs by itself look, but this refresh runs none; add 'every' or 'on-return', or remove 'timed'"
        },
    ]

    /// A reloading refresh that runs by itself: one row per key that times it.
    private static let timingRelations: [KeyRelation] = ["every: ↓30", "↓on-return: { from: app }"].map { (written: String) -> KeyRelation in
        let key = written.split(separator: ":")[0].replacingOccurrences(of: "↓", with: "")
        // A signal that marks the content for the return says so itself (`signal-effect`).
        return KeyRelation("refresh-timing", "loads.refresh." + key, .conflictsWith, refreshReloads,
                           unless: key == "on-return" ? .has("signals.*.reaction", ["mark-changed"]) : nil,
                           example: example(ExampleSpecs.feed, "  refresh: { keeps-content: false, \(written) }\n")) { _ in
            "a refresh with 'keeps-content: false' goes through the loading state, so running it by itself would blank the screen while the user reads; remove 'keeps-content: false' or the timing"
        }
    }

    private static let timelineRelations: [KeyRelation] = [
        KeyRelation("paging-without-item", "loads.more", .requires, .has("content.item"), unless: .not(.has("content.type")),
                    example: example(ExampleSpecs.feed.replacingOccurrences(of: "{ type: \"[Post]\", item: Post }", with: "{ type: \"[Post]\" }")
                        .replacingOccurrences(of: "partial: { waived: never paged }", with: "partial: { message: Could not load older posts, retry: Try again }"), "  ↓more: { on: end-of-list, failure: partial }\n")) { _ in
            "'loads.more' appends pages of items, but 'content.item' does not name the item type"
        },
        KeyRelation("timeline-option", "loads.gaps", .requires, .all([.has("loads.more"), refreshKeepsContent, itemsIdentified]),
                    example: example(ExampleSpecs.rows, "  refresh: { failure: refreshFailed }\n  ↓gaps: {}\n", ExampleSpecs.refreshFeedback)) { match in
            var missing: [String] = []
            if !match.holds(.has("loads.more")) { missing.append("'loads.more' (paging)") }
            if !match.holds(refreshKeepsContent) { missing.append("a 'loads.refresh' that keeps the content (not 'keeps-content: false')") }
            if !match.holds(itemsIdentified) { missing.append("'content.item' and 'content.id'") }
            return "a gap lies between a refresh's newest page and the older pages below, found by the items around it; add " + missing.joined(separator: ", ")
        },
        KeyRelation("timeline-option", "unread-count", ["true"], .requires, itemsIdentified,
                    example: example(ExampleSpecs.feed, "  refresh: { failure: refreshFailed }\nunread-count: ↓true\n", ExampleSpecs.refreshFeedback)) { _ in
            "unread items are told apart by their identity; add 'content.item' and 'content.id' (`id` for an Identifiable item)"
        },
        KeyRelation("timeline-option", "unread-count", ["true"], .requires, .any([refreshKeepsContent, .has("live-updates")]), unless: .not(itemsIdentified),
                    example: example(ExampleSpecs.rows, "unread-count: ↓true\n")) { _ in
            "only a refresh that keeps the content or a live update brings unread items, and the screen has neither; add one or remove 'unread-count'"
        },
    ]

    // MARK: - The items' identity

    private static let hasContentType = KeyCondition.has("content.type")

    private static func identityNeeded(_ match: RelationMatch) -> String {
        match.holds(.has("content.item")) ? "'content.id'" : "'content.item' and 'content.id'"
    }

    private static let identityRelations: [KeyRelation] = [
        KeyRelation("missing-item-identity", "content.id", .requires, .has("content.item"),
                    example: ExampleSpecs.profile.replacingOccurrences(of: "{ type: User }", with: "{ type: User, id: ↓id }")) { _ in
            "'content.id' names the property that identifies an item, but 'content.item' names no item type"
        },
        KeyRelation("missing-item-identity", "item-actions.*", .requires, .has("content.id"), unless: .not(hasContentType),
                    example: example(ExampleSpecs.feed, "item-actions:\n  ↓like: { optimistic: true, failure: likeFailed }\nfeedback:\n  likeFailed: { kind: error, text: Could not like the post }\n")) { match in
            "the item action '\(match.entry ?? "")' finds its row by the item's identity; add \(identityNeeded(match)) (`id` for an Identifiable item)"
        },
        KeyRelation("missing-item-identity", "bulk-actions.*", .requires, .has("content.id"), unless: .not(hasContentType),
                    example: example(ExampleSpecs.feed, "bulk-actions:\n  ↓deleteSelected: { effect: remove, failure: deleteFailed }\nfeedback:\n  deleteFailed: { kind: error, text: Could not delete the posts }\n")) { match in
            "the bulk action '\(match.entry ?? "")' keeps its selection and finds its rows by the item's identity; add \(identityNeeded(match)) (`id` for an Identifiable item)"
        },
        KeyRelation("missing-item-identity", "live-updates", .requires, .has("content.id"), unless: .not(hasContentType),
                    example: example(ExampleSpecs.feed, "↓live-updates: { inserts: start }\n")) { match in
            "live updates replace and remove items by their identity; add \(identityNeeded(match)) (`id` for an Identifiable item)"
        },
    ]

    // MARK: - Events and actions

    /// An event that is an operation: `runs: loader`, or, as earlier releases read it (and an
    /// editor still sees it before migration), an outcome the screen answers.
    private static let eventIsOperation = KeyCondition.any([.has("events.*.\(runsKey)", [ActionRunner.loader.rawValue]), .has("events.*.success"), .has("events.*.failure"), .has("events.*.haptic"), .has("events.*.result")])
    /// A screen made of sections: its own events are plain, and `content-beside-sections` says so.
    private static let madeOfSections = KeyCondition.has(sectionsKey)

    private static let actionRelations: [KeyRelation] = [
        KeyRelation("contradictory-option", "events.*.haptic", .conflictsWith, .has("events.*.success"), unless: madeOfSections,
                    example: example(ExampleSpecs.feed, "events:\n  save: { success: saved, haptic: ↓light, failure: saveFailed }\nfeedback:\n  saved: { kind: success, text: Saved }\n  saveFailed: { kind: error, text: Could not save }\n")) { _ in
            "a success is answered by a message or by a haptic alone; remove 'haptic' or 'success'"
        },
        KeyRelation("contradictory-option", "item-actions.*.haptic", .conflictsWith, .has("item-actions.*.success"),
                    example: example(ExampleSpecs.rows, "item-actions:\n  like: { success: liked, haptic: ↓light, failure: likeFailed }\nfeedback:\n  liked: { kind: success, text: Liked }\n  likeFailed: { kind: error, text: Could not like the post }\n")) { _ in
            "a success is answered by a message or by a haptic alone; remove 'haptic' or 'success'"
        },
        KeyRelation("contradictory-option", "bulk-actions.*.haptic", .conflictsWith, .has("bulk-actions.*.success"),
                    example: example(ExampleSpecs.rows, "bulk-actions:\n  markRead: { success: marked, haptic: ↓light, failure: markFailed }\nfeedback:\n  marked: { kind: success, text: Marked as read }\n  markFailed: { kind: error, text: Could not mark every post }\n")) { _ in
            "a success is answered by a message or by a haptic alone; remove 'haptic' or 'success'"
        },
        KeyRelation("confirm-message", "events.*.confirm", .requires, eventIsOperation,
                    example: example(ExampleSpecs.rows, """
                    events:
                      archive: { summary: Archives the feed., confirm: ↓confirmArchive }
                    feedback:
                      confirmArchive:
                        kind: caution
                        text: Archive the feed?
                        presentation: alert
                        actions:
                          cancel: { title: Cancel, role: cancel }
                          archive: { title: Archive, event: archive }

                    """)) { match in
            let event = match.entry ?? "", message = match.text("events.*.confirm") ?? ""
            return "'\(event)' is a plain event the app handles, which the view model cannot hold back; to ask first, mark '\(message)' `raised: manual`, raise it where the app offers '\(event)', and give it a button with `event: \(event)`; or make '\(event)' an operation the view model runs ('runs: loader')"
        },
        KeyRelation("contradictory-option", "events.*.input", .requires, eventIsOperation, unless: madeOfSections,
                    example: example(ExampleSpecs.feed, "events:\n  share: { input: ↓Post }\n")) { match in
            "only operations take an input, and '\(match.entry ?? "")' is a plain event the app handles (it has no 'runs: loader'); add 'runs: loader' to make it an operation the loader runs with the value, or remove 'input'"
        },
        KeyRelation("contradictory-option", "events.*.while-running", .requires, eventIsOperation, unless: madeOfSections,
                    example: example(ExampleSpecs.feed, "events:\n  compose: { summary: Opens the composer., while-running: ↓wait }\n")) { match in
            "'while-running' says what calling an operation again does, and '\(match.entry ?? "")' is a plain event the app handles (it has no 'runs: loader'); add 'runs: loader', or remove 'while-running'"
        },
        KeyRelation("contradictory-option", "events.*.while-running", ["wait"], .conflictsWith, .has("events.*.input"), unless: .any([madeOfSections, .not(eventIsOperation)]),
                    example: example(ExampleSpecs.feed, "events:\n  report: { input: ReportReason, failure: reportFailed, while-running: ↓wait }\nfeedback:\n  reportFailed: { kind: error, text: Could not send the report }\n")) { match in
            "'\(match.entry ?? "")' takes an input, which a second call made while it runs would lose (it would get the outcome of a run made with the first call's value); write 'while-running: again' to run each call after the one before with its own value, or remove 'while-running'"
        },
        KeyRelation("optimistic-operation", "events.*.optimistic", .requires, eventIsOperation,
                    example: example(ExampleSpecs.profile, "events:\n  favourite: { optimistic: ↓true }\n")) { match in
            "'optimistic' shows an operation's expected result until the loader answers, and '\(match.entry ?? "")' is a plain event the app handles (it has no 'runs: loader'); add 'runs: loader' and 'failure:' naming the message shown when it fails and takes the change back, or remove 'optimistic'"
        },
        KeyRelation("optimistic-operation", "events.*.optimistic", .conflictsWith, .has("events.*.result"), unless: .not(eventIsOperation),
                    example: example(ExampleSpecs.feed, "events:\n  pickRandom: { optimistic: ↓true, result: Post, failure: pickFailed }\nfeedback:\n  pickFailed: { kind: error, text: Could not pick a post }\n")) { match in
            "'\(match.entry ?? "")' returns a value ('result:') and leaves the content as it is, so there is nothing to show in advance; remove 'optimistic'"
        },
        KeyRelation("contradictory-option", "network", ["required"], .requires, .has("states.error.causes.offline"),
                    example: example(ExampleSpecs.searchLoads.replacingOccurrences(of: "screen: Search\n", with: "screen: Search\nnetwork: ↓required\n"), "  initial: { on: appear }\n")) { _ in
            "'network: required' shows the error state's 'offline' cause while the device is offline, but the screen has none; add 'states.error.causes.offline'"
        },
    ]

    // MARK: - Signals

    /// Some return refreshes only content a signal marked.
    private static let marksForAReturn = KeyCondition.has("loads.refresh.on-return.when-changed", ["true"])

    private static let signalRelations: [KeyRelation] = [
        KeyRelation("signal-effect", "signals.*.reaction", ["refresh"], absentMeans: "refresh", .requires, .has("loads.refresh"),
                    example: example(ExampleSpecs.rows, "signals:\n  accountMuted: { reaction: ↓refresh }\n")) { match in
            "the signal '\(match.entry ?? "")' refreshes the screen, but it has no 'loads.refresh'; add one, or 'reaction: apply' for a signal that carries the changed item"
        },
        KeyRelation("signal-effect", "signals.*.reaction", ["mark-changed"], .requires, .has("loads.refresh"),
                    example: example(ExampleSpecs.rows, "signals:\n  listsEdited: { reaction: ↓mark-changed }\n")) { match in
            "the signal '\(match.entry ?? "")' marks the content for a refresh when the screen comes back, but it has no 'loads.refresh'; add one with 'on-return: { when-changed: true }', or 'reaction: apply' for a signal that carries the changed item"
        },
        KeyRelation("signal-effect", "signals.*.reaction", ["mark-changed"], .conflictsWith, refreshReloads,
                    example: example(ExampleSpecs.rows, "  refresh: { keeps-content: false, on-return: { when-changed: true } }\nsignals:\n  listsEdited: { reaction: ↓mark-changed }\n")) { match in
            "the signal '\(match.entry ?? "")' marks the content for a refresh the screen runs by itself when it comes back, and 'keeps-content: false' would blank it; remove 'keeps-content: false' or use 'reaction: refresh'"
        },
        KeyRelation("signal-effect", "signals.*.reaction", ["mark-changed"], .requires, marksForAReturn, unless: .any([.not(.has("loads.refresh")), refreshReloads]),
                    example: example(ExampleSpecs.rows, "  refresh: { failure: refreshFailed }\nsignals:\n  listsEdited: { reaction: ↓mark-changed }\n", ExampleSpecs.refreshFeedback)) { match in
            "the signal '\(match.entry ?? "")' marks the content out of date, which only 'loads.refresh.on-return' with 'when-changed: true' reads; add 'on-return: { when-changed: true }' to the refresh, or use 'reaction: refresh' to refresh at once"
        },
        KeyRelation("signal-effect", "loads.refresh.on-return.when-changed", ["true"], .requires, .has("signals.*.reaction", ["mark-changed"]),
                    example: example(ExampleSpecs.rows, "  refresh: { on-return: { when-changed: ↓true }, failure: refreshFailed }\n", ExampleSpecs.refreshFeedback)) { _ in
            "'when-changed: true' refreshes on coming back only when a signal marked the content out of date, but no signal does; add one with 'reaction: mark-changed' under 'signals', or remove 'when-changed'"
        },
        KeyRelation("signal-effect", "signals.*.reaction", ["apply"], .requires, itemsIdentified,
                    example: example(ExampleSpecs.feed, "signals:\n  postChanged: { reaction: ↓apply }\n")) { match in
            "the signal '\(match.entry ?? "")' applies an item change found by the item's identity; add 'content.item' and 'content.id' (`id` for an Identifiable item)"
        },
        KeyRelation("signal-effect", "signals.*.inserts", .requires, .has("signals.*.reaction", ["apply"]),
                    example: example(ExampleSpecs.rows, "  refresh: { failure: refreshFailed }\nsignals:\n  messageSent: { inserts: ↓end }\n", ExampleSpecs.refreshFeedback)) { match in
            "'inserts' says where the item a signal's change inserts goes, but the signal '\(match.entry ?? "")' refreshes instead of applying a change; add 'reaction: apply' or remove 'inserts'"
        },
        KeyRelation("signal-throttle", "signals.*.throttle", .conflictsWith, .has("signals.*.reaction", ["apply"]),
                    example: example(ExampleSpecs.rows, "signals:\n  postChanged: { reaction: apply, throttle: ↓2 }\n")) { match in
            "the signal '\(match.entry ?? "")' applies the change each signal carries, which a throttle would drop; remove 'throttle', or use 'reaction: refresh' to refresh once per burst"
        },
        KeyRelation("signal-throttle", "signals.*.throttle", .conflictsWith, .has("signals.*.reaction", ["mark-changed"]),
                    example: example(ExampleSpecs.rows, "  refresh: { on-return: { when-changed: true }, failure: refreshFailed }\nsignals:\n  listsEdited: { reaction: mark-changed, throttle: ↓2 }\n", ExampleSpecs.refreshFeedback)) { match in
            "the signal '\(match.entry ?? "")' refreshes once when the screen comes back, however many came; remove 'throttle'"
        },
    ]
}
