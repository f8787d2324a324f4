/// Why a screen was not generated, in one line; nothing is written when one is thrown.
struct GeneratorError: Error, Equatable, CustomStringConvertible {
    let message: String

    init(_ message: String) {
        self.message = message
    }

    var description: String { message }
}
