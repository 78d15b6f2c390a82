/// What the last `generate` into a folder worked from and wrote, kept in the folder so that the
/// next run redoes only what changed: when nothing did, it prints the last run's warnings and
/// writes nothing; when some specs did, only their files are rendered again. It only ever saves
/// work: a cache that is missing, damaged, from another version or options, or that disagrees
/// with the folder (a file edited, removed or replaced: every file is checked against its hash)
/// costs a full run, never a wrong output. Like the generated code, it is the same bytes for
/// the same inputs on every machine. (How the command line tells that a file is as the cache
/// left it without reading it: `OutputStamps`.)
public struct GenerationCache: Sendable, Equatable {
    public static let fileName = OutputFileName.reservedPrefix + "-cache"
    static let header = "# What StateSpec's last generate in this folder worked from and wrote. It only saves work: delete it to regenerate everything. Generated; do not edit."
    static let format = "statespec-cache 4"

    /// A generated file as the run left it.
    public struct Output: Sendable, Equatable {
        /// The spec it was generated from; nil for the files every run writes.
        public var source: String?
        /// The `ContentHash` of its bytes, to tell cheaply that it is unchanged.
        public var hash: String
        /// The SHA-256 of its bytes, which the manifest lists as proof that StateSpec wrote it.
        public var sha256: String
        /// How many bytes it has.
        public var size: Int

        public init(source: String?, hash: String, sha256: String, size: Int) {
            self.source = source
            self.hash = hash
            self.sha256 = sha256
            self.size = size
        }
    }

    /// Everything a run's output depends on beyond its specs: the tool's version, the options,
    /// the templates and the configuration.
    public var runKey: String
    /// The policy the screens were generated under: its files' hashes, or the built-in profile.
    public var policyKey: String
    /// Each input file's path and the `ContentHash` of its bytes.
    public var inputs: [String: String]
    /// Each generated file by name.
    public var outputs: [String: Output]
    /// What each spec puts into the String Catalog, as a hash (`StringCatalog.Fragment.hash`).
    public var catalogFragments: [String: String] = [:]
    /// The warnings the run printed, to print again when nothing changed.
    public var diagnostics: [Diagnostic]
    /// True when the String Catalog the run left is exactly the one it generated (nobody's
    /// translations in it), so that while it stays so, the next run can replace it without
    /// reading and merging it.
    public var catalogIsGenerated = false

    public init(runKey: String, policyKey: String, inputs: [String: String], outputs: [String: Output], diagnostics: [Diagnostic]) {
        self.runKey = runKey
        self.policyKey = policyKey
        self.inputs = inputs
        self.outputs = outputs
        self.diagnostics = diagnostics
    }

    // MARK: What may be reused

    /// True when a run with these inputs would change nothing: the same run and inputs, and
    /// every output as the cache left it (`hashes`: the `ContentHash` of what the folder holds now).
    public func coversUnchangedRun(runKey: String, inputs: [String: String], hashes: [String: String]) -> Bool {
        runKey == self.runKey && inputs == self.inputs && outputs.keys.allSatisfy { holds($0, hashes: hashes) }
    }

    /// True when the folder's file `name` (its `ContentHash` in `hashes`) is as the run left it.
    public func holds(_ name: String, hashes: [String: String]) -> Bool {
        outputs[name].map { hashes[name] == $0.hash } ?? false
    }

    /// The specs whose files can be kept as they are, with those files' names: the same run and
    /// policy, the spec's bytes unchanged, the files the cache lists for it exactly the ones
    /// `expectedOutputs` names for it now, and each still as the cache left it (`hashes`).
    public func keptSpecs(runKey: String, policyKey: String, inputs: [String: String], hashes: [String: String],
                          expectedOutputs: (_ specPath: String) -> [String]?) -> [String: [String]] {
        guard runKey == self.runKey, policyKey == self.policyKey else { return [:] }
        var outputsBySource: [String: [String]] = [:]
        outputsBySource.reserveCapacity(self.inputs.count)
        // Specs with a file that is not as the cache left it: never kept.
        var touched: Set<String> = []
        for (name, output) in outputs {
            guard let source = output.source else { continue }
            if hashes[name] == output.hash {
                outputsBySource[source, default: []].append(name)
            } else {
                touched.insert(source)
            }
        }
        var kept: [String: [String]] = [:]
        kept.reserveCapacity(outputsBySource.count)
        for (source, names) in outputsBySource where touched.isEmpty || !touched.contains(source) {
            guard let input = inputs[source], input == self.inputs[source], let expected = expectedOutputs(source),
                  expected.count == names.count else { continue }
            let names = names.sorted()
            guard expected.sorted() == names else { continue }
            kept[source] = names
        }
        return kept
    }

    // MARK: Text

    /// Reads the cache's text; nil for anything that is not a whole cache of this format.
    public init?(parsing text: String) {
        var text = text
        guard let parsed = text.withUTF8({ Self.parse($0) }) else { return nil }
        self = parsed
    }

    /// The cache of a file's bytes; nil unless they are UTF-8 text a run wrote.
    public init?(parsing bytes: [UInt8]) {
        guard let text = String(validating: bytes, as: UTF8.self) else { return nil }
        self.init(parsing: text)
    }

    /// Whether the cache in `bytes` lists exactly these inputs (path → `ContentHash`), read only
    /// as far as its inputs go: they come first, and a run whose specs changed since (nearly
    /// every run that is not unchanged) needs the rest of the cache only after its specs are
    /// checked. False for anything but a cache a run wrote, inputs first.
    public static func lists(inputs: [String: String], in bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { bytes in
            var lines = RecordReader(bytes)
            guard let header = lines.next(), header.equals(Self.header), let format = lines.next(), format.equals(Self.format),
                  lines.next()?.value(after: "run ") != nil, lines.next()?.value(after: "policy ") != nil else { return false }
            var listed = 0
            while let line = lines.next() {
                var fields = line.fieldReader
                guard let kind = fields.next() else { return false }
                switch Record(kind) {
                case .catalog: continue
                case .input:
                    guard let hash = fields.nextString(), let path = fields.nextString(), fields.atEnd, inputs[path] == hash else { return false }
                    listed += 1
                default:
                    return listed == inputs.count
                }
            }
            return listed == inputs.count
        }
    }

    private static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> GenerationCache? {
        var lines = RecordReader(bytes)
        guard let header = lines.next(), header.equals(Self.header),
              let format = lines.next(), format.equals(Self.format),
              let runKey = lines.next()?.value(after: "run "),
              let policyKey = lines.next()?.value(after: "policy ") else { return nil }
        var cache = GenerationCache(runKey: runKey, policyKey: policyKey, inputs: [:], outputs: [:], diagnostics: [])
        var ended = false
        while let line = lines.next() {
            if ended {
                guard line.bytes.isEmpty else { return nil }
                continue
            }
            var fields = line.fieldReader
            guard let kind = fields.next() else { return nil }
            switch Record(kind) {
            case .input:
                guard let hash = fields.nextString(), let path = fields.nextString(), fields.atEnd else { return nil }
                cache.inputs[path] = hash
            case .catalog:
                guard fields.nextString() == "generated", fields.atEnd else { return nil }
                cache.catalogIsGenerated = true
            case .fragment:
                guard let hash = fields.nextString(), let path = fields.nextString(), fields.atEnd else { return nil }
                cache.catalogFragments[path] = hash
            case .output:
                guard let hash = fields.nextString(), let sha256 = fields.nextString(), let size = fields.nextInt(),
                      let source = fields.nextString(), let name = fields.nextString(), fields.atEnd else { return nil }
                cache.outputs[name] = Output(source: source.isEmpty ? nil : source, hash: hash, sha256: sha256, size: size)
            case .diagnostic:
                guard let severity = fields.nextString().flatMap(Severity.init(rawValue:)), let ruleID = fields.nextString(),
                      let file = fields.nextString(), let lineNumber = fields.nextInt(), let column = fields.nextInt(),
                      let documentPath = fields.nextString(), let message = fields.nextString(), fields.atEnd else { return nil }
                cache.diagnostics.append(Diagnostic(ruleID: ruleID, severity: severity, message: message, file: file,
                                                    location: SourceLocation(line: lineNumber, column: column), documentPath: documentPath))
            case .end:
                guard fields.atEnd else { return nil }
                ended = true
            case nil:
                return nil
            }
        }
        // A cache cut short (a killed run) is no cache.
        return ended ? cache : nil
    }

    /// The kinds of record, by their first field.
    private enum Record: String {
        case input, catalog, fragment, output, diagnostic, end

        init?(_ field: UnsafeBufferPointer<UInt8>) {
            self.init(rawValue: String(decoding: field, as: UTF8.self))
        }
    }

    /// The cache's text: sorted (`ByteOrder`), one record a line, fields separated by tabs.
    public func rendered() -> String {
        String(decoding: renderedBytes(), as: UTF8.self)
    }

    /// `rendered()`'s UTF-8 bytes, made without a String in between: a large app's cache is megabytes.
    public func renderedBytes() -> [UInt8] {
        var writer = RecordWriter(capacity: 128 * (inputs.count + catalogFragments.count) + 256 * outputs.count + 512)
        writer.line(Self.header)
        writer.line(Self.format)
        writer.field("run \(runKey)")
        writer.endRecord()
        writer.field("policy \(policyKey)")
        writer.endRecord()
        if catalogIsGenerated {
            writer.field("catalog")
            writer.field("generated")
            writer.endRecord()
        }
        for (path, hash) in inputs.sorted(by: { ByteOrder.precedes($0.key, $1.key) }) { writer.record("input", hash, path) }
        for (path, hash) in catalogFragments.sorted(by: { ByteOrder.precedes($0.key, $1.key) }) { writer.record("fragment", hash, path) }
        for (name, output) in outputs.sorted(by: { ByteOrder.precedes($0.key, $1.key) }) {
            writer.field("output")
            writer.field(output.hash)
            writer.field(output.sha256)
            writer.field(output.size)
            writer.field(output.source ?? "")
            writer.field(name)
            writer.endRecord()
        }
        for diagnostic in diagnostics {
            writer.field("diagnostic")
            writer.field(diagnostic.severity.rawValue)
            writer.field(diagnostic.ruleID)
            writer.field(diagnostic.file)
            writer.field(diagnostic.location.line)
            writer.field(diagnostic.location.column)
            writer.field(diagnostic.documentPath)
            writer.field(diagnostic.message)
            writer.endRecord()
        }
        writer.line("end")
        return writer.bytes
    }
}

private extension RecordWriter {
    mutating func record(_ kind: String, _ first: String, _ second: String) {
        field(kind)
        field(first)
        field(second)
        endRecord()
    }
}

extension GenerationCache {
    /// The cache's bytes for the next run: what this run worked from (`self`) and what the folder
    /// holds once `plan` is applied, with the files kept as the last run (`previous`) recorded them.
    public func recording(_ plan: OutputPlan, reused: [String: String], previous: GenerationCache?) -> [UInt8] {
        var cache = self
        let catalog = Generator.stringCatalogName
        cache.catalogIsGenerated = reused[catalog] != nil ? previous?.catalogIsGenerated ?? false : plan.catalogIsGenerated ?? false
        // The run's own outputs as they are (shared, not copied: a large app's are thousands),
        // then the reused ones as the last run recorded them.
        cache.outputs = plan.outputs
        for name in reused.keys {
            cache.outputs[name] = previous?.outputs[name]
        }
        return cache.renderedBytes()
    }
}
