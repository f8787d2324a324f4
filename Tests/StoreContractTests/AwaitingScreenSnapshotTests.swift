import Domain
import DomainTesting
import Foundation
import HTTPCore
import Repositories
import ScreenKit
import ScreenKitTesting
import Testing
import ViewCode

/// An awaiting `GET`, through the kit, reads one snapshot on either store: its reads before
/// and after its `await` agree while another instance commits in between.
struct AwaitingScreenSnapshotTests {
    @Test(arguments: StoreKind.available) func anAwaitingGetReadsOneSnapshotAcrossItsAwait(kind: StoreKind) async throws {
        try await withAwaitingStore(kind) { store in
            let other = try store.secondInstance()
            defer { other.close() }
            let created = try store.users.create(.sample())
            let otherUsers = other.users
            var router = Router()
            router.get(Path("/names"), .anyone, NamesCoordinator(users: store.users, id: created.id) {
                _ = try otherUsers.updateProfile(id: created.id, name: "Ada King", bio: "", location: nil)
            })
            let application = Application.testing(router: router, sessions: store.sessions, reads: SnapshotReads())
            var headers = HTTPHeaders()
            headers.add("Accept", "application/json")
            let request = try Request(method: .get, target: "/names", headers: headers, remoteAddress: "127.0.0.1")

            let pending = try #require(try application.respond(to: request).pending)
            let response = try await pending.work()

            let names = try JSONDecoder().decode(NamesView.Model.self, from: Data(response.body))
            #expect(names == NamesView.Model(before: "Ada Lovelace", after: "Ada Lovelace"))
            #expect(try store.users.user(id: created.id)?.name == "Ada King")
        }
    }
}

/// Reads a member's name, awaits while another request renames them, and reads it again.
private struct NamesCoordinator: Coordinator {
    typealias View = NamesView

    let users: any UserRepository
    let id: Int
    let renameElsewhere: @Sendable () throws -> Void

    func start(_ request: ScreenRequest<SignedInUser?, Void, NoFields>) throws -> Answer<NamesView.Model, Never> {
        let before = try users.user(id: id)?.name
        let (users, id, renameElsewhere) = (users, id, renameElsewhere)
        return .awaiting {
            try await Task.detached { try renameElsewhere() }.value
            return .show(NamesView.Model(before: before, after: try users.user(id: id)?.name))
        }
    }
}

private struct NamesView: ScreenView {
    struct Model: Codable, Equatable, Sendable {
        let before: String?
        let after: String?
    }

    let model: Model

    func title(in language: Language) -> String { "Names" }

    var body: some HTML {
        P("\(model.before ?? "") / \(model.after ?? "")")
    }
}
