#if canImport(Glibc)
import Glibc
#endif

/// Settings read from environment variables, with parse errors worded for an operator.
struct Environment: Sendable {
    let values: [String: String]

    static var process: Environment {
        var values: [String: String] = [:]
        var entry = environ
        while let pointer = entry.pointee {
            let pair = String(cString: pointer)
            if let equals = pair.firstIndex(of: "=") {
                values[String(pair[..<equals])] = String(pair[pair.index(after: equals)...])
            }
            entry += 1
        }
        return Environment(values: values)
    }

    subscript(name: String) -> String? {
        values[name].flatMap { $0.isEmpty ? nil : $0 }
    }

    func integer(_ name: String) throws(StartupError) -> Int? {
        guard let text = self[name] else { return nil }
        guard let value = Int(text) else { throw StartupError("\(name)='\(text)' is not a whole number") }
        return value
    }

    /// The flag's value if given, else the variable's, else the default.
    func integer(_ name: String, flag: Int?, default fallback: Int) throws(StartupError) -> Int {
        if let flag { return flag }
        return try integer(name) ?? fallback
    }

    /// As ``integer(_:flag:default:)``, refused outside `range`: every limit the server hands
    /// on to libmicrohttpd or to date arithmetic has a bound it cannot trap beyond.
    func integer(
        _ name: String, flag: Int?, default fallback: Int, in range: ClosedRange<Int>, _ what: String
    ) throws(StartupError) -> Int {
        let value = try integer(name, flag: flag, default: fallback)
        guard range.contains(value) else {
            throw StartupError("\(what) must be between \(range.lowerBound) and \(range.upperBound), not \(value)")
        }
        return value
    }

    func boolean(_ name: String) throws(StartupError) -> Bool? {
        guard let text = self[name]?.lowercased() else { return nil }
        switch text {
        case "1", "true", "yes", "on": return true
        case "0", "false", "no", "off": return false
        default: throw StartupError("\(name)='\(text)' is not true or false")
        }
    }
}
