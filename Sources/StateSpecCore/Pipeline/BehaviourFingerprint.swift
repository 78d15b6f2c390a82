/// A hash of what this build of StateSpec generates for a few sample screens with the given
/// templates and options. The generation cache keys on it, so that a build of the tool whose
/// code generates anything differently never trusts what an older build wrote, even where
/// their version numbers agree.
public enum BehaviourFingerprint {
    public static func of(_ compiler: Compiler) -> String {
        var compiler = compiler
        compiler.jobs = 1
        let sources = samples.enumerated().map { SpecSource(path: "sample\($0.offset).yaml", text: $0.element) }
        let result = compiler.generate(sources)
        var text = result.diagnostics.map(\.xcodeFormatted).joined(separator: "\n")
        for file in result.files { text += "\n// \(file.path)\n" + file.contents }
        return SHA256.hex(Array(text.utf8))
    }

    /// Screens that between them take most of what the templates and the generator decide.
    /// They must stay free of findings: a sample with an error generates nothing, and the
    /// fingerprint would then say nothing about the generated code (a test holds them to it).
    static let samples = [
        """
        screen: Sample
        summary: Paged, refreshed content with causes, operations and messages.
        content: { type: "[Item]", item: Item }
        states:
          ideal: { summary: Items., actions: [{ title: Add, event: add }, { title: Save, event: save }] }
          loading: { style: skeleton, placeholders: 4 }
          empty: { message: Nothing yet, action: { title: Add one, event: add } }
          error:
            message: Could not load
            retry: Try again
            causes: { offline: { message: You are offline } }
          partial: { message: Could not load more, retry: Try again }
        loads:
          initial: { input: String, reappear: refresh }
          refresh: { failure: partial }
          more: { direction: newer, failure: partial }
        events:
          add: { summary: Adds an item. }
          save: { runs: loader, input: Int, success: added, failure: saveFailed }
        feedback:
          saved: { kind: success, text: "{count} saved", one: "{count} saved once", arguments: { count: Int }, raised: manual }
          saveFailed: { kind: error, text: Could not save }
          added: { kind: success, text: Saved }
        """,
        """
        screen: Record
        content: { type: Record }
        states:
          ideal: {}
          loading: { style: spinner }
          empty: { message: Gone }
          error: { waived: read from the device }
          partial: { waived: one record }
        loads:
          initial: { on: manual }
          refresh: { on: manual, failure: refreshFailed }
        feedback:
          refreshFailed: { kind: error, text: Could not refresh, presentation: banner, duration: persistent, actions: { dismiss: { title: OK, role: cancel } } }
        """,
    ]
}
