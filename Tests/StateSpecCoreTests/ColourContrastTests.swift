import Testing
@testable import StateSpecCore

/// WCAG 2 contrast, as `low-contrast-colour` and the state catalog measure it.
@Suite struct ColourContrastTests {
    @Test func ratiosAreWCAGs() throws {
        #expect(try #require(ColourContrast.ratio("#FFFFFF", "#000000")) == 21)
        #expect(try #require(ColourContrast.ratio("#FFFFFF", "#FFFFFF")) == 1)
        // #767676 is the lightest grey that passes AA on white; #777777 just fails.
        #expect(try #require(ColourContrast.textRatio(on: "#767676")) >= ColourContrast.minimumRatio)
        #expect(try #require(ColourContrast.textRatio(on: "#777")) < ColourContrast.minimumRatio)
    }

    @Test func tokensAreMeasuredInTheReferencePalette() {
        #expect(ColourContrast.hex("Green") == "#1E7B34")
        #expect(ColourContrast.hex("#abc") == "#AABBCC")
        #expect(ColourContrast.hex("ultraviolet") == nil)
        #expect(ColourContrast.hex("#12345") == nil)
        // The built-in profiles' tokens all pass; yellow does not.
        for token in ["green", "blue", "orange", "red"] {
            #expect((ColourContrast.textRatio(on: token) ?? 0) >= ColourContrast.minimumRatio, "\(token)")
        }
        #expect((ColourContrast.textRatio(on: "yellow") ?? 99) < ColourContrast.minimumRatio)
        #expect(ColourContrast.text(4.4999) == "4.4")
    }

    @Test func theRuleReportsALowContrastKindOfThePolicy() {
        let policy = """
        profile: apple-hig
        kinds:
          note: { level: info, colour: "#9AA0A6", icon: note }
        """
        let findings = Compiler().lint([SpecSource(path: "feedback.yaml", text: policy)]).diagnostics.filter { $0.ruleID == "low-contrast-colour" }
        #expect(findings.count == 1)
        #expect(findings.first?.severity == .warning)
        #expect(findings.first?.message.contains("2.6:1") == true, "\(findings.map(\.message))")
    }
}
