/// The keys of `statespec.yml`, the project's configuration file.
public enum ConfigSchema {
    public static let fileName = "statespec.yml"
    /// What a rule setting may say: turn the rule off, or set its severity.
    public static let ruleSettings = ["off", "warning", "error"]

    public static let config = MappingShape([
        KeyShape("inputs", .list(.text), .optional, "Spec files and folders, relative to this file (default: the folder holding it)."),
        KeyShape("exclude", .list(.text), .optional, "Glob patterns (`*`, `**`, `?`) of spec paths, relative to this file, that lint and generate skip (`specs/drafts/**`)."),
        KeyShape("output", .text, .optional, "The folder `generate` writes into, relative to this file."),
        KeyShape("templates", .text, .optional, "A folder of Stencil templates that replace the defaults file by file."),
        KeyShape("profile", .choice(FeedbackSchema.profiles), .optional, "The feedback profile when the inputs hold no policy file (default `apple-hig`)."),
        KeyShape("access-level", .choice(["internal", "public"]), .optional, "The access level of generated declarations (default `internal`)."),
        KeyShape("layout", .choice(["per-template", "per-spec"]), .optional, "One file per screen and template (default), or one per spec."),
        KeyShape("rules", .namedValues(.choice(ruleSettings)), .optional, "Rule ids with `off`, `warning` or `error`: turns a rule off or changes its severity."),
        KeyShape("overrides", .list(.mapping(MappingShape([
            KeyShape("paths", .list(.text), .required, "Glob patterns (`*`, `**`, `?`) matched against spec paths relative to this file."),
            KeyShape("rules", .namedValues(.choice(ruleSettings)), .required, "Rule settings for those specs; they win over the top-level `rules`."),
        ]))), .optional, "Rule settings for some paths only, later entries winning."),
    ])
}
