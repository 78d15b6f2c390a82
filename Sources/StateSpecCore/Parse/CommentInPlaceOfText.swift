import Foundation

/// `message: #1 in your library`: in YAML `#` after `: ` starts a comment, so the key has no
/// value at all and the text is read as nothing. Found in the text (YAML keeps no comments):
/// a block `key:` followed on its own line by spaces and `#`, so that the rule that finds the
/// value empty can say why.
public struct CommentInPlaceOfText: Sendable, Hashable {
    /// Where the `#` stands.
    public var location: SourceLocation
    public var key: String
    /// The comment from its `#` to the end of the line: the text most likely meant.
    public var comment: String

    /// Every such key in `text`. A byte search first: most specs have no `: #`.
    static func all(in text: String) -> [CommentInPlaceOfText] {
        var text = text
        let lines = text.withUTF8(linesWithCommentAfterColon)
        guard !lines.isEmpty else { return [] }
        let source = SourceLines(text)
        return lines.compactMap { line in
            // The comment stands where the value would: right after the key's `:` and spaces.
            guard let entry = source.keyLine(line), entry.value.hasPrefix("#") else { return nil }
            let comment = SourceLines.string(source.scalars(line)[(entry.valueColumn - 1)...]).trimmingTrailingSpaces
            return CommentInPlaceOfText(location: SourceLocation(line: line, column: entry.valueColumn), key: entry.key, comment: comment)
        }
    }

    /// The lines where `:`, then spaces or tabs, then `#` stand. Jumps from `#` to `#` (`memchr`),
    /// counting line breaks only up to the ones it finds.
    private static func linesWithCommentAfterColon(_ bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
        guard let base = bytes.baseAddress else { return [] }
        var lines: [Int] = []
        var line = 1
        var countedUpTo = 0
        var start = 0
        while start < bytes.count, let found = memchr(base + start, Int32(UInt8(ascii: "#")), bytes.count - start) {
            let hash = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            start = hash + 1
            var before = hash - 1
            while before >= 0, bytes[before] == UInt8(ascii: " ") || bytes[before] == UInt8(ascii: "\t") { before -= 1 }
            guard before >= 0, before < hash - 1, bytes[before] == UInt8(ascii: ":") else { continue }
            for index in countedUpTo..<hash where bytes[index] == UInt8(ascii: "\n") { line += 1 }
            countedUpTo = hash
            if lines.last != line { lines.append(line) }
        }
        return lines
    }
}
