// The SwiftPM plugins cannot depend on a library, so Plugins/*/PluginConfiguration.swift are
// symbolic links to this file: the plugins and the tests compile one source. Swift only: no
// Foundation, no other StateSpec type.

/// Which `statespec.yml` the plugins apply to a target, and which of its settings they cannot
/// honour. One configuration serves the command line and the plugins: the package's
/// `statespec.yml` (the one `statespec` reads in the package's folder) applies to every target,
/// unless a target has a `statespec.yml` of its own, which then applies to it instead.
public enum PluginConfiguration {
    /// Which plugin reads the configuration.
    public enum Plugin: Sendable {
        /// StateSpecBuildPlugin: generates on every build, with the per-spec layout, into the
        /// build's own folder, declaring its outputs before the tool runs.
        case build
        /// StateSpecLintPlugin and StateSpecGeneratePlugin: run on demand, on the target's specs.
        case command
    }

    /// The configuration a plugin applies to a target: its own, else the package's, else none
    /// (the defaults).
    public static func choose(targetsOwn: String?, packages: String?) -> (path: String, isTargetsOwn: Bool)? {
        if let targetsOwn { return (targetsOwn, true) }
        return packages.map { ($0, false) }
    }

    /// The keys of a configuration's top-level block mapping: the lines that start with a key and
    /// a colon at column 1 (plugins cannot parse YAML; this is all they need).
    public static func topLevelKeys(of text: String) -> [String] {
        var keys: [String] = []
        for line in text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }) {
            guard let first = line.first, !" \t#-{['\"".contains(first), let colon = line.firstIndex(of: ":") else { continue }
            let key = line[..<colon].filter { $0 != " " && $0 != "\t" }
            if !key.isEmpty { keys.append(String(key)) }
        }
        return keys
    }

    /// A warning for each setting of a target's own configuration that `plugin` cannot honour:
    /// the plugins choose the specs (the target's files) and the output folder themselves, and
    /// the build plugin its layout, declaring its outputs from every spec in the target. The
    /// package's configuration gets none: its `inputs` and `output` are the command line's.
    public static func warnings(keys: [String], path: String, isTargetsOwn: Bool, target: String, plugin: Plugin) -> [String] {
        guard isTargetsOwn else { return [] }
        var ignored: [(key: String, why: String)] = [
            ("inputs", "the plugins read the spec files in the target's folder"),
            ("output", "the plugins choose where the generated Swift goes"),
        ]
        if plugin == .build {
            ignored += [
                ("exclude", "the build plugin generates every spec in the target's folder; move a spec out of the target to leave it out"),
                ("layout", "the build plugin always generates one file per spec"),
            ]
        }
        return ignored.filter { keys.contains($0.key) }.map { key, why in
            "\(path): '\(key):' does not apply to target '\(target)' under StateSpec's plugins: \(why)"
        }
    }
}
