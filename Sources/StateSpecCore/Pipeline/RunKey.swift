/// What a run's output depends on besides its specs, as one hash: the tool itself (its version,
/// and what it generates for sample screens, so that a rebuilt tool never trusts an older one's
/// output), the configuration and options, and every template.
public struct RunKey: Sendable {
    public let value: String

    /// `configurationBytes`: the configuration file's, if there is one.
    public init(toolVersion: String, configuration: Configuration, templates: [String: String], configurationBytes: [UInt8]?, compiler: Compiler) {
        var parts = ["statespec \(toolVersion)", BehaviourFingerprint.of(compiler)]
        parts.append("\(configuration.accessLevel ?? .internal) \(configuration.layout ?? .filePerTemplate) \(configuration.profile?.rawValue ?? "")")
        parts.append(SHA256.hex(configurationBytes ?? []))
        for name in templates.keys.sorted() { parts.append("\(name) \(SHA256.hex(Array(templates[name]!.utf8)))") }
        value = SHA256.hex(Array(parts.joined(separator: "\n").utf8))
    }

    /// The policy the screens are generated under: the policy file's bytes, or the built-in profile.
    static func policyKey(_ policy: FeedbackPolicy, inputs: [String: String]) -> String {
        policy.file.flatMap { inputs[$0].map { "\(policy.file!) \($0)" } } ?? "built-in \(policy.profile.rawValue)"
    }
}
