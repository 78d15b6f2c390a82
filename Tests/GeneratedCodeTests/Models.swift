// The app-side types the golden specs (specs/ and Specs/) name.

struct Post: Sendable, Hashable, Identifiable {
    var id: Int
    var text: String

    /// The sample posts `Timeline.yaml`'s `preview.content` names.
    static let samples = [Post(id: 1, text: "First"), Post(id: 2, text: "Second")]
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

struct Message: Sendable, Hashable, Identifiable {
    var id: Int
    var subject: String
}

struct CartItem: Sendable, Hashable, Identifiable {
    var id: Int
    var quantity: Int
}

struct PaymentDetails: Sendable, Hashable {
    var card: String
}

/// Not Equatable on purpose: states holding it still compile, and never compare equal.
struct PreferenceValues: Sendable {
    var darkMode = false
    var syncs = false
}

struct Conversation: Sendable, Hashable {
    var id: Int
    var replies: [String]
}

struct Photo: Sendable, Hashable, Identifiable {
    var id: Int
}

struct Draft: Sendable, Hashable, Identifiable {
    var id: Int
    var text: String
}

/// A post of the home timeline, with what its row actions change.
struct Status: Sendable, Hashable, Identifiable {
    var id: Int
    var text: String
    var isFavourited = false
    var favourites = 0
    var isBoosted = false
    var isBookmarked = false
}

struct Track: Sendable, Hashable, Identifiable {
    var id: String
    var title: String
    var isPlayed = false
}

struct Account: Sendable, Hashable, Identifiable {
    var id: Int
    var name: String
}

struct Headline: Sendable, Hashable, Identifiable {
    var id: Int
    var title: String
}

struct Movie: Sendable, Hashable, Identifiable {
    var id: Int
    var title: String
}

struct ServerForm: Sendable, Hashable {
    var address = ""
    var userName = ""
    var knownServers: [String] = []
}

struct ServerAddress: Sendable, Hashable {
    var url: String
    var userName: String
}

struct ServerSession: Sendable, Hashable {
    var server: String
    var token: String
}

struct Episode: Sendable, Hashable, Identifiable {
    var id: Int
    var played = false
}

struct LibraryFilter: Sendable, Hashable {
    var genre: String
    var sortByTitle = true
}

struct Channel: Sendable, Hashable {
    var number: Int
}

struct Download: Sendable, Hashable, Identifiable {
    var id: Int
    var title: String
    var isDone = false
}

struct Mixtape: Sendable, Hashable {
    var name: String
    var tracks: [String]
    var pin: String? = nil
}

/// A season of a series: the input of its tab's load.
struct Season: Sendable, Hashable {
    var number: Int
}

/// A series and the seasons it has, which the season tabs are made from.
struct Series: Sendable, Hashable {
    var title: String
    var seasons: [Season]
}

/// A media item's page: the Favourite star and the user's rating change optimistically.
struct MediaItem: Sendable, Hashable {
    var title: String
    var isFavourite = false
    var rating: Int? = nil
    var note = ""
}

/// A library of a media server (Music, Films): a media home shows a row of its latest items.
struct MediaLibrary: Sendable, Hashable, Identifiable {
    var id: String
}

struct Order: Sendable, Hashable, Identifiable {
    var id: Int
    var number: Int
    var delivered = false
}

struct TagSuggestion: Sendable, Hashable, Identifiable {
    let id: String
    var uses = 0
}
