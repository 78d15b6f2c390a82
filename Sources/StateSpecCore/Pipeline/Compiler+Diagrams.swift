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
