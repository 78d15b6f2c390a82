import Testing
@testable import StateSpecCore
import StateSpecFuzzing

/// A String Catalog is meant to be translated: regenerating it keeps every translation.
@Suite struct StringCatalogMergeTests {
    static let generated = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Timeline.refreshFailed" : {
          "comment" : "Timeline: Failed to load newer posts (error, snackbar)",
          "extractionState" : "manual",
          "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Failed to load newer posts" } }
          }
        }
      },
      "version" : "1.0"
    }
    """

    static func translated(_ english: String, german: String, extraKey: String = "") -> String {
        """
        {
          "sourceLanguage" : "en",
          "strings" : {
            \(extraKey)
            "Timeline.refreshFailed" : {
              "comment" : "old comment",
              "extractionState" : "manual",
              "shouldTranslate" : true,
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "\(english)" } },
                "de" : { "stringUnit" : { "state" : "translated", "value" : "\(german)" } },
                "ja" : { "variations" : { "plural" : { "other" : { "stringUnit" : { "state" : "translated", "value" : "失敗" } } } } }
              }
            }
          },
          "version" : "1.0"
        }
        """
    }

    func merge(_ existing: String, drops: Bool = true) throws -> JSONText {
        try JSONReader.read(try StringCatalogMerge.merge(generated: Self.generated, existing: existing, dropsUntranslatedKeys: drops))
    }

    func entry(_ catalog: JSONText, _ key: String) -> [String: JSONText]? {
        guard case .object(let document) = catalog, case .object(let strings)? = document["strings"],
              case .object(let entry)? = strings[key] else { return nil }
        return entry
    }

    @Test func translationsSurviveAndUnchangedSourceKeepsTheirState() throws {
        let merged = try merge(Self.translated("Failed to load newer posts", german: "Neuere Beiträge nicht geladen"))
        let found = try #require(entry(merged, "Timeline.refreshFailed"))
        #expect(found["comment"] == .string("Timeline: Failed to load newer posts (error, snackbar)"))
        #expect(found["shouldTranslate"] == .bool(true))
        let rendered = JSONText.object(found).rendered()
        #expect(rendered.contains("Neuere Beiträge nicht geladen"))
        #expect(!rendered.contains(StringCatalogMerge.needsReview))
    }

    @Test func aChangedSourceMarksEveryTranslationForReview() throws {
        let merged = try merge(Self.translated("Could not refresh", german: "Nicht aktualisiert"))
        let rendered = JSONText.object(try #require(entry(merged, "Timeline.refreshFailed"))).rendered()
        #expect(rendered.contains("Failed to load newer posts"))
        #expect(rendered.contains("Nicht aktualisiert"))
        #expect(rendered.components(separatedBy: "\"needs_review\"").count == 3, "the German unit and the Japanese plural")
    }

    @Test func keysNoSpecProducesAreDroppedOnlyWithoutTranslations() throws {
        let gone = """
        "Old.untranslated" : { "extractionState" : "manual", "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "x" } } } },
        "Old.translated" : { "extractionState" : "manual", "localizations" : { "fr" : { "stringUnit" : { "state" : "translated", "value" : "y" } } } },
        """
        let merged = try merge(Self.translated("Failed to load newer posts", german: "G", extraKey: gone))
        #expect(entry(merged, "Old.untranslated") == nil)
        #expect(entry(merged, "Old.translated")?["extractionState"] == .string("stale"))
        let adopted = try merge(Self.translated("Failed to load newer posts", german: "G", extraKey: gone), drops: false)
        #expect(entry(adopted, "Old.untranslated")?["extractionState"] == .string("stale"), "a catalog StateSpec may not have written keeps every key")
    }

    @Test func mergingAnUntranslatedCatalogGivesTheGeneratedOne() throws {
        let text = try StringCatalogMerge.merge(generated: Self.generated, existing: Self.generated, dropsUntranslatedKeys: true)
        #expect(try JSONReader.read(text) == JSONReader.read(Self.generated))
        #expect(try StringCatalogMerge.merge(generated: text, existing: text, dropsUntranslatedKeys: true) == text)
    }

    @Test func somethingThatIsNotACatalogIsAFailureNotAnOverwrite() {
        for junk in ["", "[]", "{ \"strings\" : [] }", "{", "{\"a\":1,}", "\u{0}", "{\"strings\":{}} x"] {
            #expect(throws: StringCatalogMerge.Failure.self) {
                try StringCatalogMerge.merge(generated: Self.generated, existing: junk, dropsUntranslatedKeys: true)
            }
        }
    }

    /// For random catalogs: no translation is ever lost, the source strings are the generated
    /// ones, and merging again changes nothing.
    @Test func randomCatalogsKeepEveryTranslationAndMergeIdempotently() throws {
        var random = SplitMix(seed: 8)
        let languages = ["en", "de", "fr", "ja", "pt-BR"]
        let texts = ["a", "b", "Failed to load newer posts", "%1$lld items", "\"quoted\" \\ \n", "😀"]
        for _ in 0..<200 {
            var strings: [String: JSONText] = [:]
            for key in ["Timeline.refreshFailed", "Old.one", "Old.two", "Other"] where Bool.random(using: &random) {
                var localizations: [String: JSONText] = [:]
                for language in languages where Bool.random(using: &random) {
                    let unit: JSONText = .object(["state": .string(["translated", "new", "needs_review"].randomElement(using: &random)!),
                                                  "value": .string(texts.randomElement(using: &random)!)])
                    localizations[language] = Bool.random(using: &random) ? .object(["stringUnit": unit])
                        : .object(["variations": .object(["plural": .object(["one": .object(["stringUnit": unit]), "other": .object(["stringUnit": unit])])])])
                }
                strings[key] = .object(["extractionState": .string("manual"), "localizations": .object(localizations)])
            }
            let existing = JSONText.object(["sourceLanguage": .string("en"), "strings": .object(strings), "version": .string("1.0")]).rendered(keySeparator: " : ")
            let drops = Bool.random(using: &random)
            let merged = try StringCatalogMerge.merge(generated: Self.generated, existing: existing, dropsUntranslatedKeys: drops)
            #expect(try StringCatalogMerge.merge(generated: Self.generated, existing: merged, dropsUntranslatedKeys: drops) == merged)
            let result = try JSONReader.read(merged)
            for (key, value) in strings {
                guard case .object(let old) = value, case .object(let oldLocalizations)? = old["localizations"] else { continue }
                for (language, localization) in oldLocalizations where language != "en" {
                    guard case .object(let localizations)? = entry(result, key)?["localizations"] else {
                        Issue.record("\(key) lost its translations"); continue
                    }
                    let kept = try #require(localizations[language])
                    #expect(Self.values(kept) == Self.values(localization), "\(key) \(language)")
                }
            }
            let english = JSONText.object(try #require(entry(result, "Timeline.refreshFailed"))).rendered()
            #expect(english.contains("Failed to load newer posts"))
        }
    }

    /// The texts of a localization, ignoring states.
    static func values(_ value: JSONText) -> [String] {
        switch value {
        case .object(let members): members.keys.sorted().flatMap { $0 == "state" ? [] : values(members[$0]!) }
        case .array(let items): items.flatMap(values)
        case .string(let text): [text]
        default: []
        }
    }

    @Test func theJSONReaderReadsWhatTheWriterWrites() throws {
        let value: JSONText = .object(["a": .array([.int(1), .bool(false), .null, .string("é\u{1}\"\\/\u{1F600}")]), "b": .object([:])])
        #expect(try JSONReader.read(value.rendered(keySeparator: " : ")) == JSONReader.read(value.rendered()))
        #expect(try JSONReader.read("\"\\ud83d\\ude00\"") == .string("😀"))
        #expect(try JSONReader.read("-1.5e+3") == .number("-1.5e+3"))
        #expect(throws: JSONReader.Failure.self) { try JSONReader.read(String(repeating: "[", count: 1000)) }
    }
}
