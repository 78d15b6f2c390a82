struct StatePlaceholderMismatchRule: DocumentRule {
    static let description = RuleDescription(
        id: "state-placeholder-mismatch",
        summary: "Every `{placeholder}` in a state's texts (message, retry, button title, its causes' texts) names one of the state's `arguments` (on a screen made of sections, too, in its screen-wide texts), or is `{error}` in the error or partial state; every argument appears in them, none is named `error`, and a name has one type on the whole screen.",
        rationale: "\"Nothing on {server} yet\" tells people where they are; a placeholder nothing fills shows braces, an unused argument is a value the app must supply for nothing, and the screen's text values hold each name once, with one type.",
        passingExamples: [
            RuleExample("""
            screen: Library
            content: { type: "[Movie]", item: Movie }
            states:
              ideal: {}
              loading: { style: spinner }
              empty: { message: "Nothing on {server} yet", arguments: { server: String } }
              error:
                message: "Could not reach {server}: {error}"
                retry: Try again
                arguments: { server: String }
              partial: { waived: never paged }
            loads:
              initial: { on: appear }
            """),
        ],
        failingExamples: [
            RuleExample("""
            screen: Library
            content: { type: "[Movie]", item: Movie }
            states:
              ideal: {}
              loading: { style: spinner }
              empty:
                message: ↓"Nothing on {sever} yet"
                action: { title: ↓"Scan again ({error})", event: scan }
                arguments: { ↓server: String }
              error:
                message: "Could not reach {server}"
                retry: Try again
                arguments: { ↓server: Int, ↓error: String }
              partial: { waived: never paged }
            loads:
              initial: { on: appear }
            events:
              scan: {}
            """),
            // Beside sections, the screen-wide texts declare their arguments as any state does.
            RuleExample(ExampleSpecs.accountWithScreenTexts.replacingOccurrences(
                of: "message: Could not load the account,", with: "message: ↓\"Could not load {name}\",")),
        ]
    )

    func check(_ spec: ScreenSpec) -> [Finding] {
        var findings: [Finding] = []
        var types: [String: (type: String, state: StateName)] = [:]
        // Beside sections, the screen-wide texts are `empty` and `error` (`content-beside-sections`
        // reports any other state there, and `{error}` in the screen-wide error).
        for state in spec.hasSections ? [StateName.empty, .error] : [.empty, .error, .partial] {
            guard let details = spec.details(state) else { continue }
            let declared = details.arguments.map(\.name.value)
            var used: Set<String> = []
            for text in Self.texts(of: details) {
                for name in Placeholders.names(in: text.value) {
                    used.insert(name)
                    if name == errorPlaceholder {
                        if state == .empty {
                            findings.append(Finding(file: spec.file, at: text,
                                "'{error}' shows the failure behind the error or partial state; the empty state has none"))
                        }
                    } else if !declared.contains(name) {
                        findings.append(Finding(file: spec.file, at: text,
                            "'{\(name)}' is not an argument of the \(state.rawValue) state" + Suggestions.hint(for: name, among: declared)))
                    }
                }
            }
            for argument in details.arguments {
                let name = argument.name.value
                if name == errorPlaceholder {
                    findings.append(Finding(file: spec.file, at: argument.name,
                        "'error' is the failure's description, which `{error}` shows without an argument; name this value otherwise"))
                    continue
                }
                if !used.contains(name) {
                    findings.append(Finding(file: spec.file, at: argument.name,
                        "the argument '\(name)' never appears in the texts of the \(state.rawValue) state"))
                }
                if let earlier = types[name], earlier.type != argument.type, !argument.type.isEmpty {
                    findings.append(Finding(file: spec.file, at: argument.name,
                        "'\(name)' is \(earlier.type) in the \(earlier.state.rawValue) state; the screen's text values hold one '\(name)', so give it one type"))
                } else if types[name] == nil, !argument.type.isEmpty {
                    types[name] = (argument.type, state)
                }
            }
        }
        for action in spec.details(.ideal)?.actions ?? [] {
            guard let title = action.title, !Placeholders.names(in: title.value).isEmpty else { continue }
            findings.append(Finding(file: spec.file, at: title, "the content's buttons take no arguments; write the title without '{…}'"))
        }
        return findings
    }

    /// The texts of a state and of its causes.
    static func texts(of details: ScreenSpec.StateDetails) -> [Located<String>] {
        var texts = [details.message, details.retry, details.action?.title]
        for cause in details.causes { texts += [cause.message, cause.retry, cause.action?.title] }
        return texts.compactMap { $0 }
    }
}
