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
        if let scalar = name.unicodeScalars.first(where: isForbidden) {
            return "contains \(scalar == "/" || scalar == "\\" ? "'\(scalar)', a path separator" : "the control character U+\(hex(scalar))")"
        }
        return nil
    }

    private static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "/" || scalar == "\\" || SwiftNames.isControl(scalar)
    }

    private static func hex(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// The key two names collide under on a case-insensitive file system (APFS and HFS+ by
    /// default, NTFS): `Foo.swift` and `foo.swift` are one file there. Swift's `String`
    /// equality already treats canonically equivalent Unicode (é and e + ´) as equal.
    public static func collisionKey(_ name: String) -> String {
        name.lowercased()
    }
}
