/// The kinds of field a generated form can hold, each with its control and its check.
enum FieldKind: String, CaseIterable, Equatable {
    case text
    case email
    case password
    case number
    case textarea
}

/// One field of a generated form: `display_name:text` is sent as `display_name`, held in the
/// Swift property `displayName`, labelled "Display name".
struct FieldSpec: Equatable {
    let name: String
    let kind: FieldKind

    /// Parses `name:kind,name:kind`.
    static func list(_ text: String) throws(GeneratorError) -> [FieldSpec] {
        var fields: [FieldSpec] = []
        for item in text.split(separator: ",", omittingEmptySubsequences: false) {
            let parts = item.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
            guard parts.count == 2 else {
                throw GeneratorError("'\(item)' is not name:kind, such as bio:textarea")
            }
            guard let kind = FieldKind(rawValue: parts[1]) else {
                throw GeneratorError("'\(parts[1])' is not a field kind; use one of \(FieldKind.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            let field = FieldSpec(name: parts[0], kind: kind)
            guard field.hasValidName else {
                throw GeneratorError("'\(parts[0])' is not a field name: use lower-case letters, digits and '_', starting with a letter")
            }
            guard !fields.contains(where: { $0.property == field.property || $0.errorProperty == field.property || $0.property == field.errorProperty }) else {
                throw GeneratorError("the field '\(parts[0])' is named twice")
            }
            fields.append(field)
        }
        return fields
    }

    private var hasValidName: Bool {
        guard let first = name.first, first.isASCII, first.isLowercase, name != "csrf_token", !name.hasSuffix("_") else { return false }
        return name.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "_") }
            && !name.contains("__") && !Identifier.isKeyword(property)
    }

    var property: String { Identifier.camel(snake: name) }
    var errorProperty: String { property + "Error" }
    var label: String { Identifier.label(snake: name) }
    /// Whether the view model keeps what was typed; a password is never written back.
    var keepsValue: Bool { kind != .password }

    /// The line of `CodingKeys` that names the field, when its property is spelled otherwise.
    var renamedCodingKey: String? {
        property == name ? nil : "case \(property) = \(Identifier.literal(name))"
    }

    /// The control in the view, labelled by the Swift expression `label`.
    func control(label labelExpression: String) -> String {
        let field = "field: Field.\(property)"
        let label = "label: \(labelExpression)"
        let value = "value: model.\(property)"
        let error = "error: model.\(errorProperty)"
        switch kind {
        case .text: return "TextField(\(label), \(field), \(value), \(error), required: true)"
        case .email: return "TextField(\(label), \(field), \(value), type: .email, autocomplete: .email, \(error), required: true)"
        case .password:
            let autocomplete = name.contains("current") ? ".currentPassword" : ".newPassword"
            return "SecureField(\(label), \(field), autocomplete: \(autocomplete), \(error), required: true)"
        case .number: return "TextField(\(label), \(field), \(value), type: .number, \(error), required: true)"
        case .textarea: return "TextArea(\(label), \(field), \(value), \(error), rows: 6)"
        }
    }

    /// The presenter's check of the sent value, as the condition that refuses it and the
    /// message shown next to the field; `nil` for a field anything may fill.
    var check: (refuses: String, message: String)? {
        let value = "form.\(property)"
        switch kind {
        case .text:
            return ("\(value).allSatisfy(\\.isWhitespace)", "Enter \(Self.article(label.lowercased())) \(label.lowercased()).")
        case .password:
            return ("\(value).isEmpty", "Enter your \(label.lowercased()).")
        case .email:
            return ("!\(value).contains(\"@\")", "Enter an email address like name@example.com.")
        case .number:
            return ("Int(\(value)) == nil", "Enter a whole number.")
        case .textarea:
            return nil
        }
    }

    /// A value the check accepts, for the generated tests.
    var acceptedValue: String {
        switch kind {
        case .text, .textarea: "Ada Lovelace"
        case .email: "ada@example.com"
        case .password: "correct horse battery"
        case .number: "42"
        }
    }

    /// A value the check refuses, for the generated tests.
    var refusedValue: String {
        switch kind {
        case .number: "forty-two"
        case .email: "ada.example.com"
        case .password: ""
        case .text, .textarea: "  "
        }
    }

    private static func article(_ word: String) -> String {
        guard let first = word.first else { return "a" }
        return "aeiou".contains(first) ? "an" : "a"
    }
}
