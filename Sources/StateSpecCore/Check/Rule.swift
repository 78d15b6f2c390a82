/// What the rules check: every file of one run, so that rules can compare files, and the
/// feedback policy in force.
public struct LintContext: Sendable {
    public let documents: [SpecDocument]
    /// The policy file's policy, or the built-in default when there is no policy file.
    public var policy: FeedbackPolicy
    /// The profile the configuration names, which applies when no document is a policy file.
    public let defaultProfile: FeedbackPolicy.Profile

    /// - Parameter defaultProfile: The profile whose built-in policy applies when no document is a policy file.
    public init(documents: [SpecDocument], defaultProfile: FeedbackPolicy.Profile = .appleHIG) {
        self.documents = documents
        self.defaultProfile = defaultProfile
        screens = ScreenList(documents: documents)
        // With several policy files, the first by path rules; `duplicate-policy` reports the rest.
        policy = documents.compactMap(\.policy).min { ($0.file ?? "") < ($1.file ?? "") } ?? .builtIn(defaultProfile)
    }

    /// The screen specs among the documents, in their order.
    public let screens: ScreenList
}

/// The screen specs among a run's documents, read from the documents rather than copied: a
/// large app's specs are held once.
public struct ScreenList: RandomAccessCollection, Sendable {
    private let documents: [SpecDocument]
    private let positions: [Int]

    init(documents: [SpecDocument]) {
        self.documents = documents
        positions = documents.indices.filter { documents[$0].spec != nil }
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { positions.count }
    public subscript(position: Int) -> ScreenSpec {
        // Every position names a document with a spec.
        documents[positions[position]].spec!
    }
}

/// A problem a rule found; the linter adds the rule's id and severity.
public struct Finding: Sendable, Hashable {
    public var file: String
    public var location: SourceLocation
    public var path: String
    public var message: String
    /// Related places, shown as notes.
    public var notes: [DiagnosticNote] = []
    /// What this finding explains, when it is a root cause (see `Cascade`).
    public var cause: Cause?

    public init(file: String, location: SourceLocation, path: String = "", message: String, notes: [DiagnosticNote] = []) {
        self.file = file
        self.location = location
        self.path = path
        self.notes = notes
        // Messages quote spec text; whatever it holds, a diagnostic stays one printable line.
        self.message = PrintableLine.escaped(message)
    }

    public init<T>(file: String, at value: Located<T>, _ message: String) {
        self.init(file: file, location: value.location, path: value.path, message: message)
    }

    public init(file: String, at node: SyntaxNode, _ message: String) {
        self.init(file: file, location: node.location, path: node.path, message: message)
    }
}

/// One check over the specs. Each rule lives in its own file under `Check/Rules/`.
public protocol Rule: Sendable {
    static var description: RuleDescription { get }
    init()
    func check(_ context: LintContext) -> [Finding]
    /// How the linter runs the rule. Each kind of rule below gives its own, so that the linter
    /// never casts a rule to find out: a cast looks the conformance up at run time.
    var role: RuleRole { get }
}

extension Rule {
    public var role: RuleRole { RuleRole(kind: .acrossDocuments) }
}

/// A rule's kind, with the rule as that kind.
public struct RuleRole: Sendable {
    enum Kind: Sendable {
        /// A rule over every document at once.
        case acrossDocuments
        case structure(any StructureRule)
        case document(any DocumentRule)
        case feedback(any FeedbackRule)
        case screenParts(any ScreenPartsRule)
        case suppression(any SuppressionRule)
        /// A rule whose findings are rows of the key relations table, found in the linter's walk.
        case relations
    }

    let kind: Kind
}

/// A rule about one screen at a time, which reads the model only: every position it reports is
/// on the model. (The key-table rules, `SchemaWalker`'s, are the ones that read syntax trees:
/// they check the trees' shape before there is a model to speak of.)
public protocol DocumentRule: Rule {
    func check(_ spec: ScreenSpec) -> [Finding]
}

extension DocumentRule {
    public var role: RuleRole { RuleRole(kind: .document(self)) }

    public func check(_ context: LintContext) -> [Finding] {
        context.screens.flatMap(checkWithSections)
    }

    /// What the rule finds in a screen and in each of its sections.
    func checkWithSections(_ spec: ScreenSpec) -> [Finding] {
        spec.findingsWithSections(check)
    }
}

extension ScreenSpec {
    /// What `check` finds in the screen and in each of its sections, which it checks as a screen
    /// of its own, with the sections' findings at their paths under the section.
    func findingsWithSections(_ check: (ScreenSpec) -> [Finding]) -> [Finding] {
        check(self) + sections.flatMap { section in check(section.spec).map { $0.inSection(section) } }
    }
}

extension Finding {
    /// The finding with its document path (and its cause's) under the section's: rules name
    /// paths from a screen's root (`loads.more`), which in a section is `sections.posts.loads.more`.
    func inSection(_ section: ScreenSpec.Section) -> Finding {
        func underSection(_ path: String) -> String {
            if path == section.path || path.hasPrefix(section.path + ".") { return path }
            return path.isEmpty ? section.path : "\(section.path).\(path)"
        }
        var finding = self
        finding.path = underSection(path)
        finding.cause?.mapping = underSection(cause?.mapping ?? "")
        return finding
    }
}
