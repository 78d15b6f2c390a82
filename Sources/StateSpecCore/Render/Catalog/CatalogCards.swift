import StateSpecVocabulary

/// The wireframe cards of one screen's (or section's) states: what each state shows, drawn
/// from the plan's texts.
enum CatalogCards {
    static func render(_ plan: ScreenPlan, diagram: ScreenDiagram) -> String {
        var html = ["<div class=\"cards\">"]
        for node in diagram.nodes {
            var attributes = "class=\"card\(node.isWaived ? " waived" : "")\" data-state=\"\(node.state.rawValue)\""
            if let cause = node.cause { attributes += " data-cause=\"\(HTMLText.escaped(cause))\"" }
            if let section = diagram.section { attributes += " data-section=\"\(HTMLText.escaped(section))\"" }
            if node.isWaived { attributes += " data-waived=\"true\"" }
            html.append("<article \(attributes)>")
            html.append("<h3>\(HTMLText.escaped(node.title))\(node.isWaived ? " <span class=\"muted\">(waived)</span>" : "")</h3>")
            if node.isWaived {
                html.append("<p>Waived: \(HTMLText.escaped(node.waivedReason?.isEmpty == false ? node.waivedReason! : "no reason given"))</p>")
            } else {
                html.append("<div class=\"phone\" aria-hidden=\"true\">\(screen(node, plan))</div>")
                html.append("<p class=\"muted\">\(HTMLText.escaped(node.summary))</p>")
                html.append(texts(node, plan))
            }
            html.append("</article>")
        }
        html.append("</div>")
        return html.joined(separator: "\n")
    }

    /// The content as grey rows (a collection) or a block (a single record).
    static func content(_ plan: ScreenPlan, rows: Int = 4) -> String {
        plan.content.itemType == nil ? "<div class=\"record\"></div>" : String(repeating: "<div class=\"row\"></div>", count: rows)
    }

    static func button(_ title: String) -> String { "<span class=\"button\">\(HTMLText.escaped(title))</span>" }

    /// What the state's phone shows.
    static func screen(_ node: ScreenDiagram.Node, _ plan: ScreenPlan) -> String {
        switch node.state {
        case .ideal:
            return content(plan) + plan.texts.idealActions.map { button($0.title.text) }.joined()
        case .loading:
            switch plan.loading.style {
            case .skeleton:
                let count = plan.loading.placeholderCount ?? 3
                return "<div data-placeholders=\"\(count)\">" + String(repeating: "<div class=\"row skeleton\"></div>", count: count) + "</div>"
            case .spinner: return "<div class=\"spinner\"></div>"
            case .progress: return "<div class=\"progress\"></div>"
            case .none: return ""
            }
        case .empty:
            let texts = plan.texts.empty
            return "<div class=\"centre\"><p>\(HTMLText.escaped(texts?.message?.text ?? ""))</p>\(texts?.action.map { button($0.title.text) } ?? "")</div>"
        case .error:
            let texts = node.cause.flatMap { cause in plan.texts.causes.first { $0.name == cause }?.texts } ?? plan.texts.error
            var parts = "<div class=\"centre\"><p>\(HTMLText.escaped(texts?.message?.text ?? ""))</p>"
            if let retry = texts?.retry { parts += button(retry.text) }
            if let action = texts?.action { parts += button(action.title.text) }
            return parts + "</div>"
        case .partial:
            let texts = plan.texts.partial
            var failure = "<div class=\"inline-failure\">\(HTMLText.escaped(texts?.message?.text ?? ""))"
            if let retry = texts?.retry { failure += " " + button(retry.text) }
            if let action = texts?.action { failure += " " + button(action.title.text) }
            return content(plan, rows: 3) + failure + "</div>"
        }
    }

    /// The state's texts with their String Catalog keys, and the loading style.
    static func texts(_ node: ScreenDiagram.Node, _ plan: ScreenPlan) -> String {
        var facts: [(String, String)] = []
        func add(_ label: String, _ text: ScreenText?) {
            if let text { facts.append((label, "\(HTMLText.escaped(text.text)) <span class=\"muted\">\(HTMLText.escaped(text.key))</span>")) }
        }
        switch node.state {
        case .ideal:
            facts.append(("content", HTMLText.escaped(plan.content.type)))
            for action in plan.texts.idealActions { add("button → \(action.event)", action.title) }
        case .loading:
            facts.append(("style", plan.loading.style.rawValue + (plan.loading.placeholderCount.map { ", \($0) placeholders" } ?? "")))
        case .empty:
            add("message", plan.texts.empty?.message)
            if let action = plan.texts.empty?.action { add("button → \(action.event)", action.title) }
        case .error:
            let texts = node.cause.flatMap { cause in plan.texts.causes.first { $0.name == cause }?.texts } ?? plan.texts.error
            add("message", texts?.message)
            add("retry", texts?.retry)
        case .partial:
            add("message", plan.texts.partial?.message)
            add("retry", plan.texts.partial?.retry)
            if let retry = plan.partialRetry { facts.append(("retry runs", retry.rawValue == "more" ? "the page load" : retry.rawValue == "refresh" ? "the refresh" : "the load that failed")) }
        }
        guard !facts.isEmpty else { return "" }
        return "<dl class=\"facts\">" + facts.map { "<dt>\(HTMLText.escaped($0.0))</dt><dd>\($0.1)</dd>" }.joined() + "</dl>"
    }
}
