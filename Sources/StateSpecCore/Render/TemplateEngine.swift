/// A template compiled once and rendered many times, for the part of Stencil's language that
/// StateSpec's templates use: `{{ a.b }}`, `{% if %}` / `{% elif %}` / `{% else %}` with `and`,
/// `or`, `not`, `==` and `!=` against a quoted word, and `{% for x in list %}` with `forloop`.
/// It renders exactly what Stencil renders for those (tests compare the two on every template and
/// fixture), several times faster, and from any thread. `compile` returns nil for a template that
/// uses anything else (filters, includes, blocks, other operators), which Stencil then renders.
public struct CompiledTemplate: Sendable {
    private let program: TemplateProgram

    public static func compile(_ text: String) -> CompiledTemplate? {
        var parser = TemplateParser(text)
        guard let nodes = parser.parseAll() else { return nil }
        return CompiledTemplate(program: TemplateProgram(nodes, contextKeys: parser.contextKeys))
    }

    public func render(_ context: TemplateValue) -> String {
        String(decoding: renderBytes(context), as: UTF8.self)
    }

    /// The context's keys the template names, in the order of its slots.
    var contextKeys: [String] { program.contextKeys }

    /// The output as UTF-8 bytes, for a pass that reads it as bytes (`SwiftLayout.tidy`).
    func renderBytes(_ context: TemplateValue) -> [UInt8] {
        renderBytes(slots: program.contextKeys.map { context[$0] })
    }

    /// The output for the values of `contextKeys`, looked up by the caller (once for several
    /// templates that share a context).
    func renderBytes(slots: [TemplateValue?]) -> [UInt8] {
        var run = TemplateRun(program: program, slots: slots)
        return run.render()
    }
}

/// A name as the parser resolved it: loops nest lexically, so whether `x` in `x.y` is a loop's
/// variable, a loop's `forloop` or a key of the context is known before rendering, and a loop's
/// variable is found by its depth rather than by comparing names.
struct Reference: Sendable {
    enum Head: Sendable {
        /// The context's key at this slot of the parser's `contextKeys`.
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

/// What the parser reads a template into, before it is laid out flat.
enum TemplateNode: Sendable {
    case text(String)
    case variable(Reference)
    /// `if` / `elif` conditions in order; `else` has no condition.
    case branches([(condition: Condition?, body: [TemplateNode])])
    case loop(over: Reference, body: [TemplateNode])
}

indirect enum Condition: Sendable {
    case value(Reference)
    case word(String)
    case not(Condition)
    case and(Condition, Condition)
    case or(Condition, Condition)
    case equal(Condition, Condition, negated: Bool)
}

/// A template laid out flat for rendering: instructions, names and conditions in arrays, each
/// with only numbers in it, and every piece of literal text in one byte buffer, so that a render
/// walks plain values instead of copying (and reference counting) a tree of nodes.
struct TemplateProgram: Sendable {
    enum Instruction: Sendable {
        /// `text[start..<end]`.
        case text(start: Int, end: Int)
        case variable(reference: Int)
        /// Goes on when the condition holds, else continues at `target`.
        case jumpUnless(condition: Int, target: Int)
        case jump(target: Int)
        /// Starts a loop over a reference's list; for anything but a list with items, continues at
        /// `end`, after the loop.
        case loopStart(reference: Int, end: Int)
        /// Moves the innermost loop to its next item and back to `body`; after the last, ends it.
        case loopNext(body: Int)
    }

    /// `Reference` with its members as a range of `memberKeys`.
    struct FlatReference: Sendable {
        var head: Reference.Head
        var members: Range<Int>
    }

    enum FlatCondition: Sendable {
        case value(reference: Int)
        /// A quoted word of `words`.
        case word(Int)
        case not(Int)
        case and(Int, Int)
        case or(Int, Int)
        case equal(Int, Int, negated: Bool)
    }

    private(set) var text: [UInt8] = []
    private(set) var instructions: [Instruction] = []
    private(set) var references: [FlatReference] = []
    private(set) var memberKeys: [String] = []
    private(set) var conditions: [FlatCondition] = []
    private(set) var words: [String] = []
    let contextKeys: [String]

    init(_ nodes: [TemplateNode], contextKeys: [String]) {
        self.contextKeys = contextKeys
        lay(nodes)
    }

    private mutating func lay(_ nodes: [TemplateNode]) {
        for node in nodes {
            switch node {
            case .text(let piece):
                let start = text.count
                text += piece.utf8
                instructions.append(.text(start: start, end: text.count))
            case .variable(let reference):
                instructions.append(.variable(reference: add(reference)))
            case .branches(let branches):
                var jumpsToEnd: [Int] = []
                for (condition, body) in branches {
                    var test: Int?
                    if let condition {
                        test = instructions.count
                        instructions.append(.jumpUnless(condition: add(condition), target: -1))
                    }
                    lay(body)
                    jumpsToEnd.append(instructions.count)
                    instructions.append(.jump(target: -1))
                    if let test, case .jumpUnless(let condition, _) = instructions[test] {
                        instructions[test] = .jumpUnless(condition: condition, target: instructions.count)
                    }
                }
                for jump in jumpsToEnd { instructions[jump] = .jump(target: instructions.count) }
            case .loop(let over, let body):
                let start = instructions.count
                let list = add(over)
                instructions.append(.loopStart(reference: list, end: -1))
                lay(body)
                instructions.append(.loopNext(body: start + 1))
                instructions[start] = .loopStart(reference: list, end: instructions.count)
            }
        }
    }

    private mutating func add(_ reference: Reference) -> Int {
        let members = memberKeys.count..<memberKeys.count + reference.members.count
        memberKeys += reference.members
        references.append(FlatReference(head: reference.head, members: members))
        return references.count - 1
    }

    private mutating func add(_ condition: Condition) -> Int {
        let flat: FlatCondition = switch condition {
        case .value(let reference): .value(reference: add(reference))
        case .word(let word): .word(appendWord(word))
        case .not(let inner): .not(add(inner))
        case .and(let left, let right): .and(add(left), add(right))
        case .or(let left, let right): .or(add(left), add(right))
        case .equal(let left, let right, let negated): .equal(add(left), add(right), negated: negated)
        }
        conditions.append(flat)
        return conditions.count - 1
    }

    private mutating func appendWord(_ word: String) -> Int {
        words.append(word)
        return words.count - 1
    }
}

/// One render of a program: the context's values by slot, and the loops being rendered.
struct TemplateRun {
    /// A loop's list and where it is in it, from which `forloop` is made only when asked for.
    private struct Frame {
        var items: [TemplateValue]
        var index: Int
    }

    private let program: TemplateProgram
    /// The values of the context's keys the template names, by slot (nil when missing).
    private let slots: [TemplateValue?]
    private var frames: [Frame] = []

    init(program: TemplateProgram, slots: [TemplateValue?]) {
        self.program = program
        self.slots = slots
        frames.reserveCapacity(8)
    }

    mutating func render() -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(program.text.count)
        program.text.withUnsafeBufferPointer { text in
            program.instructions.withUnsafeBufferPointer { instructions in
                var position = 0
                while position < instructions.count {
                    switch instructions[position] {
                    case .text(let start, let end):
                        output.append(contentsOf: UnsafeBufferPointer(rebasing: text[start..<end]))
                        position += 1
                    case .variable(let reference):
                        if let value = resolve(reference) { value.write(into: &output) }
                        position += 1
                    case .jumpUnless(let condition, let target):
                        position = isTrue(condition) ? position + 1 : target
                    case .jump(let target):
                        position = target
                    case .loopStart(let reference, let end):
                        guard case .list(let items)? = resolve(reference), !items.isEmpty else {
                            position = end
                            continue
                        }
                        frames.append(Frame(items: items, index: 0))
                        position += 1
                    case .loopNext(let body):
                        frames[frames.count - 1].index += 1
                        if frames[frames.count - 1].index < frames[frames.count - 1].items.count {
                            position = body
                        } else {
                            frames.removeLast()
                            position += 1
                        }
                    }
                }
            }
        }
        return output
    }

    private func resolve(_ index: Int) -> TemplateValue? {
        let reference = program.references[index]
        var members = reference.members
        var value: TemplateValue?
        switch reference.head {
        case .context(let slot):
            value = slots[slot]
        case .loopVariable(let depth):
            value = frames[depth].items[frames[depth].index]
        case .forloop(let depth):
            let index = frames[depth].index
            let count = frames[depth].items.count
            if let first = members.first {
                members = members.dropFirst()
                switch program.memberKeys[first] {
                case "first": value = .bool(index == 0)
                case "last": value = .bool(index == count - 1)
                case "counter": value = .int(index + 1)
                case "counter0": value = .int(index)
                case "length": value = .int(count)
                default: return nil
                }
            } else {
                value = [
                    "first": .bool(index == 0), "last": .bool(index == count - 1),
                    "counter": .int(index + 1), "counter0": .int(index), "length": .int(count),
                ]
            }
        }
        for member in members {
            guard let current = value else { return nil }
            value = Self.member(program.memberKeys[member], of: current)
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

    private func isTrue(_ index: Int) -> Bool {
        switch program.conditions[index] {
        case .value(let reference): resolve(reference)?.isTruthy ?? false
        case .word(let word): !program.words[word].isEmpty
        case .not(let condition): !isTrue(condition)
        case .and(let left, let right): isTrue(left) && isTrue(right)
        case .or(let left, let right): isTrue(left) || isTrue(right)
        case .equal(let left, let right, let negated):
            if case .value(let reference) = program.conditions[left], case .word(let word) = program.conditions[right] {
                // The common comparison, without making a value of the word.
                if case .string(let text)? = resolve(reference) { (text == program.words[word]) != negated } else { negated }
            } else {
                (operand(left) == operand(right)) != negated
            }
        }
    }

    /// The value compared by `==`: a quoted word or what a name resolves to (nil when missing).
    private func operand(_ index: Int) -> TemplateValue? {
        switch program.conditions[index] {
        case .word(let word): .string(program.words[word])
        case .value(let reference): resolve(reference)
        default: .bool(isTrue(index))
        }
    }
}

extension TemplateValue {
    /// Appends what `{{ value }}` writes.
    func write(into output: inout [UInt8]) {
        if case .string(let text) = self { output += text.utf8 } else { output += rendered.utf8 }
    }
}
