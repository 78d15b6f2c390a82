// The app-side types the example specs in specs/ name.

struct Post: Sendable, Hashable, Identifiable {
    var id: Int
    var text: String
}
