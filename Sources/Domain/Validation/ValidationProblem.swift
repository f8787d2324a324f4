public import Localization

/// Why a field's value was refused, in words shown next to the field, in the page's language.
///
/// A problem is a catalog key with its arguments; two problems are the same when they say the
/// same in the fallback language (``message``), which is also what a log or a test reads.
public struct ValidationProblem: Error, Equatable, Sendable {
    /// The words in the fallback language.
    public let message: String
    private let wording: @Sendable (Language) -> String

    /// The problem `key` words, with `arguments`.
    public init<Key: MessageKey>(_ key: Key, _ arguments: MessageArgument...) {
        wording = { language in
            var text = ""
            key.write(in: language, arguments, into: &text)
            return text
        }
        message = wording(.fallback)
    }

    /// A problem written without a catalog, the same in every language: for tests and for a
    /// screen whose copy is not in a catalog yet.
    public init(_ message: String) {
        self.message = message
        wording = { _ in message }
    }

    /// The words in the page's language (``Language/current``).
    public var localizedMessage: String {
        wording(Language.current)
    }

    public static func == (lhs: ValidationProblem, rhs: ValidationProblem) -> Bool {
        lhs.message == rhs.message
    }
}

extension Result where Failure == ValidationProblem {
    /// The valid value, or `nil` after writing the problem's words in the page's language to
    /// `problem`: a form's presenter checks every field this way, so all bad fields are
    /// reported at once.
    public func value(reportingTo problem: inout String?) -> Success? {
        switch self {
        case .success(let value):
            return value
        case .failure(let refusal):
            problem = refusal.localizedMessage
            return nil
        }
    }

    /// The problem found, or `nil` for a valid value.
    public var problem: ValidationProblem? {
        guard case .failure(let problem) = self else { return nil }
        return problem
    }
}

extension Optional where Wrapped == ValidationProblem {
    /// The problem's words in the page's language, or `nil` for a valid field.
    public var localizedMessage: String? {
        self?.localizedMessage
    }
}
