/// A `ScreenDiagram` as Graphviz DOT: `dot -Tsvg` draws it. Changes between the same two
/// states share one arrow, their labels one under the other.
public enum DOTDiagram {
    /// The diagram's text, ending in a line break; the same diagram gives the same bytes.
    public static func render(_ diagram: ScreenDiagram) -> String {
        let title = diagram.section.map { "\(diagram.screen) · \($0)" } ?? diagram.screen
        var lines = [
            "digraph \(quoted(diagram.name)) {",
            "    label=\(quoted(title));",
            "    labelloc=t;",
            "    rankdir=LR;",
            "    fontname=\"Helvetica\";",
            "    node [shape=box, style=\"rounded\", fontname=\"Helvetica\", fontsize=11];",
            "    edge [fontname=\"Helvetica\", fontsize=9];",
        ]
        if diagram.transitions.contains(where: { $0.from == ScreenDiagram.startID }) {
            lines.append("    \(ScreenDiagram.startID) [shape=point, width=0.15, label=\"\"];")
        }
        for node in diagram.nodes {
            var label = node.isWaived ? "\(node.title) (waived)" : node.title
            if node.isWaived, let reason = node.waivedReason, !reason.isEmpty { label += "\n\(reason)" }
            if !node.isWaived, !node.summary.isEmpty { label += "\n\(node.summary)" }
            var attributes = ["label=\(quoted(label))", "id=\(quoted("state-\(node.id)"))"]
            if node.isWaived { attributes += ["style=\"rounded,dashed\"", "color=\"gray50\"", "fontcolor=\"gray30\""] }
            lines.append("    \(node.id) [\(attributes.joined(separator: ", "))];")
        }
        for group in grouped(diagram.transitions) {
            let label = group.map(MermaidDiagram.label).joined(separator: "\n")
            lines.append("    \(group[0].from) -> \(group[0].to) [label=\(quoted(label))];")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The transitions by the two states they join, in the order each pair first appears.
    static func grouped(_ transitions: [ScreenDiagram.Transition]) -> [[ScreenDiagram.Transition]] {
        var order: [String] = []
        var groups: [String: [ScreenDiagram.Transition]] = [:]
        for transition in transitions {
            let key = "\(transition.from)>\(transition.to)"
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(transition)
        }
        return order.map { groups[$0]! }
    }

    /// The most UTF-8 bytes between a DOT string's quotes: Graphviz reads no quoted string
    /// longer than 16,384 bytes, so a longer one is cut and ends in "…".
    static let maximumQuotedLength = 16_000

    /// A DOT string: quotes and backslashes escaped, line breaks as `\n`, tabs and other
    /// controls as spaces; at most `maximumQuotedLength` bytes between the quotes, cut between
    /// two scalars' escapes. Walked by Unicode scalar, not by `Character`: `"\r\n"`, or `"`
    /// followed by a combining mark, is one `Character` and would otherwise pass unchanged.
    static func quoted(_ value: String) -> String {
        let ellipsis = Array("…".utf8)
        var body: [UInt8] = []
        // Where the text is cut should it not fit: the end of the last scalar's escape that leaves
        // room for the ellipsis.
        var cut = 0
        let scalars = value.unicodeScalars
        var index = scalars.startIndex
        while index < scalars.endIndex, body.count <= maximumQuotedLength {
            if body.count <= maximumQuotedLength - ellipsis.count { cut = body.count }
            let scalar = scalars[index]
            scalars.formIndex(after: &index)
            switch scalar {
            case "\"": body += #"\""#.utf8
            case "\\": body += #"\\"#.utf8
            case "\r" where index < scalars.endIndex && scalars[index] == "\n":
                scalars.formIndex(after: &index)
                body += #"\n"#.utf8
            case "\n", "\u{85}", "\u{2028}", "\u{2029}": body += #"\n"#.utf8
            case _ where SwiftNames.isControl(scalar): body.append(UInt8(ascii: " "))
            default: body += scalar.utf8
            }
        }
        if body.count > maximumQuotedLength {
            body.removeSubrange(cut...)
            body += ellipsis
        }
        return "\"" + String(decoding: body, as: UTF8.self) + "\""
    }
}
