/// Compares and hashes a screen's content, so that generated state enums can be `Equatable` and
/// `Hashable` whatever the app's content type is. Content that is `Equatable` (or `Hashable`)
/// is compared (or hashed) with its own `==` (or `hash(into:)`), chosen at compile time where the
/// type is known and at run time otherwise; content that is not never compares equal.
public enum ContentEquality {
    /// Content that is `Equatable`: its own `==`.
    public static func equal<Value: Equatable>(_ lhs: Value, _ rhs: Value) -> Bool {
        lhs == rhs
    }

    /// Content that is not `Equatable`: never equal, so that a state holding it always counts as changed.
    public static func equal<Value>(_ lhs: Value, _ rhs: Value) -> Bool {
        guard let lhs = lhs as? any Equatable else { return false }
        return lhs.isEqual(to: rhs)
    }

    /// Content that is `Hashable`: its own hash.
    public static func hash<Value: Hashable>(_ value: Value, into hasher: inout Hasher) {
        hasher.combine(value)
    }

    /// Content that is not `Hashable`: adds nothing, which keeps hashing consistent with `equal`.
    public static func hash<Value>(_ value: Value, into hasher: inout Hasher) {
        if let value = value as? any Hashable { hasher.combine(AnyHashable(value)) }
    }
}

private extension Equatable {
    func isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
