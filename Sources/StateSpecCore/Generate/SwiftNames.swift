/// What a spec name must be to become Swift code.
public enum SwiftNames {
    /// Words Swift reserves in declarations and expressions; a name must not be one of them.
    public static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate",
        "func", "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator",
        "private", "precedencegroup", "protocol", "public", "rethrows", "static", "struct",
        "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer",
        "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw",
        "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self",
        "super", "throws", "true", "try", "_",
    ]

    /// Plain ASCII identifiers: letters, digits and underscores, not starting with a digit.
    /// Stricter than Swift, so that names read the same in every file and tool.
    public static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, !name.isEmpty else { return false }
        func isLetter(_ s: Unicode.Scalar) -> Bool { ("a"..."z").contains(s) || ("A"..."Z").contains(s) || s == "_" }
        return isLetter(first) && name.unicodeScalars.allSatisfy { isLetter($0) || ("0"..."9").contains($0) }
    }

    /// Members a generated view model may declare (templates/ViewModel.swift.stencil); an
    /// event, whose method the view model also declares, may not take one of these names.
    public static let viewModelMembers: Set<String> = [
        "state", "isRefreshing", "isLoadingMore", "canLoadMore", "performingEvent", "lastError",
        "calls", "loader", "feedback", "onEvent", "journal", "input", "partialComesFromRefresh",
        "appear", "loadInitial", "refresh", "loadMore", "loadMoreIfNeeded", "pageSkipReason",
        "retry", "edit", "show", "currentContent", "operationContent", "cause", "isFailure",
    ]

    /// Members of a generated error-cause enum; a cause may not take one of these names.
    public static let errorCauseMembers: Set<String> = ["other", "message", "retryTitle", "action", "allCases"]

    /// Members of a generated feedback enum, and the state names whose texts share the String
    /// Catalog's `<Screen>.<name>` keys with feedback messages; a message may not take one.
    public static let feedbackMembers: Set<String> = ["kind", "text", "ideal", "loading", "empty", "error", "partial"]

    /// A Swift string literal that reads back as `text`.
    public static func stringLiteral(_ text: String) -> String {
        var escaped = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": escaped += "\\\\"
            case "\"": escaped += "\\\""
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            case "\0": escaped += "\\0"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    escaped += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    escaped.unicodeScalars.append(scalar)
                }
            }
        }
        return escaped + "\""
    }
}
