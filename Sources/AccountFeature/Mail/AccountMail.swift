import ScreenKit

/// The messages the account sends, each written once: what it says and where its link goes,
/// in the recipient's `language`.
///
/// No message carries text a member wrote (a name, a bio): mail goes to addresses nobody has
/// proven yet (a sign-up, a new address, a squatted account's), and the site must not carry a
/// stranger's words to them. An address a member typed appears only as quoted data, and only
/// where the reader needs it to decide what to do.
enum AccountMail {
    static func passwordReset(link: String, appName: String, language: Language) -> MailContent {
        let app = MessageArgument.text("app", appName)
        return MailContent(
            subject: MailText.resetSubject.text(in: language, app),
            greeting: MailText.hello.text(in: language),
            paragraphs: [MailText.resetBody.text(in: language, app), MailText.resetSignsOut.text(in: language)],
            action: (title: MailText.resetAction.text(in: language), url: link),
            footnote: MailText.resetFootnote.text(in: language),
            appName: appName, language: language)
    }

    static func signInLink(link: String, appName: String, language: Language) -> MailContent {
        let app = MessageArgument.text("app", appName)
        return MailContent(
            subject: MailText.signInSubject.text(in: language, app),
            greeting: MailText.hello.text(in: language),
            paragraphs: [MailText.signInBody.text(in: language, app)],
            action: (title: MailText.signInAction.text(in: language, app), url: link),
            footnote: MailText.signInFootnote.text(in: language),
            appName: appName, language: language)
    }

    static func confirmation(link: String, appName: String, language: Language) -> MailContent {
        let app = MessageArgument.text("app", appName)
        return MailContent(
            subject: MailText.confirmSubject.text(in: language, app),
            greeting: MailText.welcome.text(in: language),
            paragraphs: [MailText.confirmBody.text(in: language)],
            action: (title: MailText.confirmAction.text(in: language), url: link),
            footnote: MailText.confirmFootnote.text(in: language, app),
            appName: appName, language: language)
    }

    static func emailChange(link: String, appName: String, language: Language) -> MailContent {
        let app = MessageArgument.text("app", appName)
        return MailContent(
            subject: MailText.changeSubject.text(in: language, app),
            greeting: MailText.hello.text(in: language),
            paragraphs: [MailText.changeBody.text(in: language, app)],
            action: (title: MailText.changeAction.text(in: language), url: link),
            footnote: MailText.changeFootnote.text(in: language),
            appName: appName, language: language)
    }

    /// To the current address, the moment a change away from it is asked for.
    static func emailChangeRequested(newEmail: String, cancelLink: String, appName: String, language: Language) -> MailContent {
        let app = MessageArgument.text("app", appName)
        return MailContent(
            subject: MailText.changeRequestedSubject.text(in: language, app),
            greeting: MailText.hello.text(in: language),
            paragraphs: [
                MailText.changeRequestedBody.text(in: language, app, .text("email", newEmail)),
                MailText.changeRequestedAdvice.text(in: language),
            ],
            action: (title: MailText.changeRequestedAction.text(in: language), url: cancelLink),
            footnote: MailText.changeRequestedFootnote.text(in: language),
            appName: appName, language: language)
    }

    /// To an address that already has an account, when another account asked to move to it:
    /// the one who asked learns nothing on the page, the owner learns it here.
    static func addressInUse(signInLink: String, appName: String, language: Language) -> MailContent {
        let app = MessageArgument.text("app", appName)
        return MailContent(
            subject: MailText.addressInUseSubject.text(in: language, app),
            greeting: MailText.hello.text(in: language),
            paragraphs: [MailText.addressInUseBody.text(in: language, app), MailText.addressInUseAdvice.text(in: language)],
            action: (title: MailText.signInPageAction.text(in: language), url: signInLink),
            footnote: MailText.addressInUseFootnote.text(in: language),
            appName: appName, language: language)
    }

    static func emailChangedNotice(newEmail: String, settingsLink: String, appName: String, language: Language) -> MailContent {
        let app = MessageArgument.text("app", appName)
        return MailContent(
            subject: MailText.changedSubject.text(in: language, app),
            greeting: MailText.hello.text(in: language),
            paragraphs: [MailText.changedBody.text(in: language, app, .text("email", newEmail)), MailText.changedAdvice.text(in: language)],
            action: (title: MailText.changedAction.text(in: language), url: settingsLink),
            footnote: MailText.changedFootnote.text(in: language),
            appName: appName, language: language)
    }

    /// To an address no member has, for a reset or sign-in link asked for it: the person who
    /// owns it learns why a message came, and the one who asked learns nothing on the page.
    static func noAccount(signInLink: String, appName: String, language: Language) -> MailContent {
        let app = MessageArgument.text("app", appName)
        return MailContent(
            subject: MailText.noAccountSubject.text(in: language, app),
            greeting: MailText.hello.text(in: language),
            paragraphs: [MailText.noAccountBody.text(in: language, app), MailText.noAccountAdvice.text(in: language)],
            action: (title: MailText.signInPageAction.text(in: language), url: signInLink),
            footnote: MailText.noAccountFootnote.text(in: language),
            appName: appName, language: language)
    }

    /// To the member, the moment a way into their account is added, changed or turned off:
    /// someone who got into a session must not add one quietly.
    static func wayInNotice(_ change: WayInChange, activityLink: String, appName: String, language: Language) -> MailContent {
        let app = MessageArgument.text("app", appName)
        let (subject, body): (MailText, MailText) = switch change {
        case .passkeyAdded: (.passkeyAddedSubject, .passkeyAddedBody)
        case .codesOn: (.codesOnSubject, .codesOnBody)
        case .codesOff: (.codesOffSubject, .codesOffBody)
        case .newRecoveryCodes: (.newCodesSubject, .newCodesBody)
        }
        return MailContent(
            subject: subject.text(in: language, app),
            greeting: MailText.hello.text(in: language),
            paragraphs: [body.text(in: language, app), MailText.wayInAdvice.text(in: language)],
            action: (title: MailText.wayInAction.text(in: language), url: activityLink),
            footnote: MailText.wayInFootnote.text(in: language),
            appName: appName, language: language)
    }

    /// To an address that already has an account, when someone tried to sign up with it: the
    /// page says the address is taken, and the owner learns of the try here.
    static func signUpAttempt(resetLink: String, appName: String, language: Language) -> MailContent {
        let app = MessageArgument.text("app", appName)
        return MailContent(
            subject: MailText.signUpAttemptSubject.text(in: language),
            greeting: MailText.hello.text(in: language),
            paragraphs: [MailText.signUpAttemptBody.text(in: language, app), MailText.signUpAttemptAdvice.text(in: language)],
            action: (title: MailText.resetAction.text(in: language), url: resetLink),
            footnote: MailText.signUpAttemptFootnote.text(in: language),
            appName: appName, language: language)
    }
}

/// A change to the ways into an account that its owner is told about.
enum WayInChange: Sendable, Equatable {
    case passkeyAdded
    case codesOn
    case codesOff
    case newRecoveryCodes
}
