import Testing
@testable import StateSpecCore

@Suite struct ContentHashTests {
    @Test func textIsElevenURLSafeCharactersTopBitsFirst() {
        #expect(ContentHash.text(of: 0) == "AAAAAAAAAAA")
        #expect(ContentHash.text(of: .max) == "P__________", "the first character holds only the top four bits")
        #expect(ContentHash.text(of: 1) == "AAAAAAAAAAB")
        #expect(ContentHash.text(of: 1 << 60) == "BAAAAAAAAAA")
        #expect(ContentHash.text(of: 63 << 54) == "A_AAAAAAAAA")
    }

    @Test func everyValueHasItsOwnText() {
        var generator = SystemRandomNumberGenerator()
        let values = Set((0..<20_000).map { _ in UInt64.random(in: .min ... .max, using: &generator) })
        let texts = Set(values.map(ContentHash.text(of:)))
        #expect(texts.count == values.count)
        #expect(texts.allSatisfy { $0.utf8.count == 11 && $0.utf8.allSatisfy { $0.isURLSafeBase64 } })
    }

    @Test func textOfBytesIsTheTextOfTheirHash() {
        let bytes = Array("struct TimelineState {}".utf8)
        #expect(ContentHash.text(bytes) == ContentHash.text(of: ContentHash.of(bytes)))
        #expect(ContentHash.text(bytes) != ContentHash.text(Array("struct TimelineState {} ".utf8)))
    }
}

private extension UInt8 {
    var isURLSafeBase64: Bool {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(self) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(self)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) || self == UInt8(ascii: "-") || self == UInt8(ascii: "_")
    }
}
