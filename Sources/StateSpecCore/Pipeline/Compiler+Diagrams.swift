extension Compiler {
    /// The state diagrams of a linted run without errors: one per screen, one per section of a
    /// screen made of sections, in the order of the screens' names, each from the plan its view
    /// model is generated from.
    public func diagrams(_ linted: LintResult) throws(GenerationError) -> [ScreenDiagram] {
        let (plans, _) = try plan(linted)
        return plans.flatMap { plan in
            let spec = linted.context.screens.first { $0.file == plan.specPath && $0.name?.value == plan.name }
            var diagrams = spec.map { ScreenDiagram.all(plan, spec: $0) } ?? [ScreenDiagram(plan)]
            for index in diagrams.indices { diagrams[index].specPath = plan.specPath }
            return diagrams
        }
    }
}

extension Compiler {
    /// The HTML state catalog of a linted run without errors: every screen in every state, with
    /// its diagrams (`diagrams`, drawn as SVG where `drawings` has them) and its findings.
    public func catalogSite(_ linted: LintResult, diagrams: [ScreenDiagram], drawings: [String: String]) throws(GenerationError) -> [GeneratedFile] {
        let (plans, app) = try plan(linted)
        let screenFiles = Set(plans.map(\.specPath))
        let screens = plans.map { plan in
            CatalogSite.Screen(plan: plan, diagrams: diagrams.filter { $0.screen == plan.name && $0.specPath == plan.specPath },
                               findings: linted.diagnostics.filter { $0.file == plan.specPath })
        }
        let files = CatalogSite.files(screens, app: app, policyFindings: linted.diagnostics.filter { !screenFiles.contains($0.file) }, drawings: drawings)
        try Generator.checkOutputNames(files.map(\.path)) { name in files.first { $0.path == name }?.source }
        return files
    }

    /// The diagram files of `diagrams` in `format`, their names checked as every output's are.
    public static func diagramFiles(_ diagrams: [ScreenDiagram], format: DiagramFormat) throws(GenerationError) -> [GeneratedFile] {
        let files = format.files(diagrams)
        try Generator.checkOutputNames(files.map(\.path)) { name in files.first { $0.path == name }?.source }
        return files
    }

    /// What the templates see, for a linted run without errors: the app's context and every
    /// screen's by name, or only `screen`'s (nil when no screen has that name). A screen's
    /// sections are rendered as screens of their own, with contexts of their own.
    public func templateContext(_ linted: LintResult, screen: String? = nil) throws(GenerationError) -> TemplateValue? {
        let (plans, app) = try plan(linted)
        let access = generator.accessLevel
        var screens: [String: TemplateValue] = [:]
        for plan in plans.flatMap({ [$0] + $0.sections.map(\.plan) }) where screen == nil || plan.name == screen {
            screens[plan.name] = SwiftContext.screen(plan, access: access)
        }
        guard let screen else { return ["app": SwiftContext.app(app, access: access), "screens": .object(screens)] }
        return screens[screen]
    }
}
