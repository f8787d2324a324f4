/// The code of a new screen, written the way the project's hand-written screens are: one
/// coordinator, one presenter, the screen's protocols and view model, one view.
struct ScreenTemplates {
    typealias SourceFile = (folder: String, name: String, text: String)

    let spec: ScreenSpec
    let pathsEnum: String

    var name: String { spec.screen }
    var fields: [FieldSpec] { spec.fields ?? [] }
    var isForm: Bool { spec.fields != nil }
    var parameter: String? { spec.path.parameter }
    /// "the change password screen"
    var screenPhrase: String { "the \(spec.title.lowercased()) screen" }

    var typeNames: [String] {
        ["\(name)Coordinator", "\(name)Presenter", "\(name)ViewModel", "\(name)View"] + (isForm ? ["\(name)Coordinating"] : [])
    }

    var sourceFiles: [SourceFile] {
        [("Coordinators", "\(name)Coordinator", coordinator), ("Presenters", "\(name)Presenter", presenter)]
            + (isForm ? [("Protocols", "\(name)Coordinating", coordinating)] : [])
            + [("Protocols", "\(name)ViewModel", viewModel), ("Views", "\(name)View", view)]
    }

    /// `public static let avatar = Path("/avatar")`, in the feature's paths enum.
    var pathDeclaration: String {
        let type = parameter == nil ? "" : ", Int.self"
        return "    public static let \(spec.property) = Path(\(Identifier.literal(spec.path.template))\(type))"
    }

    /// One line in the feature's `registerRoutes`.
    var routeRegistration: String {
        let access = spec.isSignedIn ? ".requiresSignIn" : ".anyone"
        let path = "\(pathsEnum).\(spec.property)"
        var arguments = ["viewer: $0.viewer"]
        if let parameter { arguments.append("\(parameter): $1") }
        if isForm {
            arguments.append("action: $\(parameter == nil ? 1 : 2)")
            return "router.form(\(path), \(access), \(name)Form.self) { \(name)Coordinator(\(arguments.joined(separator: ", "))) }"
        }
        return "router.get(\(path), \(access)) { \(name)Coordinator(\(arguments.joined(separator: ", "))) }"
    }

    /// The screen's URL, with `value` in place of its parameter if it has one.
    func location(_ value: String) -> String {
        parameter == nil ? "\(pathsEnum).\(spec.property).location" : "\(pathsEnum).\(spec.property)(\(value))"
    }

    // MARK: - Sources

    var coordinator: String {
        let stored = ["viewer: \(spec.viewerType)"] + (parameter.map { ["\($0): Int"] } ?? [])
        guard isForm else {
            return Code.lines(
                "import ScreenKit", "",
                "/// Starts \(screenPhrase) for one request.",
                "final class \(name)Coordinator: Coordinating {",
                stored.map { "    private let \($0)" },
                "",
                "    init(\(stored.joined(separator: ", "))) {",
                stored.map { "        self.\(Code.label($0)) = \(Code.label($0))" },
                "    }", "",
                "    func start() throws -> Outcome {",
                "        let page = Page<\(name)View>()",
                "        try \(name)Presenter(view: page, viewer: viewer).load(\(parameter.map { "\($0): \($0)" } ?? ""))",
                "        return .show(page)",
                "    }",
                "}")
        }
        let all = stored + ["action: FormAction<\(name)Form>"]
        let idArgument = parameter.map { "\($0): \($0)" }
        return Code.lines(
            "import ScreenKit", "",
            "/// Starts \(screenPhrase) for one request and decides where the flow goes next.",
            "final class \(name)Coordinator: Coordinating, \(name)Coordinating {",
            all.map { "    private let \($0)" },
            "    private let page = Page<\(name)View>()",
            "    private var outcome: Outcome?", "",
            "    init(\(all.joined(separator: ", "))) {",
            all.map { "        self.\(Code.label($0)) = \(Code.label($0))" },
            "    }", "",
            "    func start() throws -> Outcome {",
            "        let presenter = \(name)Presenter(view: page, coordinator: self, viewer: viewer)",
            "        switch action {",
            "        case .show:",
            "            try presenter.load(\(idArgument ?? ""))",
            "        case .submit(let form):",
            "            try presenter.submit(form\(idArgument.map { ", " + $0 } ?? ""))",
            "        }",
            "        return outcome ?? .show(page)",
            "    }", "",
            "    func didSubmit() {",
            "        outcome = .redirect(to: \(location(parameter ?? "")), flash: .success(\"Saved\"))",
            "    }",
            "}")
    }

    var coordinating: String {
        Code.lines(
            "/// Where the presenter of \(screenPhrase) may send the flow.",
            "protocol \(name)Coordinating: AnyObject {",
            "    /// The form was accepted: move on.",
            "    func didSubmit()",
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
            "import ScreenKit", "",
            "/// The view code of \(screenPhrase): a pure function of its model.",
            isForm ? "///" : nil,
            isForm ? "/// The form is `novalidate` so that the server's messages, next to their fields, are what" : nil,
            isForm ? "/// people see." : nil,
            "struct \(name)View: ScreenView {",
            fields.isEmpty ? nil : "    private typealias Field = \(name)Form.CodingKeys\n",
            "    let model: \(name)ViewModel", "",
            "    var title: String { \(Identifier.literal(spec.title)) }", "",
            "    var body: some HTML {",
            "        VStack(alignment: .stretch, spacing: .large) {",
            "            H1(\(Identifier.literal(spec.title)))",
            isForm ? "            Form(action: \(location("model." + (parameter ?? ""))), method: .post, .novalidate) {" : nil,
            isForm ? fields.map { "                " + $0.control } : [],
            isForm ? "                SubmitButton(\"Save\")" : nil,
            isForm ? "            }" : nil,
            "        }",
            "    }",
            "}")
    }
}
