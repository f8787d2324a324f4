import HomeFeature
import AccountFeature
import ScreenKit
import UserFeature

extension AppFlow where Destination == KitDestination {
    /// Where the kit sends people: to sign in when a route needs it, home, and out.
    static var kit: AppFlow<KitDestination> {
        AppFlow { destination in
            switch destination {
            case .signIn(let returnTo): AccountPaths.signIn(next: returnTo)
            case .signedInHome(let user): UserPaths.detail(user.id)
            case .home: HomePaths.home.location
            case .signOut: AccountPaths.signOut.location
            case .confirmIdentity(let returnTo): AccountPaths.confirmIdentity(next: returnTo)
            case .accountSettings: AccountPaths.settings.location
            case .resendEmailConfirmation: AccountPaths.resendConfirmation.location
            }
        }
    }
}

extension AppFlow where Destination == AccountDestination {
    /// Where signing in and signing up lead.
    static var account: AppFlow<AccountDestination> {
        AppFlow { destination in
            switch destination {
            case .userDetail(let id): UserPaths.detail(id)
            case .editProfile(let id): UserPaths.edit(id)
            case .home: HomePaths.home.location
            case .avatar(let id, let tag): UserPaths.avatar.location(id, query: ["v": tag])
            }
        }
    }
}

extension AppFlow where Destination == HomeDestination {
    /// Where the home screen's welcome sends a visitor.
    static var home: AppFlow<HomeDestination> {
        AppFlow { destination in
            switch destination {
            case .signIn: AccountPaths.signIn.location
            case .register: AccountPaths.register.location
            }
        }
    }
}
