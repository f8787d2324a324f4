@testable import DevTool
import Foundation
import Testing

/// The generator on a small package in a temporary folder: what it writes, where, and that a
/// refusal writes nothing.
@Suite("Screen generation")
struct ScreenPlanTests {
    let package: FixturePackage

    init() throws {
        package = try FixturePackage()
    }

    func generate(_ name: String, signedIn: Bool = true, form: String? = nil, getOnly: Bool = false, path: String? = nil) throws {
        let spec = try ScreenSpec(name: name, signedIn: signedIn, form: form, getOnly: getOnly, path: path, title: nil)
        try ScreenPlan(spec: spec, package: package.folder).write()
    }

    @Test func aFormScreenWritesItsFolderItsTestsAndOneLineInEachSharedFile() throws {
        try generate("DemoFeature/Avatar", form: "name:text,bio:textarea")
        #expect(try package.files(under: "Sources/DemoFeature/Screens/Avatar") == [
            "Coordinators/AvatarCoordinator.swift", "Presenters/AvatarPresenter.swift",
            "Protocols/AvatarCoordinating.swift", "Protocols/AvatarViewModel.swift", "Views/AvatarView.swift",
        ])
        #expect(try package.files(under: "Tests/DemoFeatureTests/Screens/Avatar") == [
            "AvatarCoordinatorSpy.swift", "AvatarPresenterTests.swift", "AvatarViewTests.swift",
        ])
        #expect(try package.addedLines("Sources/DemoFeature/DemoPaths.swift") == [
            #"    public static let avatar = Path("/avatar")"#,
        ])
        #expect(try package.addedLines("Sources/DemoFeature/DemoFeature.swift") == [
            "        router.form(DemoPaths.avatar, .requiresSignIn, AvatarForm.self) { AvatarCoordinator(viewer: $0.viewer, action: $1) }",
        ])
        let view = try package.read("Sources/DemoFeature/Screens/Avatar/Views/AvatarView.swift")
        #expect(view.contains("TextField(label: \"Name\", field: Field.name, value: model.name, error: model.nameError, required: true)"))
        #expect(view.contains("Form(action: DemoPaths.avatar.location, method: .post, .novalidate)"))
        #expect(!view.contains("\"/"))
    }

    @Test func aGetOnlyScreenForAnyoneWithAParameterHasNoFormAndTakesTheParameter() throws {
        try generate("DemoFeature/Badge", signedIn: false, getOnly: true, path: "/members/{id}/badge")
        #expect(try package.addedLines("Sources/DemoFeature/DemoPaths.swift") == [
            #"    public static let badge = Path("/members/{id}/badge", Int.self)"#,
        ])
        #expect(try package.addedLines("Sources/DemoFeature/DemoFeature.swift") == [
            "        router.get(DemoPaths.badge, .anyone) { BadgeCoordinator(viewer: $0.viewer, id: $1) }",
        ])
        #expect(try package.files(under: "Sources/DemoFeature/Screens/Badge").contains("Protocols/BadgeCoordinating.swift") == false)
        let coordinator = try package.read("Sources/DemoFeature/Screens/Badge/Coordinators/BadgeCoordinator.swift")
        #expect(coordinator.contains("private let viewer: SignedInUser?"))
        #expect(coordinator.contains("try BadgePresenter(view: page, viewer: viewer).load(id: id)"))
    }

    @Test func generatedCodeCarriesNoBannerAndEndsWithANewline() throws {
        try generate("DemoFeature/Avatar", form: "email:email,password:password,age:number")
        for file in try package.files(under: "Sources/DemoFeature/Screens/Avatar") {
            let text = try package.read("Sources/DemoFeature/Screens/Avatar/" + file)
            #expect(!text.lowercased().contains("generated"), "\(file)")
            #expect(text.hasSuffix("}\n") && !text.hasSuffix("\n\n"), "\(file)")
        }
        let model = try package.read("Sources/DemoFeature/Screens/Avatar/Protocols/AvatarViewModel.swift")
        #expect(!model.contains("var password = "), "a password is never written back into a page")
    }

    @Test(arguments: [
        ("DemoFeature/Existing", "DemoFeature already has a screen Existing (Sources/DemoFeature/Screens/Existing)"),
        ("NoSuchFeature/Avatar", "there is no feature NoSuchFeature (no folder Sources/NoSuchFeature)"),
        ("DemoFeature/Members", "DemoPaths already has a path named members or spelled /members"),
        ("DemoFeature/9lives", "'9lives' is not a screen name: use UpperCamelCase letters and digits, such as Avatar or ChangePassword"),
    ])
    func aRefusalIsOneLineAndWritesNothing(name: String, message: String) throws {
        let before = try package.snapshot()
        let error = #expect(throws: GeneratorError.self) { try generate(name) }
        #expect(error?.message == message)
        #expect(try package.snapshot() == before)
    }

    @Test func aFeatureWithoutAPathsFileIsRefused() throws {
        try package.remove("Sources/DemoFeature/DemoPaths.swift")
        let error = #expect(throws: GeneratorError.self) { try generate("DemoFeature/Avatar") }
        #expect(error?.message.contains("exactly one …Paths.swift") == true)
    }
}
