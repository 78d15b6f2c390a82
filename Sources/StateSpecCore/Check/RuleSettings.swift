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
    static func matches(_ pattern: String, _ path: String) -> Bool {
        matches(Array(pattern), 0, Array(path), 0)
    }

    private static func matches(_ pattern: [Character], _ p: Int, _ path: [Character], _ s: Int) -> Bool {
        guard p < pattern.count else { return s == path.count }
        guard pattern[p] == "*" else {
            guard s < path.count, pattern[p] == "?" ? path[s] != "/" : pattern[p] == path[s] else { return false }
            return matches(pattern, p + 1, path, s + 1)
        }
        let crossesFolders = p + 1 < pattern.count && pattern[p + 1] == "*"
        let rest = p + (crossesFolders ? 2 : 1)
        // `**/` also matches no folder at all.
        if crossesFolders, rest < pattern.count, pattern[rest] == "/", matches(pattern, rest + 1, path, s) { return true }
        var index = s
        while true {
            if matches(pattern, rest, path, index) { return true }
            guard index < path.count, crossesFolders || path[index] != "/" else { return false }
            index += 1
        }
    }
}
