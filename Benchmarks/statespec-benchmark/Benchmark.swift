import Foundation

/// Runs the measurements in rounds. Within a round the floor is measured between the tool's
/// runs, and every ratio is taken inside the round; the report gives medians over rounds.
struct Benchmark {
    struct Settings {
        var repetitions: Int
        var largeRepetitions: Int
        var statespec: String
        var openAPIGenerator: String?
    }

    let settings: Settings
    let corpus: Corpus
    let largeCorpus: Corpus?
    /// The OpenAPI document and its size, when the generator is measured.
    let openAPIDocument: (path: String, bytes: Int)?
    let scratch: String
    private(set) var samples = Samples()
    /// The files a cold generate wrote, to time writing them alone; what a strict lint printed.
    private(set) var fileWriting: FileWritingFloor?
    private(set) var corpusProblems: String?
    private var revision = 0
    private var outputCount = 0

    init(settings: Settings, corpus: Corpus, largeCorpus: Corpus?, openAPIDocument: (path: String, bytes: Int)?, scratch: String) {
        self.settings = settings
        self.corpus = corpus
        self.largeCorpus = largeCorpus
        self.openAPIDocument = openAPIDocument
        self.scratch = scratch
    }

    mutating func run() throws {
        try warmUp()
        for round in 1...max(settings.repetitions, 1) {
            progress("round \(round) of \(settings.repetitions)")
            try measureRound()
        }
        guard largeCorpus != nil else { return }
        for round in 1...max(settings.largeRepetitions, 1) where !samples.failed(.largeLint) {
            progress("large round \(round) of \(settings.largeRepetitions)")
            try measureLargeRound()
        }
    }

    // MARK: Rounds

    /// Loads caches, checks that the corpus is lint-clean, and counts the generated files.
    private mutating func warmUp() throws {
        progress("warming up")
        _ = YamsFloor.measure(corpus.files)
        let strict = try ChildProcess.run(lintCommand(corpus) + ["--strict"], outputFile: path("lint-output.txt"), errorFile: errorFile)
        if !strict.succeeded {
            let printed = (try? String(contentsOfFile: path("lint-output.txt"), encoding: .utf8)) ?? ""
            corpusProblems = printed.split(separator: "\n").prefix(3).joined(separator: " / ") + strict.errorOutput
        }
        let output = freshFolder()
        let cold = try run(generateCommand(corpus, into: output))
        if cold.succeeded { fileWriting = try FileWritingFloor(copying: output) }
        _ = try run(generateCommand(corpus, into: output))
        if let openAPIDocument {
            // Only a failure counts: the generator is then left out of the rounds.
            let generated = try run(openAPIGeneratorCommand(openAPIDocument.path))
            if !generated.succeeded { samples.add(generated, as: .openAPIGenerator) }
        }
    }

    private mutating func measureRound() throws {
        var floors: [Double] = []
        func floor() {
            sync()
            floors.append(YamsFloor.measure(corpus.files))
        }

        floor()
        let lint = try measure(.lint, lintCommand(corpus))
        floor()
        var writing: Double?
        if let fileWriting {
            sync()
            writing = try fileWriting.measure(into: freshFolder())
            writing.map { samples.add(floor: $0, as: .fileWriting) }
        }
        let output = freshFolder()
        let cold = try measure(.coldGenerate, generateCommand(corpus, into: output))
        revision += 1
        try corpus.changeOneSpec(revision: revision)
        floor()
        let changed = try measure(.changedGenerate, generateCommand(corpus, into: output))
        floor()
        let unchanged = try measure(.unchangedGenerate, generateCommand(corpus, into: output))
        var openAPI: Double?
        if let openAPIDocument, !samples.failed(.openAPIGenerator) {
            floor()
            openAPI = try measure(.openAPIGenerator, openAPIGeneratorCommand(openAPIDocument.path))
        }

        let roundFloor = median(floors)
        floors.forEach { samples.add(floor: $0) }
        samples.add(.lintOverFloor, lint, over: roundFloor)
        samples.add(.coldGenerateOverFloor, cold, over: roundFloor)
        samples.add(.fileWritingOverFloor, writing, over: roundFloor)
        samples.add(.changedGenerateOverLint, changed, over: lint)
        samples.add(.unchangedGenerateOverLint, unchanged, over: lint)
        if let openAPI, let cold, let openAPIDocument {
            samples.add(.openAPIPerMBOverColdGeneratePerMB, openAPI / Double(openAPIDocument.bytes), over: cold / Double(corpus.byteCount))
        }
        progress(String(format: "floor %.3f s, lint %@, cold generate %@, changed %@, unchanged %@%@", roundFloor,
                        shown(lint), shown(cold), shown(changed), shown(unchanged), openAPI.map { ", openapi \(shown($0))" } ?? ""))
    }

    /// The large corpus against the small one, each measured right after the other.
    private mutating func measureLargeRound() throws {
        guard let largeCorpus else { return }
        sync()
        let smallFloor = YamsFloor.measure(corpus.files)
        let largeFloor = YamsFloor.measure(largeCorpus.files)
        samples.add(floor: largeFloor, as: .largeFloor)
        samples.add(.largeFloorOverFloor, largeFloor, over: smallFloor)

        let smallLint = try run(lintCommand(corpus))
        let largeLint = try measure(.largeLint, lintCommand(largeCorpus))
        samples.add(.largeLintOverLint, largeLint, over: smallLint.succeeded ? smallLint.seconds : nil)
        guard !samples.failed(.largeLint) else {
            samples.skip(.largeColdGenerate, because: "lint of the same specs failed")
            return
        }

        let smallCold = try run(generateCommand(corpus, into: freshFolder()))
        let largeCold = try measure(.largeColdGenerate, generateCommand(largeCorpus, into: freshFolder()))
        samples.add(.largeColdGenerateOverColdGenerate, largeCold, over: smallCold.succeeded ? smallCold.seconds : nil)
        progress(String(format: "floor ×%.2f, lint %@ (×%.2f), cold generate %@ (×%.2f)", largeFloor / smallFloor,
                        shown(largeLint), (largeLint ?? .nan) / smallLint.seconds, shown(largeCold), (largeCold ?? .nan) / smallCold.seconds))
    }

    // MARK: Commands

    /// Runs a step unless it failed before; its seconds, or nil when it failed.
    private mutating func measure(_ step: Step, _ command: [String]) throws -> Double? {
        guard !samples.failed(step) else { return nil }
        let run = try run(command)
        samples.add(run, as: step)
        return run.succeeded ? run.seconds : nil
    }

    /// Starts each run with no dirty pages of earlier runs still being written back.
    private func run(_ command: [String]) throws -> ChildRun {
        sync()
        return try ChildProcess.run(command, errorFile: errorFile)
    }

    private func lintCommand(_ corpus: Corpus) -> [String] {
        [settings.statespec, "lint", corpus.folder]
    }

    private func generateCommand(_ corpus: Corpus, into output: String) -> [String] {
        [settings.statespec, "generate", corpus.folder, "--output", output]
    }

    /// Types and client into a fresh folder (the generator needs it to exist).
    private mutating func openAPIGeneratorCommand(_ document: String) throws -> [String] {
        let output = freshFolder()
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        return [settings.openAPIGenerator ?? "", "generate", "--mode", "types", "--mode", "client", "--output-directory", output, document]
    }

    private var errorFile: String { path("stderr.txt") }

    /// A new output folder for every cold run. Nothing is removed until the benchmark ends: on
    /// ext4, creating files soon after deleting thousands costs the kernel several times more
    /// (its inode allocator skips recently deleted inodes), which would time the file system.
    private mutating func freshFolder() -> String {
        outputCount += 1
        return path("output-\(outputCount)")
    }

    private func path(_ name: String) -> String { (scratch as NSString).appendingPathComponent(name) }

    private func shown(_ seconds: Double?) -> String { seconds.map { String(format: "%.3f s", $0) } ?? "failed" }
}

/// A line on standard error while the benchmark runs, so a long run shows where it is.
func progress(_ line: String) {
    FileHandle.standardError.write(Data("statespec-benchmark: \(line)\n".utf8))
}
