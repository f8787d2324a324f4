/// The code of a new screen, written the way the project's hand-written screens are: one
/// coordinator (the presenter's factory and the map of its destinations), one presenter whose
/// actions answer with values, the screen's view model and form, one view.
struct ScreenTemplates {
    typealias SourceFile = (name: String, text: String)

    let spec: ScreenSpec
    let pathsEnum: String
    /// The feature's dependency container protocol (`UserDependencies`), when it has one.
    let dependencies: String?
    /// The type in the feature's tests that conforms to ``dependencies``.
    let testContainer: TestContainer?

    var name: String { spec.screen }
    var fields: [FieldSpec] { spec.fields ?? [] }
    var isForm: Bool { spec.fields != nil }
    var parameter: String? { spec.path.parameter }
    /// "the change password screen"
    var screenPhrase: String { "the \(spec.title.lowercased()) screen" }
    /// What the presenter's actions are marked with.
    var effects: String { spec.isAwaiting ? "async throws" : "throws" }
    /// How an action is called: `try await` for a presenter that awaits.
    var call: String { spec.isAwaiting ? "try await" : "try" }

    var typeNames: [String] {
        ["\(name)Coordinator", "\(name)Presenter", "\(name)ViewModel", "\(name)View", catalogName]
    }

    var sourceFiles: [SourceFile] {
        [
            ("\(name)Coordinator", coordinator), ("\(name)Presenter", presenter), ("\(name)ViewModel", viewModel), ("\(name)View", view),
            (catalogName, catalog),
        ]
    }

    /// `public static let avatar = Path("/avatar")`, in the feature's paths enum.
    var pathDeclaration: String {
        let type = parameter == nil ? "" : ", Int.self"
        return "    public static let \(spec.property) = Path(\(Identifier.literal(spec.path.template))\(type))"
    }

    /// One line in the feature's `registerRoutes`.
    var routeRegistration: String {
        let access = spec.isSignedIn ? ".requiresSignIn" : ".anyone"
        let coordinator = "\(name)Coordinator(\(dependencies == nil ? "" : "dependencies: dependencies"))"
        return "router.\(isForm ? "form" : "get")(\(pathsEnum).\(spec.property), \(access), \(coordinator))"
    }

    /// The screen's URL, with `value` in place of its parameter if it has one.
    func location(_ value: String) -> String {
        parameter == nil ? "\(pathsEnum).\(spec.property).location" : "\(pathsEnum).\(spec.property)(\(value))"
    }

    /// `ScreenRequest<SignedInUser, Int, InterestsForm>`
    var requestType: String {
        "ScreenRequest<\(spec.viewerType), \(parameter == nil ? "Void" : "Int"), \(isForm ? "\(name)Form" : "NoFields")>"
    }

    /// `Answer<InterestsViewModel, InterestsPresenter.Destination>`, or with `Never` where the
    /// screen goes nowhere.
    var answerType: String {
        "Answer<\(name)ViewModel, \(isForm ? "\(name)Presenter.Destination" : "Never")>"
    }

    /// How the coordinator builds the presenter: the feature's container, the viewer, and the
    /// page's language the kit sets (`Language.current`) for the copy the model carries.
    var presenterArguments: String {
        (dependencies == nil ? "" : "dependencies, ") + "viewer: request.viewer"
    }

    // MARK: - Sources

    var coordinator: String {
        // An awaiting screen's work runs later, so it takes the parameter out of the request first.
        let parameterValue = spec.isAwaiting ? parameter : "request.parameters"
        let id = parameter.map { "\($0): \(parameterValue ?? $0)" } ?? ""
        let submitted = "form" + (parameter.map { ", \($0): \(parameterValue ?? $0)" } ?? "")
        func answer(_ action: String) -> String {
            spec.isAwaiting ? ".awaiting { try await presenter.\(action) }" : "try presenter.\(action)"
        }
        let bindsPresenter = isForm || spec.isAwaiting
        return Code.lines(
            "import ScreenKit", "",
            isForm
                ? "/// Builds the presenter of \(screenPhrase) for a request; a form accepted comes back to the screen."
                : "/// Builds the presenter of \(screenPhrase) for a request.",
            spec.isAwaiting ? "/// The presenter awaits, so its answers do: no request thread waits with them." : nil,
            "struct \(name)Coordinator: Coordinator {",
            "    typealias View = \(name)View", "",
            dependencies.map { "    let dependencies: any \($0)\n" },
            "    func start(_ request: \(requestType)) throws -> \(answerType) {",
            bindsPresenter ? "        let presenter = \(name)Presenter(\(presenterArguments))" : nil,
            spec.isAwaiting ? parameter.map { "        let \($0) = request.parameters" } : nil,
            isForm ? "        switch request.action {" : nil,
            isForm ? "        case .show: return \(answer("load(\(id))"))" : nil,
            isForm ? "        case .submit(let form): return \(answer("submit(\(submitted))"))" : nil,
            isForm ? "        }" : nil,
            isForm ? nil : (bindsPresenter ? "        return \(answer("load(\(id))"))" : "        try \(name)Presenter(\(presenterArguments)).load(\(id))"),
            "    }",
            isForm ? "" : nil,
            isForm ? "    func location(of destination: \(name)Presenter.Destination) -> String {" : nil,
            isForm ? "        switch destination {" : nil,
            isForm ? "        case .saved\(parameter == nil ? "" : "(let id)"): \(location("id"))" : nil,
            isForm ? "        }" : nil,
            isForm ? "    }" : nil,
            "}")
    }

    var viewModel: String {
        var properties = parameter.map { ["    var \($0) = 0"] } ?? []
        for field in fields {
            if field.keepsValue { properties.append("    var \(field.property) = \"\"") }
            properties.append("    var \(field.errorProperty): String?")
        }
        let model = Code.lines(
            "/// Everything the view of \(screenPhrase) shows; sent as JSON to JSON clients.",
            properties.isEmpty ? "struct \(name)ViewModel: Encodable, Equatable, Sendable {}" : "struct \(name)ViewModel: Encodable, Equatable, Sendable {",
            properties,
            properties.isEmpty ? nil : "}")
        guard isForm else { return model }
        return model + "\n" + form
    }

    private var form: String {
        guard !fields.isEmpty else {
            return Code.lines("/// What the form of \(screenPhrase) sends: only its token, which the kit checks.", "struct \(name)Form: Decodable, Sendable {}")
        }
        let plain = fields.filter { $0.renamedCodingKey == nil }.map(\.property)
        return Code.lines(
            "/// What the form of \(screenPhrase) sends.",
            "struct \(name)Form: Decodable, Sendable {",
            "    enum CodingKeys: String, CodingKey {",
            plain.isEmpty ? nil : "        case \(plain.joined(separator: ", "))",
            fields.compactMap(\.renamedCodingKey).map { "        " + $0 },
            "    }", "",
            fields.map { "    let \($0.property): String" },
            "}")
    }

    var view: String {
        Code.lines(
            "import ScreenKit", "import ViewCode", "",
            isForm
                ? "/// The form of \(screenPhrase), `novalidate` so that the server's messages, next to their\n/// fields, are what people see."
                : "/// The view of \(screenPhrase).",
            "struct \(name)View: ScreenView {",
            fields.isEmpty ? nil : "    private typealias Field = \(name)Form.CodingKeys\n",
            "    let model: \(name)ViewModel", "",
            "    func title(in language: Language) -> String { \(catalogName).title.text() }", "",
            "    var body: some HTML {",
            "        VStack(alignment: .stretch, spacing: .large) {",
            "            H1 { Localized(\(catalogName).title) }",
            isForm ? "            Form(action: \(location("model." + (parameter ?? ""))), method: .post, .novalidate) {" : nil,
            isForm ? fields.map { "                " + $0.control(label: "\(catalogName).\($0.labelKey).text()") } : [],
            isForm ? "                SubmitButton(\(catalogName).save.text())" : nil,
            isForm ? "            }" : nil,
            "        }",
            "    }",
            "}")
    }
}
