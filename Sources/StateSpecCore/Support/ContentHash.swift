/// A fast 64-bit hash of bytes, for the generation cache's "is this still what it was" checks,
/// where SHA-256 would cost more than the work it saves. Not for proofs: the manifest's proof
/// of ownership uses SHA-256.
public enum ContentHash {
    /// The hash as 11 characters of URL-safe base 64 (`A`–`Z`, `a`–`z`, `0`–`9`, `-`, `_`): short
    /// enough for Swift to keep the string inline, where 16 hexadecimal digits would take a heap
    /// allocation for each of the thousands a large app's cache holds.
    public static func text(_ bytes: [UInt8]) -> String {
        bytes.withUnsafeBufferPointer(text)
    }

    /// The hash of the bytes `bytes` points to, read where they are.
    public static func text(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        text(of: of(bytes))
    }

    static func text(of value: UInt64) -> String {
        String(unsafeUninitializedCapacity: 11) { characters in
            // Six bits a character, the first taking the top four.
            for index in 0..<11 {
                characters[index] = alphabet[Int(truncatingIfNeeded: value >> UInt64(60 - 6 * index)) & 0x3F]
            }
            return 11
        }
    }

    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)

    /// Eight bytes at a time through a multiply-and-rotate mix (in the manner of wyhash), then
    /// the tail and the length, and a final avalanche.
    public static func of(_ bytes: [UInt8]) -> UInt64 {
        bytes.withUnsafeBufferPointer(of)
    }

    public static func of(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(bytes.count)
        let raw = UnsafeRawBufferPointer(bytes)
        let words = raw.count / 8
        for index in 0..<words {
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self))
            hash = mix(hash ^ word)
        }
        var tail: UInt64 = 0
        for index in (words * 8)..<raw.count { tail = tail << 8 | UInt64(raw[index]) }
        hash = mix(hash ^ tail ^ 0xFF)
        return avalanche(hash)
    }

    private static func mix(_ value: UInt64) -> UInt64 {
        let product = value.multipliedFullWidth(by: 0xA076_1D64_78BD_642F)
        return (product.high ^ product.low) &+ 0xE703_7ED1_A0B4_28DB
    }

    private static func avalanche(_ value: UInt64) -> UInt64 {
        var value = value
        value ^= value >> 33
        value = value &* 0xFF51_AFD7_ED55_8CCD
        value ^= value >> 33
        value = value &* 0xC4CE_B9FE_1A85_EC53
        return value ^ value >> 33
    }
}
