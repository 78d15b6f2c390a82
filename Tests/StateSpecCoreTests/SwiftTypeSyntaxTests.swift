import Testing
@testable import StateSpecCore

@Suite struct SwiftTypeSyntaxTests {
    @Test(arguments: [
        "User", "[Post]", "Post?", "[String: [Int]]", "Model.Post", "Page<Post>", "Result<[Post], Never>",
        "(Int, String)", "(id: Int, name: String)", "any Sendable", "any P & Q", "[@Sendable () -> Void]",
        "(@Sendable (Int) async throws -> [String])?", "Int??", "Model.Post.Type", "[@Sendable () -> Never]", "Result<Int, Never>", "Result<(), Error>", "[String: @Sendable () -> Void]",
    ])
    func typesASpecMayName(_ text: String) {
        #expect(SwiftTypeSyntax.problem(with: text) == nil, "\(text): \(SwiftTypeSyntax.problem(with: text) ?? "")")
    }

    @Test(arguments: [
        "User) {} ; func evil(", "Int\n}", "Int // comment", "Int /* x */", "some View", "() -> Void", "Any",
        "[AnyObject]", "Int!", "[Int", "Page<Post", "Self", "class", "Int {", "\"Int\"", "Int;", "A..B", "@escaping () -> Void",
        "@Sendable Int", "@Sendable () -> Void", "()", "Void", "(Never)", "[()]", "Never?", "(Int, Never)", "Optional<Never>", "Array<()>", "(@Sendable () -> Void)", "@Sendable (Int) async throws -> Int", "Model.class", "Model.self", "Model.init", "Model.Self", "(class: Int, b: Int)", "(inout: Int, b: Int)", "(a: Int, init: Int)", String(repeating: "[", count: 40) + "Int" + String(repeating: "]", count: 40), "",
    ])
    func textThatIsNotOneSendableType(_ text: String) {
        #expect(SwiftTypeSyntax.problem(with: text) != nil, "\(text.debugDescription)")
    }

    @Test func everySwiftTypeKeyIsChecked() {
        let spec = validSpec.replacingOccurrences(of: "type: User", with: "type: \"User\\n}\", item: \"Post{\"")
            .replacingOccurrences(of: "initial: { on: appear }", with: "initial: { on: appear, input: \"String;\" }")
        let paths = lint(spec).filter { $0.ruleID == "invalid-swift-type" }.map(\.documentPath)
        #expect(paths == ["content.type", "content.item", "loads.initial.input"])
    }
}
