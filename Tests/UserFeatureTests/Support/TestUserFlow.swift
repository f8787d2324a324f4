import HTTPCore
import ScreenKit
import UserFeature

/// The app side of the member screens' flow, as the app maps it.
struct TestUserFlow: FlowType {
    func location(of destination: UserDestination) -> String {
        switch destination {
        case .signIn(let next): "/login?next=" + URLEncodedForm.encode(next)
        }
    }
}
