/// Rewrites a spec's old spellings (`OldSpelling`) as today's, in its text, and writes the keys an
/// earlier release implied (`ImpliedKey`): only the old key and value are replaced, and an implied
/// key is a line of its own above the first key of its mapping, so comments, key order, quoting
/// and layout stay as the author wrote them. A migrated spec reads as the same model, so it
/// generates the same Swift.
public enum SpecMigration {
    /// What migrating one file gives: its new text, and what changed (empty when nothing did).
    public struct Result: Sendable {
        public var text: String
        public var changes: [FoundOldSpelling]
        /// Old spellings found whose text could not be rewritten in place (a key written in a
        /// way this does not rewrite, such as a complex key): left as they are, still read.
        public var skipped: [FoundOldSpelling]
        /// Keys an earlier release implied, now written.
        public var writtenKeys: [FoundImpliedKey] = []
        /// Implied keys whose mapping is not written one key a line (a flow mapping `{ … }`):
        /// left implied, still read.
        public var skippedKeys: [FoundImpliedKey] = []
        /// Old forms rewritten (`FoundOldForm`: keys that became another shape).
        public var rewrittenForms: [FoundOldForm] = []
        /// Old forms left as they are (a flow mapping holding two of the old keys): still read,
        /// to be written by hand as each part's `current` says.
        public var skippedForms: [FoundOldForm] = []

        /// True when the text changed.
        public var changesText: Bool { !changes.isEmpty || !writtenKeys.isEmpty || !rewrittenForms.isEmpty }
    }

    /// The file migrated; nil when it is not a spec StateSpec reads (it does not parse, or is
    /// not UTF-8).
    public static func migrate(_ source: SpecSource) -> Result? {
        guard source.unreadableReason == nil, source.byteCount == source.bytes.count,
              let text = String(validating: source.bytes, as: UTF8.self) else { return nil }
        let document = SpecDocument(parsing: source)
        guard document.root != nil else { return nil }
        var edits: [TextEdit] = []
        var changes: [FoundOldSpelling] = []
        var skipped: [FoundOldSpelling] = []
        let lines = LineStarts(text)
        // A key an alias repeats (`<<: *defaults`) is found once per use, and written once.
        var seen: Set<SourceLocation> = []
        for found in document.oldSpellings where seen.insert(found.keyLocation).inserted {
            var edit = [TextEdit]()
            if let key = TextEdit.replacing(found.spelling.key, with: found.spelling.newKey, at: found.keyLocation, in: text, lines: lines) {
                edit.append(key)
            }
            if let value = found.valueChange,
               let change = TextEdit.replacing(value.text, with: value.newText, at: value.location, in: text, lines: lines) {
                edit.append(change)
            }
            if edit.count == 1 + (found.valueChange == nil ? 0 : 1) {
                edits += edit
                changes.append(found)
            } else {
                skipped.append(found)
            }
        }
        var rewrittenForms: [FoundOldForm] = []
        var skippedForms: [FoundOldForm] = []
        for form in document.oldForms {
            if let formEdits = OldFormMigration.edits(form, in: text, lines: lines) {
                edits += formEdits
                rewrittenForms.append(form)
            } else {
                skippedForms.append(form)
            }
        }
        var written: [FoundImpliedKey] = []
        var skippedKeys: [FoundImpliedKey] = []
        var mappings: Set<String> = []
        for found in document.impliedKeys where mappings.insert("\(found.mapping)\u{0}\(found.implied.key)").inserted {
            if let insertion = TextEdit.inserting(found, in: document.root, text: text, lines: lines) {
                edits.append(insertion)
                written.append(found)
            } else {
                skippedKeys.append(found)
            }
        }
        return Result(text: TextEdit.apply(edits, to: text), changes: changes, skipped: skipped, writtenKeys: written, skippedKeys: skippedKeys,
                      rewrittenForms: rewrittenForms, skippedForms: skippedForms)
    }
}

/// One replacement in a file's text, by UTF-8 offsets.
struct TextEdit: Sendable, Hashable {
    var range: Range<Int>
    var replacement: String

    /// Replaces `old` where it starts at `location` (plain, or inside the quotes of a quoted
    /// scalar); nil when the text there is not `old`.
    static func replacing(_ old: String, with new: String, at location: SourceLocation, in text: String, lines: LineStarts) -> TextEdit? {
        guard let start = lines.offset(of: location, in: text) else { return nil }
        let bytes = text.utf8
        let startIndex = bytes.index(bytes.startIndex, offsetBy: start)
        let rest = bytes[startIndex...]
        let oldBytes = Array(old.utf8)
        if rest.starts(with: oldBytes) {
            return TextEdit(range: start..<start + oldBytes.count, replacement: new)
        }
        if let quote = rest.first, quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'"), rest.dropFirst().starts(with: oldBytes),
           rest.dropFirst(1 + oldBytes.count).first == quote {
            return TextEdit(range: start + 1..<start + 1 + oldBytes.count, replacement: new)
        }
        return nil
    }

    /// An implied key written before the first key the author wrote in its mapping: in a flow
    /// mapping (`{ success: saved }`), `key: value, ` in front of it; in a block mapping, a line
    /// `key: value` above it, at its indentation. Nil when the mapping is written otherwise (a
    /// key that does not start its line in a block, an alias).
    static func inserting(_ found: FoundImpliedKey, in root: SyntaxNode?, text: String, lines: LineStarts) -> TextEdit? {
        // The tree holds the implied key, read as written, at the mapping's name: the author's keys follow it.
        guard let mapping = root?.entry(at: found.mapping, entry: nil),
              let first = mapping.value.entries?.first(where: { $0.key != found.implied.key || $0.keyLocation != found.keyLocation }),
              first.keyLocation > found.keyLocation,
              let nameStart = lines.offset(of: found.keyLocation, in: text),
              let keyStart = lines.offset(of: first.keyLocation, in: text), nameStart < keyStart else { return nil }
        // Between the mapping's name and its first key: `{` outside a comment opens a flow mapping.
        let between = String(decoding: text.utf8.dropFirst(nameStart).prefix(keyStart - nameStart), as: UTF8.self)
        let opensFlow = between.split(separator: "\n").contains { line in
            line.prefix { $0 != "#" }.contains("{")
        }
        if opensFlow {
            return TextEdit(range: keyStart..<keyStart, replacement: found.implied.written + ", ")
        }
        guard first.keyLocation.line > found.keyLocation.line,
              let lineStart = lines.offset(of: SourceLocation(line: first.keyLocation.line, column: 1), in: text) else { return nil }
        let indentation = text.utf8.dropFirst(lineStart).prefix(keyStart - lineStart)
        guard indentation.allSatisfy({ $0 == UInt8(ascii: " ") }) else { return nil }
        let lineBreak = text.contains("\r\n") ? "\r\n" : "\n"
        return TextEdit(range: lineStart..<lineStart, replacement: String(repeating: " ", count: indentation.count) + found.implied.written + lineBreak)
    }

    /// `text` with `edits`, which do not overlap, applied.
    static func apply(_ edits: [TextEdit], to text: String) -> String {
        guard !edits.isEmpty else { return text }
        var bytes = Array(text.utf8)
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            bytes.replaceSubrange(edit.range, with: Array(edit.replacement.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// Where each line of a text starts, as a UTF-8 offset, so that a `SourceLocation` (columns in
/// Unicode scalars) finds its byte.
struct LineStarts: Sendable {
    private var starts: [Int] = [0]

    init(_ text: String) {
        var offset = 0
        for byte in text.utf8 {
            offset += 1
            if byte == UInt8(ascii: "\n") { starts.append(offset) }
        }
    }

    func offset(of location: SourceLocation, in text: String) -> Int? {
        guard location.line >= 1, location.line <= starts.count, location.column >= 1 else { return nil }
        let lineStart = starts[location.line - 1]
        let bytes = text.utf8
        var index = bytes.index(bytes.startIndex, offsetBy: lineStart)
        var column = 1
        let scalars = text.unicodeScalars
        var scalarIndex = String.UnicodeScalarView.Index(index, within: scalars) ?? scalars.endIndex
        while column < location.column {
            guard scalarIndex < scalars.endIndex, scalars[scalarIndex] != "\n" else { return nil }
            scalars.formIndex(after: &scalarIndex)
            column += 1
        }
        index = scalarIndex.samePosition(in: bytes) ?? bytes.endIndex
        return bytes.distance(from: bytes.startIndex, to: index)
    }
}
