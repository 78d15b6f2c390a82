/// What a spec name must be to become Swift code.
public enum SwiftNames {
    /// Words Swift reserves in declarations and expressions; a name must not be one of them.
    public static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate",
        "func", "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator",
        "private", "precedencegroup", "protocol", "public", "rethrows", "static", "struct",
        "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer",
        "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw",
        "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self",
        "super", "throws", "true", "try", "_",
    ]

    /// Plain ASCII identifiers: letters, digits and underscores, not starting with a digit.
    /// Stricter than Swift, so that names read the same in every file and tool.
    public static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, !name.isEmpty else { return false }
        func isLetter(_ s: Unicode.Scalar) -> Bool { ("a"..."z").contains(s) || ("A"..."Z").contains(s) || s == "_" }
        return isLetter(first) && name.unicodeScalars.allSatisfy { isLetter($0) || ("0"..."9").contains($0) }
    }

    /// The longest name a spec may give: screen names start every generated file's name, and
    /// no reader wants a longer identifier.
    public static let maximumNameLength = 100

    /// A member named after one of the spec's names: `prefix`, the name with its first letter
    /// raised when a prefix comes before it, then `suffix` (`showConfirmClear`,
    /// `takeConnectResult`, `optimisticLike`, `connectResult`).
    public static func derivedMember(_ prefix: String, _ name: String, _ suffix: String = "") -> String {
        prefix.isEmpty ? name + suffix : prefix + name.prefix(1).uppercased() + name.dropFirst() + suffix
    }

    /// Members a generated view model may declare (templates/ViewModel.swift.stencil), and the
    /// loader requirements its operations sit beside: every name in `viewModelMembers(declaredBy:)`
    /// for some screen. A template that adds a member adds its name here, to the group of the
    /// feature that declares it (IdentifierTests compares these lists with the generated code).
    public static let viewModelMembers: Set<String> = alwaysDeclaredViewModelMembers
        .union(unreadMembers).union(selectionMembers).union(rowMembers).union(progressMembers)
        .union(pagingMembers).union(timelineMembers).union(refreshMembers).union(signalMembers)
        .union(liveUpdateMembers).union(connectivityMembers).union(inputMembers).union(operationMembers)
        .union(confirmationMembers).union(throttleMembers).union(itemChangeMembers).union(messageRouteMembers)
        .union(plainEventMembers).union(cacheMembers)

    /// What every generated view model (or its loader) may declare, whatever the spec says.
    static let alwaysDeclaredViewModelMembers: Set<String> = [
        "state", "lastError", "loader",
        "appear", "loadInitial", "retry", "edit",
        "isStale", "textValues",
        "screen", "firstLoadFailed",
        // The loader protocol's requirements besides the operations.
        "errorCause",
        // What @Observable adds to the class.
        "access", "withMutation", "shouldNotifyObservers",
    ]

    /// Declared only with `loads.more`.
    static let pagingMembers: Set<String> = ["loadMore", "isLoadingMore", "canLoadMore", "pageFailed", "isRetryingPage", "loadMoreIfNeeded", "pagesArriveAtEnd"]
    /// Declared only with `loads.gaps`.
    static let timelineMembers: Set<String> = ["timeline", "entries", "loadGap"]
    /// Declared only with `loads.refresh` (the timed refresh's members too).
    static let refreshMembers: Set<String> = ["refresh", "isRefreshing", "timer", "keepFresh"]
    /// Declared only with `signals`.
    static let signalMembers: Set<String> = ["observeSignals", "isOutOfDate", "outOfDateSignals"]
    /// Declared only with `live-updates`.
    static let liveUpdateMembers: Set<String> = ["observeChanges", "liveChanges", "changes"]
    /// Declared only with `network`.
    static let connectivityMembers: Set<String> = ["connectivity", "watchConnectivity"]
    /// Declared only when the first load takes an input.
    static let inputMembers: Set<String> = ["isReloading", "shownInput", "isAwaitingInput", "awaitInput"]
    /// Declared only with an operation (an event with `runs: loader`).
    static let operationMembers: Set<String> = ["performingEvent", "isBusy", "cancelOperation"]
    /// Declared only when an action asks first (`confirm:`).
    static let confirmationMembers: Set<String> = ["confirmation"]
    /// Declared only with a signal that has a `throttle`: the clock it waits on.
    static let throttleMembers: Set<String> = ["clock"]
    /// Declared only with `live-updates` or a signal whose reaction is `apply`.
    static let itemChangeMembers: Set<String> = ["apply"]
    /// Declared only when a message's button fires an event.
    static let messageRouteMembers: Set<String> = ["messageActionChosen"]
    /// Declared only with an event that is no operation: the closure that hands it to the app.
    static let plainEventMembers: Set<String> = ["onEvent"]
    /// Declared only when the first load reads a cache (`cache: true` or `keep`): the loader's requirement.
    static let cacheMembers: Set<String> = ["cachedContent"]

    /// Declared only by the view model of a screen that counts unread items (`unread-count: true`).
    static let unreadMembers: Set<String> = ["unreadCount", "isUnread", "markRead", "markAllRead"]
    /// Declared only by the view model of a screen with bulk actions.
    static let selectionMembers: Set<String> = ["selection", "selectedItems", "selectedCount", "isSelected", "select", "deselect", "toggleSelection", "selectAll", "clearSelection"]
    /// Declared only by the view model of a screen with item or bulk actions.
    static let rowMembers: Set<String> = ["rows", "isPending", "pendingActions"]
    /// Declared only by the view model of a screen with an item action that reports progress.
    static let progressMembers: Set<String> = ["progressing", "progress", "cancel"]

    /// The members the view model (and loader) generated for `features` declare beside the
    /// spec's own names: what a spec's event, item action or bulk action may not be named.
    public static func viewModelMembers(declaredBy features: ViewModelFeatures) -> Set<String> {
        var members = alwaysDeclaredViewModelMembers
        if features.countsUnread { members.formUnion(unreadMembers) }
        if features.hasBulkActions { members.formUnion(selectionMembers) }
        if features.hasRowActions { members.formUnion(rowMembers) }
        if features.reportsProgress { members.formUnion(progressMembers) }
        if features.pages { members.formUnion(pagingMembers) }
        if features.hasGaps { members.formUnion(timelineMembers) }
        if features.refreshes { members.formUnion(refreshMembers) }
        if features.hearsSignals { members.formUnion(signalMembers) }
        if features.hasLiveUpdates { members.formUnion(liveUpdateMembers) }
        if features.watchesConnectivity { members.formUnion(connectivityMembers) }
        if features.takesInput { members.formUnion(inputMembers) }
        if features.hasOperations { members.formUnion(operationMembers) }
        if features.asksFirst { members.formUnion(confirmationMembers) }
        if features.throttlesSignals { members.formUnion(throttleMembers) }
        if features.appliesItemChanges { members.formUnion(itemChangeMembers) }
        if features.routesMessageButtons { members.formUnion(messageRouteMembers) }
        if features.hasPlainEvents { members.formUnion(plainEventMembers) }
        if features.readsCache { members.formUnion(cacheMembers) }
        return members
    }

    /// What a screen has that decides which members its view model declares.
    public struct ViewModelFeatures: Sendable, Hashable {
        public var countsUnread = false
        public var hasBulkActions = false
        /// Item actions or bulk actions: each row's pending action.
        public var hasRowActions = false
        public var reportsProgress = false
        public var pages = false
        public var hasGaps = false
        public var refreshes = false
        public var hearsSignals = false
        public var hasLiveUpdates = false
        public var watchesConnectivity = false
        public var takesInput = false
        public var hasOperations = false
        /// Some action asks first (`confirm:`).
        public var asksFirst = false
        /// A signal has a `throttle`.
        public var throttlesSignals = false
        /// `live-updates`, or a signal whose reaction is `apply`.
        public var appliesItemChanges = false
        /// A message's button fires an event (`event:`).
        public var routesMessageButtons = false
        /// An event that is no operation.
        public var hasPlainEvents = false
        /// The first load reads a cache.
        public var readsCache = false

        public init(countsUnread: Bool = false, hasBulkActions: Bool = false, hasRowActions: Bool = false, reportsProgress: Bool = false) {
            self.countsUnread = countsUnread
            self.hasBulkActions = hasBulkActions
            self.hasRowActions = hasRowActions
            self.reportsProgress = reportsProgress
        }
    }

    /// The loader protocol's requirements besides operations and item actions; a signal, which
    /// becomes one, may not take these names.
    public static let loaderRequirements: Set<String> = ["loadInitial", "refresh", "loadMore", "cachedContent", "changes", "errorCause", "loadGap"]

    /// What `CaseIterable` and `RawRepresentable` give an enum; its cases may not take these names.
    public static let enumMembers: Set<String> = ["allCases", "rawValue", "hashValue", "hash"]

    /// The name of a section's generated types: `Account` and `header` make `AccountHeader`.
    public static func sectionTypeName(screen: String, section: String) -> String {
        screen + section.prefix(1).uppercased() + section.dropFirst()
    }

    /// Members the view model of a screen with sections may declare, beside a property per
    /// section: every name in `sectionedViewModelMembers(declaredBy:)` for some screen.
    public static let sectionedViewModelMembers: Set<String> = alwaysDeclaredSectionedMembers
        .union(tabMembers).union(aboveTabsMembers).union(["loadInitial", "onEvent", "statuses", "textValues", "keepFresh"])

    /// What the view model of every screen with sections declares. Its private `status(of:)`
    /// is not here: a property `status` beside it is another name to Swift.
    static let alwaysDeclaredSectionedMembers: Set<String> = [
        "state", "visibleSections", "appear", "refresh", "retry", "phase", "isHidden",
        // What `@Observable` adds.
        "access", "withMutation", "shouldNotifyObservers",
    ]
    /// Declared only with `sections-style: tabs`.
    static let tabMembers: Set<String> = ["selectedSection", "tabLoads", "select"]
    /// Declared only with tabs and a section placed above them.
    static let aboveTabsMembers: Set<String> = ["layout", "tabs", "isAboveTabs"]

    /// The members the view model of a screen with sections declares beside its sections: what a
    /// section, or an event beside the sections, may not be named.
    public static func sectionedViewModelMembers(declaredBy features: SectionedViewModelFeatures) -> Set<String> {
        var members = alwaysDeclaredSectionedMembers
        if features.hasTabs { members.formUnion(tabMembers) }
        if features.hasTabs, features.placesAboveTabs { members.formUnion(aboveTabsMembers) }
        if features.sharesInput { members.insert("loadInitial") }
        if features.hasEvents { members.insert("onEvent") }
        if features.hasRows { members.insert("statuses") }
        if features.hasTextValues { members.insert("textValues") }
        if features.keepsSectionsFresh { members.insert("keepFresh") }
        return members
    }

    /// What a screen with sections has that decides which members its view model declares.
    public struct SectionedViewModelFeatures: Sendable, Hashable {
        public var hasTabs = false
        public var placesAboveTabs = false
        /// A stacked screen whose sections load with an input: one `loadInitial` for them all.
        public var sharesInput = false
        /// Screen-wide events beside the sections.
        public var hasEvents = false
        /// A section shows a row per item of loaded data.
        public var hasRows = false
        /// Screen-wide texts with values to fill in: the view model's `textValues`.
        public var hasTextValues = false
        /// A section refreshes by itself: the view model's `keepFresh()` keeps them all fresh.
        public var keepsSectionsFresh = false

        public init(hasTabs: Bool = false, placesAboveTabs: Bool = false, sharesInput: Bool = false, hasEvents: Bool = false, hasRows: Bool = false,
                    hasTextValues: Bool = false, keepsSectionsFresh: Bool = false) {
            self.hasTabs = hasTabs
            self.placesAboveTabs = placesAboveTabs
            self.sharesInput = sharesInput
            self.hasEvents = hasEvents
            self.hasRows = hasRows
            self.hasTextValues = hasTextValues
            self.keepsSectionsFresh = keepsSectionsFresh
        }
    }

    /// The case of the generated error-cause enum for a cause the spec names: its name as written
    /// (`invalid-identifier` keeps it a plain identifier). State coverage compares recorded causes with these.
    public static func errorCauseCase(_ name: String) -> String { name }

    /// The error-cause enum's case for every failure the spec does not name.
    public static let otherErrorCause = "other"

    /// Members of a generated error-cause enum; a cause may not take one of these names.
    public static let errorCauseMembers: Set<String> = ["other", "message", "retryTitle", "action", "allCases"]

    /// Members of a generated feedback enum, and the state names whose texts share the String
    /// Catalog's `<Screen>.<name>` keys with feedback messages; a message may not take one.
    public static let feedbackMembers: Set<String> = ["kind", "text", "ideal", "loading", "empty", "error", "partial"]

    /// Members of the generated `AppFeedbackPolicy`; a policy kind may not take one of these names.
    public static let policyMembers: Set<String> = ["kinds", "queue", "makePresenter"]

    /// What each generated screen type's name adds to the screen's name.
    public static let screenTypeSuffixes = ["State", "Loader", "ViewModel", "Feedback", "ErrorCause", "Event", "ItemAction", "Fixture"]

    /// Types the generated code names: a screen whose generated type would take one of these
    /// names would hide it. StateSpecRuntime's public types, and Swift's that templates use.
    public static let typesGeneratedCodeUses: Set<String> = [
        "FeedbackAction", "FeedbackAnnouncer", "FeedbackAnswer", "FeedbackClock", "FeedbackDismissal", "FeedbackDismissalCause", "FeedbackField",
        "FeedbackDuration", "FeedbackHaptic", "FeedbackKind", "FeedbackLevel", "FeedbackMessage",
        "FeedbackPlacement", "FeedbackPresentation", "FeedbackPresenter", "FeedbackPresenting",
        "FeedbackQueuePolicy", "FeedbackTimer", "LoadingStyle", "LocalizedText", "Page", "ScreenButton",
        "TextLocalizer", "EnglishTextLocalizer", "ScreenContent", "ContentRules", "StateParts", "ContentState", "EmptyCase", "NilIsEmpty", "ErrorCase", "PartialCase", "NoInput", "LoadFailure", "ScreenModel", "InputScreen", "AppearingScreen", "RefreshingScreen", "PagingScreen", "ScrollPagingScreen", "StaleContentScreen", "InputKeepingScreen", "OperatingScreen", "ItemActions", "ItemContent", "ItemActionOutcome", "CallOutcome", "BundleTextLocalizer", "ManualFeedbackClock",
        "ItemSelection", "BulkResult", "BulkCount", "ItemID",
        "SystemFeedbackClock", "SilentAnnouncer", "VoiceOverAnnouncer", "AppFeedbackPolicy", "FixtureLoading",
        "String", "Int", "Double", "Bool", "Error", "Never", "Optional", "Sendable", "Hashable",
        "CaseIterable", "MainActor", "Observable", "ObservationIgnored", "Task", "Void", "AnyHashable", "Set",
    ]

    /// Type names that generated types declare inside themselves, where the generated code also
    /// names the app's types: a state enum's `Kind`, and the associated types of the runtime
    /// protocols a view model adopts. An app type of one of these names, written bare in a spec,
    /// would be hidden there.
    public static let typeNamesInsideGeneratedTypes: [String: String] = [
        "Kind": "the state enum's own `Kind`",
        "Content": "the state enum's `Content` (from `ContentState`)",
        "Cause": "the state enum's `Cause` (from `ContentState`)",
        "Loaded": "the state enum's `Loaded` (from `ContentState`)",
        "ScreenState": "the view model's `ScreenState` (from `ScreenModel`)",
        "ScreenInput": "the view model's `ScreenInput` (from `ScreenModel`)",
        "ScreenEvent": "the view model's `ScreenEvent` (from `OperatingScreen`)",
    ]

    /// `text` made safe for one line inside a `//` comment of generated code. Line breaks and
    /// other control characters (tabs aside), which would end the comment or put raw bytes such
    /// as NUL into the output, become visible `\u{…}` escapes. (Reports use `PrintableLine`.)
    public static func oneLine(_ text: String) -> String {
        // Printable ASCII and tabs: nothing to escape.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F || $0 == UInt8(ascii: "\t") }) { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if scalar != "\t", isControl(scalar) {
                result += "\\u{\(String(scalar.value, radix: 16))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// C0 and C1 control characters, DEL, and the Unicode line and paragraph separators: what
    /// would break a line, a comment or a file name where StateSpec prints one.
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}" || scalar == "\u{2029}"
    }

    /// What a `.swiftMember` value may be: names joined by dots, the first dot optional
    /// (`Post.samples`, `.samples`); nothing that could end or add a declaration. A keyword
    /// cannot start an expression (`class.samples` does not parse); after a dot Swift reads
    /// any keyword as a member's name (`Post.default`, `.init`).
    public static let memberPathPattern = "^(?!(?:" + keywords.sorted().joined(separator: "|") + #")(?:\.|$))\.?[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$"#

    /// True when `text` matches `memberPathPattern`.
    public static func isMemberPath(_ text: String) -> Bool {
        let names = (text.hasPrefix(".") ? text.dropFirst() : Substring(text)).split(separator: ".", omittingEmptySubsequences: false)
        let wellFormed = names.allSatisfy { name in
            guard let first = name.unicodeScalars.first, first == "_" || (first.isASCII && first.properties.isAlphabetic) else { return false }
            return name.unicodeScalars.allSatisfy { $0 == "_" || ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) }
        }
        return wellFormed && leadingKeyword(ofMemberPath: text) == nil
    }

    /// The keyword `text`, a member path, starts with, which Swift cannot read as a name there;
    /// nil when its first name follows a dot or is not a keyword.
    public static func leadingKeyword(ofMemberPath text: String) -> String? {
        guard !text.hasPrefix(".") else { return nil }
        let first = String(text.prefix { $0 != "." })
        return keywords.contains(first) ? first : nil
    }

    /// True when `name` can follow `import` as a module's name: a plain identifier, not a keyword.
    public static func isModuleName(_ name: String) -> Bool {
        isIdentifier(name) && !keywords.contains(name)
    }

    /// A value of a text argument's type, for fixtures and previews to fill a text with: a
    /// number shows where it goes and picks a plural form other than one; a string is its name.
    public static func sampleValue(named name: String, type: String) -> String {
        switch type {
        case "Int": "2"
        case "Double": "2.5"
        default: stringLiteral(name)
        }
    }

    /// A Swift string literal that reads back as `text`.
    public static func stringLiteral(_ text: String) -> String {
        // Nearly every text is printable ASCII without quotes or backslashes: nothing to escape.
        var text = text
        let plain = text.withUTF8 { bytes in
            bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\\") && $0 != UInt8(ascii: "\"") }
        }
        if plain {
            var literal = "\""
            literal.reserveCapacity(text.utf8.count + 2)
            literal += text
            literal += "\""
            return literal
        }
        var escaped = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": escaped += "\\\\"
            case "\"": escaped += "\\\""
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            case "\0": escaped += "\\0"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    escaped += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    escaped.unicodeScalars.append(scalar)
                }
            }
        }
        return escaped + "\""
    }
}

extension SwiftNames {
    /// The identifier a person most likely meant by `name`: `open-settings` → `openSettings`,
    /// `Offline` → `offline` for a member, `user profile` → `UserProfile` for a screen. Nil when
    /// nothing close is an identifier, or when the name is one already.
    public static func suggestion(for name: String, member: Bool) -> String? {
        guard let initial = name.first, initial.isASCII, initial.isLetter else { return nil }
        let words = name.split { !($0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_")) }
        var result = ""
        for (index, word) in words.enumerated() {
            let head = word.prefix(1)
            result += (index == 0 ? (member ? head.lowercased() : head.uppercased()) : head.uppercased()) + word.dropFirst()
        }
        guard result != name, result.count <= maximumNameLength, isIdentifier(result), !keywords.contains(result) else { return nil }
        return result
    }
}
