import Domain
import DomainTesting
import HTTPCore
import ScreenKit
import ScreenKitTesting
import Testing
@testable import AccountFeature

/// Someone who once held a session, or who knows an address, against the account: what they
/// set in motion must not outlive the owner's next proof of who they are.
@Suite("Account safety routes")
struct AccountSafetyRouteTests {
    let app: LoginTestApplication
    static let cookie = LoginTestApplication.sessionCookie

    init() throws {
        app = try LoginTestApplication()
    }

    /// A browser signed in as `email` through the form, inside the sudo window.
    func signedIn(email: String = "ada@example.com", password: String = "correct horse", remember: Bool = false) throws -> ScreenClient {
        let (client, response) = try AccountSteps(app: app).signIn(email: email, password: password, remember: remember)
        #expect(response.status == .seeOther)
        return client
    }

    /// The secret of the link to `path` in the last message to `address`.
    func secret(mailedTo address: String, path: String) throws -> String {
        try AccountSteps(app: app).secret(mailedTo: address, path: path)
    }

    /// What a fresh browser sees when it posts a change link: it takes a visitor's token first,
    /// as the link's page would have given it had the link still worked.
    func openChangeLink(_ secret: String) throws -> ScreenResponse {
        let fresh = app.client()
        try fresh.get("/login")
        try fresh.get("/email/change?token=\(secret)")
        return try fresh.post("/email/change", form: ["token": secret])
    }

    func signInWithLink(_ browser: ScreenClient, email: String) throws -> ScreenResponse {
        try AccountSteps(app: app).signInWithLink(browser, email: email)
    }

    func resetPassword(_ browser: ScreenClient, email: String, to password: String) throws -> ScreenResponse {
        try AccountSteps(app: app).resetPassword(browser, email: email, to: password)
    }

    @discardableResult
    func requestAddressChange(_ client: ScreenClient, to email: String) throws -> ScreenResponse {
        try client.get("/settings/email")
        return try client.post("/settings/email", form: ["email": email])
    }

    /// What the owner does that proves it is them again, after an intruder asked to move the
    /// address.
    enum OwnerStep: String, CaseIterable, Sendable {
        case changesThePassword, resetsThePassword, signsOutEverywhereElse, signsInWithALink
    }

    // MARK: 1. A pending e-mail change does not outlive the credentials that asked for it

    @Test(arguments: OwnerStep.allCases)
    func anIntrudersAddressChangeDiesWhenTheOwner(_ step: OwnerStep) throws {
        let owner = try app.registeredClient()
        let intruder = try signedIn()
        #expect(try requestAddressChange(intruder, to: "intruder@evil.example").status == .seeOther)
        let change = try secret(mailedTo: "intruder@evil.example", path: "/email/change")

        switch step {
        case .changesThePassword:
            try owner.get("/settings/password")
            #expect(try owner.post("/settings/password", form: [
                "current_password": "correct horse", "new_password": "battery staple", "password_confirmation": "battery staple",
            ]).status == .seeOther)
        case .resetsThePassword:
            #expect(try resetPassword(app.client(), email: "ada@example.com", to: "battery staple").status == .seeOther)
        case .signsOutEverywhereElse:
            try owner.get("/settings/sessions")
            #expect(try owner.post("/settings/sessions/revoke-others").status == .seeOther)
        case .signsInWithALink:
            #expect(try signInWithLink(app.client(), email: "ada@example.com").status == .seeOther)
        }

        #expect(try openChangeLink(change).status == .unprocessableContent)
        #expect(try app.users.user(id: 1)?.email == "ada@example.com")
    }

    @Test func theCurrentAddressIsToldAtOnceAndCanCancelTheChange() throws {
        let owner = try app.registeredClient()
        #expect(try requestAddressChange(owner, to: "intruder@evil.example").status == .seeOther)
        let change = try secret(mailedTo: "intruder@evil.example", path: "/email/change")
        let cancel = try secret(mailedTo: "ada@example.com", path: "/email/change/cancel")
        let notice = try #require(try app.fixture.queuedMail().last { $0.to == "ada@example.com" })
        #expect(notice.text.contains("intruder@evil.example"))

        let mailbox = app.client()
        #expect(try mailbox.get("/email/change/cancel?token=\(cancel)").status == .ok)
        #expect(try mailbox.post("/email/change/cancel", form: ["token": cancel]).status == .seeOther)

        #expect(try openChangeLink(change).status == .unprocessableContent)
        #expect(try app.users.user(id: 1)?.email == "ada@example.com")
    }

    @Test func theSettingsShowAChangeWaitingForItsLinkWithACancelButton() throws {
        let owner = try app.registeredClient()
        try requestAddressChange(owner, to: "countess@example.com")
        let change = try secret(mailedTo: "countess@example.com", path: "/email/change")

        let json = try owner.get("/settings", accept: "application/json")
        #expect(json.text.contains(#""pendingEmail":"countess@example.com""#), "\(json.text)")
        let page = try owner.get("/settings").html()
        #expect(page.normalizedText.contains("countess@example.com"))
        let cancel = try #require(page.forms.compactMap { $0.attribute("action") }.first { $0 == "/settings/email/cancel" })
        let cancelled = try owner.post(cancel)
        #expect(cancelled.status == .seeOther)
        #expect(try !owner.get("/settings", accept: "application/json").text.contains("pendingEmail"))

        #expect(try openChangeLink(change).status == .unprocessableContent)
    }

    // MARK: 2. Pre-registered accounts

    /// How the real owner of the address proves it.
    enum Proof: String, CaseIterable, Sendable {
        case confirmationLink, signInLink, passwordReset
    }

    @Test(arguments: Proof.allCases)
    func theFirstProofOfTheAddressEndsASquattersAccess(_ proof: Proof) throws {
        // The squatter signs up with the victim's address and stays signed in.
        let squatter = try app.registeredClient(name: "Squatter", email: "victim@example.com", password: "squatter's own")
        let remembered = try signedIn(email: "victim@example.com", password: "squatter's own", remember: true)
        let confirmation = try secret(mailedTo: "victim@example.com", path: "/email/confirm")

        let victim = app.client()
        switch proof {
        case .confirmationLink:
            try victim.get("/email/confirm?token=\(confirmation)")
            #expect(try victim.post("/email/confirm", form: ["token": confirmation]).status == .seeOther)
        case .signInLink:
            #expect(try signInWithLink(victim, email: "victim@example.com").status == .seeOther)
        case .passwordReset:
            #expect(try resetPassword(victim, email: "victim@example.com", to: "the owner's own").status == .seeOther)
        }

        #expect(try squatter.get("/settings").status == .seeOther)
        #expect(try remembered.get("/settings").status == .seeOther)
        let again = app.client()
        try again.get("/login")
        #expect(try again.post("/login", form: ["email": "victim@example.com", "password": "squatter's own"]).status == .unprocessableContent)
        #expect(try app.users.user(id: 1)?.isEmailConfirmed == true)
        #expect(try app.store.eventKinds(userID: 1).contains { $0.rawValue == "address_proven" })
    }

    @Test func theOwnerSignedInWithALinkChoosesTheirOwnPassword() throws {
        _ = try app.registeredClient(name: "Squatter", email: "victim@example.com", password: "squatter's own")
        let victim = app.client()
        #expect(try signInWithLink(victim, email: "victim@example.com").location == "/settings/password")

        let form = try victim.get("/settings/password")
        #expect(try form.html().input(named: "current_password") == nil)
        #expect(try victim.get("/settings/password", accept: "application/json").text.contains(#""hasPassword":false"#))
        #expect(try victim.post("/settings/password", form: [
            "new_password": "the owner's own", "password_confirmation": "the owner's own",
        ]).status == .seeOther)
        _ = try signedIn(email: "victim@example.com", password: "the owner's own")
    }

    @Test func confirmingInTheBrowserThatSignedUpKeepsThePassword() throws {
        let owner = try app.registeredClient()
        let other = try signedIn()
        let confirmation = try secret(mailedTo: "ada@example.com", path: "/email/confirm")
        try owner.get("/email/confirm?token=\(confirmation)")
        #expect(try owner.post("/email/confirm", form: ["token": confirmation]).status == .seeOther)
        #expect(try owner.get("/settings").status == .ok)
        #expect(try other.get("/settings").status == .seeOther)
        _ = try signedIn()
    }

    // MARK: 3. No unthrottled mail

    @Test func aMemberCannotMailManyStrangersThroughTheAddressForm() throws {
        let owner = try app.registeredClient()
        var statuses: [HTTPStatus] = []
        for index in 1...40 {
            let response = try requestAddressChange(owner, to: "stranger\(index)@example.com")
            statuses.append(response.status)
            if response.status == .tooManyRequests {
                #expect(response.headers["Retry-After"] != nil)
            }
        }
        #expect(statuses.filter { $0 == .seeOther }.count <= app.fixture.signInThrottle.mailAddressLimit)
        #expect(statuses.last == .tooManyRequests)
        #expect(try app.fixture.queuedMail().filter { $0.to.hasPrefix("stranger") }.count <= app.fixture.signInThrottle.mailAddressLimit)
    }

    @Test func anAddressChangeAnswersAlikeWhetherTheAddressIsTakenOrFree() throws {
        try app.fixture.seedMember(name: "Bob", email: "bob@example.com")
        let owner = try app.registeredClient()
        let taken = try requestAddressChange(owner, to: "bob@example.com")
        let free = try requestAddressChange(owner, to: "free@example.com")
        #expect(taken.status == free.status)
        #expect(taken.location == free.location)
        let takenFlash = try owner.get(try #require(taken.location)).text
        #expect(!takenFlash.contains("Another account"))
        // The owner of the address hears of it by mail instead.
        #expect(try app.fixture.queuedMail().contains { $0.to == "bob@example.com" })
        #expect(try app.users.user(email: "bob@example.com")?.id == 1)
    }

    @Test func mailToAnotherAddressCarriesNoTextAMemberWrote() throws {
        let spam = "Cheap pills at spam.example"
        let owner = try app.registeredClient(name: spam, email: "stranger@example.com")
        try requestAddressChange(owner, to: "other-stranger@example.com")
        let mailed = try app.fixture.queuedMail().filter { $0.to.contains("stranger") }
        #expect(mailed.count >= 2)
        for mail in mailed {
            #expect(!mail.text.contains("spam.example"), "\(mail.subject)")
            #expect(!mail.html.contains("spam.example"), "\(mail.subject)")
            #expect(!mail.toName.contains("spam.example"), "\(mail.subject)")
            #expect(!mail.subject.contains("spam.example"))
        }
    }

    // MARK: 4. Sudo renews the session

    @Test func confirmingThePasswordGivesTheSessionANewID() throws {
        let owner = try app.registeredClient()
        app.clock.advance(by: 16 * 60)
        let copied = try #require(owner.cookies[Self.cookie])
        try owner.get("/settings/confirm?next=%2Fsettings%2Femail")
        #expect(try owner.post("/settings/confirm", form: ["password": "correct horse", "next": "/settings/email"]).status == .seeOther)
        #expect(owner.cookies[Self.cookie] != copied)
        #expect(try owner.get("/settings/email").status == .ok)

        let thief = app.client()
        thief.cookies[Self.cookie] = copied
        #expect(try thief.get("/settings/email").status == .seeOther)
        #expect(try thief.get("/settings").status == .seeOther)
    }
}

/// Many honest people behind one address (a school, an office, a proxy) against one guesser.
@Suite("One shared address")
struct SharedAddressRouteTests {
    let app: LoginTestApplication

    init() throws {
        app = try LoginTestApplication()
    }

    func signIn(email: String, password: String, from address: String) throws -> ScreenResponse {
        let browser = app.client()
        browser.remoteAddress = address
        try browser.get("/login")
        return try browser.post("/login", form: ["email": email, "password": password])
    }

    @Test func twoHundredPeopleSignInFromOneAddressAndAGuesserThereIsStillStopped() throws {
        for number in 1...200 {
            try app.fixture.seedMember(name: "Pupil \(number)", email: "pupil\(number)@example.com", password: "pupil \(number) secret")
        }
        let statuses = try (1...200).map { number in
            try signIn(email: "pupil\(number)@example.com", password: "pupil \(number) secret", from: "203.0.113.5").status
        }
        #expect(statuses.filter { $0 == .seeOther }.count == 200)

        let wrong = try (1...20).map { number in
            try signIn(email: "pupil\(number)@example.com", password: "a guess \(number)", from: "203.0.113.5").status
        }
        #expect(wrong == Array(repeating: .unprocessableContent, count: 20))
        let refused = try signIn(email: "pupil21@example.com", password: "a guess", from: "203.0.113.5")
        #expect(refused.status == .tooManyRequests)
        #expect(refused.headers["Retry-After"] != nil)
    }
}
