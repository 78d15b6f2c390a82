/// What the last `generate` into a folder worked from and wrote, kept in the folder so that the
/// next run redoes only what changed: when nothing did, it prints the last run's warnings and
/// writes nothing; when some specs did, only their files are rendered again. It only ever saves
/// work: a cache that is missing, damaged, from another version or options, or that disagrees
/// with the folder (a file edited, removed or replaced: every file is checked against its hash)
/// costs a full run, never a wrong output. Like the generated code, it is the same bytes for
/// the same inputs on every machine.
public struct GenerationCache: Sendable, Equatable {
    public static let fileName = OutputFileName.reservedPrefix + "-cache"
    static let header = "# What StateSpec's last generate in this folder worked from and wrote. It only saves work: delete it to regenerate everything. Generated; do not edit."
    static let format = "statespec-cache 1"

    /// A generated file as the run left it.
    public struct Output: Sendable, Equatable {
        /// The spec it was generated from; nil for the files every run writes.
        public var source: String?
        /// The `ContentHash` of its bytes, to tell cheaply that it is unchanged.
        public var hash: String
        /// The SHA-256 of its bytes, which the manifest lists as proof that StateSpec wrote it.
        public var sha256: String

        public init(source: String?, hash: String, sha256: String) {
            self.source = source
            self.hash = hash
            self.sha256 = sha256
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
    /// What each spec puts into the String Catalog, as a hash (`StringCatalog.fragmentHash`).
    public var catalogFragments: [String: String] = [:]
    /// The warnings the run printed, to print again when nothing changed.
    public var diagnostics: [Diagnostic]

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
        runKey == self.runKey && inputs == self.inputs && outputs.allSatisfy { hashes[$0.key] == $0.value.hash }
    }

    /// The specs whose files can be kept as they are: the same run and policy, the spec's bytes
    /// unchanged, and every file generated from it still as the cache left it.
    public func reusableSpecs(runKey: String, policyKey: String, inputs: [String: String], hashes: [String: String]) -> Set<String> {
        guard runKey == self.runKey, policyKey == self.policyKey else { return [] }
        var outputsBySource: [String: [(String, Output)]] = [:]
        for (name, output) in outputs { if let source = output.source { outputsBySource[source, default: []].append((name, output)) } }
        var reusable: Set<String> = []
        for (source, files) in outputsBySource where inputs[source] != nil && inputs[source] == self.inputs[source] {
            if files.allSatisfy({ hashes[$0.0] == $0.1.hash }) { reusable.insert(source) }
        }
        return reusable
    }

    // MARK: Text

    /// Reads the cache's text; nil for anything that is not a whole cache of this format.
    public init?(parsing text: String) {
        var text = text
        guard let parsed = text.withUTF8({ Self.parse($0) }) else { return nil }
        self = parsed
    }

    private static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> GenerationCache? {
        var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)[...]
        func string(_ field: Slice<UnsafeBufferPointer<UInt8>>) -> String { unescape(String(decoding: field, as: UTF8.self)[...]) }
        guard let header = lines.popFirst(), header.elementsEqual(Self.header.utf8),
              let format = lines.popFirst(), format.elementsEqual(Self.format.utf8),
              let run = lines.popFirst(), run.starts(with: "run ".utf8),
              let policy = lines.popFirst(), policy.starts(with: "policy ".utf8) else { return nil }
        var cache = GenerationCache(runKey: string(run.dropFirst(4)), policyKey: string(policy.dropFirst(7)),
                                    inputs: [:], outputs: [:], diagnostics: [])
        var ended = false
        for line in lines {
            if ended {
                guard line.isEmpty else { return nil }
                continue
            }
            let fields = line.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false)
            guard let kind = fields.first.map({ String(decoding: $0, as: UTF8.self) }) else { return nil }
            switch (kind, fields.count) {
            case ("input", 3):
                cache.inputs[string(fields[2])] = string(fields[1])
            case ("fragment", 3):
                cache.catalogFragments[string(fields[2])] = string(fields[1])
            case ("output", 5):
                let source = string(fields[3])
                cache.outputs[string(fields[4])] = Output(source: source.isEmpty ? nil : source, hash: string(fields[1]), sha256: string(fields[2]))
            case ("diagnostic", 8):
                guard let severity = Severity(rawValue: string(fields[1])), let line = Int(string(fields[4])),
                      let column = Int(string(fields[5])) else { return nil }
                cache.diagnostics.append(Diagnostic(ruleID: string(fields[2]), severity: severity, message: string(fields[7]),
                                                    file: string(fields[3]), location: SourceLocation(line: line, column: column),
                                                    documentPath: string(fields[6])))
            case ("end", 1):
                ended = true
            default:
                return nil
            }
        }
        // A cache cut short (a killed run) is no cache.
        return ended ? cache : nil
    }

    /// The cache's text: sorted, one record a line, fields separated by tabs.
    public func rendered() -> String {
        var lines = [Self.header, Self.format, "run \(runKey)", "policy \(Self.escape(policyKey))"]
        lines.reserveCapacity(inputs.count + catalogFragments.count + outputs.count + diagnostics.count + 5)
        for path in inputs.keys.sorted() { lines.append(Self.record("input", inputs[path]!, path)) }
        for path in catalogFragments.keys.sorted() { lines.append(Self.record("fragment", catalogFragments[path]!, path)) }
        for name in outputs.keys.sorted() {
            let output = outputs[name]!
            lines.append(Self.record("output", output.hash, output.sha256, output.source ?? "", name))
        }
        for diagnostic in diagnostics {
            lines.append(Self.record("diagnostic", diagnostic.severity.rawValue, diagnostic.ruleID, diagnostic.file,
                                     String(diagnostic.location.line), String(diagnostic.location.column), diagnostic.documentPath, diagnostic.message))
        }
        lines.append("end")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func record(_ fields: String...) -> String {
        fields.map(escape).joined(separator: "\t")
    }

    /// Tabs, line breaks and `%` in a field as `%09`, `%0A`, `%0D` and `%25`.
    static func escape(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "%") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": result += "%25"
            case "\t": result += "%09"
            case "\n": result += "%0A"
            case "\r": result += "%0D"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    static func unescape(_ text: Substring) -> String {
        guard text.utf8.contains(UInt8(ascii: "%")) else { return String(text) }
        return String(text).replacingOccurrences(of: "%09", with: "\t").replacingOccurrences(of: "%0A", with: "\n")
            .replacingOccurrences(of: "%0D", with: "\r").replacingOccurrences(of: "%25", with: "%")
    }
}
