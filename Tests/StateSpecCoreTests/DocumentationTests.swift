import Foundation
import Testing
@testable import StateSpecCore

/// The documentation catalog's reference sections are generated from the schema and the rules,
/// its examples are the tool's own output, and its tables name tests that exist.
@Suite struct DocumentationTests {
    static let catalog = packageRoot.appendingPathComponent("Sources/StateSpecRuntime/StateSpecRuntime.docc")

    static func article(_ name: String) -> URL { catalog.appendingPathComponent("\(name).md") }

    /// Each generated section and the article that holds it.
    static var generatedSections: [(article: String, section: String, text: () -> String)] { [
        ("SpecLanguage", "spec-reference", ReferenceDocumentation.specLanguage),
        ("SpecLanguage", "key-relations", ReferenceDocumentation.keyRelations),
        ("FeedbackPolicy", "policy-reference", ReferenceDocumentation.policyLanguage),
        ("LintRules", "rule-reference", ReferenceDocumentation.rules),
        ("Templates", "context-reference", ContextReference.markdown),
        ("LintRules", "rule-pages", RuleCatalog.docCTopics),
    ] }

    @Test func referenceSectionsMatchTheToolsOwnTables() throws {
        for (name, sectionName, expected) in Self.generatedSections {
            let url = Self.article(name)
            var text = try String(contentsOf: url, encoding: .utf8)
            let section = try #require(Self.section(sectionName, in: text), "\(name).md has no \(sectionName) section")
            if updatingGoldenFiles {
                text.replaceSubrange(section, with: "\n" + expected())
                try writeIfChanged(text, to: url)
            } else {
                #expect(String(text[section]) == "\n" + expected(), "\(name).md's \(sectionName) is stale; run STATESPEC_UPDATE_GOLDEN=1 swift test")
            }
        }
    }

    /// One page per rule in `Rules/`, each what `statespec rules <id> --format markdown` prints,
    /// and no page for a rule that no longer exists.
    @Test func everyRuleHasItsGeneratedPage() throws {
        let folder = Self.catalog.appendingPathComponent("Rules")
        let ids = RuleRegistry.descriptions.map(\.id)
        #expect(ids.count > 20)
        if updatingGoldenFiles {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] where !ids.contains(String(name.dropLast(3))) {
                try FileManager.default.removeItem(at: folder.appendingPathComponent(name))
            }
        }
        for id in ids {
            let expected = try #require(RuleCatalog.page(for: id, format: "markdown"))
            let url = folder.appendingPathComponent("\(id).md")
            if updatingGoldenFiles { try writeIfChanged(expected, to: url) }
            let committed = try? String(contentsOf: url, encoding: .utf8)
            #expect(committed == expected, "Rules/\(id).md is stale or missing; run STATESPEC_UPDATE_GOLDEN=1 swift test")
        }
        let pages = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(pages == ids.map { "\($0).md" }.sorted(), "pages for rules that do not exist")
    }

    /// Every test the lifecycle table names as driving a row exists, so a renamed or removed
    /// test cannot leave a row unproven.
    @Test func theChangeDuringACallTableNamesTestsThatExist() throws {
        let text = try String(contentsOf: Self.article("LifecycleContract"), encoding: .utf8)
        let start = try #require(text.range(of: "**A change made while a call runs is carried onto that call's result.**"))
        let table = text[start.upperBound...].split(separator: "\n\n", maxSplits: 2).dropFirst().first ?? ""
        let rows = table.split(separator: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| ---") }.dropFirst()
        #expect(rows.count >= 7)
        let folder = packageRoot.appendingPathComponent("Tests/GeneratedCodeTests")
        let sources = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
            .map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }.joined()
        for row in rows {
            let names = row.split(separator: "|").last.map { $0.split(separator: "`").enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) } } ?? []
            #expect(!names.isEmpty, "a row names no test: \(row)")
            for name in names {
                let exists = sources.contains("func \(name)(")
                #expect(exists, "no test \(name)")
            }
        }
    }

    /// The examples of diagnostics are what the tool prints for the corpus files they name,
    /// note lines included.
    @Test func diagnosticExamplesAreTheToolsOwnOutput() throws {
        let text = try String(contentsOf: Self.article("CommandLine"), encoding: .utf8)
        let section = try #require(Self.section("diagnostic-examples", in: text), "CommandLine.md has no diagnostic-examples section")
        let lines = text[section].split(separator: "\n").map(String.init).filter { $0.contains(".yaml:") }
        #expect(lines.count >= 10)
        for line in lines {
            let name = String(line.prefix { $0 != ":" })
            let spec = try String(contentsOf: BrokenSpecCorpusTests.folder.appendingPathComponent(name), encoding: .utf8)
            let printed = XcodeReporter().report(lint(spec, path: name), rules: [], files: [name])
            #expect(printed.split(separator: "\n").contains(Substring(line)), "CommandLine.md: \(line)")
        }
    }

    /// Every `<doc:Name>` link names an article of the catalog, so that a renamed article cannot
    /// leave the README or another article pointing nowhere (DocC checks the catalog's own links
    /// when CI builds it; the README's links are checked here).
    @Test func theReadmeLinksToArticlesThatExist() throws {
        let readme = try String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let prefix = "Sources/StateSpecRuntime/StateSpecRuntime.docc/"
        let linked = readme.components(separatedBy: "](\(prefix)").dropFirst().map { $0.prefix { $0 != ")" && $0 != "#" } }
        #expect(linked.count >= 8, "the README links to only \(linked.count) articles")
        for path in linked {
            #expect(FileManager.default.fileExists(atPath: packageRoot.appendingPathComponent(prefix + path).path), "README links to \(prefix)\(path), which does not exist")
        }
    }

    /// A code block preceded by `<!-- from: PATH -->` is lines of that file, as they are there
    /// (with `(whole file)`, the whole file), so the code an article shows is code CI compiles,
    /// lints or parses. In the articles made of the example app, every code block is one.
    @Test func codeQuotedFromFilesIsWhatTheFilesHold() throws {
        let articles = try FileManager.default.contentsOfDirectory(atPath: Self.catalog.path).filter { $0.hasSuffix(".md") }
        var quoted = 0
        for name in articles.sorted() {
            let text = try String(contentsOf: Self.catalog.appendingPathComponent(name), encoding: .utf8)
            let blocks = Self.codeBlocks(in: text)
            for block in blocks {
                guard let source = block.source else {
                    let mustQuote = ["GettingStarted.md", "TestingYourScreens.md"].contains(name) && ["swift", "yaml"].contains(block.language)
                    #expect(!mustQuote, "\(name): a \(block.language) block that says no file it comes from: \(block.code.prefix(80))")
                    continue
                }
                quoted += 1
                let path = source.replacingOccurrences(of: " (whole file)", with: "")
                let file = try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
                if source.hasSuffix(" (whole file)") {
                    #expect(block.code == file, "\(name): the block from \(path) is not the whole file as it is")
                } else {
                    #expect(("\n" + file).contains("\n" + block.code), "\(name): the block from \(path) is not in that file as it is:\n\(block.code)")
                }
            }
        }
        #expect(quoted >= 15, "only \(quoted) code blocks say where they come from")
    }

    /// A whole spec an article shows (a YAML block that starts with `screen:` and leaves nothing
    /// out with `…`) lints without an error, so that what a reader copies works.
    @Test func wholeSpecsInTheArticlesLintWithoutErrors() throws {
        var checked = 0
        for name in try FileManager.default.contentsOfDirectory(atPath: Self.catalog.path).filter({ $0.hasSuffix(".md") }).sorted() {
            let text = try String(contentsOf: Self.catalog.appendingPathComponent(name), encoding: .utf8)
            for block in Self.codeBlocks(in: text) where block.language == "yaml" && block.code.hasPrefix("screen:") && !block.code.contains("…") {
                checked += 1
                let errors = lint(block.code, path: name).filter { $0.severity == .error }
                #expect(errors.isEmpty, "\(name): a spec that does not lint: \(errors.map(\.message))")
            }
        }
        #expect(checked >= 2)
    }

    /// Every other snippet an article shows parses: YAML with the parser lint uses, Swift with
    /// `swiftc -parse` (a `…` standing for code left out), so that what a reader copies is at
    /// least well-formed. Whole specs lint and quoted code is checked above.
    @Test func everyOtherSnippetParses() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("statespec-snippets-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var swiftFiles: [URL] = []
        var yamlCount = 0
        for name in try FileManager.default.contentsOfDirectory(atPath: Self.catalog.path).filter({ $0.hasSuffix(".md") }).sorted() {
            let text = try String(contentsOf: Self.catalog.appendingPathComponent(name), encoding: .utf8)
            for (index, block) in Self.codeBlocks(in: text).enumerated() where block.source == nil {
                switch block.language {
                case "yaml":
                    yamlCount += 1
                    let parsed = SyntaxParser.parse(SpecSource(path: name, text: block.code))
                    #expect(parsed.problem == nil && parsed.root != nil, "\(name): a YAML snippet that does not parse: \(String(describing: parsed.problem))\n\(block.code)")
                case "swift":
                    let file = folder.appendingPathComponent("\(name.dropLast(3))-\(index).swift")
                    try block.code.replacingOccurrences(of: "…", with: "()").write(to: file, atomically: true, encoding: .utf8)
                    swiftFiles.append(file)
                default:
                    continue
                }
            }
        }
        #expect(yamlCount >= 10 && swiftFiles.count >= 10, "\(yamlCount) YAML and \(swiftFiles.count) Swift snippets")
        for file in swiftFiles {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["swiftc", "-parse", file.path]
            let errors = Pipe()
            process.standardError = errors
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "\(file.lastPathComponent) does not parse:\n\(message)")
        }
    }

    /// The configuration the Configuration article shows is one the tool reads without a
    /// diagnostic, every key it lists included.
    @Test func theConfigurationExampleIsValid() throws {
        let text = try String(contentsOf: Self.article("Configuration"), encoding: .utf8)
        let example = try #require(Self.codeBlocks(in: text).first { $0.code.hasPrefix("# statespec.yml") }?.code)
        let parsed = Configuration.parse(SpecSource(path: "statespec.yml", text: example))
        #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
        let keys = PluginConfiguration.topLevelKeys(of: example)
        #expect(Set(keys) == Set(ConfigSchema.config.keyNames), "the example does not show every key")
    }

    /// The fenced code blocks of a Markdown text: language, code (with its final line break)
    /// and the path of a `<!-- from: PATH -->` line right above it.
    static func codeBlocks(in text: String) -> [(language: String, code: String, source: String?)] {
        var blocks: [(String, String, String?)] = []
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)[...]
        var previous = ""
        while let line = lines.popFirst() {
            guard line.hasPrefix("```") else {
                if !line.isEmpty { previous = line }
                continue
            }
            var code = ""
            while let next = lines.popFirst(), !next.hasPrefix("```") { code += next + "\n" }
            let source = previous.hasPrefix("<!-- from: ") && previous.hasSuffix(" -->")
                ? String(previous.dropFirst("<!-- from: ".count).dropLast(" -->".count)) : nil
            blocks.append((String(line.dropFirst(3)), code, source))
            previous = ""
        }
        return blocks
    }

    /// The text between the line `<!-- BEGIN name … -->` and `<!-- END name -->`.
    static func section(_ name: String, in text: String) -> Range<String.Index>? {
        guard let begin = text.range(of: "<!-- BEGIN \(name)"),
              let beginLineEnd = text[begin.upperBound...].range(of: "-->"),
              let end = text.range(of: "<!-- END \(name) -->") else { return nil }
        return beginLineEnd.upperBound..<end.lowerBound
    }
}
