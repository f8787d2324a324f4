import Domain
import Testing

/// The rules of accepting a code, with a stand-in app whose code for step N is N's six digits.
struct AuthenticatorCodeCheckTests {
    let check = AuthenticatorCodeCheck { step in
        let text = String(step % 1_000_000)
        return String(repeating: "0", count: 6 - text.count) + text
    }
    /// A time in step 1000.
    let now = 1000 * 30 + 7

    @Test func acceptsTheCurrentCode() {
        #expect(check.matchingStep(of: "001000", now: now, lastUsedStep: 0) == 1000)
    }

    @Test func acceptsOneStepOfDriftEitherWay() {
        #expect(check.matchingStep(of: "000999", now: now, lastUsedStep: 0) == 999)
        #expect(check.matchingStep(of: "001001", now: now, lastUsedStep: 0) == 1001)
    }

    @Test func refusesACodeTwoStepsOld() {
        #expect(check.matchingStep(of: "000998", now: now, lastUsedStep: 0) == nil)
        #expect(check.matchingStep(of: "001002", now: now, lastUsedStep: 0) == nil)
    }

    @Test func refusesAReusedCode() {
        #expect(check.matchingStep(of: "001000", now: now, lastUsedStep: 1000) == nil)
        // Nor an older one once a newer step was used.
        #expect(check.matchingStep(of: "000999", now: now, lastUsedStep: 1000) == nil)
        #expect(check.matchingStep(of: "001001", now: now, lastUsedStep: 1000) == 1001)
    }

    @Test func ignoresSpacesAndRefusesWhatIsNotSixDigits() {
        #expect(check.matchingStep(of: "001 000", now: now, lastUsedStep: 0) == 1000)
        #expect(check.matchingStep(of: "1000", now: now, lastUsedStep: 0) == nil)
        #expect(check.matchingStep(of: "00100a", now: now, lastUsedStep: 0) == nil)
        #expect(check.matchingStep(of: "", now: now, lastUsedStep: 0) == nil)
    }

    @Test func stepsAreThirtySeconds() {
        #expect(AuthenticatorCodeCheck.step(at: 29) == 0)
        #expect(AuthenticatorCodeCheck.step(at: 30) == 1)
    }
}
