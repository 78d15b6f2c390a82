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
    /// up to `width` threads), put in key order, the same bytes as rendering the whole catalog
    /// as one JSON value.
    static func make(for screens: [ScreenPlan], known: [String: Fragment] = [:], width: Int = Parallel.cores) -> String {
        var hashes: [String: String] = [:]
        return make(for: screens, known: known, width: width, fragmentHashes: &hashes)
    }

    /// `fragmentHashes`: each screen's fragment hash, by spec path, as the catalog is made, so
    /// that a run records them without making every fragment a second time.
    static func make(for screens: [ScreenPlan], known: [String: Fragment], width: Int, fragmentHashes: inout [String: String]) -> String {
        let items = CatalogScreens(plans: screens, premade: screens.map { known[$0.specPath] })
        return inScreenOrder(items, width: width, fragmentHashes: &fragmentHashes)
            ?? sortingEveryKey(items, width: width, fragmentHashes: &fragmentHashes)
    }

    /// The screens of a catalog, by number, each with its fragment when it is already made. The
    /// plans stay in the caller's array: a large app's, copied into another, would take
    /// megabytes more.
    struct CatalogScreens: Sendable {
        let plans: [ScreenPlan]
        /// A screen's fragment when it is already made, by the plan's number.
        let premade: [Fragment?]

        var count: Int { plans.count }

        func name(_ index: Int) -> String { plans[index].name }

        func fragment(_ index: Int) -> Fragment {
            premade[index] ?? StringCatalog.fragment(for: plans[index])
        }

        func specPath(_ index: Int) -> String { plans[index].specPath }
    }

    /// Every key starts with its screen's name and a dot, and every character of a name sorts
    /// after the dot: the keys in order are the screens' in the order of their names, each
    /// screen's in its own order. Fragments are made a batch of screens at a time and written
    /// in that order, so that a large app's fragments are never all in memory. Nil when a key
    /// is out of that order (two screens of one name), for `sortingEveryKey`.
    static func inScreenOrder(_ screens: CatalogScreens, width: Int, fragmentHashes: inout [String: String]) -> String? {
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
                fragmentHashes[screens.specPath(index)] = fragment.hash
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
    static let entrySeparator = Array(",\n".utf8)
    static let lastEntryEnd = Array("\n  }".utf8)
    static let entryStart = Array("    \"".utf8)

    static func sortingEveryKey(_ screens: CatalogScreens, width: Int, fragmentHashes: inout [String: String]) -> String {
        let fragments = Parallel.map(Array(0..<screens.count), width: width) { screens.fragment($0) }
        for (index, fragment) in fragments.enumerated() {
            fragmentHashes[screens.specPath(index)] = fragment.hash
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

    /// One screen's entries, by key.
    private static func entries(for screen: ScreenPlan) -> [String: Entry] {
        var strings: [String: Entry] = [:]
        for text in screen.texts.all {
            strings[text.key] = Entry(comment: text.comment, other: format(text.text, arguments: text.arguments))
        }
        for message in screen.messages {
            // A question asked before an action runs says which, so that translators word it as one.
            let confirmed = message.actions.compactMap(\.confirms)
            let asks = confirmed.isEmpty ? "" : ", asked before \(confirmed.joined(separator: " or ")) runs"
            let comment = "\(screen.name): \(message.summary ?? message.name) (\(message.level.rawValue), \(message.presentation.rawValue)\(asks))"
            strings[message.key] = Entry(comment: comment, other: format(message.text, arguments: message.catalogArguments),
                                         one: message.one.map { format($0, arguments: message.catalogArguments) })
            if let title = message.title {
                strings[message.titleKey] = Entry(comment: "\(screen.name): the title of \(message.name)", other: format(title, arguments: message.catalogArguments))
            }
            for action in message.actions {
                let runs = action.confirms.map { ", which runs \($0)" } ?? ""
                strings[action.key] = Entry(comment: "\(screen.name): the '\(action.name)' button of \(message.name)\(runs)", other: escapePercent(action.title))
            }
            if let field = message.field {
                strings[field.placeholderKey] = Entry(comment: "\(screen.name): the placeholder of the text field of \(message.name)", other: escapePercent(field.placeholder))
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

    /// `{count} items` → `%1$lld items`: the positional format specifiers String Catalogs use,
    /// filled in one argument at a time. (A one-pass byte path measured no faster on a
    /// 1,000-screen run: most texts fill in nothing.)
    static func format(_ text: String, arguments: [ScreenPlan.Argument]) -> String {
        var result = escapePercent(text)
        guard !arguments.isEmpty, result.utf8.contains(UInt8(ascii: "{")) else { return result }
        for (index, argument) in arguments.enumerated() {
            result = result.replacingOccurrences(of: "{\(argument.name)}", with: specifier(index, argument))
        }
        return result
    }

    private static func specifier(_ index: Int, _ argument: ScreenPlan.Argument) -> String {
        let conversion = switch argument.type {
        case "Int": "lld"
        case "Double": "lf"
        default: "@"
        }
        return "%\(index + 1)$\(conversion)"
    }

    private static func escapePercent(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "%")) else { return text }
        return text.replacingOccurrences(of: "%", with: "%%")
    }
}
