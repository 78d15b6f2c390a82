import Foundation

extension StringCatalog {
    /// The catalog `make` writes for a run that keeps some screens of the last one: `generated`
    /// (the bytes of a catalog `make` wrote) with the entries of every screen not in `kept`
    /// dropped and those of `added` (screen name and fragment) put in their place, copied a
    /// screen's range of bytes at a time instead of being read back and written again entry by
    /// entry. The same bytes as `make` for those screens, because a screen's keys are one
    /// contiguous run of the file in name order (see `inScreenOrder`).
    /// Nil when the bytes are not exactly in the shape `make` writes, or when the screens'
    /// names are not what that order needs (one name twice, kept and added at once, a name
    /// with a dot, a key outside its screen's): the caller makes the catalog the long way.
    public static func splice(_ generated: [UInt8], keeping kept: Set<String>, adding added: [(name: String, fragment: Fragment)]) -> String? {
        WrittenCatalog(generated)?.splice(keeping: kept, adding: added)?.text()
    }

    /// A catalog `make` wrote, with each screen's run of entries found: read on one thread
    /// while a run plans on another, spliced once the run knows which screens it keeps.
    public struct WrittenCatalog: Sendable {
        let bytes: [UInt8]
        /// Each screen in order: its name, its keys' prefix (the name and a dot) and its entries,
        /// from its first entry's indent to its last entry's closing brace.
        let screens: [(name: String, prefix: Range<Int>, entries: Range<Int>)]

        /// Nil unless every line of `strings` is where `make` puts it: each entry a line at the
        /// entries' indent opening with a key of a screen, lines indented deeper, and a line at
        /// the entries' indent that closes it (with a comma unless it is the last), the screens
        /// one after the other in order.
        public init?(_ bytes: [UInt8]) {
            guard let screens = bytes.withUnsafeBufferPointer(StringCatalog.screenRuns) else { return nil }
            self.bytes = bytes
            self.screens = screens
        }

        /// This catalog with the entries of every screen not in `kept` dropped and those of
        /// `added` put in; nil when the names cannot hold the order (see `StringCatalog.splice`).
        public func splice(keeping kept: Set<String>, adding added: [(name: String, fragment: Fragment)]) -> Splice? {
            guard let additions = Addition.sorted(added, keeping: kept) else { return nil }
            var pieces: [Splice.Piece] = []
            pieces.reserveCapacity(screens.count + additions.count)
            var next = 0
            for screen in screens where kept.contains(screen.name) {
                while next < additions.count, additions[next].prefix.lexicographicallyPrecedes(bytes[screen.prefix]) {
                    pieces.append(.new(additions[next].fragment))
                    next += 1
                }
                pieces.append(.old(screen.entries))
            }
            pieces += additions[next...].map { .new($0.fragment) }
            return Splice(catalog: self, pieces: pieces)
        }
    }

    /// A catalog's pieces, old runs of entries and new fragments, in key order: the text is
    /// made apart from the checks, so that it can be made on another thread.
    public struct Splice: Sendable {
        enum Piece: Sendable {
            case old(Range<Int>)
            case new(Fragment)
        }

        let catalog: WrittenCatalog
        let pieces: [Piece]

        /// The pieces each apart from the next by `,\n`, written straight into the string's
        /// storage: a large app's catalog is megabytes.
        public func text() -> String {
            guard !pieces.isEmpty else { return String(decoding: opening + emptyStrings + closing, as: UTF8.self) }
            var size = opening.count + 2 + lastEntryEnd.count + closing.count
            var entries = 0
            for piece in pieces {
                switch piece {
                case .old(let range):
                    size += range.count
                    entries += 1
                case .new(let fragment):
                    size += fragment.chunks.reduce(0) { $0 + $1.bytes.count }
                    entries += fragment.chunks.count
                }
            }
            size += entrySeparator.count * (entries - 1)
            return catalog.bytes.withUnsafeBufferPointer { old in
                String(unsafeUninitializedCapacity: size) { buffer in
                    var position = 0
                    func put(_ part: UnsafeBufferPointer<UInt8>) {
                        _ = UnsafeMutableBufferPointer(rebasing: buffer[position...]).initialize(fromContentsOf: part)
                        position += part.count
                    }
                    func put(_ part: [UInt8]) { part.withUnsafeBufferPointer { put($0) } }
                    put(opening)
                    put(Array("{\n".utf8))
                    var first = true
                    for piece in pieces {
                        switch piece {
                        case .old(let range):
                            if !first { put(entrySeparator) }
                            put(UnsafeBufferPointer(rebasing: old[range]))
                            first = false
                        case .new(let fragment):
                            for chunk in fragment.chunks {
                                if !first { put(entrySeparator) }
                                put(chunk.bytes)
                                first = false
                            }
                        }
                    }
                    put(lastEntryEnd)
                    put(closing)
                    return position
                }
            }
        }
    }

    /// A screen's new entries and the prefix its keys share (its name and a dot).
    private struct Addition {
        let prefix: [UInt8]
        let fragment: Fragment

        /// Nil when two screens or a kept one share a name, or a key is not its screen's.
        static func sorted(_ added: [(name: String, fragment: Fragment)], keeping kept: Set<String>) -> [Addition]? {
            var names = Set<String>(minimumCapacity: added.count)
            guard kept.allSatisfy({ !$0.utf8.contains(dot) }) else { return nil }
            var additions: [Addition] = []
            for (name, fragment) in added {
                guard !name.utf8.contains(dot), !kept.contains(name), names.insert(name).inserted else { return nil }
                let prefix = Array((name + ".").utf8)
                guard fragment.chunks.allSatisfy({ $0.key.utf8.starts(with: prefix) }) else { return nil }
                if !fragment.chunks.isEmpty { additions.append(Addition(prefix: prefix, fragment: fragment)) }
            }
            return additions.sorted { $0.prefix.lexicographicallyPrecedes($1.prefix) }
        }
    }

    private static let dot = UInt8(ascii: ".")

    /// Every screen's run of entries in `bytes`, in order (see `WrittenCatalog.init`).
    private static func screenRuns(_ bytes: UnsafeBufferPointer<UInt8>) -> [(name: String, prefix: Range<Int>, entries: Range<Int>)]? {
        guard let base = bytes.baseAddress, bytes.starts(with: opening), bytes.count >= opening.count + closing.count,
              bytes.suffix(closing.count).elementsEqual(closing) else { return nil }
        let strings = opening.count..<(bytes.count - closing.count)
        if bytes[strings].elementsEqual(emptyStrings) { return [] }
        guard bytes[strings].starts(with: Array("{\n".utf8)), bytes[strings].suffix(lastEntryEnd.count).elementsEqual(lastEntryEnd) else { return nil }
        let body = (strings.lowerBound + 2)..<(strings.upperBound - lastEntryEnd.count)
        let raw = UnsafeRawPointer(base)
        let (space, quote, close) = (UInt8(ascii: " "), UInt8(ascii: "\""), UInt8(ascii: "}"))
        let fourSpaces: UInt32 = 0x2020_2020
        var screens: [(name: String, prefix: Range<Int>, entries: Range<Int>)] = []
        var inEntry = false
        var line = body.lowerBound
        // Text holds no raw line break: every line break of `strings` ends a line of the JSON.
        while line < body.upperBound {
            let lineEnd = memchr(raw + line, Int32(UInt8(ascii: "\n")), body.upperBound - line).map { raw.distance(to: $0) } ?? body.upperBound
            guard lineEnd - line >= 5, raw.loadUnaligned(fromByteOffset: line, as: UInt32.self) == fourSpaces else { return nil }
            switch bytes[line + 4] {
            case space:
                guard inEntry else { return nil }
            case quote:
                guard !inEntry, let prefix = keyPrefix(bytes, keyStart: line + entryStart.count, lineEnd: lineEnd) else { return nil }
                inEntry = true
                if let last = screens.last {
                    if bytes[prefix].elementsEqual(bytes[last.prefix]) { break }
                    // Each screen once, in the order of their names.
                    guard bytes[last.prefix].lexicographicallyPrecedes(bytes[prefix]) else { return nil }
                }
                screens.append((String(decoding: bytes[prefix.dropLast()], as: UTF8.self), prefix, line..<line))
            case close:
                // `    },` before the next entry, `    }` closing the last.
                let isLast = lineEnd == body.upperBound
                guard inEntry, lineEnd - line == (isLast ? 5 : 6), isLast || bytes[line + 5] == UInt8(ascii: ",") else { return nil }
                inEntry = false
                screens[screens.count - 1].entries = screens[screens.count - 1].entries.lowerBound..<(line + 5)
            default:
                return nil
            }
            line = lineEnd + 1
        }
        return inEntry ? nil : screens
    }

    /// The key's screen name with its dot, from the key that starts at `keyStart`: nil when the
    /// key has an escaped character or no dot.
    private static func keyPrefix(_ bytes: UnsafeBufferPointer<UInt8>, keyStart: Int, lineEnd: Int) -> Range<Int>? {
        var index = keyStart
        while index < lineEnd, bytes[index] != UInt8(ascii: "\"") {
            guard bytes[index] != UInt8(ascii: "\\") else { return nil }
            index += 1
        }
        guard index < lineEnd, let dotIndex = bytes[keyStart..<index].firstIndex(of: dot) else { return nil }
        return keyStart..<(dotIndex + 1)
    }
}
