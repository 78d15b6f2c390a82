/// Says what libyaml refused in plain words, with the fix, at the line the person has to
/// change. libyaml's problem mark often lands on the token after the mistake (the next line,
/// for a missing colon); its context mark, or a look at the lines around, names the line to fix.
/// libyaml's own words are kept as a note.
struct SyntaxErrorExplainer {
    let source: SourceLines

    struct Explanation {
        var message: String
        var location: SourceLocation
    }

    /// - Parameters:
    ///   - problem: libyaml's problem, such as "mapping values are not allowed in this context".
    ///   - mark: where libyaml found it.
    ///   - context: what libyaml was doing, and where it started ("while parsing a block mapping").
    func explain(problem: String, at mark: SourceLocation, context: (text: String, mark: SourceLocation)?) -> Explanation? {
        if let tab = firstIndentingTab(upTo: mark.line) { return tab }
        let line = mark.line
        let character = scalar(at: mark)
        if problem.hasPrefix("found character that cannot start any token"), let character {
            if character == "\t" {
                return Explanation(message: "a tab here: YAML separates and indents with spaces only; replace the tab with spaces",
                                   location: mark)
            }
            return startsWithIndicator(character, at: mark)
        }
        if let context, context.text.contains("scanning an alias") || context.text.contains("scanning an anchor"),
           let character = scalar(at: context.mark) {
            return startsWithIndicator(character, at: context.mark)
        }
        if problem.hasPrefix("found undefined alias"), let character {
            return startsWithIndicator(character, at: mark)
        }
        if let context, context.text.contains("scanning a block scalar"), let character = scalar(at: context.mark) {
            return startsWithIndicator(character, at: context.mark)
        }
        if problem.hasPrefix("did not find expected node content"), let character, [",", "]", "}"].contains(character) {
            return Explanation(message: "a stray '\(character)' where a key or value belongs; remove it, or quote text that holds it" + quotingHint(line: line),
                               location: mark)
        }
        if let context, context.text.contains("scanning a quoted scalar"), problem.contains("end of stream") {
            let quote = scalar(at: context.mark).map { String($0) } ?? "\""
            return Explanation(
                message: "the text that starts with \(quote) here is never closed: end it with \(quote) on the same line" + quotingHint(line: context.mark.line),
                location: context.mark)
        }
        if let context, context.text.contains("scanning a simple key"), problem.contains("could not find expected ':'") {
            return missingColon(onLine: context.mark.line)
        }
        if let context, context.text.contains("parsing a flow mapping") || context.text.contains("parsing a flow sequence") {
            return unclosedFlow(opening: context.mark, closing: context.text.contains("mapping") ? "}" : "]")
        }
        if problem.hasPrefix("mapping values are not allowed") {
            return mappingValueNotAllowed(at: mark)
        }
        if problem.hasPrefix("did not find expected key"), let context {
            if context.mark.line == line { return textAfterValue(onLine: line) }
            // Past the start of the line's value: text after a value that ended early (a later
            // key of a block mapping that started above), not an indentation.
            if let key = source.keyLine(line), mark.column > key.valueColumn, let explanation = textAfterValue(onLine: line) {
                return explanation
            }
            return misindented(line: line)
        }
        if problem.hasPrefix("did not find expected '-' indicator") {
            return Explanation(
                message: "this line is a key, but the entries above it at column \(source.indentation(line) + 1) are list items ('- …'); make them all keys (`name: value`) or all list items",
                location: SourceLocation(line: line, column: source.indentation(line) + 1))
        }
        if problem.hasPrefix("did not find expected node content"), let context, context.text.contains("flow"),
           let (opener, location) = lastUnclosedBracket(before: mark) {
            return unclosedFlow(opening: location, closing: opener == "{" ? "}" : "]")
        }
        return nil
    }

    // MARK: - Cases

    private func firstIndentingTab(upTo lastLine: Int) -> Explanation? {
        for line in 1...max(1, min(lastLine, source.lines.count)) {
            let scalars = source.scalars(line)
            guard let first = scalars.firstIndex(where: { $0 != " " }), scalars[first] == "\t" else { continue }
            return Explanation(
                message: "this line is indented with a tab; YAML indents with spaces only: replace the tab with spaces" + indentAdvice(line: line),
                location: SourceLocation(line: line, column: first + 1))
        }
        return nil
    }

    /// ` (to column 5, like 'style' above)`, when a line above shows the indentation wanted.
    private func indentAdvice(line: Int) -> String {
        guard let previous = source.previousContentLine(before: line), let key = source.keyLine(previous) else { return "" }
        let column = key.value.isEmpty ? key.keyColumn + 2 : key.keyColumn
        return " (to column \(column), \(key.value.isEmpty ? "under '\(key.key)'" : "like '\(key.key)' above"))"
    }

    /// A scalar YAML read with a tag: the tag is dropped from the text.
    func taggedText(_ tag: String, at location: SourceLocation) -> String {
        "text cannot start with '!' in YAML, which reads '\(tag)' as a tag and drops it from the text; quote the text" + quotingHint(line: location.line)
    }

    private func startsWithIndicator(_ character: Unicode.Scalar, at location: SourceLocation) -> Explanation? {
        let meaning: String = switch character {
        case "*": "an alias (a reference to an '&' anchor)"
        case "&": "an anchor"
        case "!": "a tag"
        case "@", "`": "a character it reserves"
        case "%": "a directive"
        case "|", ">": "the start of a block of text"
        default: ""
        }
        guard !meaning.isEmpty else { return nil }
        // The quoted form only when the character starts the value, not the key.
        let inValue = source.keyLine(location.line).map { $0.valueColumn <= location.column } ?? false
        return Explanation(message: "text cannot start with '\(character)' in YAML, which reads it as \(meaning); quote the text" + (inValue ? quotingHint(line: location.line) : ""),
                           location: location)
    }

    /// `: write `key: "text"``, from the line's own key and value.
    private func quotingHint(line: Int) -> String {
        guard let key = source.keyLine(line), !key.value.isEmpty else { return "" }
        var value = key.value
        if let first = value.unicodeScalars.first, first == "\"" || first == "'" { value.unicodeScalars.removeFirst() }
        if let last = value.unicodeScalars.last, last == "\"" || last == "'" { value.unicodeScalars.removeLast() }
        return ": `\(key.key): \(value.yamlDoubleQuoted)`"
    }

    private func missingColon(onLine line: Int) -> Explanation {
        let text = source.text(line).trimmingTrailingSpaces
        let column = source.indentation(line) + 1
        let content = String(text.drop { $0 == " " })
        if content.hasPrefix("-"), !content.hasPrefix("- ") {
            return Explanation(message: "'\(content)' needs a space after '-' to start a list item: `- \(content.dropFirst())`",
                               location: SourceLocation(line: line, column: column))
        }
        if let colon = content.firstIndex(of: ":") {
            let key = content[..<colon], value = content[content.index(after: colon)...]
            return Explanation(message: "'\(content)' needs a space after the colon: `\(key): \(value)`",
                               location: SourceLocation(line: line, column: column))
        }
        let words = content.split(separator: " ", maxSplits: 1)
        let example = words.count == 2 ? "`\(words[0]): \(words[1])`" : "`\(content): …`"
        return Explanation(message: "'\(content)' has no ':'; a key and its value are written \(example), or remove the line",
                           location: SourceLocation(line: line, column: column))
    }

    private func unclosedFlow(opening: SourceLocation, closing: String) -> Explanation {
        let text = source.text(opening.line)
        if let hash = text.range(of: " #") {
            let column = text.unicodeScalars.distance(from: text.unicodeScalars.startIndex, to: hash.lowerBound.samePosition(in: text.unicodeScalars) ?? text.unicodeScalars.startIndex) + 2
            return Explanation(
                message: "' #' starts a comment, which hides the rest of the line and its '\(closing)'; quote the text that holds '#'" + flowQuotingHint(line: opening.line, around: column),
                location: SourceLocation(line: opening.line, column: column))
        }
        let opener = closing == "}" ? "{" : "["
        return Explanation(message: "the '\(opener)' here is never closed: add '\(closing)' at the end of the line, or quote text that holds '\(opener)'",
                           location: opening)
    }

    /// For a flow mapping: the `key: value` the column falls in, quoted.
    private func flowQuotingHint(line: Int, around column: Int) -> String {
        let scalars = source.scalars(line)
        guard column - 1 < scalars.count else { return "" }
        var start = column - 1
        while start > 0, scalars[start - 1] != "{", scalars[start - 1] != "," { start -= 1 }
        var end = column - 1
        while end < scalars.count, scalars[end] != "}", scalars[end] != "," { end += 1 }
        let entry = SourceLines.string(scalars[start..<end]).trimmingTrailingSpaces
        let trimmed = String(entry.drop { $0 == " " })
        guard let colon = trimmed.range(of: ": ") else { return "" }
        let key = trimmed[..<colon.lowerBound], value = String(trimmed[colon.upperBound...])
        return ": `\(key): \(value.yamlDoubleQuoted)`"
    }

    /// `mapping values are not allowed in this context`: a `: ` inside text, a key under a key
    /// that already has a value, or a line above without its colon.
    private func mappingValueNotAllowed(at mark: SourceLocation) -> Explanation? {
        let line = mark.line
        if let key = source.keyLine(line), key.valueColumn <= mark.column, !key.value.isEmpty {
            return Explanation(
                message: "': ' inside text starts a key in YAML; quote the text" + quotingHint(line: line),
                location: SourceLocation(line: line, column: key.valueColumn))
        }
        guard let previous = source.previousContentLine(before: line) else { return nil }
        let previousText = String(source.text(previous).drop { $0 == " " })
        if source.keyLine(previous) == nil || previousText.hasPrefix("-") && !previousText.hasPrefix("- ") {
            return missingColon(onLine: previous)
        }
        if let owner = source.keyLine(previous), !owner.value.isEmpty, source.indentation(line) > source.indentation(previous) {
            let column = source.indentation(line) + 1
            return Explanation(
                message: "this line is indented under '\(owner.key)', which already has a value on its line; indent it to column \(owner.keyColumn) like '\(owner.key)', or remove the value after '\(owner.key):'",
                location: SourceLocation(line: line, column: column))
        }
        return nil
    }

    /// `did not find expected key` on the line libyaml's block mapping started: text after a
    /// value that YAML read as a list, a mapping or quoted text.
    private func textAfterValue(onLine line: Int) -> Explanation? {
        guard let key = source.keyLine(line), let first = key.value.unicodeScalars.first else { return nil }
        let location = SourceLocation(line: line, column: key.valueColumn)
        switch first {
        case "[", "{":
            let kind = first == "[" ? "a list" : "a mapping"
            return Explanation(message: "text that starts with '\(first)' is read as \(kind), and the words after its '\(first == "[" ? "]" : "}")' make no sense to YAML; quote the text" + quotingHint(line: line),
                               location: location)
        case "'":
            let inner = String(key.value.dropFirst().dropLast())
            return Explanation(
                message: "an apostrophe ends text quoted with '; write '' for it, or quote with double quotes: `\(key.key): \(inner.replacingOccurrences(of: "''", with: "'").yamlDoubleQuoted)`",
                location: location)
        case "\"":
            return Explanation(message: "a \" inside text quoted with \" ends it; write \\\" for it", location: location)
        default:
            return nil
        }
    }

    /// `did not find expected key` on a later line: the line is indented to a column no key above
    /// it uses.
    private func misindented(line: Int) -> Explanation? {
        let column = source.indentation(line) + 1
        let open = source.openColumns(before: line)
        let outer = open.last { $0.column < column }
        let inner = open.first { $0.column > column }
        let here = SourceLocation(line: line, column: column)
        var choices: [String] = []
        for candidate in [inner, outer].compactMap({ $0 }) {
            let isItem = candidate.example.isListItem && candidate.column < candidate.example.keyColumn
            let parent = source.owner(ofColumn: candidate.column, above: candidate.exampleLine)?.key.key
            let what = isItem ? "an item of \(parent.map { "'\($0)'" } ?? "the list")" : "\(parent.map { "a key of '\($0)', " } ?? "")like '\(candidate.example.key)'"
            choices.append("column \(candidate.column) (\(what))")
        }
        guard !choices.isEmpty else { return nil }
        return Explanation(
            message: "this line is indented to column \(column), where no key above it starts; indent it to \(choices.joined(separator: " or "))",
            location: here)
    }

    /// The last `[` or `{` before `end` that no `]` or `}` closes, outside quotes and comments.
    private func lastUnclosedBracket(before end: SourceLocation) -> (Unicode.Scalar, SourceLocation)? {
        var open: [(Unicode.Scalar, SourceLocation)] = []
        for line in 1...max(1, min(end.line, source.lines.count)) {
            var quote: Unicode.Scalar?
            for (index, scalar) in source.scalars(line).enumerated() {
                if line == end.line, index + 1 >= end.column { break }
                if let current = quote {
                    if scalar == current { quote = nil }
                    continue
                }
                switch scalar {
                case "\"", "'": quote = scalar
                case "#" where index == 0 || source.scalars(line)[index - 1] == " ": break
                case "[", "{": open.append((scalar, SourceLocation(line: line, column: index + 1)))
                case "]", "}": _ = open.popLast()
                default: continue
                }
                if scalar == "#" { break }
            }
        }
        return open.last
    }

    private func scalar(at location: SourceLocation) -> Unicode.Scalar? {
        let scalars = source.scalars(location.line)
        return location.column >= 1 && location.column <= scalars.count ? scalars[location.column - 1] : nil
    }
}
