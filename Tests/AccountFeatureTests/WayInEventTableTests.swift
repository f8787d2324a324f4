import Testing
@testable import AccountFeature

/// Every way in meets every account event: someone else's browser holds the way in (a second
/// device, someone who once held a session, whoever signed up with the address first), the owner
/// does the event, and the way in is tried again through the screens (``WayInScenario``).
///
/// What each cell does, row by row:
/// - A password someone knows stops at a new password, a reset and the first proof (which
///   chooses the owner's own); signing out elsewhere ends sessions, not the password, so it
///   still passes (and the code is still asked).
/// - Every other session ends with every event but turning codes on or off, which leave
///   sessions alone (turning on offers to end them).
/// - A sign-in link mailed before dies with a new password or a reset (the first proof here is
///   one); otherwise it signs in, never past the second step.
/// - A passkey is another way in, not a lock on the password: it survives a new password and
///   signing out elsewhere (its owner is mailed when one is added), and goes only with the
///   account or with the first proof of an address it was added before.
/// - The authenticator and recovery codes stay through a new password, a reset and signing
///   out elsewhere; the first proof and turning codes off take them away (nothing asks for
///   them), and codes turned on again have a new key and new recovery codes.
/// - A trusted browser skips the code until any change of credentials, codes off or the first
///   proof.
/// - A sign-in waiting for its code ends with every event; none can be waiting when codes are
///   turned on.
@Suite("Ways in and account events")
struct WayInEventTableTests {
    static let table: [WayIn: [AccountEvent: WayInOutcome]] = [
        .password: [
            .firstProof: .refused, .passwordChange: .refused, .passwordReset: .refused, .signOutEverywhereElse: .asksForCode,
            .delete: .refused, .secondStepOn: .asksForCode, .secondStepOff: .signsIn,
        ],
        .session: [
            .firstProof: .refused, .passwordChange: .refused, .passwordReset: .refused, .signOutEverywhereElse: .refused,
            .delete: .refused, .secondStepOn: .signsIn, .secondStepOff: .signsIn,
        ],
        .rememberedSession: [
            .firstProof: .refused, .passwordChange: .refused, .passwordReset: .refused, .signOutEverywhereElse: .refused,
            .delete: .refused, .secondStepOn: .signsIn, .secondStepOff: .signsIn,
        ],
        .mailedLink: [
            .firstProof: .refused, .passwordChange: .refused, .passwordReset: .refused, .signOutEverywhereElse: .asksForCode,
            .delete: .refused, .secondStepOn: .asksForCode, .secondStepOff: .signsIn,
        ],
        .passkey: [
            .firstProof: .refused, .passwordChange: .signsIn, .passwordReset: .signsIn, .signOutEverywhereElse: .signsIn,
            .delete: .refused, .secondStepOn: .signsIn, .secondStepOff: .signsIn,
        ],
        .code: [
            .firstProof: .notNeeded, .passwordChange: .signsIn, .passwordReset: .signsIn, .signOutEverywhereElse: .signsIn,
            .delete: .refused, .secondStepOn: .refused, .secondStepOff: .notNeeded,
        ],
        .recoveryCode: [
            .firstProof: .notNeeded, .passwordChange: .signsIn, .passwordReset: .signsIn, .signOutEverywhereElse: .signsIn,
            .delete: .refused, .secondStepOn: .refused, .secondStepOff: .notNeeded,
        ],
        .trustedBrowser: [
            .firstProof: .notNeeded, .passwordChange: .refused, .passwordReset: .refused, .signOutEverywhereElse: .refused,
            .delete: .refused, .secondStepOn: .refused, .secondStepOff: .notNeeded,
        ],
        .pendingStep: [
            .firstProof: .refused, .passwordChange: .refused, .passwordReset: .refused, .signOutEverywhereElse: .refused,
            .delete: .refused, .secondStepOff: .refused,
        ],
    ]

    static var cells: [(WayIn, AccountEvent)] {
        WayIn.allCases.flatMap { way in AccountEvent.allCases.filter { table[way]?[$0] != nil }.map { (way, $0) } }
    }

    @Test func everyWayMeetsEveryEvent() {
        for way in WayIn.allCases {
            let events = Set(Self.table[way]?.keys.map { $0 } ?? [])
            // The one cell left out: no sign-in waits for a code while codes are off.
            let expected = way == .pendingStep ? Set(AccountEvent.allCases).subtracting([.secondStepOn]) : Set(AccountEvent.allCases)
            #expect(events == expected, "\(way)")
        }
    }

    @Test(arguments: cells)
    func theWayInAfterTheEvent(_ way: WayIn, _ event: AccountEvent) throws {
        let scenario = try WayInScenario(way, before: event)
        try scenario.happen(event)
        #expect(try scenario.probe(way) == Self.table[way]?[event])
    }
}
