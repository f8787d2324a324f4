import Testing
@testable import Mail

@Suite struct MailAddressTests {
    @Test(arguments: [
        ("a@b.example", "a@b.example", ""),
        ("first.last+tag@sub.example.co.uk", "first.last+tag@sub.example.co.uk", ""),
        ("ScreenKit <no-reply@example.com>", "no-reply@example.com", "ScreenKit"),
        ("  ScreenKit   Mailer <no-reply@example.com>  ", "no-reply@example.com", "ScreenKit   Mailer"),
        ("<no-reply@example.com>", "no-reply@example.com", ""),
        ("\"Ada, Countess of Lovelace\" <ada@example.org>", "ada@example.org", "Ada, Countess of Lovelace"),
        ("\"Say \\\"hi\\\" \\\\ there\" <ada@example.org>", "ada@example.org", "Say \"hi\" \\ there"),
        ("Zoë Ångström <zoe@example.org>", "zoe@example.org", "Zoë Ångström"),
    ])
    func parsesAnAddressWithOrWithoutAName(text: String, address: String, name: String) throws {
        let parsed = try MailAddress(parsing: text)
        #expect(parsed.address == address)
        #expect(parsed.name == name)
    }

    @Test(arguments: [
        "", "   ", "ada", "@example.org", "ada@", "ada@@example.org", "ada@b@example.org",
        "ada lovelace@example.org", "ada@example .org", "ada\t@example.org", "ada@example.org\r\nRCPT TO:x@y",
        "Ada <ada@example.org\r\nRCPT TO:x@y>",
        "ada\u{0}@example.org", "a<b@example.org", "Ada <ada@example.org", "Ada <>", "a,b@example.org",
        "\"ada\"@example.org", String(repeating: "a", count: 243) + "@example.org",
    ])
    func refusesWhatIsNotOneAddress(text: String) {
        #expect(throws: MailError.self) { try MailAddress(parsing: text) }
    }

    @Test func acceptsTheLongestAddressAndNoLonger() throws {
        let longest = String(repeating: "a", count: 242) + "@example.org"
        #expect(longest.utf8.count == 254)
        #expect(try MailAddress(address: longest).address == longest)
        #expect(throws: MailError.self) { try MailAddress(address: "a" + longest) }
    }

    @Test(arguments: ["zoë@example.org", "ada@bücher.example"])
    func refusesNonASCIIAddressesAndSaysWhy(address: String) {
        let error = #expect(throws: MailError.self) { try MailAddress(address: address) }
        #expect(error?.reason.contains("SMTPUTF8") == true)
    }

    @Test func keepsTheNameAsTypedEvenWithControlCharacters() throws {
        // Refusing it would refuse the member; the header writer makes it safe instead.
        let address = try MailAddress(address: "ada@example.org", name: "Ada\r\nBcc: x@y")
        #expect(address.name == "Ada\r\nBcc: x@y")
    }

    @Test func theDomainIsWhatFollowsTheAt() throws {
        #expect(try MailAddress(address: "no-reply@mail.example.com").domain == "mail.example.com")
    }
}
