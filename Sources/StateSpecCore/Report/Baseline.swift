/// The findings a project has accepted for now, so that lint reports only new ones: how an
/// existing app adopts StateSpec without fixing 200 screens first. A finding is known by its
/// rule, its file and its content (the trimmed text of the line it points at and its document
/// path), never by its line number, so lines added or removed above a finding do not make it
/// new again. Identical findings are counted: a second copy of a known one is new.
public struct Baseline: Sendable, Equatable {
    public struct Entry: Sendable, Hashable, Comparable {
        public var rule: String
        public var file: String
        public var path: String
        public var content: String

        public static func < (lhs: Entry, rhs: Entry) -> Bool {
            (lhs.file, lhs.rule, lhs.path, lhs.content) < (rhs.file, rhs.rule, rhs.path, rhs.content)
        }
    }

    public static let version = 1

    /// Sorted, so that the same findings always write the same bytes.
    public var entries: [Entry]

    public init(entries: [Entry]) {
        self.entries = entries.sorted()
    }

    /// The baseline of `diagnostics`, whose lines are read from `sources`.
    public init(_ diagnostics: [Diagnostic], sources: [SpecSource]) {
        let lines = SourceLineIndex(sources, files: Set(diagnostics.map(\.file)))
        self.init(entries: diagnostics.map { lines.entry(for: $0) })
    }

    /// The diagnostics the baseline does not hold, and how many it matched.
    public func newDiagnostics(_ diagnostics: [Diagnostic], sources: [SpecSource]) -> (new: [Diagnostic], known: Int) {
        var remaining: [Entry: Int] = [:]
        for entry in entries { remaining[entry, default: 0] += 1 }
        let lines = SourceLineIndex(sources, files: Set(diagnostics.map(\.file)))
        var new: [Diagnostic] = []
        var known = 0
        for diagnostic in diagnostics {
            let entry = lines.entry(for: diagnostic)
            if let count = remaining[entry], count > 0 {
                remaining[entry] = count - 1
                known += 1
            } else {
                new.append(diagnostic)
            }
        }
        return (new, known)
    }

    /// The baseline file: JSON, one object per finding, for review in a pull request.
    public func rendered() -> String {
        JSONText.object([
            "version": .int(Self.version),
            "findings": .array(entries.map { entry in
                .object(["rule": .string(entry.rule), "file": .string(entry.file), "path": .string(entry.path), "content": .string(entry.content)])
            }),
        ]).rendered()
    }

    /// Reads a baseline file; the reason it cannot, otherwise.
    public static func parse(_ text: String) -> Result<Baseline, BaselineError> {
        let json: JSONText
        do { json = try JSONReader.read(text) } catch { return .failure(BaselineError(message: "is not JSON: \(error.message)")) }
        guard case .object(let root) = json, case .array(let findings)? = root["findings"] else {
            return .failure(BaselineError(message: "is not a StateSpec baseline: no \"findings\" list"))
        }
        if let version = root["version"], version != .number(String(Self.version)), version != .int(Self.version) {
            return .failure(BaselineError(message: "is a baseline of another version; write it again with --write-baseline"))
        }
        var entries: [Entry] = []
        for finding in findings {
            guard case .object(let fields) = finding,
                  case .string(let rule)? = fields["rule"], case .string(let file)? = fields["file"],
                  case .string(let path)? = fields["path"], case .string(let content)? = fields["content"] else {
                return .failure(BaselineError(message: "has a finding without \"rule\", \"file\", \"path\" and \"content\""))
            }
            entries.append(Entry(rule: rule, file: file, path: path, content: content))
        }
        return .success(Baseline(entries: entries))
    }
}

public struct BaselineError: Error, Sendable, Equatable {
    public var message: String
}

/// The lines of the checked files, split once per file that has a diagnostic.
private struct SourceLineIndex {
    var lines: [String: SourceLines] = [:]

    init(_ sources: [SpecSource], files: Set<String>) {
        for source in sources where files.contains(source.path) && lines[source.path] == nil {
            lines[source.path] = SourceLines(String(decoding: source.bytes, as: UTF8.self))
        }
    }

    func entry(for diagnostic: Diagnostic) -> Baseline.Entry {
        let text = lines[diagnostic.file]?.text(diagnostic.location.line) ?? ""
        let content = String(text.drop { $0 == " " || $0 == "\t" || $0 == "\u{FEFF}" }).trimmingTrailingSpaces
        // `./specs/A.yaml` and `specs/A.yaml` are the same file.
        var file = Substring(diagnostic.file)
        while file.hasPrefix("./") { file = file.dropFirst(2) }
        return Baseline.Entry(rule: diagnostic.ruleID, file: String(file), path: diagnostic.documentPath, content: content)
    }
}
