/// How many sign-ins failed for one key in a window, and when the oldest of them was.
struct SignInFailures: Sendable, Equatable {
    let count: Int
    /// Seconds since 1970 of the oldest failure counted; `nil` when `count` is 0.
    let oldest: Int?

    init(count: Int, oldest: Int?) {
        self.count = count
        self.oldest = oldest
    }

    static let none = SignInFailures(count: 0, oldest: nil)
}
