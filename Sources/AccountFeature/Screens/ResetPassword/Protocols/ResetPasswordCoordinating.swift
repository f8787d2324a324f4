import ScreenKit

/// Where the new-password presenter may send the flow.
protocol ResetPasswordCoordinating: AnyObject {
    /// The password is set and every session ended: sign this device in.
    func didResetPassword(for member: SignedInUser) throws
}
