import StateSpecDigest

/// SHA-256 (FIPS 180-4), for the manifest's proof that a file holds what StateSpec wrote.
/// Written here because Foundation on Linux has no digest and one hash is not worth a package.
/// Blocks are compressed by the processor's SHA instructions where it has them (x86-64
/// SHA-NI, in `StateSpecDigest`), and in Swift otherwise; a test requires both to give the same
/// digests. The instructions pay: without them a 1,000-screen cold generate takes 5 % longer and
/// 12 % more CPU time (`statespec-benchmark` on tmpfs, medians of four runs alternating with and
/// without them).
public enum SHA256 {
    /// Whether blocks go through the processor's SHA instructions.
    static let isAccelerated = statespec_sha256_accelerated() != 0

    /// The digest of `bytes` as 64 lowercase hexadecimal digits.
    public static func hex(_ bytes: [UInt8]) -> String {
        bytes.withUnsafeBufferPointer(hex)
    }

    /// The digest of the bytes `bytes` points to, read where they are.
    public static func hex(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        hex(bytes, accelerated: isAccelerated)
    }

    /// `accelerated: false` compresses in Swift even where the processor could, for tests.
    static func hex(_ bytes: UnsafeBufferPointer<UInt8>, accelerated: Bool) -> String {
        var state = State(accelerated: accelerated)
        // Whole blocks are read where they are; only the last, padded, is copied.
        let wholeBlocks = bytes.count / 64 * 64
        state.absorb(bytes, blocks: wholeBlocks)
        var tail = Array(bytes[wholeBlocks...])
        let bitLength = UInt64(bytes.count) &* 8
        tail.append(0x80)
        while tail.count % 64 != 56 { tail.append(0) }
        for shift in stride(from: 56, through: 0, by: -8) { tail.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift))) }
        tail.withUnsafeBufferPointer { state.absorb($0, blocks: $0.count) }
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(64)
        for word in [state.a, state.b, state.c, state.d, state.e, state.f, state.g, state.h] {
            for shift in stride(from: 28, through: 0, by: -4) { text.append(digits[Int(word >> UInt32(shift) & 0xF)]) }
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// The eight working words, kept in locals while blocks are compressed.
    private struct State {
        let accelerated: Bool
        var a: UInt32 = 0x6a09e667, b: UInt32 = 0xbb67ae85, c: UInt32 = 0x3c6ef372, d: UInt32 = 0xa54ff53a
        var e: UInt32 = 0x510e527f, f: UInt32 = 0x9b05688c, g: UInt32 = 0x1f83d9ab, h: UInt32 = 0x5be0cd19

        /// Compresses the first `count` bytes (a multiple of 64) of `message` into the state.
        mutating func absorb(_ message: UnsafeBufferPointer<UInt8>, blocks count: Int) {
            guard count > 0, let base = message.baseAddress else { return }
            if accelerated {
                var words = [a, b, c, d, e, f, g, h]
                statespec_sha256_compress(&words, base, count / 64)
                (a, b, c, d, e, f, g, h) = (words[0], words[1], words[2], words[3], words[4], words[5], words[6], words[7])
                return
            }
            let constants = SHA256.roundConstants
            var words = [UInt32](repeating: 0, count: 64)
            var (a, b, c, d, e, f, g, h) = (self.a, self.b, self.c, self.d, self.e, self.f, self.g, self.h)
            constants.withUnsafeBufferPointer { k in
                words.withUnsafeMutableBufferPointer { w in
                    for chunk in stride(from: 0, to: count, by: 64) {
                        let block = base + chunk
                        for index in 0..<16 {
                            let p = block + index * 4
                            w[index] = UInt32(p[0]) << 24 | UInt32(p[1]) << 16 | UInt32(p[2]) << 8 | UInt32(p[3])
                        }
                        for index in 16..<64 {
                            let s0 = SHA256.rotate(w[index - 15], 7) ^ SHA256.rotate(w[index - 15], 18) ^ (w[index - 15] >> 3)
                            let s1 = SHA256.rotate(w[index - 2], 17) ^ SHA256.rotate(w[index - 2], 19) ^ (w[index - 2] >> 10)
                            w[index] = w[index - 16] &+ s0 &+ w[index - 7] &+ s1
                        }
                        var (ra, rb, rc, rd, re, rf, rg, rh) = (a, b, c, d, e, f, g, h)
                        for index in 0..<64 {
                            let s1 = SHA256.rotate(re, 6) ^ SHA256.rotate(re, 11) ^ SHA256.rotate(re, 25)
                            let choice = (re & rf) ^ (~re & rg)
                            let temp1 = rh &+ s1 &+ choice &+ k[index] &+ w[index]
                            let s0 = SHA256.rotate(ra, 2) ^ SHA256.rotate(ra, 13) ^ SHA256.rotate(ra, 22)
                            let majority = (ra & rb) ^ (ra & rc) ^ (rb & rc)
                            (rh, rg, rf, re, rd, rc, rb, ra) = (rg, rf, re, rd &+ temp1, rc, rb, ra, temp1 &+ s0 &+ majority)
                        }
                        a &+= ra; b &+= rb; c &+= rc; d &+= rd
                        e &+= re; f &+= rf; g &+= rg; h &+= rh
                    }
                }
            }
            (self.a, self.b, self.c, self.d, self.e, self.f, self.g, self.h) = (a, b, c, d, e, f, g, h)
        }
    }

    private static func rotate(_ value: UInt32, _ count: UInt32) -> UInt32 {
        value >> count | value << (32 - count)
    }

    private static let roundConstants = Array(UnsafeBufferPointer(start: statespec_sha256_round_constants, count: 64))
}
