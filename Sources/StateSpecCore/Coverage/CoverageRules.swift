/// What `statespec coverage` reports, described as rules are so that every reporter (SARIF's
/// rule list, JUnit, GitHub annotations) can name them. Not lint rules: lint never runs them,
/// and `statespec rules` does not list them.
public enum CoverageRules {
    /// A state, an error cause or a message that no test showed.
    public static let uncoveredState = RuleDescription(
        id: "uncovered-state",
        summary: "Every state, error cause and message a screen's spec declares was shown by some test (statespec coverage).",
        rationale: "A state no test showed is one whose look, text and buttons nobody checked: an empty or error state is what users see when things go wrong, and it is the one that goes untried. The report comes from the tests themselves, run with STATESPEC_COVERAGE set.",
        severity: .warning,
        passingExamples: [],
        failingExamples: []
    )

    /// A screen a coverage report names that the specs given do not declare.
    public static let unknownScreen = RuleDescription(
        id: "unknown-coverage-screen",
        summary: "Every screen a coverage report names is declared by a spec given to statespec coverage.",
        rationale: "A report that names a screen no spec declares was written for other specs, or the specs given leave some out: its states count for nothing.",
        severity: .warning,
        passingExamples: [],
        failingExamples: []
    )

    /// Both, for reporters.
    public static let all = [uncoveredState, unknownScreen]
}
