public import Domain
import HTTPCore
public import ScreenKit

/// The member screens, all for signed-in people: the members list (`GET /users`), a member's
/// page (`GET /users/{id}`) and editing one's own profile (`GET`/`POST /users/{id}/edit`).
/// A signed-out visitor is sent to sign in first and brought back afterwards.
///
/// ```swift
/// router.register(UserFeature(users: users, flow: AppFlow.users))
/// ```
public struct UserFeature: Feature, Sendable {
    let users: any UserRepository
    let flow: any FlowType<UserDestination>
    let pageSize: Int

    /// - Parameters:
    ///   - users: Where members are read and profiles saved.
    ///   - flow: Where ``UserDestination``s are, in the app's routes.
    ///   - pageSize: Members per page of the list; at least 1.
    public init(users: any UserRepository, flow: any FlowType<UserDestination>, pageSize: Int = 20) {
        self.users = users
        self.flow = flow
        self.pageSize = max(1, pageSize)
    }

    public func registerRoutes(on router: inout Router) {
        router.get(UserRoutes.list) { [self] context in
            signedIn(context) { _ in
                UserListCoordinator(
                    navigator: context.navigator, users: users, pageSize: pageSize, pageText: context.query["page"])
            }
        }
        router.get(UserRoutes.detailPattern) { [self] context in
            let id = try context.parameters.value("id", as: Int.self)
            return signedIn(context) { viewer in
                UserDetailCoordinator(navigator: context.navigator, viewer: viewer, users: users, id: id)
            }
        }
        router.get(UserRoutes.editPattern) { [self] context in
            let id = try context.parameters.value("id", as: Int.self)
            return signedIn(context) { viewer in
                EditUserCoordinator(navigator: context.navigator, viewer: viewer, users: users, id: id, action: .form)
            }
        }
        router.post(UserRoutes.editPattern) { [self] context in
            let id = try context.parameters.value("id", as: Int.self)
            // After signing in, the visitor comes back to the form, not to a replayed post.
            return signedIn(context, returningTo: UserRoutes.edit(id: id)) { viewer in
                EditUserCoordinator(
                    navigator: context.navigator, viewer: viewer, users: users, id: id,
                    action: .save(name: context.form["name"] ?? "", bio: context.form["bio"] ?? ""))
            }
        }
    }
}
