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
