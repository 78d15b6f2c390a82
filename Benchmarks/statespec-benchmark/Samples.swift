/// What one benchmark run measures, named for the report and the JSON.
enum Step: String, Codable, CaseIterable {
    case floor, fileWriting, lint, coldGenerate, changedGenerate, unchangedGenerate, openAPIGenerator
    case largeFloor, largeLint, largeColdGenerate
}

/// Ratios, each taken within one round between measurements that ran next to each other, so
/// that load from other processes hits both sides.
enum Ratio: String, Codable, CaseIterable {
    case lintOverFloor, coldGenerateOverFloor, fileWritingOverFloor, changedGenerateOverLint, unchangedGenerateOverLint
    case largeFloorOverFloor, largeLintOverLint, largeColdGenerateOverColdGenerate
    /// swift-openapi-generator's seconds per MB over StateSpec's cold generate's.
    case openAPIPerMBOverColdGeneratePerMB
}

/// Every measurement of a run, by step, and the ratios of each round.
struct Samples {
    private(set) var floors: [Step: [Double]] = [:]
    private(set) var runs: [Step: [ChildRun]] = [:]
    private(set) var ratios: [Ratio: [Double]] = [:]
    /// Why a step has no figure: its first failure (it is not run again), or why it was not run.
    private(set) var notes: [Step: String] = [:]

    mutating func add(floor seconds: Double, as step: Step = .floor) { floors[step, default: []].append(seconds) }

    mutating func add(_ run: ChildRun, as step: Step) {
        if run.succeeded {
            runs[step, default: []].append(run)
        } else if notes[step] == nil {
            notes[step] = "failed, exit \(run.exitStatus): \(run.errorOutput)"
        }
    }

    mutating func skip(_ step: Step, because reason: String) {
        if notes[step] == nil { notes[step] = "not run: \(reason)" }
    }

    mutating func add(_ ratio: Ratio, _ numerator: Double?, over denominator: Double?) {
        guard let numerator, let denominator, denominator > 0 else { return }
        ratios[ratio, default: []].append(numerator / denominator)
    }

    func failed(_ step: Step) -> Bool { notes[step] != nil }

    func seconds(_ step: Step) -> Double? {
        floors[step].map(median) ?? runs[step].map { median($0.map(\.seconds)) }
    }

    func userSeconds(_ step: Step) -> Double? { runs[step].map { median($0.map(\.userSeconds)) } }

    func systemSeconds(_ step: Step) -> Double? { runs[step].map { median($0.map(\.systemSeconds)) } }

    /// The largest peak resident memory of any run of the step.
    func peakBytes(_ step: Step) -> Int? { runs[step]?.map(\.peakBytes).max() }

    func ratio(_ ratio: Ratio) -> Double? { ratios[ratio].map(median) }

    func count(_ ratio: Ratio) -> Int { ratios[ratio]?.count ?? 0 }
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    let middle = sorted.count / 2
    return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
}
