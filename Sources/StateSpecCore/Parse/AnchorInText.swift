/// `title: &Co`, `text: &Co saved`: in YAML a value that starts with `&` opens an anchor (a name
/// for the value that follows, to repeat it elsewhere), so the first word is taken as that name
/// and the value is the rest of the line, or nothing. A spec anchors only the mappings or lists
/// it repeats (`&shared` above an indented block, or before `{` or `[`); an anchor in front of
/// text or of nothing is text that needed quotes. Found in the text, as YAML keeps no anchors.
public struct AnchorInText: Sendable, Hashable {
    /// Where the `&` stands.
    public var location: SourceLocation
    public var key: String
    /// What YAML reads: the text after the anchor, or "" for nothing.
    public var value: String
    /// What was most likely meant: the anchor and the text after it.
    public var intended: String
    /// The key's document path.
    public var path: String

    /// Every such value in `text`. A byte search first: nearly every spec has no `&` at all.
    static func all(in text: String) -> [AnchorInText] {
        guard text.utf8.contains(UInt8(ascii: "&")) else { return [] }
        let source = SourceLines(text)
        var found: [AnchorInText] = []
        for line in 1...max(source.lines.count, 1) where source.scalars(line).contains("&") {
            found += anchors(onLine: line, in: source)
        }
        return found
    }

    /// The values on one line, block (`key: &a b`) or flow (`{ key: &a, … }`), that start with an anchor.
    private static func anchors(onLine line: Int, in source: SourceLines) -> [AnchorInText] {
        let scalars = source.scalars(line)
        let isKeyCharacter = { (scalar: Unicode.Scalar) in scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "-" }
        var found: [AnchorInText] = []
        var index = 0
        while index < scalars.count {
            // `key: &` with the key written just before the colon.
            guard scalars[index] == "&", index >= 2, scalars[index - 1] == " " || scalars[index - 1] == "\t" else {
                if scalars[index] == "#", index == 0 || scalars[index - 1] == " " { break }
                index += 1
                continue
            }
            var colon = index - 1
            while colon > 0, scalars[colon] == " " || scalars[colon] == "\t" { colon -= 1 }
            var keyStart = colon
            while keyStart > 0, isKeyCharacter(scalars[keyStart - 1]) { keyStart -= 1 }
            guard scalars[colon] == ":", keyStart < colon else {
                index += 1
                continue
            }
            // Inside quoted text (`message: "Smith: &Co"`) an `&` is text.
            let before = scalars[..<keyStart]
            if before.filter({ $0 == "\"" }).count % 2 == 1 || before.filter({ $0 == "'" }).count % 2 == 1 {
                index += 1
                continue
            }
            let ampersand = index
            let key = SourceLines.string(scalars[keyStart..<colon])
            let inFlow = scalars[..<keyStart].contains { $0 == "{" || $0 == "[" }
            let stops: Set<Unicode.Scalar> = inFlow ? [",", "}", "]"] : []
            var end = index
            while end < scalars.count, !stops.contains(scalars[end]), !(scalars[end] == "#" && scalars[end - 1] == " ") { end += 1 }
            let written = SourceLines.string(scalars[index..<end]).trimmingTrailingSpaces
            let name = written.prefix { $0 != " " && $0 != "\t" }
            let rest = written.dropFirst(name.count).drop { $0 == " " || $0 == "\t" }
            index = max(end, index + 1)
            // An anchored mapping or list: flow, or a block on the lines below.
            if rest.first == "{" || rest.first == "[" { continue }
            if rest.isEmpty, !inFlow, opensBlock(after: line, keyColumn: keyStart + 1, in: source) { continue }
            let path = inFlow ? [source.path(ofKeyAt: line), key].filter { !$0.isEmpty }.joined(separator: ".") : source.path(ofKeyAt: line)
            found.append(AnchorInText(location: SourceLocation(line: line, column: ampersand + 1),
                                      key: key, value: String(rest), intended: written, path: path))
        }
        return found
    }

    /// Whether the next line with content is indented past the key: the anchor names that block.
    private static func opensBlock(after line: Int, keyColumn: Int, in source: SourceLines) -> Bool {
        var next = line + 1
        while next <= source.lines.count, source.isBlankOrComment(next) { next += 1 }
        guard next <= source.lines.count else { return false }
        let indentation = source.indentation(next)
        return indentation + 1 > keyColumn || (indentation + 1 == keyColumn && source.scalars(next).dropFirst(indentation).first == "-")
    }
}
