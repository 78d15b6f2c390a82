import Foundation

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
        var text = text
        let lines = text.withUTF8(linesWithHashBeforeText)
        guard !lines.isEmpty else { return [] }
        let source = SourceLines(text)
        return lines.compactMap { line in
            guard let entry = source.keyLine(line), !entry.value.isEmpty,
                  let first = entry.value.unicodeScalars.first, !"\"'[{|>&*!".unicodeScalars.contains(first) else { return nil }
            let scalars = source.scalars(line)
            let hashColumn = entry.valueColumn + entry.value.unicodeScalars.count + 1
            guard hashColumn - 1 < scalars.count, scalars[hashColumn - 1] == "#", hashColumn < scalars.count else { return nil }
            // `# 1` after words is a number cut off, not a comment: comments say something.
            if scalars[hashColumn] == " " {
                guard entry.value.unicodeScalars.contains(where: { $0.properties.isAlphabetic }),
                      isNumber(scalars[(hashColumn + 1)...]) else { return nil }
            }
            let intended = SourceLines.string(scalars[(entry.valueColumn - 1)...]).trimmingTrailingSpaces
            return TextCutByComment(location: SourceLocation(line: line, column: hashColumn), key: entry.key,
                                    value: entry.value, intended: intended, path: source.path(ofKeyAt: line))
        }
    }

    /// True for digits, then nothing but spaces.
    private static func isNumber<Scalars: Collection<Unicode.Scalar>>(_ scalars: Scalars) -> Bool {
        let digits = scalars.prefix { ("0"..."9").contains($0) }
        return !digits.isEmpty && scalars.dropFirst(digits.count).allSatisfy { $0 == " " }
    }

    /// The lines where ` #` is followed by a character other than a space, `#` or a line break,
    /// or by a space and a digit (`Saved # 1`).
    /// Jumps from `#` to `#` (`memchr`), counting line breaks only up to the ones it finds.
    private static func linesWithHashBeforeText(_ bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
        guard let base = bytes.baseAddress else { return [] }
        var lines: [Int] = []
        var line = 1
        var countedUpTo = 0
        var start = 0
        while start < bytes.count, let found = memchr(base + start, Int32(UInt8(ascii: "#")), bytes.count - start) {
            let hash = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            start = hash + 1
            guard hash >= 1, bytes[hash - 1] == UInt8(ascii: " "), hash + 1 < bytes.count else { continue }
            let next = bytes[hash + 1]
            guard next != UInt8(ascii: "\n"), next != UInt8(ascii: "\r"), next != UInt8(ascii: "#") else { continue }
            // ` # 1`: a candidate; `all(in:)` checks that a number alone follows.
            if next == UInt8(ascii: " ") {
                guard hash + 2 < bytes.count, bytes[hash + 2] >= UInt8(ascii: "0"), bytes[hash + 2] <= UInt8(ascii: "9") else { continue }
            }
            for index in countedUpTo..<hash where bytes[index] == UInt8(ascii: "\n") { line += 1 }
            countedUpTo = hash
            if lines.last != line { lines.append(line) }
        }
        return lines
    }
}
