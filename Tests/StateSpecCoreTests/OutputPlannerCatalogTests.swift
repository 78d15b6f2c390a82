import Testing
@testable import StateSpecCore

/// The String Catalog is replaced without a merge only when the cache says it holds nothing but
/// generated text and the manifest proves StateSpec wrote those very bytes; otherwise it is merged.
@Suite struct OutputPlannerCatalogTests {
    let catalog = Generator.stringCatalogName
    /// As the generator writes it: canonical JSON.
    let generated = (try! JSONReader.read(StringCatalogMergeTests.generated)).rendered(keySeparator: " : ")

    func planner(catalogOnDisk: String, manifestLists listed: String?) -> OutputPlanner {
        var manifest = OutputManifest()
        if let listed { manifest.hashes[catalog] = [SHA256.hex(Array(listed.utf8))] }
        let files = [catalog: catalogOnDisk, OutputManifest.fileName: manifest.rendered()]
        return OutputPlanner(entries: files.mapValues { _ in .file }) { name, _ in
            files[name].map { .bytes(Array($0.utf8)) } ?? .failed(reason: "missing")
        }
    }

    @Test func aCatalogTheManifestProvesIsReplacedWithTheGeneratedBytes() throws {
        let old = StringCatalogMergeTests.translated("Failed", german: "Fehler")
        var planning = OutputPlanning(planner(catalogOnDisk: old, manifestLists: old), catalogIsGenerated: true)
        let writes = planning.add([GeneratedFile(path: catalog, contents: generated)])
        // (A cache never vouches for a translated catalog; one here shows that no merge ran.)
        #expect(writes.map(\.file.contents) == [generated])
        #expect(planning.finish().catalogIsGenerated == true)
    }

    @Test func aCatalogTheManifestDoesNotProveIsMergedWhateverTheCacheSays() throws {
        let translated = StringCatalogMergeTests.translated("Failed", german: "Fehler")
        var planning = OutputPlanning(planner(catalogOnDisk: translated, manifestLists: "what StateSpec last wrote"), catalogIsGenerated: true)
        let written = try #require(planning.add([GeneratedFile(path: catalog, contents: generated)]).first)
        #expect(written.file.contents.contains("Fehler"), "the translation survives")
        #expect(planning.finish().catalogIsGenerated == false)
    }

    @Test func mergingAnUntranslatedCatalogTellsTheNextRunItNeedsNoMerge() throws {
        let plan = planner(catalogOnDisk: generated, manifestLists: generated)
            .plan([GeneratedFile(path: catalog, contents: generated)])
        #expect(plan.unchanged == [catalog])
        #expect(plan.catalogIsGenerated == true)
    }
}
