import Testing
@testable import StateSpecCore

@Suite struct BehaviourFingerprintTests {
    /// The fingerprint stands for the generated code only when its samples generate some:
    /// samples with an error would leave it hashing nothing but their diagnostics.
    @Test func samplesGenerateEveryTemplatesFilesWithoutFindings() {
        let compiler = Compiler()
        let sources = BehaviourFingerprint.samples.enumerated().map { SpecSource(path: "sample\($0.offset).yaml", text: $0.element) }
        let result = compiler.generate(sources)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.xcodeFormatted))")
        for screen in ["Sample", "Record"] {
            #expect(result.files.contains { $0.path == "\(screen)ViewModel.swift" }, "\(result.files.map(\.path))")
        }
    }

    @Test func templatesThatGenerateOtherwiseGiveAnotherFingerprint() {
        var templates = DefaultTemplates.all
        let name = templates.keys.first { $0.hasSuffix("ViewModel.swift.stencil") }!
        templates[name]! += "\n// changed\n"
        #expect(BehaviourFingerprint.of(Compiler(generator: Generator(templates: templates))) != BehaviourFingerprint.of(Compiler()))
        #expect(BehaviourFingerprint.of(Compiler()) == BehaviourFingerprint.of(Compiler()))
    }
}
