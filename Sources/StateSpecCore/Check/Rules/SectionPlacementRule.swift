struct SectionPlacementRule: DocumentRule {
    static let description = RuleDescription(
        id: "section-placement",
        summary: "`placement` is written only in a screen of tabs (`sections-style: tabs`), and at least one section stays a tab.",
        rationale: "`placement: above-tabs` puts a section above the tabs (a profile's header above its Posts, Replies and Media); stacked sections are all shown already, so the key would mean nothing there. A screen of tabs whose every section sits above them has no tab to select.",
        passingExamples: [
            RuleExample(ExampleSpecs.account.replacingOccurrences(of: "  header:\n", with: "  header:\n    placement: above-tabs\n") + "sections-style: tabs\n"),
        ],
        failingExamples: [
            RuleExample(ExampleSpecs.account.replacingOccurrences(of: "  header:\n", with: "  header:\n    placement: ↓above-tabs\n")),
            RuleExample(ExampleSpecs.account
                .replacingOccurrences(of: "  header:\n", with: "  header:\n    placement: above-tabs\n")
                .replacingOccurrences(of: "  posts:\n", with: "  posts:\n    placement: ↓above-tabs\n") + "sections-style: tabs\n"),
        ]
    )

    func check(_ spec: ScreenSpec) -> [Finding] {
        let placed = spec.sections.filter { $0.placement != nil }
        guard let first = placed.first else { return [] }
        guard spec.sectionsStyle?.value == .tabs else {
            // One cause, one finding: the first section that names a placement.
            return [Finding(file: spec.file, location: first.placement?.location ?? first.keyLocation, path: "\(first.path).placement",
                            message: "'\(first.name.value)' has a placement, but the sections are stacked and all shown at once; add 'sections-style: tabs', or remove 'placement'")]
        }
        guard spec.sections.allSatisfy(\.isAboveTabs), let last = spec.sections.last else { return [] }
        return [Finding(file: spec.file, location: last.placement?.location ?? last.keyLocation, path: "\(last.path).placement",
                        message: "every section is placed above the tabs, so no tab is left to select; remove 'placement: above-tabs' from the sections that are tabs")]
    }
}
