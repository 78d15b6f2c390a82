import StateSpecVocabulary

struct InvalidValueRule: StructureRule {
    static let description = RuleDescription(
        id: "invalid-value",
        summary: "Every value must have the type and range its key asks for: text, a whole number in range, one of a set of words, a mapping or a list. Text that starts with `#` is quoted: after `: `, YAML reads `#` as the start of a comment and the text as nothing.",
        rationale: "`placeholders: many` or `style: spiner` cannot become code; catching them here names the line instead of failing the build.",
        passingExamples: [
            RuleExample("""
            screen: Feed
            content: { type: "[Post]", item: Post }
            states:
              ideal: {}
              loading: { style: skeleton, placeholders: 5 }
              empty: { message: No posts }
              error: { message: Could not load posts, retry: Try again }
              partial: { waived: never paged }
            loads:
              initial: { on: appear }
            """),
        ],
        failingExamples: [
            RuleExample("""
            screen: Feed
            content: { type: "[Post]", item: Post }
            states:
              ideal: {}
              loading: { style: ↓spiner, placeholders: ↓many }
              empty: { message: ↓[No, posts] }
              error: { message: Could not load posts, retry: Try again }
              partial: { waived: never paged }
            loads:
              initial: { on: ↓load }
            """),
            RuleExample("""
            screen: Feed
            content: { type: "[Post]", item: Post }
            states:
              ideal: {}
              loading: { placeholders: ↓0 }
              empty: { message: No posts }
              error: ↓Could not load posts
              partial: { waived: never paged }
            loads:
              initial: { on: appear }
            """),
            RuleExample(ExampleSpecs.profile.replacingOccurrences(of: "empty: { message: No profile yet }", with: "empty:\n    message: ↓#1 in your library")),
            RuleExample(ExampleSpecs.feed + """
            feedback:
              details:
                kind: info
                text: Shipping takes two days
                presentation: sheet
                raised: manual
                detents: [↓400]
                actions: { close: { title: Close, role: cancel } }
            """),
        ]
    )

    func check(_ node: SyntaxNode, expected shape: ValueShape, file: String) -> [Finding] {
        guard let problem = Self.problem(with: node, expected: shape) else { return [] }
        let place = node.path.isEmpty ? "the file" : "'\(node.path)'"
        var finding = Finding(file: file, at: node, "\(place) must be \(shape.expectation); \(problem)" + Self.quotingHint(node, shape))
        // A value of the wrong kind (a list where text belongs), which the model cannot read, is
        // why the other rules find the key missing.
        if (node.scalar == nil) == (shape.mappingShape == nil && !shape.isList), let dot = node.path.lastIndex(of: "."), !node.path[dot...].contains("[") {
            finding.cause = Cause(mapping: String(node.path[..<dot]), key: String(node.path[node.path.index(after: dot)...]))
        } else if (node.scalar == nil) == (shape.mappingShape == nil && !shape.isList), !node.path.isEmpty, !node.path.contains("[") {
            finding.cause = Cause(mapping: "", key: node.path)
        }
        return [finding]
    }

    /// `message: #1 in your library` is no text to YAML: `#` after `: ` starts a comment. The
    /// value found empty on such a line is explained, and is why the rules that read the key
    /// find it missing.
    func explained(_ findings: [Finding], in parsed: ParsedFile) -> [Finding] {
        guard !parsed.commentsInPlaceOfText.isEmpty else { return findings }
        return findings.map { finding in
            guard finding.message.hasSuffix("; " + Self.nothing),
                  let comment = parsed.commentsInPlaceOfText.first(where: {
                      $0.location.line == finding.location.line && (finding.path == $0.key || finding.path.hasSuffix("." + $0.key))
                  }) else { return finding }
            var explained = finding
            explained.location = comment.location
            // The message is printable already; the comment quoted in it is made so here.
            explained.message += PrintableLine.escaped(
                ": in YAML, '#' after ': ' starts a comment, so the text was read as nothing; quote it: `\(comment.key): \(comment.comment.yamlDoubleQuoted)`")
            if let dot = finding.path.lastIndex(of: "."), !finding.path.contains("[") {
                explained.cause = Cause(mapping: String(finding.path[..<dot]), key: comment.key)
            } else if !finding.path.contains("[") {
                explained.cause = Cause(mapping: "", key: comment.key)
            }
            return explained
        }
    }

    /// What `problem(with:expected:)` says of an empty value where text belongs.
    static let nothing = "found nothing"

    /// `; quote it…` for a Swift type YAML read as a list or mapping: `type: [Post]` is a list
    /// holding the text `Post` unless it is quoted.
    static func quotingHint(_ node: SyntaxNode, _ shape: ValueShape) -> String {
        let what: String
        switch shape {
        case .swiftType: what = "the type"
        case .text, .identifier: what = "the text"
        default: return ""
        }
        guard node.scalar == nil, var written = flowText(node) else { return "" }
        if case .mapping = node.value { written = "{" + written + "}" }
        let key = node.path.split(separator: ".").last.map(String.init) ?? "type"
        return "; in YAML an unquoted [ or { starts a list or mapping, so quote \(what): `\(key): \(written.yamlDoubleQuoted)`"
    }

    /// A list or mapping of plain text written back the way it was most likely typed.
    private static func flowText(_ node: SyntaxNode) -> String? {
        switch node.value {
        case .scalar(let text): return text
        case .sequence(let items):
            let parts = items.compactMap(flowText)
            return parts.count == items.count ? "[" + parts.joined(separator: ", ") + "]" : nil
        case .mapping(let entries):
            let parts = entries.compactMap { entry in flowText(entry.value).map { entry.value.isEmptyScalar ? entry.key : "\(entry.key): \($0)" } }
            guard parts.count == entries.count else { return nil }
            // `[String: Int]` is a list holding a one-entry mapping: no braces of its own.
            return parts.joined(separator: ", ")
        }
    }

    /// What is wrong with `node` where `shape` is expected, or nil when nothing is.
    static func problem(with node: SyntaxNode, expected shape: ValueShape) -> String? {
        switch (shape, node.value) {
        case (.mapping, .mapping), (.namedEntries, .mapping), (.namedValues, .mapping), (.list, .sequence), (.mappings, .mapping), (.mappings, .sequence):
            return nil
        case (.mapping, .scalar(let text)), (.namedEntries, .scalar(let text)), (.namedValues, .scalar(let text)), (.list, .scalar(let text)), (.mappings, .scalar(let text)):
            // `key:` with nothing after it is an empty mapping or list.
            return text.isEmpty ? nil : "found text"
        case (.mapping, _), (.namedEntries, _), (.namedValues, _), (.list, _), (.mappings, _):
            return "found \(node.kindDescription)"
        case (_, .mapping), (_, .sequence):
            return "found \(node.kindDescription)"
        case (.text, .scalar(let text)), (.identifier, .scalar(let text)), (.swiftType, .scalar(let text)):
            return text.isEmpty ? nothing : nil
        case (.swiftMember, .scalar(let text)):
            if let keyword = SwiftNames.leadingKeyword(ofMemberPath: text) {
                return "found \(Diagnostic.quoted(text)); '\(keyword)' is a Swift keyword, which cannot start the expression; start with the type that declares the value, such as `Post.samples`"
            }
            return SwiftNames.isMemberPath(text) ? nil : "found \(Diagnostic.quoted(text)); write names joined by dots, such as `Post.samples`"
        case (.choice(let words), .scalar(let text)):
            guard !words.contains(text) else { return nil }
            if words == FeedbackSchema.detents, text.first?.isNumber == true {
                return "found '\(text)': a sheet of a fixed height is cut off, or leaves a gap, on other screens and text sizes; use `fitted` for a sheet as tall as its content"
            }
            return "found '\(text)'" + Suggestions.hint(for: text, among: words)
        case (.seconds, .scalar(let text)):
            guard let seconds = SpecNumber.seconds(text) else { return "found '\(text)'" + outOfRange(text) }
            return seconds >= 0 ? nil : "found '\(text)'"
        case (.duration, .scalar(let text)):
            return FeedbackDuration(specText: text) == nil ? "found '\(text)'" + outOfRange(text) + Suggestions.hint(for: text, among: [FeedbackSchema.persistent]) : nil
        case (.integer(let range), .scalar(let text)):
            guard let number = SpecNumber.whole(text) else { return "found '\(text)'" }
            return range.contains(number) ? nil : "found \(number)"
        }
    }

    /// Why a number that reads as one is refused as seconds: too large to be any time a screen means.
    private static func outOfRange(_ text: String) -> String {
        guard let value = Double(text), !value.isNaN, abs(value) > SpecNumber.maximumSeconds else { return "" }
        return "; seconds go up to \(SpecNumber.text(seconds: SpecNumber.maximumSeconds)) (a year)"
    }
}
