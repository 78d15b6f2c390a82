import Foundation

/// The colours a policy's kinds are drawn with, and their contrast against the message's text,
/// as WCAG 2 measures it. A kind's colour is a token the app maps to its palette (`green`,
/// `red`) or a hex colour (`#1E7B34`); tokens are drawn with StateSpec's reference palette below,
/// the shades the state catalog shows. Message text is white on the kind's colour.
public enum ColourContrast {
    /// The reference palette: the shade StateSpec draws each common token with.
    public static let palette: [String: String] = [
        "black": "#1C1C1E", "blue": "#0A5BC4", "brown": "#7A4E2D", "cyan": "#006B80", "gray": "#5F6368",
        "green": "#1E7B34", "grey": "#5F6368", "indigo": "#3F3CB0", "mint": "#00695C", "orange": "#B34700",
        "pink": "#B0245F", "purple": "#7B2FB5", "red": "#C5221F", "teal": "#00695C", "white": "#FFFFFF",
        "yellow": "#F5C400",
    ]
    /// The text drawn on a kind's colour.
    public static let textColour = "#FFFFFF"
    /// WCAG 2 AA for normal text (1.4.3 Contrast (Minimum)).
    public static let minimumRatio = 4.5

    /// `#RRGGBB` for a token of the palette or a hex colour (`#RGB` or `#RRGGBB`); nil for anything else.
    public static func hex(_ colour: String) -> String? {
        let trimmed = colour.trimmingCharacters(in: .whitespaces).lowercased()
        if let shade = palette[trimmed] { return shade }
        guard trimmed.hasPrefix("#") else { return nil }
        let digits = Array(trimmed.dropFirst())
        guard digits.allSatisfy(\.isHexDigit) else { return nil }
        switch digits.count {
        case 3: return "#" + digits.map { "\($0)\($0)" }.joined().uppercased()
        case 6: return "#" + String(digits).uppercased()
        default: return nil
        }
    }

    /// The WCAG 2 contrast ratio of two `#RRGGBB` colours, from 1 to 21.
    public static func ratio(_ first: String, _ second: String) -> Double? {
        guard let a = luminance(first), let b = luminance(second) else { return nil }
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// The contrast of message text on `colour`; nil when the colour is neither a palette token nor hex.
    public static func textRatio(on colour: String) -> Double? {
        hex(colour).flatMap { ratio($0, textColour) }
    }

    /// `4.5`, `2.9`: a ratio as messages write it, rounded down to one decimal.
    public static func text(_ ratio: Double) -> String {
        let tenths = Int((ratio * 10).rounded(.down))
        return "\(tenths / 10).\(tenths % 10)"
    }

    /// Relative luminance of `#RRGGBB`.
    static func luminance(_ hex: String) -> Double? {
        let digits = Array(hex.dropFirst())
        guard hex.hasPrefix("#"), digits.count == 6 else { return nil }
        var channels: [Double] = []
        for start in stride(from: 0, to: 6, by: 2) {
            guard let value = Int(String(digits[start...start + 1]), radix: 16) else { return nil }
            let c = Double(value) / 255
            channels.append(c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4))
        }
        return 0.2126 * channels[0] + 0.7152 * channels[1] + 0.0722 * channels[2]
    }
}
