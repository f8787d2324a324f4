import ScreenKit
import ViewCode
import ScreenKitTesting
import Testing
@testable import AccountFeature

@Suite("Picture view")
struct AvatarViewTests {
    func render(_ model: AvatarViewModel) throws -> HTMLDocument {
        try HTMLDocument.parse(AvatarView(model: model).renderedString())
    }

    @Test func theUploadFormIsMultipartAndOffersPNGAndJPEG() throws {
        let page = try render(AvatarViewModel())
        #expect(page.first("h1")?.normalizedText == "Picture")
        let form = try #require(page.forms.first)
        #expect(form.attribute("enctype") == "multipart/form-data")
        #expect(form.attribute("action") == AccountPaths.avatar.location)
        let input = try #require(page.input(named: "avatar"))
        #expect(input.attribute("type") == "file" && input.attribute("accept") == "image/png,image/jpeg")
        #expect(input.id.flatMap(page.labelText(for:))?.hasPrefix("A PNG or JPEG picture") == true)
        #expect(page.forms.count == 1)
    }

    @Test func aCurrentPictureIsShownWithAWayToRemoveIt() throws {
        let page = try render(AvatarViewModel(picturePath: "/users/1/avatar?v=abc", avatarError: "Use a PNG or JPEG picture."))
        #expect(page.first("img")?.attribute("src") == "/users/1/avatar?v=abc")
        #expect(page.forms.compactMap { $0.attribute("action") } == [AccountPaths.avatar.location, AccountPaths.removeAvatar.location])
        #expect(page.errorText(forField: "avatar") == "Error: Use a PNG or JPEG picture.")
    }
}
