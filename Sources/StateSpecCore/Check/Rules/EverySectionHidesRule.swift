struct EverySectionHidesRule: DocumentRule {
    static let description = RuleDescription(
        id: "every-section-hides",
        summary: "At least one section stays on screen whatever happens: not every section hides when it fails or is empty (`when-failed: hide`, `when-empty: hide`), unless the screen has its own texts for that case (`states: { empty: …, error: … }` beside `sections`).",
        rationale: "When every section may hide, a screen whose loads all fail, or all find nothing, shows nothing at all: no message, no retry, just a blank page. One section that shows its error or empty state, or the screen's own empty and error texts (\"No results\"), give the user words and a way out.",
        severity: .warning,
        passingExamples: [
            RuleExample(ExampleSpecs.account.replacingOccurrences(of: "    loads:\n      initial: { on: appear }\n  posts:", with: "    loads:\n      initial: { on: appear }\n    when-failed: hide\n  posts:")),
            // The screen's own texts show when every section hid.
            RuleExample(hidingHome.replacingOccurrences(of: "↓", with: "").replacingOccurrences(of: "screen: Home\n", with: """
            screen: Home
            states:
              empty: { message: Nothing to watch yet }
              error: { message: Could not load your library, retry: Try again }

            """)),
        ],
        failingExamples: [
            RuleExample(hidingHome),
            // The screen says why it is empty, but not that every row failed.
            RuleExample(hidingHome.replacingOccurrences(of: "screen: Home\n", with: "screen: Home\nstates:\n  empty: { message: Nothing to watch yet }\n") + "\n    when-failed: hide"),
        ]
    )

    /// A media home whose rows all hide when empty, and one also when it fails.
    static let hidingHome = """
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
    """

    func check(_ spec: ScreenSpec) -> [Finding] {
        guard let location = spec.sectionsLocation, !spec.sections.isEmpty,
              spec.sections.allSatisfy({ $0.hidesWhenFailed || $0.hidesWhenEmpty }) else { return [] }
        // Every section hidden shows the screen's own empty state (some found nothing) or error
        // state (all failed): a blank page only where the screen has no text for it.
        let blankWhenEmpty = spec.sections.contains(where: \.hidesWhenEmpty) && spec.details(.empty)?.message == nil
        let blankWhenFailed = spec.sections.allSatisfy(\.hidesWhenFailed) && spec.details(.error)?.message == nil
        guard blankWhenEmpty || blankWhenFailed else { return [] }
        let missing = [blankWhenEmpty ? "empty: { message: … }" : nil, blankWhenFailed ? "error: { message: …, retry: … }" : nil].compactMap { $0 }
        let notes = spec.sections.compactMap { section in
            (section.whenFailed?.value == .hide ? section.whenFailed : section.whenEmpty).map { hide in
                DiagnosticNote(message: "'\(section.name.value)' hides here", file: spec.file, location: hide.location)
            }
        }
        return [Finding(file: spec.file, location: location, path: SpecSchema.sectionsKey,
                        message: "every section hides when it fails or finds nothing, so the screen can show nothing at all; let one section show its error and empty states (remove its 'when-failed: hide' and 'when-empty: hide'), or give the screen its own text for it beside 'sections' (`states: { \(missing.joined(separator: ", ")) }`)",
                        notes: notes)]
    }
}
