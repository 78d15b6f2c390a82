/// StateSpec's speed goals, one row each: lint and generate against the Yams floor, incremental
/// generate against lint, linear scaling, peak memory, and swift-openapi-generator.
struct Goals {
    let benchmark: Benchmark
    /// Whether the 10,000-screen rows and the swift-openapi-generator row were asked for.
    let measuresLarge: Bool
    let measuresOpenAPI: Bool

    static let peakMemoryLimitMB = 200.0

    /// 10,000 screens within 10.5× the time of 1,000: linear, with 5% to spare; other sizes
    /// get the same allowance.
    var scalingLimit: Double {
        guard let large = benchmark.largeCorpus?.screenCount else { return 10.5 }
        return (1.05 * Double(large) / Double(benchmark.corpus.screenCount) * 100).rounded() / 100
    }

    var rows: [Report.Row] {
        let small = benchmark.corpus.screenCount.formatted()
        let large = benchmark.largeCorpus?.screenCount.formatted() ?? "10,000"
        let files = benchmark.fileWriting.map { " (\($0.count.formatted()) files)" } ?? ""
        var rows = [
            row("Yams `compose`, `Resolver.basic`, \(YamsFloor.threadCount) threads: the floor", .floor, ratio: nil, against: "floor", goal: nil),
            row("`statespec lint`", .lint, ratio: .lintOverFloor, against: "floor", goal: .atMost(2)),
            row("`statespec generate`, cold\(files)", .coldGenerate, ratio: .coldGenerateOverFloor, against: "floor", goal: .atMost(4)),
            row("the same files written alone (create, write, rename), \(YamsFloor.threadCount) threads: the file system's share", .fileWriting,
                ratio: .fileWritingOverFloor, against: "floor", goal: nil),
            row("`generate` after one spec changed", .changedGenerate, ratio: .changedGenerateOverLint, against: "lint", goal: .atMost(1.5)),
            row("`generate` with nothing changed", .unchangedGenerate, ratio: .unchangedGenerateOverLint, against: "lint", goal: .atMost(1)),
        ]
        if measuresLarge {
            rows += [
                row("the floor, \(large) screens", .largeFloor, ratio: .largeFloorOverFloor, against: "\(small) screens", goal: nil),
                row("`statespec lint`, \(large) screens", .largeLint, ratio: .largeLintOverLint, against: "\(small) screens", goal: .atMost(scalingLimit)),
                row("`statespec generate`, cold, \(large) screens", .largeColdGenerate, ratio: .largeColdGenerateOverColdGenerate, against: "\(small) screens", goal: .atMost(scalingLimit)),
                peakMemoryRow(large: large),
            ]
        } else {
            rows.append(Report.Row(work: "\(large) screens", against: "", note: "skipped (--skip-large)"))
        }
        rows.append(openAPIRow())
        return rows
    }

    enum Goal {
        case atMost(Double), atLeast(Double)

        func met(_ value: Double) -> Bool {
            switch self {
            case .atMost(let limit): value <= limit
            case .atLeast(let limit): value >= limit
            }
        }

        func text(_ against: String) -> String {
            switch self {
            case .atMost(let limit): "≤ \(Self.number(limit))× \(against)"
            case .atLeast(let limit): "≥ \(Self.number(limit))× \(against)"
            }
        }

        private static func number(_ value: Double) -> String {
            value == value.rounded() ? String(Int(value)) : String(value)
        }
    }

    private func row(_ work: String, _ step: Step, ratio: Ratio?, against: String, goal: Goal?) -> Report.Row {
        let samples = benchmark.samples
        let value = ratio.flatMap(samples.ratio) ?? (step == .floor ? 1 : nil)
        return Report.Row(
            work: work,
            seconds: samples.seconds(step),
            userSeconds: samples.userSeconds(step),
            systemSeconds: samples.systemSeconds(step),
            peakMB: samples.peakBytes(step).map { Double($0) / 1e6 },
            ratio: value,
            against: against,
            goal: goal?.text(against),
            met: value.flatMap { value in goal.map { $0.met(value) } },
            note: samples.notes[step]
        )
    }

    private func peakMemoryRow(large: String) -> Report.Row {
        let samples = benchmark.samples
        let peaks = [samples.peakBytes(.largeLint), samples.peakBytes(.largeColdGenerate)].compactMap { $0 }
        let peakMB = peaks.max().map { Double($0) / 1e6 }
        // The limit is for 10,000 screens; another size is shown against it but not judged.
        let judged = peaks.count == 2 && benchmark.largeCorpus?.screenCount == 10_000
        return Report.Row(
            work: "peak memory, \(large) screens (lint or generate)",
            peakMB: peakMB,
            against: "",
            goal: "≤ \(Int(Self.peakMemoryLimitMB)) MB at 10,000 screens",
            met: judged ? peakMB.map { $0 <= Self.peakMemoryLimitMB } : nil,
            note: peaks.count == 2 ? nil : "not measured: a run failed"
        )
    }

    private func openAPIRow() -> Report.Row {
        guard measuresOpenAPI, let document = benchmark.openAPIDocument else {
            return Report.Row(work: "swift-openapi-generator 1.14.3, types + client", against: "",
                              note: "skipped: not built (Benchmarks/build-openapi-generator.sh) or --skip-openapi")
        }
        return row("swift-openapi-generator 1.14.3, types + client, \(megabytes(document.bytes)) MB of OpenAPI YAML; ratio: its seconds per MB over cold `generate`'s",
                   .openAPIGenerator, ratio: .openAPIPerMBOverColdGeneratePerMB, against: "faster per MB", goal: .atLeast(20))
    }
}
