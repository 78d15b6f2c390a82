import Foundation
import Observation
import StateSpecRuntime
import StateSpecTestSupport

/// What state coverage costs a screen while it is off: `count` state changes of a
/// `ScreenContent`, against the same changes of the observed property of a generic class in
/// another module (`ObservedValue`: the floor, what any observed state change of a generic
/// screen pays, unspecialized as the benchmark calls both), in the same run. The difference is
/// the recording hook's main-actor load and nil check. With coverage on, a tenth as many changes
/// are timed, for scale. Medians of `rounds`.
@MainActor
struct StateRecordingCost {
    let count: Int
    let rounds: Int

    struct Result {
        var offSeconds: Double
        var floorSeconds: Double
        var onSeconds: Double
            var ratio: Double { offSeconds / floorSeconds }

        /// The report's row: the time of the changes with coverage off, as a ratio over the floor's.
        func row(count: Int) -> Report.Row {
            Report.Row(work: "\(count.formatted()) state changes of a `ScreenContent`, state coverage off; floor: a generic class's observed property in another module (coverage on: \(String(format: "%.3f", onSeconds)) s)",
                       seconds: offSeconds, ratio: ratio, against: "floor", goal: Goals.Goal.atMost(1.5).text("floor"), met: ratio <= 1.5)
        }
    }

    func measure() -> Result {
        let content = Array(0..<8)
        let states: [BenchmarkState] = [.ideal(content), .loading, .empty, .error(.offline)]
        var off: [Double] = []
        var floor: [Double] = []
        var on: [Double] = []
        let recorderBefore = StateCoverage.recorder
        defer { if let recorderBefore { StateCoverage.start(recorderBefore) } else { StateCoverage.stop() } }
        for _ in 0..<rounds {
            StateCoverage.stop()
            let plain = ObservedValue<BenchmarkState>(.loading)
            floor.append(time { for index in 0..<count { plain.value = states[index & 3] } })
            let screen = ScreenContent<BenchmarkState, NoInput>(feedback: nil)
            off.append(time { for index in 0..<count { screen.state = states[index & 3] } })
            StateCoverage.start(StateCoverageRecorder())
            on.append(time { for index in 0..<count / 10 { screen.state = states[index & 3] } } * 10)
        }
        return Result(offSeconds: median(off), floorSeconds: median(floor), onSeconds: median(on))
    }

    private func time(_ body: () -> Void) -> Double {
        let start = monotonicSeconds()
        body()
        return monotonicSeconds() - start
    }

    private func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
}

/// A state enum of the kind StateSpec generates.
enum BenchmarkState: Sendable {
    case ideal([Int])
    case loading
    case empty
    case error(Cause)

    enum Cause: Sendable, Hashable { case offline, other }

    enum Kind: String, Sendable, Hashable { case ideal, loading, empty, error }

    var parts: StateParts<Kind, [Int], Cause> {
        switch self {
        case .ideal(let content): StateParts(.ideal, content: content)
        case .loading: StateParts(.loading)
        case .empty: StateParts(.empty)
        case .error(let cause): StateParts(.error, cause: cause)
        }
    }
}

extension BenchmarkState: ContentState, EmptyCase, ErrorCase, Hashable {}
