import Foundation
import Testing
@testable import StateSpecCore

/// The String Catalog is written screen by screen, in the order of the screens' names, without
/// sorting every key of a large app at once; the bytes are those of sorting every key.
@Suite struct StringCatalogOrderTests {
    static func plans(named names: [String]) throws -> [ScreenPlan] {
        let spec = try String(contentsOf: packageRoot.appendingPathComponent("specs/Timeline.yaml"), encoding: .utf8)
        let sources = names.map { name in
            SpecSource(path: "\(name).yaml", text: spec.replacingOccurrences(of: "screen: Timeline", with: "screen: \(name)"))
        }
        let linted = Compiler().lint(sources)
        #expect(!linted.diagnostics.hasErrors)
        return try Compiler().plan(linted).screens
    }

    @Test func namesThatArePrefixesOfOthersKeepTheKeysInOrder() throws {
        // `Feed.` sorts before `Feed2.`, `FeedA.`, `Feed_.` and `Feeds.`; `Z` before `a`.
        let plans = try Self.plans(named: ["Feeds", "Feed", "FeedA", "Feed2", "Feed_", "Zoo", "alpha"])
        let catalog = StringCatalog.make(for: plans.shuffled(), width: 2)
        #expect(catalog == StringCatalog.sortingEveryKey(plans.map { .planned($0, nil) }, width: 1))
        #expect(try JSONReader.read(catalog).rendered(keySeparator: " : ") == catalog, "canonical JSON, keys sorted")
    }

    @Test func twoScreensOfOneNameFallBackToSortingEveryKey() throws {
        let plans = try Self.plans(named: ["Feed", "Other"])
        var twin = plans[0]
        twin.specPath = "Twin.yaml"
        let screens = (plans + [twin]).map { StringCatalog.CatalogScreen.planned($0, nil) }
        #expect(StringCatalog.inScreenOrder(screens, width: 2) == nil, "the twin's keys are out of order")
        #expect(StringCatalog.inScreenOrder(plans.map { .planned($0, nil) }, width: 2) != nil)
        let catalog = StringCatalog.make(for: plans + [twin], width: 2)
        // The twin's keys are the Feed's own: each once, in order, as without the twin.
        #expect(catalog == StringCatalog.make(for: plans, width: 1))
        #expect(try JSONReader.read(catalog).rendered(keySeparator: " : ") == catalog, "canonical JSON, keys sorted")
    }

    @Test func aCatalogReadsBackIntoItsScreensFragments() throws {
        let plans = try Self.plans(named: ["Feeds", "Feed", "Zoo"])
        let catalog = StringCatalog.make(for: plans, width: 2)
        let read = try #require(StringCatalog.fragmentsByScreen(inGenerated: Array(catalog.utf8)))
        #expect(read.keys.sorted() == ["Feed", "Feeds", "Zoo"])
        for plan in plans { #expect(read[plan.name]?.hash == StringCatalog.fragment(for: plan).hash, "\(plan.name)") }
        // Two screens planned again beside one read back: the same bytes as planning all three.
        let feeds = try #require(plans.first { $0.name == "Feeds" })
        let spliced = StringCatalog.make(for: plans.filter { $0.name != "Feeds" }, unplanned: ["Feeds": try #require(read["Feeds"])], width: 2)
        #expect(read["Feeds"]?.hash == StringCatalog.fragment(for: feeds).hash)
        #expect(spliced == catalog)
        #expect(StringCatalog.fragmentsByScreen(inGenerated: Array(StringCatalog.make(for: []).utf8))?.isEmpty == true)
    }

    @Test func aCatalogNotInTheShapeStateSpecWritesIsNotReadBack() throws {
        let catalog = StringCatalog.make(for: try Self.plans(named: ["Feed"]), width: 1)
        for edited in [catalog.replacingOccurrences(of: "\n", with: "\r\n"), " " + catalog, String(catalog.dropLast(2)),
                       catalog.replacingOccurrences(of: "    \"Feed.", with: "      \"Feed.")] {
            #expect(StringCatalog.fragmentsByScreen(inGenerated: Array(edited.utf8)) == nil)
        }
    }

    @Test func noScreenGivesAnEmptyCatalog() {
        #expect(StringCatalog.make(for: []) == "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {},\n  \"version\" : \"1.0\"\n}\n")
    }
}
