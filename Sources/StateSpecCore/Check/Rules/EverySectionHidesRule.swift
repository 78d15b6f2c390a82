struct EverySectionHidesRule: DocumentRule {
    static let description = RuleDescription(
        id: "every-section-hides",
        summary: "At least one section stays on screen whatever happens: not every section hides when it fails or is empty (`when-failed: hide`, `when-empty: hide`).",
        rationale: "When every section may hide, a screen whose loads all fail, or all find nothing, shows nothing at all: no message, no retry, just a blank page. One section that shows its error or empty state gives the user words and a way out.",
        severity: .warning,
        passingExamples: [
            RuleExample(ExampleSpecs.account.replacingOccurrences(of: "    loads:\n      initial: { on: appear }\n  posts:", with: "    loads:\n      initial: { on: appear }\n    when-failed: hide\n  posts:")),
        ],
        failingExamples: [
            RuleExample("""
            screen: Home
            ↓sections:
              continueWatching:
                content: { type: "[Episode]", item: Episode }
                states:
                  ideal: {}
                  loading: { style: skeleton, placeholders: 4 }
                  empty: { message: Nothing to continue }
                  error: { message: Could not load what you were watching, retry: Try again }
                  partial: { waived: never paged }
                loads:
                  initial: { on: appear }
                when-empty: hide
                when-failed: hide
              latest:
                content: { type: "[Movie]", item: Movie }
                states:
                  ideal: {}
                  loading: { style: skeleton, placeholders: 4 }
                  empty: { message: Nothing new }
                  error: { message: Could not load the latest movies, retry: Try again }
                  partial: { waived: never paged }
                loads:
                  initial: { on: appear }
                when-empty: hide
            """),
        ]
    )

    func check(_ spec: ScreenSpec) -> [Finding] {
        guard let location = spec.sectionsLocation, !spec.sections.isEmpty,
              spec.sections.allSatisfy({ $0.hidesWhenFailed || $0.hidesWhenEmpty }) else { return [] }
        let notes = spec.sections.compactMap { section in
            (section.whenFailed?.value == .hide ? section.whenFailed : section.whenEmpty).map { hide in
                DiagnosticNote(message: "'\(section.name.value)' hides here", file: spec.file, location: hide.location)
            }
        }
        return [Finding(file: spec.file, location: location, path: SpecSchema.sectionsKey,
                        message: "every section hides when it fails or finds nothing, so the screen can show nothing at all; let one section show its error and empty states (remove its 'when-failed: hide' and 'when-empty: hide')",
                        notes: notes)]
    }
}
