import Testing
@testable import StateSpecCore

/// `events.<name>.optimistic`: where it is refused, the names it makes, and what it generates
/// in a section as on a screen.
@Suite struct OptimisticOperationTests {
    static let favourite = ExampleSpecs.profile + """
    events:
      favourite: { runs: loader, optimistic: true, failure: favouriteFailed }
    feedback:
      favouriteFailed: { kind: error, text: Could not add it to your favourites }
    """

    @Test func anOptimisticOperationWithoutAFailureMessageIsOneDiagnosticThatSaysTheChangeGoesBackSilently() {
        let spec = Self.favourite.replacingOccurrences(of: "favourite: { runs: loader, optimistic: true, failure: favouriteFailed }",
                                                       with: "favourite: { runs: loader, optimistic: true, haptic: success }")
        let found = lint(spec).filter { ["silent-operation-failure", "optimistic-operation"].contains($0.ruleID) }
        #expect(found.map(\.ruleID) == ["silent-operation-failure"])
        #expect(found.first?.message.contains("would go back without a word") == true)
    }

    @Test func aPlainEventMarkedOptimisticIsToldToBecomeAnOperation() {
        let spec = Self.favourite.replacingOccurrences(of: "{ runs: loader, optimistic: true, failure: favouriteFailed }", with: "{ optimistic: true }")
        let found = lint(spec).filter { $0.ruleID == "optimistic-operation" }
        #expect(found.count == 1)
        #expect(found.first?.message.contains("add 'runs: loader' and 'failure:'") == true)
        #expect(!lint(spec).contains { $0.ruleID == "silent-operation-failure" })
    }

    @Test func theLoaderRequirementsNameClashesWithAnEventOfThatName() {
        let spec = Self.favourite.replacingOccurrences(of: "feedback:", with: "  optimisticFavourite: { summary: Something else. }\nfeedback:")
        let clash = lint(spec).filter { $0.ruleID == "invalid-identifier" }
        #expect(clash.count == 1)
        #expect(clash.first?.message.contains("`optimisticFavourite`") == true)
    }

    @Test func optimisticFalseChangesNothing() {
        let plain = Self.favourite.replacingOccurrences(of: "optimistic: true, ", with: "")
        let written = Self.favourite.replacingOccurrences(of: "optimistic: true", with: "optimistic: false")
        let files = { (yaml: String) in
            Compiler().generate([SpecSource(path: "specs/Profile.yaml", text: yaml)]).files
                .filter { $0.path.hasSuffix(".swift") }.map(\.contents)
        }
        #expect(files(plain) == files(written))
        #expect(!files(written).joined().contains("optimisticFavourite"))
    }

    @Test func aSectionsOptimisticOperationGeneratesItsRequirementAndPassesTheExpectedResult() {
        let spec = ExampleSpecs.account.replacingOccurrences(of: "    loads:\n      initial: { on: appear }\n  posts:", with: """
                loads:
                  initial: { on: appear }
                events:
                  follow: { runs: loader, optimistic: true, failure: followFailed }
                feedback:
                  followFailed: { kind: error, text: Could not follow }
              posts:
            """)
        let result = Compiler().generate([SpecSource(path: "specs/Account.yaml", text: spec)])
        #expect(!result.diagnostics.contains { $0.severity == .error }, "\(result.diagnostics.map(\.xcodeFormatted))")
        let loader = result.files.first { $0.path == "AccountHeaderLoader.swift" }?.contents ?? ""
        #expect(loader.contains("@MainActor func optimisticFollow(_ content: Profile) -> Profile"))
        let model = result.files.first { $0.path == "AccountHeaderViewModel.swift" }?.contents ?? ""
        #expect(model.contains("expected: { [loader] in loader.optimisticFollow($0) }"))
        let fixtures = result.files.first { $0.path == "AccountHeaderFixtures.swift" }?.contents ?? ""
        #expect(fixtures.contains("func optimisticFollow(_ content: Profile) -> Profile { content }"))

        let misplaced = spec.replacingOccurrences(of: "{ runs: loader, optimistic: true, failure: followFailed }", with: "{ runs: loader, optimistic: true, result: Profile, failure: followFailed }")
        let found = lint(misplaced).filter { $0.ruleID == "optimistic-operation" }
        #expect(found.map(\.documentPath) == ["sections.header.events.follow.optimistic"])
    }
}
