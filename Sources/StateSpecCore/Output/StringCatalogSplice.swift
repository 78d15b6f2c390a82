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
        guard let additions = Addition.sorted(added, keeping: kept) else { return nil }
        return generated.withUnsafeBufferPointer { bytes in
            guard let groups = keptGroups(of: bytes, keeping: kept) else { return nil }
            return spliced(bytes, groups: groups, additions: additions)
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

    /// The entries of one kept screen of the old catalog: its key prefix and its bytes, from its
    /// first entry's indent to its last entry's closing brace.
    private struct Group {
        var prefix: Range<Int>
        var bytes: Range<Int>
    }

    private static let dot = UInt8(ascii: ".")

    /// The kept screens' runs of entries in `bytes`, in order; nil unless every line of
    /// `strings` is where `make` puts it: each entry a line at the entries' indent opening with a
    /// key of a screen, lines indented deeper, and a line at the entries' indent that closes it
    /// (with a comma unless it is the last), the screens one after the other in order.
    private static func keptGroups(of bytes: UnsafeBufferPointer<UInt8>, keeping kept: Set<String>) -> [Group]? {
        guard let base = bytes.baseAddress, bytes.starts(with: opening), bytes.count >= opening.count + closing.count,
              bytes.suffix(closing.count).elementsEqual(closing) else { return nil }
        let strings = opening.count..<(bytes.count - closing.count)
        if bytes[strings].elementsEqual(emptyStrings) { return [] }
        guard bytes[strings].starts(with: Array("{\n".utf8)), bytes[strings].suffix(lastEntryEnd.count).elementsEqual(lastEntryEnd) else { return nil }
        let body = (strings.lowerBound + 2)..<(strings.upperBound - lastEntryEnd.count)
        let (space, quote, close) = (UInt8(ascii: " "), UInt8(ascii: "\""), UInt8(ascii: "}"))
        var groups: [Group] = []
        // The screen whose entries are being read: its key prefix, where its first entry starts
        // and its last one ends.
        var current: (prefix: Range<Int>, start: Int, end: Int, isKept: Bool)?
        var inEntry = false
        var line = body.lowerBound
        // Text holds no raw line break: every line break of `strings` ends a line of the JSON.
        while line < body.upperBound {
            let lineEnd = memchr(base + line, Int32(UInt8(ascii: "\n")), body.upperBound - line)
                .map { UnsafeRawPointer(base).distance(to: $0) } ?? body.upperBound
            guard lineEnd - line >= 5, bytes[line..<(line + 4)].allSatisfy({ $0 == space }) else { return nil }
            switch bytes[line + 4] {
            case space:
                guard inEntry else { return nil }
            case quote:
                guard !inEntry else { return nil }
                inEntry = true
                guard let prefix = keyPrefix(bytes, keyStart: line + entryStart.count, lineEnd: lineEnd) else { return nil }
                if let open = current, bytes[prefix].elementsEqual(bytes[open.prefix]) { break }
                if let open = current {
                    // Each screen once, in the order of their names.
                    guard bytes[open.prefix].lexicographicallyPrecedes(bytes[prefix]) else { return nil }
                    if open.isKept { groups.append(Group(prefix: open.prefix, bytes: open.start..<open.end)) }
                }
                let name = String(decoding: bytes[prefix.dropLast()], as: UTF8.self)
                current = (prefix, line, line, kept.contains(name))
            case close:
                // `    },` before the next entry, `    }` closing the last.
                let isLast = lineEnd == body.upperBound
                guard inEntry, lineEnd - line == (isLast ? 5 : 6), isLast || bytes[line + 5] == UInt8(ascii: ",") else { return nil }
                inEntry = false
                current?.end = line + 5
            default:
                return nil
            }
            line = lineEnd + 1
        }
        guard !inEntry else { return nil }
        if let open = current, open.isKept { groups.append(Group(prefix: open.prefix, bytes: open.start..<open.end)) }
        return groups
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

    /// The old kept runs and the new fragments merged in key order, each piece apart from the
    /// next by `,\n`, written straight into the string's storage: a large app's catalog is
    /// megabytes.
    private static func spliced(_ bytes: UnsafeBufferPointer<UInt8>, groups: [Group], additions: [Addition]) -> String? {
        enum Piece {
            case old(Range<Int>)
            case new(Fragment)
        }
        var pieces: [Piece] = []
        pieces.reserveCapacity(groups.count + additions.count)
        var nextAddition = 0
        for group in groups {
            while nextAddition < additions.count, additions[nextAddition].prefix.lexicographicallyPrecedes(bytes[group.prefix]) {
                pieces.append(.new(additions[nextAddition].fragment))
                nextAddition += 1
            }
            pieces.append(.old(group.bytes))
        }
        pieces += additions[nextAddition...].map { .new($0.fragment) }
        guard !pieces.isEmpty else { return String(decoding: opening + emptyStrings + closing, as: UTF8.self) }
        var size = opening.count + 2 + lastEntryEnd.count + closing.count
        var count = 0
        for piece in pieces {
            switch piece {
            case .old(let range):
                size += range.count
                count += 1
            case .new(let fragment):
                size += fragment.chunks.reduce(0) { $0 + $1.bytes.count }
                count += fragment.chunks.count
            }
        }
        size += entrySeparator.count * (count - 1)
        return String(unsafeUninitializedCapacity: size) { buffer in
            var position = 0
            func put(_ part: some Collection<UInt8>) {
                _ = UnsafeMutableBufferPointer(rebasing: buffer[position...]).initialize(fromContentsOf: part)
                position += part.count
            }
            put(opening)
            put("{\n".utf8)
            var first = true
            func separate() {
                if !first { put(entrySeparator) }
                first = false
            }
            for piece in pieces {
                switch piece {
                case .old(let range):
                    separate()
                    put(UnsafeBufferPointer(rebasing: bytes[range]))
                case .new(let fragment):
                    for chunk in fragment.chunks {
                        separate()
                        put(chunk.bytes)
                    }
                }
            }
            put(lastEntryEnd)
            put(closing)
            return position
        }
    }
}
