import Foundation
import Testing

/// Translators work in the generated String Catalog; generating again keeps their work.
@Suite struct TranslationTests {
    static let spec = validSpec + "feedback:\n  saved: { kind: success, text: Saved, raised: manual }\n"

    /// Adds a German translation of `key`, the way Xcode writes one.
    static func translate(_ catalog: String, key: String, german: String) -> String {
        let english = "\"\(key)\" : {"
        var lines = catalog.components(separatedBy: "\n")
        guard let start = lines.firstIndex(where: { $0.hasSuffix(english) }),
              let localizations = lines[start...].firstIndex(where: { $0.contains("\"localizations\" : {") }) else { return catalog }
        lines.insert("        \"de\" : {\n          \"stringUnit\" : {\n            \"state\" : \"translated\",\n            \"value\" : \"\(german)\"\n          }\n        },", at: localizations + 1)
        return lines.joined(separator: "\n")
    }

    @Test func translationsSurviveGenerateAndDoNotFailCheck() throws {
        let workspace = try Workspace()
        try workspace.write("specs/Profile.yaml", Self.spec)
        #expect(try workspace.run("generate", "specs", "-o", "Out").exitCode == 0)
        let catalogURL = workspace.url.appendingPathComponent("Out/StateSpec.xcstrings")
        let translated = Self.translate(try String(contentsOf: catalogURL, encoding: .utf8), key: "Profile.saved", german: "Gespeichert")
        #expect(translated.contains("Gespeichert"))
        try workspace.write("Out/StateSpec.xcstrings", translated)

        let check = try workspace.run("generate", "specs", "-o", "Out", "--check")
        #expect(check.exitCode == 0, "\(check.standardOutput)")
        #expect(try workspace.run("generate", "specs", "-o", "Out").exitCode == 0)
        let kept = try String(contentsOf: catalogURL, encoding: .utf8)
        #expect(kept.contains("Gespeichert"))
        #expect(!kept.contains("needs_review"))

        // The source text changes: the translation stays, marked for review.
        try workspace.write("specs/Profile.yaml", Self.spec.replacingOccurrences(of: "text: Saved", with: "text: Saved it"))
        #expect(try workspace.run("generate", "specs", "-o", "Out").exitCode == 0)
        let reviewed = try String(contentsOf: catalogURL, encoding: .utf8)
        #expect(reviewed.contains("Gespeichert") && reviewed.contains("\"needs_review\"") && reviewed.contains("Saved it"))
        #expect(try workspace.run("generate", "specs", "-o", "Out", "--check").exitCode == 0)

        // The message goes: its translated key stays, stale; nothing else of the catalog is lost.
        try workspace.write("specs/Profile.yaml", validSpec)
        #expect(try workspace.run("generate", "specs", "-o", "Out").exitCode == 0)
        let stale = try String(contentsOf: catalogURL, encoding: .utf8)
        #expect(stale.contains("Gespeichert") && stale.contains("\"extractionState\" : \"stale\""))

        // Switching to the per-spec layout leaves a translated catalog where it is.
        let perSpec = try workspace.run("generate", "specs", "-o", "Out", "--layout", "per-spec")
        #expect(perSpec.exitCode == 0)
        #expect(perSpec.standardError.contains("kept Out/StateSpec.xcstrings"))
        #expect(try String(contentsOf: catalogURL, encoding: .utf8) == stale)
    }

    @Test func aCatalogThatIsNotJSONIsAnErrorAndLeftAsItIs() throws {
        let workspace = try Workspace()
        try workspace.write("specs/Profile.yaml", Self.spec)
        try workspace.write("Out/StateSpec.xcstrings", "my notes, not JSON\n")
        let outcome = try workspace.run("generate", "specs", "-o", "Out")
        #expect(outcome.exitCode == 2)
        #expect(outcome.standardError.contains("Out/StateSpec.xcstrings is not a String Catalog StateSpec can merge into"))
        #expect(try String(contentsOf: workspace.url.appendingPathComponent("Out/StateSpec.xcstrings"), encoding: .utf8) == "my notes, not JSON\n")
    }
}
