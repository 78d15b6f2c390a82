import Foundation
import Testing
@testable import StateSpecCore

/// The state diagrams: golden Mermaid and DOT for the example specs, and every change a
/// generated view model can make drawn, and nothing else.
@Suite struct DiagramTests {
    static let goldenFolder = packageRoot.appendingPathComponent("Tests/StateSpecCoreTests/Fixtures/diagrams")

    static func diagrams(_ sources: [SpecSource]) throws -> [ScreenDiagram] {
        let compiler = Compiler()
        let linted = compiler.lint(sources)
        #expect(!linted.diagnostics.hasErrors, "\(linted.diagnostics.map(\.xcodeFormatted))")
        return try compiler.diagrams(linted)
    }

    @Test func mermaidAndDOTMatchTheGoldenFilesByteForByte() throws {
        let diagrams = try Self.diagrams(exampleSpecSources())
        #expect(diagrams.count >= 10)
        let files = DiagramFormat.allCases.flatMap { $0.files(diagrams) }
        if updatingGoldenFiles {
            try FileManager.default.createDirectory(at: Self.goldenFolder, withIntermediateDirectories: true)
            for file in files { try writeIfChanged(file.contents, to: Self.goldenFolder.appendingPathComponent(file.path)) }
        }
        let goldenNames = try FileManager.default.contentsOfDirectory(atPath: Self.goldenFolder.path)
        #expect(goldenNames.sorted() == files.map(\.path).sorted(), "golden diagrams and drawn diagrams differ in name")
        for file in files {
            let golden = try? String(contentsOf: Self.goldenFolder.appendingPathComponent(file.path), encoding: .utf8)
            #expect(golden == file.contents, "\(file.path) differs from its golden file; run STATESPEC_UPDATE_GOLDEN=1 swift test")
        }
    }

    @Test func diagramsAreTheSameWhateverTheOrderOfTheSpecs() throws {
        let sources = try exampleSpecSources()
        let first = try Self.diagrams(sources), second = try Self.diagrams(sources.reversed())
        #expect(DiagramFormat.dot.files(first) == DiagramFormat.dot.files(second))
    }

    /// Every async method of a generated view model starts changes of its state (loads, retries,
    /// operations, item actions, streams it watches): the diagram names exactly those, and its
    /// messages are exactly the ones the view model shows.
    @Test func everyChangeTheViewModelCanMakeIsDrawnAndNothingElse() throws {
        let sources = try goldenSpecSources()
        let generated = Compiler().generate(sources)
        #expect(generated.diagnostics.isEmpty)
        let files = Dictionary(generated.files.map { ($0.path, $0.contents) }) { first, _ in first }
        let diagrams = try Self.diagrams(sources)
        #expect(diagrams.count > 20)
        for diagram in diagrams {
            let viewModel = try #require(files["\(diagram.name)ViewModel.swift"], "no view model for \(diagram.name)")
            #expect(diagram.calls == Self.asyncMethods(in: viewModel), "\(diagram.name): the diagram's calls differ from the view model's async methods")
            // A message the app asks the view model to show (`show<Message>()`, `screen.present`)
            // follows no change; the operations its buttons fire are drawn as theirs.
            let raisedByChanges = viewModel.split(separator: "\n").filter { !$0.contains("screen.present(") }.joined(separator: "\n")
            #expect(diagram.messages == Self.messagesShown(in: raisedByChanges, screen: diagram.name), "\(diagram.name): the diagram's messages differ from those the view model shows")
            for transition in diagram.transitions {
                #expect(diagram.node(transition.from) != nil || transition.from == ScreenDiagram.startID, "\(diagram.name): \(transition.label) starts at no state")
                #expect(diagram.node(transition.to).map { !$0.isWaived } ?? false, "\(diagram.name): \(transition.label) ends at no state the screen has")
            }
        }
    }

    @Test func aWaivedStateIsDrawnWithItsReasonAndNoChange() throws {
        let spec = """
        screen: Settings
        content: { type: Settings }
        states:
          ideal: {}
          loading: { style: spinner }
          empty: { waived: Settings always exist }
          error: { message: Could not load the settings, retry: Try again }
          partial: { waived: one record loaded at once }
        loads:
          initial: {}
        """
        let diagram = try #require(try Self.diagrams([SpecSource(path: "Settings.yaml", text: spec)]).first)
        let empty = try #require(diagram.node("empty"))
        #expect(empty.waivedReason == "Settings always exist")
        #expect(!diagram.transitions.contains { $0.from == "empty" || $0.to == "empty" })
        let mermaid = MermaidDiagram.render(diagram)
        #expect(mermaid.contains("state \"empty (waived)\" as empty"))
        #expect(mermaid.contains("note right of empty: waived꞉ Settings always exist"))
        #expect(DOTDiagram.render(diagram).contains("style=\"rounded,dashed\""))
    }

    @Test func timelineChangesGoWhereTheSpecSays() throws {
        let diagrams = try Self.diagrams(exampleSpecSources())
        let timeline = try #require(diagrams.first { $0.name == "Timeline" })
        func has(_ from: String, _ to: String, _ trigger: ScreenDiagram.Trigger, _ outcome: ScreenDiagram.Outcome, message: String? = nil) -> Bool {
            timeline.transitions.contains { $0.from == from && $0.to == to && $0.trigger == trigger && $0.outcome == outcome && $0.message == message }
        }
        #expect(has("start", "loading", .firstLoad, .starts))
        #expect(has("loading", "error_offline", .firstLoad, .fails))
        #expect(has("ideal", "ideal", .refresh, .fails, message: "refreshFailed"))
        #expect(has("ideal", "partial", .page, .fails))
        #expect(has("partial", "ideal", .retry, .succeeds))
        #expect(!has("ideal", "partial", .refresh, .fails))
        // What the comparison above reads from generated code, for one view model.
        let viewModel = try #require(Compiler().generate(try exampleSpecSources()).files.first { $0.path == "TimelineViewModel.swift" })
        #expect(Self.asyncMethods(in: viewModel.contents) == ["appear", "loadInitial", "retry", "refresh", "loadMore", "loadMoreIfNeeded"])
        #expect(Self.messagesShown(in: viewModel.contents, screen: "Timeline") == ["refreshFailed"])
        #expect(timeline.calls == ["appear", "loadInitial", "retry", "refresh", "loadMore", "loadMoreIfNeeded"])
    }

    /// A search idle until its first input starts loading when the app hands one in, not when
    /// it appears.
    @Test func aScreenWaitingForItsFirstInputStartsOnIt() throws {
        let members = try #require(try Self.diagrams(goldenSpecSources()).first { $0.name == "Members" })
        let firstLoads = members.transitions.filter { $0.trigger == .firstLoad }
        #expect(!firstLoads.isEmpty)
        #expect(firstLoads.allSatisfy { $0.detail == "on the first input" && !$0.calls.contains("appear") }, "\(firstLoads.map(\.label))")
        #expect(firstLoads.contains { $0.label == "first load (on the first input) starts" && $0.from == ScreenDiagram.startID })
        // A screen that loads when it appears says nothing of an input.
        let timeline = try #require(try Self.diagrams(exampleSpecSources()).first { $0.name == "Timeline" })
        #expect(timeline.transitions.filter { $0.trigger == .firstLoad }.allSatisfy { $0.detail == nil })
    }

    @Test func theBuiltInDrawingShowsEveryStateAndNumbersEveryPairOfStates() throws {
        for diagram in try Self.diagrams(exampleSpecSources()) {
            let svg = SVGDiagram.render(diagram)
            #expect(svg == SVGDiagram.render(diagram))
            for node in diagram.nodes { #expect(svg.contains("data-node=\"\(node.id)\""), "\(diagram.name): no \(node.id)") }
            let pairs = DOTDiagram.grouped(diagram.transitions).count
            #expect(svg.contains(">\(pairs). ") && !svg.contains(">\(pairs + 1). "), "\(diagram.name): \(pairs) pairs of states")
            #expect(!svg.contains("http"))
        }
    }

    /// The names of the view model's async methods, its own and those the runtime protocols it
    /// adopts give it: `appear`, `refresh`, `delete`.
    static func asyncMethods(in source: String) -> Set<String> {
        var names = Set(ScreenModelMembers.inherited(by: source).filter(\.isAsync).map(\.name))
        for line in source.split(separator: "\n") {
            var text = Substring(line)
            if let attribute = text.range(of: "@discardableResult ") { text.removeSubrange(attribute) }
            guard text.hasPrefix("    func ") || text.hasPrefix("    public func ") else { continue }
            guard let brace = text.lastIndex(of: "{"), text[..<brace].contains(" async") else { continue }
            text = text[text.range(of: "func ")!.upperBound...]
            names.insert(String(text.prefix { $0.isLetter || $0.isNumber || $0 == "_" }))
        }
        return names
    }

    /// The messages the view model shows: `TimelineFeedback.refreshFailed` → `refreshFailed`.
    static func messagesShown(in source: String, screen: String) -> Set<String> {
        let pattern = try! NSRegularExpression(pattern: "\\b\(screen)Feedback\\.([A-Za-z_][A-Za-z0-9_]*)")
        let range = NSRange(source.startIndex..., in: source)
        return Set(pattern.matches(in: source, range: range).map { String(source[Range($0.range(at: 1), in: source)!]) })
    }
}
