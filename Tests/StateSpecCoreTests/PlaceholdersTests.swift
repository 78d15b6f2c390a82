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

/// A catalog text's placeholders filled in byte by byte in ASCII text are the ones Foundation's
/// search fills in, argument by argument.
@Suite struct CatalogFormatTests {
    @Test func argumentsBecomePositionalSpecifiers() {
        let arguments = [ScreenPlan.Argument(name: "count", type: "Int"), ScreenPlan.Argument(name: "name", type: "String"),
                         ScreenPlan.Argument(name: "ratio", type: "Double")]
        #expect(StringCatalog.format("{name} has {count} items, {ratio} full: 100%", arguments: arguments)
            == "%2$@ has %1$lld items, %3$lf full: 100%%")
        #expect(StringCatalog.format("{{count}} {unknown} {count", arguments: arguments) == "{%1$lld} {unknown} {count")
    }

    @Test func randomTextsFillInAsArgumentByArgument() {
        var random = SplitMix(seed: 12)
        let alphabet = Array("{}{}ab %{a}{b}{ab}\u{301}é".unicodeScalars)
        let names = ["a", "b", "ab", "", "a{", "b}"]
        for _ in 0..<3000 {
            var text = ""
            for _ in 0..<Int.random(in: 0...24, using: &random) {
                text.unicodeScalars.append(alphabet[Int.random(in: 0..<alphabet.count, using: &random)])
            }
            let arguments = (0..<Int.random(in: 0...3, using: &random)).map { _ in
                ScreenPlan.Argument(name: names[Int.random(in: 0..<names.count, using: &random)], type: ["Int", "Double", "String"][Int.random(in: 0..<3, using: &random)])
            }
            let reference = StringCatalog.formatByCharacter(text.replacingOccurrences(of: "%", with: "%%"), arguments: arguments)
            #expect(StringCatalog.format(text, arguments: arguments) == reference, "\(text.debugDescription) \(arguments.map(\.name))")
        }
    }
}
