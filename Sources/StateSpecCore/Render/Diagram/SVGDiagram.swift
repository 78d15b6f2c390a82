/// A `ScreenDiagram` drawn as SVG by StateSpec itself, for a catalog made where Graphviz is not
/// installed: the states in columns (start, loading, the states with or without content, the
/// error causes; waived states underneath), each pair of states joined by one numbered arrow,
/// and the numbered changes listed below.
public enum SVGDiagram {
    static let boxWidth = 180.0, boxHeight = 56.0, columnGap = 70.0, rowGap = 50.0, margin = 24.0, lineHeight = 16.0

    public static func render(_ diagram: ScreenDiagram) -> String {
        var places: [String: (x: Double, y: Double)] = [:]
        var columns: [[String]] = [[], [], [], []]
        let hasStart = diagram.transitions.contains { $0.from == ScreenDiagram.startID }
        if hasStart { columns[0].append(ScreenDiagram.startID) }
        var waived: [ScreenDiagram.Node] = []
        for node in diagram.nodes {
            if node.isWaived { waived.append(node); continue }
            switch node.state {
            case .loading: columns[1].append(node.id)
            case .ideal, .empty, .partial: columns[2].append(node.id)
            case .error: columns[3].append(node.id)
            }
        }
        let used = columns.filter { !$0.isEmpty }
        for (column, ids) in used.enumerated() {
            for (row, id) in ids.enumerated() {
                places[id] = (margin + Double(column) * (boxWidth + columnGap), margin + 30 + Double(row) * (boxHeight + rowGap))
            }
        }
        let rows = Double(used.map(\.count).max() ?? 1)
        var bottom = margin + 30 + rows * (boxHeight + rowGap)
        for (index, node) in waived.enumerated() {
            places[node.id] = (margin + Double(index) * (boxWidth + columnGap), bottom)
        }
        if !waived.isEmpty { bottom += boxHeight + rowGap }
        let groups = DOTDiagram.grouped(diagram.transitions)
        var legend: [String] = []
        for (number, group) in groups.enumerated() {
            let from = group[0].from == ScreenDiagram.startID ? "start" : diagram.node(group[0].from)?.title ?? group[0].from
            let to = diagram.node(group[0].to)?.title ?? group[0].to
            legend.append("\(number + 1). \(from) → \(to): " + group.map(MermaidDiagram.label).joined(separator: "; "))
        }
        let width = max(margin * 2 + Double(max(used.count, waived.count)) * (boxWidth + columnGap), 560)
        let height = bottom + Double(legend.count) * lineHeight + margin
        let marker = "arrow-\(identifier(diagram.name))"
        var svg = [
            "<svg class=\"diagram\" viewBox=\"0 0 \(number(width)) \(number(height))\" width=\"\(number(width))\" height=\"\(number(height))\" role=\"img\" aria-labelledby=\"\(marker)-title\">",
            "<title id=\"\(marker)-title\">\(HTMLText.escaped(diagram.name)) state diagram</title>",
            "<defs><marker id=\"\(marker)\" viewBox=\"0 0 10 10\" refX=\"10\" refY=\"5\" markerWidth=\"7\" markerHeight=\"7\" orient=\"auto-start-reverse\"><path d=\"M0,0 L10,5 L0,10 z\" fill=\"#333\"/></marker></defs>",
            "<text x=\"\(number(margin))\" y=\"\(number(margin))\" font-weight=\"bold\" font-size=\"14\">\(HTMLText.escaped(diagram.section.map { "\(diagram.screen) · \($0)" } ?? diagram.screen))</text>",
        ]
        for (number, group) in groups.enumerated() {
            guard let from = places[group[0].from], let to = places[group[0].to] else { continue }
            svg.append(edge(from: from, to: to, start: group[0].from == ScreenDiagram.startID, number: number + 1, marker: marker))
        }
        if hasStart, let start = places[ScreenDiagram.startID] {
            svg.append("<circle cx=\"\(self.number(start.x + 10))\" cy=\"\(self.number(start.y + boxHeight / 2))\" r=\"8\" fill=\"#333\"><title>start</title></circle>")
        }
        for node in diagram.nodes {
            guard let place = places[node.id] else { continue }
            let dashed = node.isWaived ? " stroke-dasharray=\"5 4\"" : ""
            svg.append("<g class=\"state\" data-node=\"\(HTMLText.escaped(node.id))\"><rect x=\"\(number(place.x))\" y=\"\(number(place.y))\" width=\"\(number(boxWidth))\" height=\"\(number(boxHeight))\" rx=\"10\" fill=\"#fff\" stroke=\"#333\"\(dashed)/>")
            svg.append("<text x=\"\(number(place.x + boxWidth / 2))\" y=\"\(number(place.y + 22))\" text-anchor=\"middle\" font-size=\"13\" font-weight=\"bold\">\(HTMLText.escaped(node.isWaived ? "\(node.title) (waived)" : node.title))</text>")
            let detail = node.isWaived ? node.waivedReason ?? "" : node.summary
            svg.append("<text x=\"\(number(place.x + boxWidth / 2))\" y=\"\(number(place.y + 40))\" text-anchor=\"middle\" font-size=\"10\" fill=\"#444\">\(HTMLText.escaped(shortened(detail, to: 30)))<title>\(HTMLText.escaped(detail))</title></text></g>")
        }
        let legendTop = bottom
        for (index, line) in legend.enumerated() {
            svg.append("<text x=\"\(number(margin))\" y=\"\(number(legendTop + Double(index) * lineHeight))\" font-size=\"11\">\(HTMLText.escaped(line))</text>")
        }
        svg.append("</svg>")
        return svg.joined(separator: "\n")
    }

    /// An arrow between two boxes (a loop over the box when they are one), with its number halfway.
    static func edge(from: (x: Double, y: Double), to: (x: Double, y: Double), start: Bool, number label: Int, marker: String) -> String {
        let path: String, badge: (x: Double, y: Double)
        if from == to {
            let left = from.x + boxWidth * 0.3, right = from.x + boxWidth * 0.7, top = from.y
            path = "M\(number(left)),\(number(top)) C\(number(left)),\(number(top - 34)) \(number(right)),\(number(top - 34)) \(number(right)),\(number(top))"
            badge = (from.x + boxWidth / 2, top - 26)
        } else if from.x == to.x {
            // Within a column: out of the right side going down, the left going up, round the boxes between.
            let down = to.y > from.y
            let side = down ? from.x + boxWidth : from.x
            let bulge = (down ? 1.0 : -1.0) * (30 + abs(to.y - from.y) * 0.15)
            let a = (x: side, y: from.y + boxHeight / 2 + (down ? 8 : -8)), b = (x: side, y: to.y + boxHeight / 2 + (down ? -8 : 8))
            path = "M\(number(a.x)),\(number(a.y)) C\(number(a.x + bulge)),\(number(a.y)) \(number(b.x + bulge)),\(number(b.y)) \(number(b.x)),\(number(b.y))"
            badge = (side + bulge * 0.75, (a.y + b.y) / 2)
        } else {
            let a = start ? (x: from.x + 18, y: from.y + boxHeight / 2) : exit(from, toward: to)
            let b = exit(to, toward: from)
            // Bent to one side, so that the arrows both ways between two states stay apart.
            let dx = b.x - a.x, dy = b.y - a.y
            let control = (x: (a.x + b.x) / 2 - dy * 0.15, y: (a.y + b.y) / 2 + dx * 0.15)
            path = "M\(number(a.x)),\(number(a.y)) Q\(number(control.x)),\(number(control.y)) \(number(b.x)),\(number(b.y))"
            badge = (0.25 * a.x + 0.5 * control.x + 0.25 * b.x, 0.25 * a.y + 0.5 * control.y + 0.25 * b.y)
        }
        return "<path d=\"\(path)\" fill=\"none\" stroke=\"#333\" stroke-width=\"1.3\" marker-end=\"url(#\(marker))\"/>"
            + "<circle cx=\"\(number(badge.x))\" cy=\"\(number(badge.y))\" r=\"9\" fill=\"#fff\" stroke=\"#333\"/>"
            + "<text x=\"\(number(badge.x))\" y=\"\(number(badge.y + 4))\" text-anchor=\"middle\" font-size=\"10\">\(label)</text>"
    }

    /// Where the line from the box at `box` toward the box at `other` leaves the box's border.
    static func exit(_ box: (x: Double, y: Double), toward other: (x: Double, y: Double)) -> (x: Double, y: Double) {
        let cx = box.x + boxWidth / 2, cy = box.y + boxHeight / 2
        let dx = other.x + boxWidth / 2 - cx, dy = other.y + boxHeight / 2 - cy
        guard dx != 0 || dy != 0 else { return (cx, cy) }
        let scale = min(dx == 0 ? .infinity : (boxWidth / 2) / abs(dx), dy == 0 ? .infinity : (boxHeight / 2) / abs(dy))
        return (cx + dx * scale, cy + dy * scale)
    }

    static func shortened(_ text: String, to length: Int) -> String {
        text.count <= length ? text : String(text.prefix(length - 1)) + "…"
    }

    /// `12`, `12.5`: a coordinate with at most one decimal, the same bytes on every machine.
    static func number(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        let sign = tenths < 0 ? "-" : ""
        let whole = abs(tenths) / 10, fraction = abs(tenths) % 10
        return fraction == 0 ? "\(sign)\(whole)" : "\(sign)\(whole).\(fraction)"
    }

    /// Letters and digits only, for ids.
    static func identifier(_ text: String) -> String {
        String(text.unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) }.map(Character.init))
    }
}
