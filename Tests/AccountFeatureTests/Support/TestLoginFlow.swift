import AccountFeature
import ScreenKit

/// The app side of the login flow, as the app maps it.
struct TestLoginFlow: FlowType {
    func location(of destination: AccountDestination) -> String {
        switch destination {
        case .userDetail(let id): "/users/\(id)"
        case .editProfile(let id): "/users/\(id)/edit"
        case .home: "/"
        case .avatar(let id, let tag): "/users/\(id)/avatar?v=\(tag)"
        }
    }
}
