struct InvalidScreenNameRule: ScreenPartsRule {
    static let description = RuleDescription(
        id: "invalid-screen-name",
        summary: "The screen's name, which starts every generated file's and type's name, is a plain identifier of at most 100 characters whose generated types hide none the generated code uses.",
        rationale: "`screen: ../../Evil` would write files outside the output folder, a 250-character name files no file system can hold, and `screen: Page`-like names types that hide the runtime's. This rule cannot be turned off or suppressed.",
        passingExamples: [RuleExample(ExampleSpecs.profile)],
        failingExamples: [
            RuleExample(ExampleSpecs.profile.replacingOccurrences(of: "screen: Profile", with: "screen: ↓../../escaped/Evil")),
            RuleExample(ExampleSpecs.profile.replacingOccurrences(of: "screen: Profile", with: "screen: ↓User Profile")),
            RuleExample(ExampleSpecs.profile.replacingOccurrences(of: "screen: Profile", with: "screen: ↓\(String(repeating: "Long", count: 26))")),
        ],
        isMandatory: true
    )

    func checkScreen(_ spec: ScreenSpec) -> [Finding] {
        guard let name = spec.name, let problem = Self.problem(with: name.value) else { return [] }
        return [Finding(file: spec.file, at: name, "the screen name \(Diagnostic.quoted(name.value)) \(problem)")]
    }

    /// Why `name` cannot name a screen, or nil when it can.
    static func problem(with name: String) -> String? {
        if !SwiftNames.isIdentifier(name) {
            let hint = SwiftNames.suggestion(for: name, member: false).map { "; did you mean '\($0)'?" } ?? ""
            return "is not a Swift identifier; use letters, digits and underscores, starting with a letter\(hint)"
        }
        if name.count > SwiftNames.maximumNameLength {
            return "is \(name.count) characters long; a screen name may have at most \(SwiftNames.maximumNameLength)"
        }
        if let hidden = SwiftNames.screenTypeSuffixes.map({ name + $0 }).first(where: SwiftNames.typesGeneratedCodeUses.contains) {
            return "would generate the type '\(hidden)', which hides the one the generated code uses; pick another"
        }
        return nil
    }
}
