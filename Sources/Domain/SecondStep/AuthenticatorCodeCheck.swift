/// Which time step a typed authenticator code belongs to: RFC 6238's 30-second steps, one step
/// of drift either way (a phone's clock a little off, a code typed as it changed), and never a
/// step at or before the last one used, so a code seen over a shoulder or in a proxy's log
/// cannot be used again.
public struct AuthenticatorCodeCheck {
    public static let stepSeconds = 30
    /// Steps accepted on either side of the current one.
    public static let driftSteps = 1

    private let codeAt: (Int) -> String

    /// - Parameter codeAt: The code the member's app shows during a step.
    public init(codeAt: @escaping (Int) -> String) {
        self.codeAt = codeAt
    }

    public static func step(at time: Int) -> Int {
        time >= 0 ? time / stepSeconds : (time - stepSeconds + 1) / stepSeconds
    }

    /// The step `typed` is the code of, or `nil`: not six digits, not a code of the steps
    /// around `now`, or one of a step already used.
    public func matchingStep(of typed: String, now: Int, lastUsedStep: Int) -> Int? {
        let digits = String(typed.filter { $0 != " " && $0 != "-" })
        guard digits.utf8.count == 6, digits.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
        let current = Self.step(at: now)
        var matched: Int?
        // Every candidate is compared in full, whichever matches, so timing tells nothing.
        for step in (current - Self.driftSteps)...(current + Self.driftSteps) where step > lastUsedStep {
            if Self.sameDigits(codeAt(step), digits) { matched = matched ?? step }
        }
        return matched
    }

    private static func sameDigits(_ expected: String, _ typed: String) -> Bool {
        guard expected.utf8.count == typed.utf8.count else { return false }
        var difference: UInt8 = 0
        for (left, right) in zip(expected.utf8, typed.utf8) { difference |= left ^ right }
        return difference == 0
    }
}
