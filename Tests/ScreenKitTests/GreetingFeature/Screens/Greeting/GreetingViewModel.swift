/// Everything the greeting view shows; sent as JSON to JSON clients.
struct GreetingViewModel: Encodable, Equatable, Sendable {
    var greeting: String?
    var name = ""
    var nameError: String?
}

/// What the new-greeting form sends.
struct GreetingForm: Decodable, Sendable {
    enum CodingKeys: String, CodingKey {
        case name
    }

    let name: String
}
