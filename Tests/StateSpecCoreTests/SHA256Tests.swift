import Testing
@testable import StateSpecCore

@Suite struct SHA256Tests {
    @Test func knownDigests() {
        #expect(SHA256.hex([]) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hex(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(SHA256.hex(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(SHA256.hex(Array(repeating: UInt8(ascii: "a"), count: 1_000_000))
                == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    /// Lengths around the 64-byte block and the 56-byte padding boundary, bytes `i % 251`
    /// (digests from Python's hashlib).
    @Test(arguments: [
        (55, "463eb28e72f82e0a96c0a4cc53690c571281131f672aa229e0d45ae59b598b59"),
        (56, "da2ae4d6b36748f2a318f23e7ab1dfdf45acdc9d049bd80e59de82a60895f562"),
        (63, "29af2686fd53374a36b0846694cc342177e428d1647515f078784d69cdb9e488"),
        (64, "fdeab9acf3710362bd2658cdc9a29e8f9c757fcf9811603a8c447cd1d9151108"),
        (65, "4bfd2c8b6f1eec7a2afeb48b934ee4b2694182027e6d0fc075074f2fabb31781"),
        (119, "da18797ed7c3a777f0847f429724a2d8cd5138e6ed2895c3fa1a6d39d18f7ec6"),
        (128, "471fb943aa23c511f6f72f8d1652d9c880cfa392ad80503120547703e56a2be5"),
    ])
    func blockBoundaries(length: Int, digest: String) {
        #expect(SHA256.hex((0..<length).map { UInt8($0 % 251) }) == digest)
    }

    /// The Swift compression, which processors without SHA instructions use, gives the known
    /// digests too, whichever compression `hex` picks on this machine.
    @Test func swiftCompressionKnownDigests() {
        let swift = { (bytes: [UInt8]) in bytes.withUnsafeBufferPointer { SHA256.hex($0, accelerated: false) } }
        #expect(swift(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(swift(Array(repeating: UInt8(ascii: "a"), count: 1_000_000))
                == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    /// The processor's SHA instructions and the Swift compression give the same digests, over
    /// lengths around block boundaries and long inputs.
    @Test(.enabled(if: SHA256.isAccelerated, "this processor has no SHA instructions"))
    func acceleratedAgreesWithSwift() {
        let lengths = Array(0...200) + [1_000, 4_095, 4_096, 4_097, 100_003]
        for length in lengths {
            let bytes = (0..<length).map { UInt8(truncatingIfNeeded: ($0 &+ length) &* 2_654_435_761 >> 11) }
            bytes.withUnsafeBufferPointer { bytes in
                #expect(SHA256.hex(bytes, accelerated: true) == SHA256.hex(bytes, accelerated: false), "length \(length)")
            }
        }
    }
}
