struct SectionRowsRule: DocumentRule {
    static let description = RuleDescription(
        id: "section-rows",
        summary: "A section with `rows: per-item` is stacked, and its first load takes an `input` that can be `Hashable`, runs on appear and keeps the content when the row shows again; it has `loads.refresh` and its error state.",
        rationale: "Each row is a view model of its own, made by the app with its item and told apart by it, so the item is the first load's input and must be `Hashable` (a function, a tuple or `any P` never is). The screen's `appear()` loads each row, its pull refreshes each row or loads a failed one again, and its state counts them: a row that waits for another call, reloads when shown again, cannot refresh or has no error state would leave the screen's calls without their meaning. Tabs show one section at a time, never a stack of rows.",
        passingExamples: [
            RuleExample(ExampleSpecs.libraryRows),
        ],
        failingExamples: [
            RuleExample(ExampleSpecs.libraryRows.replacingOccurrences(of: "input: MediaLibrary", with: "input: ↓\"(MediaLibrary, Int)\"")),
            // `Error` written as a type is `any Error`: an existential, never Hashable.
            RuleExample(ExampleSpecs.libraryRows.replacingOccurrences(of: "input: MediaLibrary", with: "input: ↓\"Result<MediaLibrary, Error>\"")),
        ]
    )

    func check(_ spec: ScreenSpec) -> [Finding] {
        spec.sections.compactMap { section in
            guard section.hasRowsPerItem, let input = section.spec.loads.initial?.input,
                  !SwiftTypeSyntax.mayBeHashable(input.value) else { return nil }
            return Finding(file: spec.file, location: input.location, path: input.path,
                           message: "'rows: per-item' tells the rows apart by their items, but the input '\(input.value)' can never be Hashable (a function, a tuple or 'any P', as a protocol such as 'Error' written as a type is); hand in a Hashable type (a struct or an id), or remove 'rows'")
        }
    }
}
