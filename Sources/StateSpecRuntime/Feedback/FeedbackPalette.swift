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

/// The system colour a token names (`red`, `green`, `grey` or `gray` …, in any case), then the
/// app's own tokens from `custom`; a token neither knows is gray, so that a typo never hides a
/// message.
public struct StandardFeedbackPalette: FeedbackPalette {
    /// The app's own tokens and their colours, for tokens that name no system colour.
    public var custom: [String: FeedbackColour]

    /// A palette of the system colours and the app's `custom` tokens.
    public init(custom: [String: FeedbackColour] = [:]) {
        self.custom = custom
    }

    /// The colour `token` names: a system colour, then a custom one, then gray.
    public func colour(for token: String) -> FeedbackColour {
        if let colour = custom[token] { return colour }
        let name = token.lowercased() == "grey" ? "gray" : token.lowercased()
        return .system(FeedbackColour.SystemColour(rawValue: name) ?? .gray)
    }
}
