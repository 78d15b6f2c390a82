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
    /// Matched in time proportional to the pattern's length times the path's, whatever the
    /// stars: trying every way to split the path among the stars, as backtracking does, takes
    /// time exponential in their number (ten `**/a` against a path 40 folders deep: over 30 s).
    static func matches(_ pattern: String, _ path: String) -> Bool {
        let pattern = Array(pattern), path = Array(path)
        let width = path.count + 1
        // `matched[p * width + s]`: whether the pattern from `p` matches the path from `s`,
        // filled from the ends backwards, so each cell needs only cells already filled.
        var matched = [Bool](repeating: false, count: (pattern.count + 1) * width)
        matched[pattern.count * width + path.count] = true
        for p in stride(from: pattern.count - 1, through: 0, by: -1) {
            let crossesFolders = pattern[p] == "*" && p + 1 < pattern.count && pattern[p + 1] == "*"
            let rest = p + (crossesFolders ? 2 : 1)
            // Whether the star, matching the path from `s` on for as long as it likes, leaves
            // a part the rest of the pattern matches.
            var starThenRest = false
            for s in stride(from: path.count, through: 0, by: -1) {
                let here: Bool
                if pattern[p] == "*" {
                    starThenRest = matched[rest * width + s] || (s < path.count && (crossesFolders || path[s] != "/") && starThenRest)
                    // `**/` also matches no folder at all.
                    let noFolder = crossesFolders && rest < pattern.count && pattern[rest] == "/" && matched[(rest + 1) * width + s]
                    here = noFolder || starThenRest
                } else {
                    here = s < path.count && (pattern[p] == "?" ? path[s] != "/" : pattern[p] == path[s]) && matched[(p + 1) * width + s + 1]
                }
                matched[p * width + s] = here
            }
        }
        return matched[0]
    }
}
