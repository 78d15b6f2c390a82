import Testing
@testable import StateSpecCore
import StateSpecFuzzing

/// Every number a spec or the policy holds is read through `SpecNumber`: a value out of its range,
/// not finite or not decimal is an `invalid-value` error at its line, never a trap in lint or in
/// generate, and the largest value accepted generates Swift.
@Suite struct NumberRangeTests {
    static let sites = NumberSite.all

    /// Values no key accepts: beyond any range, beyond `Int`, not finite, not decimal.
    static let refused = NumberSite.hostileValues

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
            case .mapping(let mapping), .namedEntries(let mapping), .mappings(let mapping):
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
        for site in Self.sites where ["every", "after", "duration", "kinds.duration"].contains(site.key) {
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
