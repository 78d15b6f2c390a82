import Testing
import StateSpecRuntime

/// Colour, motion and haptics: the look and feel every screen's messages share.
@Suite struct FeedbackLookTests {
    @Test func theStandardPaletteMapsThePolicysTokensToSystemColours() {
        let palette = StandardFeedbackPalette()
        #expect(palette.colour(for: "green") == .system(.green))
        #expect(palette.colour(for: "Red") == .system(.red))
        #expect(palette.colour(for: "grey") == .system(.gray))
        #expect(palette.colour(for: "gray") == .system(.gray))
        #expect(palette.colour(for: "chartreuse") == .system(.gray), "an unknown token still shows the message")
        #expect(palette.colour(for: "#FF8000") == .rgb(red: 1, green: 128.0 / 255, blue: 0))
        #expect(palette.colour(for: "#0f0") == .rgb(red: 0, green: 1, blue: 0))
        #expect(palette.colour(for: "#12345") == .system(.gray), "five digits are no colour")
        #expect(palette.colour(for: "#GGGGGG") == .system(.gray))
    }

    @Test func lintKnowsTheTokensThePaletteKnows() {
        #expect(ColourTokens.system == FeedbackColour.SystemColour.allCases.map(\.rawValue))
        for token in ["Red", "grey", "#1E7B34", "#0f0"] {
            #expect(ColourTokens.isStandard(token))
            #expect(StandardFeedbackPalette().colour(for: token) != .system(.gray) || token == "grey", "\(token)")
        }
        for token in ["ornage", "#12345", "#GGGGGG", "ultraviolet"] {
            #expect(!ColourTokens.isStandard(token))
            #expect(StandardFeedbackPalette().colour(for: token) == .system(.gray), "\(token)")
        }
    }

    @Test func anAppMapsItsOwnTokensAndOverridesStandardOnes() {
        let palette = StandardFeedbackPalette(custom: ["brand": .asset("BrandAccent"), "red": .rgb(red: 0.8, green: 0.1, blue: 0.1)])
        #expect(palette.colour(for: "brand") == .asset("BrandAccent"))
        #expect(palette.colour(for: "red") == .rgb(red: 0.8, green: 0.1, blue: 0.1))
        #expect(palette.colour(for: "blue") == .system(.blue))
    }

    @Test func barsSlideFromTheirEdgeDialogsPopAndReduceMotionOnlyFades() {
        #expect(FeedbackMotion(FeedbackPlacement(.snackbar), reduceMotion: false) == .slide(fromTop: false))
        #expect(FeedbackMotion(FeedbackPlacement(.banner), reduceMotion: false) == .slide(fromTop: true))
        #expect(FeedbackMotion(FeedbackPlacement(.sheet), reduceMotion: false) == .slide(fromTop: false))
        #expect(FeedbackMotion(FeedbackPlacement(.alert), reduceMotion: false) == .pop)
        #expect(FeedbackMotion(FeedbackPlacement(.inline), reduceMotion: false) == .fade)
        for presentation in FeedbackPresentation.allCases {
            #expect(FeedbackMotion(FeedbackPlacement(presentation), reduceMotion: true) == .fade)
        }
        #expect(FeedbackMotion.slide(fromTop: false).seconds > 0)
    }

    @MainActor
    @Test func eachMessagePlaysItsKindsHapticWhenItAppears() {
        let feedback = FeedbackHarness()
        feedback.presenter.show(message("saved", as: .inline, seconds: 4, kind: kind(.success, haptic: .success)))
        feedback.presenter.show(message("info", seconds: 4))
        feedback.presenter.show(message("failed", .error, seconds: 9, kind: kind(.error, haptic: .error)))
        #expect(feedback.haptics.played == [.success], "a kind without a haptic plays none; a queued message none yet")
        feedback.clock.advance(by: 4)
        #expect(feedback.haptics.played == [.success, .error])
    }
}
