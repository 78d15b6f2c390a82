/// Renders every template once per screen: `X.swift.stencil` produces `<Screen>X.swift`.
/// Templates named `App….swift.stencil` render once per run (`AppFeedbackPolicy.swift`). A
/// team's templates replace the defaults of the same name and may add more.
public struct Generator: Sendable {
    /// Template file name → template text.
    public let templates: [String: String]
    public var accessLevel: AccessLevel
    public var layout: OutputLayout
    /// How many threads render screens; 1 renders them one after another.
    public var jobs: Int = Parallel.cores
    /// Whether a per-template run writes the String Catalog; false for the fakes, which hold no text.
    public var makesStringCatalog = true
    /// A module every generated Swift file imports with `@testable`, before its other imports:
    /// the app's, for fakes compiled in its test target.
    public var testableImport: String?

    /// Whether the run writes the String Catalog.
    public var writesStringCatalog: Bool { layout == .filePerTemplate && makesStringCatalog }

    /// How generated code is split into files.
    public enum OutputLayout: String, Sendable, CaseIterable {
        /// `<Screen><Template>.swift`: one file per screen and template, for code a team reads.
        case filePerTemplate = "per-template"
        /// `<SpecFileName>.swift`: one file per spec, named after the spec file, so that build
        /// tools know every output's name before the tool runs.
        case filePerSpec = "per-spec"
    }

    public static let templateSuffix = PerSpecLayout.templateSuffix

    public init(templates: [String: String] = DefaultTemplates.all, accessLevel: AccessLevel = .internal,
                layout: OutputLayout = .filePerTemplate) {
        self.templates = templates
        self.accessLevel = accessLevel
        self.layout = layout
        templateNames = templates.keys.sorted().filter { $0.hasSuffix(Self.templateSuffix) }
        screenTemplateNames = templateNames.filter { !$0.hasPrefix(Self.appWidePrefix) }
        screenTemplateSuffixes = screenTemplateNames.map { $0.dropLast(Self.templateSuffix.count) }
    }

    /// The defaults with `overrides` laid over them, file by file.
    public static func templates(overriding overrides: [String: String]) -> [String: String] {
        DefaultTemplates.all.merging(overrides) { $1 }
    }

    /// Templates whose names start with this render once per run, not once per screen.
    public static let appWidePrefix = PerSpecLayout.appWidePrefix

    /// The String Catalog every run writes, with every message's text for translators.
    public static let stringCatalogName = "StateSpec.xcstrings"

    public func generate(_ specs: [ScreenSpec], policy: FeedbackPolicy = .builtIn()) throws(GenerationError) -> [GeneratedFile] {
        var plans: [ScreenPlan] = []
        for spec in specs.sorted(by: { ($0.name?.value ?? "") < ($1.name?.value ?? "") }) {
            plans.append(try ScreenPlan.make(spec, policy: policy))
        }
        return try generate(plans, app: AppPlan(policy: policy, screens: plans))
    }

    /// Renders every screen's files, the app-wide files and the String Catalog, on all cores.
    /// The order of the result never depends on the order of the work.
    public func generate(_ plans: [ScreenPlan], app: AppPlan) throws(GenerationError) -> [GeneratedFile] {
        var shared = try sharedFiles(rendering: plans, keeping: [:], app: app, withCatalog: true)
        if writesStringCatalog { shared.append(stringCatalog(for: plans).file) }
        return (shared + (try screenFiles(plans))).sorted { $0.path < $1.path }
    }

    /// The files of a run that come from no one screen but the String Catalog: the app-wide
    /// files, or the policy file's note; made once the names of every file the run produces are
    /// checked: those of `plans`, which `screenFiles` renders, batch by batch if need be, of
    /// `kept` (spec path → the names of its files, which are known to be up to date and not
    /// rendered), and the String Catalog's when `withCatalog` (the run writes one, made by
    /// `stringCatalog(for:)` or spliced from the last run's: `StringCatalog.Splice`).
    public func sharedFiles(rendering plans: [ScreenPlan], keeping kept: [String: [String]], app: AppPlan,
                            withCatalog: Bool) throws(GenerationError) -> [GeneratedFile] {
        let renderer = Renderer.shared(for: templates)
        var files: [GeneratedFile] = []
        /// Where each file that comes from no screen comes from, for diagnostics about its name.
        var origins: [String: String] = [:]
        let appContext = renderer.prepare(SwiftContext.app(app, access: accessLevel))
        for templateName in templateNames where templateName.hasPrefix(Self.appWidePrefix) {
            let output = String(templateName.dropLast(Self.templateSuffix.count))
            files.append(GeneratedFile(path: output, contents: importingTestable(try renderer.render(templateName, appContext, for: "the feedback policy"))))
            origins[output] = templateName
        }
        var catalogName: [String] = []
        switch layout {
        case .filePerTemplate:
            if withCatalog { catalogName = [Self.stringCatalogName] }
        case .filePerSpec:
            if let policyPath = app.policyPath {
                let output = PerSpecLayout.outputName(ofInput: policyPath)
                files.append(GeneratedFile(path: output, contents: Self.policyFileNote(policyPath, appWide: files.map(\.path).sorted())))
                origins[output] = policyPath
            }
        }
        let suffixes = screenTemplateSuffixes
        let renderedNames = plans.flatMap { plan in outputNames(screens: [plan.name] + plan.sections.map(\.plan.name), specPath: plan.specPath, suffixes: suffixes) }
        // Where a name comes from is looked for only when it has a problem.
        try Self.checkOutputNames(files.map(\.path) + catalogName + renderedNames + kept.values.joined()) { name in
            origins[name] ?? plans.first { outputNames(for: $0).contains(name) }?.specPath ?? kept.first { $0.value.contains(name) }?.key
        }
        return files
    }

    /// The String Catalog of `plans`, which must hold every screen's plan, hashed, with each
    /// screen's fragment hash by spec path; the fragments already made are in `known`. Made on
    /// up to `width` threads (default: the generator's).
    public func stringCatalog(for plans: [ScreenPlan], known: [String: StringCatalog.Fragment] = [:],
                              width: Int? = nil) -> (file: GeneratedFile, fragmentHashes: [String: String]) {
        var hashes: [String: String] = [:]
        let text = StringCatalog.make(for: plans, known: known, width: width ?? jobs, fragmentHashes: &hashes)
        return (GeneratedFile(path: Self.stringCatalogName, hashing: text), hashes)
    }

    /// The files of `plans`' screens, rendered on all cores, in the plans' order.
    public func screenFiles(_ plans: some RandomAccessCollection<ScreenPlan> & Sendable) throws(GenerationError) -> [GeneratedFile] {
        let renderer = Renderer.shared(for: templates)
        let screenTemplates = screenTemplateNames
        return try Parallel.map(Array(plans), width: jobs) { plan throws(GenerationError) in
            try screenFiles(plan, templates: screenTemplates, renderer: renderer)
        }.flatMap { $0 }
    }

    /// The templates, in name order; worked out once: a run names every screen's files.
    private let templateNames: [String]

    /// The templates rendered once per screen, in name order.
    private let screenTemplateNames: [String]

    /// The names of a screen's files, without rendering them.
    public func outputNames(for plan: ScreenPlan) -> [String] {
        outputNames(screens: [plan.name] + plan.sections.map(\.plan.name), specPath: plan.specPath)
    }

    /// The names of the files of the screens `screens` (a screen, and the sections it is made
    /// of), specified in `specPath`.
    public func outputNames(screens: [String], specPath: String) -> [String] {
        outputNames(screens: screens, specPath: specPath, suffixes: screenTemplateSuffixes)
    }

    /// What each screen template adds to a screen's name (`ViewModel.swift`), in template order.
    private let screenTemplateSuffixes: [Substring]

    private func outputNames(screens: [String], specPath: String, suffixes: [Substring]) -> [String] {
        switch layout {
        case .filePerTemplate:
            screens.flatMap { screen in suffixes.map { screen + $0 } }
        case .filePerSpec:
            [PerSpecLayout.outputName(ofInput: specPath)]
        }
    }

    /// One screen's files: one per template, or all of them in one file per spec.
    private func screenFiles(_ plan: ScreenPlan, templates: [String], renderer: Renderer) throws(GenerationError) -> [GeneratedFile] {
        let context = renderer.prepare(SwiftContext.screen(plan, access: accessLevel))
        var parts: [GeneratedFile] = []
        // A section is rendered as a screen of its own, before the screen that owns it.
        for section in plan.sections {
            let sectionContext = renderer.prepare(SwiftContext.screen(section.plan, access: accessLevel))
            for templateName in templates {
                let output = section.plan.name + templateName.dropLast(Self.templateSuffix.count)
                parts.append(GeneratedFile(path: output, contents: try renderer.render(templateName, sectionContext, for: plan.specPath), source: plan.specPath))
            }
        }
        for templateName in templates {
            let output = plan.name + templateName.dropLast(Self.templateSuffix.count)
            parts.append(GeneratedFile(path: output, contents: try renderer.render(templateName, context, for: plan.specPath), source: plan.specPath))
        }
        switch layout {
        case .filePerTemplate:
            guard testableImport != nil else { return parts }
            return parts.map { GeneratedFile(path: $0.path, contents: importingTestable($0.contents), source: plan.specPath) }
        case .filePerSpec:
            let combined = importingTestable(SwiftLayout.combining(parts.map(\.contents)))
            return [GeneratedFile(path: PerSpecLayout.outputName(ofInput: plan.specPath), contents: combined, source: plan.specPath)]
        }
    }

    /// `text` with `testableImport`'s line, when there is one.
    private func importingTestable(_ text: String) -> String {
        testableImport.map { Self.addingTestableImport($0, to: text) } ?? text
    }

    /// `text` with `@testable import <module>` before its first `import` line; as it is when it
    /// imports nothing.
    static func addingTestableImport(_ module: String, to text: String) -> String {
        let line = "@testable import \(module)\n"
        if text.hasPrefix("import ") { return line + text }
        guard let first = text.range(of: "\nimport ") else { return text }
        var result = text
        result.insert(contentsOf: line, at: text.index(after: first.lowerBound))
        return result
    }

    /// Every file name is one plain name inside the output folder, and no two differ only by
    /// case, whatever the rules let through: two specs named alike in different folders would
    /// overwrite each other's output, and a name with `/` would leave the folder.
    /// `origin`: the spec or template a name comes from, looked up only for a name in error.
    static func checkOutputNames(_ names: [String], origin: (String) -> String?) throws(GenerationError) {
        // Nearly every run has no problem, which one pass shows without sorting (and nearly
        // always without a string per name); only a run with one goes on to find its first
        // problem in name order.
        if OutputFileName.allPlainAndDistinct(names) { return }
        var keys = Set<String>(minimumCapacity: names.count)
        if names.allSatisfy({ OutputFileName.problem(with: $0) == nil && keys.insert(OutputFileName.collisionKey($0)).inserted }) { return }
        var first: [String: String] = [:]
        for name in names.sorted() {
            let shown = Diagnostic.quoted(name)
            if let problem = OutputFileName.problem(with: name) {
                throw GenerationError(template: origin(name) ?? shown, message: "the generated file name \(shown) \(problem); rename the screen, spec file or template")
            }
            let key = OutputFileName.collisionKey(name)
            if let earlier = first[key] {
                let spelling = earlier == name ? "" : " and \(Diagnostic.quoted(earlier)), which differ only by case"
                throw GenerationError(template: origin(name) ?? shown, message: "more than one spec generates \(shown)\(spelling); rename a spec file or a screen")
            }
            first[key] = name
        }
    }

    /// What the per-spec layout writes for the feedback policy file: every input gets a file of
    /// its name, so that build tools know the outputs without reading YAML. The policy's code is
    /// app-wide.
    static func policyFileNote(_ policyPath: String, appWide: [String]) -> String {
        let name = policyPath.split(separator: "/").last.map(String.init) ?? policyPath
        // The fakes have no app-wide file: the policy gives them nothing.
        guard !appWide.isEmpty else {
            return """
            // Generated by StateSpec from \(name), the feedback policy, which these templates turn into no Swift;
            // this file exists because every spec and policy file gets one of its name in the per-spec layout.

            """
        }
        return """
        // Generated by StateSpec from \(name), the feedback policy. Its Swift is app-wide, in
        // \(appWide.joined(separator: ", ")); this file exists because every spec and policy file
        // gets one of its name in the per-spec layout.

        """
    }
}
