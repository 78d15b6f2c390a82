/// What the runtime needs of a screen's state enum, which StateSpec generates from its spec: the
/// loading and ideal states every screen has, and the content and cause a state holds. The
/// empty, error and partial states are optional: the enum adopts `EmptyCase`, `ErrorCase` and
/// `PartialCase` for the ones its spec lists, and its own cases are the witnesses, so a screen's
/// states are written once.
public protocol ContentState: Sendable {
    /// What the ideal state shows: a collection of items, or one record.
    associatedtype Content
    /// Why the screen failed; `Never` for a screen with neither an error nor a partial state.
    associatedtype Cause: Sendable = Never
    /// What a load returns: the content, or an optional record when nothing is the empty state.
    associatedtype Loaded = Content
    /// The state's name (`ideal`, `loading`, …), an enum of the states the spec lists.
    associatedtype Kind: RawRepresentable where Kind.RawValue == String

    /// The screen's name in state coverage reports (`StateCoverage`); by default the type's name
    /// without its `State` suffix.
    static var coverageName: String { get }

    /// The first load is running: the screen's `case loading`.
    static var loading: Self { get }
    /// The content, loaded: the screen's `case ideal(Content)`.
    static func ideal(_ content: Content) -> Self
    /// The state's kind, the content it shows (ideal and partial) and why it failed (error and
    /// partial), from one switch over its cases.
    var parts: StateParts<Kind, Content, Cause> { get }

    /// The state that shows `loaded`: the empty state for nothing, where the screen has one.
    static func showing(_ loaded: Loaded) -> Self
    /// Content on screen, as a load returns it.
    static func loaded(_ content: Content) -> Loaded
    /// What a load returned, as content; nil for nothing.
    static func content(of loaded: Loaded) -> Content?
    /// What a refresh starts from in the empty state; nil without one.
    static var emptyLoaded: Loaded? { get }
    /// The content edits and item actions change in the empty state: an empty collection; nil
    /// where the empty state holds nothing to change.
    static var emptyContent: Content? { get }
    /// The error state for `cause`; nil where the spec lists none.
    static func errorState(_ cause: Cause) -> Self?
    /// The partial state of `content` cut short by `cause`; nil where the spec lists none.
    static func partialState(_ content: Content, _ cause: Cause) -> Self?
}

/// A screen whose spec lists the empty state.
public protocol EmptyCase: ContentState {
    /// Nothing to show: the screen's `case empty`.
    static var empty: Self { get }
}

/// A screen that loads one record, for which nothing is the empty state.
public protocol NilIsEmpty: EmptyCase where Loaded == Content? {}

/// A screen that loads one record of a type that is itself optional (`Int?`): nil is the empty state.
public protocol NilContentIsEmpty: EmptyCase where Loaded == Content, Content: ExpressibleByNilLiteral {}

/// A screen whose spec lists the error state.
public protocol ErrorCase: ContentState {
    /// The first load failed: the screen's `case error(Cause)`.
    static func error(_ cause: Cause) -> Self
}

/// A screen whose spec lists the partial state.
public protocol PartialCase: ContentState {
    /// Content cut short by a failure: the screen's `case partial(Content, Cause)`.
    static func partial(_ content: Content, _ cause: Cause) -> Self
}

extension ContentState {
    /// Without an empty state, a refresh never starts from it.
    public static var emptyLoaded: Loaded? { nil }
    /// Without an empty state, nothing in it changes.
    public static var emptyContent: Content? { nil }
    /// Without an error state, none.
    public static func errorState(_ cause: Cause) -> Self? { nil }
    /// Without a partial state, none.
    public static func partialState(_ content: Content, _ cause: Cause) -> Self? { nil }

    var isLoading: Bool { kind.rawValue == "loading" }
    var isEmpty: Bool { kind.rawValue == "empty" }
    var isError: Bool { kind.rawValue == "error" }
    var isPartial: Bool { kind.rawValue == "partial" }
}

extension ContentState {
    /// The state's name, for comparisons and analytics.
    public var kind: Kind { parts.kind }
    /// The content on screen: in the ideal and partial states; nil otherwise.
    public var content: Content? { parts.content }
    /// Why the screen failed: in the error and partial states; nil otherwise.
    public var cause: Cause? { parts.cause }
}

/// A state's kind, content and cause.
public struct StateParts<Kind, Content, Cause> {
    /// The state's name.
    public let kind: Kind
    /// The content it shows, in the ideal and partial states.
    public let content: Content?
    /// Why the screen failed, in the error and partial states.
    public let cause: Cause?

    /// The parts of a state: its kind, and its content and cause where it has them.
    public init(_ kind: Kind, content: Content? = nil, cause: Cause? = nil) {
        self.kind = kind
        self.content = content
        self.cause = cause
    }
}

extension ContentState where Self: ErrorCase {
    /// The screen's `error(_:)` case.
    public static func errorState(_ cause: Cause) -> Self? { .error(cause) }
}

extension ContentState where Self: PartialCase {
    /// The screen's `partial(_:_:)` case.
    public static func partialState(_ content: Content, _ cause: Cause) -> Self? { .partial(content, cause) }
}

extension ContentState where Loaded == Content {
    /// Without an empty state, whatever loads is the ideal state.
    public static func showing(_ loaded: Content) -> Self { .ideal(loaded) }
    /// A load returns the content itself.
    public static func loaded(_ content: Content) -> Content { content }
    /// A load returns the content itself.
    public static func content(of loaded: Content) -> Content? { loaded }
}

extension ContentState where Self: EmptyCase, Loaded == Content, Content: RangeReplaceableCollection {
    /// An empty collection is the empty state.
    public static func showing(_ loaded: Content) -> Self { loaded.isEmpty ? .empty : .ideal(loaded) }
    /// A refresh in the empty state starts from an empty collection.
    public static var emptyLoaded: Content? { Content() }
    /// Edits and item actions in the empty state change an empty collection.
    public static var emptyContent: Content? { Content() }
}

extension ContentState where Self: NilIsEmpty {
    /// No record is the empty state.
    public static func showing(_ loaded: Content?) -> Self { loaded.map { .ideal($0) } ?? .empty }
    /// A load returns the record, or nil.
    public static func loaded(_ content: Content) -> Content? { content }
    /// A load returns the record, or nil.
    public static func content(of loaded: Content?) -> Content? { loaded }
    /// A refresh in the empty state starts from no record.
    public static var emptyLoaded: Content?? { .some(nil) }
}

extension ContentState where Self: NilContentIsEmpty {
    /// Nil is the empty state.
    public static func showing(_ loaded: Content) -> Self { (loaded as? any OptionalValue)?.isNone ?? false ? .empty : .ideal(loaded) }
    /// A refresh in the empty state starts from nil.
    public static var emptyLoaded: Content? { .some(nil) }
}

/// Tells nil apart in a generic optional.
fileprivate protocol OptionalValue {
    var isNone: Bool { get }
}

extension Optional: OptionalValue {
    var isNone: Bool { self == nil }
}

/// States are equal when their kinds, causes and content are: content is compared with its own
/// `==` (`ContentEquality`), and content that is not `Equatable` never compares equal.
extension ContentState where Self: Hashable, Kind: Hashable, Cause: Hashable {
    /// Equal kinds, causes and content (compared with `ContentEquality`).
    public static func == (lhs: Self, rhs: Self) -> Bool {
        guard lhs.kind == rhs.kind, lhs.cause == rhs.cause else { return false }
        switch (lhs.content, rhs.content) {
        case (let left?, let right?): return ContentEquality.equal(left, right)
        case (nil, nil): return true
        default: return false
        }
    }

    /// Hashes the kind, the cause and the content (with `ContentEquality`).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(cause)
        if let content { ContentEquality.hash(content, into: &hasher) }
    }
}
