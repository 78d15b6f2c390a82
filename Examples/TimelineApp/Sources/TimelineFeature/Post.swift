// The app-side type Timeline.yaml names (`content.type: "[Post]"`, `content.item: Post`). The rest
// of the timeline (TimelineState, TimelineLoader, TimelineViewModel …) is generated from
// Timeline.yaml by StateSpecBuildPlugin at build time.

struct Post: Sendable, Hashable, Identifiable {
    var id: Int
    var text: String
    var isLiked = false
}

extension Post {
    /// What the previews and fixtures of the timeline show (Timeline.yaml's `preview.content`).
    static let samples = [
        Post(id: 1, text: "Shipped the new onboarding today"),
        Post(id: 2, text: "Anyone up for a run on Saturday?", isLiked: true),
        Post(id: 3, text: "Reading about state machines again"),
    ]
}
