import Testing
@testable import StateSpecCore
import StateSpecFuzzing

@Suite struct ByteOrderTests {
    /// For names in composed form, byte order is `String`'s order, so records sort as before.
    @Test func agreesWithStringOrderOnComposedNames() {
        var random = SplitMix(seed: 31)
        let pieces = ["Timeline", "State", "View", "Model", ".swift", "é", "Ü", "日本", "a", "A", "_", "-", "0", "9", "z", ""]
        let names = (0..<400).map { _ in (0..<Int(random.next() % 4)).map { _ in random.pick(pieces) }.joined() }
        for first in names.prefix(60) {
            for second in names {
                #expect(ByteOrder.precedes(first, second) == (first < second), "\(first) \(second)")
            }
        }
        #expect(names.sortedByBytes() == names.sorted())
    }

    @Test func isAStrictOrder() {
        #expect(!ByteOrder.precedes("A.swift", "A.swift"))
        #expect(ByteOrder.precedes("A", "A.swift"))
        #expect(!ByteOrder.precedes("A.swift", "A"))
        #expect(ByteOrder.precedes("", "A"))
        #expect(!ByteOrder.precedes("", ""))
    }
}
