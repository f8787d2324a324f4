import Domain
import DomainTesting
import ScreenKit
import ScreenKitTesting
import Testing
@testable import AccountFeature

@Suite("Picture presenter")
struct AvatarPresenterTests {
    let fixture = LoginFixture()
    let view = ViewSpy<AvatarViewModel>()
    let coordinator = AvatarCoordinatorSpy()

    func presenter(for member: User) -> AvatarPresenter {
        AvatarPresenter(
            view: view, coordinator: coordinator, viewer: SignedInUser(id: member.id, name: member.name),
            dependencies: fixture.dependencies) { id, tag in "/users/\(id)/avatar?v=\(tag)" }
    }

    @Test func withoutAPictureTheScreenSaysSo() throws {
        let member = try fixture.seedMember()
        try presenter(for: member).load()
        #expect(view.shown == [AvatarViewModel()])
    }

    @Test func aPNGIsSavedWithItsSizeAndShownAtItsVersion() throws {
        let member = try fixture.seedMember()
        let image = SampleImages.png(width: 64, height: 48)
        try presenter(for: member).upload(image)
        #expect(coordinator.messages == [AvatarPresenter.saved])
        let stored = try #require(try fixture.avatars.avatar(userID: member.id))
        #expect(stored.format == .png && stored.width == 64 && stored.height == 48 && stored.bytes == image)
        try presenter(for: member).load()
        #expect(view.shown.last?.picturePath == "/users/\(member.id)/avatar?v=\(AvatarImageUseCase.tag(of: image))")
    }

    @Test func somethingElseIsRefusedAndThePictureThereWasKept() throws {
        let member = try fixture.seedMember()
        try presenter(for: member).upload(SampleImages.jpeg(width: 10, height: 10))
        try presenter(for: member).upload(Array("<svg/>".utf8))
        #expect(view.problems.map(\.avatarError) == [AvatarImageUseCase.notAnImage.message])
        #expect(view.problems.first?.picturePath != nil)
        #expect(try fixture.avatars.avatar(userID: member.id)?.format == .jpeg)
        #expect(coordinator.messages == [AvatarPresenter.saved])
    }

    @Test func removingThePictureBringsBackTheInitials() throws {
        let member = try fixture.seedMember()
        try presenter(for: member).upload(SampleImages.png(width: 1, height: 1))
        try presenter(for: member).remove()
        #expect(try fixture.avatars.avatar(userID: member.id) == nil)
        #expect(try fixture.users.user(id: member.id)?.avatarTag == nil)
        #expect(coordinator.messages == [AvatarPresenter.saved, AvatarPresenter.removed])
    }
}
