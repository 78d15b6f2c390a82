/// Text made safe for HTML element content and quoted attribute values, and for SVG, which is
/// XML.
enum HTMLText {
    /// Walked by Unicode scalar, not by `Character`: `"`, `<` or `&` followed by a combining mark
    /// is one `Character`, and would otherwise pass unescaped.
    static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            // Kept apart from raw line separators, which some readers of the page take for line ends.
            case "\u{2028}": result += "&#x2028;"
            case "\u{2029}": result += "&#x2029;"
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            // Other controls: C0 ones (vertical tab, form feed…) are not allowed in XML even as
            // references, and HTML reads a reference to a C1 one (NEL…) as another character.
            case _ where SwiftNames.isControl(scalar): result += " "
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
