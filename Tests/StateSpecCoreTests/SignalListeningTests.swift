import Testing
@testable import StateSpecCore

/// Which signals `observeSignals()` listens to, and which are heard from `init` on: a signal that
/// only marks the content out of date needs no task of the view's.
@Suite struct SignalListeningTests {
    static let feed = ExampleSpecs.feed.replacingOccurrences(of: "initial: { on: appear }\n", with: """
    initial: { on: appear }
      refresh: { on: pull, failure: refreshFailed }
    signals:
      listsEdited: { reaction: refresh-on-return }
    feedback:
      refreshFailed: { kind: error, text: Could not refresh }

    """)

    private func viewModel(_ yaml: String) throws -> String {
        let result = Compiler().generate([SpecSource(path: "specs/Feed.yaml", text: yaml)])
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics.map(\.message))")
        return try #require(result.files.first { $0.path.hasSuffix("FeedViewModel.swift") }).contents
    }

    @Test func aScreenWhoseSignalsOnlyMarkItOutOfDateOffersNoObserveSignals() throws {
        let code = try viewModel(Self.feed)
        #expect(!code.contains("observeSignals"), "nothing for a view's task to listen to")
        #expect(code.contains("SignalSubscription([\n            loader.listsEdited(),\n        ])"))
    }

    @Test func observeSignalsNamesOnlyTheSignalsItListensTo() throws {
        let code = try viewModel(Self.feed.replacingOccurrences(of: "listsEdited: { reaction: refresh-on-return }", with: """
        accountMuted: { reaction: refresh }
          listsEdited: { reaction: refresh-on-return }
        """))
        #expect(code.contains("reacts to the app-wide signals (`accountMuted` refreshes); those that mark the content out of date are heard from `init` on."))
        #expect(code.contains("for await _ in loader.accountMuted()"))
        #expect(!code.contains("for await _ in loader.listsEdited()"))
    }
}
