import LoginFeature
import ScreenKit

/// The app side of the login flow, as the app maps it.
struct TestLoginFlow: FlowType {
    func location(of destination: LoginDestination) -> String {
        switch destination {
        case .userDetail(let id): "/users/\(id)"
        }
    }
}
