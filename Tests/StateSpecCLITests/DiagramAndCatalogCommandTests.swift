import Foundation
import StateSpecCore
import Testing

/// `statespec diagram` and `statespec catalog`, run as a user would.
@Suite struct DiagramAndCatalogCommandTests {
    /// The tools the checks below drive; CI installs them (`.ci/run`), elsewhere a check without
    /// its tool is skipped, and says so.
    static func tool(_ name: String) -> String? {
        let found = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { "\($0)/\(name)" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
        if found == nil, ProcessInfo.processInfo.environment["CI"] == "true" { Issue.record("\(name) is not installed; CI installs it") }
        return found
    }

    @Test func diagramPrintsMermaidForOneScreen() throws {
        let outcome = try CommandRunner.run(["diagram", "specs", "--screen", "Timeline"], in: packageRoot)
        #expect(outcome.exitCode == 0, "\(outcome.standardError)")
        #expect(outcome.standardOutput.contains("stateDiagram-v2"))
        #expect(outcome.standardOutput.contains("ideal --> ideal: refresh fails / refreshFailed"))
        #expect(!outcome.standardOutput.contains("title: Profile"))
    }

    @Test func diagramWritesOneDOTFilePerScreenThatGraphvizDraws() throws {
        let workspace = try Workspace()
        let outcome = try CommandRunner.run(["diagram", "specs", "--format", "dot", "--output", workspace.url.appendingPathComponent("out").path], in: packageRoot)
        #expect(outcome.exitCode == 0, "\(outcome.standardError)")
        let names = try FileManager.default.contentsOfDirectory(atPath: workspace.url.appendingPathComponent("out").path).filter { $0.hasSuffix(".dot") }
        #expect(names.contains("Timeline.dot") && names.contains("ProfileHeader.dot"))
        guard let dot = Self.tool("dot") else { return }
        for name in names.sorted() {
            let drawn = try CommandRunner.run(["-Tsvg", "-o", "/dev/null", "out/\(name)"], in: workspace.url, executable: URL(fileURLWithPath: dot))
            #expect(drawn.exitCode == 0 && drawn.standardError.isEmpty, "\(name): \(drawn.standardError)")
        }
    }

    @Test func aSpecWithErrorsGetsLintsDiagnosticsAndNoSite() throws {
        let workspace = try Workspace()
        try workspace.write("specs/a.yaml", validSpec.replacingOccurrences(of: "style: spinner", with: "style: spiner"))
        for command in [["catalog", "specs", "--output", "site"], ["diagram", "specs", "--output", "site"]] {
            let outcome = try CommandRunner.run(command, in: workspace.url)
            #expect(outcome.exitCode == 1)
            #expect(outcome.standardOutput.contains("[invalid-value]"))
            #expect(!FileManager.default.fileExists(atPath: workspace.url.appendingPathComponent("site").path))
        }
    }

    @Test func theCatalogWritesOnlyWhatItOwnsAndNeverThroughALink() throws {
        let workspace = try Workspace()
        try workspace.write("Profile.yaml", validSpec)
        try workspace.write("site/index.html", "someone's page")
        var outcome = try CommandRunner.run(["catalog", "Profile.yaml", "--output", "site"], in: workspace.url)
        #expect(outcome.exitCode == 2)
        #expect(try String(contentsOf: workspace.url.appendingPathComponent("site/index.html"), encoding: .utf8) == "someone's page")
        try FileManager.default.removeItem(at: workspace.url.appendingPathComponent("site/index.html"))
        try FileManager.default.createSymbolicLink(atPath: workspace.url.appendingPathComponent("site/Profile.html").path, withDestinationPath: "../elsewhere.html")
        outcome = try CommandRunner.run(["catalog", "Profile.yaml", "--output", "site"], in: workspace.url)
        #expect(outcome.exitCode == 2)
        #expect(!FileManager.default.fileExists(atPath: workspace.url.appendingPathComponent("elsewhere.html").path))
        try FileManager.default.removeItem(at: workspace.url.appendingPathComponent("site/Profile.html"))
        outcome = try CommandRunner.run(["catalog", "Profile.yaml", "--output", "site", "--built-in-drawing"], in: workspace.url)
        #expect(outcome.exitCode == 0, "\(outcome.standardError)")
        // A second run replaces what the first wrote: the manifest proves it StateSpec's.
        outcome = try CommandRunner.run(["catalog", "Profile.yaml", "--output", "site", "--built-in-drawing"], in: workspace.url)
        #expect(outcome.exitCode == 0, "\(outcome.standardError)")
        #expect(outcome.standardError.contains("0 written, 2 unchanged"))
    }

    /// Every page of the example specs' catalog: the page contract, and nothing that could make a request.
    @Test func theCatalogKeepsItsContractAndLoadsNothing() throws {
        let workspace = try Workspace()
        let outcome = try CommandRunner.run(["catalog", "specs", "--output", workspace.url.appendingPathComponent("site").path], in: packageRoot)
        #expect(outcome.exitCode == 0, "\(outcome.standardError)")
        let site = workspace.url.appendingPathComponent("site")
        let pages = try FileManager.default.contentsOfDirectory(atPath: site.path).filter { $0.hasSuffix(".html") }.sorted()
        #expect(pages.contains("index.html") && pages.contains("Timeline.html") && pages.contains("Profile.html"))
        for page in pages {
            let html = try String(contentsOf: site.appendingPathComponent(page), encoding: .utf8)
            for forbidden in ["http:", "https:", "<script", "<link", "<img", "<iframe", "@import", "src=", "//fonts"] {
                #expect(!html.lowercased().contains(forbidden), "\(page) holds \(forbidden)")
            }
            for match in html.matches(of: /href="([^"]*)"/) {
                #expect(!match.1.contains(":") && !match.1.hasPrefix("/"), "\(page) links to \(match.1)")
            }
        }
        let timeline = try String(contentsOf: site.appendingPathComponent("Timeline.html"), encoding: .utf8)
        for contract in [#"data-state="loading""#, #"data-state="error" data-cause="offline""#, #"data-message="Timeline.refreshFailed""#,
                         #"data-diagram="Timeline""#, #"data-placeholders="5""#] {
            #expect(timeline.contains(contract), "Timeline.html lacks \(contract)")
        }
        let profile = try String(contentsOf: site.appendingPathComponent("Profile.html"), encoding: .utf8)
        #expect(profile.contains(#"data-section="header""#))
    }

    /// The catalog in a real browser, with the network off: every state card of every example
    /// spec is in the DOM and takes room on the page at a phone's width.
    @Test func everyStateCardIsVisibleInHeadlessChromium() throws {
        guard let chromium = Self.tool("chromium") else { return }
        let workspace = try Workspace()
        let outcome = try CommandRunner.run(["catalog", "specs", "--output", workspace.url.appendingPathComponent("site").path], in: packageRoot)
        #expect(outcome.exitCode == 0, "\(outcome.standardError)")
        let expected = try Self.expectedCards()
        #expect(expected.count >= 9)
        for (page, cards) in expected.sorted(by: { $0.key < $1.key }) {
            let html = try String(contentsOf: workspace.url.appendingPathComponent("site/\(page).html"), encoding: .utf8)
            // A copy with a script that lists the cards the browser lays out with a size.
            let probe = html.replacingOccurrences(of: "</body>", with: Self.visibilityProbe + "</body>")
            try workspace.write("probe/\(page).html", probe)
            let dom = try CommandRunner.run(Self.chromiumArguments + ["--window-size=390,3000", "--dump-dom", workspace.url.appendingPathComponent("probe/\(page).html").path],
                                            in: workspace.url, executable: URL(fileURLWithPath: chromium))
            #expect(dom.exitCode == 0, "\(page): \(dom.standardError)")
            let visible = Set(dom.standardOutput.matches(of: /<li class="visible">([^<]*)<\/li>/).map { String($0.1) })
            for card in cards { #expect(visible.contains(card), "\(page): the card \(card) is not visible") }
        }
    }

    static let chromiumArguments = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
                                    "--proxy-server=127.0.0.1:9", "--host-resolver-rules=MAP * ~NOTFOUND", "--virtual-time-budget=2000"]

    static let visibilityProbe = """
    <script>
    const list = document.createElement('ul');
    for (const card of document.querySelectorAll('[data-state]')) {
      const box = card.getBoundingClientRect();
      if (box.width > 0 && box.height > 0 && getComputedStyle(card).visibility !== 'hidden') {
        const item = document.createElement('li');
        item.className = 'visible';
        item.textContent = [card.dataset.section || '', card.dataset.state, card.dataset.cause || ''].join('/');
        list.appendChild(item);
      }
    }
    document.body.appendChild(list);
    </script>
    """

    /// `section/state/cause` of every state card each example screen's page should show.
    static func expectedCards() throws -> [String: [String]] {
        let folder = packageRoot.appendingPathComponent("specs")
        let sources = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".yaml") }.sorted().map {
            SpecSource(path: "specs/\($0)", bytes: Array(try Data(contentsOf: folder.appendingPathComponent($0))))
        }
        let compiler = Compiler()
        let linted = compiler.lint(sources)
        let diagrams = try compiler.diagrams(linted)
        var cards: [String: [String]] = [:]
        for diagram in diagrams {
            for node in diagram.nodes { cards[diagram.screen, default: []].append([diagram.section ?? "", node.state.rawValue, node.cause ?? ""].joined(separator: "/")) }
        }
        return cards
    }
}
