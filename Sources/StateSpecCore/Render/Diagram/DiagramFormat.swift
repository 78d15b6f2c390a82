/// The languages `statespec diagram` writes.
public enum DiagramFormat: String, Sendable, CaseIterable {
    case mermaid, dot

    /// The extension of the files written: `Timeline.mmd`, `Timeline.dot`.
    public var fileExtension: String {
        switch self {
        case .mermaid: "mmd"
        case .dot: "dot"
        }
    }

    public func render(_ diagram: ScreenDiagram) -> String {
        switch self {
        case .mermaid: MermaidDiagram.render(diagram)
        case .dot: DOTDiagram.render(diagram)
        }
    }

    /// One file per diagram, named after its view model, in name order.
    public func files(_ diagrams: [ScreenDiagram]) -> [GeneratedFile] {
        diagrams.sorted { $0.name < $1.name }.map { diagram in
            GeneratedFile(path: "\(diagram.name).\(fileExtension)", contents: render(diagram), source: diagram.specPath)
        }
    }
}
