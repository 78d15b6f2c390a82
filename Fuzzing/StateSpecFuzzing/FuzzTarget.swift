import StateSpecCore

/// One fuzzing input run through the whole pipeline, with the properties that must hold for
/// any input checked as it goes. A failed property traps, so libFuzzer (or the plain driver)
/// reports the input. The first byte picks what the rest is read as (from `extendedModes` up,
/// the inputs besides specs).
public enum FuzzTarget {
    public static func run(_ data: [UInt8]) {
        guard let selector = data.first else { return }
        let rest = Array(data.dropFirst())
        if selector >= extendedModes { return runExtended(selector - extendedModes, rest) }
        switch selector % 7 {
        case 0: pipeline([SpecSource(path: "Fuzz.yaml", bytes: rest)])
        case 1: pipeline(split(rest))
        case 2: configuration(rest)
        case 3: catalog(rest)
        case 4: number(rest)
        case 5: glob(rest)
        default: fileName(rest)
        }
    }

    /// An `exclude:` pattern and a spec path, split at `\u{1E}`: the match ends (libFuzzer's
    /// time-out catches one that would not), gives the same answer twice, and a path with no
    /// glob character matches itself.
    static func glob(_ bytes: [UInt8]) {
        let parts = bytes.split(separator: 0x1E, maxSplits: 1, omittingEmptySubsequences: false)
        let pattern = String(decoding: parts[0], as: UTF8.self)
        let path = String(decoding: parts.count > 1 ? parts[1] : [], as: UTF8.self)
        var configuration = Configuration()
        configuration.exclude = [pattern]
        let excluded = configuration.excludes(path)
        check(configuration.excludes(path) == excluded, "a glob gives the same answer twice")
        if !pattern.contains(where: { "*?".contains($0) }), pattern.count <= 1_000 {
            check(configuration.excludes(pattern), "a pattern without stars matches itself: \(pattern.debugDescription)")
        }
    }

    /// A spec file named with the input (as a file system hands StateSpec a name it cannot
    /// decode: invalid UTF-8 replaced), generated one file per spec: every output name is one
    /// plain, visible file name, whatever the spec's name holds.
    static func fileName(_ bytes: [UInt8]) {
        let name = String(decoding: bytes.prefix(300), as: UTF8.self)
        var compiler = Compiler()
        compiler.generator.layout = .filePerSpec
        let result = compiler.generate([SpecSource(path: "specs/\(name).yaml", text: NumberSite.feed)])
        for file in result.files {
            check(OutputFileName.problem(with: file.path) == nil, "generated file names are safe: \(file.path.debugDescription)")
            check(!file.path.unicodeScalars.contains { scalar in
                scalar.properties.generalCategory == .format || scalar.properties.generalCategory == .control
                    || scalar.properties.generalCategory == .lineSeparator || scalar.properties.generalCategory == .paragraphSeparator
            }, "no output name holds an invisible or control character: \(file.path.debugDescription)")
        }
        check(result.diagnostics.allSatisfy { !$0.message.unicodeScalars.contains { $0 != "\t" && SwiftNames.isControl($0) } }, "a message is one printable line")
    }

    /// A number written at one of the keys that take one (the second byte picks which): it lints
    /// and generates like any spec, and `SpecNumber` reads it within its range or not at all.
    static func number(_ bytes: [UInt8]) {
        guard let which = bytes.first, let text = String(validating: bytes.dropFirst().prefix(64), as: UTF8.self),
              !text.contains(where: \.isNewline) else { return }
        let site = NumberSite.all[Int(which) % NumberSite.all.count]
        pipeline(site.sources(text))
        if let seconds = SpecNumber.seconds(text) {
            check(abs(seconds) <= SpecNumber.maximumSeconds, "seconds are read within their range: \(text)")
            check(SpecNumber.seconds(SpecNumber.text(seconds: seconds)) == seconds, "seconds are written as they read back: \(text)")
        }
        if let whole = SpecNumber.whole(text) { check(abs(whole) <= SpecNumber.maximumWhole, "whole numbers are read within their range: \(text)") }
    }

    /// Up to four files, separated by `\u{1E}` (record separator); the first that is a policy
    /// (`profile:`, `kinds:` or other policy keys, and no `screen:`) is the policy.
    static func split(_ bytes: [UInt8]) -> [SpecSource] {
        bytes.split(separator: 0x1E, maxSplits: 3, omittingEmptySubsequences: false).enumerated().map { index, part in
            SpecSource(path: "specs/File\(index).yaml", bytes: Array(part))
        }
    }

    /// Lint twice (the same diagnostics), generate, and check what was generated.
    static func pipeline(_ sources: [SpecSource]) {
        let compiler = Compiler()
        let result = compiler.generate(sources)
        let again = compiler.lint(sources).diagnostics
        let lintErrors = again.filter { $0.severity == .error }
        check(result.diagnostics.filter { $0.ruleID != "template-error" } == again, "lint is deterministic and generate lints the same")
        for diagnostic in result.diagnostics {
            check(diagnostic.location.line >= 1 && diagnostic.location.column >= 1, "positions start at 1")
            check(!diagnostic.message.unicodeScalars.contains { $0 != "\t" && SwiftNames.isControl($0) }, "a message is one printable line: \(diagnostic.message.debugDescription)")
        }
        if !lintErrors.isEmpty || result.diagnostics.hasErrors {
            check(result.files.isEmpty, "nothing is generated when a spec has an error")
            return
        }
        var names: Set<String> = []
        for file in result.files {
            check(OutputFileName.problem(with: file.path) == nil, "generated file names are safe: \(file.path.debugDescription)")
            check(names.insert(OutputFileName.collisionKey(file.path)).inserted, "no two generated files differ only by case")
            if file.path.hasSuffix(".swift") {
                for line in file.contents.split(separator: "\n") where line.hasPrefix("//") || line.contains("///") {
                    check(!line.unicodeScalars.contains { $0 != "\t" && SwiftNames.isControl($0) }, "comments hold no raw control characters")
                }
            }
        }
        check(Compiler().generate(sources).files == result.files, "generate is deterministic")
    }

    static func configuration(_ bytes: [UInt8]) {
        let parsed = Configuration.parse(SpecSource(path: "statespec.yml", bytes: bytes))
        check(parsed.diagnostics.allSatisfy { $0.location.line >= 1 }, "configuration positions start at 1")
        let mandatory = Set(RuleRegistry.descriptions.filter(\.isMandatory).map(\.id))
        check(parsed.configuration.rules.allSatisfy { !mandatory.contains($0.key) || $0.value == .error }, "no configuration silences a mandatory rule")
    }

    /// A catalog on disk made of the input: merging never loses a translation and is idempotent.
    static func catalog(_ bytes: [UInt8]) {
        guard let existing = String(validating: bytes, as: UTF8.self) else { return }
        let generated = StringCatalogFixture.generated
        for drops in [false, true] {
            guard let merged = try? StringCatalogMerge.merge(generated: generated, existing: existing, dropsUntranslatedKeys: drops) else { continue }
            let twice = try? StringCatalogMerge.merge(generated: generated, existing: merged, dropsUntranslatedKeys: drops)
            check(twice == merged, "merging twice changes nothing")
            if (try? StringCatalogMerge.hasTranslations(existing)) == true {
                check((try? StringCatalogMerge.hasTranslations(merged)) == true, "translations survive a merge")
            }
        }
    }

    static func check(_ condition: @autoclosure () -> Bool, _ property: @autoclosure () -> String) {
        if !condition() { fatalError("fuzzing found a broken property: \(property())") }
    }
}

/// A generated catalog to merge fuzzed catalogs into.
enum StringCatalogFixture {
    static let generated = Compiler().generate([SpecSource(path: "Fixture.yaml", text: """
    screen: Fixture
    content: { type: User }
    states:
      ideal: {}
      loading: { style: spinner }
      empty: { message: Nothing }
      error: { message: Failed, retry: Again }
      partial: { waived: never }
    loads:
      initial: { on: appear }
    feedback:
      saved: { kind: success, text: "{count} saved", one: "{count} saved one", arguments: { count: Int }, raised: manual }
    """)]).files.first { $0.path == Generator.stringCatalogName }?.contents ?? "{}"
}
