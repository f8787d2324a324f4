import HTTPCore
import ScreenKit

/// Routes that exist only to exercise the kit: signing in and out and the other session
/// changes an answer carries, failing, forbidding, guarded routes, an upload, every kind of
/// answer, the session handle, a screen and a form whose answers await, an app's request value,
/// and a composite screen.
struct KitTestFeature: Feature {
    func registerRoutes(on router: inout Router) {
        router.group(.signedOutOnly) { $0.show(KitTestPaths.signIn, TestSignInCoordinator(flow: TestFlow())) }
        router.post(KitTestPaths.signIn, .anyone, TestSignInCoordinator(flow: TestFlow()))
        router.post(KitTestPaths.signOut, .anyone, ClosureCoordinator<SignedInUser?, Void, NoFields> { _ in
            Answer.go(GreetingPaths.new.location, flash: .info("Signed out")).signingOut()
        })
        router.get(KitTestPaths.fail, .anyone, ClosureCoordinator { _ in throw TestApplication.Boom() })
        router.get(KitTestPaths.forbidden, .anyone, ClosureCoordinator { _ in
            .forbidden("Only the owner may do that.")
        })
        router.get(KitTestPaths.answer, .anyone, ClosureCoordinator { request in
            Self.answer(request.parameters)
        })
        router.get(KitTestPaths.sensitive, .requiresRecentSignIn, ClosureCoordinator { request in
            .show(NoteView.Model("Sensitive for \(request.viewer.name)"))
        })
        router.group(.requiresSignIn) { routes in
            routes.get(KitTestPaths.members, ClosureCoordinator { request in
                .show(NoteView.Model("Members of \(request.viewer.name)"))
            })
            routes.form(KitTestPaths.member, ClosureCoordinator<SignedInUser, Int, NoteForm> { request in
                switch request.action {
                case .show: .show(NoteView.Model("Member \(request.parameters) seen by \(request.viewer.name)"))
                case .submit(let form): .go(KitTestPaths.member(request.parameters), flash: .success("Noted: \(form.note)"))
                }
            })
            registerSessionRoutes(on: &routes)
        }
        router.post(KitTestPaths.upload, .anyone, ClosureCoordinator<SignedInUser?, Void, UploadForm> { request in
            guard case .submit(let form) = request.action else { return .notFound("Nothing to show.") }
            return .show(NoteView.Model("\(form.title): \(form.file.filename), \(form.file.bytes.count) bytes"))
        }, bodyLimit: 512)
        router.get(KitTestPaths.waiting, .anyone, WaitingCoordinator())
        router.get(KitTestPaths.tenant, .anyone, ClosureCoordinator { request in
            .show(NoteView.Model("Tenant \(request[TestTenant.self] ?? "none")"))
        })
        router.form(KitTestPaths.waitingNote, .requiresSignIn, WaitingNoteCoordinator())
        router.get(KitTestPaths.pageLanguage, .anyone, PageLanguageCoordinator())
        router.get(KitTestPaths.waitingPageLanguage, .anyone, WaitingPageLanguageCoordinator())
        router.get(KitTestPaths.home, .anyone, HomeCoordinator())
    }

    /// The session changes and the session handle, each behind its own route.
    private func registerSessionRoutes(on routes: inout RouteGroup<SignedInUser>) {
        routes.post(KitTestPaths.renewSession, ClosureCoordinator<SignedInUser, Void, NoFields> { _ in
            Answer.go(KitTestPaths.members.location).renewingSession()
        })
        routes.post(KitTestPaths.confirmIdentity, ClosureCoordinator<SignedInUser, Void, NoFields> { _ in
            Answer.go(KitTestPaths.sensitive.location).confirmingIdentity()
        })
        routes.get(KitTestPaths.sessions, ClosureCoordinator { request in
            let sessions = try request.sessions.memberSessions()
            return .show(NoteView.Model(sessions.map { "\($0.number)\($0.isCurrent ? " (this one)" : "")" }.joined(separator: ", ")))
        })
        routes.post(KitTestPaths.revokeSession, ClosureCoordinator<SignedInUser, Int, NoFields> { request in
            .show(NoteView.Model("\(try request.sessions.revokeSession(number: request.parameters))"))
        })
        routes.post(KitTestPaths.endOtherSessions, ClosureCoordinator<SignedInUser, Void, NoFields> { request in
            .show(NoteView.Model("Ended \(try request.sessions.signOutEverywhereElse())"))
        })
    }

    /// One of each kind of answer a presenter may give, by name.
    static func answer(_ kind: String) -> Answer<NoteView.Model, String> {
        switch kind {
        case "shown": .show(NoteView.Model("Shown"))
        case "problems": .problems(NoteView.Model("Fix this"))
        case "throttled": .throttled(NoteView.Model("Wait"), retryAfterSeconds: 0)
        case "too-many": .tooManyRequests("Slow down.", retryAfterSeconds: 30)
        case "teapot": .status(.notImplemented)
        case "file": .file(Array("PNG".utf8), contentType: "image/png", tag: "v1", immutable: true)
        case "document": .sandboxedDocument(Array("<p style=\"color: red\">Hi</p>".utf8), tag: "m1")
        case "download": .download(Array("one\ntwo\n".utf8), contentType: "text/plain; charset=utf-8", filename: "Kit codes\r\n\".txt")
        default: .notFound("No such answer.")
        }
    }
}
