/// What a bulk action's loader did to the items it was handed: some done (updated, or removed),
/// some failed, each with its error. An item the result does not mention counts as failed
/// (`BulkItemUnanswered`): the row stays as the server last confirmed it, and selected.
public struct BulkResult<Item: Sendable>: Sendable {
    /// The items updated, as they are now (`effect: update`): their rows show them.
    public var updated: [Item]
    /// The identities of the items removed (`effect: remove`): their rows go.
    public var removed: [ItemID]
    /// The items that failed, by identity, each with its error: their rows stay as they were.
    public var failed: [ItemID: any Error]

    /// A result with the items `updated`, the identities `removed` and the failures `failed`.
    public init(updated: [Item] = [], removed: [ItemID] = [], failed: [ItemID: any Error] = [:]) {
        self.updated = updated
        self.removed = removed
        self.failed = failed
    }
}

/// How many items of a bulk action were done and how many failed: the values of its message's
/// `done` and `failed` arguments.
public struct BulkCount: Sendable, Hashable {
    /// The items the action was done to.
    public var done: Int
    /// The items it failed on.
    public var failed: Int

    /// `done` items done, `failed` failed.
    public init(done: Int, failed: Int) {
        self.done = done
        self.failed = failed
    }
}

/// A bulk action failed on some or all of its items; `lastError` holds it.
public struct BulkActionFailure: Error, Sendable {
    /// How many items it was done to.
    public var done: Int
    /// The items it failed on, by identity, each with its error.
    public var failures: [ItemID: any Error]

    /// A failure on `failures` after `done` items succeeded.
    public init(done: Int, failures: [ItemID: any Error]) {
        self.done = done
        self.failures = failures
    }
}

/// The loader's `BulkResult` did not mention an item it was handed: it counts as failed.
public struct BulkItemUnanswered: Error, Sendable, Hashable {
    /// Makes the error.
    public init() {}
}
