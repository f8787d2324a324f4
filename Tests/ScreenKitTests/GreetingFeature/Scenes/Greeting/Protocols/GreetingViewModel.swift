import HTTPCore
/// Everything the greeting view shows; sent as JSON to JSON clients.
struct GreetingViewModel: Encodable, Equatable, Sendable {
    var greeting: String?
    var name = ""
    var nameError: String?
}
