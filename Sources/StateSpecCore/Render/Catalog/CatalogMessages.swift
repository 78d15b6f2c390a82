import StateSpecVocabulary

/// Each feedback message of a screen in its presentation over the content (a snackbar at the
/// bottom, a banner at the top, an alert over dimmed content …), in its kind's colour, with
/// what the policy gives it: icon, duration, haptic, announcement, plural forms and actions.
enum CatalogMessages {
    static func render(_ plan: ScreenPlan, diagram: ScreenDiagram, palette: CatalogPalette) -> String {
        guard !plan.messages.isEmpty else { return "<p class=\"muted\">No feedback messages.</p>" }
        var html = ["<div class=\"cards\">"]
        for message in plan.messages {
            let kind = palette.kinds[message.kind]
            let colour = palette.colour(of: message.kind)
            var attributes = "class=\"card\" data-message=\"\(HTMLText.escaped(message.key))\""
            if let section = diagram.section { attributes += " data-section=\"\(HTMLText.escaped(section))\"" }
            html.append("<article \(attributes)>")
            html.append("<h3>\(HTMLText.escaped(message.name))</h3>")
            html.append("<div class=\"phone\" aria-hidden=\"true\">\(CatalogCards.content(plan))\(shown(message, colour: colour, icon: kind?.icon ?? ""))</div>")
            var facts: [(String, String)] = [
                ("kind", "\(HTMLText.escaped(message.kind)) (\(message.level.rawValue))"),
                ("presentation", message.presentation.rawValue),
                ("colour", "<span class=\"swatch\" style=\"background:\(colour)\"></span> \(HTMLText.escaped(kind?.colour ?? "")) \(colour)"
                    + (ColourContrast.ratio(colour, ColourContrast.textColour).map { ", text contrast \(ColourContrast.text($0)):1" } ?? "")),
                ("icon", HTMLText.escaped(kind?.icon.isEmpty == false ? kind!.icon : "none")),
                ("duration", duration(message.duration)),
                ("haptic", kind?.haptic.rawValue ?? "none"),
                ("announced", (kind?.announces ?? true) ? "yes, to VoiceOver and TalkBack" : "no"),
            ]
            if let one = message.one {
                facts.append(("one", HTMLText.escaped(one)))
                facts.append(("other", HTMLText.escaped(message.text)))
            } else {
                facts.append(("text", HTMLText.escaped(message.text)))
            }
            if let title = message.title { facts.append(("title", HTMLText.escaped(title))) }
            for action in message.actions {
                let runs = action.confirms.map { ", runs \(HTMLText.escaped($0)) once the user confirms" } ?? ""
                facts.append(("action", "\(HTMLText.escaped(action.title)) (\(action.name), \(action.role.rawValue)\(runs))"))
            }
            let raisers = diagram.transitions.filter { $0.message == message.name }.map { $0.label }
            var seen = Set<String>()
            let raisedBy = raisers.filter { seen.insert($0).inserted }
            facts.append(("raised by", raisedBy.isEmpty ? "the app (raised: manual)" : HTMLText.escaped(raisedBy.joined(separator: "; "))))
            facts.append(("key", HTMLText.escaped(message.key)))
            html.append("<dl class=\"facts\">" + facts.map { "<dt>\($0.0)</dt><dd>\($0.1)</dd>" }.joined() + "</dl>")
            html.append("</article>")
        }
        html.append("</div>")
        return html.joined(separator: "\n")
    }

    /// The message as it shows, in its presentation and colour.
    static func shown(_ message: ScreenPlan.Message, colour: String, icon: String) -> String {
        let presentation = message.presentation
        var body = "<span class=\"icon\">\(HTMLText.escaped(icon))</span>"
        if let title = message.title { body += "<strong>\(HTMLText.escaped(title))</strong><br>" }
        body += HTMLText.escaped(message.one ?? message.text)
        for action in message.actions { body += " <span class=\"button\">\(HTMLText.escaped(action.title))</span>" }
        let box = "<div class=\"message p-\(presentation.rawValue)\" style=\"background:\(colour)\">\(body)</div>"
        switch presentation {
        case .alert, .sheet: return "<div class=\"dim\"></div>" + box
        default: return box
        }
    }

    static func duration(_ duration: FeedbackDuration) -> String {
        switch duration {
        case .seconds(let seconds): "\(SpecNumber.text(seconds: seconds)) s"
        case .persistent: "until dismissed"
        }
    }
}
