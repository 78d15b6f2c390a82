import Foundation
import Testing
@testable import StateSpecCore

/// The JSON reader takes files StateSpec did not write (String Catalogs a translator edited,
/// coverage reports): however a string is escaped, reading it is linear in its length.
@Suite struct JSONReaderTests {
    /// The fastest of three runs of `work`, in seconds: the machine is shared, and the fastest
    /// run is the one least slowed by others.
    static func fastest(_ work: () throws -> Void) rethrows -> Double {
        var best = Double.infinity
        for _ in 0..<3 {
            let start = ContinuousClock.now
            try work()
            let elapsed = ContinuousClock.now - start
            best = min(best, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
        }
        return best
    }

    /// A string of `count` escapes, half `\u0041`, half `\n`, as one JSON document.
    static func escapes(_ count: Int) -> String {
        "[\"" + String(repeating: #"\u0041\n"#, count: count / 2) + "\"]"
    }

    @Test func readingIsLinearInAStringsEscapes() throws {
        let small = Self.escapes(250_000), large = Self.escapes(1_000_000)
        #expect(try JSONReader.read(small) == .array([.string(String(repeating: "A\n", count: 125_000))]))
        let smallTime = try Self.fastest { _ = try JSONReader.read(small) }
        let largeTime = try Self.fastest { _ = try JSONReader.read(large) }
        // Four times the escapes take about four times as long (quadratic reading took over
        // eight); half a second is fast whatever the ratio (a small time is mostly noise).
        #expect(largeTime < max(smallTime * 8, 0.5), "\(smallTime) s for 250,000 escapes, \(largeTime) s for 1,000,000")
    }

    @Test func aCatalogTranslationOfTwoMillionEscapedLineBreaksMergesInSeconds() throws {
        let value = String(repeating: #"\n"#, count: 2_000_000)
        let existing = StringCatalogMergeTests.translated("Failed to load newer posts", german: value)
        let start = ContinuousClock.now
        let merged = try StringCatalogMerge.merge(generated: StringCatalogMergeTests.generated, existing: existing, dropsUntranslatedKeys: true)
        let elapsed = ContinuousClock.now - start
        // Linear reading and writing take well under a second in a debug build; generous for a
        // busy machine.
        #expect(elapsed < .seconds(10), "\(elapsed)")
        guard case .object(let document) = try JSONReader.read(merged), case .object(let strings)? = document["strings"],
              case .object(let entry)? = strings["Timeline.refreshFailed"], case .object(let localizations)? = entry["localizations"],
              case .object(let german)? = localizations["de"], case .object(let unit)? = german["stringUnit"] else {
            Issue.record("no German translation in the merged catalog"); return
        }
        #expect(unit["value"] == .string(String(repeating: "\n", count: 2_000_000)))
    }

    @Test func aStringReadsTheSameWhateverItsEscapes() throws {
        #expect(try JSONReader.read(#""plain""#) == .string("plain"))
        #expect(try JSONReader.read(#""é\u00e9\n\"\\\/😀\ud83d\ude00""#) == .string("éé\n\"\\/😀😀"))
        #expect(try JSONReader.read(#"{"a\u0062": "\t"}"#) == .object(["ab": .string("\t")]))
        #expect(try JSONReader.read(#""""#) == .string(""))
        for broken in ["\"a", "\"a\\", "\"\\x\"", "\"\\ud83d\"", "\"a\u{1}\"", "\"\\u00\""] {
            #expect(throws: JSONReader.Failure.self, "\(broken)") { try JSONReader.read(broken) }
        }
        // Where the problem is, as before: at the control character.
        #expect(throws: JSONReader.Failure(message: "a control character in a string", offset: 4)) { try JSONReader.read("\"a\\n\u{1}\"") }
    }

    /// A report with a character written as `\uXXXX` (a line separator) and a long text.
    @Test func quotingEscapingUnprintableIsLinear() throws {
        func text(_ count: Int) -> JSONText { .string("\u{2028}" + String(repeating: "é\"", count: count)) }
        let small = text(100_000), large = text(400_000)
        #expect(JSONText.string("a\u{2028}\"é").rendered(escapingUnprintable: true) == "\"a\\u2028\\\"é\"\n")
        let smallTime = Self.fastest { _ = small.rendered(escapingUnprintable: true) }
        let largeTime = Self.fastest { _ = large.rendered(escapingUnprintable: true) }
        #expect(largeTime < max(smallTime * 8, 0.5), "\(smallTime) s, \(largeTime) s")
    }
}
