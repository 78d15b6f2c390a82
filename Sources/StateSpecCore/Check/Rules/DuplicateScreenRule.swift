struct DuplicateScreenRule: Rule {
    static let description = RuleDescription(
        id: "duplicate-screen",
        summary: "No two spec files declare the same screen, or screens whose names differ only by case; nor does a section's generated name (`Profile` and `header` make `ProfileHeader`) take another screen's or section's.",
        rationale: "Both would generate the same Swift types, and one file would overwrite the other; on macOS's default file system `Foo` and `foo` name the same files. This rule cannot be turned off or suppressed.",
        passingExamples: [
            RuleExample(files: [
                "screen: Profile\ncontent: { type: User }\n",
                "screen: Settings\ncontent: { type: Preferences }\n",
            ]),
        ],
        failingExamples: [
            RuleExample(files: [
                "screen: Profile\ncontent: { type: User }\n",
                "screen: ↓Profile\ncontent: { type: Preferences }\n",
            ]),
            RuleExample(files: [
                "screen: Profile\ncontent: { type: User }\n",
                "screen: ↓profile\ncontent: { type: Preferences }\n",
            ]),
            RuleExample(files: [
                "screen: ProfileHeader\ncontent: { type: User }\n",
                "screen: Profile\nsections:\n  ↓header:\n    content: { type: User }\n",
            ]),
        ],
        isMandatory: true
    )

    func check(_ context: LintContext) -> [Finding] {
        var first: [String: (file: String, name: String)] = [:]
        var findings: [Finding] = []
        // Every name types are generated from: each screen's, then its sections'.
        var named: [(file: String, at: Located<String>, typeName: String, what: String, advice: String)] = []
        for document in context.documents {
            guard let spec = document.spec, let name = spec.name else { continue }
            named.append((document.path, name, name.value, "the screen '\(name.value)'", ""))
            for section in spec.sections {
                let typeName = SwiftNames.sectionTypeName(screen: name.value, section: section.name.value)
                named.append((document.path, section.name, typeName,
                               "the section '\(section.name.value)' of '\(name.value)' generates the types of '\(typeName)', which", "; rename the section"))
            }
        }
        for entry in named.enumerated().sorted(by: { ($0.element.file, $0.offset) < ($1.element.file, $1.offset) }).map(\.element) {
            let key = OutputFileName.collisionKey(entry.typeName)
            if let earlier = first[key] {
                let spelling = earlier.name == entry.typeName ? "" : " as '\(earlier.name)', which differs only by case"
                findings.append(Finding(file: entry.file, at: entry.at, "\(entry.what) is already declared in \(earlier.file)\(spelling)\(entry.advice)"))
            } else {
                first[key] = (entry.file, entry.typeName)
            }
        }
        return findings
    }
}
