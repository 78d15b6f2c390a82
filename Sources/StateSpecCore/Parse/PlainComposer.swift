// libyaml as Yams builds it (Yams 6.2.2 pinned exactly in Package.swift): its events are what
// Yams composes, read here without the `Yams.Node` tree in between. `CYaml` is Yams' own module,
// not a product it publishes: where a build system does not show it to this target (or a later
// Yams renames it), the fallback below gives up on every text and Yams parses everything, as
// it always could, only slower.
#if canImport(CYaml)
import CYaml

/// Builds `SyntaxNode`s straight from libyaml's events, for the plain YAML specs are written in.
/// Yams' `compose` builds a tree of its own nodes (tags, styles, marks, a duplicate check that
/// hashes every key) that `TreeConverter` then copies; this skips both.
///
/// Yams stays the reference: `compose` gives up (nil) on anything it might read differently or
/// report, and the caller then parses with Yams, whose tree and errors are what diagnostics
/// quote. It gives up on a libyaml error, a tag, an anchor or alias, a key that is not text or
/// that a mapping repeats, text starting with a byte order mark, an empty stream, a second
/// document, and more than `SyntaxParser.maximumNodeCount` nodes.
/// It pays: with Yams' `compose` alone, lint takes 2.0 instead of 1.3 times the parse floor and a
/// cold generate 4.1 instead of 3.4 times, past its goal (`statespec-benchmark`, 1,000 screens on tmpfs, medians of four runs alternating with and without it).
enum PlainComposer {
    static func compose(_ text: String) -> SyntaxNode? {
        var text = text
        return text.withUTF8 { bytes in
            let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
            defer { parser.deallocate() }
            guard yaml_parser_initialize(parser) == 1 else { return nil }
            defer { yaml_parser_delete(parser) }
            yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
            yaml_parser_set_input_string(parser, bytes.baseAddress, bytes.count)
            var composer = Composer(parser: parser)
            return composer.document()
        }
    }
}

private struct Composer {
    let parser: UnsafeMutablePointer<yaml_parser_t>
    var remainingNodes = SyntaxParser.maximumNodeCount
    /// Mappings up to this size look for a repeated key by comparing every pair; larger ones hash.
    static let pairwiseKeyLimit = 12

    /// The next event, which the caller deletes; nil on a libyaml error.
    func next() -> yaml_event_t? {
        var event = yaml_event_t()
        guard yaml_parser_parse(parser, &event) == 1 else { return nil }
        return event
    }

    /// Stream start, document start, the root, document end, stream end: one document, no more.
    mutating func document() -> SyntaxNode? {
        for expected in [YAML_STREAM_START_EVENT, YAML_DOCUMENT_START_EVENT] {
            guard var event = next() else { return nil }
            defer { yaml_event_delete(&event) }
            guard event.type == expected else { return nil }
        }
        guard var rootEvent = next() else { return nil }
        defer { yaml_event_delete(&rootEvent) }
        guard let root = node(from: rootEvent, path: "") else { return nil }
        for expected in [YAML_DOCUMENT_END_EVENT, YAML_STREAM_END_EVENT] {
            guard var event = next() else { return nil }
            defer { yaml_event_delete(&event) }
            guard event.type == expected else { return nil }
        }
        return root
    }

    mutating func node(from event: yaml_event_t, path: String) -> SyntaxNode? {
        guard remainingNodes > 0 else { return nil }
        remainingNodes -= 1
        let location = Self.location(event)
        switch event.type {
        case YAML_SCALAR_EVENT:
            return Self.text(event).map { SyntaxNode(.scalar($0), at: location, path: path) }
        case YAML_SEQUENCE_START_EVENT:
            guard event.data.sequence_start.tag == nil, event.data.sequence_start.anchor == nil else { return nil }
            var items: [SyntaxNode] = []
            while true {
                guard var itemEvent = next() else { return nil }
                defer { yaml_event_delete(&itemEvent) }
                if itemEvent.type == YAML_SEQUENCE_END_EVENT { break }
                guard let item = node(from: itemEvent, path: DocumentPath.child(of: path, index: items.count)) else { return nil }
                items.append(item)
            }
            return SyntaxNode(.sequence(items), at: location, path: path)
        case YAML_MAPPING_START_EVENT:
            guard event.data.mapping_start.tag == nil, event.data.mapping_start.anchor == nil else { return nil }
            var entries: [SyntaxEntry] = []
            var keys: Set<String> = []
            while true {
                guard var keyEvent = next() else { return nil }
                defer { yaml_event_delete(&keyEvent) }
                if keyEvent.type == YAML_MAPPING_END_EVENT { break }
                guard keyEvent.type == YAML_SCALAR_EVENT, let key = Self.text(keyEvent) else { return nil }
                if entries.count < Self.pairwiseKeyLimit {
                    guard !entries.contains(where: { $0.key == key }) else { return nil }
                } else {
                    if keys.isEmpty { keys = Set(entries.map(\.key)) }
                    guard keys.insert(key).inserted else { return nil }
                }
                guard var valueEvent = next() else { return nil }
                defer { yaml_event_delete(&valueEvent) }
                guard let value = node(from: valueEvent, path: DocumentPath.child(of: path, key: key)) else { return nil }
                entries.append(SyntaxEntry(key: key, keyLocation: Self.location(keyEvent), value: value))
            }
            return SyntaxNode(.mapping(entries), at: location, path: path)
        default:
            // An alias, or an event out of place.
            return nil
        }
    }

    /// Yams' mark: libyaml's, counted from 1.
    static func location(_ event: yaml_event_t) -> SourceLocation {
        SourceLocation(line: event.start_mark.line + 1, column: event.start_mark.column + 1)
    }

    /// A scalar's text; nil when it has a tag or an anchor, or starts with a byte order mark
    /// (which Foundation's decoding, as Yams uses it, would drop).
    static func text(_ event: yaml_event_t) -> String? {
        let scalar = event.data.scalar
        guard scalar.tag == nil, scalar.anchor == nil else { return nil }
        // libyaml checked the input is UTF-8, and a scalar is a run of whole characters.
        let bytes = UnsafeBufferPointer(start: scalar.value, count: scalar.length)
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }
}

#else

enum PlainComposer {
    static func compose(_ text: String) -> SyntaxNode? { nil }
}

#endif
