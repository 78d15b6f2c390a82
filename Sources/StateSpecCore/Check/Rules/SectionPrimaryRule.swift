struct SectionPrimaryRule: DocumentRule {
    static let description = RuleDescription(
        id: "section-primary",
        summary: "At most one section is `primary: true`; it shows its error state (no `when-failed: hide`), and in a screen of tabs it is a section above them (`placement: above-tabs`), not a tab.",
        rationale: "The primary section decides the screen: while its first load runs the screen loads, and when it fails the screen fails. Two sections cannot both decide; a primary section that hides when it fails would take the screen's error away with it; and a screen of tabs already shows the selected tab's state, so no tab can stand for the others, while a section above the tabs (a profile's header) can.",
        passingExamples: [
            RuleExample(ExampleSpecs.account.replacingOccurrences(of: "  header:\n", with: "  header:\n    primary: true\n")),
            RuleExample(ExampleSpecs.account.replacingOccurrences(of: "  header:\n", with: "  header:\n    primary: true\n    placement: above-tabs\n") + "sections-style: tabs\n"),
        ],
        failingExamples: [
            RuleExample(ExampleSpecs.account
                .replacingOccurrences(of: "  header:\n", with: "  header:\n    primary: true\n")
                .replacingOccurrences(of: "  posts:\n", with: "  posts:\n    primary: ↓true\n")),
            RuleExample(ExampleSpecs.account.replacingOccurrences(of: "  header:\n", with: "  header:\n    primary: ↓true\n    when-failed: hide\n")),
            RuleExample(ExampleSpecs.account.replacingOccurrences(of: "  header:\n", with: "  header:\n    primary: ↓true\n") + "sections-style: tabs\n"),
        ]
    )

    func check(_ spec: ScreenSpec) -> [Finding] {
        let primaries = spec.sections.filter(\.isPrimary)
        guard let first = primaries.first else { return [] }
        var findings: [Finding] = []
        func finding(_ section: ScreenSpec.Section, _ message: String) -> Finding {
            Finding(file: spec.file, location: section.primary?.location ?? section.keyLocation,
                    path: "\(section.path).primary", message: message)
        }
        for section in primaries.dropFirst() {
            findings.append(finding(section, "'\(section.name.value)' is primary, and so is '\(first.name.value)', but one section decides the screen's state; keep 'primary: true' on one of them"))
        }
        for section in primaries where section.hidesWhenFailed {
            findings.append(finding(section, "'\(section.name.value)' is primary but hides when it fails ('when-failed: hide'), while its failure is the screen's error; remove 'when-failed: hide' or 'primary: true'"))
        }
        if spec.sectionsStyle?.value == .tabs, !first.isAboveTabs {
            findings.append(finding(first, "'\(first.name.value)' is primary but is a tab ('sections-style: tabs'), and the screen's state is the selected tab's; remove 'primary: true', place the section above the tabs ('placement: above-tabs'), or stack the sections"))
        }
        return findings
    }
}
