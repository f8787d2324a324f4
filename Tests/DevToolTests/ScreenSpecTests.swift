@testable import DevTool
import Testing

@Suite("Screen spec")
struct ScreenSpecTests {
    func spec(
        _ name: String, signedIn: Bool = false, form: String? = nil, getOnly: Bool = false, path: String? = nil, title: String? = nil
    ) throws(GeneratorError) -> ScreenSpec {
        try ScreenSpec(name: name, signedIn: signedIn, form: form, getOnly: getOnly, path: path, title: title)
    }

    @Test func aNameGivesTheScreensPathTitleAndProperty() throws {
        let screen = try spec("UserFeature/ChangePassword", signedIn: true)
        #expect(screen.feature == "UserFeature" && screen.screen == "ChangePassword")
        #expect(screen.access == .signedIn)
        #expect(screen.path == (try PathSpec("/change-password")))
        #expect(screen.title == "Change password")
        #expect(screen.property == "changePassword")
        #expect(screen.fields == [])
    }

    @Test func fieldsAreReadInOrderWithTheirKinds() throws {
        let screen = try spec("UserFeature/Profile", form: "display_name:text,bio:textarea,age:number")
        #expect(screen.fields?.map(\.name) == ["display_name", "bio", "age"])
        #expect(screen.fields?.map(\.kind) == [.text, .textarea, .number])
        #expect(screen.fields?.first?.property == "displayName")
        #expect(screen.fields?.first?.label == "Display name")
        #expect(screen.fields?.first?.renamedCodingKey == #"case displayName = "display_name""#)
    }

    @Test func aGetOnlyScreenHasNoForm() throws {
        #expect(try spec("HomeFeature/About", getOnly: true).fields == nil)
    }

    @Test func aPathMayTakeOneParameter() throws {
        let screen = try spec("UserFeature/Avatar", path: "/users/{id}/avatar")
        #expect(screen.path.parameter == "id")
        #expect(try spec("UserFeature/Avatar", path: "/").path.parameter == nil)
    }

    @Test(arguments: [
        "Avatar", "UserFeature/Avatar/More", "userFeature/Avatar", "User/Avatar", "Feature/Avatar", "UserFeature/avatar",
        "UserFeature/Av-atar", "UserFeature/", "/Avatar", "UserFeature/AccountFeature", "UserFeature/Default", "UserFeature/Ävatar",
    ])
    func aBadNameIsRefused(name: String) {
        #expect(throws: GeneratorError.self) { try spec(name) }
    }

    @Test(arguments: [
        "name", "name:color", "Name:text", "na-me:text", "csrf_token:text", "name:text,name:textarea", "name:text,", "default:text",
        "name:text,name_error:text", "_name:text", "name_:text",
    ])
    func aBadFormIsRefused(form: String) {
        #expect(throws: GeneratorError.self) { try spec("UserFeature/Avatar", form: form) }
    }

    @Test(arguments: ["avatar", "//avatar", "/avatar/", "/Avatar", "/a/{id}/{slug}", "/a/{Id}", "/a b", "/a?b"])
    func aBadPathIsRefused(path: String) {
        #expect(throws: GeneratorError.self) { try spec("UserFeature/Avatar", path: path) }
    }

    @Test func aFormCannotBeGetOnly() {
        #expect(throws: GeneratorError("--get-only shows no form, so it cannot take --form")) {
            try spec("UserFeature/Avatar", form: "name:text", getOnly: true)
        }
    }

    @Test(arguments: [("Avatar", "avatar", "Avatar"), ("ChangePassword", "change-password", "Change password"), ("URLCheck", "url-check", "URL check"), ("CheckURL", "check-url", "Check URL"), ("Step2", "step2", "Step2")])
    func namesAreSpelledForEachPlace(name: String, kebab: String, words: String) {
        #expect(Identifier.kebab(name) == kebab)
        #expect(Identifier.words(name) == words)
    }

    @Test func aTitleGoesIntoCodeAsAnEscapedLiteral() throws {
        #expect(Identifier.literal(#"Say "hi" \ bye"#) == #""Say \"hi\" \\ bye""#)
        #expect(throws: GeneratorError.self) { try spec("UserFeature/Avatar", title: "two\nlines") }
    }
}
