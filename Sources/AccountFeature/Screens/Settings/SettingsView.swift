import ScreenKit

/// The settings screen: who is signed in, a change of address waiting, and a link to each setting.
struct SettingsView: ScreenView {
    let model: SettingsViewModel

    var title: String { "Settings" }

    var body: some HTML {
        VStack(alignment: .stretch, spacing: .large) {
            H1("Settings")
            P {
                "Signed in as "
                Strong { model.name }
                " ("
                model.email
                ")."
            }
            if let pending = model.pendingEmail {
                Div(.class("notice"), .role("status")) {
                    P {
                        "A change of your address to "
                        Strong(pending)
                        " is waiting for the link sent there to be opened."
                    }
                    Form(action: AccountPaths.cancelPendingEmail.location, method: .post) {
                        SubmitButton("Cancel the change", style: .secondary)
                    }
                }
            }
            UL(.class("settings-list")) {
                SettingsLink(title: "Profile", href: model.profilePath, detail: "Your name and bio, as members see them.")
                SettingsLink(title: "Picture", href: AccountPaths.avatar.location, detail: "The picture members see beside your name.")
                SettingsLink(title: "Password", href: AccountPaths.changePassword.location, detail: "Change the password you sign in with.")
                SettingsLink(title: "E-mail", href: AccountPaths.changeEmail.location, detail: "Change the address you sign in with.")
                SettingsLink(
                    title: "Authenticator codes", href: AccountPaths.authenticator.location,
                    detail: "Ask for a code from an app on your phone after your password.")
                SettingsLink(
                    title: "Passkeys", href: AccountPaths.passkeys.location,
                    detail: "Sign in with your device's fingerprint, face or PIN instead of your password.")
                SettingsLink(
                    title: "Devices", href: AccountPaths.devices.location,
                    detail: model.deviceCount == 1 ? "Signed in on 1 device." : "Signed in on \(model.deviceCount) devices.")
                SettingsLink(title: "Security activity", href: AccountPaths.activity.location, detail: "Sign-ins and changes to your account.")
                SettingsLink(title: "Delete account", href: AccountPaths.deleteAccount.location, detail: "Remove your account and everything kept for it.")
            }
        }
    }
}

/// One setting: its name as a link, and what it is for.
private struct SettingsLink: HTMLComponent {
    let title: String
    let href: String
    let detail: String

    var body: some HTML {
        LI {
            A(href: href) { title }
            P(.class("text-muted")) { detail }
        }
    }
}
