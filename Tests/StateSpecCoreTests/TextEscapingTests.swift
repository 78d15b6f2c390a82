import Foundation
import Testing
@testable import StateSpecCore

/// Spec text in the catalog's HTML, the SVG drawing and the Mermaid and DOT diagrams: whatever it
/// holds, it stays text, on its line, and Graphviz reads it.
@Suite struct TextEscapingTests {
    /// Every scalar that ends a line somewhere: Mermaid, a browser or an editor.
    static let lineBreaks: [Unicode.Scalar] = ["\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}"]

    static func lines(_ text: String) -> [Substring.UnicodeScalarView] {
        text.unicodeScalars[...].split(omittingEmptySubsequences: false) { lineBreaks.contains($0) }
    }

    /// The text as a YAML double-quoted scalar with every control escaped (a raw line break in
    /// one is folded into a space).
    static func yaml(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"", "\\": result += "\\\(scalar)"
            case _ where SwiftNames.isControl(scalar): result += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count) + String(scalar.value, radix: 16)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    static func spec(summary: String) -> String {
        """
        screen: Orders
        summary: \(yaml(summary))
        content: { type: "[Order]" }
        states:
          ideal: { summary: \(yaml(summary)) }
          loading: { style: spinner }
          empty: { message: No orders }
          error: { message: Could not load the orders, retry: Try again }
          partial: { waived: one call }
        loads:
          initial: {}
        """
    }

    static func diagram(summary: String) throws -> ScreenDiagram {
        try #require(try DiagramTests.diagrams([SpecSource(path: "Orders.yaml", text: spec(summary: summary))]).first)
    }

    @Test func aLineBreakInASummaryAddsNoMermaidLineNorState() throws {
        let plain = MermaidDiagram.render(try Self.diagram(summary: "The orders. phantom state"))
        for lineBreak in ["\r\n", "\n", "\r"] + Self.lineBreaks.map(String.init) {
            let mermaid = MermaidDiagram.render(try Self.diagram(summary: "The orders.\(lineBreak)phantom state"))
            #expect(Self.lines(mermaid).count == Self.lines(plain).count, "\(lineBreak.unicodeScalars.map(\.value))")
            #expect(!Self.lines(mermaid).contains { String($0).trimmingCharacters(in: .whitespaces).hasPrefix("phantom") })
        }
        // One line break is one space, whether it is one scalar or two.
        #expect(MermaidDiagram.text("a\r\nb\nc\u{2028}d") == "a b c d")
    }

    @Test func aLineBreakInADOTLabelIsAnEscape() throws {
        for lineBreak in ["\r\n", "\n", "\u{85}", "\u{2028}", "\u{2029}"] {
            #expect(DOTDiagram.quoted("a\(lineBreak)b") == #""a\nb""#, "\(lineBreak.unicodeScalars.map(\.value))")
        }
        for space in ["\r", "\t", "\u{0B}", "\u{0C}", "\u{0}"] {
            #expect(DOTDiagram.quoted("a\(space)b") == #""a b""#, "\(space.unicodeScalars.map(\.value))")
        }
        let dot = DOTDiagram.render(try Self.diagram(summary: "The orders.\r\nphantom \"state\""))
        #expect(dot.contains(#"\nThe orders.\nphantom \"state\"""#))
        #expect(!dot.unicodeScalars.contains { $0 != "\n" && Self.lineBreaks.contains($0) })
    }

    /// `"`, `<` or `&` followed by a combining mark is one `Character`, but still a quote, a tag
    /// or an entity to the reader of the text.
    @Test func aCombiningMarkAfterSyntaxLeavesItEscaped() {
        let acute = "\u{301}"
        #expect(HTMLText.escaped("\"\(acute)<\(acute)&\(acute)>\(acute)'\(acute)") == "&quot;\(acute)&lt;\(acute)&amp;\(acute)&gt;\(acute)&#39;\(acute)")
        #expect(MermaidDiagram.text("\"\(acute)<\(acute)b>\(acute)#\(acute):\(acute)") == "'\(acute)\(acute)b\(acute)＃\(acute)꞉\(acute)")
        #expect(DOTDiagram.quoted("\"\(acute)\\\(acute)") == "\"\\\"\(acute)\\\\\(acute)\"")
    }

    @Test func htmlTextHasNoRawLineSeparatorNorControl() {
        #expect(HTMLText.escaped("a\u{2028}b\u{2029}c") == "a&#x2028;b&#x2029;c")
        #expect(HTMLText.escaped("a\u{0B}b\u{0C}c\u{85}d\u{0}e") == "a b c d e")
        // Line breaks and tabs are text in HTML and in XML.
        #expect(HTMLText.escaped("a\r\nb\tc") == "a\r\nb\tc")
    }

    @Test func ordinaryTextIsEscapedAsBefore() {
        #expect(HTMLText.escaped("Tom & Jerry's <b>\"news\"</b> · 😀 é") == "Tom &amp; Jerry&#39;s &lt;b&gt;&quot;news&quot;&lt;/b&gt; · 😀 é")
        #expect(MermaidDiagram.text("refresh fails / refreshFailed: {x}; #1\t\"é\"") == "refresh fails / refreshFailed꞉ x, ＃1 'é'")
        #expect(DOTDiagram.quoted("a \"b\" \\N\nc\td 😀") == #""a \"b\" \\N\nc d 😀""#)
    }

    @Test func aDOTStringIsCutToWhatGraphvizReads() {
        let limit = DOTDiagram.maximumQuotedLength
        #expect(limit < 16_384)
        let fits = String(repeating: "a", count: limit)
        #expect(DOTDiagram.quoted(fits) == "\"\(fits)\"")
        // Texts a little too long, cut at every possible place: at most the limit between the
        // quotes, the longest run of whole escapes that leaves room for the ellipsis.
        for tail in ["a", "é", "😀", "\"", "\\", "\n", "\r\n", "e\u{301}"] {
            let pieces = tail == "\r\n" ? [#"\n"#] : tail.unicodeScalars.map { String(DOTDiagram.quoted(String($0)).dropFirst().dropLast()) }
            for shift in 0..<4 {
                let text = String(repeating: "a", count: limit - shift) + String(repeating: tail, count: 8)
                let whole = [String](repeating: "a", count: limit - shift) + Array([[String]](repeating: pieces, count: 8).joined())
                let ends = whole.reduce(into: [0]) { $0.append($0.last! + $1.utf8.count) }
                let quoted = DOTDiagram.quoted(text)
                #expect(quoted.hasSuffix("…\""))
                let kept = String(decoding: quoted.utf8.dropFirst().dropLast(4), as: UTF8.self)
                #expect(whole.joined().utf8.starts(with: kept.utf8), "\(tail) \(shift)")
                #expect(kept.utf8.count == ends.last { $0 <= limit - 3 }, "\(tail) \(shift): \(kept.utf8.count)")
            }
        }
        // However long the text.
        #expect(DOTDiagram.quoted(String(repeating: "\"", count: 1_000_000)).utf8.count <= limit + 2)
    }

    /// A screen whose summary is 100,000 characters: every label of its `.dot` fits Graphviz.
    @Test(.timeLimit(.minutes(1))) func graphvizReadsADiagramOfAHugeSummary() throws {
        // No quote nor backslash: Graphviz's lexer reads a string in pieces between escapes, and
        // only a piece over its limit fails.
        let summary = String(repeating: "The orders, newest first. ", count: 3_847).prefix(100_000)
        #expect(summary.count == 100_000)
        let diagram = try Self.diagram(summary: String(summary))
        let dot = DOTDiagram.render(diagram)
        #expect(dot.contains("…\""))
        guard let graphviz = ["/usr/bin/dot", "/usr/local/bin/dot", "/opt/homebrew/bin/dot"].first(where: FileManager.default.isExecutableFile) else {
            return // Graphviz is not installed: the cap alone is checked.
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("statespec-dot-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("Orders.dot")
        try Data(dot.utf8).write(to: input)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: graphviz)
        process.arguments = ["-Tsvg", "-o", folder.appendingPathComponent("Orders.svg").path, input.path]
        let errors = folder.appendingPathComponent("errors.txt")
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        // Graphviz lays out the long labels in a second or two; a hang is a failure, not a wait.
        let deadline = Date().addingTimeInterval(45)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning { process.terminate(); process.waitUntilExit() }
        let message = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
        #expect(process.terminationReason == .exit && process.terminationStatus == 0, "dot: \(message)")
    }
}
