extension ASCII {
    /// Whether `bytes` spell `lowercased` in any ASCII case: header and parameter names.
    static func equalsIgnoringCase(_ bytes: some Collection<UInt8>, _ lowercased: String) -> Bool {
        bytes.count == lowercased.utf8.count && zip(bytes, lowercased.utf8).allSatisfy { ASCII.lowercased($0) == $1 }
    }
}
