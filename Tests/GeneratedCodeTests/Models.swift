// The app-side types the example specs in specs/ name.

struct Post: Sendable, Hashable, Identifiable {
    var id: Int
    var text: String
}

struct AddressDraft: Sendable, Hashable {
    var street = ""
    var city = ""
    var postalCode = ""
}

struct SearchResult: Sendable, Hashable, Identifiable {
    var id: Int
    var title: String
}

struct SavedAddress: Sendable, Hashable, Identifiable {
    var id: Int
    var label: String
}
