import Foundation
import Testing
@testable import statespec
@testable import StateSpecFileSystem
@testable import StateSpecCore

/// When some specs change, `generate` splices the String Catalog the last run wrote instead of
/// making it again from every screen; whatever it does, the catalog is the one a full run
/// writes, and a catalog with anyone's work in it is merged, never overwritten.
@Suite struct CatalogSpliceGenerateTests {
    static let catalog = Generator.stringCatalogName

    /// The catalog `generate` would splice into `Out` for the workspace's specs as they are now,
    /// asked of the command's own step, the way the command asks it.
    static func splicedCatalog(_ workspace: Workspace) throws -> String? {
        let directory = try #require(try OutputDirectory(path: workspace.url.appendingPathComponent("Out").path))
        let cache = try #require(directory.readCache())
        let hashes = directory.currentHashes(of: cache, listing: try directory.listing())
        let specs = workspace.url.appendingPathComponent("specs")
        let sources = try FileManager.default.contentsOfDirectory(atPath: specs.path).filter { $0.hasSuffix(".yaml") }.sorted().map { name in
            SpecSource(path: "specs/\(name)", bytes: Array(try Data(contentsOf: specs.appendingPathComponent(name))))
        }
        let linted = Compiler().lint(sources)
        let changed = Set(sources.filter { cache.inputs[$0.path] != ContentHash.text($0.bytes) }.map(\.path))
        let screens = linted.context.screens
        let kept = Dictionary(screens.filter { !changed.contains($0.file) }.map { ($0.file, [String]()) }) { first, _ in first }
        let names = Dictionary(screens.map { ($0.file, $0.name?.value) }) { first, _ in first }
        let plans = try Compiler().plan(linted, only: changed).screens
        let fragments = Dictionary(plans.map { ($0.specPath, StringCatalog.fragment(for: $0)) }) { first, _ in first }
        let lastCatalog = ScreenStages.lastCatalog(cache: cache, hashes: hashes, in: directory, width: 2)?()
        return lastCatalog.flatMap { ScreenStages.catalogSplice($0, plans: plans, fragments: fragments, kept: kept, names: names) }?.text()
    }

    static func edit(_ workspace: Workspace, _ file: String, replacing text: String, with replacement: String) throws {
        let old = try String(contentsOf: workspace.url.appendingPathComponent(file), encoding: .utf8)
        #expect(old.contains(text), "\(file) has '\(text)'")
        try workspace.write(file, old.replacingOccurrences(of: text, with: replacement))
    }

    static func remove(_ workspace: Workspace, _ file: String) throws {
        try FileManager.default.removeItem(at: workspace.url.appendingPathComponent(file))
    }

    /// Generates again into `Out` and expects the folder to be what a full run writes, the
    /// catalog the one the command's splice makes.
    static func expectSplicedRunIsAFullRun(_ workspace: Workspace, _ comment: Comment) throws {
        let spliced = try #require(try splicedCatalog(workspace), comment)
        let outcome = try workspace.run("generate", "specs", "-o", "Out")
        #expect(outcome.exitCode == 0, "\(outcome.standardError)")
        let full = try IncrementalGenerateTests.fullRun(workspace)
        #expect(try IncrementalGenerateTests.snapshot(workspace.url.appendingPathComponent("Out")) == full, comment)
        #expect(full[catalog] == Data(spliced.utf8), comment)
    }

    @Test func changedAddedRemovedAndRenamedScreensGiveTheFullRunsCatalog() throws {
        let workspace = try IncrementalGenerateTests.prepared()
        #expect(try workspace.run("generate", "specs", "-o", "Out").exitCode == 0)
        let timeline = try String(contentsOf: workspace.url.appendingPathComponent("specs/Timeline.yaml"), encoding: .utf8)

        // Changed (a screen and a section), added first and last by name, removed (the first
        // screen by name and one in the middle), and renamed.
        try Self.edit(workspace, "specs/Timeline.yaml", replacing: "There are no posts yet", with: "Nothing posted yet")
        try Self.edit(workspace, "specs/LibraryTabs.yaml", replacing: "Could not load your music", with: "The music did not load")
        try workspace.write("specs/Aardvark.yaml", timeline.replacingOccurrences(of: "screen: Timeline", with: "screen: Aardvark"))
        try workspace.write("specs/Zzz.yaml", timeline.replacingOccurrences(of: "screen: Timeline", with: "screen: Zzz"))
        try Self.remove(workspace, "specs/AddressForm.yaml")
        try Self.remove(workspace, "specs/Search.yaml")
        try Self.edit(workspace, "specs/Library.yaml", replacing: "screen: Library\n", with: "screen: Librarian\n")
        try Self.expectSplicedRunIsAFullRun(workspace, "changed, added, removed and renamed")

        // The last screen by name removed, the first one changed, one changed back.
        try Self.remove(workspace, "specs/Zzz.yaml")
        try Self.edit(workspace, "specs/Aardvark.yaml", replacing: "There are no posts yet", with: "No posts")
        try workspace.write("specs/Timeline.yaml", timeline)
        try Self.expectSplicedRunIsAFullRun(workspace, "removed last, changed first")
    }

    @Test func aCatalogWithTranslationsIsMergedNotSpliced() throws {
        let workspace = try IncrementalGenerateTests.prepared()
        for folder in ["Out", "Full"] {
            #expect(try workspace.run("generate", "specs", "-o", folder).exitCode == 0)
            let url = workspace.url.appendingPathComponent("\(folder)/\(Self.catalog)")
            let translated = TranslationTests.translate(try String(contentsOf: url, encoding: .utf8), key: "Profile.header.error.message", german: "Konnte nicht geladen werden")
            #expect(translated.contains("Konnte nicht geladen werden"))
            try workspace.write("\(folder)/\(Self.catalog)", translated)
        }
        #expect(try Self.splicedCatalog(workspace) == nil, "the catalog is no longer the one the last run generated")
        try Self.edit(workspace, "specs/Timeline.yaml", replacing: "There are no posts yet", with: "Nothing posted yet")
        #expect(try Self.splicedCatalog(workspace) == nil)
        #expect(try workspace.run("generate", "specs", "-o", "Out").exitCode == 0)
        #expect(try workspace.run("generate", "specs", "-o", "Full", "--full").exitCode == 0)
        let merged = try String(contentsOf: workspace.url.appendingPathComponent("Out/\(Self.catalog)"), encoding: .utf8)
        #expect(merged.contains("Konnte nicht geladen werden") && merged.contains("Nothing posted yet") && !merged.contains("There are no posts yet"))
        #expect(merged == (try String(contentsOf: workspace.url.appendingPathComponent("Full/\(Self.catalog)"), encoding: .utf8)))
    }

    /// A catalog that is not byte for byte the one the cache recorded (a cache whose record of
    /// it was edited, or a catalog whose line breaks an editor changed) is not spliced; the run
    /// still ends as a full run does.
    @Test(arguments: ["cache edited", "line breaks changed"])
    func aCatalogTheCacheDoesNotVouchForIsMadeTheLongWay(change: String) throws {
        let workspace = try IncrementalGenerateTests.prepared()
        #expect(try workspace.run("generate", "specs", "-o", "Out").exitCode == 0)
        #expect(try Self.splicedCatalog(workspace) != nil, "nothing changed yet: the catalog splices")
        switch change {
        case "cache edited":
            let cache = try String(contentsOf: workspace.url.appendingPathComponent("Out/.statespec-cache"), encoding: .utf8)
            let edited = cache.split(separator: "\n", omittingEmptySubsequences: false).map { line in
                guard line.hasPrefix("output\t"), line.hasSuffix("\t\(Self.catalog)") else { return String(line) }
                var fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
                fields[1] = String(fields[1].reversed())
                return fields.joined(separator: "\t")
            }.joined(separator: "\n")
            #expect(edited != cache)
            try workspace.write("Out/.statespec-cache", edited)
        default:
            let url = workspace.url.appendingPathComponent("Out/\(Self.catalog)")
            try workspace.write("Out/\(Self.catalog)", try String(contentsOf: url, encoding: .utf8).replacingOccurrences(of: "\n", with: "\r\n"))
        }
        try Self.edit(workspace, "specs/Timeline.yaml", replacing: "There are no posts yet", with: "Nothing posted yet")
        #expect(try Self.splicedCatalog(workspace) == nil)
        #expect(try workspace.run("generate", "specs", "-o", "Out").exitCode == 0)
        #expect(try IncrementalGenerateTests.snapshot(workspace.url.appendingPathComponent("Out")) == IncrementalGenerateTests.fullRun(workspace))
    }
}
