/// How a screen looks while its first load runs.
public enum LoadingStyle: String, Sendable, Hashable, CaseIterable {
    /// Placeholder rows shaped like the content (SwiftUI's `.redacted(reason: .placeholder)`).
    case skeleton
    /// An activity indicator.
    case spinner
    /// A progress bar.
    case progress
    /// Nothing: the load is expected to be instant.
    case none
}
