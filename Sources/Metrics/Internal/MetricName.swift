/// The names the exposition format allows. Names are written by developers and checked once,
/// when a metric is registered at start-up; they never come from a request.
enum MetricName {
    /// `[a-zA-Z_:][a-zA-Z0-9_:]*`
    static func isValid(_ name: String) -> Bool {
        isValid(name, allowingColon: true)
    }

    /// `[a-zA-Z_][a-zA-Z0-9_]*`, and not starting with `__`, which Prometheus keeps for itself.
    static func isValidLabel(_ name: String) -> Bool {
        isValid(name, allowingColon: false) && !name.hasPrefix("__")
    }

    private static func isValid(_ name: String, allowingColon: Bool) -> Bool {
        guard let first = name.utf8.first, !isDigit(first) else { return false }
        return name.utf8.allSatisfy { byte in
            isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "_") || (allowingColon && byte == UInt8(ascii: ":"))
        }
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
