import Testing
@testable import StateSpecCore

/// File names are safe by construction: whatever the rules say, a name that would leave the
/// output folder, be too long, or collide by case is an error and nothing is generated.
@Suite struct OutputNameTests {
    static let hostileScreenNames = [
        "../../escaped/Evil", "/etc/Evil", "Evil\nName", "Evil\u{0}Name", ".hidden", "..", "a/b",
        "Evil\\Name", String(repeating: "A", count: 241), "Évil", "Evil Name", "",
    ]

    /// The screen name rule cannot be suppressed in the spec or turned off in the configuration.
    @Test(arguments: hostileScreenNames)
    func aScreenNameThatCannotBeAFileNameStopsGenerateWhateverTheSettings(_ name: String) {
        let spec = "# statespec:disable-next-line invalid-screen-name, invalid-identifier - testing\n"
            + validSpec.replacingOccurrences(of: "screen: Profile", with: "screen: \(SwiftNames.stringLiteral(name))")
        let settings = RuleSettings(rules: ["invalid-screen-name": .off, "invalid-identifier": .off, "missing-key": .off])
        let compiler = Compiler(linter: Linter(settings: settings))
        let result = compiler.generate([SpecSource(path: "specs/Evil.yaml", text: spec)])
        #expect(result.files.isEmpty, "\(name.debugDescription) generated \(result.files.map(\.path))")
        #expect(result.diagnostics.hasErrors)
    }

    @Test func everyGeneratedNameIsOnePlainFileName() {
        let bad = ["", ".hidden.swift", "a/b.swift", "a\\b.swift", "a\nb.swift", "a\u{0}b.swift", "a\u{2028}.swift", String(repeating: "x", count: 250) + ".swift"]
        for name in bad { #expect(OutputFileName.problem(with: name) != nil, "\(name.debugDescription)") }
        for name in ["TimelineState.swift", "StateSpec.xcstrings", "Post Detail.swift", "Ünïcode.swift"] {
            #expect(OutputFileName.problem(with: name) == nil, "\(name)")
        }
    }

    @Test func aTemplateThatWouldNameAFileBadlyIsAnError() {
        let templates = Generator.templates(overriding: ["/../../Escape.swift.stencil": "// x\n"])
        let result = Compiler(generator: Generator(templates: templates)).generate([SpecSource(path: "Profile.yaml", text: validSpec)])
        #expect(result.files.isEmpty)
        #expect(result.diagnostics.contains { $0.ruleID == "template-error" && $0.message.contains("path separator") })
    }

    @Test func perSpecFileNamesFromHiddenOrControlCharacterFilesAreErrors() {
        for path in ["specs/.Hidden.yaml", "specs/Line\nBreak.yaml", "specs/\(String(repeating: "n", count: 250)).yaml"] {
            let result = Compiler(generator: Generator(layout: .filePerSpec)).generate([SpecSource(path: path, text: validSpec)])
            #expect(result.files.isEmpty, "\(path.debugDescription)")
            #expect(result.diagnostics.contains { $0.ruleID == "template-error" })
        }
    }

    @Test func screensWhoseNamesDifferOnlyByCaseAreAnErrorNoSettingSilences() {
        let sources = [
            SpecSource(path: "a/Foo.yaml", text: validSpec.replacingOccurrences(of: "screen: Profile", with: "screen: Foo")),
            SpecSource(path: "b/foo.yaml", text: validSpec.replacingOccurrences(of: "screen: Profile", with: "screen: foo")),
        ]
        let compiler = Compiler(linter: Linter(settings: RuleSettings(rules: ["duplicate-screen": .off])))
        let result = compiler.generate(sources)
        #expect(result.files.isEmpty)
        #expect(result.diagnostics.map(\.message) == ["the screen 'foo' is already declared in a/Foo.yaml as 'Foo', which differs only by case"])
    }

    @Test func perSpecFilesThatDifferOnlyByCaseAreAnError() {
        let result = Compiler(generator: Generator(layout: .filePerSpec)).generate([
            SpecSource(path: "a/Screen.yaml", text: validSpec),
            SpecSource(path: "b/screen.yaml", text: validSpec.replacingOccurrences(of: "screen: Profile", with: "screen: Settings")),
        ])
        #expect(result.files.isEmpty)
        #expect(result.diagnostics.first?.message.contains("differ only by case") == true)
    }

    @Test func mandatoryRulesCannotBeSuppressedOrTurnedDown() {
        let spec = "# statespec:disable-next-line invalid-screen-name - we know\n"
            + validSpec.replacingOccurrences(of: "screen: Profile", with: "screen: \"a/b\"")
        let diagnostics = lint(spec)
        #expect(diagnostics.contains { $0.ruleID == "invalid-screen-name" && $0.severity == .error })
        #expect(diagnostics.contains { $0.ruleID == "invalid-suppression" && $0.message.contains("cannot be suppressed") })
        let configuration = Configuration.parse(SpecSource(path: "statespec.yml", text: "rules: { invalid-screen-name: off, duplicate-screen: warning }\n"))
        #expect(configuration.diagnostics.count == 2)
        #expect(configuration.configuration.rules.isEmpty)
    }

    @Test func aScreenNameLongerThanTheLimitIsRefusedBeforeAnyFileIsNamed() {
        let name = String(repeating: "A", count: SwiftNames.maximumNameLength + 1)
        let diagnostics = lint(validSpec.replacingOccurrences(of: "screen: Profile", with: "screen: \(name)"))
        #expect(diagnostics.map(\.ruleID) == ["invalid-screen-name"])
        let longest = String(repeating: "A", count: SwiftNames.maximumNameLength)
        #expect(lint(validSpec.replacingOccurrences(of: "screen: Profile", with: "screen: \(longest)")).isEmpty)
    }

    @Test func controlCharactersNeverReachCommentsRaw() {
        let spec = validSpec.replacingOccurrences(of: "screen: Profile", with: "screen: Profile\nsummary: \"Line one\\0 and \\u0085 and \\u2028 done\"")
        let result = Compiler().generate([SpecSource(path: "specs/Pro\nfile\u{0}.yaml", text: spec)])
        #expect(!result.diagnostics.hasErrors, "\(result.diagnostics.map(\.xcodeFormatted))")
        for file in result.files where file.path.hasSuffix(".swift") {
            for line in file.contents.split(separator: "\n", omittingEmptySubsequences: false) {
                #expect(!line.unicodeScalars.contains { SwiftNames.isControl($0) }, "\(file.path): \(line.debugDescription)")
            }
            #expect(!file.contents.contains("\nfile"), "the spec's file name cannot end the header comment")
        }
    }

    /// The exact check: no name with a problem, no two with one collision key.
    static func exactlyPlainAndDistinct(_ names: [String]) -> Bool {
        names.allSatisfy { OutputFileName.problem(with: $0) == nil } && Set(names.map(OutputFileName.collisionKey)).count == names.count
    }

    /// The check from bytes says yes only when the exact one does; it says no to what it cannot
    /// tell (names not ASCII), which the exact check then decides.
    @Test func theCheckFromBytesNeverPassesWhatTheExactCheckRefuses() {
        let plain = (0..<4000).map { "Screen\($0)ViewModel.swift" } + ["StateSpec.xcstrings", String(repeating: "a", count: 255), "a b~!@#$%^&*()"]
        #expect(OutputFileName.allPlainAndDistinct(plain))
        #expect(Self.exactlyPlainAndDistinct(plain))
        let refused: [[String]] = [
            ["FeedState.swift", "feedState.swift"], ["FeedState.swift", "FEEDSTATE.SWIFT"], ["A.swift", "A.swift"],
            [""], [".hidden.swift"], ["a/b.swift"], ["a\\b.swift"], ["a\u{7F}b.swift"], ["a\u{1F}b.swift"], ["a\nb.swift"],
            [String(repeating: "a", count: 256)],
        ]
        for names in refused {
            #expect(!OutputFileName.allPlainAndDistinct(plain + names), "\(names)")
            #expect(!Self.exactlyPlainAndDistinct(plain + names), "\(names)")
        }
        // Not ASCII: left to the exact check, which passes the first and refuses the others
        // (one name in two Unicode spellings; a line separator).
        #expect(!OutputFileName.allPlainAndDistinct(["Café.swift"]))
        #expect(Self.exactlyPlainAndDistinct(["Café.swift"]))
        #expect(!Self.exactlyPlainAndDistinct(["Caf\u{E9}.swift", "Cafe\u{301}.swift"]))
        #expect(!Self.exactlyPlainAndDistinct(["a\u{2028}b.swift"]))
    }

    @Test func generateStillRefusesNamesThatDifferOnlyByCaseAmongThousands() throws {
        let names = (0..<3000).map { "Screen\($0).swift" }
        #expect(throws: GenerationError.self) { try Generator.checkOutputNames(names + ["screen42.swift"]) { _ in nil } }
        #expect(throws: GenerationError.self) { try Generator.checkOutputNames(names + ["Café.swift", "Cafe\u{301}.swift"]) { _ in nil } }
        try Generator.checkOutputNames(names + ["Café.swift"]) { _ in nil }
    }
}
