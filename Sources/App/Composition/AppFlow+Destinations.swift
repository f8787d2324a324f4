import HTTPCore
import LoginFeature
import UserFeature

extension AppFlow where Destination == LoginDestination {
    /// Where sign-in and sign-up lead.
    static var login: AppFlow<LoginDestination> {
        AppFlow { destination in
            switch destination {
            case .userDetail(let id): AppRoutes.userDetail(id: id)
            }
        }
    }
}

extension AppFlow where Destination == UserDestination {
    /// Where the member screens send a signed-out visitor.
    static var users: AppFlow<UserDestination> {
        AppFlow { destination in
            switch destination {
            case .signIn(let next): AppRoutes.signIn(next: next)
            }
        }
    }
}
