struct LowContrastColourRule: Rule {
    static let description = RuleDescription(
        id: "low-contrast-colour",
        summary: "A message kind's colour contrasts with its white text by at least 4.5:1 (WCAG 1.4.3 Contrast (Minimum), level AA).",
        rationale: """
        A message people cannot read is no message: low vision, glare and small screens all need text that stands out from \
        its background. Tokens are measured in StateSpec's reference palette (the state catalog's shades), hex colours as written.
        """,
        severity: .warning,
        passingExamples: [
            RuleExample("""
            profile: apple-hig
            kinds:
              offline: { level: caution, colour: orange, icon: wifi.slash }
              saved: { level: success, colour: "#1E7B34", icon: checkmark }
              brand: { level: info, colour: ultraviolet, icon: star }
            """),
        ],
        failingExamples: [
            RuleExample("""
            profile: apple-hig
            kinds:
              ↓offline: { level: caution, colour: yellow, icon: wifi.slash }
              ↓saved: { level: success, colour: "#7FD67F", icon: checkmark }
            """),
        ]
    )

    func check(_ context: LintContext) -> [Finding] {
        policyKindFindings(context) { kind, file in
            guard let location = kind.location, let ratio = ColourContrast.textRatio(on: kind.colour),
                  ratio < ColourContrast.minimumRatio else { return nil }
            return Finding(file: file, location: location, path: "kinds.\(kind.name)",
                           message: "the kind '\(kind.name)' is coloured '\(kind.colour)', on which white text contrasts only \(ColourContrast.text(ratio)):1; "
                               + "WCAG AA asks for 4.5:1: pick a darker shade")
        }
    }
}
