import Testing
@testable import StateSpecCore

@Suite struct SyntaxParserTests {
    func parse(_ text: String) -> ParsedFile {
        SyntaxParser.parse(SpecSource(path: "spec.yaml", text: text))
    }

    @Test func keysAndValuesCarryTheirPositionsAndPaths() throws {
        let root = try #require(parse("screen: Timeline\nstates:\n  error:\n    retry: Try again\n").root)
        let states = try #require(root.entry("states"))
        #expect(states.keyLocation == SourceLocation(line: 2, column: 1))
        let retry = try #require(states.value["error"]?.entry("retry"))
        #expect(retry.keyLocation == SourceLocation(line: 4, column: 5))
        #expect(retry.value.location == SourceLocation(line: 4, column: 12))
        #expect(retry.value.path == "states.error.retry")
        #expect(retry.value.scalar == "Try again")
    }

    @Test func columnsCountUnicodeScalarsNotBytes() throws {
        let root = try #require(parse("summary: \"日本語\"\nscreen: Ünïcode\n").root)
        #expect(root["screen"]?.location == SourceLocation(line: 2, column: 9))
        let diagnostics = lint("screen: Ünïcode\ncontent: { type: T, 種類: x }\n")
        let unknown = try #require(diagnostics.first { $0.ruleID == "unknown-key" })
        #expect(unknown.location == SourceLocation(line: 2, column: 21))
    }

    @Test func scalarsStayText() throws {
        let root = try #require(parse("a: No\nb: yes\nc: 1.0\nd: ~\ne: null\nf: 0x10\n").root)
        #expect(root["a"]?.scalar == "No")
        #expect(root["b"]?.scalar == "yes")
        #expect(root["c"]?.scalar == "1.0")
        #expect(root["d"]?.scalar == "~")
        #expect(root["e"]?.scalar == "null")
        #expect(root["f"]?.scalar == "0x10")
    }

    @Test func anEmptyValueIsAnEmptyScalar() throws {
        let root = try #require(parse("partial:\nnext: x\n").root)
        #expect(root["partial"]?.isEmptyScalar == true)
    }

    @Test(arguments: ["", "   \n\n", "# just a comment\n", "---\n"])
    func anEmptyFileIsNotAMapping(_ text: String) {
        let parsed = parse(text)
        #expect(parsed.root == nil)
        #expect(parsed.problem?.kind == .notAMapping)
    }

    @Test func aListIsNotAMapping() {
        let parsed = parse("- a\n- b\n")
        #expect(parsed.problem?.kind == .notAMapping)
        #expect(parsed.problem?.location == SourceLocation(line: 1, column: 1))
    }

    @Test func brokenYAMLIsReportedAtTheLineToFixWithLibyamlsWordsAsANote() {
        let parsed = parse("screen: A\nstates:\n  ideal: [unclosed\n")
        #expect(parsed.problem?.kind == .invalidYAML)
        // libyaml's problem mark is on line 4, past the end; the '[' to close is on line 3.
        #expect(parsed.problem?.location == SourceLocation(line: 3, column: 10))
        #expect(parsed.problem?.message.contains("never closed: add ']'") == true)
        #expect(parsed.problem?.notes.map(\.location.line) == [4])
        #expect(parsed.problem?.notes.first?.message.contains("flow sequence") == true)
        #expect(parsed.problem?.path == "states.ideal")
    }

    @Test func duplicateKeysAreReportedAtTheSecondWithANoteAtTheFirst() {
        let parsed = parse("screen: A\nstates:\n  ideal: {}\n  # a comment\n  ideal: {}\n")
        #expect(parsed.problem?.kind == .duplicateKey)
        #expect(parsed.problem?.message.contains("'ideal'") == true)
        #expect(parsed.problem?.location == SourceLocation(line: 5, column: 3))
        #expect(parsed.problem?.notes.map(\.location) == [SourceLocation(line: 3, column: 3)])
        #expect(parsed.problem?.path == "states.ideal")
        let flow = parse("screen: A\nstates: { ideal: {}, ideal: {} }\n")
        #expect(flow.problem?.location == SourceLocation(line: 2, column: 22))
        #expect(flow.problem?.notes.map(\.location) == [SourceLocation(line: 2, column: 11)])
    }

    @Test func aSyntaxErrorsDocumentPathComesFromTheLinesAroundIt() {
        let tab = parse("screen: A\nstates:\n  loading:\n    placeholders: 3\n\tstyle: skeleton\n")
        #expect(tab.problem?.location == SourceLocation(line: 5, column: 1))
        #expect(tab.problem?.path == "states.loading.style")
        let colon = parse("screen: A\nstates:\n  loading:\n    style skeleton\n    placeholders: 3\n")
        #expect(colon.problem?.location == SourceLocation(line: 4, column: 5))
        #expect(colon.problem?.path == "states.loading")
    }

    @Test func aByteOrderMarkIsAccepted() {
        let parsed = SyntaxParser.parse(SpecSource(path: "a.yaml", bytes: [0xEF, 0xBB, 0xBF] + Array("screen: A\n".utf8)))
        #expect(parsed.problem == nil)
        #expect(parsed.root?.entry("screen")?.keyLocation == SourceLocation(line: 1, column: 1))
        #expect(lint("\u{FEFF}" + validSpec).isEmpty)
    }

    @Test func invalidUTF8IsReportedWhereItStarts() {
        let bytes = Array("screen: A\nsummary: ok".utf8) + [0xFF, 0xFE] + Array("\n".utf8)
        let parsed = SyntaxParser.parse(SpecSource(path: "junk.yaml", bytes: bytes))
        #expect(parsed.problem?.kind == .invalidYAML)
        #expect(parsed.problem?.message == "the file is not UTF-8 text")
        #expect(parsed.problem?.location == SourceLocation(line: 2, column: 12))
    }

    @Test func binaryJunkIsADiagnosticNotACrash() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<50 {
            let bytes = (0..<512).map { _ in UInt8.random(in: 0...255, using: &generator) }
            let diagnostics = Compiler().lint([SpecSource(path: "junk.bin", bytes: bytes)]).diagnostics
            #expect(diagnostics.hasErrors)
        }
        let controlCharacters = SyntaxParser.parse(SpecSource(path: "c.yaml", bytes: Array("screen: A\u{1}\n".utf8)))
        #expect(controlCharacters.problem?.kind == .invalidYAML)
    }

    @Test func deepNestingIsRefusedNotOverflowed() {
        let depth = 100_000
        let flow = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        #expect(parse("screen: A\nx: \(flow)\n").problem?.kind == .invalidYAML)
        let block = (0..<2_000).map { String(repeating: " ", count: $0) + "k:" }.joined(separator: "\n")
        #expect(parse(block).problem?.kind == .invalidYAML)
        let dashes = String(repeating: "- ", count: 50_000) + "x"
        #expect(parse(dashes).problem?.kind == .invalidYAML)
    }

    @Test func aliasBombsAreCutOff() {
        var lines = ["a: &a [x, x, x, x, x, x, x, x, x, x]"]
        for level in 1...8 {
            let previous = "*l\(level - 1)".replacingOccurrences(of: "*l0", with: "*a")
            lines.append("l\(level): &l\(level) [\(Array(repeating: previous, count: 10).joined(separator: ", "))]")
        }
        let parsed = parse(lines.joined(separator: "\n"))
        #expect(parsed.problem?.kind == .invalidYAML)
        #expect(parsed.problem?.message.contains("alias") == true)
    }

    @Test func oversizedFilesAreRefused() {
        let text = "screen: A\nsummary: \"" + String(repeating: "x", count: SyntaxParser.maximumFileSize) + "\"\n"
        #expect(parse(text).problem?.kind == .invalidYAML)
    }
}

/// Memory stays bounded for any file under the size cap: the cap is checked before parsing, a
/// file with too much structure is refused before Yams builds a tree, and node paths are capped.
@Suite struct ParserLimitTests {
    @Test func aFileLargerThanTheCapIsRefusedFromItsSizeAlone() {
        let parsed = SyntaxParser.parse(SpecSource(path: "huge.yaml", tooLargeWithByteCount: 1 << 30))
        #expect(parsed.problem?.message == "the file is 1073741824 bytes; a spec may be at most 2097152 bytes")
    }

    @Test func tooMuchStructureIsRefusedBeforeParsing() {
        let text = "x: [" + Array(repeating: "?", count: SyntaxParser.maximumStructureCount).joined(separator: ",") + "]\n"
        let parsed = SyntaxParser.parse(SpecSource(path: "dense.yaml", text: text))
        #expect(parsed.problem?.kind == .invalidYAML)
        #expect(parsed.problem?.message.contains("YAML indicators") == true)
    }

    @Test func longKeysAndDeepNestsDoNotMultiplyIntoPaths() throws {
        let key = String(repeating: "k", count: 100_000)
        let text = "? \(key)\n:\n" + String(repeating: "- a\n", count: 2_000)
        let root = try #require(SyntaxParser.parse(SpecSource(path: "long.yaml", text: text)).root)
        let items = try #require(root.entries?.first?.value)
        guard case .sequence(let list) = items.value else { Issue.record("not a list"); return }
        #expect(list.allSatisfy { $0.path.utf8.count <= DocumentPath.maximumLength + 3 })
        let deep = "a: " + String(repeating: "[", count: 900) + "x, y" + String(repeating: "]", count: 900) + "\n"
        let deepRoot = try #require(SyntaxParser.parse(SpecSource(path: "deep.yaml", text: deep)).root)
        var node = try #require(deepRoot["a"])
        while case .sequence(let children) = node.value, let first = children.first { node = first }
        #expect(node.path.utf8.count <= DocumentPath.maximumLength + 3)
    }
}
