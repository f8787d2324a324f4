import HTTPCore
import ScreenKit

/// Routes that exist only to exercise the kit from tests.
struct KitTestFeature: Feature {
    func registerRoutes(on router: inout Router) {
        router.post(KitTestPaths.signIn, .anyone, form: TestSignInForm.self) { context, form in
            ClosureCoordinator {
                guard let user = TestUsers.user(id: form.userID) else {
                    return .status(.unprocessableContent, message: "No such user.")
                }
                try context.navigator.signIn(user)
                return .redirect(to: .newGreeting, in: TestFlow())
            }
        }
        router.get(KitTestPaths.signIn, .signedOutOnly) { _ in ClosureCoordinator { .show(Self.notePage("Sign in here")) } }
        router.post(KitTestPaths.signOut, .anyone) { context in
            ClosureCoordinator {
                try context.navigator.signOut()
                return .redirect(to: GreetingPaths.new.location, flash: .info("Signed out"))
            }
        }
        router.get(KitTestPaths.fail, .anyone) { _ in ClosureCoordinator { throw TestApplication.Boom() } }
        router.get(KitTestPaths.nothing, .anyone) { _ in ClosureCoordinator { .show(Page<NoteView>()) } }
        router.get(KitTestPaths.forbidden, .anyone) { _ in ClosureCoordinator { .forbidden("Only the owner may do that.") } }
        router.group(.requiresSignIn) { routes in
            routes.get(KitTestPaths.members) { context in
                ClosureCoordinator { .show(Self.notePage("Members of \(context.viewer.name)")) }
            }
            routes.form(KitTestPaths.member, NoteForm.self) { context, id, action in
                ClosureCoordinator {
                    switch action {
                    case .show: .show(Self.notePage("Member \(id) seen by \(context.viewer.name)"))
                    case .submit(let form): .redirect(to: KitTestPaths.member(id), flash: .success("Noted: \(form.note)"))
                    }
                }
            }
        }
        router.post(KitTestPaths.upload, .anyone, form: UploadForm.self, bodyLimit: 512) { _, form in
            ClosureCoordinator { .show(Self.notePage("\(form.title): \(form.file.filename), \(form.file.bytes.count) bytes")) }
        }
        router.get(KitTestPaths.home, .anyone) { context in
            ClosureCoordinator {
                let page = Page<HomeView>()
                page.show(SectionModels(try LoadedSection.load([WelcomeSection(), ProfileCardSection()], for: context.viewer)))
                return .show(page)
            }
        }
    }

    static func notePage(_ note: String) -> Page<NoteView> {
        let page = Page<NoteView>()
        page.show(NoteView.Model(note: note))
        return page
    }
}

/// The kit test routes' paths.
enum KitTestPaths {
    static let home = Path("/")
    static let signIn = Path("/test/sign-in")
    static let signOut = Path("/logout")
    static let settings = Path("/settings")
    static let resendConfirmation = Path("/email/confirm/resend")
    static let confirmIdentity = Path("/test/confirm")
    static let fail = Path("/test/fail")
    static let nothing = Path("/test/nothing")
    static let forbidden = Path("/test/forbidden")
    static let members = Path("/test/members")
    static let member = Path("/test/members/{id}", Int.self)
    static let upload = Path("/test/upload")
}

/// A one-line screen for routes that only need to show something.
struct NoteView: ScreenView {
    struct Model: Encodable, Sendable {
        let note: String
    }

    let model: Model

    var title: String { "Note" }

    var body: some HTML {
        H1(model.note)
        Form(action: "/test/anything", method: .post) {
            SubmitButton("Send")
        }
    }
}

struct TestSignInForm: Decodable {
    enum CodingKeys: String, CodingKey {
        case userID = "user_id"
    }

    let userID: Int
}

struct NoteForm: Decodable {
    let note: String
}

struct UploadForm: Decodable {
    let title: String
    let file: FormFile
}
