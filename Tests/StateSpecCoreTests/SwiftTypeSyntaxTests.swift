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

    /// Rows are told apart by their input: a type that is never `Hashable` makes none.
    @Test func whichInputsMayBeHashable() {
        for type in ["String", "Int", "[String]", "Library", "Model.Library", "[String: Int]", "Page<Post>?", "Set<Int>", "API.Error"] {
            #expect(SwiftTypeSyntax.mayBeHashable(type), "\(type)")
        }
        for type in ["[@Sendable (Int) async throws -> String]", "(Int, String)", "any Codable", "[any Hashable]", "Any", "Post.Type", "[(Int) -> Void]",
                     "Result<User, Error>", "[Sendable]", "Codable"] {
            #expect(!SwiftTypeSyntax.mayBeHashable(type), "\(type)")
        }
    }

    /// A section whose input can never be `Hashable` is never read as having rows, so its screen
    /// compiles; asking for rows there is an error.
    @Test func aSectionWhoseInputIsNeverHashableGetsNoRows() throws {
        let url = packageRoot.appendingPathComponent("Tests/GeneratedCodeTests/Specs/LibraryRows.yaml")
        let spec = try String(contentsOf: url, encoding: .utf8)
        func viewModel(_ text: String) -> String {
            let files = Compiler().generate([SpecSource(path: "LibraryRows.yaml", text: text)]).files
            return files.first { $0.path == "LibraryRowsViewModel.swift" }?.contents ?? ""
        }
        #expect(viewModel(spec).contains("SectionRows<MediaLibrary,"))
        let tuple = spec.replacingOccurrences(of: "initial: { input: MediaLibrary }", with: "initial: { input: \"(MediaLibrary, Int)\" }")
        #expect(tuple != spec)
        #expect(lint(tuple).map(\.ruleID) == ["section-rows"])
        // As an earlier release wrote it, without `rows`: no rows, and the screen compiles.
        let unasked = tuple.replacingOccurrences(of: "    rows: per-item\n", with: "")
        #expect(unasked != tuple)
        #expect(lint(unasked).isEmpty, "\(lint(unasked).map(\.message))")
        let generated = viewModel(unasked)
        #expect(!generated.isEmpty)
        #expect(!generated.contains("SectionRows<"))
    }
}
