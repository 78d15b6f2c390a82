import StateSpecVocabulary

struct UnknownColourRule: Rule {
    static let description = RuleDescription(
        id: "unknown-colour",
        summary: "A message kind's colour is a system colour (`red`, `orange`, `green` …, `grey`), a hex colour (`#1E7B34`), or a token the app's palette maps itself.",
        rationale: """
        A token the palette does not know is drawn gray, so that a typo never hides a message; but nothing else says so, and \
        an error drawn like a neutral note loses what its colour was for. A token the app maps itself \
        (`StandardFeedbackPalette(custom:)`) is waived with a suppression comment or by turning the rule off.
        """,
        severity: .warning,
        passingExamples: [
            RuleExample("""
            profile: apple-hig
            kinds:
              synced: { level: success, colour: Green, icon: arrow.triangle.2.circlepath }
              archived: { level: info, colour: grey, icon: archivebox }
              promoted: { level: info, colour: "#0A5BC4", icon: megaphone }
            """),
        ],
        failingExamples: [
            RuleExample("""
            profile: apple-hig
            kinds:
              ↓overdue: { level: caution, colour: ornage, icon: clock.badge.exclamationmark }
              ↓loyalty: { level: info, colour: ultraviolet, icon: star }
            """),
        ]
    )

    func check(_ context: LintContext) -> [Finding] {
        policyKindFindings(context) { kind, file in
            guard let location = kind.location, !ColourTokens.isStandard(kind.colour) else { return nil }
            return Finding(file: file, location: location, path: "kinds.\(kind.name).colour",
                           message: "the kind '\(kind.name)' is coloured '\(kind.colour)', which is no system or hex colour: it is drawn gray unless the app's palette maps it"
                               + Suggestions.hint(for: kind.colour.lowercased(), among: ColourTokens.system + ["grey"]))
        }
    }
}
