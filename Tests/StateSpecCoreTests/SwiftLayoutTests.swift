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
