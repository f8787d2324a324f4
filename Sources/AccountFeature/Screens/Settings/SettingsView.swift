import ScreenKit
import ViewCode

/// The settings screen: who is signed in, a change of address waiting, and a link to each setting.
struct SettingsView: ScreenView {
    let model: SettingsViewModel

    func title(in language: Language) -> String { SettingsText.settingsTitle.text() }

    var body: some HTML {
        VStack(alignment: .stretch, spacing: .large) {
            H1 { Localized(SettingsText.settingsTitle) }
            P {
                Localized(SettingsText.signedInAs)
                " "
                Strong { model.name }
                " ("
                model.email
                ")."
            }
            if let pending = model.pendingEmail {
                Div(.class("notice"), .role("status")) {
                    P {
                        Localized(SettingsText.pendingEmailBefore)
                        " "
                        Strong(pending)
                        " "
                        Localized(SettingsText.pendingEmailAfter)
                    }
                    Form(action: AccountPaths.cancelPendingEmail.location, method: .post) {
                        SubmitButton(SettingsText.cancelPendingEmail.text(), style: .secondary)
                    }
                }
            }
            UL(.class("settings-list")) {
                SettingsLink(title: .profileLink, href: model.profilePath, detail: Localized(SettingsText.profileDetail))
                SettingsLink(title: .pictureLink, href: AccountPaths.avatar.location, detail: Localized(SettingsText.pictureDetail))
                SettingsLink(
                    title: .passwordLink, href: AccountPaths.changePassword.location, detail: Localized(SettingsText.passwordDetail))
                SettingsLink(title: .emailLink, href: AccountPaths.changeEmail.location, detail: Localized(SettingsText.emailDetail))
                SettingsLink(
                    title: .languageLink, href: AccountPaths.languageSetting.location, detail: Localized(SettingsText.languageDetail))
                SettingsLink(
                    title: .authenticatorLink, href: AccountPaths.authenticator.location,
                    detail: Localized(SettingsText.authenticatorDetail))
                SettingsLink(title: .passkeysLink, href: AccountPaths.passkeys.location, detail: Localized(SettingsText.passkeysDetail))
                SettingsLink(
                    title: .devicesLink, href: AccountPaths.devices.location,
                    detail: Localized(SettingsText.devicesDetail, .count(model.deviceCount)))
                SettingsLink(title: .activityLink, href: AccountPaths.activity.location, detail: Localized(SettingsText.activityDetail))
                SettingsLink(title: .deleteLink, href: AccountPaths.deleteAccount.location, detail: Localized(SettingsText.deleteDetail))
            }
        }
    }
}

/// One setting: its name as a link, and what it is for.
private struct SettingsLink: HTMLComponent {
    let title: SettingsText
    let href: String
    let detail: Localized<SettingsText>

    var body: some HTML {
        LI {
            A(href: href) { Localized(title) }
            P(.class("text-muted")) { detail }
        }
    }
}
