import HTTPCore
import ScreenKitTesting

/// The steps a person takes, as one call each.
extension ScreenClient {
    struct FlowFailure: Error, CustomStringConvertible {
        let description: String
    }

    /// Signs up through the form; returns the new member's id from the redirect.
    @discardableResult
    func register(name: String, email: String, password: String = "correct horse battery") throws -> Int {
        try get("/register")
        let response = try post("/register", form: [
            "name": name, "email": email, "password": password, "password_confirmation": password,
        ])
        guard response.status == .seeOther, let location = response.location, let id = Self.userID(in: location) else {
            throw FlowFailure(description: "sign-up answered \(response.status): \(response.text)")
        }
        return id
    }

    /// Signs in through the form; returns the response to the POST.
    @discardableResult
    func signIn(email: String, password: String = "correct horse battery", next: String? = nil) throws -> ScreenResponse {
        try get(next.map { "/login?next=" + URLEncodedForm.encode($0) } ?? "/login")
        return try post("/login", form: ["email": email, "password": password, "next": next ?? ""])
    }

    /// Signs out with the nav bar's form, as a person would from any page.
    func signOut() throws {
        try get("/")
        let response = try post("/logout")
        guard response.status == .seeOther else {
            throw FlowFailure(description: "sign-out answered \(response.status)")
        }
    }

    /// The id in a `/users/{id}` location.
    static func userID(in location: String) -> Int? {
        guard location.hasPrefix("/users/") else { return nil }
        return Int(location.dropFirst("/users/".count))
    }
}
