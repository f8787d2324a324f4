import HomeFeature
import LoginFeature
import ScreenKit
import UserFeature

extension AppFlow where Destination == KitDestination {
    /// Where the kit sends people: to sign in when a route needs it, home, and out.
    static var kit: AppFlow<KitDestination> {
        AppFlow { destination in
            switch destination {
            case .signIn(let returnTo): LoginPaths.signIn(next: returnTo)
            case .signedInHome(let user): UserPaths.detail(user.id)
            case .home: HomePaths.home.location
            case .signOut: LoginPaths.signOut.location
            }
        }
    }
}

extension AppFlow where Destination == LoginDestination {
    /// Where signing in and signing up lead.
    static var login: AppFlow<LoginDestination> {
        AppFlow { destination in
            switch destination {
            case .userDetail(let id): UserPaths.detail(id)
            }
        }
    }
}

extension AppFlow where Destination == HomeDestination {
    /// Where the home screen's welcome sends a visitor.
    static var home: AppFlow<HomeDestination> {
        AppFlow { destination in
            switch destination {
            case .signIn: LoginPaths.signIn.location
            case .register: LoginPaths.register.location
            }
        }
    }
}
