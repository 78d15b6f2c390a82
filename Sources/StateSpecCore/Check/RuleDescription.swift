/// Everything known about a rule besides its logic: its id, what it checks, why, and
/// examples that are at once its documentation and its tests.
public struct RuleDescription: Sendable {
    /// Stable, kebab-case, printed after every diagnostic: `missing-state`.
    public var id: String
    /// One line: what the rule checks.
    public var summary: String
    /// Why it matters to the people using the screen.
    public var rationale: String
    public var severity: Severity
    /// Specs on which the rule reports nothing.
    public var passingExamples: [RuleExample]
    /// Specs on which the rule reports exactly at each `↓`: the ones written with the rule, then
    /// one per row of the key relations table that reports under its id.
    public var failingExamples: [RuleExample]
    /// True for rules that keep generated files inside the output folder and apart from each
    /// other: always errors, which no configuration turns off or down and no comment suppresses.
    public var isMandatory: Bool

    public init(
        id: String,
        summary: String,
        rationale: String,
        severity: Severity = .error,
        passingExamples: [RuleExample],
        failingExamples: [RuleExample],
        isMandatory: Bool = false
    ) {
        self.id = id
        self.summary = summary
        self.rationale = rationale
        self.severity = severity
        self.passingExamples = passingExamples
        self.failingExamples = failingExamples + SpecSchema.allRelations.filter { $0.rule == id }.map { RuleExample($0.example) }
        self.isMandatory = isMandatory
    }
}

/// One or more spec files for a rule example. In failing examples a `↓` stands just before
/// each place the rule must report, as in SwiftLint's rule examples.
public struct RuleExample: Sendable {
    public static let marker: Character = "↓"

    public var files: [String]

    public init(_ yaml: String) { files = [yaml] }
    public init(files: [String]) { self.files = files }

    /// The example's files without markers, named `example-1.yaml`, `example-2.yaml`, ….
    public var sources: [SpecSource] {
        files.enumerated().map { index, text in
            SpecSource(path: "example-\(index + 1).yaml", text: text.filter { $0 != Self.marker })
        }
    }

    /// Where the markers stand, as the positions a diagnostic would carry once they are removed.
    public var markedLocations: [(file: String, location: SourceLocation)] {
        var result: [(String, SourceLocation)] = []
        for (index, text) in files.enumerated() {
            var line = 1
            var column = 1
            for character in text {
                if character == Self.marker {
                    result.append(("example-\(index + 1).yaml", SourceLocation(line: line, column: column)))
                } else if character.isNewline {
                    line += 1
                    column = 1
                } else {
                    column += character.unicodeScalars.count
                }
            }
        }
        return result
    }
}
