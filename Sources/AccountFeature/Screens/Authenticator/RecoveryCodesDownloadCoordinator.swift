import ScreenKit

/// The recovery codes a page just showed, as a text file: the form sends back the page's
/// sealed copy of them, the only one there is.
struct RecoveryCodesDownloadCoordinator: Coordinator {
    typealias View = AuthenticatorView

    let dependencies: any AccountDependencies

    func start(
        _ request: ScreenRequest<SignedInUser, Void, RecoveryCodesDownloadForm>
    ) throws -> Answer<AuthenticatorViewModel, AuthenticatorPresenter.Destination> {
        guard case .submit(let form) = request.action else { return .go(.authenticator) }
        return try AuthenticatorPresenter(dependencies, viewer: request.viewer, sessions: request.sessions).downloadRecoveryCodes(sealed: form.codes)
    }

    func location(of destination: AuthenticatorPresenter.Destination) -> String {
        destination.location
    }
}

/// The download form: the codes, sealed for the member.
struct RecoveryCodesDownloadForm: Decodable, Sendable {
    enum CodingKeys: String, CodingKey {
        case codes
    }

    let codes: String
}
