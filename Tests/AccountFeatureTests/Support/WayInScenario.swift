import Domain
import DomainTesting
import ScreenKit
import ScreenKitTesting
import Testing
@testable import AccountFeature

/// Every way into an account, as another browser holds it.
enum WayIn: String, CaseIterable, Sendable {
    case password, session, rememberedSession, mailedLink, passkey, code, recoveryCode, trustedBrowser, pendingStep
}

/// What the account's owner does that may end a way in someone else holds.
enum AccountEvent: String, CaseIterable, Sendable {
    /// The owner proves an address someone else signed up with: by a reset, which also gives
    /// the owner a password the probes can use.
    case firstProof
    case passwordChange, passwordReset, signOutEverywhereElse, delete
    /// Codes turned on again, after an earlier time on that the way in comes from.
    case secondStepOn
    case secondStepOff
}

/// What the way in does after the event, as its holder sees it.
enum WayInOutcome: String, Sendable {
    /// A session begins (or, for a session, it is still there).
    case signsIn
    /// It passes, and the second step is asked.
    case asksForCode
    /// A second factor the account no longer asks for: codes are off.
    case notNeeded
    /// It does not work any more.
    case refused
}

/// One cell of the table: an account with the way in held by another browser (someone who
/// once held it: a second device, or whoever signed up with the address first), the owner's
/// event, then the way in tried again through the screens.
final class WayInScenario {
    let app: LoginTestApplication
    let steps: AccountSteps
    let email: String
    /// The password the owner has now, which a probe may use to reach the second step.
    private(set) var password: String?
    /// The key the owner's app holds now; `nil` while codes are off.
    private(set) var ownerKey: [UInt8]?
    private var owner: ScreenClient?

    // What the other browser holds.
    private var heldPassword = ""
    private var heldBrowser: ScreenClient?
    private var heldLink: String?
    private var heldKey: [UInt8]?
    private var heldRecoveryCode: String?
    private var passkeyCounter = 0
    static let credential = "cred-held"

    init(_ way: WayIn, before event: AccountEvent) throws {
        app = try LoginTestApplication()
        steps = AccountSteps(app: app)
        email = event == .firstProof ? "victim@example.com" : "ada@example.com"
        switch event {
        case .firstProof: try squattedAccount(holding: way)
        case .secondStepOn: try accountThatHadCodes(holding: way)
        default: try accountWithCodes(holding: way)
        }
    }

    /// Someone signs up with the owner's address and keeps the way in; an account from before
    /// passkeys and codes needed a proven address may also hold those, written here as it would.
    private func squattedAccount(holding way: WayIn) throws {
        heldPassword = "squatter's own"
        let squatter = try app.registeredClient(name: "Squatter", email: email, password: heldPassword)
        heldBrowser = squatter
        if [.code, .recoveryCode, .trustedBrowser, .pendingStep].contains(way) {
            heldKey = [1, 7, 7]
            heldRecoveryCode = "xcode1"
            try steps.execute(
                "INSERT INTO authenticators (user_id, sealed_secret, created_at, confirmed_at, last_used_step) VALUES (1, X'01010707', 0, 0, 0)")
            try steps.execute("INSERT INTO recovery_codes (user_id, digest, created_at) VALUES (1, X'78636f646531', 0)")
            ownerKey = heldKey
        }
        if way == .passkey {
            try steps.execute("""
                INSERT INTO passkeys (user_id, credential_id, public_key, sign_count, name, created_at)
                VALUES (1, X'\(Self.hex(Self.credential))', X'01', 0, 'Held', 0)
                """)
        }
        try hold(way, password: heldPassword)
    }

    /// A proven member with codes on, signed in on the owner's browser; the other browser holds
    /// the way in.
    private func accountWithCodes(holding way: WayIn) throws {
        try provenOwnerTurnsCodesOn(holding: way)
        try hold(way, password: heldPassword)
    }

    /// A proven member whose codes were on and are off again: the other browser holds what it
    /// had then (the old key, an old recovery code, a browser trusted then) or what works now.
    private func accountThatHadCodes(holding way: WayIn) throws {
        let heldThen: Set<WayIn> = [.trustedBrowser, .code, .recoveryCode]
        let owner = try provenOwnerTurnsCodesOn(holding: way)
        if heldThen.contains(way) { try hold(way, password: heldPassword) }
        app.clock.advance(by: 30)
        try owner.get("/settings/two-factor")
        #expect(try owner.post("/settings/two-factor/off", form: ["code": steps.code(try #require(ownerKey))]).status == .seeOther)
        ownerKey = nil
        if !heldThen.contains(way) { try hold(way, password: heldPassword) }
    }

    /// The owner, signed in on their browser, turns codes on; the other browser knows the key
    /// and a recovery code, and has added its passkey first when that is the way in.
    @discardableResult
    private func provenOwnerTurnsCodesOn(holding way: WayIn) throws -> ScreenClient {
        heldPassword = AccountSteps.password
        password = heldPassword
        try app.fixture.seedMember(email: email, password: heldPassword)
        let owner = try steps.signedIn(email: email)
        self.owner = owner
        if way == .passkey { try addHeldPasskey() }
        let (key, codes) = try steps.turnOnCodes(owner)
        ownerKey = key
        heldKey = key
        heldRecoveryCode = codes.first
        return owner
    }

    private func addHeldPasskey() throws {
        let browser = try steps.signedIn(email: email)
        #expect(try steps.addPasskey(browser, credential: Self.credential).status == .seeOther)
    }

    /// Gives the other browser the way in, with the account as it is now.
    private func hold(_ way: WayIn, password: String) throws {
        switch way {
        case .password, .passkey, .code, .recoveryCode:
            break
        case .session:
            heldBrowser = try heldBrowser ?? signedInPastAnyCode(remember: false)
        case .rememberedSession:
            heldBrowser = try signedInPastAnyCode(remember: true)
        case .mailedLink:
            let browser = app.client()
            try browser.get("/login/link")
            try browser.post("/login/link", form: ["email": email])
            heldLink = try steps.secret(mailedTo: email, path: "/login/link/open")
        case .trustedBrowser:
            let (browser, first) = try steps.signIn(email: email, password: password)
            #expect(first.location == "/login/code")
            app.clock.advance(by: 30)
            try browser.get("/login/code")
            #expect(try browser.post("/login/code", form: ["code": steps.code(try #require(ownerKey)), "trust": "1"]).status == .seeOther)
            try browser.post("/logout")
            heldBrowser = browser
        case .pendingStep:
            let (browser, first) = try steps.signIn(email: email, password: password)
            #expect(first.location == "/login/code")
            heldBrowser = browser
        }
    }

    private func signedInPastAnyCode(remember: Bool) throws -> ScreenClient {
        let (browser, first) = try steps.signIn(email: email, password: heldPassword, remember: remember)
        if first.location == "/login/code", let key = ownerKey {
            app.clock.advance(by: 30)
            try browser.get("/login/code")
            #expect(try browser.post("/login/code", form: ["code": steps.code(key)]).status == .seeOther)
        }
        return browser
    }

    // MARK: The event

    func happen(_ event: AccountEvent) throws {
        switch event {
        case .firstProof:
            #expect(try steps.resetPassword(app.client(), email: email, to: "the owner's own").status == .seeOther)
            password = "the owner's own"
            ownerKey = nil
        case .passwordChange:
            #expect(try steps.changePassword(try #require(owner), to: "battery staple").status == .seeOther)
            password = "battery staple"
        case .passwordReset:
            #expect(try steps.resetPassword(app.client(), email: email, to: "battery staple").status == .seeOther)
            password = "battery staple"
        case .signOutEverywhereElse:
            #expect(try steps.signOutEverywhereElse(try #require(owner)).status == .seeOther)
        case .delete:
            let owner = try #require(owner)
            try owner.get("/settings/delete")
            #expect(try owner.post("/settings/delete", form: ["email": email]).status == .seeOther)
            password = nil
            ownerKey = nil
        case .secondStepOn:
            app.clock.advance(by: 30)
            ownerKey = try steps.turnOnCodes(try #require(owner)).secret
        case .secondStepOff:
            let owner = try #require(owner)
            app.clock.advance(by: 30)
            try owner.get("/settings/two-factor")
            #expect(try owner.post("/settings/two-factor/off", form: ["code": steps.code(try #require(ownerKey))]).status == .seeOther)
            ownerKey = nil
        }
    }

    // MARK: The way in, tried again

    func probe(_ way: WayIn) throws -> WayInOutcome {
        app.clock.advance(by: 30)
        switch way {
        case .password:
            return try outcome(of: steps.signIn(email: email, password: heldPassword).response)
        case .session, .rememberedSession:
            return try held().get("/settings").status == .ok ? .signsIn : .refused
        case .mailedLink:
            let browser = app.client()
            let link = try #require(heldLink)
            try browser.get("/login/link/open?token=\(link)")
            return try outcome(of: browser.post("/login/link/open", form: ["token": link]))
        case .passkey:
            passkeyCounter += 1
            return try steps.signInWithPasskey(credential: Self.credential, counter: passkeyCounter).response.status == .seeOther
                ? .signsIn : .refused
        case .code:
            return try secondStep(with: steps.code(try #require(heldKey)))
        case .recoveryCode:
            return try secondStep(with: try #require(heldRecoveryCode))
        case .trustedBrowser:
            guard let password, try steps.count("SELECT COUNT(*) AS value FROM users") > 0 else { return .refused }
            guard ownerKey != nil else { return .notNeeded }
            let first = try steps.signIn(try held(), email: email, password: password).response
            return first.location == "/users/1" ? .signsIn : .refused
        case .pendingStep:
            let browser = try held()
            guard try browser.get("/login/code").status == .ok, let key = ownerKey else { return .refused }
            let answer = try browser.post("/login/code", form: ["code": steps.code(key)])
            return answer.status == .seeOther && browser.cookies[LoginTestApplication.sessionCookie] != nil ? .signsIn : .refused
        }
    }

    private func held() throws -> ScreenClient {
        try #require(heldBrowser)
    }

    /// A first step's answer: a session, the second step, or a refusal.
    private func outcome(of answer: ScreenResponse) -> WayInOutcome {
        guard answer.status == .seeOther else { return .refused }
        return answer.location == "/login/code" ? .asksForCode : .signsIn
    }

    /// The owner's current password in a fresh browser, then `code` at the second step.
    private func secondStep(with code: String) throws -> WayInOutcome {
        guard let password else { return .refused }
        let (browser, first) = try steps.signIn(email: email, password: password)
        guard first.location == "/login/code" else { return first.status == .seeOther ? .notNeeded : .refused }
        try browser.get("/login/code")
        return try browser.post("/login/code", form: ["code": code]).status == .seeOther ? .signsIn : .refused
    }

    static func hex(_ text: String) -> String {
        text.utf8.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
    }
}
