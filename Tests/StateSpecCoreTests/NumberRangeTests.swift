import Testing
@testable import StateSpecCore

/// Every number a spec or the policy holds is read through `SpecNumber`: a value out of its range,
/// not finite or not decimal is an `invalid-value` error at its line, never a trap in lint or in
/// generate, and the largest value accepted generates Swift.
@Suite struct NumberRangeTests {
    /// A place for each key that takes a number: a spec (and policy) holding `$N` where it goes.
    struct NumberSite: CustomStringConvertible {
        let key: String
        let spec: String
        var policy: String = ""
        var description: String { key }

        func sources(_ value: String) -> [SpecSource] {
            var sources = [SpecSource(path: "Screen.yaml", text: spec.replacingOccurrences(of: "$N", with: value))]
            if !policy.isEmpty { sources.append(SpecSource(path: "feedback.yaml", text: policy.replacingOccurrences(of: "$N", with: value))) }
            return sources
        }

        /// The file and line `$N` is on.
        var location: (file: String, line: Int) {
            for (file, text) in [("Screen.yaml", spec), ("feedback.yaml", policy)] {
                if let index = text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex(where: { $0.contains("$N") }) {
                    return (file, index + 1)
                }
            }
            return ("", 0)
        }
    }

    static let feedWithMessage = ExampleSpecs.feed + """
    events:
      save: { summary: Saves., success: saved }
    feedback:
      saved: { kind: success, text: Saved, duration: $N }

    """

    static let refreshing = ExampleSpecs.feed + """
      refresh: { on: pull, every: 60, after-away: 300 }

    """

    static let policy = """
    profile: apple-hig
    kinds:
      success: { colour: green, icon: checkmark.circle.fill, presentation: snackbar, duration: 4 }
    limits:
      snackbar-min-duration: 1
      snackbar-max-duration: 20
      snackbar-max-actions: 1
      alert-max-buttons: 3

    """

    static let sites: [NumberSite] = [
        NumberSite(key: "duration", spec: feedWithMessage),
        NumberSite(key: "kinds.duration", spec: feedWithMessage.replacingOccurrences(of: ", duration: $N", with: ""),
                   policy: policy.replacingOccurrences(of: "duration: 4", with: "duration: $N")),
        NumberSite(key: "snackbar-min-duration", spec: ExampleSpecs.feed, policy: policy.replacingOccurrences(of: "min-duration: 1", with: "min-duration: $N")),
        NumberSite(key: "snackbar-max-duration", spec: ExampleSpecs.feed, policy: policy.replacingOccurrences(of: "max-duration: 20", with: "max-duration: $N")),
        NumberSite(key: "snackbar-max-actions", spec: ExampleSpecs.feed, policy: policy.replacingOccurrences(of: "max-actions: 1", with: "max-actions: $N")),
        NumberSite(key: "alert-max-buttons", spec: ExampleSpecs.feed, policy: policy.replacingOccurrences(of: "max-buttons: 3", with: "max-buttons: $N")),
        NumberSite(key: "placeholders", spec: ExampleSpecs.feed.replacingOccurrences(of: "placeholders: 3", with: "placeholders: $N")),
        NumberSite(key: "every", spec: refreshing.replacingOccurrences(of: "every: 60", with: "every: $N")),
        NumberSite(key: "after-away", spec: refreshing.replacingOccurrences(of: "after-away: 300", with: "after-away: $N")),
        NumberSite(key: "debounce", spec: ExampleSpecs.feed.replacingOccurrences(of: "initial: { on: appear }", with: "initial: { on: manual, input: String, debounce: $N }")),
    ]

    /// Values no key accepts: beyond any range, beyond `Int`, not finite, not decimal.
    static let refused = ["1e19", "-1e19", "1e308", "-1e308", "\"1e19\"", "'9.3e18'", "9223372036854775807", "9223372036854775808",
                          "-9223372036854775809", "99999999999999999999", "1e400", "nan", ".nan", ".inf", "-.inf", "inf",
                          "0x10", "0b11", "1_000", "31536001", "4s", "1e", ".", "--1", "1.2.3"]

    @Test(arguments: sites)
    func refusedNumbersAreAnErrorAtTheirLine(_ site: NumberSite) {
        #expect(!site.location.file.isEmpty, "the site has no $N")
        for value in Self.refused {
            let result = Compiler().generate(site.sources(value))
            let errors = result.diagnostics.filter { $0.severity == .error }
            #expect(result.files.isEmpty, "\(site.key): \(value) generated files")
            let atValue = errors.filter { $0.file == site.location.file && $0.location.line == site.location.line }
            #expect(atValue.contains { $0.ruleID == "invalid-value" }, "\(site.key): \(value) gave \(result.diagnostics.map(\.message))")
        }
    }

    /// Every key of the spec language and the policy whose value is a number has a site above, so
    /// that a new one cannot skip this test.
    @Test func everyNumericKeyHasASite() {
        var numeric: Set<String> = []
        func walk(_ shape: ValueShape) {
            switch shape {
            case .mapping(let mapping), .namedEntries(let mapping):
                for key in mapping.keys {
                    switch key.shape {
                    case .seconds, .duration, .integer: numeric.insert(key.name)
                    default: walk(key.shape)
                    }
                }
            case .list(let item), .namedValues(let item): walk(item)
            default: break
            }
        }
        walk(.mapping(SpecSchema.screen))
        walk(.mapping(FeedbackSchema.policy))
        let covered = Set(Self.sites.map { $0.key.split(separator: ".").last.map(String.init) ?? $0.key })
        #expect(numeric.subtracting(covered).isEmpty, "numeric keys without a test: \(numeric.subtracting(covered).sorted())")
    }

    @Test func theLargestSecondsGenerateSwift() throws {
        let year = "31536000"
        for site in Self.sites where ["every", "after-away", "duration", "kinds.duration"].contains(site.key) {
            let result = Compiler().generate(site.sources(year))
            #expect(!result.diagnostics.contains { $0.ruleID == "invalid-value" }, "\(site.key): \(result.diagnostics.map(\.message))")
        }
        let every = Compiler().generate(Self.sites.first { $0.key == "every" }!.sources(year))
        #expect(every.files.contains { $0.contents.contains(".seconds(31536000)") }, "\(every.diagnostics.map(\.message))")
    }

    @Test func secondsAreDecimalAndBounded() {
        #expect(SpecNumber.seconds("2.5") == 2.5)
        #expect(SpecNumber.seconds(".5") == 0.5)
        #expect(SpecNumber.seconds("5.") == 5)
        #expect(SpecNumber.seconds("-3") == -3)
        #expect(SpecNumber.seconds("1e3") == 1000)
        #expect(SpecNumber.seconds("31536000") == 31_536_000)
        for text in Self.refused where !text.hasPrefix("\"") && !text.hasPrefix("'") {
            #expect(SpecNumber.seconds(text) == nil, "\(text)")
        }
        #expect(SpecNumber.whole("100") == 100)
        #expect(SpecNumber.whole("+3") == 3)
        #expect(SpecNumber.whole("-1") == -1)
        for text in ["1e3", "5.0", "9223372036854775808", "1000001", "+-1", "", "-", "١٢"] {
            #expect(SpecNumber.whole(text) == nil, "\(text)")
        }
    }

    @Test func secondsAreWrittenWithoutTrapping() {
        #expect(SpecNumber.text(seconds: 4) == "4")
        #expect(SpecNumber.text(seconds: 2.5) == "2.5")
        #expect(SpecNumber.text(seconds: 1e19) == "1e+19")
        #expect(SpecNumber.text(seconds: -1e300) == "-1e+300")
        #expect(SpecNumber.text(seconds: .infinity) == "inf")
    }
}
