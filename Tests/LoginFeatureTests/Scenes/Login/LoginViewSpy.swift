@testable import LoginFeature

/// Records what the sign-in presenter told its view.
final class LoginViewSpy: LoginViewable {
    private(set) var shown: [LoginViewModel] = []
    private(set) var failures: [LoginViewModel] = []
    private(set) var throttled: [LoginViewModel] = []

    func show(_ model: LoginViewModel) {
        shown.append(model)
    }

    func showSignInFailure(_ model: LoginViewModel) {
        failures.append(model)
    }

    func showTooManyAttempts(_ model: LoginViewModel) {
        throttled.append(model)
    }
}
