import Domain
import DomainTesting
import ScreenKit
import ScreenKitTesting
import Testing
@testable import AccountFeature

@Suite("Language setting presenter")
struct LanguageSettingPresenterTests {
    let fixture: LoginFixture

    init() throws {
        fixture = try LoginFixture()
    }

    func presenter(for member: User, language: Language? = nil) -> LanguageSettingPresenter {
        LanguageSettingPresenter(fixture, viewer: SignedInUser(id: member.id, name: member.name, language: language))
    }

    func storedLanguage(of member: User) throws -> Language? {
        try fixture.store.sessions.insert(SessionRecord(idHash: "check-\(member.id)", userID: member.id, csrfSecret: "c", createdAt: 1, lastSeenAt: 1))
        defer { _ = try? fixture.store.sessions.delete(idHash: "check-\(member.id)") }
        return try fixture.store.sessions.signedInSession(idHash: "check-\(member.id)")?.user.language
    }

    @Test func theFormShowsTheMembersChoiceAndEveryLanguageInItself() throws {
        let member = try fixture.seedMember()
        let shown = try #require(presenter(for: member, language: .brazilianPortuguese).load().shown)
        #expect(shown.selected == "pt-BR")
        #expect(shown.languages.map(\.name) == ["English", "Português (Brasil)"])
        #expect(presenter(for: member).load().shown?.selected == "")
    }

    @Test func aChosenLanguageIsStoredAndAnEmptyOneLeavesItToTheBrowser() throws {
        let member = try fixture.seedMember()
        // Said in the language chosen, which the next page is in.
        #expect(try presenter(for: member).choose(tag: "pt-br") == .go(.settings, flash: .success("Idioma salvo.")))
        #expect(try storedLanguage(of: member) == .brazilianPortuguese)
        #expect(try presenter(for: member).choose(tag: "") == .go(.settings, flash: .success("Your language is saved.")))
        #expect(try storedLanguage(of: member) == nil)
    }

    @Test func aLanguageTheAppDoesNotSpeakChangesNothing() throws {
        let member = try fixture.seedMember()
        try fixture.users.updateLanguage(id: member.id, to: .english)
        let answer = try presenter(for: member, language: .english).choose(tag: "de")
        var expected = LanguageSettingViewModel(selected: "en")
        expected.languageError = SettingsText.unknownLanguage.text(in: .english)
        #expect(answer == .problems(expected))
        #expect(try storedLanguage(of: member) == .english)
    }
}
