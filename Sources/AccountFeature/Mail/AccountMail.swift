/// The messages the account sends, each written once: what it says and where its link goes.
enum AccountMail {
    static func passwordReset(name: String, link: String, appName: String) -> MailContent {
        MailContent(
            subject: "Reset your \(appName) password",
            greeting: "Hello \(name),",
            paragraphs: [
                "Someone asked to reset the password of your \(appName) account. If it was you, choose a new password with the link below. It works once, for 30 minutes.",
                "Choosing a new password signs out every device signed in to your account.",
            ],
            action: (title: "Choose a new password", url: link),
            footnote: "If you did not ask for this, ignore this message: your password stays as it is.",
            appName: appName)
    }

    static func signInLink(name: String, link: String, appName: String) -> MailContent {
        MailContent(
            subject: "Your \(appName) sign-in link",
            greeting: "Hello \(name),",
            paragraphs: ["Here is the link you asked for to sign in to \(appName) without your password. It works once, for 15 minutes."],
            action: (title: "Sign in to \(appName)", url: link),
            footnote: "If you did not ask for this, ignore this message: nobody can sign in without opening the link.",
            appName: appName)
    }

    static func confirmation(name: String, link: String, appName: String) -> MailContent {
        MailContent(
            subject: "Confirm your e-mail address for \(appName)",
            greeting: "Welcome, \(name),",
            paragraphs: ["Please confirm that this address is yours, so that you can always get back into your account. The link works once, for 48 hours."],
            action: (title: "Confirm my address", url: link),
            footnote: "If you did not sign up for \(appName), ignore this message.",
            appName: appName)
    }

    static func emailChange(name: String, newEmail: String, link: String, appName: String) -> MailContent {
        MailContent(
            subject: "Confirm your new e-mail address for \(appName)",
            greeting: "Hello \(name),",
            paragraphs: ["You asked to sign in to \(appName) with \(newEmail) from now on. The change takes effect when you open the link below; it works once, for 48 hours."],
            action: (title: "Use this address", url: link),
            footnote: "If you did not ask for this, ignore this message: your address stays as it is.",
            appName: appName)
    }

    static func emailChangedNotice(name: String, newEmail: String, settingsLink: String, appName: String) -> MailContent {
        MailContent(
            subject: "Your \(appName) e-mail address was changed",
            greeting: "Hello \(name),",
            paragraphs: [
                "Your \(appName) account now signs in with \(newEmail) instead of this address.",
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
