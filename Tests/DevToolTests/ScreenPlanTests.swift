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

    @discardableResult
    func generate(
        _ name: String, signedIn: Bool = true, form: String? = nil, getOnly: Bool = false, awaiting: Bool = false, path: String? = nil
    ) throws -> ScreenPlan {
        let spec = try ScreenSpec(name: name, signedIn: signedIn, form: form, getOnly: getOnly, awaiting: awaiting, path: path, title: nil)
        let plan = try ScreenPlan(spec: spec, package: package.folder)
        try plan.write()
        return plan
    }

    @Test func aFormScreenWritesItsFolderItsTestsAndOneLineInEachSharedFile() throws {
        try generate("DemoFeature/Avatar", form: "name:text,bio:textarea")
        #expect(try package.files(under: "Sources/DemoFeature/Screens/Avatar") == [
            "AvatarCoordinator.swift", "AvatarPresenter.swift", "AvatarText.swift", "AvatarView.swift", "AvatarViewModel.swift",
        ])
        #expect(try package.files(under: "Tests/DemoFeatureTests/Screens/Avatar") == [
            "AvatarPresenterTests.swift", "AvatarViewTests.swift",
        ])
        #expect(try package.addedLines("Sources/DemoFeature/DemoPaths.swift") == [
            #"    public static let avatar = Path("/avatar")"#,
        ])
        #expect(try package.addedLines("Sources/DemoFeature/DemoFeature.swift") == [
            "        router.form(DemoPaths.avatar, .requiresSignIn, AvatarCoordinator(dependencies: dependencies))",
        ])
        let coordinator = try package.read("Sources/DemoFeature/Screens/Avatar/AvatarCoordinator.swift")
        #expect(coordinator.contains("let dependencies: any DemoDependencies"))
        #expect(coordinator.contains("let presenter = AvatarPresenter(dependencies, viewer: request.viewer)"))
        let presenter = try package.read("Sources/DemoFeature/Screens/Avatar/AvatarPresenter.swift")
        #expect(presenter.contains("guard model.nameError == nil else { return .problems(model) }"))
        #expect(presenter.contains("return .go(.saved, flash: .success(AvatarText.saved.text()))"))
        #expect(presenter.contains("model.nameError = AvatarText.nameProblem.text()"))
        let tests = try package.read("Tests/DemoFeatureTests/Screens/Avatar/AvatarPresenterTests.swift")
        #expect(tests.contains(
            "let presenter = AvatarPresenter(TestDemoDependencies(), viewer: SignedInUser(id: 1, name: \"Ada Lovelace\"))"))
        let view = try package.read("Sources/DemoFeature/Screens/Avatar/AvatarView.swift")
        #expect(view.contains(
            "TextField(label: AvatarText.nameLabel.text(), field: Field.name, value: model.name, error: model.nameError, required: true)"))
        #expect(view.contains("H1 { Localized(AvatarText.title) }"))
        #expect(!view.contains("\"Name\"") && !view.contains("\"Save\""), "the view's copy is in the catalog")
        let catalog = try package.read("Sources/DemoFeature/Screens/Avatar/AvatarText.swift")
        #expect(catalog.contains("        .nameLabel: \"Name\","))
        #expect(catalog.contains("        .nameLabel: .untranslated(\"Name\"),"))
        #expect(catalog.contains("        .nameProblem: .untranslated(\"Enter a name.\"),"))
        #expect(view.contains("Form(action: DemoPaths.avatar.location, method: .post, .novalidate)"))
        #expect(!view.contains("\"/"))
    }

    @Test func aGetOnlyScreenForAnyoneWithAParameterHasNoFormAndTakesTheParameter() throws {
        try generate("DemoFeature/Badge", signedIn: false, getOnly: true, path: "/members/{id}/badge")
        #expect(try package.addedLines("Sources/DemoFeature/DemoPaths.swift") == [
            #"    public static let badge = Path("/members/{id}/badge", Int.self)"#,
        ])
        #expect(try package.addedLines("Sources/DemoFeature/DemoFeature.swift") == [
            "        router.get(DemoPaths.badge, .anyone, BadgeCoordinator(dependencies: dependencies))",
        ])
        let coordinator = try package.read("Sources/DemoFeature/Screens/Badge/BadgeCoordinator.swift")
        #expect(coordinator.contains("func start(_ request: ScreenRequest<SignedInUser?, Int, NoFields>) throws -> Answer<BadgeViewModel, Never>"))
        #expect(coordinator.contains("try BadgePresenter(dependencies, viewer: request.viewer).load(id: request.parameters)"))
        #expect(!coordinator.contains("location(of"))
    }

    @Test func generatedCodeCarriesNoBannerAndEndsWithANewline() throws {
        try generate("DemoFeature/Avatar", form: "email:email,password:password,age:number")
        for file in try package.files(under: "Sources/DemoFeature/Screens/Avatar") {
            let text = try package.read("Sources/DemoFeature/Screens/Avatar/" + file)
            #expect(!text.lowercased().contains("generated"), "\(file)")
            #expect(text.hasSuffix("}\n") && !text.hasSuffix("\n\n"), "\(file)")
        }
        let model = try package.read("Sources/DemoFeature/Screens/Avatar/AvatarViewModel.swift")
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

    @Test func aFeatureWithoutATestContainerForItsDependenciesIsRefused() throws {
        try package.remove("Tests/DemoFeatureTests/Support/TestDemoDependencies.swift")
        let error = #expect(throws: GeneratorError.self) { try generate("DemoFeature/Avatar") }
        #expect(error?.message == "Tests/DemoFeatureTests has no type conforming to DemoDependencies for the new screen's tests: "
            + "add one (`extension TestStore: DemoDependencies {}` when the store has all it asks for)")
    }

    @Test func anAwaitingFormIsACoordinatorWhoseAnswersAwaitRoutedAsTheOthers() throws {
        try generate("DemoFeature/Export", form: "name:text", awaiting: true)
        #expect(try package.addedLines("Sources/DemoFeature/DemoFeature.swift") == [
            "        router.form(DemoPaths.export, .requiresSignIn, ExportCoordinator(dependencies: dependencies))",
        ])
        let coordinator = try package.read("Sources/DemoFeature/Screens/Export/ExportCoordinator.swift")
        #expect(coordinator.contains("struct ExportCoordinator: Coordinator {"))
        #expect(coordinator.contains(
            "func start(_ request: ScreenRequest<SignedInUser, Void, ExportForm>) throws -> Answer<ExportViewModel, ExportPresenter.Destination> {"))
        #expect(coordinator.contains("case .show: return .awaiting { try await presenter.load() }"))
        #expect(coordinator.contains("case .submit(let form): return .awaiting { try await presenter.submit(form) }"))
        let presenter = try package.read("Sources/DemoFeature/Screens/Export/ExportPresenter.swift")
        #expect(presenter.contains("    func load() async throws -> Answer<ExportViewModel, Destination> {"))
        #expect(presenter.contains("    func submit(_ form: ExportForm) async throws -> Answer<ExportViewModel, Destination> {"))
        let tests = try package.read("Tests/DemoFeatureTests/Screens/Export/ExportPresenterTests.swift")
        #expect(tests.contains("    @Test func theFormStartsEmpty() async throws {"))
        #expect(tests.contains("        #expect(try await presenter.load() == .show(ExportViewModel()))"))
        #expect(tests.contains("        let answer = try await presenter.submit(ExportForm(name: \"  \"))"))
    }

    @Test func anAwaitingScreenThatOnlyShowsIsAwaitedOnItsGet() throws {
        try generate("DemoFeature/Report", signedIn: false, getOnly: true, awaiting: true, path: "/members/{id}/report")
        #expect(try package.addedLines("Sources/DemoFeature/DemoFeature.swift") == [
            "        router.get(DemoPaths.report, .anyone, ReportCoordinator(dependencies: dependencies))",
        ])
        let coordinator = try package.read("Sources/DemoFeature/Screens/Report/ReportCoordinator.swift")
        #expect(coordinator.contains("struct ReportCoordinator: Coordinator {"))
        #expect(coordinator.contains("        let presenter = ReportPresenter(dependencies, viewer: request.viewer)"))
        #expect(coordinator.contains("        let id = request.parameters"))
        #expect(coordinator.contains("        return .awaiting { try await presenter.load(id: id) }"))
        let tests = try package.read("Tests/DemoFeatureTests/Screens/Report/ReportPresenterTests.swift")
        #expect(tests.contains("    @Test func theScreenIsShown() async throws {"))
        #expect(tests.contains("        #expect(try await presenter.load(id: 7) == .show(ReportViewModel(id: 7)))"))
    }

    /// A container whose making throws (a fixture on a store of its own) is made in the tests'
    /// `init() throws`, not where a `try` cannot go.
    @Test func aTestContainerThatThrowsIsMadeInTheTestsInit() throws {
        try package.write("""
            final class TestDemoDependencies: DemoDependencies {
                let store: Int

                init(
                    pageSize: Int = 20
                ) throws {
                    store = pageSize
                }
            }

            """, to: "Tests/DemoFeatureTests/Support/TestDemoDependencies.swift")
        try generate("DemoFeature/Avatar", form: "name:text")
        let tests = try package.read("Tests/DemoFeatureTests/Screens/Avatar/AvatarPresenterTests.swift")
        #expect(tests.contains("    let dependencies: TestDemoDependencies\n"))
        #expect(tests.contains("    init() throws {\n        dependencies = try TestDemoDependencies()\n    }"))
        #expect(tests.contains("        AvatarPresenter(dependencies, viewer: SignedInUser(id: 1, name: \"Ada Lovelace\"))"))
        #expect(!tests.contains("import DemoTesting"))
    }

    /// The package's own store extended to conform, as `extension TestStore: UserDependencies {}`
    /// does: made with `try` when its init throws, its module imported.
    @Test func aContainerFromThePackagesSourcesIsImportedFromItsModule() throws {
        try package.remove("Tests/DemoFeatureTests/Support/TestDemoDependencies.swift")
        try package.write("""
            /// The store.
            public final class DemoStore: Sendable {
                public init(clock: Int = 0) throws {}
            }

            """, to: "Sources/DemoTesting/DemoStore.swift")
        try package.write("extension DemoStore: DemoDependencies {}\n", to: "Tests/DemoFeatureTests/Support/DemoStore+Demo.swift")
        try generate("DemoFeature/Avatar", getOnly: true)
        let tests = try package.read("Tests/DemoFeatureTests/Screens/Avatar/AvatarPresenterTests.swift")
        #expect(tests.hasPrefix("import DemoTesting\nimport ScreenKit\n"))
        #expect(tests.contains("        dependencies = try DemoStore()"))
    }

    @Test func aTestContainerThatNeedsArgumentsIsRefusedWithWhatToDo() throws {
        try package.write("""
            final class TestDemoDependencies: DemoDependencies {
                init(pageSize: Int) {}
                private init() {}
            }

            """, to: "Tests/DemoFeatureTests/Support/TestDemoDependencies.swift")
        let error = #expect(throws: GeneratorError.self) { try generate("DemoFeature/Avatar") }
        #expect(error?.message == "no type in Tests/DemoFeatureTests that conforms to DemoDependencies can be made without arguments "
            + "(TestDemoDependencies): give one an init() for the new screen's tests")
    }

    /// What a screen needs beyond what is written: a service the feature lacks is a requirement
    /// of its protocol, which the app's container and every test container then need.
    @Test func theStepsForANewServiceNameEveryConformingType() throws {
        try package.write(
            "final class AppDependencies: OtherDependencies, DemoDependencies {\n    let users = 1\n}\n",
            to: "Sources/DemoApp/AppDependencies.swift")
        let plan = try generate("DemoFeature/Avatar")
        #expect(plan.notes == [
            "a service the presenter needs that DemoDependencies lacks: a requirement in Sources/DemoFeature/DemoDependencies.swift, "
                + "and a property in each type that conforms to it:",
            "  Sources/DemoApp/AppDependencies.swift  AppDependencies",
            "  Tests/DemoFeatureTests/Support/TestDemoDependencies.swift  TestDemoDependencies",
        ])
    }

    @Test func aFeatureWithoutADependencyContainerGetsScreensThatTakeNone() throws {
        try package.remove("Sources/DemoFeature/DemoDependencies.swift")
        try generate("DemoFeature/Avatar", form: "name:text")
        #expect(try package.addedLines("Sources/DemoFeature/DemoFeature.swift") == [
            "        router.form(DemoPaths.avatar, .requiresSignIn, AvatarCoordinator())",
        ])
        let presenter = try package.read("Sources/DemoFeature/Screens/Avatar/AvatarPresenter.swift")
        #expect(presenter.contains("    init(viewer: SignedInUser) {"))
    }

    @Test func aFeatureWithoutAPathsFileIsRefused() throws {
        try package.remove("Sources/DemoFeature/DemoPaths.swift")
        let error = #expect(throws: GeneratorError.self) { try generate("DemoFeature/Avatar") }
        #expect(error?.message.contains("exactly one …Paths.swift") == true)
    }
}
