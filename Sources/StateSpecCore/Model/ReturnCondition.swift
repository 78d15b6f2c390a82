/// Which return a refresh's `on-return` condition is about.
public enum ReturnSource: String, Sendable, Hashable, CaseIterable {
    /// The view shown again.
    case screen
    /// The app brought back to the foreground.
    case app
    /// Either of them (the default).
    case either
}

extension ScreenSpec {
    /// One condition of a refresh's `on-return`: coming back from `from`, after `after` seconds
    /// away at least, and, with `when-changed: true`, only when a `mark-changed` signal came.
    public struct ReturnCondition: Sendable, Hashable {
        /// Where the condition is written (its mapping).
        public var location: SourceLocation
        public var from: Located<String>?
        public var after: Located<String>?
        public var whenChanged: Located<String>?

        /// The return it is about; `either` when `from` is left out.
        public var source: ReturnSource { from.flatMap { ReturnSource(rawValue: $0.value) } ?? .either }

        /// `after:` in seconds, when it is positive (`refresh-timing` reports one that is not).
        public var afterSeconds: Double? {
            guard let text = after?.value, let seconds = SpecNumber.seconds(text), seconds > 0 else { return nil }
            return seconds
        }

        /// True with `when-changed: true`.
        public var onlyWhenChanged: Bool { whenChanged?.value == "true" }
    }
}

extension ModelBuilder {
    /// A refresh's `on-return`: one mapping, or a list of them.
    static func returnConditions(_ node: SyntaxNode?) -> [ScreenSpec.ReturnCondition] {
        guard let node else { return [] }
        let mappings: [SyntaxNode]
        if case .sequence(let items) = node.value { mappings = items } else { mappings = [node] }
        return mappings.filter { $0.entries != nil }.map { condition in
            ScreenSpec.ReturnCondition(location: condition.location, from: text(condition["from"]),
                                       after: text(condition["after"]), whenChanged: text(condition["when-changed"]))
        }
    }
}
