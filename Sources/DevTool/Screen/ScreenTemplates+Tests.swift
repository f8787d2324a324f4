extension ScreenTemplates {
    typealias TestFile = (name: String, text: String)

    var testFiles: [TestFile] {
        [("\(name)PresenterTests", presenterTests)]
            + (isForm ? [("\(name)CoordinatorSpy", coordinatorSpy)] : [])
            + [("\(name)ViewTests", viewTests)]
    }

    private var imports: String {
        Code.lines("import ScreenKit", "import ScreenKitTesting", "import Testing", "@testable import \(spec.feature)")
    }

    private var viewer: String { "SignedInUser(id: 1, name: \"Ada Lovelace\")" }

    private var idArgument: String { parameter.map { "\($0): 7" } ?? "" }

    /// A form with every field accepted, or with `refused` holding a value its check refuses.
    private func formValue(refusing refused: FieldSpec? = nil) -> String {
        let arguments = fields.map { field in
            "\(field.property): \(Identifier.literal(field == refused ? field.refusedValue : field.acceptedValue))"
        }
        return "\(name)Form(\(arguments.joined(separator: ", ")))"
    }

    var presenterTests: String {
        let submitID = parameter.map { ", \($0): 7" } ?? ""
        let shown = "\(name)ViewModel(\(idArgument))"
        var tests: [String] = [
            "    @Test func \(isForm ? "theFormStartsEmpty" : "theScreenIsShown")() throws {",
            "        try presenter.load(\(idArgument))",
            "        #expect(view.shown == [\(shown)])",
        ]
        if isForm {
            tests += [
                "        #expect(coordinator.submitCount == 0)",
                "    }", "",
                "    @Test func \(fields.isEmpty ? "sendingTheFormMovesOn" : "aCompleteFormMovesOn")() throws {",
                "        try presenter.submit(\(formValue())\(submitID))",
                "        #expect(coordinator.submitCount == 1)",
                "        #expect(view.problems.isEmpty)",
            ]
            for field in fields {
                guard let check = field.check else { continue }
                tests += [
                    "    }", "",
                    "    @Test func \(field.property)IsCheckedAndShownWithItsProblem() throws {",
                    "        try presenter.submit(\(formValue(refusing: field))\(submitID))",
                    "        #expect(view.problems.map(\\.\(field.errorProperty)) == [\(Identifier.literal(check.message))])",
                    "        #expect(coordinator.submitCount == 0)",
                ]
            }
        }
        tests.append("    }")
        return Code.lines(
            imports,
            "@Suite(\(Identifier.literal(spec.title + " presenter")))",
            "struct \(name)PresenterTests {",
            "    let view = ViewSpy<\(name)ViewModel>()",
            isForm ? "    let coordinator = \(name)CoordinatorSpy()" : nil,
            spec.isSignedIn ? "    let viewer = \(viewer)" : "    let viewer: SignedInUser? = nil", "",
            "    var presenter: \(name)Presenter {",
            "        \(name)Presenter(view: view, \(isForm ? "coordinator: coordinator, " : "")viewer: viewer)",
            "    }", "",
            tests,
            "}")
    }

    var coordinatorSpy: String {
        Code.lines(
            "@testable import \(spec.feature)", "",
            "/// Records where the presenter of \(screenPhrase) sent the flow.",
            "final class \(name)CoordinatorSpy: \(name)Coordinating {",
            "    private(set) var submitCount = 0", "",
            "    func didSubmit() {",
            "        submitCount += 1",
            "    }",
            "}")
    }

    var viewTests: String {
        var tests: [String] = [
            "    @Test func itHasOneHeadingAndALabelForEveryField() throws {",
            "        let page = try render(\(name)ViewModel(\(idArgument)))",
            "        #expect(page.first(\"h1\")?.normalizedText == \(Identifier.literal(spec.title)))",
            isForm ? "        page.expectAccessibleForm(action: \(location("7")))" : "        page.expectOneHeadingAndLabelledInputs()",
        ]
        for field in fields {
            tests.append("        #expect(page.input(named: \(Identifier.literal(field.name))) != nil)")
        }
        if let checked = fields.first(where: { $0.check != nil }), let check = checked.check {
            tests += [
                "    }", "",
                "    @Test func aProblemIsShownNextToItsField() throws {",
                "        let page = try render(\(name)ViewModel(\(idArgument.isEmpty ? "" : idArgument + ", ")\(checked.errorProperty): \(Identifier.literal(check.message))))",
                "        #expect(page.errorText(forField: \(Identifier.literal(checked.name))) == \(Identifier.literal("Error: " + check.message)))",
            ]
        }
        if let kept = fields.first(where: { $0.keepsValue && $0.kind != .textarea }) {
            tests += [
                "    }", "",
                "    @Test func whatWasTypedComesBackAsTextNotMarkup() throws {",
                "        let typed = \"<script>alert(1)</script> & \\\"quotes\\\"\"",
                "        let page = try render(\(name)ViewModel(\(idArgument.isEmpty ? "" : idArgument + ", ")\(kept.property): typed))",
                "        #expect(page.input(named: \(Identifier.literal(kept.name)))?.attribute(\"value\") == typed)",
                "        #expect(page.elements(named: \"script\").isEmpty)",
            ]
        }
        tests.append("    }")
        return Code.lines(
            imports,
            "@Suite(\(Identifier.literal(spec.title + " view")))",
            "struct \(name)ViewTests {",
            "    func render(_ model: \(name)ViewModel) throws -> HTMLDocument {",
            "        try HTMLDocument.parse(\(name)View(model: model).renderedString())",
            "    }", "",
            tests,
            "}")
    }
}
