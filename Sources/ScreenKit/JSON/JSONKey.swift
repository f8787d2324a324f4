/// The coding keys the encoder adds to coding paths itself: array positions and `super`.
struct JSONKey: CodingKey {
    let stringValue: String
    let intValue: Int?

    /// The key Foundation's encoders give a `superEncoder()` of a keyed container.
    static let superKey = JSONKey(stringValue: "super")

    init(stringValue: String) {
        self.stringValue = stringValue
        intValue = nil
    }

    init(intValue: Int) {
        stringValue = String(intValue)
        self.intValue = intValue
    }
}
