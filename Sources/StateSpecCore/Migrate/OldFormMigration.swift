/// The text edits that rewrite an old form (`FoundOldForm`) as today's spelling, keeping
/// comments, order and quoting around it; nil when it is written in a way this does not
/// rewrite (then migrate leaves it, still read, and says so).
enum OldFormMigration {
    static func edits(_ found: FoundOldForm, in text: String, lines: LineStarts) -> [TextEdit]? {
        switch found.form {
        case .returnRefresh(let spelling): edits(spelling, in: text, lines: lines)
        }
    }

    /// `on-foreground`, `after-away` and a `refresh-on-return` signal as one `on-return`.
    private static func edits(_ spelling: ReturnSpelling, in text: String, lines: LineStarts) -> [TextEdit]? {
        var edits: [TextEdit] = []
        var seen: Set<SourceLocation> = []
        // A signal an alias repeats is written once, where the anchor is.
        for location in spelling.signalValues where seen.insert(location).inserted {
            guard let edit = TextEdit.replacing(ReturnSpelling.markingValue, with: ReturnSpelling.markChanged, at: location, in: text, lines: lines) else { return nil }
            edits.append(edit)
        }
        let conditions = spelling.conditions
        guard !conditions.isEmpty else { return spelling.oldKeys.isEmpty ? edits : nil }
        guard let refresh = spelling.refresh, let refreshStart = lines.offset(of: refresh, in: text) else { return nil }
        let isFlow = text.utf8[text.utf8.index(text.utf8.startIndex, offsetBy: refreshStart)] == UInt8(ascii: "{")

        guard let first = spelling.oldKeys.first else {
            // Only a signal's condition: a key of its own in the refresh.
            let entry = "on-return: \(spelling.newValue)"
            if let firstKey = spelling.refreshFirstKey, let offset = lines.offset(of: firstKey, in: text) {
                let separator = isFlow ? ", " : "\n" + String(repeating: " ", count: firstKey.column - 1)
                edits.append(TextEdit(range: offset..<offset, replacement: entry + separator))
            } else if isFlow, text.utf8.dropFirst(refreshStart).starts(with: "{}".utf8) {
                edits.append(TextEdit(range: refreshStart..<refreshStart + 2, replacement: "{ \(entry) }"))
            } else {
                return nil
            }
            return edits
        }
        // Each old key is one condition, written where the key was.
        guard spelling.oldKeys.allSatisfy({ $0.condition != nil }) else { return nil }
        if conditions.count == 1 {
            guard let edit = entryEdit(first, "on-return: \(spelling.newValue)", text, lines) else { return nil }
            return edits + [edit]
        }
        if isFlow {
            // One old key in a flow mapping becomes the list; more would leave holes to close.
            guard spelling.oldKeys.count == 1, let edit = entryEdit(first, "on-return: \(spelling.newValue)", text, lines) else { return nil }
            return edits + [edit]
        }
        // A block: the old keys, on lines of their own one after the other, become the list's
        // items, each keeping its comment; a signal's condition is the last item.
        let column = first.keyLocation.column
        for (index, old) in spelling.oldKeys.enumerated() {
            guard old.keyLocation.column == column, old.keyLocation.line == first.keyLocation.line + index,
                  old.valueLocation.line == old.keyLocation.line else { return nil }
        }
        let indent = String(repeating: " ", count: column - 1 + 2)
        for (index, old) in spelling.oldKeys.enumerated() {
            let item = "- \(old.condition ?? "")"
            guard let edit = entryEdit(old, index == 0 ? "on-return:\n\(indent)\(item)" : "  \(item)", text, lines) else { return nil }
            edits.append(edit)
        }
        if let signal = spelling.signalCondition, let last = spelling.oldKeys.last,
           let lineEnd = endOfLine(last.keyLocation, text, lines) {
            edits.append(TextEdit(range: lineEnd..<lineEnd, replacement: "\n\(indent)- \(signal)"))
        }
        return edits
    }

    /// Replaces `key: value` (the value plain or quoted) with `replacement`.
    private static func entryEdit(_ old: ReturnSpelling.OldKey, _ replacement: String, _ text: String, _ lines: LineStarts) -> TextEdit? {
        guard let key = TextEdit.replacing(old.key, with: old.key, at: old.keyLocation, in: text, lines: lines),
              let value = TextEdit.replacing(old.value, with: old.value, at: old.valueLocation, in: text, lines: lines) else { return nil }
        // A quoted value ends after its closing quote.
        let start = value.range.lowerBound
        let quoted = start > 0 && [UInt8(ascii: "\""), UInt8(ascii: "'")].contains(Array(text.utf8)[start - 1])
        return TextEdit(range: key.range.lowerBound..<value.range.upperBound + (quoted ? 1 : 0), replacement: replacement)
    }

    /// The offset of the end of the line `location` is on (before its line break).
    private static func endOfLine(_ location: SourceLocation, _ text: String, _ lines: LineStarts) -> Int? {
        guard var offset = lines.offset(of: location, in: text) else { return nil }
        let bytes = Array(text.utf8)
        while offset < bytes.count, bytes[offset] != UInt8(ascii: "\n") { offset += 1 }
        return offset
    }
}
