import Testing
@testable import StateSpecCore
import StateSpecFuzzing

/// Broken versions of the real specs: every one lints to diagnostics (never a crash), the same
/// diagnostics twice, and generates nothing when any is an error.
@Suite struct MutationTests {
    static let fragments: [[UInt8]] = [":", " ", "\n", "-", "{", "}", "[", "]", "\"", "'", "#", "&a", "*a", "  ", "\t", "é", "\u{0}"]
        .map { Array($0.utf8) }

    @Test func mutatedSpecsNeverCrashAndLintDeterministically() throws {
        // A deterministic generator, so that a failure can be reproduced.
        var random = SplitMix(seed: 2026)
        for source in try exampleSpecSources() {
            for _ in 0..<25 {
                var bytes = source.bytes
                for _ in 0..<Int.random(in: 1...4, using: &random) {
                    let index = Int.random(in: 0..<bytes.count, using: &random)
                    if Bool.random(using: &random) {
                        bytes.remove(at: index)
                    } else {
                        bytes.insert(contentsOf: Self.fragments.randomElement(using: &random)!, at: index)
                    }
                }
                let mutated = SpecSource(path: source.path, bytes: bytes)
                let first = Compiler().generate([mutated])
                let second = Compiler().generate([mutated])
                #expect(first.diagnostics == second.diagnostics)
                #expect(first.files == second.files)
                if first.diagnostics.hasErrors { #expect(first.files.isEmpty) }
                for diagnostic in first.diagnostics {
                    #expect(diagnostic.location.line >= 1 && diagnostic.location.column >= 1)
                }
            }
        }
    }
}
