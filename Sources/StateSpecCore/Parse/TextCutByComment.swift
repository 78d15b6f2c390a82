/// `message: Order #42 failed`: in YAML ` #` starts a comment, so the value is only `Order`,
/// and nothing says so. Found in the text (YAML keeps no comments) where a plain value is
/// followed by ` #` and a character other than a space, which is how text, not a comment, reads.
public struct TextCutByComment: Sendable, Hashable {
    /// Where the `#` stands.
    public var location: SourceLocation
    public var key: String
    /// What YAML reads: the text before ` #`.
    public var value: String
    /// What was most likely meant: the text with the rest of the line.
    public var intended: String
    /// The key's document path, from the lines around it.
    public var path: String

    /// Every such value in `text`. A byte search first: most specs have no ` #` followed by text.
    static func all(in text: String) -> [TextCutByComment] {
        var lines: [Int] = []
        var line = 1
        var previous: UInt8 = 0
        var afterHash = false
        for byte in text.utf8 {
            if afterHash, byte != UInt8(ascii: " "), byte != UInt8(ascii: "\n"), byte != UInt8(ascii: "\r"), byte != UInt8(ascii: "#"),
               lines.last != line {
                lines.append(line)
            }
            afterHash = previous == UInt8(ascii: " ") && byte == UInt8(ascii: "#")
            if byte == UInt8(ascii: "\n") { line += 1 }
            previous = byte
        }
        guard !lines.isEmpty else { return [] }
        let source = SourceLines(text)
        return lines.compactMap { line in
            guard let entry = source.keyLine(line), !entry.value.isEmpty,
                  let first = entry.value.unicodeScalars.first, !"\"'[{|>&*!".unicodeScalars.contains(first) else { return nil }
            let scalars = source.scalars(line)
            let hashColumn = entry.valueColumn + entry.value.unicodeScalars.count + 1
            guard hashColumn - 1 < scalars.count, scalars[hashColumn - 1] == "#", hashColumn < scalars.count,
                  scalars[hashColumn] != " " else { return nil }
            let intended = SourceLines.string(scalars[(entry.valueColumn - 1)...]).trimmingTrailingSpaces
            return TextCutByComment(location: SourceLocation(line: line, column: hashColumn), key: entry.key,
                                    value: entry.value, intended: intended, path: source.path(ofKeyAt: line))
        }
    }
}
