import ScreenKit

/// The greeting screens' paths, each written once.
enum GreetingPaths {
    static let new = Path("/greetings/new")
    static let greeting = Path("/greetings/{id}", Int.self)
    static let greetings = Path("/greetings")
}
