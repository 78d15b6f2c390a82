/// Reads template text into nodes, or gives up (nil) on anything outside the supported part of
/// Stencil's language, so that Stencil renders that template instead.
struct TemplateParser {
    private enum Token {
        case text(Substring)
        case variable(Substring)
        case tag(Substring)
    }

    private var tokens: [Token] = []
    private var position = 0
    /// The variables of the loops around the current token, outermost first.
    private var loopNames: [Substring] = []
    /// The context's keys the template names, in the order of their slots.
    private(set) var contextKeys: [String] = []
    private var slots: [Substring: Int] = [:]

    init(_ text: String) {
        tokens = Self.tokenize(text)
    }

    mutating func parseAll() -> [TemplateNode]? {
        guard let (nodes, end) = parseNodes(until: []), end == nil, position == tokens.count else { return nil }
        return nodes
    }

    /// Nodes up to one of the `closing` tags (`endif`, `elif`, …), which is consumed and returned.
    private mutating func parseNodes(until closing: [String]) -> ([TemplateNode], [Substring]?)? {
        var nodes: [TemplateNode] = []
        while position < tokens.count {
            let token = tokens[position]
            position += 1
            switch token {
            case .text(let text):
                nodes.append(.text(String(text)))
            case .variable(let expression):
                guard let reference = reference(expression.trimmingWhitespace()) else { return nil }
                nodes.append(.variable(reference))
            case .tag(let content):
                let words = Self.words(content)
                guard let keyword = words.first else { return nil }
                if closing.contains(where: { $0 == keyword }) { return (nodes, words) }
                switch keyword {
                case "if":
                    guard let node = parseIf(Array(words.dropFirst())) else { return nil }
                    nodes.append(node)
                case "for":
                    guard words.count == 4, words[2] == "in", Self.isName(words[1]), let over = reference(words[3]) else { return nil }
                    loopNames.append(words[1])
                    let parsed = parseNodes(until: ["endfor"])
                    loopNames.removeLast()
                    guard let (body, end) = parsed, end?.count == 1 else { return nil }
                    nodes.append(.loop(over: over, body: body))
                default:
                    return nil
                }
            }
        }
        return closing.isEmpty ? (nodes, nil) : nil
    }

    private mutating func parseIf(_ firstCondition: [Substring]) -> TemplateNode? {
        var branches: [(condition: Condition?, body: [TemplateNode])] = []
        var condition: Condition? = self.condition(firstCondition)
        guard condition != nil else { return nil }
        while true {
            guard let (body, end) = parseNodes(until: ["elif", "else", "endif"]), let end else { return nil }
            branches.append((condition, body))
            switch end.first {
            case "elif":
                guard condition != nil, let next = self.condition(Array(end.dropFirst())) else { return nil }
                condition = next
            case "else":
                guard condition != nil, end.count == 1 else { return nil }
                condition = nil
            default:
                guard end.count == 1 else { return nil }
                return .branches(branches)
            }
        }
    }

    // MARK: Expressions

    /// `a or b and not c == "x"`, with Stencil's precedence: `or` < `and` < `not` < `==`/`!=`.
    mutating func condition(_ words: [Substring]) -> Condition? {
        var rest = words[...]
        guard let result = orExpression(&rest), rest.isEmpty else { return nil }
        return result
    }

    private mutating func orExpression(_ words: inout ArraySlice<Substring>) -> Condition? {
        guard var left = andExpression(&words) else { return nil }
        while words.first == "or" {
            words.removeFirst()
            guard let right = andExpression(&words) else { return nil }
            left = .or(left, right)
        }
        return left
    }

    private mutating func andExpression(_ words: inout ArraySlice<Substring>) -> Condition? {
        guard var left = notExpression(&words) else { return nil }
        while words.first == "and" {
            words.removeFirst()
            guard let right = notExpression(&words) else { return nil }
            left = .and(left, right)
        }
        return left
    }

    private mutating func notExpression(_ words: inout ArraySlice<Substring>) -> Condition? {
        if words.first == "not" {
            words.removeFirst()
            return notExpression(&words).map(Condition.not)
        }
        guard let left = operand(&words) else { return nil }
        guard let comparison = words.first, comparison == "==" || comparison == "!=" else { return left }
        words.removeFirst()
        guard let right = operand(&words) else { return nil }
        return .equal(left, right, negated: comparison == "!=")
    }

    private mutating func operand(_ words: inout ArraySlice<Substring>) -> Condition? {
        guard let word = words.popFirst(), !["or", "and", "not", "==", "!="].contains(word) else { return nil }
        if word.count >= 2, let quote = word.first, quote == "\"" || quote == "'", word.last == quote {
            let inner = word.dropFirst().dropLast()
            return inner.contains(quote) ? nil : .word(String(inner))
        }
        return reference(word).map(Condition.value)
    }

    // MARK: Lexing

    /// `a.b.c`: names of letters, digits and underscores, the first resolved against the loops
    /// around it (the innermost loop of that variable; `forloop` is the innermost loop's).
    mutating func reference(_ text: Substring) -> Reference? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.allSatisfy(Self.isName), let first = parts.first else { return nil }
        let members = parts.dropFirst().map(String.init)
        if let depth = loopNames.lastIndex(of: first) {
            return Reference(head: .loopVariable(depth: depth), members: members)
        }
        if first == "forloop", !loopNames.isEmpty {
            return Reference(head: .forloop(depth: loopNames.count - 1), members: members)
        }
        let slot = slots[first] ?? contextKeys.count
        if slot == contextKeys.count {
            slots[first] = slot
            contextKeys.append(String(first))
        }
        return Reference(head: .context(slot: slot), members: members)
    }

    static func isName(_ text: Substring) -> Bool {
        // ASCII letters, digits and underscores are exactly the bytes that pass.
        func isWordByte(_ byte: UInt8) -> Bool {
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || byte == UInt8(ascii: "_")
        }
        if let first = text.utf8.first, first < 0x80 {
            return isWordByte(first) && text.utf8.allSatisfy { isWordByte($0) || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) }
        }
        guard let first = text.first, first.isLetter || first == "_" else { return false }
        return text.allSatisfy { ($0.isLetter || $0.isNumber || $0 == "_") && $0.isASCII }
    }

    /// A tag's words, keeping a quoted word with its spaces whole.
    private static func words(_ content: Substring) -> [Substring] {
        // Character by Character: a run parses each template's tags once, so a byte path would buy nothing.
        var words: [Substring] = []
        var index = content.startIndex
        while index < content.endIndex {
            if content[index] == " " || content[index] == "\t" || content[index] == "\n" {
                index = content.index(after: index)
                continue
            }
            let start = index
            if content[index] == "\"" || content[index] == "'" {
                let quote = content[index]
                index = content.index(after: index)
                while index < content.endIndex, content[index] != quote { index = content.index(after: index) }
                if index < content.endIndex { index = content.index(after: index) }
            } else {
                while index < content.endIndex, !" \t\n".contains(content[index]) { index = content.index(after: index) }
            }
            words.append(content[start..<index])
        }
        return words
    }

    /// Text, `{{ … }}` and `{% … %}` tokens; a comment (`{# … #}`), whitespace control
    /// (`{%-`) or an unclosed tag becomes a tag no parser accepts.
    private static func tokenize(_ text: String) -> [Token] {
        var tokens: [Token] = []
        var rest = text[...]
        while let open = rest.utf8.firstIndex(of: UInt8(ascii: "{")) {
            let after = rest[rest.utf8.index(after: open)...]
            guard let kind = after.utf8.first, kind == UInt8(ascii: "{") || kind == UInt8(ascii: "%") || kind == UInt8(ascii: "#") else {
                // A lone brace is text: keep scanning after it.
                let textEnd = after.startIndex
                tokens.append(.text(rest[..<textEnd]))
                rest = rest[textEnd...]
                continue
            }
            if open > rest.startIndex { tokens.append(.text(rest[..<open])) }
            let closer = kind == UInt8(ascii: "{") ? UInt8(ascii: "}") : kind == UInt8(ascii: "%") ? UInt8(ascii: "%") : UInt8(ascii: "#")
            let body = after[after.utf8.index(after: after.startIndex)...]
            guard kind != UInt8(ascii: "#"), body.utf8.first != UInt8(ascii: "-"), let close = Self.firstClose(closer, in: body),
                  body[..<close].utf8.last != UInt8(ascii: "-") else {
                return tokens + [.tag("unsupported")]
            }
            let content = body[..<close]
            tokens.append(kind == UInt8(ascii: "{") ? .variable(content) : .tag(content))
            rest = body[body.utf8.index(close, offsetBy: 2)...]
        }
        if !rest.isEmpty { tokens.append(.text(rest)) }
        return Self.mergingText(tokens)
    }

    /// Where the first `}}`, `%}` or `#}` (`first` then `}`) starts in `text`, by UTF-8 bytes:
    /// both are ASCII, so the index falls on a Character boundary.
    private static func firstClose(_ first: UInt8, in text: Substring) -> String.Index? {
        let bytes = text.utf8
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let next = bytes.index(after: index)
            if bytes[index] == first, next < bytes.endIndex, bytes[next] == UInt8(ascii: "}") { return index }
            index = next
        }
        return nil
    }

    /// Adjacent text tokens as one, so that rendering appends fewer pieces.
    private static func mergingText(_ tokens: [Token]) -> [Token] {
        var merged: [Token] = []
        for token in tokens {
            if case .text(let text) = token, case .text(let previous)? = merged.last, previous.endIndex == text.startIndex {
                merged[merged.count - 1] = .text(previous.base[previous.startIndex..<text.endIndex])
            } else {
                merged.append(token)
            }
        }
        return merged
    }
}

private extension Substring {
    /// Character by Character, like `words`: tags are parsed once a run.
    func trimmingWhitespace() -> Substring {
        var result = self
        while result.first?.isWhitespace == true { result.removeFirst() }
        while result.last?.isWhitespace == true { result.removeLast() }
        return result
    }
}
