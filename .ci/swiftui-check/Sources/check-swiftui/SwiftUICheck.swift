import SwiftDiagnostics
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// What is wrong with one SwiftUI source file, as `path:line:column: error: message` lines.
enum SwiftUICheck {
    /// SwiftUI types an app's code is likely to name. Declaring one of these names (a view
    /// called `TimelineView`, `EmptyView` or `List`) shadows SwiftUI's type, so code that reads
    /// as SwiftUI calls the app's own instead, or does not compile on a Mac.
    static let swiftUITypeNames: Set<String> = [
        "AnyView", "AsyncImage", "Binding", "Bindable", "Button", "Canvas", "Capsule", "Circle",
        "Color", "ContentUnavailableView", "ControlGroup", "DatePicker", "DisclosureGroup",
        "Divider", "EditButton", "EmptyView", "Environment", "EnvironmentObject", "ForEach", "Form",
        "Gauge", "GeometryReader", "Grid", "GridRow", "Group", "GroupBox", "HStack", "Image",
        "Label", "LabeledContent", "LazyHGrid", "LazyHStack", "LazyVGrid", "LazyVStack", "Link",
        "List", "Menu", "NavigationLink", "NavigationSplitView", "NavigationStack",
        "NavigationView", "ObservedObject", "Picker", "ProgressView", "Rectangle",
        "RoundedRectangle", "ScrollView", "ScrollViewReader", "Section", "SecureField",
        "ShareLink", "Slider", "Spacer", "State", "StateObject", "Stepper", "Tab", "TabView",
        "Table", "Text", "TextEditor", "TextField", "TimelineView", "Toggle", "ToolbarItem",
        "View", "ViewBuilder", "VStack", "ZStack",
    ]

    /// SwiftUI views whose only initialiser takes nothing.
    static let argumentlessViews: Set<String> = ["EmptyView"]

    static func problems(in source: String, path: String) -> [String] {
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: path, tree: tree)
        func at(_ node: some SyntaxProtocol, _ message: String) -> String {
            let location = node.startLocation(converter: converter)
            return "\(path):\(location.line):\(location.column): error: \(message)"
        }
        var problems = ParseDiagnosticsGenerator.diagnostics(for: tree).map { diagnostic in
            at(diagnostic.node, diagnostic.message)
        }

        // The whole file is one `#if canImport(SwiftUI) …` block, so that it builds where SwiftUI does not exist.
        let items = Array(tree.statements)
        if items.count != 1 || !(items.first?.item.as(IfConfigDeclSyntax.self)?.clauses.first?.condition?.trimmedDescription.contains("canImport(SwiftUI)") ?? false) {
            problems.append(at(tree, "the file is not one `#if canImport(SwiftUI)` block"))
        }

        let visitor = NameVisitor(viewMode: .sourceAccurate)
        visitor.walk(tree)
        if !visitor.importsSwiftUI { problems.append(at(tree, "the file does not import SwiftUI")) }
        for (node, name) in visitor.declarations where swiftUITypeNames.contains(name) {
            problems.append(at(node, "'\(name)' is the name of a SwiftUI type; name this declaration something else"))
        }
        for (node, name) in visitor.callsWithArguments where argumentlessViews.contains(name) {
            problems.append(at(node, "SwiftUI's '\(name)' takes no arguments; this calls it with some"))
        }
        return problems
    }
}

/// Collects the names a file declares, the calls it makes with arguments, and its imports.
final class NameVisitor: SyntaxVisitor {
    var declarations: [(Syntax, String)] = []
    var callsWithArguments: [(Syntax, String)] = []
    var importsSwiftUI = false

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.path.trimmedDescription == "SwiftUI" { importsSwiftUI = true }
        return .skipChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { declare(node, node.name); return .visitChildren }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { declare(node, node.name); return .visitChildren }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { declare(node, node.name); return .visitChildren }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { declare(node, node.name); return .visitChildren }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { declare(node, node.name); return .visitChildren }
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { declare(node, node.name); return .visitChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { declare(node, node.name); return .visitChildren }
    override func visit(_ node: GenericParameterSyntax) -> SyntaxVisitorContinueKind { declare(node, node.name); return .visitChildren }
    override func visit(_ node: AssociatedTypeDeclSyntax) -> SyntaxVisitorContinueKind { declare(node, node.name); return .visitChildren }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
           !node.arguments.isEmpty || node.trailingClosure != nil {
            callsWithArguments.append((Syntax(node), name))
        }
        return .visitChildren
    }

    private func declare(_ node: some SyntaxProtocol, _ name: TokenSyntax) {
        declarations.append((Syntax(node), name.text))
    }
}
