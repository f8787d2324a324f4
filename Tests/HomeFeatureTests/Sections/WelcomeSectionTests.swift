@testable import HomeFeature
import ScreenKit
import ScreenKitTesting
import Testing
import ViewCode

@Suite("Welcome section")
struct WelcomeSectionTests {
    let section = WelcomeSection(flow: TestHomeFlow())

    func render(_ model: WelcomeModel, in language: Language = .english) throws -> HTMLDocument {
        var buffer = HTMLBuffer()
        buffer.language = language
        Language.$current.withValue(language) { section.content(for: model).render(into: &buffer) }
        return try HTMLDocument.parse(String(decoding: buffer.takeBytes(), as: UTF8.self))
    }

    @Test func aVisitorIsShownTheWaysIn() throws {
        let model = try #require(try section.load(for: nil))
        #expect(model.signedIn == false)
        let html = try render(model)
        #expect(html.elements(named: "h1").isEmpty)
        #expect(html.first("h2") != nil)
        let links = html.links.map { ($0.normalizedText, $0.attribute("href") ?? "") }
        #expect(links.map(\.0) == ["Sign in", "Create an account"])
        #expect(links.map(\.1) == ["/login", "/register"])
    }

    @Test func aMemberIsWelcomedBackByName() throws {
        let model = try #require(try section.load(for: SignedInUser(id: 1, name: "Ada Lovelace")))
        #expect(model == WelcomeModel(message: "Welcome back, Ada Lovelace.", signedIn: true))
        let html = try render(model)
        #expect(html.normalizedText == "Welcome back, Ada Lovelace.")
        #expect(html.links.isEmpty)
    }

    /// A name that ends in a full stop ends the sentence: no second one.
    @Test(arguments: ["Ada King Jr.", "Dr. Who."]) func aNameEndingInAFullStopGetsNoSecondOne(name: String) throws {
        let model = try #require(try section.load(for: SignedInUser(id: 1, name: name)))
        #expect(model.message == "Welcome back, \(name)")
    }

    /// The page's language, whether the member's setting or their browser chose it.
    @Test func theWelcomeIsInThePagesLanguage() throws {
        let (member, visitor) = try Language.$current.withValue(.brazilianPortuguese) {
            (try #require(try section.load(for: SignedInUser(id: 1, name: "Ana Néri"))), try #require(try section.load(for: nil)))
        }
        #expect(member.message == "Que bom ter você de volta, Ana Néri.")
        let html = try render(visitor, in: .brazilianPortuguese)
        #expect(html.first("h2")?.normalizedText == "Primeira vez aqui?")
        #expect(html.links.map(\.normalizedText) == ["Entrar", "Criar conta"])
    }

    @Test func theCatalogIsComplete() {
        #expect(HomeText.messages.problems == [])
        #expect(HomeText.messages.untranslated == [])
    }

    @Test func aHostileNameIsText() throws {
        let name = "<script>alert(1)</script>"
        let html = try render(try #require(try section.load(for: SignedInUser(id: 1, name: name))))
        #expect(html.elements(named: "script").isEmpty)
        #expect(html.textContent == "Welcome back, \(name).")
    }
}
