import Testing
@testable import StateSpecCore

@Suite struct GenerationCacheTests {
    static let cache: GenerationCache = {
        var cache = GenerationCache(
            runKey: "run", policyKey: "specs/feedback.yaml 1a",
            inputs: ["specs/A.yaml": "a1", "specs/B\tC%.yaml": "b1"],
            outputs: ["AState.swift": .init(source: "specs/A.yaml", hash: "h1", sha256: "s1", size: 10),
                      "BState.swift": .init(source: "specs/B\tC%.yaml", hash: "h2", sha256: "s2", size: 0),
                      "StateSpec.xcstrings": .init(source: nil, hash: "h3", sha256: "s3", size: 1234)],
            diagnostics: [Diagnostic(ruleID: "unused-definition", severity: .warning, message: "a\tmessage\nwith % signs",
                                     file: "specs/A.yaml", location: SourceLocation(line: 3, column: 5), documentPath: "events.share")])
        cache.catalogFragments = ["specs/A.yaml": "f1"]
        cache.catalogIsGenerated = true
        return cache
    }()

    @Test func readsBackWhatItWrites() {
        #expect(GenerationCache(parsing: Self.cache.rendered()) == Self.cache)
        var merged = Self.cache
        merged.catalogIsGenerated = false
        #expect(GenerationCache(parsing: merged.rendered()) == merged)
    }

    @Test func aCacheCutShortOrChangedIsNoCache() {
        let text = Self.cache.rendered()
        #expect(GenerationCache(parsing: String(text.dropLast(5))) == nil)
        #expect(GenerationCache(parsing: text.replacingOccurrences(of: GenerationCache.format, with: "statespec-cache 3")) == nil, "an older format")
        #expect(GenerationCache(parsing: text.replacingOccurrences(of: "catalog\tgenerated", with: "catalog\tmerged")) == nil)
        #expect(GenerationCache(parsing: text.replacingOccurrences(of: "\t1234\t", with: "\t-1\t")) == nil, "a negative size")
        #expect(GenerationCache(parsing: text.replacingOccurrences(of: "\t1234\t", with: "\t+1234\t")) == nil, "a size with a sign")
        #expect(GenerationCache(parsing: text.replacingOccurrences(of: "\t1234\t", with: "\t\t")) == nil, "no size")
        #expect(GenerationCache(parsing: text.replacingOccurrences(of: "output\t", with: "output\tx\t")) == nil, "a field too many")
        #expect(GenerationCache(parsing: text.replacingOccurrences(of: "fragment\tf1\t", with: "fragment\t")) == nil, "a field too few")
        #expect(GenerationCache(parsing: text.replacingOccurrences(of: "\nend\n", with: "\nend\tnow\n")) == nil)
        #expect(GenerationCache(parsing: text + "input\tz\tspecs/Z.yaml\n") == nil, "nothing after the end")
    }

    /// The inputs read alone, ahead of the rest, are the inputs the whole cache lists.
    @Test func inputsAreReadAheadOfTheRest() {
        let bytes = Array(Self.cache.rendered().utf8)
        #expect(GenerationCache.lists(inputs: Self.cache.inputs, in: bytes))
        var changed = Self.cache.inputs
        changed["specs/A.yaml"] = "a2"
        #expect(!GenerationCache.lists(inputs: changed, in: bytes), "a spec changed")
        changed = Self.cache.inputs
        changed["specs/New.yaml"] = "n1"
        #expect(!GenerationCache.lists(inputs: changed, in: bytes), "a spec added")
        changed = Self.cache.inputs
        changed["specs/A.yaml"] = nil
        #expect(!GenerationCache.lists(inputs: changed, in: bytes), "a spec removed")
        #expect(!GenerationCache.lists(inputs: Self.cache.inputs, in: Array("not a cache\n".utf8)))
        #expect(!GenerationCache.lists(inputs: Self.cache.inputs, in: Array(bytes.prefix(40))), "cut short before the inputs")
        var noCatalog = Self.cache
        noCatalog.catalogIsGenerated = false
        #expect(GenerationCache.lists(inputs: Self.cache.inputs, in: Array(noCatalog.rendered().utf8)))
        #expect(GenerationCache(parsing: bytes) == Self.cache, "bytes parse as the text does")
        #expect(GenerationCache(parsing: bytes + [0xFF]) == nil, "not UTF-8")
    }

    @Test func nothingChangedOnlyWhenRunInputsAndEveryOutputAgree() {
        let hashes = ["AState.swift": "h1", "BState.swift": "h2", "StateSpec.xcstrings": "h3"]
        #expect(Self.cache.coversUnchangedRun(runKey: "run", inputs: Self.cache.inputs, hashes: hashes))
        #expect(!Self.cache.coversUnchangedRun(runKey: "other", inputs: Self.cache.inputs, hashes: hashes))
        #expect(!Self.cache.coversUnchangedRun(runKey: "run", inputs: ["specs/A.yaml": "a1"], hashes: hashes))
        #expect(!Self.cache.coversUnchangedRun(runKey: "run", inputs: Self.cache.inputs, hashes: hashes.merging(["BState.swift": "x"]) { $1 }))
    }

    static func expected(_ spec: String) -> [String]? {
        ["specs/A.yaml": ["AState.swift"], "specs/B\tC%.yaml": ["BState.swift"]][spec]
    }

    @Test func aSpecIsKeptWhenItAndItsFilesAreUnchanged() {
        let hashes = ["AState.swift": "h1", "BState.swift": "h2"]
        let changedB = Self.cache.inputs.merging(["specs/B\tC%.yaml": "b2"]) { $1 }
        #expect(Self.cache.keptSpecs(runKey: "run", policyKey: Self.cache.policyKey, inputs: changedB, hashes: hashes,
                                     expectedOutputs: Self.expected) == ["specs/A.yaml": ["AState.swift"]])
        #expect(Self.cache.keptSpecs(runKey: "run", policyKey: Self.cache.policyKey, inputs: Self.cache.inputs,
                                     hashes: ["AState.swift": "edited", "BState.swift": "h2"], expectedOutputs: Self.expected)
                == ["specs/B\tC%.yaml": ["BState.swift"]])
        #expect(Self.cache.keptSpecs(runKey: "run", policyKey: "built-in apple-hig", inputs: Self.cache.inputs, hashes: hashes,
                                     expectedOutputs: Self.expected).isEmpty, "a changed policy changes every screen")
    }

    @Test func aSpecWhoseFilesAreNotTheOnesItNowGeneratesIsNotKept() {
        let hashes = ["AState.swift": "h1", "BState.swift": "h2"]
        let more: (String) -> [String]? = { spec in Self.expected(spec).map { $0 + ["\($0[0].dropLast(11))Loader.swift"] } }
        #expect(Self.cache.keptSpecs(runKey: "run", policyKey: Self.cache.policyKey, inputs: Self.cache.inputs, hashes: hashes,
                                     expectedOutputs: more).isEmpty, "a cache that lists fewer files than the spec has")
        #expect(Self.cache.keptSpecs(runKey: "run", policyKey: Self.cache.policyKey, inputs: Self.cache.inputs, hashes: hashes,
                                     expectedOutputs: { _ in nil }).isEmpty, "a spec that is no screen now")
    }
}
