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

    /// A DOT string: quotes and backslashes escaped, line breaks as `\n`.
    static func quoted(_ value: String) -> String {
        var result = "\""
        for character in value {
            switch character {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r", "\t": result += " "
            default: result.append(character)
            }
        }
        return result + "\""
    }
}
