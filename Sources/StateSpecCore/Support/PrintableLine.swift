/// Text that goes on one line of a report or a message: a path or a name from the file system or
/// a spec can hold a line break, which would split one diagnostic into two and let the second
/// pass for anything (a CI workflow command), or a bidi control, which makes a line read as
/// something else. Every reporter and every line the command line prints goes through `escaped`.
public enum PrintableLine {
    /// `text` with every scalar `isUnsafe` finds escaped: `\n`, `\r` and `\t` as those, any other
    /// as `\u{…}`. Other text is left as it is (a backslash too), so names read as written.
    public static func escaped(_ text: String) -> String {
        // Printable ASCII, nearly every path and message: nothing to escape.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text }
        guard text.unicodeScalars.contains(where: isUnsafe) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where isUnsafe(scalar): result += "\\u{\(String(scalar.value, radix: 16))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// C0 and C1 control characters, DEL, the line and paragraph separators, and the bidi
    /// controls: what ends a line or changes the order in which the rest of it is shown.
    public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        SwiftNames.isControl(scalar) || isBidiControl(scalar)
    }

    /// The scalars that change the display order of text around them (Unicode's Bidi_Control
    /// property): ALM, LRM and RLM, the embeddings and overrides, the isolates.
    public static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
