/// The messages the account sends, each written once: what it says and where its link goes.
///
/// No message carries text a member wrote (a name, a bio): mail goes to addresses nobody has
/// proven yet (a sign-up, a new address, a squatted account's), and the site must not carry a
/// stranger's words to them. An address a member typed appears only as quoted data, and only
/// where the reader needs it to decide what to do.
enum AccountMail {
    static func passwordReset(link: String, appName: String) -> MailContent {
        MailContent(
            subject: "Reset your \(appName) password",
            greeting: "Hello,",
            paragraphs: [
                "Someone asked to reset the password of the \(appName) account that uses this address. If it was you, choose a new password with the link below. It works once, for 30 minutes.",
                "Choosing a new password signs out every device signed in to the account.",
            ],
            action: (title: "Choose a new password", url: link),
            footnote: "If you did not ask for this, ignore this message: the password stays as it is.",
            appName: appName)
    }

    static func signInLink(link: String, appName: String) -> MailContent {
        MailContent(
            subject: "Your \(appName) sign-in link",
            greeting: "Hello,",
            paragraphs: ["Here is the link you asked for to sign in to \(appName) without your password. It works once, for 15 minutes."],
            action: (title: "Sign in to \(appName)", url: link),
            footnote: "If you did not ask for this, ignore this message: nobody can sign in without opening the link.",
            appName: appName)
    }

    static func confirmation(link: String, appName: String) -> MailContent {
        MailContent(
            subject: "Confirm your e-mail address for \(appName)",
            greeting: "Welcome,",
            paragraphs: ["Please confirm that this address is yours, so that you can always get back into your account. The link works once, for 48 hours."],
            action: (title: "Confirm my address", url: link),
            footnote: "If you did not sign up for \(appName), ignore this message.",
            appName: appName)
    }

    static func emailChange(link: String, appName: String) -> MailContent {
        MailContent(
            subject: "Confirm your new e-mail address for \(appName)",
            greeting: "Hello,",
            paragraphs: ["Someone signed in to \(appName) asked to sign in with this address from now on. The change takes effect when you open the link below; it works once, for 48 hours."],
            action: (title: "Use this address", url: link),
            footnote: "If you did not ask for this, ignore this message: nothing changes.",
            appName: appName)
    }

    /// To the current address, the moment a change away from it is asked for.
    static func emailChangeRequested(newEmail: String, cancelLink: String, appName: String) -> MailContent {
        MailContent(
            subject: "Your \(appName) e-mail address is about to change",
            greeting: "Hello,",
            paragraphs: [
                "Someone signed in to your \(appName) account asked to move it from this address to “\(newEmail)”. The change happens only when the link sent there is opened.",
                "If this was not you, cancel the change with the link below (it works for 48 hours), then change your password and sign out the devices you do not know.",
            ],
            action: (title: "Cancel the change", url: cancelLink),
            footnote: "If you asked for the change, there is nothing to do.",
            appName: appName)
    }

    /// To an address that already has an account, when another account asked to move to it:
    /// the one who asked learns nothing on the page, the owner learns it here.
    static func addressInUse(signInLink: String, appName: String) -> MailContent {
        MailContent(
            subject: "About your \(appName) account",
            greeting: "Hello,",
            paragraphs: [
                "Someone signed in to another \(appName) account asked to move it to this address. This address already belongs to your account, so nothing changed.",
                "If it was you, sign in with this address instead.",
            ],
            action: (title: "Go to the sign-in page", url: signInLink),
            footnote: "If you did not ask for this, ignore this message: your account is as it was.",
            appName: appName)
    }

    static func emailChangedNotice(newEmail: String, settingsLink: String, appName: String) -> MailContent {
        MailContent(
            subject: "Your \(appName) e-mail address was changed",
            greeting: "Hello,",
            paragraphs: [
                "Your \(appName) account now signs in with “\(newEmail)” instead of this address.",
                "If you did not make this change, reset your password from the sign-in page and check the devices signed in to your account.",
            ],
            action: (title: "Open your account settings", url: settingsLink),
            footnote: "This is a notice; there is nothing to do if you made the change.",
            appName: appName)
    }

    /// To an address no member has, for a reset or sign-in link asked for it: the person who
    /// owns it learns why a message came, and the one who asked learns nothing on the page.
    static func noAccount(signInLink: String, appName: String) -> MailContent {
        MailContent(
            subject: "About your request at \(appName)",
            greeting: "Hello,",
            paragraphs: [
                "Someone asked for a password reset or a sign-in link for this address at \(appName), but no account uses it.",
                "If it was you, perhaps you signed up with another address: try that one.",
            ],
            action: (title: "Go to the sign-in page", url: signInLink),
            footnote: "If you did not ask for this, ignore this message.",
            appName: appName)
    }
}
