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

    static func screens(_ plans: [ScreenPlan]) -> StringCatalog.CatalogScreens {
        StringCatalog.CatalogScreens(plans: plans, premade: plans.map { _ in nil })
    }

    static func inScreenOrder(_ plans: [ScreenPlan]) -> String? {
        var hashes: [String: String] = [:]
        return StringCatalog.inScreenOrder(screens(plans), width: 2, fragmentHashes: &hashes)
    }

    static func sortingEveryKey(_ plans: [ScreenPlan]) -> String {
        var hashes: [String: String] = [:]
        return StringCatalog.sortingEveryKey(screens(plans), width: 1, fragmentHashes: &hashes)
    }

    @Test func namesThatArePrefixesOfOthersKeepTheKeysInOrder() throws {
        // `Feed.` sorts before `Feed2.`, `FeedA.`, `Feed_.` and `Feeds.`; `Z` before `a`.
        let plans = try Self.plans(named: ["Feeds", "Feed", "FeedA", "Feed2", "Feed_", "Zoo", "alpha"])
        let catalog = StringCatalog.make(for: plans.shuffled(), width: 2)
        #expect(catalog == Self.sortingEveryKey(plans))
        #expect(try JSONReader.read(catalog).rendered(keySeparator: " : ") == catalog, "canonical JSON, keys sorted")
    }

    @Test func twoScreensOfOneNameFallBackToSortingEveryKey() throws {
        let plans = try Self.plans(named: ["Feed", "Other"])
        var twin = plans[0]
        twin.specPath = "Twin.yaml"
        #expect(Self.inScreenOrder(plans + [twin]) == nil, "the twin's keys are out of order")
        #expect(Self.inScreenOrder(plans) != nil)
        let catalog = StringCatalog.make(for: plans + [twin], width: 2)
        // The twin's keys are the Feed's own: each once, in order, as without the twin.
        #expect(catalog == StringCatalog.make(for: plans, width: 1))
        #expect(try JSONReader.read(catalog).rendered(keySeparator: " : ") == catalog, "canonical JSON, keys sorted")
    }

    @Test func noScreenGivesAnEmptyCatalog() {
        #expect(StringCatalog.make(for: []) == "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {},\n  \"version\" : \"1.0\"\n}\n")
    }
}
