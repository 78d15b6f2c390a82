import Foundation
import Testing
@testable import StateSpecCore

/// Every text a user reads is in the String Catalog, under a key that follows the spec.
@Suite struct StringCatalogTests {
    /// The catalog's keys and English values.
    static func catalogEntries(_ specs: [SpecSource]) throws -> [String: String] {
        let result = Compiler().generate(specs)
        let catalog = try #require(result.files.first { $0.path == Generator.stringCatalogName })
        let json = try JSONSerialization.jsonObject(with: Data(catalog.contents.utf8)) as? [String: Any]
        let strings = try #require(json?["strings"] as? [String: [String: Any]])
        var entries: [String: String] = [:]
        for (key, entry) in strings {
            let english = (entry["localizations"] as? [String: Any])?["en"] as? [String: Any]
            let unit = (english?["stringUnit"] as? [String: Any])
                ?? (((english?["variations"] as? [String: Any])?["plural"] as? [String: Any])?["other"] as? [String: Any])?["stringUnit"] as? [String: Any]
            entries[key] = unit?["value"] as? String
        }
        return entries
    }

    /// The catalog is put together from each screen's entries, rendered apart and on several
    /// threads; it must be the bytes of the whole catalog rendered as one JSON value, as Xcode
    /// writes it, whatever the order of the screens and however many threads.
    @Test(arguments: [1, 3])
    func theCatalogIsTheCanonicalRenderingOfItsJSON(width: Int) throws {
        let plans = try #require(try? Compiler().plan(Compiler().lint(goldenSpecSources())).screens)
        let made = StringCatalog.make(for: plans, width: width)
        #expect(made == (try JSONReader.read(made)).rendered(keySeparator: " : "))
        #expect(StringCatalog.make(for: plans.reversed(), width: width) == made)
        #expect(StringCatalog.make(for: [], width: width) == JSONText.object([
            "sourceLanguage": .string("en"), "strings": .object([:]), "version": .string("1.0"),
        ]).rendered(keySeparator: " : "))
    }

    @Test func everyTextOfEveryGoldenSpecIsInTheCatalog() throws {
        let sources = try goldenSpecSources()
        let entries = try Self.catalogEntries(sources)
        // A text's `{placeholders}` are the catalog's format specifiers: compare both with `{}`.
        let values = Set(entries.values.map { $0.replacingOccurrences(of: #"%[0-9]+\$(lld|lf|@)"#, with: "{}", options: .regularExpression) })
        for screen in Compiler().lint(sources).context.screens {
            var texts: [Located<String>] = []
            for name in StateName.allCases {
                guard let details = screen.details(name) else { continue }
                texts += [details.message, details.retry].compactMap { $0 } + details.allActions.compactMap(\.title)
                texts += details.causes.flatMap { [$0.message, $0.retry].compactMap { $0 } }
            }
            for message in screen.feedback {
                texts += message.actions.compactMap(\.title)
            }
            for text in texts {
                let shape = text.value.replacingOccurrences(of: "%", with: "%%")
                    .replacingOccurrences(of: #"\{[^{}]*\}"#, with: "{}", options: .regularExpression)
                #expect(values.contains(shape),
                        "\(screen.file): '\(text.value)' (\(text.path)) is not in the String Catalog")
            }
        }
    }

    @Test func keysFollowTheSpec() throws {
        let entries = try Self.catalogEntries(try goldenSpecSources())
        let expected = [
            "Timeline.empty.message": "There are no posts yet",
            "Timeline.empty.action": "Let's post!",
            "Timeline.error.message": "Failed to load your timeline",
            "Timeline.error.retry": "Try again",
            "Timeline.error.offline.message": "You are offline. Check your connection.",
            "Timeline.error.offline.retry": "Try again",
            "Timeline.partial.message": "Failed to load older posts",
            "Timeline.partial.retry": "Try again",
            "Timeline.refreshFailed": "Failed to load newer posts",
            "AddressForm.ideal.save": "Save",
            "Inbox.error.action": "Choose another mailbox",
            "Inbox.error.unauthorized.action": "Sign in",
            "SavedAddresses.confirmDelete.delete": "Delete",
        ]
        for (key, value) in expected {
            #expect(entries[key] == value, "\(key)")
        }
        #expect(entries["PostDetail.error.offline.retry"] == nil, "a cause without its own retry uses the error state's key")
    }

    @Test func aCausesFallbackTextSharesTheErrorStatesKey() throws {
        let files = Compiler().generate(try goldenSpecSources()).files
        let state = try #require(files.first { $0.path == "PostDetailState.swift" }).contents
        #expect(state.contains(#"case .offline: LocalizedText(key: "PostDetail.error.retry", other: "Try again")"#))
    }

    /// A section that leaves the screen when empty or failed draws neither state: with no text
    /// written for them, translators get none, and the state type offers none.
    @Test func aHiddenSectionsStatesGiveTranslatorsNothing() throws {
        let sources = [SpecSource(path: "Home.yaml", text: ExampleSpecs.hidingSection)]
        let entries = try Self.catalogEntries(sources)
        #expect(!entries.keys.contains { $0.hasPrefix("Home.resume.") }, "\(entries.keys.sorted())")
        #expect(entries["Home.latest.empty.message"] == "Nothing new in the library")
        let files = Compiler().generate(sources).files
        let state = try #require(files.first { $0.path == "HomeResumeState.swift" }).contents
        #expect(!state.contains("emptyMessage") && !state.contains("var message"))
    }

    @Test func twoButtonsForOneEventGetDistinctKeys() throws {
        let spec = ExampleSpecs.profile.replacingOccurrences(of: "ideal: {}", with: """
        ideal: { actions: [{ title: Edit, event: change }, { title: Change the photo, event: change }] }
        """) + "events:\n  change: {}\n"
        let entries = try Self.catalogEntries([SpecSource(path: "Profile.yaml", text: spec)])
        #expect(entries["Profile.ideal.change"] == "Edit")
        #expect(entries["Profile.ideal.change.2"] == "Change the photo")
    }
}
