import Testing
@testable import Mail

@Suite struct SMTPConfigurationTests {
    static let password = "hunter2-Secret"

    @Test func plainSMTPDefaultsToPort25AndNoCredentials() throws {
        let configuration = try SMTPConfiguration(url: "smtp://mail.example.com")
        #expect(configuration.host == "mail.example.com")
        #expect(configuration.port == 25)
        #expect(!configuration.usesImplicitTLS)
        #expect(configuration.username == nil)
        #expect(configuration.password == nil)
        #expect(configuration.serverURL == "smtp://mail.example.com:25")
        #expect(configuration.redacted == "smtp://mail.example.com:25")
    }

    @Test func smtpsDefaultsToPort465() throws {
        let configuration = try SMTPConfiguration(url: "SMTPS://mail.example.com/")
        #expect(configuration.port == 465)
        #expect(configuration.usesImplicitTLS)
        #expect(configuration.serverURL == "smtps://mail.example.com:465")
    }

    @Test func userAndPasswordArePercentDecoded() throws {
        let configuration = try SMTPConfiguration(url: "smtp://mailer%2Bapp:p%40ss%3Aw%2Frd%25@smtp.example.com:587")
        #expect(configuration.username == "mailer+app")
        #expect(configuration.password == "p@ss:w/rd%")
        #expect(configuration.port == 587)
        #expect(configuration.redacted == "smtp://mailer+app:***@smtp.example.com:587")
    }

    @Test func aUserAloneAndAnEmptyPasswordAreKept() throws {
        let userOnly = try SMTPConfiguration(url: "smtp://mailer@smtp.example.com")
        #expect(userOnly.username == "mailer" && userOnly.password == nil)
        #expect(userOnly.redacted == "smtp://mailer@smtp.example.com:25")
        let emptyPassword = try SMTPConfiguration(url: "smtp://mailer:@smtp.example.com")
        #expect(emptyPassword.password == "")
    }

    @Test(arguments: [("smtp://[::1]:2525", "::1", 2525), ("smtps://u:pw@[2001:db8::25]", "2001:db8::25", 465), ("smtp://127.0.0.1:1025", "127.0.0.1", 1025)])
    func acceptsAddressesAsHosts(url: String, host: String, port: Int) throws {
        let configuration = try SMTPConfiguration(url: url)
        #expect(configuration.host == host)
        #expect(configuration.port == port)
        #expect(configuration.serverURL.contains(host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)"))
    }

    @Test(arguments: [
        "", "mail.example.com", "http://mail.example.com", "smtp:/mail.example.com", "smtp:mail.example.com",
        "smtp://", "smtp://u:\(password)@", "smtp://u:\(password)@:25", "smtp://mail.example.com:0",
        "smtp://mail.example.com:65536", "smtp://mail.example.com:abc", "smtp://mail.example.com:",
        "smtp://mail.example.com:+25", "smtp://mail.example.com:25:25", "smtp://mail.example.com/path",
        "smtp://mail.example.com/?x=1", "smtp://mail.example.com#top", "smtp://u:\(password)/x@mail.example.com",
        "smtp://:\(password)@mail.example.com", "smtp://u:\(password)%zz@mail.example.com",
        "smtp://u:\(password)%0D%0A@mail.example.com", "smtp://u:\(password)%00@mail.example.com",
        "smtp://u:\(password)%FF@mail.example.com", "smtp://[::1", "smtp://[mail.example.com]", "smtp://mail example.com",
        "smtp://mäil.example.com", "smtp://u:\(password)@mail.example.com:99999999999999999999",
    ])
    func refusesWhatIsNotAnSMTPServerURLWithoutEchoingThePassword(url: String) {
        let error = #expect(throws: MailError.self) { try SMTPConfiguration(url: url) }
        #expect(error?.reason.contains(Self.password) == false)
        #expect(error.map { String(describing: $0) }?.contains(Self.password) == false)
    }

    @Test func nothingPrintedShowsThePassword() throws {
        let configuration = try SMTPConfiguration(url: "smtps://mailer:\(Self.password)@smtp.example.com")
        #expect(configuration.password == Self.password)
        #expect(configuration.redacted == "smtps://mailer:***@smtp.example.com:465")
        var dumped = ""
        dump(configuration, to: &dumped)
        for text in [configuration.redacted, "\(configuration)", String(reflecting: configuration), dumped] {
            #expect(!text.contains(Self.password), "\(text)")
            #expect(text.contains("***"))
        }
    }

    @Test func equalURLsGiveEqualConfigurations() throws {
        #expect(try SMTPConfiguration(url: "smtp://u:p@h:25") == SMTPConfiguration(url: "smtp://u:p@h"))
        #expect(try SMTPConfiguration(url: "smtp://u:p@h") != SMTPConfiguration(url: "smtp://u:q@h"))
    }
}
