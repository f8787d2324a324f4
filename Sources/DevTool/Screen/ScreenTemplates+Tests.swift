extension ScreenTemplates {
    typealias TestFile = (name: String, text: String)

    /// How the presenter tests hold the presenter: made from the feature's test container, which
    /// a test makes in its `init() throws` when making one throws (`try LoginFixture()`, the
    /// real store made per test).
    private var presenterDeclaration: [String] {
        let viewerArgument = "viewer: \(viewer)"
        guard dependencies != nil, let container = testContainer else {
            return ["    let presenter = \(name)Presenter(\(viewerArgument))", ""]
        }
        guard container.throwsOnInit else {
            return ["    let presenter = \(name)Presenter(\(container.name)(), \(viewerArgument))", ""]
        }
        return [
            "    let dependencies: \(container.name)", "",
            "    var presenter: \(name)Presenter {",
            "        \(name)Presenter(dependencies, \(viewerArgument))",
            "    }", "",
            "    init() throws {",
            "        dependencies = try \(container.name)()",
            "    }", "",
        ]
    }

    var testFiles: [TestFile] {
        [("\(name)PresenterTests", presenterTests), ("\(name)ViewTests", viewTests)]
    }

    private var imports: String {
        let module = dependencies == nil ? nil : testContainer?.module
        return Code.lines(
            module.map { "import \($0)" }, "import ScreenKit", "import ScreenKitTesting", "import Testing", "import ViewCode",
            "@testable import \(spec.feature)")
    }

    /// A test function's head: `@Test func name() throws {`, `async throws` for a presenter that awaits.
    private func test(_ name: String) -> String {
        "    @Test func \(name)() \(effects) {"
    }

    private var viewer: String { spec.isSignedIn ? "SignedInUser(id: 1, name: \"Ada Lovelace\")" : "nil" }

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
        var tests: [String] = [
            test(isForm ? "theFormStartsEmpty" : "theScreenIsShown"),
            "        #expect(\(call) presenter.load(\(idArgument)) == .show(\(name)ViewModel(\(idArgument))))",
        ]
        if isForm {
            tests += [
                "    }", "",
                test(fields.isEmpty ? "sendingTheFormMovesOn" : "aCompleteFormMovesOn"),
                "        #expect(\(call) presenter.submit(\(formValue())\(submitID)) == .go(.saved\(parameter == nil ? "" : "(id: 7)"), flash: .success(\"Saved\")))",
            ]
            for field in fields {
                guard let check = field.check else { continue }
                tests += [
                    "    }", "",
                    test("\(field.property)IsCheckedAndShownWithItsProblem"),
                    "        let answer = \(call) presenter.submit(\(formValue(refusing: field))\(submitID))",
                    "        #expect(answer.problems?.\(field.errorProperty) == \(Identifier.literal(check.message)))",
                ]
            }
        }
        tests.append("    }")
        return Code.lines(
            imports,
            "@Suite(\(Identifier.literal(spec.title + " presenter")))",
            "struct \(name)PresenterTests {",
            presenterDeclaration,
            tests,
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
