/// File names as StateSpec shows them.
package enum FileName {
    /// A name that is not UTF-8, shown with each byte that is not part of UTF-8 text as `\xFF`.
    package static func escaped(_ bytes: [UInt8]) -> String {
        var shown = ""
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            let length = lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
            if index + length <= bytes.count, let text = String(validating: bytes[index..<index + length], as: UTF8.self) {
                shown += text
                index += length
            } else {
                // Never ASCII, so always two digits.
                shown += "\\x" + String(lead, radix: 16, uppercase: true)
                index += 1
            }
        }
        return shown
    }
}
