/// The catalog's first page: the screens, and the feedback policy every message follows.
enum CatalogIndex {
    static func render(_ screens: [CatalogSite.Screen], app: AppPlan, palette: CatalogPalette, findings: [Diagnostic]) -> String {
        var html = [CatalogPage.head("Screens"), "<body>", "<header>", "<h1>State catalog</h1>",
                    "<p>Every screen in every state, with its messages, its state diagram and its lint findings.</p>", "</header>", "<main>"]
        html.append("<section aria-labelledby=\"screens\"><h2 id=\"screens\">Screens</h2><ul class=\"screens\">")
        for screen in screens {
            let states = CatalogSite.stateCards(screen).count
            let messages = screen.plan.messages.count + screen.plan.sections.reduce(0) { $0 + $1.plan.messages.count }
            let summary = screen.plan.summary.map { " — \(HTMLText.escaped($0))" } ?? ""
            html.append("<li><a href=\"\(HTMLText.escaped(CatalogSite.pageName(screen.plan.name)))\">\(HTMLText.escaped(screen.plan.name))</a>\(summary) "
                + "<span class=\"muted\">(\(counted(states, "state")), \(counted(messages, "message")), \(counted(screen.findings.count, "finding")))</span></li>")
        }
        html.append("</ul></section>")
        html.append("<section aria-labelledby=\"policy\"><h2 id=\"policy\">Feedback policy</h2>")
        html.append("<p class=\"muted\">\(HTMLText.escaped(app.policyPath ?? "built-in")) · profile \(HTMLText.escaped(app.profile.rawValue))</p>")
        html.append("<div class=\"table\"><table><thead><tr><th>Kind</th><th>Level</th><th>Colour</th><th>Text contrast</th><th>Icon</th><th>Haptic</th><th>Announced</th></tr></thead><tbody>")
        for kind in app.kinds {
            let colour = palette.colour(of: kind.name)
            let ratio = ColourContrast.textRatio(on: kind.colour).map { "\(ColourContrast.text($0)):1" + ($0 < ColourContrast.minimumRatio ? " (below AA)" : "") } ?? "not measured"
            html.append("<tr><td>\(HTMLText.escaped(kind.name))</td><td>\(kind.level.rawValue)</td>"
                + "<td><span class=\"swatch\" style=\"background:\(colour)\"></span> \(HTMLText.escaped(kind.colour)) \(colour)</td>"
                + "<td>\(ratio)</td><td>\(HTMLText.escaped(kind.icon))</td><td>\(kind.haptic.rawValue)</td><td>\(kind.announces ? "yes" : "no")</td></tr>")
        }
        html.append("</tbody></table></div>")
        html.append("<h3>Policy findings</h3>\(Self.findings(findings))</section>")
        html.append("</main>")
        html.append("</body>\n</html>\n")
        return html.joined(separator: "\n")
    }

    /// `1 message`, `3 messages`.
    static func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }

    /// Lint findings as a list, or a line saying there are none.
    static func findings(_ findings: [Diagnostic]) -> String {
        guard !findings.isEmpty else { return "<p class=\"muted\">No findings.</p>" }
        let items = findings.map { finding in
            "<li class=\"finding-\(finding.severity.rawValue)\"><strong>\(finding.severity.rawValue)</strong> "
                + "\(HTMLText.escaped(finding.file)):\(finding.location.line):\(finding.location.column) \(HTMLText.escaped(finding.message)) "
                + "<span class=\"muted\">[\(HTMLText.escaped(finding.ruleID))]</span></li>"
        }
        return "<ul>" + items.joined() + "</ul>"
    }
}
