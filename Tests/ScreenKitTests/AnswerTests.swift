import HTTPCore
import ScreenKit
import ScreenKitTesting
import Testing

/// An ``Answer`` is a plain value: presenter tests compare whole answers, and a session change
/// rides along without changing what was decided.
@Suite("Answers")
struct AnswerTests {
    typealias NoteAnswer = Answer<NoteView.Model, String>

    let note = NoteView.Model("Hello")

    @Test func answersCompareWhole() {
        #expect(NoteAnswer.show(note) == .show(note))
        #expect(NoteAnswer.show(note) != .problems(note))
        #expect(NoteAnswer.show(note) != .show(NoteView.Model("Other")))
        #expect(NoteAnswer.go("/a") != .go("/a", flash: .info("Hi")))
        #expect(NoteAnswer.go("/a") != NoteAnswer.go("/a").renewingSession())
        #expect(NoteAnswer.tooManyRequests("Wait.", retryAfterSeconds: 5) != .tooManyRequests("Wait.", retryAfterSeconds: 6))
    }

    @Test func aSessionChangeKeepsTheDecisionTheFlashAndTheHeaders() {
        let base = NoteAnswer.tooManyRequests("Wait.", retryAfterSeconds: 5)
        let changes: [(NoteAnswer, SessionChange)] = [
            (base.signingIn(TestUsers.ada, remember: true), .signIn(TestUsers.ada, remember: true, method: .password)),
            (base.signingIn(TestUsers.grace, method: .passkey), .signIn(TestUsers.grace, remember: false, method: .passkey)),
            (base.signingOut(), .signOut),
            (base.renewingSession(), .renew),
            (base.confirmingIdentity(), .confirmIdentity),
        ]
        for (answer, change) in changes {
            #expect(answer.sessionChange == change)
            #expect(answer.statusScreen?.status == .tooManyRequests)
            #expect(answer.statusScreen?.message == "Wait.")
            #expect(answer.headers.map(\.value) == ["5"])
        }
        let going = NoteAnswer.go("/next", flash: .success("Saved")).signingOut()
        #expect(going.destination == "/next" && going.flash == .success("Saved"))
        #expect(base.sessionChange == nil)
    }

    @Test func aWaitIsAtLeastASecond() {
        #expect(NoteAnswer.throttled(note, retryAfterSeconds: 0).throttled?.retryAfterSeconds == 1)
        #expect(NoteAnswer.throttled(note, retryAfterSeconds: 42).throttled?.retryAfterSeconds == 42)
        #expect(NoteAnswer.tooManyRequests("Wait.", retryAfterSeconds: -3).headers.map(\.name) == ["Retry-After"])
        #expect(NoteAnswer.tooManyRequests("Wait.", retryAfterSeconds: -3).headers.map(\.value) == ["1"])
    }

    @Test func aStatusWithoutAMessageHasTheUsualWording() {
        // The usual wording waits for the page's language, which the renderer knows.
        #expect(NoteAnswer.status(.notImplemented) == .status(.notImplemented, message: nil))
        #expect(NoteAnswer.notFound("Gone.") == .status(.notFound, message: "Gone."))
        #expect(NoteAnswer.forbidden("No.") == .status(.forbidden, message: "No."))
    }
}
