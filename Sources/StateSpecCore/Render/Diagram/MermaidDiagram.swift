/// A `ScreenDiagram` as a Mermaid `stateDiagram-v2`, which GitHub draws in Markdown.
public enum MermaidDiagram {
    /// The diagram's text, ending in a line break; the same diagram gives the same bytes.
    public static func render(_ diagram: ScreenDiagram) -> String {
        var lines = ["---", "title: \(text(diagram.section.map { "\(diagram.screen) · \($0)" } ?? diagram.screen))", "---", "stateDiagram-v2"]
        for node in diagram.nodes {
            let title = node.isWaived ? "\(node.title) (waived)" : node.title
            lines.append("    state \"\(text(title))\" as \(node.id)")
            if !node.summary.isEmpty { lines.append("    \(node.id): \(text(node.summary))") }
        }
        for transition in diagram.transitions {
            let from = transition.from == ScreenDiagram.startID ? "[*]" : transition.from
            let to = transition.to == ScreenDiagram.startID ? "[*]" : transition.to
            lines.append("    \(from) --> \(to): \(text(label(transition)))")
        }
        for node in diagram.nodes where node.isWaived {
            let reason = node.waivedReason!.isEmpty ? "waived" : "waived: \(node.waivedReason!)"
            lines.append("    note right of \(node.id): \(text(reason))")
        }
        let waived = diagram.nodes.filter(\.isWaived).map(\.id)
        if !waived.isEmpty {
            lines.append("    classDef waived stroke-dasharray: 5 5, color: #666")
            lines.append("    class \(waived.joined(separator: ",")) waived")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `refresh fails / refreshFailed`: the change and the message it raises.
    static func label(_ transition: ScreenDiagram.Transition) -> String {
        transition.label + (transition.message.map { " / \($0)" } ?? "")
    }

    /// Text on one line, without the characters Mermaid reads as syntax there. Walked by
    /// Unicode scalar, not by `Character`: `"\r\n"`, or `"` followed by a combining mark, is one
    /// `Character` and would otherwise pass unchanged.
    static func text(_ value: String) -> String {
        var result = ""
        let scalars = value.unicodeScalars
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            scalars.formIndex(after: &index)
            switch scalar {
            // A line break of two scalars is one space, as one of one scalar is.
            case "\r" where index < scalars.endIndex && scalars[index] == "\n":
                scalars.formIndex(after: &index)
                result.append(" ")
            case ":": result.append("꞉")
            case ";": result.append(",")
            case "\"": result.append("'")
            case "#": result.append("＃")
            case "{", "}", "<", ">": break
            // Every line break (line feed, carriage return, NEL, the line and paragraph
            // separators, vertical tab, form feed) and every other control.
            case _ where SwiftNames.isControl(scalar): result.append(" ")
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
