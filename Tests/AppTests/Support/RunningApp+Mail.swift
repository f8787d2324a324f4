import Domain
import Foundation
import HTTPCore
import ScreenKitTesting
import Testing

extension RunningApp {
    /// The path and query of the link to `path` in the newest message to `email`, read from
    /// the server's outbox as its mailbox would show it.
    func link(to path: String, mailedTo email: String) throws -> String? {
        let messages = try TestStore.outbox(in: database).recent(limit: 100)
        guard let message = messages.first(where: { $0.mail.to == email }) else { return nil }
        let line = message.mail.text.split(separator: "\n").first { $0.hasPrefix("http") && $0.contains(path + "?token=") }
        return line.flatMap { URLComponents(string: String($0)) }.map { $0.path + "?" + ($0.query ?? "") }
    }

    /// Opens the confirmation link mailed to `email` in `browser`, as its owner would: the
    /// address is proven, and the browser stays signed in if it was.
    func confirmAddress(_ browser: ScreenClient, email: String) throws {
        let link = try #require(try link(to: "/email/confirm", mailedTo: email), "no confirmation link to \(email)")
        try browser.get(link)
        let token = try #require(URLComponents(string: link)?.queryItems?.first { $0.name == "token" }?.value)
        #expect(try browser.post("/email/confirm", form: ["token": token]).status == .seeOther)
    }
}
