/// A colour as the app's palette gives it, without naming a UI framework: the SwiftUI layer
/// turns it into a `Color`.
public enum FeedbackColour: Sendable, Hashable {
    /// One of the system's colours, which follow light and dark mode and Increase Contrast.
    case system(SystemColour)
    /// A colour set in the app's asset catalog, by name.
    case asset(String)
    /// A fixed colour, each component from 0 to 1.
    case rgb(red: Double, green: Double, blue: Double)

    /// The system colours a token can name; each follows light and dark mode.
    public enum SystemColour: String, Sendable, Hashable, CaseIterable {
        /// The system's red.
        case red
        /// The system's orange.
        case orange
        /// The system's yellow.
        case yellow
        /// The system's green.
        case green
        /// The system's mint.
        case mint
        /// The system's teal.
        case teal
        /// The system's cyan.
        case cyan
        /// The system's blue.
        case blue
        /// The system's indigo.
        case indigo
        /// The system's purple.
        case purple
        /// The system's pink.
        case pink
        /// The system's brown.
        case brown
        /// The system's gray.
        case gray
    }
}

/// Maps the policy's colour tokens (`kinds.<name>.colour`: `green`, `red` …) to colours: the
/// one place an app decides what its messages' colours look like.
public protocol FeedbackPalette: Sendable {
    /// The colour the policy's colour token `token` stands for.
    func colour(for token: String) -> FeedbackColour
}

/// The app's own tokens from `custom`, then a hex colour (`#1E7B34`) or the system colour a token
/// names (`red`, `green`, `grey` or `gray` …, in any case); a token none of them knows is gray,
/// so that a typo never hides a message (lint's `unknown-colour` warns of one).
public struct StandardFeedbackPalette: FeedbackPalette {
    /// The app's own tokens and their colours, for tokens that name no system colour.
    public var custom: [String: FeedbackColour]

    /// A palette of the system colours and the app's `custom` tokens.
    public init(custom: [String: FeedbackColour] = [:]) {
        self.custom = custom
    }

    /// The colour `token` names: a custom one, a hex colour (`#1E7B34`, `#1E7`), a system
    /// colour, then gray.
    public func colour(for token: String) -> FeedbackColour {
        if let colour = custom[token] { return colour }
        if let rgb = Self.hex(token) { return rgb }
        let name = token.lowercased() == "grey" ? "gray" : token.lowercased()
        return .system(FeedbackColour.SystemColour(rawValue: name) ?? .gray)
    }

    /// `#RRGGBB` or `#RGB` as a colour; nil for anything else.
    static func hex(_ token: String) -> FeedbackColour? {
        guard token.hasPrefix("#") else { return nil }
        var digits = Array(token.dropFirst())
        if digits.count == 3 { digits = digits.flatMap { [$0, $0] } }
        guard digits.count == 6, digits.allSatisfy(\.isHexDigit), let value = UInt32(String(digits), radix: 16) else { return nil }
        func component(_ shift: UInt32) -> Double { Double((value >> shift) & 0xFF) / 255 }
        return .rgb(red: component(16), green: component(8), blue: component(0))
    }
}
