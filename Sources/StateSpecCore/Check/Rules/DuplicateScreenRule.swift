struct DuplicateScreenRule: Rule {
    static let description = RuleDescription(
        id: "duplicate-screen",
        summary: "No two spec files declare the same screen, or screens whose names differ only by case.",
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
        ],
        isMandatory: true
    )

    func check(_ context: LintContext) -> [Finding] {
        var first: [String: (file: String, name: String)] = [:]
        var findings: [Finding] = []
        let named = context.documents.compactMap { document in document.spec?.name.map { (document.path, $0) } }
        for (file, name) in named.sorted(by: { $0.0 < $1.0 }) {
            let key = OutputFileName.collisionKey(name.value)
            if let earlier = first[key] {
                let spelling = earlier.name == name.value ? "" : " as '\(earlier.name)', which differs only by case"
                findings.append(Finding(file: file, at: name, "the screen '\(name.value)' is already declared in \(earlier.file)\(spelling)"))
            } else {
                first[key] = (file, name.value)
            }
        }
        return findings
    }
}
