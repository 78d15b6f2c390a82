import Foundation

/// The String Catalog (`.xcstrings`) for every user-facing text of the specs: the states' messages
/// and button titles, and every feedback message and action title, so that translators get every
/// text with its plural variants. Written the way Xcode writes it:
/// sorted keys, two-space indent, `" : "`, so that Xcode's own edits make small diffs.
public enum StringCatalog {
    /// What one screen puts into the catalog: its entries in key order, each as the catalog's
    /// lines for it (`"key" : {…}`, indented as a member of `strings`), and their hash.
    public struct Fragment: Sendable {
        let chunks: [(key: String, bytes: [UInt8])]
        /// When no screen's hash changes, the catalog does not either.
        public let hash: String

        fileprivate init(chunks: [(key: String, bytes: [UInt8])]) {
            self.chunks = chunks
            hash = ContentHash.text(chunks.flatMap(\.bytes))
        }

        /// The fragment of a screen with no text.
        public static let empty = Fragment(chunks: [])
    }

    public static func fragment(for screen: ScreenPlan) -> Fragment {
        Fragment(chunks: entries(for: screen).sorted { ByteOrder.precedes($0.key, $1.key) }.map { key, entry in
            var bytes: [UInt8] = []
            bytes.reserveCapacity(512)
            bytes += "    ".utf8
            JSONText.quote(key, into: &bytes)
            bytes += " : ".utf8
            entry.write(to: &bytes)
            return (key, bytes)
        })
    }

    /// The catalog of `screens`: each screen's fragment (from `known`, by spec path, or made on
    /// up to `width` threads), and those of the screens in `unplanned` (by screen name, from the
    /// catalog the last run wrote: `fragmentsByScreen`), put in key order, the same bytes as
    /// rendering the whole catalog as one JSON value.
    static func make(for screens: [ScreenPlan], known: [String: Fragment] = [:], unplanned: [String: Fragment] = [:],
                     width: Int = Parallel.cores) -> String {
        var hashes: [String: String] = [:]
        return make(for: screens, known: known, unplanned: unplanned, width: width, fragmentHashes: &hashes)
    }

    /// `fragmentHashes`: each planned screen's fragment hash, by spec path, as the catalog is
    /// made, so that a run records them without making every fragment a second time.
    static func make(for screens: [ScreenPlan], known: [String: Fragment], unplanned: [String: Fragment], width: Int,
                     fragmentHashes: inout [String: String]) -> String {
        let items = CatalogScreens(plans: screens, premade: screens.map { known[$0.specPath] }, made: unplanned.map { ($0.key, $0.value) })
        return inScreenOrder(items, width: width, fragmentHashes: &fragmentHashes)
            ?? sortingEveryKey(items, width: width, fragmentHashes: &fragmentHashes)
    }

    /// A screen of the catalog: planned (its fragment made when needed, unless already made),
    /// or only its fragment, taken from the last catalog.
    enum CatalogScreen: Sendable {
        case planned(ScreenPlan, Fragment?)
        case made(name: String, Fragment)
    }

    /// The screens of a catalog, by number: the planned ones, then those known only by their
    /// fragment. The plans stay in the caller's array: a large app's, copied into another,
    /// would take megabytes more.
    struct CatalogScreens: Sendable {
        let plans: [ScreenPlan]
        /// A planned screen's fragment when it is already made, by the plan's number.
        let premade: [Fragment?]
        let made: [(name: String, fragment: Fragment)]

        init(plans: [ScreenPlan], premade: [Fragment?], made: [(name: String, fragment: Fragment)]) {
            self.plans = plans
            self.premade = premade
            self.made = made
        }

        /// The planned screens first, in their order, then the others.
        init(_ screens: [CatalogScreen]) {
            var plans: [ScreenPlan] = []
            var premade: [Fragment?] = []
            var made: [(name: String, fragment: Fragment)] = []
            for screen in screens {
                switch screen {
                case .planned(let plan, let fragment):
                    plans.append(plan)
                    premade.append(fragment)
                case .made(let name, let fragment):
                    made.append((name, fragment))
                }
            }
            self.init(plans: plans, premade: premade, made: made)
        }

        var count: Int { plans.count + made.count }

        func name(_ index: Int) -> String {
            index < plans.count ? plans[index].name : made[index - plans.count].name
        }

        func fragment(_ index: Int) -> Fragment {
            guard index < plans.count else { return made[index - plans.count].fragment }
            return premade[index] ?? StringCatalog.fragment(for: plans[index])
        }

        /// The spec a planned screen comes from.
        func specPath(_ index: Int) -> String? {
            index < plans.count ? plans[index].specPath : nil
        }
    }

    /// Every key starts with its screen's name and a dot, and every character of a name sorts
    /// after the dot: the keys in order are the screens' in the order of their names, each
    /// screen's in its own order. Fragments are made a batch of screens at a time and written
    /// in that order, so that a large app's fragments are never all in memory. Nil when a key
    /// is out of that order (two screens of one name), for `sortingEveryKey`.
    static func inScreenOrder(_ screens: [CatalogScreen], width: Int) -> String? {
        var hashes: [String: String] = [:]
        return inScreenOrder(CatalogScreens(screens), width: width, fragmentHashes: &hashes)
    }

    private static func inScreenOrder(_ screens: CatalogScreens, width: Int, fragmentHashes: inout [String: String]) -> String? {
        let prefixes = (0..<screens.count).map { Array((screens.name($0) + ".").utf8) }
        let ordered = prefixes.indices.sorted { prefixes[$0].lexicographicallyPrecedes(prefixes[$1]) }
        // Written straight into the string, never a second copy: a large app's catalog is tens
        // of megabytes, and room for all of it is taken once the first batch shows how much a
        // screen needs.
        var output = String(decoding: opening, as: UTF8.self) + "{\n"
        var lastKey: String?
        for start in stride(from: 0, to: ordered.count, by: 256) {
            let batch = Array(ordered[start..<min(start + 256, ordered.count)])
            for (index, fragment) in zip(batch, Parallel.map(batch, width: width, { screens.fragment($0) })) {
                if let path = screens.specPath(index) { fragmentHashes[path] = fragment.hash }
                for chunk in fragment.chunks {
                    if let lastKey {
                        guard ByteOrder.precedes(lastKey, chunk.key) else { return nil }
                        output += ",\n"
                    }
                    output += String(decoding: chunk.bytes, as: UTF8.self)
                    lastKey = chunk.key
                }
            }
            if start == 0 { output.reserveCapacity(output.utf8.count / batch.count * ordered.count * 11 / 10 + 256) }
        }
        guard lastKey != nil else { return String(decoding: opening + Array("{}".utf8) + closing, as: UTF8.self) }
        output += "\n  }"
        output += String(decoding: closing, as: UTF8.self)
        return output
    }

    static let opening = Array("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : ".utf8)
    static let closing = Array(",\n  \"version\" : \"1.0\"\n}\n".utf8)
    static let emptyStrings = Array("{}".utf8)
    static let entryStart = Array("    \"".utf8)
    static let entrySeparator = Array(",\n".utf8)
    static let lastEntryEnd = Array("\n  }".utf8)

    static func sortingEveryKey(_ screens: [CatalogScreen], width: Int) -> String {
        var hashes: [String: String] = [:]
        return sortingEveryKey(CatalogScreens(screens), width: width, fragmentHashes: &hashes)
    }

    private static func sortingEveryKey(_ screens: CatalogScreens, width: Int, fragmentHashes: inout [String: String]) -> String {
        let fragments = Parallel.map(Array(0..<screens.count), width: width) { screens.fragment($0) }
        for (index, fragment) in fragments.enumerated() {
            if let path = screens.specPath(index) { fragmentHashes[path] = fragment.hash }
        }
        // A key two screens share (only with duplicate screen names) keeps the last screen's entry.
        var byKey: [String: [UInt8]] = [:]
        for fragment in fragments { for chunk in fragment.chunks { byKey[chunk.key] = chunk.bytes } }
        let keys = byKey.keys.sortedByBytes()
        let (first, between, last) = keys.isEmpty ? (emptyStrings, [UInt8](), [UInt8]()) : (Array("{\n".utf8), entrySeparator, lastEntryEnd)
        let size = opening.count + first.count + keys.reduce(0) { $0 + byKey[$1]!.count } + between.count * max(0, keys.count - 1) + last.count + closing.count
        // Written straight into the string's storage: a large app's catalog is tens of megabytes.
        return String(unsafeUninitializedCapacity: size) { buffer in
            var position = 0
            func put(_ bytes: [UInt8]) {
                _ = UnsafeMutableBufferPointer(rebasing: buffer[position...]).initialize(fromContentsOf: bytes)
                position += bytes.count
            }
            put(opening)
            put(first)
            for (index, key) in keys.enumerated() {
                if index > 0 { put(between) }
                put(byKey[key]!)
            }
            put(last)
            put(closing)
            return position
        }
    }

    /// The fragments of a catalog `make` wrote, by screen name (the part of each key before its
    /// first dot), read back from its bytes; a fragment's hash then tells whether it is still
    /// that screen's. Nil when the bytes are not exactly in the shape `make` writes.
    public static func fragmentsByScreen(inGenerated bytes: [UInt8]) -> [String: Fragment]? {
        guard bytes.starts(with: opening), bytes.count >= opening.count + closing.count, bytes.suffix(closing.count).elementsEqual(closing)
        else { return nil }
        let strings = bytes[opening.count..<(bytes.count - closing.count)]
        if strings.elementsEqual(emptyStrings) { return [:] }
        guard strings.starts(with: Array("{\n".utf8)), strings.suffix(lastEntryEnd.count).elementsEqual(lastEntryEnd) else { return nil }
        let body = strings.dropFirst(2).dropLast(lastEntryEnd.count)
        // Entries are separated by `,` at the end of a line before a key at the entries' indent;
        // a line inside an entry is indented deeper, and text holds no raw line break.
        var chunks: [String: [(key: String, bytes: [UInt8])]] = [:]
        var entryStartIndex = body.startIndex
        var index = body.startIndex
        func addEntry(upTo end: Int) -> Bool {
            let entry = Array(body[entryStartIndex..<end])
            guard entry.starts(with: entryStart) else { return false }
            let keyBytes = entry.dropFirst(entryStart.count).prefix { $0 != UInt8(ascii: "\"") }
            guard !keyBytes.contains(UInt8(ascii: "\\")), let dot = keyBytes.firstIndex(of: UInt8(ascii: ".")) else { return false }
            let screen = String(decoding: keyBytes[..<dot], as: UTF8.self)
            chunks[screen, default: []].append((String(decoding: keyBytes, as: UTF8.self), entry))
            return true
        }
        let nextEntry = [UInt8(ascii: "\n")] + entryStart
        while index < body.endIndex {
            if body[index] == UInt8(ascii: ","), body[(index + 1)...].starts(with: nextEntry) {
                guard addEntry(upTo: index) else { return nil }
                entryStartIndex = index + 2
                index += 2
            } else {
                index += 1
            }
        }
        guard addEntry(upTo: body.endIndex) else { return nil }
        return chunks.mapValues { Fragment(chunks: $0) }
    }

    /// One screen's entries, by key.
    private static func entries(for screen: ScreenPlan) -> [String: Entry] {
        var strings: [String: Entry] = [:]
        for text in screen.texts.all {
            strings[text.key] = Entry(comment: text.comment, other: format(text.text, arguments: text.arguments))
        }
        for message in screen.messages {
            let comment = "\(screen.name): \(message.summary ?? message.name) (\(message.level.rawValue), \(message.presentation.rawValue))"
            strings[message.key] = Entry(comment: comment, other: format(message.text, arguments: message.arguments),
                                         one: message.one.map { format($0, arguments: message.arguments) })
            if let title = message.title {
                strings[message.titleKey] = Entry(comment: "\(screen.name): the title of \(message.name)", other: format(title, arguments: message.arguments))
            }
            for action in message.actions {
                strings[action.key] = Entry(comment: "\(screen.name): the '\(action.name)' button of \(message.name)", other: escapePercent(action.title))
            }
        }
        for section in screen.sections {
            strings.merge(entries(for: section.plan)) { _, sections in sections }
        }
        return strings
    }

    /// One text's entry: its comment and English text (with the `one` form of a plural),
    /// written as the catalog's JSON (keys sorted, two-space indent, `" : "`) at the depth of a
    /// member of `strings`, straight into bytes: every entry has the same shape.
    private struct Entry {
        var comment: String
        var other: String
        var one: String?

        func write(to bytes: inout [UInt8]) {
            bytes += "{\n      \"comment\" : ".utf8
            JSONText.quote(comment, into: &bytes)
            bytes += ",\n      \"extractionState\" : \"manual\",\n      \"localizations\" : {\n        \"en\" : {\n".utf8
            if let one {
                bytes += "          \"variations\" : {\n            \"plural\" : {\n              \"one\" : {\n".utf8
                Self.writeUnit(one, indent: 16, to: &bytes)
                bytes += "              },\n              \"other\" : {\n".utf8
                Self.writeUnit(other, indent: 16, to: &bytes)
                bytes += "              }\n            }\n          }\n".utf8
            } else {
                Self.writeUnit(other, indent: 10, to: &bytes)
            }
            bytes += "        }\n      }\n    }".utf8
        }

        /// `"stringUnit" : {…}` as an object's only member, `indent` spaces in, with its line break.
        private static func writeUnit(_ value: String, indent: Int, to bytes: inout [UInt8]) {
            bytes += repeatElement(UInt8(ascii: " "), count: indent)
            bytes += "\"stringUnit\" : {\n".utf8
            bytes += repeatElement(UInt8(ascii: " "), count: indent + 2)
            bytes += "\"state\" : \"translated\",\n".utf8
            bytes += repeatElement(UInt8(ascii: " "), count: indent + 2)
            bytes += "\"value\" : ".utf8
            JSONText.quote(value, into: &bytes)
            bytes += "\n".utf8
            bytes += repeatElement(UInt8(ascii: " "), count: indent)
            bytes += "}\n".utf8
        }
    }

    /// `{count} items` → `%1$lld items`: the positional format specifiers String Catalogs use.
    static func format(_ text: String, arguments: [ScreenPlan.Argument]) -> String {
        var result = escapePercent(text)
        // Most texts fill in nothing.
        guard !arguments.isEmpty, result.utf8.contains(UInt8(ascii: "{")) else { return result }
        for (index, argument) in arguments.enumerated() {
            let specifier = switch argument.type {
            case "Int": "lld"
            case "Double": "lf"
            default: "@"
            }
            result = result.replacingOccurrences(of: "{\(argument.name)}", with: "%\(index + 1)$\(specifier)")
        }
        return result
    }

    private static func escapePercent(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "%")) else { return text }
        return text.replacingOccurrences(of: "%", with: "%%")
    }
}
