import Testing
@testable import StateSpecCore

/// A generated file's name never holds a bidi control or another invisible character: in an
/// editor or a terminal such a name reads as another (`Profile‮tfiws.yaml`).
@Suite struct InvisibleNameTests {
    static let invisible: [Unicode.Scalar] = [
        "\u{061C}", "\u{200E}", "\u{200F}", "\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}",
        "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}", "\u{200B}", "\u{200C}", "\u{200D}", "\u{2060}", "\u{FEFF}", "\u{00AD}",
    ]

    @Test func everyBidiControlAndFormatCharacterIsRefusedByItsCodePoint() {
        for scalar in Self.invisible {
            let problem = OutputFileName.problem(with: "Pro\(scalar)file.swift")
            let digits = String(scalar.value, radix: 16, uppercase: true)
            #expect(problem?.contains("U+" + String(repeating: "0", count: 4 - digits.count) + digits) == true, "U+\(digits): \(problem ?? "accepted")")
        }
        #expect(OutputFileName.problem(with: "a\u{202E}b.swift")?.contains("U+202E RIGHT-TO-LEFT OVERRIDE") == true)
        for name in ["Ünïcode.swift", "ملف.swift", "ファイル.swift", "📬.swift"] {
            #expect(OutputFileName.problem(with: name) == nil, "\(name)")
        }
    }

    @Test func aPerSpecFileNamedWithARightToLeftOverrideGeneratesNothing() throws {
        let path = "specs/Prof\u{202E}tfiws.yaml"
        let result = Compiler(generator: Generator(layout: .filePerSpec)).generate([SpecSource(path: path, text: validSpec)])
        #expect(result.files.isEmpty, "\(result.files.map(\.path))")
        let error = try #require(result.diagnostics.first { $0.severity == .error })
        #expect(error.file == path)
        #expect(error.message.contains("U+202E RIGHT-TO-LEFT OVERRIDE"), "\(error.message)")
        #expect(!error.message.unicodeScalars.contains { PrintableLine.isUnsafe($0) }, "the message itself shows the name escaped")
    }

    @Test func aTemplateNamedWithAZeroWidthSpaceGeneratesNothing() throws {
        let templates = Generator.templates(overriding: ["Pre\u{200B}view.swift.stencil": "// {{ name }}\n"])
        let result = Compiler(generator: Generator(templates: templates)).generate([SpecSource(path: "Profile.yaml", text: validSpec)])
        #expect(result.files.isEmpty)
        #expect(result.diagnostics.contains { $0.ruleID == "template-error" && $0.message.contains("U+200B ZERO WIDTH SPACE") })
    }
}
