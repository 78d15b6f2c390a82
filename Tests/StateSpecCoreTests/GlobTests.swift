import Foundation
import Testing
@testable import StateSpecCore
import StateSpecFuzzing

/// `exclude:` and `overrides:` patterns match in time bounded by the pattern's and the path's
/// lengths, however many stars, and as the plain backtracking definition of a glob does.
@Suite struct GlobTests {
    /// The definition: every way of splitting the path among the stars, tried in turn.
    static func reference(_ pattern: [Character], _ p: Int, _ path: [Character], _ s: Int) -> Bool {
        guard p < pattern.count else { return s == path.count }
        guard pattern[p] == "*" else {
            guard s < path.count, pattern[p] == "?" ? path[s] != "/" : pattern[p] == path[s] else { return false }
            return reference(pattern, p + 1, path, s + 1)
        }
        let crossesFolders = p + 1 < pattern.count && pattern[p + 1] == "*"
        let rest = p + (crossesFolders ? 2 : 1)
        if crossesFolders, rest < pattern.count, pattern[rest] == "/", reference(pattern, rest + 1, path, s) { return true }
        var index = s
        while true {
            if reference(pattern, rest, path, index) { return true }
            guard index < path.count, crossesFolders || path[index] != "/" else { return false }
            index += 1
        }
    }

    @Test func manyFolderStarsAgainstADeepPathMatchAtOnce() {
        let pattern = String(repeating: "**/a/", count: 20) + "*.yaml"
        let deep = Array(repeating: "a", count: 60).joined(separator: "/")
        let clock = ContinuousClock()
        var results: [Bool] = []
        let elapsed = clock.measure {
            results = [
                Glob.matches(pattern, deep + "/b.yml"),
                Glob.matches(pattern, deep + "/b.yaml"),
                Glob.matches(String(repeating: "**/a", count: 10) + "/x", deep),
                Glob.matches(String(repeating: "*a", count: 30) + "b", String(repeating: "a", count: 200)),
            ]
        }
        #expect(results == [false, true, false, false])
        #expect(elapsed < .milliseconds(500), "\(elapsed)")
    }

    /// A pattern's stars cost a level of the stack each and its length a row of a table: the
    /// longest pattern allowed matches at once, and a longer one is refused at its line.
    @Test func theLongestPatternMatchesAtOnceAndALongerOneIsRefused() {
        let longest = String(repeating: "*", count: Glob.maximumLength - 1) + "x"
        let deep = Array(repeating: "ab", count: 64).joined(separator: "/") + "/x"
        let clock = ContinuousClock()
        var matched: [Bool] = []
        let elapsed = clock.measure {
            matched = [Glob.matches(longest, "specs/x"), Glob.matches(String(repeating: "**/", count: 333) + "x", deep)]
        }
        #expect(matched == [true, true])
        #expect(elapsed < .seconds(2), "\(elapsed)")
        #expect(!Glob.matches(longest + "*", "specs/x"), "beyond the limit nothing matches")

        let yaml = "exclude:\n  - \"\(String(repeating: "*", count: 300_000))x\"\noverrides:\n  - paths: [\"\(String(repeating: "**/", count: 400))\"]\n    rules: { missing-state: warning }\n"
        let parsed = Configuration.parse(SpecSource(path: "statespec.yml", text: yaml))
        #expect(parsed.diagnostics.map(\.location.line) == [2, 4])
        #expect(parsed.diagnostics.allSatisfy { $0.ruleID == "invalid-value" && $0.message.contains("at most 1000") })
        #expect(parsed.configuration.exclude.isEmpty)
    }

    /// Short random patterns and paths over the characters that matter: the same answer as the definition.
    @Test func everyAnswerIsTheDefinitions() {
        var random = SplitMix(seed: 2026)
        let patternCharacters: [Character] = ["a", "b", "/", "*", "*", "?"]
        let pathCharacters: [Character] = ["a", "b", "/"]
        for _ in 0..<20_000 {
            let pattern = (0..<Int.random(in: 0...8, using: &random)).map { _ in patternCharacters.randomElement(using: &random)! }
            let path = (0..<Int.random(in: 0...8, using: &random)).map { _ in pathCharacters.randomElement(using: &random)! }
            let expected = Self.reference(pattern, 0, path, 0)
            #expect(Glob.matches(String(pattern), String(path)) == expected, "\(String(pattern)) \(String(path))")
        }
    }
}
