import Testing
@testable import StateSpecCore
import StateSpecFuzzing

/// Placeholder names read byte by byte in ASCII text are the ones read character by character.
@Suite struct PlaceholdersTests {
    @Test func namesAreReadInOrderOnce() {
        #expect(Placeholders.names(in: "{count} of {total}, {count} again, {unclosed") == ["count", "total"])
        #expect(Placeholders.names(in: "} {} {{a}} {b") == ["", "{a"])
        // A mark after `{` makes one character of the two: no placeholder opens there.
        #expect(Placeholders.names(in: "{\u{301}a} {b}") == ["b"])
    }

    @Test func randomTextsReadAsCharacterByCharacter() {
        var random = SplitMix(seed: 11)
        let alphabet = Array("{}{}ab {x}\u{301}é😀".unicodeScalars)
        for _ in 0..<2000 {
            var text = ""
            for _ in 0..<Int.random(in: 0...24, using: &random) {
                text.unicodeScalars.append(alphabet[Int.random(in: 0..<alphabet.count, using: &random)])
            }
            #expect(Placeholders.names(in: text) == Placeholders.namesByCharacter(in: text), "\(text.debugDescription)")
        }
    }
}
