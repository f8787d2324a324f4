extension ScreenTemplates {
    typealias TestFile = (name: String, text: String)

    /// The feature's test container for its dependencies, made with `init()`: what the
    /// generated presenter tests hand the presenter. `TestStore` (the real store, made per test)
    /// is made with `try`.
    var testDependencies: String? { dependencies.map { _ in testContainer ?? "" } }

    private var testsUseTheStore: Bool { testDependencies == "TestStore" }

    /// How the presenter tests hold the presenter.
    private var presenterDeclaration: [String] {
        let viewerArgument = "viewer: \(viewer), language: .english"
        guard testsUseTheStore else {
            return ["    let presenter = \(name)Presenter(\(testDependencies.map { "\($0)(), " } ?? "")\(viewerArgument))", ""]
        }
        return [
            "    let store: TestStore", "",
            "    var presenter: \(name)Presenter {",
            "        \(name)Presenter(store, \(viewerArgument))",
            "    }", "",
            "    init() throws {",
            "        store = try TestStore()",
            "    }", "",
        ]
    }

    var testFiles: [TestFile] {
        [("\(name)PresenterTests", presenterTests), ("\(name)ViewTests", viewTests)]
    }

    private var imports: String {
        Code.lines(
            testsUseTheStore ? "import DomainTesting" : nil, "import ScreenKit", "import ScreenKitTesting", "import Testing",
            "@testable import \(spec.feature)")
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
            "    @Test func \(isForm ? "theFormStartsEmpty" : "theScreenIsShown")() throws {",
            "        #expect(try presenter.load(\(idArgument)) == .show(\(name)ViewModel(\(idArgument))))",
        ]
        if isForm {
            tests += [
                "    }", "",
                "    @Test func \(fields.isEmpty ? "sendingTheFormMovesOn" : "aCompleteFormMovesOn")() throws {",
                "        #expect(try presenter.submit(\(formValue())\(submitID)) == .go(.saved\(parameter == nil ? "" : "(id: 7)"), flash: .success(\"Saved\")))",
            ]
            for field in fields {
                guard let check = field.check else { continue }
                tests += [
                    "    }", "",
                    "    @Test func \(field.property)IsCheckedAndShownWithItsProblem() throws {",
                    "        let answer = try presenter.submit(\(formValue(refusing: field))\(submitID))",
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
