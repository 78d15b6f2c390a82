/// Texts and names that have broken generators: quotes, escapes, line and paragraph
/// separators, NUL, format specifiers, comment and interpolation syntax, Unicode of every
/// width, and Swift words that are not keywords but name things in the generated code.
public enum HostileText {
    public static let texts: [String] = [
        "Try again", "No posts yet", "\"quoted\"", "back\\slash", "line\nbreak", "tab\there", "NUL \0 inside",
        "carriage\r\nreturn", "\\(interpolation)", "#{ruby}", "%@ %d %lld %% 100%", "*/ /* // comment", "\"\"\"triple\"\"\"",
        "😀 emoji 👩‍👩‍👧", "עברית RTL \u{202E}override", "e\u{301}combining", "\u{2028}line separator\u{2029}", "next\u{85}line",
        "zero\u{200B}width", " leading and trailing ", "\u{7F}delete\u{1B}escape", "日本語のメッセージ", String(repeating: "long ", count: 200),
        "ends with backslash \\", "'single' quotes", "`backticks`", "$(shell)", "<html>&amp;</html>",
        "- not a list", "key: value", "# not a comment", "null", "~", "true", "No", "0x1F", "1e3", ".inf",
    ]

    /// Texts that the HTML catalog, the diagrams and the String Catalog show: a line break in a
    /// summary that would add a diagram line, a quote or `<` with a combining mark after it (one
    /// Character, two scalars), markup of each output, a summary of 20,000 characters.
    public static let outputTexts: [String] = [
        "The orders.\r\nphantom state", "\"\u{301}", "<\u{301}", "</div><script>x</script>", "a\"b'c&d", String(repeating: "A long summary. ", count: 1_250),
        "line\u{2028}break\u{85}next", "-->", "}; digraph x {", "%%{init}%%", "\\u0041 \\n",
    ]

    /// Member names lint accepts that are Swift words, runtime names or locals of the generated code.
    public static let memberNames: [String] = [
        "a", "x1", "offline", "type", "get", "set", "willSet", "didSet", "async", "actor", "some", "any", "each",
        "lazy", "mutating", "optional", "override", "required", "unowned", "weak", "final", "dynamic", "indirect",
        "prefix", "postfix", "infix", "value", "newValue", "oldValue", "error", "result", "content", "current", "load",
        "loaded", "page", "items", "hasMore", "index", "change", "updated", "description", "id", "key", "title", "role",
        "duration", "presentation", "arguments", "other2", "string", "int", "double", "bool", "task", "mainActor",
        "observable", "sendable", "never", "optional_", "self_", "with_underscore", "camelCaseName", "a1b2c3",
        String(repeating: "n", count: 100),
    ]

    /// Screen names lint accepts: capitalized or not, runtime-like, long.
    public static let screenNames: [String] = [
        "Timeline", "X", "a", "Screen_1", "Feedback", "Page", "Loading", "App", "StateSpec", "Observation", "Task",
        "String", "Screen", "Main", "Model", "Kind", "Event", "ViewModel", "Error", "Never", "Optional", "type", "self_",
        String(repeating: "Q", count: 100),
    ]
}
