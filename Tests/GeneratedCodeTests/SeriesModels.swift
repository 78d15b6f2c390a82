/// A season of a series: the input of its tab's load.
struct Season: Sendable, Hashable {
    var number: Int
}

/// A series and the seasons it has, which the season tabs are made from.
struct Series: Sendable, Hashable {
    var title: String
    var seasons: [Season]
}
