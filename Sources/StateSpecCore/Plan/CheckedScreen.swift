/// A screen that passed the checks, with what every later stage relies on no longer optional:
/// its name, its content type and its first load, and its messages resolved against the policy.
/// Built only from a spec without errors; should a rule that reports one of these be turned off,
/// building it fails with a diagnostic instead of generating code with a made-up name.
public struct CheckedScreen: Sendable {
    public let spec: ScreenSpec
    public let name: String
    public let contentType: String
    public let initialLoad: ScreenSpec.Load
    /// The screen's messages with the policy applied, in the order written.
    let messages: [ResolvedMessage]

    public init(_ spec: ScreenSpec, policy: FeedbackPolicy) throws(GenerationError) {
        func missing(_ what: String) -> GenerationError {
            GenerationError(template: spec.file, message: "\(spec.file) cannot be generated: \(what) (the rule that reports it is turned off)")
        }
        guard let name = spec.name?.value else { throw missing("it names no screen") }
        guard let contentType = spec.content.type?.value else { throw missing("it has no 'content.type'") }
        guard let initialLoad = spec.loads.initial else { throw missing("it has no 'loads.initial'") }
        self.spec = spec
        self.name = name
        self.contentType = contentType
        self.initialLoad = initialLoad
        messages = ResolvedMessage.all(in: spec, policy: policy)
    }
}
