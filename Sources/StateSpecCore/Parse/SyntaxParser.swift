import Yams

/// Why a file produced no syntax tree. Each kind is reported by the rule of the same name.
public struct ParseProblem: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// libyaml rejected the text, or it is not UTF-8, or it is too large or too deep, or
        /// the file could not be read (`SpecSource.unreadableReason`).
        case invalidYAML
        /// A mapping names the same key twice.
        case duplicateKey
        /// The file is empty, or its root is not a mapping.
        case notAMapping
    }

    public var kind: Kind
    public var message: String
    public var location: SourceLocation
    /// Where in the document, when the lines around say (`states.empty.message`).
    public var path: String = ""
    /// Related places: the first of two equal keys, libyaml's own words.
    public var notes: [DiagnosticNote] = []
}

/// A spec file after parsing: a syntax tree with positions, or the reason there is none.
public struct ParsedFile: Sendable {
    public var path: String
    public var root: SyntaxNode?
    public var problem: ParseProblem?
    /// The file's `# statespec:disable-next-line` comments.
    public var suppressions: [Suppression] = []
    /// Plain text that ` #` cut short (`message: Order #42 failed`).
    public var textCutByComments: [TextCutByComment] = []
    /// Text YAML read as an anchor (`title: &Co`).
    public var anchorsInText: [AnchorInText] = []
    /// Text YAML read as a comment (`message: #1 in your library`).
    public var commentsInPlaceOfText: [CommentInPlaceOfText] = []
}

/// Parses YAML into `SyntaxNode`s. Uses Yams' basic resolver: scalars stay text (`No` is the
/// word "No", not false) and no regular expression runs on every scalar.
public enum SyntaxParser {
    /// A spec describes one screen; anything larger is a mistake, not a spec.
    public static let maximumFileSize = 2 * 1024 * 1024
    /// Aliases can multiply a small file into a huge tree ("billion laughs"); stop well before.
    public static let maximumNodeCount = 100_000
    /// Yams builds its whole tree before StateSpec counts nodes, at up to 400 bytes a node. Every
    /// node needs one of the characters `StructureBudget` counts, so refusing files with more
    /// of them than this keeps Yams' tree, and the memory of any run, bounded (the densest
    /// files this lets through take about 120 MB to lint).
    public static let maximumStructureCount = 150_000

    /// How many YAML indicators and line breaks `bytes` holds: an upper bound on half its nodes,
    /// counted without parsing (see `StructureBudget`).
    public static func structureCount(_ bytes: [UInt8]) -> Int {
        StructureBudget.count(bytes)
    }

    public static func parse(_ source: SpecSource) -> ParsedFile {
        func failed(_ kind: ParseProblem.Kind, _ message: String, _ location: SourceLocation = .start) -> ParsedFile {
            ParsedFile(path: source.path, root: nil, problem: ParseProblem(kind: kind, message: message, location: location))
        }
        if let reason = source.unreadableReason { return failed(.invalidYAML, reason) }
        guard source.byteCount <= maximumFileSize, source.bytes.count <= maximumFileSize else {
            let size = max(source.byteCount, source.bytes.count)
            return failed(.invalidYAML, "the file is \(size) bytes; a spec may be at most \(maximumFileSize) bytes")
        }
        let structure = structureCount(source.bytes)
        guard structure <= maximumStructureCount else {
            return failed(.invalidYAML, "the file has \(structure) YAML indicators and line breaks; a spec may have at most \(maximumStructureCount)")
        }
        guard var text = String(validating: source.bytes, as: UTF8.self) else {
            return failed(.invalidYAML, "the file is not UTF-8 text", TextPositions.location(ofFirstInvalidUTF8In: source.bytes))
        }
        // A byte order mark, as some editors save, is no part of the text; editors do not show it,
        // so columns on the first line are counted without it.
        if text.unicodeScalars.first == "\u{FEFF}" { text.unicodeScalars.removeFirst() }
        let root: SyntaxNode
        switch PlainComposer.compose(text).map(Composed.root) ?? composeWithYams(text, path: source.path) {
        case .root(let composed): root = composed
        case .failed(let file): return file
        }
        guard root.entries != nil else {
            return failed(.notAMapping, "a spec must be a mapping of keys such as 'screen:' and 'states:', not \(root.kindDescription)", root.location)
        }
        return ParsedFile(path: source.path, root: root, problem: nil, suppressions: Suppression.all(in: text),
                          textCutByComments: TextCutByComment.all(in: text), anchorsInText: AnchorInText.all(in: text),
                          commentsInPlaceOfText: CommentInPlaceOfText.all(in: text))
    }

    /// A document's tree, or the file as parsed when there is none.
    enum Composed {
        case root(SyntaxNode)
        case failed(ParsedFile)
    }

    /// The tree as Yams composes it: the reference `PlainComposer` matches, and the only path
    /// that explains what is wrong with a file.
    static func composeWithYams(_ text: String, path: String) -> Composed {
        func failed(_ kind: ParseProblem.Kind, _ message: String) -> Composed {
            .failed(ParsedFile(path: path, root: nil, problem: ParseProblem(kind: kind, message: message, location: .start)))
        }
        let yamlRoot: Yams.Node?
        do {
            // UTF-8 named here: Yams' default encoding reads the process environment on every call.
            yamlRoot = try Yams.compose(yaml: text, .basic, .default, .utf8)
        } catch let error as YamlError {
            return .failed(describe(error, in: text, path: path))
        } catch {
            return failed(.invalidYAML, "\(error)")
        }
        guard let yamlRoot else {
            return failed(.notAMapping, "the file is empty; a spec is a mapping that starts with 'screen:'")
        }
        var converter = TreeConverter()
        guard let root = converter.convert(yamlRoot, path: "") else {
            return failed(.invalidYAML, "the document has more than \(maximumNodeCount) nodes, counting each alias as the nodes it repeats")
        }
        if let (tag, location) = converter.firstTag {
            let explainer = SyntaxErrorExplainer(source: SourceLines(text))
            return .failed(ParsedFile(path: path, root: nil, problem: ParseProblem(
                kind: .invalidYAML, message: explainer.taggedText(tag, at: location), location: location)))
        }
        return .root(root)
    }

    private static func describe(_ error: YamlError, in text: String, path: String) -> ParsedFile {
        func failed(_ problem: ParseProblem) -> ParsedFile {
            ParsedFile(path: path, root: nil, problem: problem)
        }
        func location(_ mark: Mark) -> SourceLocation { SourceLocation(line: mark.line, column: mark.column) }
        switch error {
        case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _),
             let .composer(context, problem, mark, _):
            let libyaml = "YAML parser: " + problem + (context.map { " (\($0.text) at line \($0.mark.line), column \($0.mark.column))" } ?? "")
            let note = DiagnosticNote(message: libyaml, file: path, location: location(mark))
            let lines = SourceLines(text)
            let explainer = SyntaxErrorExplainer(source: lines)
            if let explanation = explainer.explain(problem: problem, at: location(mark), context: context.map { ($0.text, location($0.mark)) }) {
                return failed(ParseProblem(kind: .invalidYAML, message: explanation.message, location: explanation.location,
                                           path: lines.path(ofKeyAt: explanation.location.line), notes: [note]))
            }
            return failed(ParseProblem(kind: .invalidYAML, message: "YAML syntax error: " + problem, location: location(mark),
                                       path: lines.path(ofKeyAt: mark.line), notes: context.map { [DiagnosticNote(message: "YAML parser: \($0.text)", file: path, location: location($0.mark))] } ?? []))
        case let .reader(problem, offset, _, _):
            let location = offset.map { TextPositions.location(ofCharacterOffset: $0, in: text) } ?? .start
            return failed(ParseProblem(kind: .invalidYAML, message: "YAML cannot read the file: \(problem)", location: location))
        case let .duplicatedKeysInMapping(duplicates, context):
            let lines = SourceLines(text)
            let first = location(context.mark)
            let key = duplicates.first ?? ""
            let second = secondOccurrence(of: key, after: first, in: lines)
            return failed(ParseProblem(
                kind: .duplicateKey,
                message: "the key \(Diagnostic.quoted(key)) appears a second time in this mapping; YAML would keep only one, so merge the two or rename one",
                location: second ?? first,
                path: lines.path(ofKeyAt: first.line),
                notes: second == nil ? [] : [DiagnosticNote(message: "\(Diagnostic.quoted(key)) is first given here", file: path, location: first)]))
        default:
            return failed(ParseProblem(kind: .invalidYAML, message: "YAML error: \(error)", location: .start))
        }
    }

    /// Where `key` appears again in the mapping whose first `key` is at `first`: a later line with
    /// the key at the same column, before the mapping ends, or later on the same line (`{ a: 1, a: 2 }`).
    static func secondOccurrence(of key: String, after first: SourceLocation, in lines: SourceLines) -> SourceLocation? {
        let firstLine = lines.scalars(first.line)
        let keyScalars = Array(key.unicodeScalars)
        var column = first.column + keyScalars.count
        while column + keyScalars.count <= firstLine.count {
            let start = column - 1
            if Array(firstLine[start..<start + keyScalars.count]) == keyScalars,
               start + keyScalars.count < firstLine.count, firstLine[start + keyScalars.count] == ":",
               start > 0, [" ", ",", "{"].contains(firstLine[start - 1]) {
                return SourceLocation(line: first.line, column: column)
            }
            column += 1
        }
        var line = first.line + 1
        while line <= lines.lines.count {
            defer { line += 1 }
            if lines.isBlankOrComment(line) { continue }
            guard let entry = lines.keyLine(line) else {
                if lines.indentation(line) + 1 < first.column { return nil }
                continue
            }
            if entry.keyColumn < first.column { return nil }
            if entry.keyColumn == first.column, entry.key == key { return SourceLocation(line: line, column: entry.keyColumn) }
        }
        return nil
    }
}

/// Turns Yams nodes into `SyntaxNode`s, counting nodes so that aliases cannot blow up the tree.
private struct TreeConverter {
    var remainingNodes = SyntaxParser.maximumNodeCount
    /// The first scalar with a tag of its own (`message: !Important …`): YAML drops the tag, so
    /// the text loses its first word without a word of warning.
    var firstTag: (tag: String, location: SourceLocation)?

    mutating func convert(_ node: Yams.Node, path: String) -> SyntaxNode? {
        guard remainingNodes > 0 else { return nil }
        remainingNodes -= 1
        let location = node.mark.map { SourceLocation(line: $0.line, column: $0.column) } ?? .start
        switch node {
        case .scalar(let scalar):
            let tag = scalar.tag.rawValue
            if !tag.isEmpty, tag != "!", !tag.hasPrefix("tag:yaml.org,2002:"), firstTag == nil { firstTag = (tag, location) }
            return SyntaxNode(.scalar(scalar.string), at: location, path: path)
        case .alias:
            // The composer resolves aliases to their nodes; a bare alias has nothing to read.
            return SyntaxNode(.scalar(""), at: location, path: path)
        case .sequence(let sequence):
            var items: [SyntaxNode] = []
            items.reserveCapacity(sequence.count)
            for (index, item) in sequence.enumerated() {
                guard let converted = convert(item, path: DocumentPath.child(of: path, index: index)) else { return nil }
                items.append(converted)
            }
            return SyntaxNode(.sequence(items), at: location, path: path)
        case .mapping(let mapping):
            var entries: [SyntaxEntry] = []
            entries.reserveCapacity(mapping.count)
            for (key, value) in mapping {
                let keyText = key.scalar?.string ?? "<\(key.sequence != nil ? "list" : "mapping") key>"
                let keyLocation = key.mark.map { SourceLocation(line: $0.line, column: $0.column) } ?? location
                guard let convertedValue = convert(value, path: DocumentPath.child(of: path, key: keyText)) else { return nil }
                entries.append(SyntaxEntry(key: keyText, keyLocation: keyLocation, value: convertedValue))
            }
            return SyntaxNode(.mapping(entries), at: location, path: path)
        }
    }
}
