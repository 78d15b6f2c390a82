import Observation

/// The rows of one section of a stacked screen, one per item of data loaded elsewhere: a media
/// home's row per library, each loading that library's latest items with the library as its
/// input. The app makes each row's view model (`show(_:make:)`); the screen's view model owns the
/// rows, so that its `refresh()` and `retry()` reach every row and its `state` counts them.
///
/// A row stays while its item is shown, with what it shows; an item that arrives (a library added
/// by a refresh) gets a new row, and the row of an item that went is dropped.
@MainActor
@Observable
public final class SectionRows<Input: Hashable, Row: AnyObject> {
    /// The items shown, one row each, in the order the app gave them.
    public private(set) var inputs: [Input] = []
    /// True once the app has shown rows, even none: the section is its rows from then on, and
    /// the screen's summary counts them in the section's place.
    public private(set) var isShown = false
    @ObservationIgnored private var made: [Input: Row] = [:]

    /// No rows yet; the app shows them when it knows the items.
    public init() {}

    /// The rows, in the order of their items.
    public var rows: [Row] { inputs.compactMap { made[$0] } }

    /// The row of `input`, while its item is shown.
    public func row(for input: Input) -> Row? { made[input] }

    /// Shows a row per item of `inputs`, in order (an item listed twice gets one row): the row of
    /// an item shown before stays, with what it shows; a new item gets `make(item)`; the row of an
    /// item no longer listed is dropped. Returns the items whose rows were made now, which have
    /// loaded nothing yet (`appear()` loads them).
    @discardableResult
    public func show(_ inputs: [Input], make: (Input) -> Row) -> [Input] {
        var seen = Set<Input>()
        let shown = inputs.filter { seen.insert($0).inserted }
        let new = shown.filter { made[$0] == nil }
        for input in new { made[input] = make(input) }
        for input in made.keys where !seen.contains(input) { made[input] = nil }
        self.inputs = shown
        isShown = true
        return new
    }

    /// Runs `call` on every row at once, each in a task of its own, and returns their outcomes as
    /// one: `.failed` when a row's call failed, else `.cancelled` when one was cancelled, else
    /// `.succeeded` when one succeeded, else the first row's skip (`.skipped(.notNeeded)` without
    /// rows). Cancelling the caller cancels every row's call.
    public func each(_ call: @escaping @MainActor @Sendable (Input, Row) async -> CallOutcome) async -> CallOutcome {
        // The rows shown when the calls start, told apart by identity: an app whose items are
        // main-actor types (default main-actor isolation) has no `Sendable` keys to hand the tasks.
        let current = rows.map(ObjectIdentifier.init)
        let outcomes = await SectionCalls.concurrently(current) { [self] id in
            // A row the app dropped before its call started runs nothing.
            guard let (input, row) = made.first(where: { ObjectIdentifier($0.value) == id }).map({ ($0.key, $0.value) }) else {
                return .skipped(.notNeeded)
            }
            return await call(input, row)
        }
        let inOrder = current.compactMap { outcomes[$0] }
        if inOrder.contains(.failed) { return .failed }
        if inOrder.contains(.cancelled) { return .cancelled }
        if inOrder.contains(.succeeded) { return .succeeded }
        return inOrder.first ?? .skipped(.notNeeded)
    }
}

extension SectionRows where Row: InputScreen & AppearingScreen, Row.ScreenInput == Input {
    /// Runs every row's first load for its item at once, each only when nothing is shown in it
    /// yet; their outcomes as one, as `each(_:)` gives them.
    @discardableResult
    public func appear() async -> CallOutcome {
        await each { input, row in await row.appear(input) }
    }
}
