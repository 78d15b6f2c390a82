/// A rule over every document that finds most of what it finds in one screen at a time, from
/// the screen alone: the linter checks that part with each document, on all cores, and the rest
/// once every document is read. Its findings are the ones `check(_:)` returns, in that order.
protocol ScreenPartsRule: Rule {
    /// What the rule finds in one screen and its sections.
    func checkScreen(_ spec: ScreenSpec) -> [Finding]
    /// What it finds beyond the screens (in the feedback policy), after every screen's findings.
    func checkBeyondScreens(_ context: LintContext) -> [Finding]
}

extension ScreenPartsRule {
    var role: RuleRole { RuleRole(kind: .screenParts(self)) }

    func check(_ context: LintContext) -> [Finding] {
        context.screens.flatMap(checkScreen) + checkBeyondScreens(context)
    }

    func checkBeyondScreens(_ context: LintContext) -> [Finding] { [] }
}
