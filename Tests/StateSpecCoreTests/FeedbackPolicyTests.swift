import Foundation
import Testing
@testable import StateSpecCore
import StateSpecVocabulary

@Suite struct FeedbackPolicyTests {
    func lint(policy: String, screens: [String] = []) -> [Diagnostic] {
        let sources = [SpecSource(path: "feedback.yaml", text: policy)]
            + screens.enumerated().map { SpecSource(path: "screen\($0.offset).yaml", text: $0.element) }
        return Compiler().lint(sources).diagnostics
    }

    @Test func aFileWithProfileOrKindsAndNoScreenIsThePolicy() {
        let policy = SpecDocument(parsing: SpecSource(path: "p.yaml", text: "profile: material\n"))
        #expect(policy.policy?.profile == .material)
        #expect(policy.spec == nil)
        let kindsOnly = SpecDocument(parsing: SpecSource(path: "p.yaml", text: "kinds:\n  error: { duration: 10 }\n"))
        #expect(kindsOnly.policy?.profile == .appleHIG)
        #expect(kindsOnly.policy?.kind(named: "error")?.duration == .seconds(10))
        let screen = SpecDocument(parsing: SpecSource(path: "s.yaml", text: validSpec))
        #expect(screen.policy == nil)
        #expect(screen.spec != nil)
    }

    @Test func aFileOfPolicyKeysWithoutProfileOrKindsIsThePolicy() {
        let text = "queue: { order: newest-replaces }\nlimits: { alert-max-buttons: 2 }\nallow-error-text: true\n"
        let document = SpecDocument(parsing: SpecSource(path: "feedback.yaml", text: text))
        #expect(document.spec == nil)
        #expect(document.policy?.queue.order == .newestReplaces)
        #expect(document.policy?.limits.alertMaxButtons == 2)
        #expect(document.policy?.allowsErrorText == true)
        // A key only a screen has keeps the file a screen spec; `summary` alone says neither.
        for screenText in ["queue: { order: sequential }\nstates: {}\n", "summary: Something.\n"] {
            let screen = SpecDocument(parsing: SpecSource(path: "s.yaml", text: screenText))
            #expect(screen.policy == nil, "\(screenText)")
        }
    }

    @Test func aPolicyWithoutProfileGetsOneDiagnosticThatListsTheProfiles() throws {
        let diagnostics = lint(policy: "queue: { order: newest-replaces }\nlimits: { alert-max-buttons: 2 }\nallow-error-text: true\n")
        #expect(diagnostics.map { "\($0.location) \($0.ruleID) \($0.severity)" } == ["1:1 missing-profile warning"])
        let message = try #require(diagnostics.first?.message)
        #expect(message == "the feedback policy names no profile, so it starts from apple-hig; add `profile:` with material, apple-hig or accessible")
    }

    @Test func aKindsPolicyWithoutProfileIsOnlyWarnedAndStillUsesAppleHIG() throws {
        let policy = "kinds:\n  offline: { level: caution, colour: grey, icon: wifi.slash, duration: persistent }\n"
        let sources = [SpecSource(path: "feedback.yaml", text: policy), SpecSource(path: "screen.yaml", text: validSpec)]
        let diagnostics = Compiler(defaultProfile: .material).lint(sources).diagnostics
        #expect(diagnostics.map { "\($0.file) \($0.location) \($0.ruleID) \($0.severity)" } == ["feedback.yaml 1:1 missing-profile warning"])
        let message = try #require(diagnostics.first?.message)
        #expect(message.contains("so it starts from apple-hig, not material as statespec.yml says"), "\(message)")
        #expect(SpecDocument(parsing: SpecSource(path: "feedback.yaml", text: policy)).policy?.profile == .appleHIG)
        #expect(lint(policy: "profile: material\n" + policy).isEmpty)
    }

    @Test func policyErrorsCarryExactPositions() {
        let diagnostics = lint(policy: """
        profile: materail
        kinds:
          error: { duration: forever, colour: red }
          success: { haptik: success }
        queue:
          order: random
        """)
        #expect(diagnostics.map { "\($0.location) \($0.ruleID)" } == [
            "1:10 invalid-value",
            "3:22 invalid-value",
            "4:14 unknown-key",
            "6:10 invalid-value",
        ])
        #expect(diagnostics[0].message.contains("did you mean 'material'?"))
        #expect(diagnostics[2].message.contains("did you mean 'haptic'?"))
        #expect(diagnostics.allSatisfy { $0.file == "feedback.yaml" })
    }

    @Test func eachProfileBringsItsOwnNumbersAndRules() {
        let material = FeedbackPolicy.builtIn(.material)
        #expect(material.limits.snackbarMinDuration == 4)
        #expect(material.limits.snackbarMaxDuration == 10)
        #expect(material.limits.snackbarMaxActions == 1)
        #expect(material.limits.alertMaxButtons == nil)
        #expect(material.enables(.material) && !material.enables(.appleHIG))

        let hig = FeedbackPolicy.builtIn(.appleHIG)
        #expect(hig.limits.alertMaxButtons == 3)
        #expect(hig.limits.snackbarMaxDuration == nil)
        #expect(hig.enables(.appleHIG) && !hig.enables(.accessibility))

        let accessible = FeedbackPolicy.builtIn(.accessible)
        #expect(accessible.enables(.appleHIG) && accessible.enables(.accessibility))
        #expect(accessible.limits.alertMaxButtons == 3)

        for policy in [material, hig, accessible] {
            #expect(policy.kinds.map(\.name) == ["success", "info", "caution", "error", "critical"])
            #expect(policy.kind(named: "error")!.duration.comparable >= policy.kind(named: "success")!.duration.comparable)
        }
    }

    @Test func aPolicyFileChangesKindsQueueAndLimitsOverItsProfile() throws {
        let document = SpecDocument(parsing: SpecSource(path: "feedback.yaml", text: """
        profile: material
        kinds:
          error: { duration: 8, icon: bolt }
          offline: { level: caution, colour: grey, icon: wifi.slash, announce: "false" }
        queue: { order: newest-replaces, deduplicate: text, priority: [critical, error] }
        limits: { snackbar-max-duration: 12, alert-max-buttons: 2 }
        """))
        let policy = try #require(document.policy)
        #expect(policy.kind(named: "error")?.duration == .seconds(8))
        #expect(policy.kind(named: "error")?.icon == "bolt")
        #expect(policy.kind(named: "error")?.colour == "red", "unchanged values come from the profile")
        let offline = try #require(policy.kind(named: "offline"))
        #expect(offline.level == .caution)
        #expect(!offline.announces)
        #expect(policy.kinds.map(\.name) == ["success", "info", "caution", "error", "critical", "offline"])
        #expect(policy.queue.order == .newestReplaces)
        #expect(policy.queue.deduplicate == .text)
        #expect(policy.queue.priority == [.critical, .error])
        #expect(policy.limits.snackbarMaxDuration == 12)
        #expect(policy.limits.snackbarMinDuration == 4)
        #expect(policy.limits.alertMaxButtons == 2)
    }

    @Test func withoutAPolicyFileTheBuiltInAppleHIGProfileRules() {
        let screen = validSpec + """

        events:
          save: { runs: loader, success: saved }
        feedback:
          saved: { kind: success, text: Saved, presentation: alert, actions: { ok: { title: OK } } }
        """
        let diagnostics = Compiler().lint([SpecSource(path: "s.yaml", text: screen)]).diagnostics
        #expect(diagnostics.contains { $0.ruleID == "informational-alert" })
    }

    @Test func profileRulesStayQuietUnderOtherProfiles() {
        let screen = validSpec + """

        feedback:
          note: { kind: info, text: Saved, duration: 30, raised: manual }
        """
        #expect(!lint(policy: "profile: apple-hig\n", screens: [screen]).contains { $0.ruleID == "snackbar-duration" })
        #expect(lint(policy: "profile: material\n", screens: [screen]).contains { $0.ruleID == "snackbar-duration" })
        #expect(lint(policy: "profile: apple-hig\nlimits: { snackbar-max-duration: 10 }\n", screens: [screen])
            .contains { $0.ruleID == "snackbar-duration" }, "a limit the team sets applies under any profile")
    }

    @Test func kindNamesMustBeSwiftNames() {
        let diagnostics = lint(policy: "kinds:\n  default: { level: info, icon: i }\n  very-bad: { level: info, icon: i }\n")
        #expect(diagnostics.filter { $0.ruleID == "invalid-identifier" }.map(\.location.line) == [2, 3])
    }

    @Test func theExampleSpecsUseTheAccessibleProfileCleanly() throws {
        let result = Compiler().lint(try exampleSpecSources())
        #expect(result.context.documents.filter { $0.policy != nil }.map(\.path) == ["specs/feedback.yaml"])
        #expect(result.context.policy.profile == .accessible)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.xcodeFormatted))")
    }
}
