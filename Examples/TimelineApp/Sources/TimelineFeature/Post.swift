// The app-side type Timeline.yaml names (`content.type: "[Post]"`, `content.item: Post`). The rest
// of the timeline (TimelineState, TimelineLoader, TimelineViewModel …) is generated from
// Timeline.yaml by StateSpecBuildPlugin at build time.

struct Post: Sendable, Hashable, Identifiable {
    var id: Int
    var text: String
    var isLiked = false
}
