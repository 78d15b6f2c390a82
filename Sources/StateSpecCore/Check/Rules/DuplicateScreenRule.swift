struct DuplicateScreenRule: Rule {
    static let description = RuleDescription(
        id: "duplicate-screen",
        summary: "No two spec files declare the same screen.",
        rationale: "Both would generate the same Swift types, and one file would silently overwrite the other.",
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
        ]
    )

    func check(_ context: LintContext) -> [Finding] {
        var firstFile: [String: String] = [:]
        var findings: [Finding] = []
        let named = context.documents.compactMap { document in document.spec?.name.map { (document.path, $0) } }
        for (file, name) in named.sorted(by: { $0.0 < $1.0 }) {
            if let first = firstFile[name.value] {
                findings.append(Finding(file: file, at: name, "the screen '\(name.value)' is already declared in \(first)"))
            } else {
                firstFile[name.value] = file
            }
        }
        return findings
    }
}
