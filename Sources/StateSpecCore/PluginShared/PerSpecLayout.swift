// StateSpecBuildPlugin cannot depend on a library, so Plugins/StateSpecBuildPlugin/PerSpecLayout.swift
// is a symbolic link to this file: the tool and the plugin compile one source, and the plugin
// declares exactly the files the tool writes. Swift only: no Foundation, no other StateSpec type.

/// The file names of `generate --layout per-spec`, which build tools rely on before the tool
/// runs: every YAML input gives one `<FileBaseName>.swift` (a screen spec its screen's code, the
/// feedback policy a file that says where its code is), and every app-wide template
/// (`App….swift.stencil`) one file of its name. Which YAML file is a spec and which the policy
/// makes no difference to the names, so nothing needs to read a YAML file to know them.
public enum PerSpecLayout {
    /// The configuration file's name; never an input.
    public static let configFileName = "statespec.yml"
    /// What a spec or policy file's name ends with, compared without case.
    public static let inputExtensions = ["yaml", "yml"]
    /// Templates whose names start with this render once per run, not once per screen.
    public static let appWidePrefix = "App"
    /// What every template's name ends with; without it, the name is the output's.
    public static let templateSuffix = ".stencil"
    /// The app-wide templates StateSpec ships (templates/App*.swift.stencil), by output name.
    public static let defaultAppWideOutputs = ["AppFeedbackPolicy.swift"]

    /// Whether a file with this name is a spec or policy input: a `.yaml` or `.yml` file other
    /// than the configuration.
    public static func isInput(fileName: String) -> Bool {
        let lowered = fileName.lowercased()
        guard lowered != configFileName, let dot = lowered.lastIndex(of: ".") else { return false }
        return inputExtensions.contains(String(lowered[lowered.index(after: dot)...]))
    }

    /// `specs/Timeline.yaml` → `Timeline`: the file name without its folder and extension.
    public static func baseName(ofPath path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    /// `specs/Timeline.yaml` → `Timeline.swift`: what one input generates.
    public static func outputName(ofInput path: String) -> String {
        baseName(ofPath: path) + ".swift"
    }

    /// Whether a template renders once per run.
    public static func isAppWide(templateName: String) -> Bool {
        templateName.hasPrefix(appWidePrefix)
    }

    /// `AppRoutes.swift.stencil` → `AppRoutes.swift`; nil for a file that is not a template.
    public static func outputName(ofTemplate templateName: String) -> String? {
        guard templateName.hasSuffix(templateSuffix), templateName.count > templateSuffix.count else { return nil }
        return String(templateName.dropLast(templateSuffix.count))
    }

    /// The files rendered once per run: the default app-wide templates' and those of a team's
    /// templates folder (given by file name), sorted.
    public static func appWideOutputs(teamTemplates: [String]) -> [String] {
        let own = teamTemplates.filter(isAppWide(templateName:)).compactMap(outputName(ofTemplate:))
        return Set(defaultAppWideOutputs + own).sorted()
    }

    /// Every file one run writes for these inputs, sorted; the String Catalog is not one of
    /// them (the per-spec layout does not write it).
    public static func outputs(inputs: [String], teamTemplates: [String]) -> [String] {
        (inputs.map(outputName(ofInput:)) + appWideOutputs(teamTemplates: teamTemplates)).sorted()
    }
}
