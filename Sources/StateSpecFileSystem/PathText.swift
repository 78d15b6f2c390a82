/// Paths as the user typed them, taken apart by their bytes. Foundation's `NSString` path
/// methods trap on Linux for some ordinary paths (a relative folder of one letter, `G`), and a
/// path a user can type must never crash the tool.
package enum PathText {
    private static let slash = UInt8(ascii: "/")

    /// The path without its last component: `a/b/c` → `a/b`, `a/b/` → `a`, `a` → ``,
    /// `/a` → `/`, `/` → `/`.
    package static func parent(of path: String) -> String {
        let bytes = Array(path.utf8)
        var end = bytes.count
        // A trailing slash names the same folder.
        while end > 1, bytes[end - 1] == slash { end -= 1 }
        guard let cut = bytes[..<end].lastIndex(of: slash) else { return "" }
        var parentEnd = cut
        while parentEnd > 0, bytes[parentEnd - 1] == slash { parentEnd -= 1 }
        return parentEnd == 0 ? "/" : String(decoding: bytes[..<parentEnd], as: UTF8.self)
    }

    /// The last component: `a/b/c` → `c`, `a/b/` → `b`, `a` → `a`, `/` → `/`.
    package static func lastComponent(of path: String) -> String {
        let bytes = Array(path.utf8)
        var end = bytes.count
        while end > 1, bytes[end - 1] == slash { end -= 1 }
        guard end > 1 || bytes.first != slash else { return path.isEmpty ? "" : "/" }
        let start = bytes[..<end].lastIndex(of: slash).map { $0 + 1 } ?? 0
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// `name` inside `folder`: `Generated` and `A.swift` → `Generated/A.swift`; a folder given
    /// as `` is the current one, and a trailing slash is not doubled.
    package static func joined(_ folder: String, _ name: String) -> String {
        if folder.isEmpty { return name }
        return folder.utf8.last == slash ? folder + name : folder + "/" + name
    }
}
