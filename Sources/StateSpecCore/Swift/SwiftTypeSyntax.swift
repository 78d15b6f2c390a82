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
            let isFunction = try parser.type(depth: 0)
            guard parser.position == tokens.count else { throw Failure("has '\(tokens[parser.position])' after the type") }
            // A function parameter is non-escaping, so a view model could not keep one.
            if isFunction { throw Failure("is a function type, which the view model cannot store as content or input; wrap it in a struct") }
            // Swift warns wherever a constant's type holds `()` or `Never` (outside a function
            // type), and the view model keeps what loads return in constants.
            if let empty = parser.emptyValues.first {
                throw Failure("holds '\(tokens[empty] == "(" ? "()" : tokens[empty])', which holds no value to show or pass")
            }
            return nil
        } catch {
            return error.reason
        }
    }

    /// False for a type that is never `Hashable` whatever the app declares: one that holds a
    /// function type, a tuple, an existential (`any P`, `Any`, or a standard protocol written
    /// as a type without `any`: `Result<User, Error>`) or a metatype. A named type may be; the
    /// compiler says so where it is not.
    static func mayBeHashable(_ text: String) -> Bool {
        guard let tokens = tokenize(text) else { return false }
        let neverHashable: Set<String> = ["->", "any", "Any", "AnyObject", "Type", "Protocol", "some"]
        if tokens.contains(where: neverHashable.contains) { return false }
        // A standard protocol's own name, not a member of another type (`API.Error` may be a struct).
        let protocols: Set<String> = ["Error", "LocalizedError", "Sendable", "Codable", "Encodable", "Decodable",
                                      "CustomStringConvertible", "CustomDebugStringConvertible"]
        if tokens.indices.contains(where: { protocols.contains(tokens[$0]) && ($0 == 0 || tokens[$0 - 1] != ".") }) { return false }
        // `(` opens a tuple (a parenthesised type is written without them in specs).
        return !tokens.contains("(")
    }

    private struct Failure: Error {
        var reason: String
        init(_ reason: String) { self.reason = reason }
    }

    private let tokens: [String]
    private var position = 0
    /// Where `()`, `Void` or `Never` stands outside a function type's parameters and result.
    private var emptyValues: [Int] = []
    /// How many function types or named generic types the parser is inside, where empty types are fine.
    private var functionDepth = 0

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

    /// Reads one type; true when it is a function type (possibly in parentheses).
    @discardableResult
    private mutating func type(depth: Int) throws(Failure) -> Bool {
        guard depth < Self.maximumDepth else { throw Failure("nests deeper than \(Self.maximumDepth) levels") }
        var isSendableFunction = false
        while take("@") {
            guard take("Sendable") else { throw Failure("has an attribute other than @Sendable") }
            isSendableFunction = true
        }
        if next == "some" { throw Failure("is an opaque `some` type, which a state cannot store; use `any`") }
        _ = take("any")
        let startsWithParenthesis = next == "("
        let start = position
        let wrapsFunction = try composition(depth: depth)
        if startsWithParenthesis, ["async", "throws", "->"].contains(next) {
            _ = take("async")
            _ = take("throws")
            try expect("->")
            guard isSendableFunction else { throw Failure("is a function type without @Sendable, which is not Sendable") }
            emptyValues.removeAll { $0 >= start }
            functionDepth += 1
            try type(depth: depth + 1)
            functionDepth -= 1
            return true
        } else if isSendableFunction {
            throw Failure("puts @Sendable on a type that is not a function type")
        }
        // `(F)` with nothing after the parentheses is still the function type F.
        return wrapsFunction && tokens[start] == "(" && tokens[position - 1] == ")"
    }

    /// True when the composition is one parenthesized function type.
    private mutating func composition(depth: Int) throws(Failure) -> Bool {
        var isFunction = try postfix(depth: depth)
        while take("&") {
            try postfix(depth: depth)
            isFunction = false
        }
        return isFunction
    }

    @discardableResult
    private mutating func postfix(depth: Int) throws(Failure) -> Bool {
        let isFunction = try primary(depth: depth)
        var optional = false
        while take("?") { optional = true }
        return isFunction && !optional
    }

    /// True for a parenthesized function type.
    @discardableResult
    private mutating func primary(depth: Int) throws(Failure) -> Bool {
        if take("[") {
            try type(depth: depth + 1)
            if take(":") { try type(depth: depth + 1) }
            try expect("]")
        } else if take("(") {
            if next == ")", functionDepth == 0 { emptyValues.append(position - 1) }
            var elements = 0
            var isFunction = false
            while !take(")") {
                if elements > 0 { try expect(",") }
                var labelled = false
                if position + 1 < tokens.count, tokens[position + 1] == ":", isName(tokens[position]) {
                    // `(class: Int, b: Int)` or `(inout: Int, b: Int)` does not parse everywhere a type goes.
                    if SwiftNames.keywords.contains(tokens[position]) { throw Failure("uses the keyword '\(tokens[position])' as a tuple label") }
                    position += 2
                    labelled = true
                }
                isFunction = try type(depth: depth + 1) && !labelled
                elements += 1
            }
            return elements == 1 && isFunction
        } else {
            let named = next
            try name()
            if take("<") { try genericArguments(depth: depth, shelters: named != "Optional" && named != "Array") }
            while take(".") {
                guard let member = next, isName(member) || member == "Type" || member == "Protocol" else {
                    throw Failure("has '.' without a name after it")
                }
                // A nested type's name: `Model.class` or `Model.self` does not name a type.
                if SwiftNames.keywords.contains(member) { throw Failure("uses the keyword '\(member)' as a type name") }
                position += 1
                if take("<") { try genericArguments(depth: depth, shelters: true) }
            }
        }
        return false
    }

    /// `shelters`: a named generic type's arguments (`Result<T, Never>`) may be empty types;
    /// Swift warns about them through sugar, tuples, `Optional` and `Array`.
    private mutating func genericArguments(depth: Int, shelters: Bool) throws(Failure) {
        if shelters { functionDepth += 1 }
        defer { if shelters { functionDepth -= 1 } }
        repeat { try type(depth: depth + 1) } while take(",")
        try expect(">")
    }

    private mutating func name() throws(Failure) {
        guard let token = next, isName(token) else { throw Failure(next.map { "has '\($0)' where a type name belongs" } ?? "is empty") }
        if ["Any", "AnyObject"].contains(token) { throw Failure("uses '\(token)', which is not Sendable") }
        if ["Void", "Never"].contains(token), functionDepth == 0 { emptyValues.append(position) }
        if ["Self", "Type", "Protocol", "some", "any", "async", "throws"].contains(token) || SwiftNames.keywords.contains(token) {
            throw Failure("uses the keyword '\(token)' as a type name")
        }
        position += 1
    }

    private func isName(_ token: String) -> Bool {
        token.first.map { $0.isLetter || $0 == "_" } ?? false
    }
}
