/// The state catalog: a static, self-contained HTML site for design review. `index.html` lists
/// the screens and the feedback policy; `<Screen>.html` shows one screen in every state, each of
/// its messages in its presentation, its state diagram and its lint findings. No page loads
/// anything from anywhere: styles are inline, drawings are inline SVG, links are relative.
///
/// Pages keep a stable contract for reviewers' tools and tests: each state card carries
/// `data-state` (and `data-cause` for an error cause, `data-section` inside a section), each
/// message `data-message` (its String Catalog key), each diagram `data-diagram` (the screen).
public enum CatalogSite {
    /// One screen of the catalog: its plan, its diagrams and the lint findings of its spec.
    public struct Screen: Sendable {
        public var plan: ScreenPlan
        public var diagrams: [ScreenDiagram]
        public var findings: [Diagnostic]

        public init(plan: ScreenPlan, diagrams: [ScreenDiagram], findings: [Diagnostic]) {
            self.plan = plan
            self.diagrams = diagrams
            self.findings = findings
        }
    }

    /// The site's files, `index.html` first. `drawings`: SVG for a diagram by its name (Graphviz's),
    /// drawn by StateSpec when absent. `policyFindings`: findings about the policy file and
    /// anything else not in a screen's spec.
    public static func files(_ screens: [Screen], app: AppPlan, policyFindings: [Diagnostic], drawings: [String: String] = [:]) -> [GeneratedFile] {
        let sorted = screens.sorted { $0.plan.name < $1.plan.name }
        let palette = CatalogPalette(app)
        var files = [GeneratedFile(path: indexName, contents: CatalogIndex.render(sorted, app: app, palette: palette, findings: policyFindings))]
        for screen in sorted {
            files.append(GeneratedFile(path: pageName(screen.plan.name), contents: CatalogPage.render(screen, palette: palette, drawings: drawings),
                                       source: screen.plan.specPath))
        }
        return files
    }

    /// The catalog's own page.
    public static let indexName = "index.html"

    /// A screen's page: `<Screen>.html`, or `<Screen>-screen.html` for a screen whose page would
    /// be the index, whatever the case of its name (`Index.html` and `index.html` are one file
    /// on a Mac's default file system). A screen's name has no `-`, so no other page has that name.
    public static func pageName(_ screen: String) -> String {
        let plain = "\(screen).html"
        return OutputFileName.collisionKey(plain) == OutputFileName.collisionKey(indexName) ? "\(screen)-screen.html" : plain
    }

    /// The state cards a screen's page shows, as (state, cause, section) — what a reviewer's tool
    /// can expect to find through `data-state`, `data-cause` and `data-section`.
    public static func stateCards(_ screen: Screen) -> [(state: String, cause: String?, section: String?)] {
        screen.diagrams.flatMap { diagram in
            diagram.nodes.map { (state: $0.state.rawValue, cause: $0.cause, section: diagram.section) }
        }
    }
}

/// How the catalog draws each kind of message: its colour as `#RRGGBB`, from the policy's token.
struct CatalogPalette {
    var kinds: [String: AppPlan.Kind]
    static let unknownColour = "#5F6368"

    init(_ app: AppPlan) {
        kinds = Dictionary(app.kinds.map { ($0.name, $0) }) { first, _ in first }
    }

    func colour(of kind: String) -> String {
        kinds[kind].flatMap { ColourContrast.hex($0.colour) } ?? Self.unknownColour
    }
}
