/// What a screen is about: its Swift type and the words its texts use.
struct Topic: Sendable {
    let noun: String
    let singular: String
    let plural: String

    var article: String { "aeiou".contains(singular.first ?? "x") ? "an \(singular)" : "a \(singular)" }
    var singularCapitalised: String { singular.capitalisedFirst }
    var pluralCapitalised: String { plural.capitalisedFirst }

    init(_ noun: String, _ plural: String) {
        self.noun = noun
        // "PaymentMethod" reads "payment method".
        singular = noun.reduce(into: "") { text, character in
            if character.isUppercase, !text.isEmpty { text += " " }
            text += character.lowercased()
        }
        self.plural = plural
    }

    static let all: [Topic] = [
        Topic("Order", "orders"), Topic("Invoice", "invoices"), Topic("Product", "products"),
        Topic("Review", "reviews"), Topic("Message", "messages"), Topic("Contact", "contacts"),
        Topic("Playlist", "playlists"), Topic("Episode", "episodes"), Topic("Booking", "bookings"),
        Topic("Ticket", "tickets"), Topic("Payment", "payments"), Topic("Receipt", "receipts"),
        Topic("Notification", "notifications"), Topic("Photo", "photos"), Topic("Album", "albums"),
        Topic("Recipe", "recipes"), Topic("Workout", "workouts"), Topic("Device", "devices"),
        Topic("Subscription", "subscriptions"), Topic("Coupon", "coupons"), Topic("Article", "articles"),
        Topic("Comment", "comments"), Topic("Course", "courses"), Topic("Lesson", "lessons"),
        Topic("Task", "tasks"), Topic("Project", "projects"), Topic("Document", "documents"),
        Topic("Transfer", "transfers"), Topic("Account", "accounts"), Topic("Store", "stores"),
        Topic("Venue", "venues"), Topic("Trip", "trips"), Topic("Route", "routes"),
        Topic("Vehicle", "vehicles"), Topic("Claim", "claims"), Topic("PaymentMethod", "payment methods"),
        Topic("DeliveryAddress", "delivery addresses"), Topic("GiftCard", "gift cards"),
        Topic("SupportRequest", "support requests"), Topic("TeamMember", "team members"),
    ]
}

extension StringProtocol {
    var capitalisedFirst: String { prefix(1).uppercased() + dropFirst() }
}
