import Foundation

/// The String Catalog (`.xcstrings`) for every user-facing text of the specs: the states' messages
/// and button titles, and every feedback message and action title, so that translators get every
/// text with its plural variants. Written the way Xcode writes it:
/// sorted keys, two-space indent, `" : "`, so that Xcode's own edits make small diffs.
public enum StringCatalog {
    /// What one screen puts into the catalog: its entries in key order, each as the catalog's
    /// lines for it (`"key" : {…}`, indented as a member of `strings`), and their hash.
    public struct Fragment: Sendable {
        fileprivate let chunks: [(key: String, bytes: [UInt8])]
        /// When no screen's hash changes, the catalog does not either.
        public let hash: String

        fileprivate init(chunks: [(key: String, bytes: [UInt8])]) {
            self.chunks = chunks
            hash = ContentHash.hex(chunks.flatMap(\.bytes))
        }
    }

    public static func fragment(for screen: ScreenPlan) -> Fragment {
        let separator = Array(" : ".utf8)
        return Fragment(chunks: entries(for: screen).sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }.map { key, entry in
            var bytes: [UInt8] = Array("    ".utf8)
            JSONText.quote(key, into: &bytes)
            bytes += separator
            entry.write(to: &bytes, depth: 2, keySeparator: separator)
            return (key, bytes)
        })
    }

    /// The catalog of `screens`: each screen's fragment (from `known`, by spec path, or made on
    /// up to `width` threads) put in key order, the same bytes as rendering the whole catalog as
    /// one JSON value.
    static func make(for screens: [ScreenPlan], known: [String: Fragment] = [:], width: Int = Parallel.cores) -> String {
        inScreenOrder(screens, known: known, width: width) ?? sortingEveryKey(screens, known: known, width: width)
    }

    /// Every key starts with its screen's name and a dot, and every character of a name sorts
    /// after the dot: the keys in order are the screens' in the order of their names, each
    /// screen's in its own order. Fragments are made a batch of screens at a time and written
    /// in that order, so that a large app's fragments are never all in memory. Nil when a key
    /// is out of that order (two screens of one name), for `sortingEveryKey`.
    private static func inScreenOrder(_ screens: [ScreenPlan], known: [String: Fragment], width: Int) -> String? {
        let prefixes = screens.map { Array(($0.name + ".").utf8) }
        let ordered = screens.indices.sorted { prefixes[$0].lexicographicallyPrecedes(prefixes[$1]) }
        // Written straight into the string: a large app's catalog is tens of megabytes, and
        // room for all of it is taken once the first batch shows how much a screen needs.
        var output = String(decoding: opening, as: UTF8.self) + "{\n"
        var lastKey: String?
        for start in stride(from: 0, to: ordered.count, by: 256) {
            let batch = Array(ordered[start..<min(start + 256, ordered.count)])
            for fragment in Parallel.map(batch, width: width, { known[screens[$0].specPath] ?? fragment(for: screens[$0]) }) {
                for chunk in fragment.chunks {
                    if let lastKey {
                        guard lastKey.utf8.lexicographicallyPrecedes(chunk.key.utf8) else { return nil }
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

    private static let opening = Array("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : ".utf8)
    private static let closing = Array(",\n  \"version\" : \"1.0\"\n}\n".utf8)

    static func sortingEveryKey(_ screens: [ScreenPlan], known: [String: Fragment], width: Int) -> String {
        let fragments = Parallel.map(screens, width: width) { known[$0.specPath] ?? fragment(for: $0) }
        // A key two screens share (only with duplicate screen names) keeps the last screen's entry.
        var byKey: [String: [UInt8]] = [:]
        for fragment in fragments { for chunk in fragment.chunks { byKey[chunk.key] = chunk.bytes } }
        let keys = byKey.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        let (first, between, last) = keys.isEmpty ? (Array("{}".utf8), [UInt8](), [UInt8]()) : (Array("{\n".utf8), Array(",\n".utf8), Array("\n  }".utf8))
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
    private static func entries(for screen: ScreenPlan) -> [String: JSONText] {
        var strings: [String: JSONText] = [:]
        for text in screen.texts.all {
            strings[text.key] = entry(comment: text.comment, localization: .object(["stringUnit": unit(format(text.text, arguments: text.arguments))]))
        }
        for message in screen.messages {
            let comment = "\(screen.name): \(message.summary ?? message.name) (\(message.level.rawValue), \(message.presentation.rawValue))"
            strings[message.key] = entry(comment: comment, localization: localization(message))
            if let title = message.title {
                strings[message.titleKey] = entry(
                    comment: "\(screen.name): the title of \(message.name)",
                    localization: .object(["stringUnit": unit(format(title, arguments: message.arguments))]))
            }
            for action in message.actions {
                strings[action.key] = entry(
                    comment: "\(screen.name): the '\(action.name)' button of \(message.name)",
                    localization: .object(["stringUnit": unit(escapePercent(action.title))]))
            }
        }
        for section in screen.sections {
            strings.merge(entries(for: section.plan)) { _, sections in sections }
        }
        return strings
    }

    private static func entry(comment: String, localization: JSONText) -> JSONText {
        .object([
            "comment": .string(comment),
            "extractionState": .string("manual"),
            "localizations": .object(["en": localization]),
        ])
    }

    private static func localization(_ message: ScreenPlan.Message) -> JSONText {
        let other = format(message.text, arguments: message.arguments)
        guard let one = message.one else { return .object(["stringUnit": unit(other)]) }
        return .object(["variations": .object(["plural": .object([
            "one": .object(["stringUnit": unit(format(one, arguments: message.arguments))]),
            "other": .object(["stringUnit": unit(other)]),
        ])])])
    }

    private static func unit(_ value: String) -> JSONText {
        .object(["state": .string("translated"), "value": .string(value)])
    }

    /// `{count} items` → `%1$lld items`: the positional format specifiers String Catalogs use.
    static func format(_ text: String, arguments: [ScreenPlan.Argument]) -> String {
        var result = escapePercent(text)
        for (index, argument) in arguments.enumerated() {
            let specifier = ["Int": "lld", "Double": "lf"][argument.type] ?? "@"
            result = result.replacingOccurrences(of: "{\(argument.name)}", with: "%\(index + 1)$\(specifier)")
        }
        return result
    }

    private static func escapePercent(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%%")
    }
}
