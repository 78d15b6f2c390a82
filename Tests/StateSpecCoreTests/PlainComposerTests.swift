import Foundation
import Testing
@testable import StateSpecCore
import StateSpecFuzzing

/// `PlainComposer` builds the tree Yams would, or gives up and leaves the file to Yams: for every
/// text, the tree it builds is the one `composeWithYams` builds.
@Suite struct PlainComposerTests {
    /// The plain tree, checked against Yams' when there is one.
    func plainTree(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> SyntaxNode? {
        let plain = PlainComposer.compose(text)
        if let plain {
            guard case .root(let reference) = SyntaxParser.composeWithYams(text, path: "t.yaml") else {
                Issue.record("Yams finds no tree in \(text.debugDescription), the plain composer does", sourceLocation: sourceLocation)
                return plain
            }
            #expect(plain == reference, "\(text.debugDescription)", sourceLocation: sourceLocation)
        }
        return plain
    }

    static var exampleTexts: [String] {
        RuleRegistry.descriptions.flatMap { ($0.passingExamples + $0.failingExamples).flatMap(\.sources) }
            .map { String(decoding: $0.bytes, as: UTF8.self) }
    }

    @Test func theRuleExamplesTakeThePlainPathWithYamsTree() {
        var plainCount = 0
        for text in Self.exampleTexts where plainTree(text) != nil { plainCount += 1 }
        // Only the examples of YAML problems (tags, repeated keys, syntax errors) need Yams.
        #expect(plainCount * 10 >= Self.exampleTexts.count * 9, "\(plainCount) of \(Self.exampleTexts.count)")
    }

    @Test func randomProjectsAndHostileTextReadTheSame() {
        var generator = RandomSpecs(seed: 99)
        for _ in 0..<30 {
            for source in generator.project(screens: 2).sources {
                #expect(plainTree(String(decoding: source.bytes, as: UTF8.self)) != nil)
            }
        }
        for text in HostileText.texts {
            _ = plainTree(YAMLValue.mapping([("summary", .scalar(text)), ("other", .scalar(text))]).rendered())
        }
    }

    /// Bytes of the examples changed at random: whatever the plain composer reads, Yams reads alike.
    @Test func mutatedExamplesReadTheSameOrFallBack() {
        var random = SplitMix(seed: 5)
        let texts = Self.exampleTexts
        let alphabet = Array("&*!|>-?:,[]{}#'\"\\ \n\tab1%@`~\u{FEFF}".unicodeScalars)
        for _ in 0..<3000 {
            var scalars = Array(texts[Int.random(in: 0..<texts.count, using: &random)].unicodeScalars)
            for _ in 0..<Int.random(in: 1...3, using: &random) where !scalars.isEmpty {
                let at = Int.random(in: 0..<scalars.count, using: &random)
                let replacement = alphabet[Int.random(in: 0..<alphabet.count, using: &random)]
                if Bool.random(using: &random) { scalars[at] = replacement } else { scalars.insert(replacement, at: at) }
            }
            var text = ""
            text.unicodeScalars.append(contentsOf: scalars)
            _ = plainTree(text)
        }
    }

    @Test(arguments: [
        "a: &x { b: c }\n",
        "a: &x b\nc: *x\n",
        "a: !Tagged text\n",
        "a: !!str text\n",
        "a: !!map { b: c }\n",
        "a: !!seq [b]\n",
        "a: b\na: c\n",
        "a: b\n\"a\": c\n",
        "a: { b: c, 'b': d }\n",
        (0..<20).map { "k\($0): v\n" }.joined() + "k7: again\n",
        "? [a, b]\n: c\n",
        "? { a: b }\n: c\n",
        "a: b\n---\nc: d\n",
        "",
        "# a comment only\n",
        "a: \"\\uFEFFtext\"\n",
        "a: [unclosed\n",
    ])
    func whatYamsMightReadOtherwiseIsLeftToYams(_ text: String) {
        #expect(PlainComposer.compose(text) == nil)
    }

    @Test func aTreeOverTheNodeLimitIsLeftToYams() {
        let text = "a:\n" + String(repeating: "- x\n", count: SyntaxParser.maximumNodeCount)
        #expect(PlainComposer.compose(text) == nil)
        #expect(SyntaxParser.parse(SpecSource(path: "t.yaml", text: text)).problem?.kind == .invalidYAML)
    }

    @Test func keysOfManyEntriesAreStillSeenTwice() throws {
        let distinct = (0..<40).map { "k\($0): v\n" }.joined()
        let tree = try #require(plainTree(distinct))
        #expect(tree.entries?.count == 40)
        #expect(PlainComposer.compose(distinct + "k39: again\n") == nil)
    }
}
