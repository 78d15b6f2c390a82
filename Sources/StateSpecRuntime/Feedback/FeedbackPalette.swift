/// A colour as the app's palette gives it, without naming a UI framework: the SwiftUI layer
/// turns it into a `Color`.
public enum FeedbackColour: Sendable, Hashable {
    /// One of the system's colours, which follow light and dark mode and Increase Contrast.
    case system(SystemColour)
    /// A colour set in the app's asset catalog, by name.
    case asset(String)
    /// A fixed colour, each component from 0 to 1.
    case rgb(red: Double, green: Double, blue: Double)

    public enum SystemColour: String, Sendable, Hashable, CaseIterable {
        case red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown, gray
    }
}

/// Maps the policy's colour tokens (`kinds.<name>.colour`: `green`, `red` …) to colours: the
/// one place an app decides what its messages' colours look like.
public protocol FeedbackPalette: Sendable {
    func colour(for token: String) -> FeedbackColour
}

/// The system colour a token names (`red`, `green`, `grey` or `gray` …, in any case), then the
/// app's own tokens from `custom`; a token neither knows is gray, so that a typo never hides a
/// message.
public struct StandardFeedbackPalette: FeedbackPalette {
    public var custom: [String: FeedbackColour]

    public init(custom: [String: FeedbackColour] = [:]) {
        self.custom = custom
    }

    public func colour(for token: String) -> FeedbackColour {
        if let colour = custom[token] { return colour }
        let name = token.lowercased() == "grey" ? "gray" : token.lowercased()
        return .system(FeedbackColour.SystemColour(rawValue: name) ?? .gray)
    }
}
