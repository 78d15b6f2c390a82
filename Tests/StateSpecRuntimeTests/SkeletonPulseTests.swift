import Testing
@testable import StateSpecRuntime

@Suite("A skeleton pulses slowly, within its bounds, and holds still under Reduce Motion")
struct SkeletonPulseTests {
    let pulse = SkeletonPulse(period: 2, lowest: 0.4)

    @Test func itIsFullAtTheStartOfEachPeriodAndFaintestHalfWay() {
        #expect(pulse.opacity(atSeconds: 0) == 1)
        #expect(abs(pulse.opacity(atSeconds: 1) - 0.4) < 1e-9)
        #expect(abs(pulse.opacity(atSeconds: 4) - 1) < 1e-9)
        #expect(abs(pulse.opacity(atSeconds: 1_000_001) - 0.4) < 1e-6, "periodic however long the app runs")
        #expect(pulse.opacity(atSeconds: 0.5) < 1 && pulse.opacity(atSeconds: 0.5) > 0.4)
    }

    @Test(arguments: [-7.3, -1, 0, 0.25, 0.999, 1.5, 3.1, 86_400.7])
    func itStaysWithinItsBounds(_ seconds: Double) {
        let opacity = pulse.opacity(atSeconds: seconds)
        #expect(opacity >= 0.4 - 1e-12 && opacity <= 1 + 1e-12)
    }

    @Test func reduceMotionHoldsItStillAtFullOpacity() {
        for seconds in stride(from: 0.0, through: 4, by: 0.25) {
            #expect(pulse.opacity(atSeconds: seconds, reduceMotion: true) == 1)
        }
    }

    @Test func nonsenseSettingsHoldStillInsteadOfDrawingNothing() {
        #expect(SkeletonPulse(period: 0).opacity(atSeconds: 1) == 1)
        #expect(SkeletonPulse(period: -3).opacity(atSeconds: 1) == 1)
        #expect(SkeletonPulse(period: .nan).opacity(atSeconds: 1) == 1)
        #expect(pulse.opacity(atSeconds: .infinity) == 1)
        #expect(SkeletonPulse(period: 2, lowest: -5).opacity(atSeconds: 1) == 0, "lowest is clamped to 0")
        #expect(SkeletonPulse(period: 2, lowest: .nan).opacity(atSeconds: 1) == 1)
    }
}
