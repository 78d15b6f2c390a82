import StateSpecCore

/// The inputs besides specs that StateSpec reads or writes: coverage reports, String Catalogs,
/// the HTML catalog and diagrams drawn from a spec's texts, and output names. Reached through
/// selectors from `extendedModes` up, so that the corpus of the first modes keeps its meaning.
extension FuzzTarget {
    /// The first selector byte of these modes; bytes below keep the modes they always had.
    public static let extendedModes: UInt8 = 0xF0

    static func runExtended(_ mode: UInt8, _ bytes: [UInt8]) {
        switch mode % 4 {
        case 0: coverageReport(bytes)
        case 1: stringCatalogTexts(bytes)
        case 2: catalogAndDiagramTexts(bytes)
        default: screenOutputNames(bytes)
        }
    }

    /// A coverage report held against the fixture's screens: read the same twice, counts within
    /// their totals, and every diagnostic one printable line whatever the report names.
    static func coverageReport(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        let read = CoverageRecord.parse(text, file: "coverage.json")
        switch (read, CoverageRecord.parse(text, file: "coverage.json")) {
        case (.success(let record), .success(let again)):
            check(record == again, "a coverage report reads the same twice")
            check(record.merged(with: record).screens == record.screens, "a report merged with itself is itself")
            let comparison = CoverageComparison(record, specs: OutputFixture.linted.context.screens)
            check(comparison.rows.allSatisfy { $0.covered >= 0 && $0.covered <= $0.total }, "covered items are within the total")
            check((0...100).contains(comparison.percent), "coverage is a percentage")
            for diagnostic in comparison.diagnostics {
                check(!diagnostic.message.unicodeScalars.contains { $0 != "\t" && SwiftNames.isControl($0) }, "a coverage message is one printable line: \(diagnostic.message.debugDescription)")
            }
        case (.failure(let error), .failure(let again)):
            check(error == again, "a coverage report fails the same twice")
            check(!error.description.unicodeScalars.contains { $0 != "\t" && SwiftNames.isControl($0) }, "a coverage error is one printable line: \(error.description.debugDescription)")
        default:
            check(false, "a coverage report reads the same twice")
        }
    }

    /// The input as a state's message and a feedback text: the String Catalog generated from
    /// them merges into itself unchanged, and a merge of the merge changes nothing.
    static func stringCatalogTexts(_ bytes: [UInt8]) {
        guard let text = String(validating: bytes.prefix(30_000), as: UTF8.self) else { return }
        let result = Compiler().generate([SpecSource(path: "specs/Texts.yaml", text: OutputFixture.spec(text: text))])
        guard let catalog = result.files.first(where: { $0.path == Generator.stringCatalogName })?.contents else { return }
        // JSON takes C1 controls and line separators raw, but no C0 control inside a string.
        check(catalog.unicodeScalars.allSatisfy { $0.value >= 0x20 || $0 == "\n" }, "a catalog holds no raw C0 control character")
        for drops in [false, true] {
            guard let merged = try? StringCatalogMerge.merge(generated: catalog, existing: catalog, dropsUntranslatedKeys: drops) else {
                check(false, "a generated catalog merges into itself")
                return
            }
            check((try? StringCatalogMerge.merge(generated: catalog, existing: merged, dropsUntranslatedKeys: drops)) == merged, "merging twice changes nothing")
        }
    }

    /// The input as the screen's summary, a state's summary and its message: the Mermaid and DOT
    /// diagrams have as many lines as with a plain text, and no input character that HTML reads
    /// as markup reaches the HTML catalog unescaped.
    static func catalogAndDiagramTexts(_ bytes: [UInt8]) {
        guard let text = String(validating: bytes.prefix(30_000), as: UTF8.self) else { return }
        checkTexts(text)
    }

    /// The properties `catalogAndDiagramTexts` checks, for any text (a test's seeds too).
    static func checkTexts(_ text: String) {
        let compiler = Compiler()
        let linted = compiler.lint([SpecSource(path: "specs/Texts.yaml", text: OutputFixture.spec(text: OutputFixture.marked(text)))])
        guard !linted.diagnostics.hasErrors, let diagrams = try? compiler.diagrams(linted) else { return }
        let plain = OutputFixture.plainDiagrams
        check(diagrams.count == plain.count, "a text changes no diagram's count")
        for (diagram, plainDiagram) in zip(diagrams, plain) {
            for format in DiagramFormat.allCases {
                let lines = format.render(diagram).split(separator: "\n", omittingEmptySubsequences: false).count
                let plainLines = format.render(plainDiagram).split(separator: "\n", omittingEmptySubsequences: false).count
                check(lines == plainLines, "a \(format.rawValue) diagram's line count does not grow with its texts (\(lines), not \(plainLines))")
            }
        }
        guard let site = try? compiler.catalogSite(linted, diagrams: diagrams, drawings: [:]) else { return }
        for file in site where file.path.hasSuffix(".html") {
            // Escaping holds per Unicode scalar: `"\u{301}` is one Character but still a raw quote.
            for shown in OutputFixture.markedTexts(in: file.contents) {
                check(!shown.unicodeScalars.contains { $0 == "<" || $0 == "\"" || $0 == ">" }, "no raw < or \" of a text in the HTML catalog: \(String(shown.prefix(200)).debugDescription)")
            }
        }
    }

    /// The input as a screen's name: every output (the Swift, the String Catalog and the HTML
    /// catalog) has a safe name, and no two differ only by case, whatever the name
    /// (`index` beside the catalog's own index page).
    static func screenOutputNames(_ bytes: [UInt8]) {
        let name = String(decoding: bytes.prefix(300), as: UTF8.self)
        let sources = [SpecSource(path: "specs/Names.yaml", text: OutputFixture.spec(screen: name))]
        let compiler = Compiler()
        let result = compiler.generate(sources)
        let linted = compiler.lint(sources)
        guard !linted.diagnostics.hasErrors, let diagrams = try? compiler.diagrams(linted) else {
            check(result.files.isEmpty, "nothing is generated when a spec has an error")
            return
        }
        let site = (try? compiler.catalogSite(linted, diagrams: diagrams, drawings: [:])) ?? []
        let diagramFiles = DiagramFormat.allCases.flatMap { $0.files(diagrams) }
        for files in [result.files, site, diagramFiles] {
            var keys: Set<String> = []
            for file in files {
                check(OutputFileName.problem(with: file.path) == nil, "output names are safe: \(file.path.debugDescription)")
                check(keys.insert(OutputFileName.collisionKey(file.path)).inserted, "no two outputs differ only by case: \(file.path.debugDescription)")
            }
        }
    }
}

/// Specs the output modes fill with fuzzed text.
enum OutputFixture {
    static func spec(text: String = "The screen.", screen: String = "Texts") -> String {
        let quoted = YAMLValue.quoted(text)
        return """
        screen: \(YAMLValue.quoted(screen))
        summary: \(quoted)
        content: { type: "[Post]", item: Post }
        states:
          ideal: { summary: \(quoted) }
          loading: { style: skeleton, placeholders: 3 }
          empty: { message: \(quoted) }
          error: { message: Could not load posts, retry: Try again }
          partial: { waived: \(quoted) }
        loads:
          initial: { on: appear }
          refresh: { on: pull, failure: refreshFailed }
        feedback:
          refreshFailed: { kind: error, text: \(quoted) }

        """
    }

    static let start = "ZQXSTART", end = "ZQXEND"

    /// `text` between markers, so that the HTML that shows it can be found.
    static func marked(_ text: String) -> String { start + text + end }

    /// What stands between the markers in `html`. A text shown shortened (a page's title cuts a
    /// long summary) loses its end marker: from the last start marker before an end marker on.
    static func markedTexts(in html: String) -> [Substring] {
        var texts: [Substring] = []
        var rest = html[...]
        while var opening = rest.range(of: start), let closing = rest[opening.upperBound...].range(of: end) {
            while let later = rest[opening.upperBound..<closing.lowerBound].range(of: start) { opening = later }
            texts.append(rest[opening.upperBound..<closing.lowerBound])
            rest = rest[closing.upperBound...]
        }
        return texts
    }

    static let linted = Compiler().lint([SpecSource(path: "specs/Texts.yaml", text: spec())])
    static let plainDiagrams = (try? Compiler().diagrams(Compiler().lint([SpecSource(path: "specs/Texts.yaml", text: spec(text: marked("x")))]))) ?? []
}
