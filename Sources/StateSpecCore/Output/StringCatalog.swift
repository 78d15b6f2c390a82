import Foundation

/// The String Catalog (`.xcstrings`) for every user-facing text of the specs: the states' messages
/// and button titles, and every feedback message and action title, so that translators get every
/// text with its plural variants. Written the way Xcode writes it:
/// sorted keys, two-space indent, `" : "`, so that Xcode's own edits make small diffs.
public enum StringCatalog {
    static func make(for screens: [ScreenPlan]) -> String {
        var strings: [String: JSONText] = [:]
        for screen in screens { strings.merge(entries(for: screen)) { _, last in last } }
        let catalog: JSONText = .object([
            "sourceLanguage": .string("en"),
            "strings": .object(strings),
            "version": .string("1.0"),
        ])
        return catalog.rendered(keySeparator: " : ")
    }

    /// A hash of what one screen puts into the catalog: when no screen's changes, the catalog
    /// does not either.
    public static func fragmentHash(for screen: ScreenPlan) -> String {
        ContentHash.hex(Array(JSONText.object(entries(for: screen)).rendered().utf8))
    }

    /// One screen's entries, by key.
    private static func entries(for screen: ScreenPlan) -> [String: JSONText] {
        var strings: [String: JSONText] = [:]
        for text in screen.texts.all {
            strings[text.key] = entry(comment: text.comment, localization: .object(["stringUnit": unit(escapePercent(text.text))]))
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
