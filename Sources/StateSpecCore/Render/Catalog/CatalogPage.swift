/// One screen's page: its states, messages, diagrams (one per section of a screen made of
/// sections) with every change listed, and its spec's lint findings.
enum CatalogPage {
    static func render(_ screen: CatalogSite.Screen, palette: CatalogPalette, drawings: [String: String]) -> String {
        let plan = screen.plan
        var html = [head(plan.name), "<body>", "<header>", "<nav><a href=\"index.html\">All screens</a></nav>",
                    "<h1>\(HTMLText.escaped(plan.name))</h1>"]
        if let summary = plan.summary { html.append("<p>\(HTMLText.escaped(summary))</p>") }
        html.append("<p class=\"muted\">\(HTMLText.escaped(plan.specPath))</p>")
        html.append("</header>")
        html.append("<main>")
        if let screenWide = screenWide(plan) { html.append(screenWide) }
        let parts: [(ScreenPlan, ScreenDiagram)] = plan.sections.isEmpty
            ? screen.diagrams.first.map { [(plan, $0)] } ?? []
            : zip(plan.sections, screen.diagrams).map { ($0.plan, $1) }
        for (part, diagram) in parts {
            let suffix = diagram.section.map { "-\($0)" } ?? ""
            let sectionAttribute = diagram.section.map { " data-section=\"\(HTMLText.escaped($0))\"" } ?? ""
            html.append("<section\(sectionAttribute) aria-labelledby=\"states\(HTMLText.escaped(suffix))\">")
            let heading = diagram.section.map { "Section \($0): " } ?? ""
            html.append("<h2 id=\"states\(HTMLText.escaped(suffix))\">\(HTMLText.escaped(heading))States</h2>")
            html.append(CatalogCards.render(part, diagram: diagram))
            html.append("<h2>\(HTMLText.escaped(heading))Messages</h2>")
            html.append(CatalogMessages.render(part, diagram: diagram, palette: palette))
            html.append("<h2>\(HTMLText.escaped(heading))State diagram</h2>")
            html.append("<figure data-diagram=\"\(HTMLText.escaped(diagram.screen))\"\(sectionAttribute)>")
            html.append(drawings[diagram.name] ?? SVGDiagram.render(diagram))
            html.append("<figcaption class=\"muted\">Every change the view model \(HTMLText.escaped(diagram.name))ViewModel can make.</figcaption></figure>")
            html.append(transitions(diagram))
            html.append("</section>")
        }
        html.append("<section aria-labelledby=\"findings\"><h2 id=\"findings\">Lint findings</h2>\(CatalogIndex.findings(screen.findings))</section>")
        html.append("</main>")
        html.append("</body>\n</html>\n")
        return html.joined(separator: "\n")
    }

    /// What a screen made of sections shows for itself: its screen-wide empty and error texts,
    /// and the section it stands or falls with; nil when it has neither.
    static func screenWide(_ plan: ScreenPlan) -> String? {
        var items: [String] = []
        func item(_ state: String, _ texts: StateTexts?, _ when: String) {
            guard let texts else { return }
            var words = [texts.message, texts.retry].compactMap { $0 }.filter { !$0.text.isEmpty }
                .map { "\(HTMLText.escaped($0.text)) <span class=\"muted\">\(HTMLText.escaped($0.key))</span>" }
            if let action = texts.action {
                words.append("\(HTMLText.escaped(action.title.text)) <span class=\"muted\">\(HTMLText.escaped(action.title.key)), fires \(HTMLText.escaped(action.event))</span>")
            }
            items.append("<li><strong>\(state)</strong> (\(when)): \(words.joined(separator: " · "))</li>")
        }
        if plan.hasScreenWideEmpty { item("empty", plan.texts.empty, "every section shown is empty") }
        if plan.hasScreenWideError { item("error", plan.texts.error, "every section failed, or the primary one did") }
        if let primary = plan.sections.first(where: \.isPrimary) {
            items.append("<li><strong>primary section</strong>: \(HTMLText.escaped(primary.name)); the screen loads while it loads and fails when it fails</li>")
        }
        guard !items.isEmpty else { return nil }
        return "<section aria-labelledby=\"screen-wide\"><h2 id=\"screen-wide\">Screen-wide states</h2><ul>\n"
            + items.joined(separator: "\n") + "\n</ul></section>"
    }

    /// The changes as a table: from, to, what starts it, how it ends, the message and the calls.
    static func transitions(_ diagram: ScreenDiagram) -> String {
        var rows = ["<div class=\"table\"><table><thead><tr><th>From</th><th>To</th><th>Change</th><th>Message</th><th>View model</th></tr></thead><tbody>"]
        for transition in diagram.transitions {
            let from = transition.from == ScreenDiagram.startID ? "start" : diagram.node(transition.from)?.title ?? transition.from
            let to = diagram.node(transition.to)?.title ?? transition.to
            rows.append("<tr><td>\(HTMLText.escaped(from))</td><td>\(HTMLText.escaped(to))</td><td>\(HTMLText.escaped(transition.label))</td>"
                + "<td>\(HTMLText.escaped(transition.message ?? ""))</td><td>\(HTMLText.escaped(transition.calls.map { "\($0)()" }.joined(separator: ", ")))</td></tr>")
        }
        rows.append("</tbody></table></div>")
        return rows.joined(separator: "\n")
    }

    static func head(_ title: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(HTMLText.escaped(title)) · StateSpec catalog</title>
        <style>
        \(CatalogStyle.css)
        </style>
        </head>
        """
    }
}
