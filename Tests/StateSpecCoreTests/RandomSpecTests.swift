import Testing
@testable import StateSpecCore
import StateSpecFuzzing

/// The random spec generator's own guarantees, and what the pipeline promises for every spec it
/// makes: lint accepts it, generation succeeds with safe file names, and the output is the same
/// bytes every time. (Fuzzing/compile-random-specs.sh compiles what it generates.)
@Suite struct RandomSpecTests {
    @Test func repairedProjectsLintCleanAndGenerateDeterministically() throws {
        var generator = RandomSpecs(seed: 2026)
        var accepted = 0
        for round in 0..<40 {
            let outcome = LintRepair.repair(generator.project(screens: 1 + round % 4))
            guard let project = outcome.project else { continue }
            accepted += 1
            let first = Compiler().generate(project.sources)
            #expect(!first.diagnostics.hasErrors, "\(first.diagnostics.map(\.xcodeFormatted))")
            #expect(!first.files.isEmpty)
            for file in first.files { #expect(OutputFileName.problem(with: file.path) == nil) }
            let second = Compiler().generate(project.sources)
            #expect(first.files == second.files)
        }
        #expect(accepted >= 36, "the generator should rarely need to drop a project")
    }

    /// Every key of the key tables appears in some accepted spec: a key added to a table is
    /// exercised by the compile check without changing the generator, or this test says which.
    @Test func acceptedSpecsCoverEveryKeyOfTheKeyTables() {
        let neverValid: Set<String> = ["states.ideal.waived", "states.loading.waived", "sections.<name>.states.ideal.waived", "sections.<name>.states.loading.waived"]
        // Sample content is the app's own declaration, which a random project does not have.
        let namesTheAppsDeclarations: Set<String> = ["preview", "preview.content", "preview.view", "sections.<name>.preview", "sections.<name>.preview.content", "sections.<name>.preview.view"]
        var missing = RandomProject.schemaKeyPaths.subtracting(neverValid).subtracting(namesTheAppsDeclarations)
        // Rare keys (a gap's failure message, which repair drops when it is an alert) turn up a
        // few times in a few hundred projects: up to 800 are made, until every key has turned up.
        var generator = RandomSpecs(seed: 7)
        for _ in 0..<800 where !missing.isEmpty {
            if let project = LintRepair.repair(generator.project(screens: 2)).project { missing.subtract(project.keyPaths) }
        }
        #expect(missing.sorted() == [])
    }

    @Test func yamlTheGeneratorWritesReadsBackExactly() throws {
        for text in HostileText.texts {
            let document = YAMLValue.mapping([("summary", .scalar(text))])
            let root = try #require(SyntaxParser.parse(SpecSource(path: "t.yaml", text: document.rendered())).root, "\(text.debugDescription)")
            #expect(root["summary"]?.scalar == text, "\(text.debugDescription)")
        }
    }

    @Test func aPolicyWhoseSnackbarMinimumExceedsItsMaximumIsADiagnosticNotACrash() {
        let policy = SpecSource(path: "feedback.yaml", text: "profile: material\nlimits: { snackbar-min-duration: 30, snackbar-max-duration: 0.5 }\n")
        let spec = SpecSource(path: "Profile.yaml", text: validSpec + "\nfeedback:\n  saved: { kind: success, text: Saved, raised: manual, presentation: snackbar, duration: 4 }\n")
        let diagnostics = Compiler().lint([policy, spec]).diagnostics
        #expect(diagnostics.contains { $0.ruleID == "snackbar-duration" })
    }

    /// An error state with a retry and no message used to generate an empty `case .other:`;
    /// `error-without-message` refuses it, and a cause without a message shows the state's.
    @Test func anErrorStateWithRetryAndNoMessageIsRefusedAndCausesFallBack() throws {
        let spec = validSpec.replacingOccurrences(of: "error: { message: Could not load the profile, retry: Try again }",
                                                  with: "error: { retry: Try again, causes: { offline: { retry: Again } } }")
        #expect(lint(spec).map(\.ruleID).contains("error-without-message"))
        let fallback = validSpec.replacingOccurrences(of: "error: { message: Could not load the profile, retry: Try again }",
                                                      with: "error: { message: Failed, retry: Try again, causes: { offline: { retry: Again } } }")
        let result = Compiler().generate([SpecSource(path: "Profile.yaml", text: fallback)])
        #expect(!result.diagnostics.hasErrors)
        let state = try #require(result.files.first { $0.path == "ProfileState.swift" }?.contents)
        for line in state.split(separator: "\n") where line.contains("case .") {
            #expect(!line.hasSuffix(":"), "an empty case: \(line)")
        }
    }
}
