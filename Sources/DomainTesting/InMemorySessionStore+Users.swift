public import Domain
public import ScreenKit

extension InMemorySessionStore {
    /// Sessions whose users are the members of `users`, read at each request as the app reads
    /// them from storage: a renamed member shows their new name, a deleted one is signed out,
    /// an unconfirmed address shows as such. With an ``InMemoryUserRepository``, a password
    /// reset also ends the member's sessions here, as storage ends them.
    public convenience init(users: any UserRepository) {
        self.init { id in
            try users.user(id: id).map { SignedInUser(id: $0.id, name: $0.name, emailConfirmed: $0.isEmailConfirmed) }
        }
        (users as? InMemoryUserRepository)?.endSessionsOnPasswordReset(in: self)
    }
}
