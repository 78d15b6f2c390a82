/// A file as the rules see it: its syntax tree (or why it has none) and its model, which is a
/// screen spec or the app's feedback policy. A class, so that the rules share one copy.
public final class SpecDocument: Sendable {
    public let parsed: ParsedFile
    /// The screen, for files that parsed into a screen spec.
    public let spec: ScreenSpec?
    /// The policy, for the feedback policy file.
    public let policy: FeedbackPolicy?

    /// Keys and values spelt as an earlier release spelt them, which `root` holds spelt as today.
    public let oldSpellings: [FoundOldSpelling]
    /// Keys an earlier release implied, which `root` holds as if written.
    public let impliedKeys: [FoundImpliedKey]
    /// Old forms a rename cannot say (`FoundOldForm`), which `root` holds as today's.
    public let oldForms: [FoundOldForm]

    public var path: String { parsed.path }
    public var root: SyntaxNode? { parsed.root }

    /// True for `statespec.yml`, which is checked against its own key table only.
    public let isConfiguration: Bool

    /// The key tables this document is checked against. Stored: asking whether there is a
    /// policy would copy it.
    public let schema: MappingShape

    /// A configuration file, for the structural rules only.
    init(configuration source: SpecSource) {
        parsed = SyntaxParser.parse(source)
        isConfiguration = true
        spec = nil
        policy = nil
        schema = ConfigSchema.config
        oldSpellings = []
        impliedKeys = []
        oldForms = []
    }

    private init(parsed: ParsedFile, spec: ScreenSpec?, policy: FeedbackPolicy?, schema: MappingShape,
                 oldSpellings: [FoundOldSpelling], impliedKeys: [FoundImpliedKey], oldForms: [FoundOldForm]) {
        self.parsed = parsed
        self.oldSpellings = oldSpellings
        self.impliedKeys = impliedKeys
        self.oldForms = oldForms
        self.spec = spec
        self.policy = policy
        isConfiguration = false
        self.schema = schema
    }

    /// The document once the rules that read its tree have run: its model without the tree.
    public func withoutTree() -> SpecDocument {
        var parsed = parsed
        parsed.root = nil
        return SpecDocument(parsed: parsed, spec: spec, policy: policy, schema: schema, oldSpellings: oldSpellings, impliedKeys: impliedKeys, oldForms: oldForms)
    }

    public init(parsing source: SpecSource) {
        var parsed = SyntaxParser.parse(source)
        isConfiguration = false
        let isPolicy = parsed.root.map(PolicyBuilder.isPolicy) ?? false
        // Old spellings are read as today's, and keys an earlier release implied as written,
        // before any rule or the model reads the tree.
        var found: [FoundOldSpelling] = []
        var implied: [FoundImpliedKey] = []
        var forms: [FoundOldForm] = []
        if !isPolicy, let tree = parsed.root {
            (parsed.root, found) = Respelling.apply(tree, OldSpelling.screen)
            // Old forms become today's keys before the keys an earlier release implied are read.
            if let renamed = parsed.root { (parsed.root, forms) = OldForms.apply(renamed) }
            if let respelt = parsed.root { (parsed.root, implied) = Implying.apply(respelt, ImpliedKey.screen) }
        }
        oldSpellings = found
        impliedKeys = implied
        oldForms = forms
        self.parsed = parsed
        let root = parsed.root
        policy = isPolicy ? root.map { PolicyBuilder.build($0, file: source.path) } : nil
        spec = isPolicy ? nil : root.map { ModelBuilder.build($0, file: source.path) }
        schema = isPolicy ? FeedbackSchema.policy : SpecSchema.screen
    }
}
