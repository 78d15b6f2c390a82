import ArgumentParser
import Foundation

/// `swift run -c release statespec-benchmark`: measures the release `statespec` against the
/// speed goals in `Goals`, each as a ratio against a Yams floor measured in the same run. An
/// instrument, not a test: it always exits 0 once it has measured.
@main
struct BenchmarkCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "statespec-benchmark",
        abstract: "Measures statespec lint and generate as ratios against Yams parsing the same files, in one run."
    )

    @Option(help: "How many screens the corpus holds (about 1 KB of YAML each).")
    var screens = 1_000

    @Option(help: "How many screens the scaling corpus holds.")
    var largeScreens = 10_000

    @Option(help: "Rounds of measurements; the report gives medians.")
    var repetitions = 5

    @Option(help: "Rounds with the scaling corpus.")
    var largeRepetitions = 3

    @Flag(help: "Leave out the scaling corpus.")
    var skipLarge = false

    @Option(help: "The statespec binary to measure (default: built in release from this package).")
    var statespec: String?

    @Option(help: "A swift-openapi-generator binary (default: the one Benchmarks/build-openapi-generator.sh builds, when built).")
    var openapiGenerator: String?

    @Flag(help: "Leave out swift-openapi-generator even when it is built.")
    var skipOpenapi = false

    @Option(help: "The seed of the corpus.")
    var seed: UInt64 = 9

    @Flag(help: "Print the report as JSON instead of a Markdown table.")
    var json = false

    @Flag(help: "Keep the temporary folder with the corpus.")
    var keep = false

    @Option(help: "How many state changes the state coverage row makes.")
    var stateChanges = 20_000

    @Flag(help: "Measure only what state coverage costs while off (in this process; no statespec binary needed).")
    var stateRecordingOnly = false

    /// A path given on the command line, as seen from the folder it was given in (the run
    /// moves into its scratch folder before it starts the binaries).
    private static func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    }

    func run() throws {
        // In this process, on the main thread, before the corpus is written: no other work meanwhile.
        let recording = MainActor.assumeIsolated { StateRecordingCost(count: stateChanges, rounds: 7).measure() }
        let recordingRow = recording.row(count: stateChanges)
        if stateRecordingOnly {
            print(String(format: "%@: %.4f s with coverage off, %.4f s floor, ratio %.2f× floor; %.4f s with coverage on",
                         "\(stateChanges.formatted()) state changes", recording.offSeconds, recording.floorSeconds, recording.ratio, recording.onSeconds))
            return
        }
        guard let statespec = statespec.map(Self.absolute) ?? Toolchain.statespec() else {
            throw ValidationError("no statespec binary: build it with `swift build -c release --product statespec` or pass --statespec")
        }
        let openAPIGenerator = skipOpenapi ? nil : openapiGenerator.map(Self.absolute) ?? Toolchain.openAPIGenerator
        // Read before measuring: what was measured, even if the tree changes meanwhile.
        let version = Toolchain.version(of: statespec)
        let commit = Toolchain.commit
        let scratch = try makeScratchFolder()
        // statespec looks for statespec.yml in the current folder; the scratch folder has none.
        _ = FileManager.default.changeCurrentDirectoryPath(scratch)
        defer {
            if keep { progress("kept \(scratch)") } else { try? FileManager.default.removeItem(atPath: scratch) }
        }

        progress("writing \(screens.formatted()) screens\(skipLarge ? "" : " and \(largeScreens.formatted())") into \(scratch)")
        let corpus = try Corpus(screens: screens, seed: seed, in: scratch)
        let largeCorpus = skipLarge ? nil : try Corpus(screens: largeScreens, seed: seed, in: scratch)
        let document = try openAPIGenerator.map { _ in try writeOpenAPIDocument(in: scratch) }

        var benchmark = Benchmark(
            settings: .init(repetitions: repetitions, largeRepetitions: largeRepetitions, statespec: statespec, openAPIGenerator: openAPIGenerator),
            corpus: corpus, largeCorpus: largeCorpus, openAPIDocument: document, scratch: scratch)
        try benchmark.run()

        let report = Report(
            command: (["swift run -c release statespec-benchmark"] + CommandLine.arguments.dropFirst()).joined(separator: " "),
            statespecVersion: version,
            commit: commit,
            cores: YamsFloor.threadCount,
            screens: screens,
            corpusBytes: corpus.byteCount,
            largeScreens: largeCorpus?.screenCount,
            openAPIDocumentBytes: document?.bytes,
            repetitions: repetitions,
            largeRepetitions: largeRepetitions,
            corpusProblems: benchmark.corpusProblems,
            rows: Goals(benchmark: benchmark, measuresLarge: !skipLarge, measuresOpenAPI: openAPIGenerator != nil).rows + [recordingRow]
        )
        print(json ? report.json : report.markdown)
    }

    func validate() throws {
        guard screens >= 2, largeScreens >= 2 else { throw ValidationError("a corpus needs at least 2 screens") }
        guard repetitions >= 1, largeRepetitions >= 1 else { throw ValidationError("repetitions must be at least 1") }
        guard stateChanges >= 1 else { throw ValidationError("--state-changes must be at least 1") }
    }

    private func makeScratchFolder() throws -> String {
        let path = (NSTemporaryDirectory() as NSString).appendingPathComponent("statespec-benchmark-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.removeItem(atPath: path)
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// About 1 MB of OpenAPI YAML, the size of the StateSpec corpus's default.
    private func writeOpenAPIDocument(in scratch: String) throws -> (path: String, bytes: Int) {
        let path = (scratch as NSString).appendingPathComponent("openapi.yaml")
        let bytes = Data(OpenAPIDocumentText.text(targetBytes: 1_000_000).utf8)
        try bytes.write(to: URL(fileURLWithPath: path))
        return (path, bytes.count)
    }
}
