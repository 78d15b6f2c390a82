import Foundation
import Testing
@testable import StateSpecCore

/// A run that keeps most screens splices the String Catalog the last run wrote: the kept
/// screens' bytes are copied, the others' put in, and the result is byte for byte the catalog
/// made from every screen.
@Suite struct StringCatalogSpliceTests {
    /// The golden specs' plans, with `edit` applied to the spec texts first.
    static func goldenPlans(editing edit: (SpecSource) -> SpecSource = { $0 }) throws -> [ScreenPlan] {
        let linted = Compiler().lint(try goldenSpecSources().map(edit))
        #expect(!linted.diagnostics.hasErrors)
        return try Compiler().plan(linted).screens
    }

    /// A spec of the golden set with `text` replaced.
    static func replacing(_ text: String, with replacement: String, in file: String) -> (SpecSource) -> SpecSource {
        { source in
            guard source.path.hasSuffix("/\(file)") else { return source }
            let old = String(decoding: source.bytes, as: UTF8.self)
            #expect(old.contains(text), "\(file) has '\(text)'")
            return SpecSource(path: source.path, text: old.replacingOccurrences(of: text, with: replacement))
        }
    }

    /// The catalog of `new` spliced from that of `old`: screens of one name with the same
    /// fragment in both are kept, every other screen of `new` is added.
    static func spliced(from old: [ScreenPlan], to new: [ScreenPlan]) -> String? {
        let oldFragments = Dictionary(old.map { ($0.name, StringCatalog.fragment(for: $0).hash) }) { first, _ in first }
        var kept = Set<String>()
        var added: [(name: String, fragment: StringCatalog.Fragment)] = []
        for plan in new {
            let fragment = StringCatalog.fragment(for: plan)
            if oldFragments[plan.name] == fragment.hash { kept.insert(plan.name) } else { added.append((plan.name, fragment)) }
        }
        return StringCatalog.splice(Array(StringCatalog.make(for: old, width: 2).utf8), keeping: kept, adding: added.shuffled())
    }

    static func expectSplicedIsMade(from old: [ScreenPlan], to new: [ScreenPlan], _ comment: Comment) {
        let made = StringCatalog.make(for: new, width: 1)
        #expect(spliced(from: old, to: new) == made, comment)
    }

    @Test func changedScreensAndSectionsAreSplicedIn() throws {
        let golden = try Self.goldenPlans()
        let timeline = try Self.goldenPlans(editing: Self.replacing("There are no posts yet", with: "Nothing posted yet", in: "Timeline.yaml"))
        Self.expectSplicedIsMade(from: golden, to: timeline, "a changed text")
        Self.expectSplicedIsMade(from: timeline, to: golden, "changed back")
        let music = try Self.goldenPlans(editing: Self.replacing("Could not load your music", with: "The music did not load", in: "LibraryTabs.yaml"))
        Self.expectSplicedIsMade(from: golden, to: music, "a section's text")
        // The first and the last screen of the catalog with messages of its own, by name.
        let names = golden.filter { !$0.messages.isEmpty }.map(\.name).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        for name in [names.first!, names.last!] {
            let changed = golden.map { plan in
                guard plan.name == name else { return plan }
                var plan = plan
                plan.messages[0].text += " (changed)"
                return plan
            }
            Self.expectSplicedIsMade(from: golden, to: changed, "\(name) changed")
        }
        Self.expectSplicedIsMade(from: golden, to: golden, "nothing changed")
    }

    @Test func addedRemovedAndRenamedScreensAreSplicedInOrOut() throws {
        let golden = try Self.goldenPlans()
        // `Aardvark` sorts before every golden screen and `Zzz` after; `Timeline2` right after
        // `Timeline`, `Timelin` right before it, `timeline` (lower case) after every capital.
        let extra = try StringCatalogOrderTests.plans(named: ["Aardvark", "Zzz", "Timeline2", "Timelin", "timeline"])
        for subset in [extra, [extra[0]], [extra[1]], [extra[2], extra[3]], [extra[4]]] {
            let names = subset.map(\.name).joined(separator: ", ")
            Self.expectSplicedIsMade(from: golden, to: golden + subset, "added \(names)")
            Self.expectSplicedIsMade(from: golden + subset, to: golden, "removed \(names)")
        }
        let withoutTimeline = golden.filter { $0.name != "Timeline" }
        Self.expectSplicedIsMade(from: golden, to: withoutTimeline + [extra[2]], "Timeline renamed Timeline2")
        Self.expectSplicedIsMade(from: golden + [extra[0]], to: golden + [extra[1]], "the first screen renamed to be the last")
        Self.expectSplicedIsMade(from: golden, to: [], "every screen removed")
        Self.expectSplicedIsMade(from: [], to: golden, "every screen added to an empty catalog")
        Self.expectSplicedIsMade(from: golden, to: Array(golden.prefix(3)) + extra, "most screens removed, others added")
    }

    @Test func screensWithoutTextsAddOrKeepNothing() throws {
        let golden = try Self.goldenPlans()
        let catalog = Array(StringCatalog.make(for: golden, width: 2).utf8)
        var kept = Set(golden.map(\.name))
        kept.insert("Silent")
        let spliced = StringCatalog.splice(catalog, keeping: kept, adding: [("Mute", .empty)])
        #expect(spliced == String(decoding: catalog, as: UTF8.self), "a kept and an added screen with no texts")
        #expect(StringCatalog.splice(catalog, keeping: [], adding: [("Mute", .empty)]) == StringCatalog.make(for: []))
    }

    @Test func aCatalogNotInTheShapeStateSpecWritesIsNotSpliced() throws {
        let plans = try StringCatalogOrderTests.plans(named: ["Feed", "Zoo"])
        let catalog = StringCatalog.make(for: plans, width: 1)
        let kept: Set<String> = ["Zoo"]
        let feed = [(name: "Feed", fragment: StringCatalog.fragment(for: plans[0]))]
        #expect(StringCatalog.splice(Array(catalog.utf8), keeping: kept, adding: feed) == catalog)
        let zooFirst = try #require(catalog.range(of: "    \"Zoo."))
        let feedFirst = try #require(catalog.range(of: "    \"Feed."))
        let lastEntryEnd = try #require(catalog.range(of: "\n  }", options: .backwards))
        // The screens' runs of entries swapped: each entry well formed, the order not.
        let feedRun = catalog[feedFirst.lowerBound..<catalog.index(zooFirst.lowerBound, offsetBy: -2)]
        let zooRun = catalog[zooFirst.lowerBound..<lastEntryEnd.lowerBound]
        let swapped = catalog.replacingOccurrences(of: feedRun + ",\n" + zooRun, with: zooRun + ",\n" + feedRun)
        #expect(swapped != catalog)
        for edited in [catalog.replacingOccurrences(of: "\n", with: "\r\n"), " " + catalog, String(catalog.dropLast(2)),
                       catalog.replacingOccurrences(of: "    \"Zoo.", with: "      \"Zoo."),
                       catalog.replacingOccurrences(of: "    \"Zoo.empty", with: "    \"Zoo\\u002Eempty"),
                       swapped] {
            #expect(StringCatalog.splice(Array(edited.utf8), keeping: kept, adding: feed) == nil)
        }
    }

    @Test func namesTheOrderCannotHoldAreNotSpliced() throws {
        let plans = try StringCatalogOrderTests.plans(named: ["Feed", "Zoo"])
        let catalog = Array(StringCatalog.make(for: plans, width: 1).utf8)
        let feed = StringCatalog.fragment(for: plans[0])
        #expect(StringCatalog.splice(catalog, keeping: ["Zoo"], adding: [("Feed", feed)]) != nil)
        #expect(StringCatalog.splice(catalog, keeping: ["Zoo", "Feed"], adding: [("Feed", feed)]) == nil, "kept and added")
        #expect(StringCatalog.splice(catalog, keeping: ["Zoo"], adding: [("Feed", feed), ("Feed", feed)]) == nil, "added twice")
        #expect(StringCatalog.splice(catalog, keeping: ["Zoo"], adding: [("Other", feed)]) == nil, "keys of another screen")
        #expect(StringCatalog.splice(catalog, keeping: ["Zoo.x"], adding: [("Feed", feed)]) == nil, "a name with a dot")
    }

    /// What the splice relies on: every key of a screen, its sections' included, starts with
    /// the screen's name and a dot.
    @Test func everyKeyStartsWithItsScreensName() throws {
        for plan in try Self.goldenPlans() {
            let prefix = plan.name + "."
            #expect(StringCatalog.fragment(for: plan).chunks.allSatisfy { $0.key.hasPrefix(prefix) }, "\(plan.name)")
        }
    }
}
