/// A reason the server cannot start, shown to the operator as one line.
struct StartupError: Error, CustomStringConvertible {
    let message: String

    init(_ message: String) {
        self.message = message
    }

    var description: String { message }
}
