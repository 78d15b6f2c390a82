import Testing
@testable import StateSpecCore

@Suite struct SwiftLayoutTests {
    /// The byte-wise tidy pass agrees with the rules applied Character by Character, on text
    /// made of the pieces that matter to them: braces, spaces, tabs, line breaks, and scalars
    /// that join neighbours into one Character (combining marks, prepend marks, CR LF).
    @Test func tidyAgreesWithTheCharacterRulesOnRandomText() {
        let pieces = ["{", "}", " ", "  ", "\t", "\n", "\n\n", "a", "let x = 1", "é", "\u{301}", "\u{600}", "\r", "\r\n", "}\u{301}", "// {"]
        var random = SystemRandomNumberGenerator()
        for _ in 0..<3_000 {
            let text = (0..<Int.random(in: 0...40, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            #expect(SwiftLayout.tidy(text) == SwiftLayout.tidyByCharacter(text), "\(text.debugDescription)")
        }
    }

    @Test func tidyKeepsOneBlankLineAndNoneInsideBraces() {
        #expect(SwiftLayout.tidy("a  \n\n\n\nb {\n\n  c\n\n}\n\n") == "a\n\nb {\n  c\n}\n")
        #expect(SwiftLayout.tidy("") == "\n")
        #expect(SwiftLayout.tidy("\n\n  \nx\t\n") == "x\n")
    }
}

@Suite struct DocLinesTests {
    /// The byte-wise split of ASCII summaries agrees with the Character rules, on text made of
    /// the pieces that matter to them: line breaks of every kind, spaces, tabs, control
    /// characters and text that is not ASCII (which takes the Character rules).
    @Test func asciiLinesAgreeWithTheCharacterRulesOnRandomText() {
        let pieces = ["a", "word", " ", "\t", "\n", "\r", "\r\n", "\u{0B}", "\u{0C}", "\u{01}", "\u{7F}", "é", "\u{2028}", "\u{85}", "  x  "]
        var random = SystemRandomNumberGenerator()
        for _ in 0..<3_000 {
            let text = (0..<Int.random(in: 0...20, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            #expect(SwiftContext.docLines(text) == SwiftContext.docLinesByCharacter(text), "\(text.debugDescription)")
        }
        #expect(SwiftContext.docLines(" One line. \n\n\tTwo\t") == ["One line.", "Two"])
    }
}

@Suite struct BlockLineTests {
    /// Removing block lines byte by byte agrees with the Character rules, on text made of tags,
    /// variables, indentation, line breaks of both kinds and scalars that join their neighbours.
    @Test func byteLinesAgreeWithTheCharacterRulesOnRandomText() {
        let pieces = ["{% if x %}", "{% endif %}", "{{ name }}", "{%", "%}", "{{", " ", "\t", "\n", "\r\n", "code", "é", "\u{301}", "\u{600}", "…"]
        var random = SystemRandomNumberGenerator()
        for _ in 0..<3_000 {
            let text = (0..<Int.random(in: 0...24, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            #expect(TemplateLayout.removingBlockLines(text) == TemplateLayout.removingBlockLinesByCharacter(text), "\(text.debugDescription)")
        }
    }
}
