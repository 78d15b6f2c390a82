/// A template compiled once and rendered many times, for the part of Stencil's language that
/// StateSpec's templates use: `{{ a.b }}`, `{% if %}` / `{% elif %}` / `{% else %}` with `and`,
/// `or`, `not`, `==` and `!=` against a quoted word, and `{% for x in list %}` with `forloop`.
/// It renders exactly what Stencil renders for those (tests compare the two on every template and
/// fixture), several times faster, and from any thread. `compile` returns nil for a template that
/// uses anything else (filters, includes, blocks, other operators), which Stencil then renders.
public struct CompiledTemplate: Sendable {
    private let nodes: [Node]
    /// The context's keys the template names, each once: a render looks each up once, and
    /// its nodes read them by slot.
    private let contextKeys: [String]

    public static func compile(_ text: String) -> CompiledTemplate? {
        var parser = TemplateParser(text)
        guard let nodes = parser.parseAll() else { return nil }
        return CompiledTemplate(nodes: nodes, contextKeys: parser.contextKeys)
    }

    public func render(_ context: TemplateValue) -> String {
        var output = ""
        output.reserveCapacity(16_384)
        var scope = Scope(slots: contextKeys.map { context[$0] })
        Self.render(nodes, into: &output, scope: &scope)
        return output
    }

    private static func render(_ nodes: [Node], into output: inout String, scope: inout Scope) {
        for node in nodes {
            switch node {
            case .text(let text):
                output += text
            case .variable(let reference):
                if let value = scope.resolve(reference) { value.write(into: &output) }
            case .branches(let branches):
                for branch in branches where branch.condition.map({ $0.isTrue(in: scope) }) ?? true {
                    render(branch.body, into: &output, scope: &scope)
                    break
                }
            case .loop(let reference, let body):
                guard case .list(let items)? = scope.resolve(reference) else { continue }
                for (index, item) in items.enumerated() {
                    scope.frames.append(Scope.Frame(value: item, index: index, count: items.count))
                    render(body, into: &output, scope: &scope)
                    scope.frames.removeLast()
                }
            }
        }
    }
}

/// A name as the parser resolved it: loops nest lexically, so whether `x` in `x.y` is a loop's
/// variable, a loop's `forloop` or a key of the context is known before rendering, and a loop's
/// variable is found by its depth rather than by comparing names.
struct Reference: Sendable {
    enum Head: Sendable {
        /// The context's key at this slot of `CompiledTemplate.contextKeys`.
        case context(slot: Int)
        /// The variable of the loop at this depth (0: the outermost).
        case loopVariable(depth: Int)
        /// `forloop` of the loop at this depth.
        case forloop(depth: Int)
    }

    var head: Head
    /// The members after the first name: `y` of `x.y`.
    var members: [String]
}

enum Node: Sendable {
    case text(String)
    case variable(Reference)
    /// `if` / `elif` conditions in order; `else` has no condition.
    case branches([(condition: Condition?, body: [Node])])
    case loop(over: Reference, body: [Node])
}

indirect enum Condition: Sendable {
    case value(Reference)
    case word(String)
    case not(Condition)
    case and(Condition, Condition)
    case or(Condition, Condition)
    case equal(Condition, Condition, negated: Bool)

    func isTrue(in scope: Scope) -> Bool {
        switch self {
        case .value(let reference): scope.resolve(reference)?.isTruthy ?? false
        case .word(let word): !word.isEmpty
        case .not(let condition): !condition.isTrue(in: scope)
        case .and(let left, let right): left.isTrue(in: scope) && right.isTrue(in: scope)
        case .or(let left, let right): left.isTrue(in: scope) || right.isTrue(in: scope)
        case .equal(.value(let reference), .word(let word), let negated), .equal(.word(let word), .value(let reference), let negated):
            // The common comparison, without making a value of the word.
            if case .string(let text)? = scope.resolve(reference) { (text == word) != negated } else { negated }
        case .equal(let left, let right, let negated): (left.operand(in: scope) == right.operand(in: scope)) != negated
        }
    }

    /// The value compared by `==`: a quoted word or what a name resolves to (nil when missing).
    private func operand(in scope: Scope) -> TemplateValue? {
        switch self {
        case .word(let word): .string(word)
        case .value(let reference): scope.resolve(reference)
        default: .bool(isTrue(in: scope))
        }
    }
}

/// The names a template can see: the loops being rendered (outermost first), then the context.
struct Scope {
    /// A loop's current item and where it is in the list, from which `forloop` is made only
    /// when asked for.
    struct Frame {
        var value: TemplateValue
        var index: Int
        var count: Int
    }

    /// The values of the context's keys the template names, by slot (nil when missing).
    let slots: [TemplateValue?]
    var frames: [Frame] = []

    init(slots: [TemplateValue?]) {
        self.slots = slots
        frames.reserveCapacity(8)
    }

    func resolve(_ reference: Reference) -> TemplateValue? {
        var members = reference.members[...]
        var value: TemplateValue?
        switch reference.head {
        case .context(let slot):
            value = slots[slot]
        case .loopVariable(let depth):
            value = frames[depth].value
        case .forloop(let depth):
            let frame = frames[depth]
            if let first = members.first {
                members = members.dropFirst()
                switch first {
                case "first": value = .bool(frame.index == 0)
                case "last": value = .bool(frame.index == frame.count - 1)
                case "counter": value = .int(frame.index + 1)
                case "counter0": value = .int(frame.index)
                case "length": value = .int(frame.count)
                default: return nil
                }
            } else {
                value = [
                    "first": .bool(frame.index == 0), "last": .bool(frame.index == frame.count - 1),
                    "counter": .int(frame.index + 1), "counter0": .int(frame.index), "length": .int(frame.count),
                ]
            }
        }
        for key in members {
            guard let current = value else { return nil }
            value = Self.member(key, of: current)
        }
        return value
    }

    /// A member as Stencil finds one: an object's field, or a list's `count`, `first` or `last`.
    private static func member(_ key: String, of value: TemplateValue) -> TemplateValue? {
        switch value {
        case .object(let fields): return fields[key]
        case .list(let items):
            switch key {
            case "count": return .int(items.count)
            case "first": return items.first
            case "last": return items.last
            default: return Int(key).flatMap { items.indices.contains($0) ? items[$0] : nil }
            }
        default: return nil
        }
    }
}

extension TemplateValue {
    /// Appends what `{{ value }}` writes, without an intermediate string for text.
    func write(into output: inout String) {
        if case .string(let text) = self { output += text } else { output += rendered }
    }
}
