/// What a template can use: every key of the context's types (`TemplateContext`), with its kind
/// and meaning, for template authors (the Templates article's table). The keys are made from
/// those types' declarations and doc comments (`ContextReference+Keys.swift`), and a test
/// requires every key the golden specs' contexts hold to be listed, and every key listed to
/// appear in one of them.
public enum ContextReference {
    public struct Key: Sendable {
        /// `refresh.failureFeedback`; `states[].name` for the items of a list.
        public var path: String
        public var kind: String
        public var meaning: String
    }

    static func key(_ path: String, _ kind: String, _ meaning: String) -> Key {
        Key(path: path, kind: kind, meaning: meaning)
    }

    /// The Templates article's tables.
    public static func markdown() -> String {
        func table(_ keys: [Key]) -> String {
            (["| key | kind | meaning |", "| --- | --- | --- |"] + keys.map { "| `\($0.path)` | \($0.kind) | \($0.meaning) |" })
                .joined(separator: "\n")
        }
        return "Screen templates:\n\n" + table(screen)
            + "\n\nScreen templates, for a screen made of sections (each section renders first as a screen of its own, with the keys above):\n\n" + table(sectionedScreen)
            + "\n\nApp-wide templates (`App….swift.stencil`):\n\n" + table(app) + "\n"
    }

    /// Every key path a context holds, as the table writes them (`states[].name`).
    static func paths(in value: TemplateValue, prefix: String = "") -> Set<String> {
        var paths: Set<String> = []
        switch value {
        case .object(let fields):
            for (name, field) in fields {
                let path = prefix.isEmpty ? name : "\(prefix).\(name)"
                paths.insert(path)
                paths.formUnion(Self.paths(in: field, prefix: path))
            }
        case .list(let items):
            for item in items { paths.formUnion(Self.paths(in: item, prefix: prefix + "[]")) }
        default:
            break
        }
        return paths
    }

    /// Whether a path a context holds is listed: exactly, or by a `*.` row for its last part.
    static func documents(_ path: String, in keys: [Key]) -> Bool {
        // A key of a type met earlier is listed under its first path (`error.message` as `empty.message`).
        var path = path
        for (later, first) in sameKeys where path.hasPrefix(later + ".") {
            path = first + path.dropFirst(later.count)
        }
        return keys.contains { $0.path == path }
    }
}
