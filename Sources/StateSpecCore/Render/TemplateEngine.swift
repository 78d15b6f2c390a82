/// A template compiled once and rendered many times, for the part of Stencil's language that
/// StateSpec's templates use: `{{ a.b }}`, `{% if %}` / `{% elif %}` / `{% else %}` with `and`,
/// `or`, `not`, `==` and `!=` against a quoted word, and `{% for x in list %}` with `forloop`.
/// It renders exactly what Stencil renders for those (tests compare the two on every template and
/// fixture), several times faster, and from any thread. `compile` returns nil for a template that
/// uses anything else (filters, includes, blocks, other operators), which Stencil then renders.
public struct CompiledTemplate: Sendable {
    private let nodes: [Node]

    public static func compile(_ text: String) -> CompiledTemplate? {
        var parser = TemplateParser(text)
        guard let nodes = parser.parseAll() else { return nil }
        return CompiledTemplate(nodes: nodes)
    }

    public func render(_ context: TemplateValue) -> String {
        var output = ""
        output.reserveCapacity(16_384)
        var scope = Scope(root: context)
        Self.render(nodes, into: &output, scope: &scope)
        return output
    }

    private static func render(_ nodes: [Node], into output: inout String, scope: inout Scope) {
        for node in nodes {
            switch node {
            case .text(let text):
                output += text
            case .variable(let path):
                if let value = scope.resolve(path) { output += value.rendered }
            case .branches(let branches):
                for branch in branches where branch.condition.map({ $0.isTrue(in: scope) }) ?? true {
                    render(branch.body, into: &output, scope: &scope)
                    break
                }
            case .loop(let name, let path, let body):
                guard case .list(let items)? = scope.resolve(path) else { continue }
                for (index, item) in items.enumerated() {
                    scope.push(name: name, value: item, forloop: [
                        "first": .bool(index == 0), "last": .bool(index == items.count - 1),
                        "counter": .int(index + 1), "counter0": .int(index), "length": .int(items.count),
                    ])
                    render(body, into: &output, scope: &scope)
                    scope.pop()
                }
            }
        }
    }
}

/// A dotted name, such as `more.failureFeedback`.
typealias Path = [Substring]

enum Node: Sendable {
    case text(String)
    case variable(Path)
    /// `if` / `elif` conditions in order; `else` has no condition.
    case branches([(condition: Condition?, body: [Node])])
    case loop(name: String, over: Path, body: [Node])
}

indirect enum Condition: Sendable {
    case value(Path)
    case word(String)
    case not(Condition)
    case and(Condition, Condition)
    case or(Condition, Condition)
    case equal(Condition, Condition, negated: Bool)

    func isTrue(in scope: Scope) -> Bool {
        switch self {
        case .value(let path): scope.resolve(path)?.isTruthy ?? false
        case .word(let word): !word.isEmpty
        case .not(let condition): !condition.isTrue(in: scope)
        case .and(let left, let right): left.isTrue(in: scope) && right.isTrue(in: scope)
        case .or(let left, let right): left.isTrue(in: scope) || right.isTrue(in: scope)
        case .equal(let left, let right, let negated): (left.operand(in: scope) == right.operand(in: scope)) != negated
        }
    }

    /// The value compared by `==`: a quoted word or what a name resolves to (nil when missing).
    private func operand(in scope: Scope) -> TemplateValue? {
        switch self {
        case .word(let word): .string(word)
        case .value(let path): scope.resolve(path)
        default: .bool(isTrue(in: scope))
        }
    }
}

/// The names a template can see: loop variables (innermost first), then the context.
struct Scope {
    let root: TemplateValue
    private var frames: [(name: String, value: TemplateValue, forloop: TemplateValue)] = []

    init(root: TemplateValue) {
        self.root = root
    }

    mutating func push(name: String, value: TemplateValue, forloop: TemplateValue) {
        frames.append((name, value, forloop))
    }

    mutating func pop() {
        frames.removeLast()
    }

    func resolve(_ path: Path) -> TemplateValue? {
        guard let first = path.first else { return nil }
        var value: TemplateValue?
        if let frame = frames.last(where: { $0.name == first }) {
            value = frame.value
        } else if first == "forloop", let frame = frames.last {
            value = frame.forloop
        } else {
            value = root[String(first)]
        }
        for key in path.dropFirst() {
            value = value.flatMap { Self.member(String(key), of: $0) }
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
