/// How a project adjusts rules (from `statespec.yml`): turned off, or with another severity,
/// everywhere or for some paths.
public struct RuleSettings: Sendable {
    public enum Setting: String, Sendable, Hashable {
        case off, warning, error
    }

    public struct Override: Sendable {
        public var patterns: [String]
        public var rules: [String: Setting]

        public init(patterns: [String], rules: [String: Setting]) {
            self.patterns = patterns
            self.rules = rules
        }
    }

    public var rules: [String: Setting]
    public var overrides: [Override]
    /// Turns a diagnostic's path into the path patterns are matched against (relative to the
    /// configuration file's folder).
    public var matchPath: @Sendable (String) -> String

    public init(rules: [String: Setting] = [:], overrides: [Override] = [], matchPath: @escaping @Sendable (String) -> String = { $0 }) {
        self.rules = rules
        self.overrides = overrides
        self.matchPath = matchPath
    }

    /// The diagnostic as the settings leave it, or nil when its rule is off for its file.
    func apply(to diagnostic: Diagnostic) -> Diagnostic? {
        var setting = rules[diagnostic.ruleID]
        if !overrides.isEmpty {
            let path = matchPath(diagnostic.file)
            for override in overrides where override.patterns.contains(where: { Glob.matches($0, path) }) {
                if let value = override.rules[diagnostic.ruleID] { setting = value }
            }
        }
        var result = diagnostic
        switch setting {
        case .off?: return nil
        case .warning?: result.severity = .warning
        case .error?: result.severity = .error
        case nil: break
        }
        return result
    }
}

/// Shell-style path patterns: `*` within a folder name, `**` across folders, `?` one character.
enum Glob {
    /// The longest pattern a configuration may hold, in characters: matching takes memory and
    /// stack in proportion to it (a table of its length times the path's, a level a star).
    static let maximumLength = 1_000

    /// Whether `path` matches `pattern`; a pattern over `maximumLength` matches nothing
    /// (`Configuration.parse` reports it).
    static func matches(_ pattern: String, _ path: String) -> Bool {
        guard pattern.count <= maximumLength else { return false }
        var matcher = Matcher(pattern: Array(pattern), path: Array(path))
        return matcher.matches(from: 0, 0)
    }

    /// Backtracking, as a glob is defined, but each star tries each place in the path once:
    /// without that, the ways to split a path among stars grow exponentially with their number
    /// (ten `**/a` against a path 40 folders deep took over 30 s). Recursion is one level a star.
    private struct Matcher {
        let pattern: [Character]
        let path: [Character]
        /// Per star at `p` and place `s` (`p * (path.count + 1) + s`): `triedRest`, the star has
        /// tried the rest of the pattern from `s` and from every later place it reaches, and none
        /// matched; `failed`, the pattern from the star does not match the path from `s`. Made
        /// at the first star.
        private var tried: [UInt8] = []
        private static let triedRest: UInt8 = 1, failed: UInt8 = 2

        init(pattern: [Character], path: [Character]) {
            self.pattern = pattern
            self.path = path
        }

        /// Whether the pattern from `start` matches the path from `from`.
        mutating func matches(from start: Int, _ from: Int) -> Bool {
            var p = start, s = from
            while p < pattern.count, pattern[p] != "*" {
                guard s < path.count, pattern[p] == "?" ? path[s] != "/" : pattern[p] == path[s] else { return false }
                p += 1
                s += 1
            }
            guard p < pattern.count else { return s == path.count }
            let width = path.count + 1
            if tried.isEmpty { tried = Array(repeating: 0, count: pattern.count * width) }
            if tried[p * width + s] & Self.failed != 0 { return false }
            let crossesFolders = p + 1 < pattern.count && pattern[p + 1] == "*"
            let rest = p + (crossesFolders ? 2 : 1)
            // `**/` also matches no folder at all.
            if crossesFolders, rest < pattern.count, pattern[rest] == "/", matches(from: rest + 1, s) { return true }
            var index = s
            // A place tried before means every later one was too: where the star stops depends
            // on the path alone.
            while tried[p * width + index] & Self.triedRest == 0 {
                if matches(from: rest, index) { return true }
                tried[p * width + index] |= Self.triedRest
                guard index < path.count, crossesFolders || path[index] != "/" else { break }
                index += 1
            }
            tried[p * width + s] |= Self.failed
            return false
        }
    }
}
