import Foundation
import StateSpecCore
import StateSpecTestSupport

/// The fuzzing driver used when libFuzzer is not linked in: mutates a seed corpus (spec files
/// given with `--corpus`, the example-like random projects of `RandomSpecs`) for a given time
/// and runs each input through `FuzzTarget`. Before each run the input is written to
/// `--last-input`, so that a crash leaves the input that caused it.
///
///     statespec-fuzz [--seconds 60] [--seed 1] [--corpus DIR]... [--last-input PATH]
///     statespec-fuzz --write-seeds DIR [--corpus DIR]...   (a seed corpus for libFuzzer)
public enum PlainFuzzer {
    public static func main(arguments: [String]) throws {
        var seconds = 60.0, seed: UInt64 = 1, corpusFolders: [String] = [], lastInput = ".build/fuzz/last-input"
        var seedFolder: String?
        var remaining = arguments[...]
        while let name = remaining.popFirst() {
            guard let value = remaining.popFirst() else { throw Usage() }
            switch name {
            case "--seconds": seconds = Double(value) ?? seconds
            case "--seed": seed = UInt64(value) ?? seed
            case "--corpus": corpusFolders.append(value)
            case "--last-input": lastInput = value
            case "--write-seeds": seedFolder = value
            default: throw Usage()
            }
        }
        var random = SplitMix(seed: seed)
        let corpus = try seeds(from: corpusFolders, random: &random)
        if let seedFolder {
            try FileManager.default.createDirectory(atPath: seedFolder, withIntermediateDirectories: true)
            for (index, input) in corpus.enumerated() {
                try Data(input).write(to: URL(fileURLWithPath: seedFolder).appendingPathComponent("seed-\(index)"))
            }
            print("statespec-fuzz: wrote \(corpus.count) seed inputs to \(seedFolder)")
            return
        }
        try FileManager.default.createDirectory(atPath: (lastInput as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let recorder = try InputRecorder(path: lastInput)
        let deadline = Date().addingTimeInterval(seconds)
        var executions = 0
        var largest = 0
        while Date() < deadline {
            for _ in 0..<20 {
                let input = mutate(random.pick(corpus), corpus: corpus, random: &random)
                recorder.record(input)
                FuzzTarget.run(input)
                executions += 1
                largest = max(largest, input.count)
            }
        }
        print("statespec-fuzz: \(executions) executions in \(seconds) s (seed \(seed), \(corpus.count) seed inputs, largest input \(largest) bytes): no property broken, no crash")
    }

    struct Usage: Error, CustomStringConvertible {
        var description: String { "usage: statespec-fuzz [--seconds N] [--seed N] [--corpus DIR]... [--last-input PATH] [--write-seeds DIR]" }
    }

    /// The seed inputs: every file of the corpus folders as a single spec (selector 0), and
    /// random lint-clean projects as multi-file inputs (selector 1).
    static func seeds(from folders: [String], random: inout SplitMix) throws -> [[UInt8]] {
        var seeds: [[UInt8]] = []
        for folder in folders {
            for name in try FileManager.default.contentsOfDirectory(atPath: folder).sorted() {
                guard let data = FileManager.default.contents(atPath: (folder as NSString).appendingPathComponent(name)) else { continue }
                seeds.append([0] + Array(data))
                seeds.append([2] + Array(data))
                seeds.append([3] + Array(data))
            }
        }
        var generator = RandomSpecs(seed: random.next())
        for _ in 0..<40 {
            guard let project = LintRepair.repair(generator.project(screens: Int.random(in: 1...3, using: &random))).project else { continue }
            let files = project.files.map { Array($0.text.utf8) }
            seeds.append([1] + Array(files.joined(separator: [0x1E])))
        }
        seeds.append([3] + Array(StringCatalogFixture.generated.utf8))
        for name in ["Timeline", "Time\u{202E}enil", "zero\u{200B}width", "bom\u{FEFF}", "line\u{2028}break", "new\nline", "tab\t", "e\u{301}", "日本語", "..", "-rf"] {
            seeds.append([6] + Array(name.utf8))
        }
        seeds.append([6, 0x54, 0xFF, 0xFE, 0x61])
        let deep = Array(repeating: "a", count: 40).joined(separator: "/")
        for pattern in [String(repeating: "**/a", count: 10), String(repeating: "*a", count: 30) + "b", "specs/**/*.yaml", String(repeating: "*", count: 2_000)] {
            seeds.append([5] + Array(pattern.utf8) + [0x1E] + Array(deep.utf8))
        }
        seeds += outputSeeds()
        for (index, _) in NumberSite.all.enumerated() {
            for value in NumberSite.hostileValues + ["4", "2.5", "31536000", "-1"] { seeds.append([4, UInt8(index)] + Array(value.utf8)) }
        }
        return seeds
    }

    /// Hostile inputs of the modes from `FuzzTarget.extendedModes` up: coverage reports,
    /// String Catalog texts, catalog and diagram texts, screen names.
    static func outputSeeds() -> [[UInt8]] {
        let base = FuzzTarget.extendedModes
        let escapes = String(repeating: "\\u0041", count: 10_000)
        let reports = [
            #"{"format": "statespec-coverage", "version": 1, "screens": {"Texts": {"states": ["ideal", "empty"], "messages": ["refreshFailed"], "causes": {}}}}"#,
            #"{"format": "statespec-coverage", "version": 1, "screens": {"\#(escapes)": {"states": [], "messages": []}}}"#,
            #"{"format": "statespec-coverage", "version": 1, "screens": {"Tex\nts\u2028": {"states": ["\u0000"], "messages": []}}}"#,
            #"{"format": "statespec-coverage", "version": 1, "screens": {"\"\u0301": {"states": ["<\u0301"], "messages": []}}}"#,
            #"{"format": "statespec-coverage", "version": 1, "screens": "# + String(repeating: "[", count: 5_000),
        ]
        let names = ["index", "Index", "INDEX", "Texts", "index_", "Catalog", "StateSpec", "style", "Style", "diagram", "Ｉｎｄｅｘ", "i\u{307}ndex"]
        var seeds: [[UInt8]] = reports.map { [base] + Array($0.utf8) }
        for text in HostileText.outputTexts {
            seeds.append([base + 1] + Array(text.utf8))
            seeds.append([base + 2] + Array(text.utf8))
        }
        for name in names { seeds.append([base + 3] + Array(name.utf8)) }
        return seeds
    }

    static let fragments: [[UInt8]] = [
        ":", " ", "\n", "- ", "{", "}", "[", "]", "\"", "'", "#", "&a ", "*a", "  ", "\t", "é", "\u{0}", "? ", ",", "|", ">",
        "!!str ", "%YAML 1.2\n", "---\n", "...\n", "\\u0000", "../", "/", "screen: ", "waived: x", "causes: {", "feedback:\n  a: {",
        "{count}", "%@", "\u{2028}", "\r", "\u{FEFF}",
    ].map { Array($0.utf8) }

    /// One to four random edits: byte changes, inserted fragments, deleted or repeated ranges,
    /// or a splice with another seed.
    static func mutate(_ input: [UInt8], corpus: [[UInt8]], random: inout SplitMix) -> [UInt8] {
        var bytes = input
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            let position = bytes.isEmpty ? 0 : Int.random(in: 0..<bytes.count, using: &random)
            switch Int.random(in: 0..<6, using: &random) {
            case 0 where !bytes.isEmpty && position > 0:
                bytes[position] = UInt8.random(in: 0...255, using: &random)
            case 1:
                bytes.insert(contentsOf: random.pick(fragments), at: position)
            case 2 where !bytes.isEmpty:
                let end = min(bytes.count, position + Int.random(in: 1...32, using: &random))
                bytes.removeSubrange(max(1, position)..<max(max(1, position), end))
            case 3 where !bytes.isEmpty:
                let end = min(bytes.count, position + Int.random(in: 1...64, using: &random))
                let range = Array(bytes[position..<end])
                for _ in 0..<Int.random(in: 1...8, using: &random) { bytes.insert(contentsOf: range, at: position) }
            case 4:
                let other = random.pick(corpus)
                let cut = other.isEmpty ? 0 : Int.random(in: 0..<other.count, using: &random)
                bytes = Array(bytes.prefix(position)) + other.suffix(from: max(1, cut))
            default:
                bytes.insert(UInt8.random(in: 0...255, using: &random), at: position)
            }
        }
        return Array(bytes.prefix(256 * 1024))
    }
}

/// Keeps the input being run in a file, rewritten in place before every run.
final class InputRecorder {
    let handle: FileHandle

    init(path: String) throws {
        guard FileManager.default.createFile(atPath: path, contents: nil), let handle = FileHandle(forWritingAtPath: path) else { throw CocoaError(.fileWriteUnknown) }
        self.handle = handle
    }

    func record(_ input: [UInt8]) {
        try? handle.truncate(atOffset: 0)
        try? handle.write(contentsOf: input)
    }
}
