import Testing
@testable import StateSpecCore
import StateSpecFuzzing

@Suite struct OutputManifestTests {
    static func hash(_ seed: Int) -> String { SHA256.hex(Array("contents \(seed)".utf8)) }

    @Test func readsBackWhatItWritesSortedByName() {
        var manifest = OutputManifest()
        manifest.hashes = ["B.swift": [Self.hash(1)], "A.swift": [Self.hash(2), Self.hash(3)], "Ü.xcstrings": [Self.hash(4)]]
        let text = manifest.rendered()
        #expect(OutputManifest(parsing: text) == manifest)
        #expect(OutputManifest(parsing: Array(text.utf8)) == manifest)
        let names = text.split(separator: "\n").dropFirst().map { $0.dropFirst(66) }
        #expect(names == ["A.swift", "A.swift", "B.swift", "Ü.xcstrings"])
    }

    @Test func ignoresLinesThatAreNotAHashAndAFileName() {
        let good = "\(Self.hash(1))  A.swift"
        let text = [OutputManifest.header, good, "\(Self.hash(2)) B.swift", "\(Self.hash(3).uppercased())  C.swift",
                    "\(Self.hash(4))  ../D.swift", "\(Self.hash(5))  E/F.swift", "\(Self.hash(6))  ", "\(Self.hash(7))  G\u{7}.swift"]
            .joined(separator: "\n")
        #expect(OutputManifest(parsing: text).hashes == ["A.swift": [Self.hash(1)]])
    }

    /// The one-pass rendering of a manifest and of it together with the old one is exactly the
    /// two renderings made apart, whatever names the two share.
    @Test func rendersItselfAndItsUnionWithAnotherInOnePass() {
        var generator = SplitMix(seed: 7)
        for _ in 0..<200 {
            var mine = OutputManifest()
            var old = OutputManifest()
            for index in 0..<Int(generator.next() % 12) {
                let name = "F\(generator.next() % 16).swift"
                let choice = generator.next() % 4
                if choice != 1 { mine.hashes[name, default: []].insert(Self.hash(index)) }
                if choice != 0 { old.hashes[name, default: []].insert(Self.hash(choice == 2 ? index : index + 100)) }
            }
            let (alone, together) = mine.renderedBytes(togetherWith: old)
            var union = mine
            for (name, hashes) in old.hashes { union.hashes[name, default: []].formUnion(hashes) }
            #expect(alone == mine.renderedBytes())
            #expect(together == union.renderedBytes())
        }
    }
}
