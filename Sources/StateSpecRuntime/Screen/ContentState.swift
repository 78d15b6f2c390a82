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
    associatedtype Kind: RawRepresentable where Kind.RawValue == String

    static var loading: Self { get }
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
    static func errorState(_ cause: Cause) -> Self?
    static func partialState(_ content: Content, _ cause: Cause) -> Self?
}

/// A screen whose spec lists the empty state.
public protocol EmptyCase: ContentState {
    static var empty: Self { get }
}

/// A screen that loads one record, for which nothing is the empty state.
public protocol NilIsEmpty: EmptyCase where Loaded == Content? {}

/// A screen that loads one record of a type that is itself optional (`Int?`): nil is the empty state.
public protocol NilContentIsEmpty: EmptyCase where Loaded == Content, Content: ExpressibleByNilLiteral {}

/// A screen whose spec lists the error state.
public protocol ErrorCase: ContentState {
    static func error(_ cause: Cause) -> Self
}

/// A screen whose spec lists the partial state.
public protocol PartialCase: ContentState {
    static func partial(_ content: Content, _ cause: Cause) -> Self
}

extension ContentState {
    public static var emptyLoaded: Loaded? { nil }
    public static var emptyContent: Content? { nil }
    public static func errorState(_ cause: Cause) -> Self? { nil }
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
    public let kind: Kind
    public let content: Content?
    public let cause: Cause?

    public init(_ kind: Kind, content: Content? = nil, cause: Cause? = nil) {
        self.kind = kind
        self.content = content
        self.cause = cause
    }
}

extension ContentState where Self: ErrorCase {
    public static func errorState(_ cause: Cause) -> Self? { .error(cause) }
}

extension ContentState where Self: PartialCase {
    public static func partialState(_ content: Content, _ cause: Cause) -> Self? { .partial(content, cause) }
}

extension ContentState where Loaded == Content {
    public static func showing(_ loaded: Content) -> Self { .ideal(loaded) }
    public static func loaded(_ content: Content) -> Content { content }
    public static func content(of loaded: Content) -> Content? { loaded }
}

extension ContentState where Self: EmptyCase, Loaded == Content, Content: RangeReplaceableCollection {
    public static func showing(_ loaded: Content) -> Self { loaded.isEmpty ? .empty : .ideal(loaded) }
    public static var emptyLoaded: Content? { Content() }
    public static var emptyContent: Content? { Content() }
}

extension ContentState where Self: NilIsEmpty {
    public static func showing(_ loaded: Content?) -> Self { loaded.map { .ideal($0) } ?? .empty }
    public static func loaded(_ content: Content) -> Content? { content }
    public static func content(of loaded: Content?) -> Content? { loaded }
    public static var emptyLoaded: Content?? { .some(nil) }
}

extension ContentState where Self: NilContentIsEmpty {
    public static func showing(_ loaded: Content) -> Self { (loaded as? any OptionalValue)?.isNone ?? false ? .empty : .ideal(loaded) }
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
    public static func == (lhs: Self, rhs: Self) -> Bool {
        guard lhs.kind == rhs.kind, lhs.cause == rhs.cause else { return false }
        switch (lhs.content, rhs.content) {
        case (let left?, let right?): return ContentEquality.equal(left, right)
        case (nil, nil): return true
        default: return false
        }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(cause)
        if let content { ContentEquality.hash(content, into: &hasher) }
    }
}
