/// The pipeline in one place: parse → model → check → generate. Takes bytes, returns
/// diagnostics and file contents; reading and writing files is the caller's business.
public struct Compiler: Sendable {
    public var linter: Linter
    public var generator: Generator
    /// The feedback profile when no spec file is a policy file.
    public var defaultProfile: FeedbackPolicy.Profile

    public init(linter: Linter = Linter(), generator: Generator = Generator(), defaultProfile: FeedbackPolicy.Profile = .appleHIG) {
        self.linter = linter
        self.generator = generator
        self.defaultProfile = defaultProfile
    }

    /// The compiler a configuration describes.
    public init(configuration: Configuration, templates: [String: String] = DefaultTemplates.all, matchPath: @escaping @Sendable (String) -> String = { $0 }) {
        self.init(
            linter: Linter(settings: RuleSettings(rules: configuration.rules, overrides: configuration.overrides, matchPath: matchPath)),
            generator: Generator(templates: templates, accessLevel: configuration.accessLevel ?? .internal, layout: configuration.layout ?? .filePerTemplate),
            defaultProfile: configuration.profile ?? .appleHIG)
    }

    /// How many threads parse, check and render; 1 does everything on the calling thread.
    /// The output is the same whatever the number.
    public var jobs: Int {
        get { linter.jobs }
        set {
            linter.jobs = newValue
            generator.jobs = newValue
        }
    }

    /// Parses every source, on all cores, and runs every rule.
    /// - Parameter parsed: called once per source when it is parsed, from any thread, so that a
    ///   caller can show progress.
    public func lint(_ sources: [SpecSource], parsed: (@Sendable () -> Void)? = nil) -> LintResult {
        // Each tree lives only while its own document is checked: trees take more memory than
        // every other part of a large run's models.
        let checked = Parallel.map(sources, width: jobs) { [linter] source in
            let document = SpecDocument(parsing: source)
            let found = linter.findingsAlone(in: document)
            parsed?()
            return (found.hasCause ? document : document.withoutTree(), found)
        }
        let context = LintContext(documents: checked.map(\.0), defaultProfile: defaultProfile)
        return LintResult(context: context, diagnostics: linter.lint(context, foundAlone: checked.map(\.1)))
    }

    /// Lints, and generates Swift only when no spec has an error: `GeneratePipeline` with no
    /// output folder and nothing recorded, its files in path order.
    public func generate(_ sources: [SpecSource]) -> GenerateResult {
        var sources = sources
        var collected = CollectedFiles()
        do {
            let outcome = try GeneratePipeline(compiler: self, sources: sources).run(&sources, into: &collected)
            let files = outcome.staged == nil ? [] : collected.files.sorted { $0.path < $1.path }
            return GenerateResult(diagnostics: outcome.diagnostics, files: files)
        } catch {
            // Neither reads nor writes a folder, so nothing throws; reported all the same.
            return GenerateResult(diagnostics: [GenerationError(template: "", message: "\(error)").diagnostic], files: [])
        }
    }

    /// How many screens are planned at once: planning all of a large app's screens together
    /// would hold, for a moment, every plan twice.
    public static let screensPlannedAtOnce = 2048

    /// The plans of a linted run without errors: the screens', sorted by name (of those whose
    /// spec files are in `only`, when given), and the app's, which names every screen.
    public func plan(_ linted: LintResult, only specPaths: Set<String>? = nil) throws(GenerationError) -> (screens: [ScreenPlan], app: AppPlan) {
        let policy = linted.context.policy
        let screens = linted.context.screens
        // Screens are named by their index, not copied (large values); ties keep their order.
        let chosen = screens.indices.filter { specPaths?.contains(screens[$0].file) ?? true }
        let names = chosen.map { screens[$0].name?.value ?? "" }
        let order = chosen.indices.sorted { names[$0] != names[$1] ? names[$0] < names[$1] : $0 < $1 }.map { chosen[$0] }
        var plans: [ScreenPlan] = []
        plans.reserveCapacity(order.count)
        for start in stride(from: 0, to: order.count, by: Self.screensPlannedAtOnce) {
            let part = Array(order[start..<min(start + Self.screensPlannedAtOnce, order.count)])
            plans += try Parallel.map(part, width: jobs) { index throws(GenerationError) in
                try ScreenPlan.make(screens[index], policy: policy)
            }
        }
        return (plans, AppPlan(policy: policy, screenNames: screens.compactMap(\.name?.value)))
    }
}

public struct LintResult: Sendable {
    public var context: LintContext
    public var diagnostics: [Diagnostic]
}

public struct GenerateResult: Sendable {
    public var diagnostics: [Diagnostic]
    /// Empty when any diagnostic is an error: nothing is written then.
    public var files: [GeneratedFile]
}

/// Every file a run stages, kept in memory.
struct CollectedFiles: OutputStaging {
    var writes: Bool { true }
    var files: [GeneratedFile] = []

    mutating func stage(_ files: [PlannedWrite]) { self.files += files.map(\.file) }
    mutating func startStaging(_ files: consuming [PlannedWrite], returningFreedPages: Bool) { stage(files) }
    mutating func finishStaging() {}
}
