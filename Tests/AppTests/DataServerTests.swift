import Foundation
import HTTPCore
import ScreenKitTesting
import Testing

/// SPEC §1 and §6 over real sockets: demo user, durability, and anonymous traffic that
/// writes nothing.
@Suite("data rules against the running server")
struct DataServerTests {
    @Test func aRegistrationAndAnEditThatGotTheir303SurviveSIGKILL() throws {
        let app = try RunningApp()
        let browser = app.browser()
        let id = try browser.register(name: "Durable", email: "durable@example.com")
        try app.killAndRestart()

        let again = app.browser()
        let signedIn = try again.signIn(email: "durable@example.com")
        #expect(signedIn.status == .seeOther)
        #expect(signedIn.location == "/users/\(id)")
        try again.get("/users/\(id)/edit")
        let saved = try again.post("/users/\(id)/edit", form: ["name": "Still Here", "bio": "after a crash"])
        #expect(saved.status == .seeOther)
        try app.killAndRestart()

        let third = app.browser()
        try third.signIn(email: "durable@example.com")
        let page = try third.get("/users/\(id)").html().normalizedText
        #expect(page.contains("Still Here"))
        #expect(page.contains("after a crash"))
    }

    // The file's size is SQLite's; what the app writes does not depend on the store.
    @Test(.enabled(if: !TestStore.isPostgres)) func aFloodOfAnonymousGetsWritesNothing() throws {
        let app = try RunningApp()
        let before = app.databaseBytes
        for index in 0..<150 {
            let browser = app.browser()
            #expect(try browser.get(index.isMultiple(of: 2) ? "/login" : "/register").status == .ok)
        }
        for _ in 0..<50 {
            #expect(try app.browser().get("/").status == .ok)
        }
        #expect(app.databaseBytes == before)
    }

    @Test func developmentCreatesADemoUserOnceAndProductionNone() throws {
        let database = TestStore.freshDatabase()
        let first = try RunningApp(mode: "development", database: database)
        let line = try first.server.waitForLine(containing: "demo user created")
        let password = try #require(line.components(separatedBy: "with password ").last?.split(separator: " ").first.map(String.init))
        let browser = first.browser()
        let signedIn = try browser.signIn(email: "demo@example.com", password: password)
        #expect(signedIn.status == .seeOther)
        let firstRun = first.stop()
        #expect(firstRun.status == 0)

        let second = try RunningApp(mode: "development", database: database)
        let secondRun = second.stop()
        #expect(!secondRun.output.contains("demo user created"))

        let production = try RunningApp(mode: "production")
        let productionBrowser = production.browser()
        let refused = try productionBrowser.signIn(email: "demo@example.com", password: password)
        #expect(refused.status == .unprocessableContent)
        #expect(!production.stop().output.contains("demo user"))
    }

    @Test func healthzChecksTheDatabase() throws {
        let app = try RunningApp()
        let health = try HTTPProbe.send("GET", "/healthz", port: app.port)
        #expect(health.status == 200)
        #expect(health.body == "ok\n")
    }
}
