/// What a generated file's name must be: one plain file name that stays inside the output
/// folder on every file system StateSpec's users build on. Checked for every file the generator
/// produces, whatever rules are on, so that no spec, template or suppression can make the tool
/// write anywhere else.
public enum OutputFileName {
    /// Most file systems (ext4, APFS, NTFS) allow 255 bytes in one name.
    public static let maximumByteCount = 255
    /// Names StateSpec keeps for itself in the output folder start with this.
    public static let reservedPrefix = ".statespec"

    /// Why `name` cannot be a generated file's name, or nil when it can.
    public static func problem(with name: String) -> String? {
        if name.isEmpty { return "is empty" }
        if name.utf8.count > maximumByteCount {
            return "is \(name.utf8.count) bytes long; file systems allow \(maximumByteCount)"
        }
        if name.hasPrefix(".") { return "starts with '.', which would make a hidden file (or a path to another folder)" }
        if let scalar = name.unicodeScalars.first(where: { $0 == "/" || $0 == "\\" }) {
            return "contains '\(scalar)', a path separator"
        }
        if let scalar = name.unicodeScalars.first(where: SwiftNames.isControl) {
            return "contains the control character \(described(scalar))"
        }
        if let scalar = name.unicodeScalars.first(where: isInvisible) {
            return "contains \(described(scalar)), an invisible character that changes how the name reads in editors and terminals"
        }
        return nil
    }

    /// Bidi controls and the other format characters (zero-width spaces and joiners, the byte
    /// order mark, soft hyphens): in a file name they show as nothing, or reorder what is shown,
    /// so that the name reads as another.
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        PrintableLine.isBidiControl(scalar) || scalar.properties.generalCategory == .format
    }

    /// `U+202E RIGHT-TO-LEFT OVERRIDE`, or `U+0007` for a scalar without a name.
    static func described(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
        return scalar.properties.name.map { "\(code) \($0)" } ?? code
    }

    /// True when every name is ASCII with no `problem`, and no two are one name under
    /// `collisionKey`, told from bytes alone: lowercasing ASCII is mapping `A`–`Z`, and names
    /// whose lowercase bytes hash apart differ. False when that cannot tell (a name not ASCII,
    /// a problem, or two hashes alike): the exact check, with `problem` and `collisionKey`,
    /// then says which. A run names thousands of files; this costs no string per name.
    public static func allPlainAndDistinct(_ names: [String]) -> Bool {
        var hashes = Set<UInt64>(minimumCapacity: names.count)
        for name in names {
            var name = name
            let hash = name.withUTF8 { bytes -> UInt64? in
                guard !bytes.isEmpty, bytes.count <= maximumByteCount, bytes[0] != UInt8(ascii: ".") else { return nil }
                // FNV-1a over the lowercase bytes.
                var hash: UInt64 = 0xCBF2_9CE4_8422_2325
                for byte in bytes {
                    guard byte >= 0x20, byte < 0x7F, byte != UInt8(ascii: "/"), byte != UInt8(ascii: "\\") else { return nil }
                    hash = (hash ^ UInt64(byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte)) &* 0x0000_0100_0000_01B3
                }
                return hash
            }
            guard let hash, hashes.insert(hash).inserted else { return false }
        }
        return true
    }

    /// The key two names collide under on a case-insensitive file system (APFS and HFS+ by
    /// default, NTFS): `Foo.swift` and `foo.swift` are one file there. Swift's `String`
    /// equality already treats canonically equivalent Unicode (é and e + ´) as equal.
    public static func collisionKey(_ name: String) -> String {
        name.lowercased()
    }
}
