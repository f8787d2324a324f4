import Domain
import DomainTesting
import ScreenKit
import ScreenKitTesting
import Testing
@testable import AccountFeature

@Suite("Picture presenter")
struct AvatarPresenterTests {
    let fixture: LoginFixture

    init() throws {
        fixture = try LoginFixture()
    }

    func presenter(for member: User) -> AvatarPresenter {
        AvatarPresenter(fixture, viewer: SignedInUser(id: member.id, name: member.name), flow: TestLoginFlow())
    }

    @Test func withoutAPictureTheScreenSaysSo() throws {
        let member = try fixture.seedMember()
        #expect(try presenter(for: member).load() == .show(AvatarViewModel()))
    }

    @Test func aPNGIsSavedWithItsSizeAndShownAtItsVersion() throws {
        let member = try fixture.seedMember()
        let image = SampleImages.png(width: 64, height: 48)
        #expect(try presenter(for: member).upload(image) == .go(.avatar, flash: .success(AvatarText.saved.text(in: .english))))
        let stored = try #require(try fixture.avatars.avatar(userID: member.id))
        #expect(stored.format == .png && stored.width == 64 && stored.height == 48 && stored.bytes == image)
        let shown = try presenter(for: member).load().shown
        #expect(shown?.picturePath == "/users/\(member.id)/avatar?v=\(AvatarImageUseCase.tag(of: image))")
    }

    @Test func somethingElseIsRefusedAndThePictureThereWasKept() throws {
        let member = try fixture.seedMember()
        #expect(try presenter(for: member).upload(SampleImages.jpeg(width: 10, height: 10)) == .go(.avatar, flash: .success(AvatarText.saved.text(in: .english))))
        let refused = try presenter(for: member).upload(Array("<svg/>".utf8))
        #expect(refused.problems?.avatarError == AvatarImageUseCase.notAnImage.message)
        #expect(refused.problems?.picturePath != nil)
        #expect(try fixture.avatars.avatar(userID: member.id)?.format == .jpeg)
    }

    @Test func removingThePictureBringsBackTheInitials() throws {
        let member = try fixture.seedMember()
        #expect(try presenter(for: member).upload(SampleImages.png(width: 1, height: 1)) == .go(.avatar, flash: .success(AvatarText.saved.text(in: .english))))
        #expect(try presenter(for: member).remove() == .go(.avatar, flash: .success(AvatarText.removed.text(in: .english))))
        #expect(try fixture.avatars.avatar(userID: member.id) == nil)
        #expect(try fixture.users.user(id: member.id)?.avatarTag == nil)
    }
}
