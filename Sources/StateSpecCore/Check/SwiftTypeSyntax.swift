/// Checks that text is one Swift type, written the way a spec writes types: names with generic
/// arguments (`Page<Post>`, `Model.Post`), `[T]`, `[K: V]`, `T?`, tuples, `any P & Q`, and
/// `@Sendable` function types. Anything else (a line break, `{`, `;`, a comment) would put the
/// spec's text into the generated code as code, so it is refused here, with the reason.
struct SwiftTypeSyntax {
    static let maximumLength = 500
    static let maximumDepth = 32

    /// Why `text` is not a type a spec may name, or nil when it is.
    static func problem(with text: String) -> String? {
        guard text.utf8.count <= maximumLength else { return "is longer than \(maximumLength) characters" }
        guard let tokens = tokenize(text) else {
            return "holds a character a type does not: use names, `.`, `<>`, `[]`, `()`, `:`, `,`, `?`, `&`, `->` and spaces"
        }
        var parser = SwiftTypeSyntax(tokens: tokens)
        do throws(Failure) {
            try parser.type(depth: 0)
            guard parser.position == tokens.count else { throw Failure("has '\(tokens[parser.position])' after the type") }
            return nil
        } catch {
            return error.reason
        }
    }

    private struct Failure: Error {
        var reason: String
        init(_ reason: String) { self.reason = reason }
    }

    private let tokens: [String]
    private var position = 0

    private init(tokens: [String]) { self.tokens = tokens }

    private static let punctuation: Set<Character> = ["[", "]", "(", ")", "<", ">", ",", ":", "?", ".", "&", "@"]

    private static func tokenize(_ text: String) -> [String]? {
        var tokens: [String] = []
        var characters = Substring(text)
        while let character = characters.first {
            if character == " " {
                characters.removeFirst()
            } else if character.isASCII, character.isLetter || character == "_" {
                let name = characters.prefix { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
                tokens.append(String(name))
                characters.removeFirst(name.count)
            } else if characters.hasPrefix("->") {
                tokens.append("->")
                characters.removeFirst(2)
            } else if punctuation.contains(character) {
                tokens.append(String(character))
                characters.removeFirst()
            } else {
                return nil
            }
        }
        return tokens
    }

    private var next: String? { position < tokens.count ? tokens[position] : nil }

    private mutating func take(_ token: String) -> Bool {
        guard next == token else { return false }
        position += 1
        return true
    }

    private mutating func expect(_ token: String) throws(Failure) {
        guard take(token) else { throw Failure(next.map { "has '\($0)' where '\(token)' belongs" } ?? "ends where '\(token)' belongs") }
    }

    private mutating func type(depth: Int) throws(Failure) {
        guard depth < Self.maximumDepth else { throw Failure("nests deeper than \(Self.maximumDepth) levels") }
        var isSendableFunction = false
        while take("@") {
            guard take("Sendable") else { throw Failure("has an attribute other than @Sendable") }
            isSendableFunction = true
        }
        if next == "some" { throw Failure("is an opaque `some` type, which a state cannot store; use `any`") }
        _ = take("any")
        let startsWithParenthesis = next == "("
        try composition(depth: depth)
        if startsWithParenthesis, ["async", "throws", "->"].contains(next) {
            _ = take("async")
            _ = take("throws")
            try expect("->")
            guard isSendableFunction else { throw Failure("is a function type without @Sendable, which is not Sendable") }
            try type(depth: depth + 1)
        } else if isSendableFunction {
            throw Failure("puts @Sendable on a type that is not a function type")
        }
    }

    private mutating func composition(depth: Int) throws(Failure) {
        try postfix(depth: depth)
        while take("&") { try postfix(depth: depth) }
    }

    private mutating func postfix(depth: Int) throws(Failure) {
        try primary(depth: depth)
        while take("?") {}
    }

    private mutating func primary(depth: Int) throws(Failure) {
        if take("[") {
            try type(depth: depth + 1)
            if take(":") { try type(depth: depth + 1) }
            try expect("]")
        } else if take("(") {
            var first = true
            while !take(")") {
                if !first { try expect(",") }
                first = false
                if position + 1 < tokens.count, tokens[position + 1] == ":", isName(tokens[position]) { position += 2 }
                try type(depth: depth + 1)
            }
        } else {
            try name()
            if take("<") { try genericArguments(depth: depth) }
            while take(".") {
                guard let member = next, isName(member) || member == "Type" || member == "Protocol" else {
                    throw Failure("has '.' without a name after it")
                }
                position += 1
                if take("<") { try genericArguments(depth: depth) }
            }
        }
    }

    private mutating func genericArguments(depth: Int) throws(Failure) {
        repeat { try type(depth: depth + 1) } while take(",")
        try expect(">")
    }

    private mutating func name() throws(Failure) {
        guard let token = next, isName(token) else { throw Failure(next.map { "has '\($0)' where a type name belongs" } ?? "is empty") }
        if ["Any", "AnyObject"].contains(token) { throw Failure("uses '\(token)', which is not Sendable") }
        if ["Self", "Type", "Protocol", "some", "any", "async", "throws"].contains(token) || SwiftNames.keywords.contains(token) {
            throw Failure("uses the keyword '\(token)' as a type name")
        }
        position += 1
    }

    private func isName(_ token: String) -> Bool {
        token.first.map { $0.isLetter || $0 == "_" } ?? false
    }
}
