struct InvalidSwiftTypeRule: StructureRule {
    static let description = RuleDescription(
        id: "invalid-swift-type",
        summary: "Values that name Swift types (`content.type`, `content.item`, `loads.initial.input`) are one Sendable type written in Swift's syntax: names, `[T]`, `[K: V]`, `T?`, tuples, `any P`; a function type only inside another type; and no name the generated types declare inside themselves (`Kind`, and the state enum's `Content`, `Cause` and `Loaded`), written bare.",
        rationale: "A type is copied into the generated code as written; a line break, a brace or a comment there would turn the spec's text into code, and `some P`, `Any` or a bare function type never compile as a state's content or a load's input. Inside a state enum, `Kind` is the enum's own and `Content`, `Cause` and `Loaded` name what it holds, so an app's type of one of these names must be written with its module: bare, which one it means depends on the order the compiler reads the files in.",
        passingExamples: [
            RuleExample(ExampleSpecs.feed),
            RuleExample(ExampleSpecs.profile.replacingOccurrences(of: "type: User", with: "type: \"[String: [Model.Post<Int>?]]\"")),
            RuleExample(ExampleSpecs.profile.replacingOccurrences(of: "type: User", with: "type: Calendar.Kind")),
        ],
        failingExamples: [
            RuleExample(ExampleSpecs.profile.replacingOccurrences(of: "type: User", with: "type: ↓\"User) {} ; func evil(\"")),
            RuleExample(ExampleSpecs.profile.replacingOccurrences(of: "type: User", with: "type: ↓some View")),
            RuleExample(ExampleSpecs.profile.replacingOccurrences(of: "type: User", with: "type: ↓\"() -> Void\"")),
            RuleExample(ExampleSpecs.profile.replacingOccurrences(of: "type: User", with: "type: ↓\"[User\"")),
            RuleExample(ExampleSpecs.profile.replacingOccurrences(of: "type: User", with: "type: ↓\"Page<User\"")),
            RuleExample(ExampleSpecs.profile.replacingOccurrences(of: "type: User", with: "type: ↓\"[String: User\"")),
            RuleExample(ExampleSpecs.profile.replacingOccurrences(of: "type: User", with: "type: ↓\"[Kind]\"")),
            RuleExample(ExampleSpecs.profile.replacingOccurrences(of: "type: User", with: "type: ↓Content")),
        ]
    )

    func check(_ node: SyntaxNode, expected shape: ValueShape, file: String) -> [Finding] {
        guard case .swiftType = shape, let text = node.scalar, !text.isEmpty else { return [] }
        if let problem = SwiftTypeSyntax.problem(with: text) {
            return [Finding(file: file, at: node, "'\(node.path)' must be a Swift type; \(Diagnostic.quoted(text)) \(problem)" + Self.closingHint(text))]
        }
        if let hidden = Self.hiddenName(in: text), let owner = SwiftNames.typeNamesInsideGeneratedTypes[hidden] {
            return [Finding(file: file, at: node, "'\(node.path)' names '\(hidden)', which the generated code would read as \(owner); write it with its module (`MyApp.\(hidden)`) or rename it")]
        }
        return []
    }

    /// The first name in `type` written bare (not after a `.`) that a generated type declares
    /// inside itself.
    static func hiddenName(in type: String) -> String? {
        var name = "", qualified = false
        for character in type + " " {
            if character.isLetter || character.isNumber || character == "_" {
                name.append(character)
                continue
            }
            if !qualified, SwiftNames.typeNamesInsideGeneratedTypes[name] != nil { return name }
            qualified = character == "."
            name = ""
        }
        return nil
    }

    /// `; close it: `[Post]`` when adding the brackets left open makes a type.
    static func closingHint(_ text: String) -> String {
        var open: [Character] = []
        for character in text {
            switch character {
            case "[", "(", "<": open.append(character)
            case "]", ")", ">": if !open.isEmpty { open.removeLast() }
            default: break
            }
        }
        guard !open.isEmpty else { return "" }
        let closers: [Character: Character] = ["[": "]", "(": ")", "<": ">"]
        let closed = text + String(open.reversed().compactMap { closers[$0] })
        guard SwiftTypeSyntax.problem(with: closed) == nil else { return "" }
        return "; close it: `\(closed)`"
    }
}
