extension ScreenTemplates {
    /// An action's answer, as the presenter names it.
    var presenterAnswerType: String {
        "Answer<\(name)ViewModel, \(isForm ? "Destination" : "Never")>"
    }

    /// The presenter: answers with the screen, and for a form checks each field it can and
    /// moves on.
    var presenter: String {
        let idParameter = parameter.map { "\($0): Int" }
        let idArgument = parameter.map { "\($0): \($0)" }
        return Code.lines(
            "import ScreenKit", "",
            isForm
                ? "/// The logic of \(screenPhrase): the form, what was sent checked, and on."
                : "/// The logic of \(screenPhrase).",
            spec.isAwaiting ? "/// Its actions may await another service or a queue; its coordinator answers with them as they finish." : nil,
            "struct \(name)Presenter {",
            isForm ? "    enum Destination: Equatable {" : nil,
            isForm ? "        /// The form was accepted: back to the screen." : nil,
            isForm ? "        case saved\(parameter == nil ? "" : "(id: Int)")" : nil,
            isForm ? "    }\n" : nil,
            "    private let viewer: \(spec.viewerType)", "",
            "    init(\(dependencies.map { "_ dependencies: any \($0), " } ?? "")viewer: \(spec.viewerType)) {",
            "        self.viewer = viewer",
            "    }", "",
            isForm ? "    /// The empty form." : "    /// The screen.",
            "    func load(\(idParameter ?? "")) \(effects) -> \(presenterAnswerType) {",
            "        .show(\(name)ViewModel(\(idArgument ?? "")))",
            "    }",
            isForm ? submit(idParameter: idParameter, idArgument: idArgument) : [],
            "}")
    }

    private func submit(idParameter: String?, idArgument: String?) -> [String] {
        let checked = fields.filter { $0.check != nil }
        var lines = [
            "",
            checked.isEmpty
                ? "    /// Acts on the form."
                : "    /// Moves on when every field is valid; otherwise the form again with each field's problem\n    /// next to it, keeping what was typed.",
            "    func submit(_ form: \(name)Form\(idParameter.map { ", " + $0 } ?? "")) \(effects) -> \(presenterAnswerType) {",
        ]
        if !checked.isEmpty {
            let kept = (idArgument.map { [$0] } ?? []) + fields.filter(\.keepsValue).map { "\($0.property): form.\($0.property)" }
            lines.append("        var model = \(name)ViewModel(\(kept.joined(separator: ", ")))")
            for field in checked {
                guard let check = field.check else { continue }
                lines += [
                    "        if \(check.refuses) {",
                    "            model.\(field.errorProperty) = \(catalogName).\(field.problemKey).text()",
                    "        }",
                ]
            }
            lines.append("        guard \(checked.map { "model.\($0.errorProperty) == nil" }.joined(separator: ", ")) else { return .problems(model) }")
        }
        return lines + [
            "        return .go(.saved\(parameter.map { "(id: \($0))" } ?? ""), flash: .success(\(catalogName).saved.text()))", "    }",
        ]
    }
}
