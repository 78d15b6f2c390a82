/// Merges a freshly generated String Catalog into the one on disk, the way Xcode updates a
/// catalog it extracts strings into: the source language's strings are regenerated, every other
/// localization is kept, a translation whose source text changed is marked `needs_review`, and a
/// key no spec produces any more is kept as `stale` while it carries translations. Text in,
/// text out: the command line reads and writes the file.
public enum StringCatalogMerge {
    public struct Failure: Error, Sendable {
        public var message: String
    }

    /// Xcode's state for a translation whose source changed since it was translated.
    public static let needsReview = "needs_review"
    /// Xcode's extraction state for a key the source no longer has.
    public static let stale = "stale"

    /// - Parameters:
    ///   - generated: The catalog the generator made (only source-language strings).
    ///   - existing: The catalog on disk, perhaps with translations.
    ///   - dropsUntranslatedKeys: True when StateSpec wrote the file (its manifest says so):
    ///     keys no spec produces and nobody translated are then removed. Otherwise every key of
    ///     the file is kept, marked stale, because someone else may have written it.
    public static func merge(generated: String, existing: String, dropsUntranslatedKeys: Bool) throws(Failure) -> String {
        let fresh = try catalog(generated, "the generated catalog")
        let old = try catalog(existing, "the catalog on disk")
        var merged = old.document
        merged["sourceLanguage"] = .string(fresh.sourceLanguage)
        if merged["version"] == nil { merged["version"] = fresh.document["version"] }
        var strings: [String: JSONText] = [:]
        for (key, entry) in fresh.strings {
            strings[key] = mergedEntry(entry, over: old.strings[key], source: fresh.sourceLanguage)
        }
        for (key, entry) in old.strings where fresh.strings[key] == nil {
            guard case .object(var members) = entry else { strings[key] = entry; continue }
            guard hasTranslations(members, source: fresh.sourceLanguage) || !dropsUntranslatedKeys else { continue }
            members["extractionState"] = .string(stale)
            strings[key] = .object(members)
        }
        merged["strings"] = .object(strings)
        return JSONText.object(merged).rendered(keySeparator: " : ")
    }

    /// Whether any key of the catalog has a localization besides the source language's: work a
    /// translator did, which StateSpec never removes.
    public static func hasTranslations(_ text: String) throws(Failure) -> Bool {
        let parsed = try catalog(text, "the catalog")
        return parsed.strings.values.contains { entry in
            guard case .object(let members) = entry else { return true }
            return hasTranslations(members, source: parsed.sourceLanguage)
        }
    }

    private struct Catalog {
        var document: [String: JSONText]
        var strings: [String: JSONText]
        var sourceLanguage: String
    }

    private static func catalog(_ text: String, _ what: String) throws(Failure) -> Catalog {
        let value: JSONText
        do {
            value = try JSONReader.read(text)
        } catch {
            throw Failure(message: "\(what) is not JSON: \(error.message) at byte \(error.offset)")
        }
        guard case .object(let document) = value else { throw Failure(message: "\(what) is not a JSON object") }
        guard case .object(let strings)? = document["strings"] ?? .object([:]) else {
            throw Failure(message: "\(what) has no 'strings' object")
        }
        guard case .string(let source)? = document["sourceLanguage"] ?? .string("en") else {
            throw Failure(message: "\(what) has a 'sourceLanguage' that is not text")
        }
        return Catalog(document: document, strings: strings, sourceLanguage: source)
    }

    /// The generated entry, with the existing entry's other localizations and keys laid under it.
    private static func mergedEntry(_ generated: JSONText, over existing: JSONText?, source: String) -> JSONText {
        guard case .object(let fresh) = generated, case .object(var result)? = existing else { return generated }
        var localizations: [String: JSONText] = [:]
        if case .object(let old)? = result["localizations"] { localizations = old }
        var freshLocalizations: [String: JSONText] = [:]
        if case .object(let new)? = fresh["localizations"] { freshLocalizations = new }
        let sourceChanged = localizations[source] != nil && localizations[source] != freshLocalizations[source]
        for (language, localization) in localizations where language != source {
            localizations[language] = sourceChanged ? markedForReview(localization) : localization
        }
        localizations[source] = freshLocalizations[source]
        for (key, value) in fresh where key != "localizations" { result[key] = value }
        result["localizations"] = .object(localizations)
        return .object(result)
    }

    private static func hasTranslations(_ entry: [String: JSONText], source: String) -> Bool {
        guard case .object(let localizations)? = entry["localizations"] else { return false }
        return localizations.keys.contains { $0 != source }
    }

    /// Every translated string unit inside `value`, plural and device variations included,
    /// marked as needing review.
    private static func markedForReview(_ value: JSONText) -> JSONText {
        switch value {
        case .object(var members):
            if case .object(var unit)? = members["stringUnit"], unit["state"] == .string("translated") {
                unit["state"] = .string(needsReview)
                members["stringUnit"] = .object(unit)
            }
            for (key, member) in members where key != "stringUnit" { members[key] = markedForReview(member) }
            return .object(members)
        case .array(let items):
            return .array(items.map(markedForReview))
        default:
            return value
        }
    }
}
