/// A spec's text as lines, for explaining what libyaml refused in the words of the file: which
/// key a line belongs to, how far it is indented, what text a value holds. Read only when a file
/// fails to parse, so its simple line scans never slow a clean run.
struct SourceLines {
    /// Each line's Unicode scalars, without its line break.
    let lines: [[Unicode.Scalar]]

    init(_ text: String) {
        var lines: [[Unicode.Scalar]] = [[]]
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            if scalar == "\n" {
                if !previousWasCR { lines.append([]) }
                previousWasCR = false
            } else if scalar == "\r" {
                lines.append([])
                previousWasCR = true
            } else {
                lines[lines.count - 1].append(scalar)
                previousWasCR = false
            }
        }
        self.lines = lines
    }

    /// The 1-based line's text, or "" past the end.
    func text(_ line: Int) -> String {
        guard line >= 1, line <= lines.count else { return "" }
        var text = String.UnicodeScalarView()
        text.append(contentsOf: lines[line - 1])
        return String(text)
    }

    func scalars(_ line: Int) -> [Unicode.Scalar] {
        line >= 1 && line <= lines.count ? lines[line - 1] : []
    }

    /// The number of spaces before the line's first other character.
    func indentation(_ line: Int) -> Int {
        scalars(line).prefix { $0 == " " }.count
    }

    /// True for a line of spaces only, or a comment.
    func isBlankOrComment(_ line: Int) -> Bool {
        let content = scalars(line).drop { $0 == " " || $0 == "\t" }
        return content.isEmpty || content.first == "#"
    }

    /// A `key: value` line (after any `- ` list markers): the key, its 1-based column, and the
    /// value's text and column (the value is "" for `key:` alone).
    struct KeyLine {
        var key: String
        var keyColumn: Int
        var value: String
        var valueColumn: Int
        /// True when the line starts with `- `.
        var isListItem: Bool
    }

    func keyLine(_ line: Int) -> KeyLine? {
        let scalars = scalars(line)
        var index = 0
        var isListItem = false
        while index < scalars.count, scalars[index] == " " || scalars[index] == "\t" { index += 1 }
        while index + 1 < scalars.count, scalars[index] == "-", scalars[index + 1] == " " {
            isListItem = true
            index += 2
            while index < scalars.count, scalars[index] == " " { index += 1 }
        }
        guard index < scalars.count, !["#", "{", "[", "\"", "'", "-"].contains(scalars[index]) else { return nil }
        let keyStart = index
        while index < scalars.count {
            if scalars[index] == ":", index + 1 == scalars.count || scalars[index + 1] == " " || scalars[index + 1] == "\t" { break }
            if scalars[index] == "#", index > keyStart, scalars[index - 1] == " " { return nil }
            index += 1
        }
        guard index < scalars.count else { return nil }
        let key = Self.string(scalars[keyStart..<index]).trimmingTrailingSpaces
        var valueStart = index + 1
        while valueStart < scalars.count, scalars[valueStart] == " " || scalars[valueStart] == "\t" { valueStart += 1 }
        var valueEnd = scalars.count
        // A comment after the value is not part of it.
        var position = valueStart
        while position < scalars.count {
            if scalars[position] == "#", position > valueStart, scalars[position - 1] == " " {
                valueEnd = position
                break
            }
            position += 1
        }
        let value = Self.string(scalars[valueStart..<max(valueStart, valueEnd)]).trimmingTrailingSpaces
        return KeyLine(key: key, keyColumn: keyStart + 1, value: value, valueColumn: valueStart + 1, isListItem: isListItem)
    }

    /// The nearest line above `line` that holds a key and is indented less than `column - 1`:
    /// the key that owns a block whose entries start at `column`.
    func owner(ofColumn column: Int, above line: Int) -> (line: Int, key: KeyLine)? {
        var candidate = line - 1
        while candidate >= 1 {
            if !isBlankOrComment(candidate), let key = keyLine(candidate), key.keyColumn < column {
                return (candidate, key)
            }
            candidate -= 1
        }
        return nil
    }

    /// The document path of the key on `line`, such as `states.empty.message`, found from the
    /// keys that own it by indentation (list items count as `[?]`-less steps: their keys only).
    func path(ofKeyAt line: Int) -> String {
        // A line without a key (`style skeleton`) is placed under the key that owns its column.
        let key = keyLine(line) ?? KeyLine(key: "", keyColumn: indentation(line) + 1, value: "", valueColumn: 0, isListItem: false)
        var components = key.key.isEmpty ? [] : [key.key]
        var column = key.keyColumn
        // A tab (never right in YAML's indentation, but there when a file fails) is as wide as
        // the editor says: the line is taken to belong where the line above leads, under a key
        // that opens a block or beside one that has a value.
        if scalars(line).prefix(key.keyColumn - 1).contains("\t"), let previous = previousContentLine(before: line),
           let above = keyLine(previous) {
            column = above.value.isEmpty ? above.keyColumn + 1 : above.keyColumn
        }
        var above = line
        while let owner = owner(ofColumn: column, above: above) {
            components.append(owner.key.key)
            column = owner.key.keyColumn
            above = owner.line
        }
        return components.reversed().joined(separator: ".")
    }

    /// The columns of the keys that are open at `line`: those of the lines above that could take
    /// a sibling, outermost first, each with an example key at that column.
    func openColumns(before line: Int) -> [(column: Int, example: KeyLine, exampleLine: Int)] {
        var result: [(Int, KeyLine, Int)] = []
        var limit = Int.max
        var candidate = line - 1
        while candidate >= 1, limit > 1 {
            if !isBlankOrComment(candidate), let key = keyLine(candidate) {
                if key.keyColumn < limit {
                    result.append((key.keyColumn, key, candidate))
                    limit = key.keyColumn
                }
                // A list item's dash is a column of its own: that of the list's next item.
                let dash = indentation(candidate) + 1
                if key.isListItem, dash < limit {
                    result.append((dash, key, candidate))
                    limit = dash
                }
            }
            candidate -= 1
        }
        return result.reversed()
    }

    /// The nearest line at or above `line` that is not blank or a comment.
    func previousContentLine(before line: Int) -> Int? {
        var candidate = line - 1
        while candidate >= 1 {
            if !isBlankOrComment(candidate) { return candidate }
            candidate -= 1
        }
        return nil
    }

    static func string<S: Sequence>(_ scalars: S) -> String where S.Element == Unicode.Scalar {
        var text = String.UnicodeScalarView()
        text.append(contentsOf: scalars)
        return String(text)
    }
}

extension String {
    var trimmingTrailingSpaces: String {
        var scalars = Array(unicodeScalars)
        while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
        return SourceLines.string(scalars)
    }

    /// The text as a double-quoted YAML scalar: `"Nothing here: follow someone"`.
    var yamlDoubleQuoted: String {
        var result = "\""
        for scalar in unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
