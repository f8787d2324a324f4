extension ScreenTemplates {
    /// The presenter: shows the screen, and for a form checks each field it can and moves on.
    var presenter: String {
        let stored = isForm
            ? ["view: any Viewable<\(name)ViewModel>", "coordinator: any \(name)Coordinating", "viewer: \(spec.viewerType)"]
            : ["view: any Viewable<\(name)ViewModel>", "viewer: \(spec.viewerType)"]
        let idParameter = parameter.map { "\($0): Int" }
        let idArgument = parameter.map { "\($0): \($0)" }
        return Code.lines(
            "import ScreenKit", "",
            isForm
                ? "/// The logic of \(screenPhrase): shows the form, checks what was sent and moves on."
                : "/// The logic of \(screenPhrase).",
            "final class \(name)Presenter: Presenting {",
            "    let \(stored[0])",
            stored.dropFirst().map { "    private let \($0)" },
            "",
            "    init(\(stored.joined(separator: ", "))) {",
            stored.map { "        self.\(Code.label($0)) = \(Code.label($0))" },
            "    }", "",
            isForm ? "    /// Shows the empty form." : "    /// Shows the screen.",
            "    func load(\(idParameter ?? "")) throws {",
            "        view.show(\(name)ViewModel(\(idArgument ?? "")))",
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
                : "    /// Moves on when every field is valid; otherwise shows each field's problem next to it,\n    /// keeping what was typed.",
            "    func submit(_ form: \(name)Form\(idParameter.map { ", " + $0 } ?? "")) throws {",
        ]
        if !checked.isEmpty {
            let kept = (idArgument.map { [$0] } ?? []) + fields.filter(\.keepsValue).map { "\($0.property): form.\($0.property)" }
            lines.append("        var model = \(name)ViewModel(\(kept.joined(separator: ", ")))")
            for field in checked {
                guard let check = field.check else { continue }
                lines += [
                    "        if \(check.refuses) {",
                    "            model.\(field.errorProperty) = \(Identifier.literal(check.message))",
                    "        }",
                ]
            }
            lines += [
                "        guard \(checked.map { "model.\($0.errorProperty) == nil" }.joined(separator: ", ")) else {",
                "            view.showProblems(model)",
                "            return",
                "        }",
            ]
        }
        return lines + ["        coordinator.didSubmit()", "    }"]
    }
}
