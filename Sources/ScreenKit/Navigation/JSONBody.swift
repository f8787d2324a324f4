/// A view model as the JSON body JSON clients get: the presenter's output, no HTML, with keys
/// in the order the model encodes them.
enum JSONBody {
    static func encode(_ model: some Encodable) throws -> [UInt8] {
        try ScreenJSONEncoder().encode(model)
    }
}
