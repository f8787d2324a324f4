/// What to generate, checked: a feature and a screen name, who may use it, its form (or none),
/// whether its presenter awaits, and its path. Every refusal is a ``GeneratorError`` raised before anything is written.
struct ScreenSpec: Equatable {
    enum Access: Equatable {
        case anyone
        case signedIn
    }

    let feature: String
    let screen: String
    let access: Access
    /// `nil` for a screen that only shows something; otherwise the form's fields, maybe none.
    let fields: [FieldSpec]?
    let path: PathSpec
    let title: String
    /// Whether the presenter awaits (a service, a queue): its coordinator answers
    /// `.awaiting { … }`, on the same route line as any screen.
    let isAwaiting: Bool

    init(
        name: String, signedIn: Bool, form: String?, getOnly: Bool, awaiting: Bool = false, path: String?, title: String?
    ) throws(GeneratorError) {
        let parts = name.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2 else {
            throw GeneratorError("'\(name)' is not Feature/Screen, such as UserFeature/Interests")
        }
        guard Identifier.isUpperCamel(parts[0]), parts[0].hasSuffix("Feature"), parts[0] != "Feature" else {
            throw GeneratorError("'\(parts[0])' is not a feature name such as UserFeature")
        }
        guard Identifier.isUpperCamel(parts[1]), !parts[1].hasSuffix("Feature"), !Identifier.isKeyword(Identifier.lowerCamel(parts[1])) else {
            throw GeneratorError("'\(parts[1])' is not a screen name: use UpperCamelCase letters and digits, such as Avatar or ChangePassword")
        }
        if getOnly && form != nil {
            throw GeneratorError("--get-only shows no form, so it cannot take --form")
        }
        feature = parts[0]
        screen = parts[1]
        access = signedIn ? .signedIn : .anyone
        isAwaiting = awaiting
        fields = getOnly ? nil : try form.map(FieldSpec.list) ?? []
        self.path = try PathSpec(path ?? "/" + Identifier.kebab(parts[1]))
        self.title = try Self.checkedTitle(title ?? Identifier.words(parts[1]))
    }

    private static func checkedTitle(_ title: String) throws(GeneratorError) -> String {
        guard !title.isEmpty, title.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7F }) else {
            throw GeneratorError("the title must be a line of text")
        }
        return title
    }

    /// The screen's name as a property: `avatar`, `changePassword`.
    var property: String { Identifier.lowerCamel(screen) }
    var isSignedIn: Bool { access == .signedIn }
    var viewerType: String { isSignedIn ? "SignedInUser" : "SignedInUser?" }
}

/// A path template with at most one `{name}` parameter, which screens take as an `Int`.
struct PathSpec: Equatable {
    let template: String
    let parameter: String?

    init(_ template: String) throws(GeneratorError) {
        guard template.hasPrefix("/"), !template.hasPrefix("//"), !template.hasSuffix("/") || template == "/" else {
            throw GeneratorError("the path '\(template)' must start with one '/' and not end with one")
        }
        var parameters: [String] = []
        for segment in template.split(separator: "/") {
            if segment.hasPrefix("{") && segment.hasSuffix("}") {
                let name = String(segment.dropFirst().dropLast())
                guard Identifier.isLowerCamel(name) else {
                    throw GeneratorError("the path parameter '{\(name)}' must be a lowerCamelCase name such as {id}")
                }
                parameters.append(name)
            } else if !segment.allSatisfy(Self.isSegmentCharacter) {
                throw GeneratorError("the path segment '\(segment)' may hold only a-z, 0-9, '-', '_' and '.'")
            }
        }
        guard parameters.count <= 1 else {
            throw GeneratorError("the path '\(template)' has \(parameters.count) parameters; a generated screen takes one at most")
        }
        self.template = template
        parameter = parameters.first
    }

    private static func isSegmentCharacter(_ character: Character) -> Bool {
        character.isASCII && (character.isLowercase || character.isNumber || "-_.".contains(character))
    }
}
