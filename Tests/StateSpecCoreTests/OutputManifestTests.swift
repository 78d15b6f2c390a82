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

    /// The quick look a run that changes nothing takes never misses a name the parser reads.
    @Test func mayListIsTrueForEveryNameTheParserLists() {
        let text = [OutputManifest.header, "\(Self.hash(1))  A.swift", "\(Self.hash(2)) B.swift", "\(Self.hash(3))  Ü.xcstrings",
                    "\(Self.hash(4))  ../D.swift", "garbage"].joined(separator: "\n")
        let parsed = OutputManifest(parsing: text)
        for name in ["A.swift", "B.swift", "Ü.xcstrings", "D.swift", "../D.swift", "garbage", "Other.swift"] {
            let quick = OutputManifest.mayList(anyOf: [name, "Unlisted.swift"], in: Array(text.utf8))
            #expect(!parsed.lists(name) || quick, "\(name)")
            #expect(quick == ["A.swift", "Ü.xcstrings", "../D.swift"].contains(name), "\(name)")
        }
    }

    /// The manifest written while files go into place lists every hash the folder's manifest
    /// lists and every new hash of a file the run writes, and reads back as the union of the two.
    @Test func manifestWhileWritingListsTheOldHashesAndEveryWrittenFilesNewOnes() {
        var random = SplitMix(seed: 7)
        for _ in 0..<200 {
            var old = OutputManifest()
            var plan = OutputPlan()
            for index in 0..<Int(random.next() % 12) {
                let name = "F\(random.next() % 16).swift"
                let choice = random.next() % 4
                if choice != 1 { old.hashes[name, default: []].insert(Self.hash(index)) }
                if choice != 0 {
                    let hash = Self.hash(choice == 2 ? index : index + 100)
                    plan.manifest.hashes[name] = [hash]
                    if choice != 2 || random.next() % 2 == 0 { plan.writes.append(.init(path: name, change: .stale)) }
                }
            }
            plan.writes = Dictionary(plan.writes.map { ($0.path, $0) }) { first, _ in first }.values.sorted { $0.path < $1.path }
            plan.oldManifest = old
            plan.manifestOnDisk = Array(old.rendered().utf8)
            guard let bytes = plan.manifestWhileWriting() else {
                #expect(old.hashes.isEmpty, "only a folder that lists nothing writes its final manifest first")
                continue
            }
            var expected = old
            for write in plan.writes { expected.hashes[write.path, default: []].formUnion(plan.manifest.hashes[write.path] ?? []) }
            #expect(OutputManifest(parsing: bytes) == expected)
            #expect(bytes.starts(with: plan.manifestOnDisk!), "the folder's manifest, as it is, comes first")
        }
    }

    @Test func aManifestWithoutAFinalLineFeedStillGetsWholeLines() {
        var plan = OutputPlan()
        plan.oldManifest.hashes = ["A.swift": [Self.hash(1)]]
        plan.manifestOnDisk = Array("\(OutputManifest.header)\n\(Self.hash(1))  A.swift".utf8)
        plan.manifest.hashes = ["A.swift": [Self.hash(2)]]
        plan.writes = [.init(path: "A.swift", change: .stale)]
        #expect(OutputManifest(parsing: plan.manifestWhileWriting()!).hashes == ["A.swift": [Self.hash(1), Self.hash(2)]])
    }
}
