import ArgumentParser

/// `screenkit-dev screen Feature/Screen`: writes a new screen — its folder, its tests, one line
/// in the feature's paths and one in its route table — ready to build.
struct ScreenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "screen",
        abstract: "Add a screen to a feature: its coordinator, presenter, view model, view, copy and tests, and its route.",
        discussion: """
            Writes Sources/<Feature>/Screens/<Screen>/ (coordinator, presenter, view model, view, catalog), \
            Tests/<Feature>Tests/Screens/<Screen>/ (presenter and view tests), a path in the feature's …Paths.swift \
            and a route in its registerRoutes. Refuses an existing screen, a bad name or an unknown feature, writing nothing.
            """
    )

    @Argument(help: "Feature/Screen, such as UserFeature/Interests: an existing feature, a new UpperCamelCase screen name.")
    var name: String

    @Flag(help: "Only signed-in users may use the screen; visitors are sent to sign in and brought back.")
    var signedIn = false

    @Option(help: "The form's fields as name:kind, comma-separated; kinds: \(FieldKind.allCases.map(\.rawValue).joined(separator: ", ")).")
    var form: String?

    @Flag(help: "A screen that only shows something: no form, no POST.")
    var getOnly = false

    @Flag(help: "A screen whose presenter awaits (another service, a queue): its coordinator answers `.awaiting { … }`.")
    var awaiting = false

    @Option(help: "The screen's path, such as /settings/interests or /users/{id}/interests (one {id} at most); /<screen-name> by default.")
    var path: String?

    @Option(help: "The screen's title; its name in words by default (Avatar, Change password).")
    var title: String?

    @Option(help: "The package's root folder.")
    var root: String = "."

    func run() throws {
        let spec = try ScreenSpec(
            name: name, signedIn: signedIn, form: form, getOnly: getOnly, awaiting: awaiting, path: path, title: title)
        let plan = try ScreenPlan(spec: spec, package: PackageFolder(root: root))
        try plan.write()
        print("added \(spec.feature)/\(spec.screen) at \(spec.path.template):")
        for file in plan.createdFiles {
            print("  created \(file)")
        }
        for file in plan.editedFiles {
            print("  edited  \(file)")
        }
        print("next: swift build --build-tests && swift test --skip-build --filter \(spec.screen)")
        for note in plan.notes {
            print(note)
        }
    }
}
