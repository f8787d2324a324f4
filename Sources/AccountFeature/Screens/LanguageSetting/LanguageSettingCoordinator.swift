import ScreenKit

/// Builds the language form's presenter for a request; once saved, back to the settings.
struct LanguageSettingCoordinator: Coordinator {
    typealias View = LanguageSettingView

    let dependencies: any AccountDependencies

    func start(
        _ request: ScreenRequest<SignedInUser, Void, LanguageSettingForm>
    ) throws -> Answer<LanguageSettingViewModel, LanguageSettingPresenter.Destination> {
        let presenter = LanguageSettingPresenter(dependencies, viewer: request.viewer)
        switch request.action {
        case .show: return presenter.load()
        case .submit(let form): return try presenter.choose(tag: form.language)
        }
    }

    func location(of destination: LanguageSettingPresenter.Destination) -> String {
        switch destination { case .settings: AccountPaths.settings.location }
    }
}
