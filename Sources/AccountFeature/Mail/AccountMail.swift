import ScreenKit

/// The messages the account sends, each written once: what it says and where its link goes,
/// in the recipient's `language` (``Language/current`` while the message is written, so its
/// words are the recipient's whatever page asked for it).
///
/// No message carries text a member wrote (a name, a bio): mail goes to addresses nobody has
/// proven yet (a sign-up, a new address, a squatted account's), and the site must not carry a
/// stranger's words to them. An address a member typed appears only as quoted data, and only
/// where the reader needs it to decide what to do.
enum AccountMail {
    static func passwordReset(link: String, appName: String, language: Language) -> MailContent {
        Language.$current.withValue(language) {
            let app = MessageArgument.text("app", appName)
            return MailContent(
                subject: MailText.resetSubject.text(app),
                greeting: MailText.hello.text(),
                paragraphs: [MailText.resetBody.text(app), MailText.resetSignsOut.text()],
                action: (title: MailText.resetAction.text(), url: link),
                footnote: MailText.resetFootnote.text(),
                appName: appName, language: language)
        }
    }

    static func signInLink(link: String, appName: String, language: Language) -> MailContent {
        Language.$current.withValue(language) {
            let app = MessageArgument.text("app", appName)
            return MailContent(
                subject: MailText.signInSubject.text(app),
                greeting: MailText.hello.text(),
                paragraphs: [MailText.signInBody.text(app)],
                action: (title: MailText.signInAction.text(app), url: link),
                footnote: MailText.signInFootnote.text(),
                appName: appName, language: language)
        }
    }

    static func confirmation(link: String, appName: String, language: Language) -> MailContent {
        Language.$current.withValue(language) {
            let app = MessageArgument.text("app", appName)
            return MailContent(
                subject: MailText.confirmSubject.text(app),
                greeting: MailText.welcome.text(),
                paragraphs: [MailText.confirmBody.text()],
                action: (title: MailText.confirmAction.text(), url: link),
                footnote: MailText.confirmFootnote.text(app),
                appName: appName, language: language)
        }
    }

    static func emailChange(link: String, appName: String, language: Language) -> MailContent {
        Language.$current.withValue(language) {
            let app = MessageArgument.text("app", appName)
            return MailContent(
                subject: MailText.changeSubject.text(app),
                greeting: MailText.hello.text(),
                paragraphs: [MailText.changeBody.text(app)],
                action: (title: MailText.changeAction.text(), url: link),
                footnote: MailText.changeFootnote.text(),
                appName: appName, language: language)
        }
    }

    /// To the current address, the moment a change away from it is asked for.
    static func emailChangeRequested(newEmail: String, cancelLink: String, appName: String, language: Language) -> MailContent {
        Language.$current.withValue(language) {
            let app = MessageArgument.text("app", appName)
            return MailContent(
                subject: MailText.changeRequestedSubject.text(app),
                greeting: MailText.hello.text(),
                paragraphs: [
                    MailText.changeRequestedBody.text(app, .text("email", newEmail)),
                    MailText.changeRequestedAdvice.text(),
                ],
                action: (title: MailText.changeRequestedAction.text(), url: cancelLink),
                footnote: MailText.changeRequestedFootnote.text(),
                appName: appName, language: language)
        }
    }

    /// To an address that already has an account, when another account asked to move to it:
    /// the one who asked learns nothing on the page, the owner learns it here.
    static func addressInUse(signInLink: String, appName: String, language: Language) -> MailContent {
        Language.$current.withValue(language) {
            let app = MessageArgument.text("app", appName)
            return MailContent(
                subject: MailText.addressInUseSubject.text(app),
                greeting: MailText.hello.text(),
                paragraphs: [MailText.addressInUseBody.text(app), MailText.addressInUseAdvice.text()],
                action: (title: MailText.signInPageAction.text(), url: signInLink),
                footnote: MailText.addressInUseFootnote.text(),
                appName: appName, language: language)
        }
    }

    static func emailChangedNotice(newEmail: String, settingsLink: String, appName: String, language: Language) -> MailContent {
        Language.$current.withValue(language) {
            let app = MessageArgument.text("app", appName)
            return MailContent(
                subject: MailText.changedSubject.text(app),
                greeting: MailText.hello.text(),
                paragraphs: [MailText.changedBody.text(app, .text("email", newEmail)), MailText.changedAdvice.text()],
                action: (title: MailText.changedAction.text(), url: settingsLink),
                footnote: MailText.changedFootnote.text(),
                appName: appName, language: language)
        }
    }

    /// To an address no member has, for a reset or sign-in link asked for it: the person who
    /// owns it learns why a message came, and the one who asked learns nothing on the page.
    static func noAccount(signInLink: String, appName: String, language: Language) -> MailContent {
        Language.$current.withValue(language) {
            let app = MessageArgument.text("app", appName)
            return MailContent(
                subject: MailText.noAccountSubject.text(app),
                greeting: MailText.hello.text(),
                paragraphs: [MailText.noAccountBody.text(app), MailText.noAccountAdvice.text()],
                action: (title: MailText.signInPageAction.text(), url: signInLink),
                footnote: MailText.noAccountFootnote.text(),
                appName: appName, language: language)
        }
    }

    /// To the member, the moment a way into their account is added, changed or turned off:
    /// someone who got into a session must not add one quietly.
    static func wayInNotice(_ change: WayInChange, activityLink: String, appName: String, language: Language) -> MailContent {
        Language.$current.withValue(language) {
            let app = MessageArgument.text("app", appName)
            let (subject, body): (MailText, MailText) = switch change {
            case .passkeyAdded: (.passkeyAddedSubject, .passkeyAddedBody)
            case .codesOn: (.codesOnSubject, .codesOnBody)
            case .codesOff: (.codesOffSubject, .codesOffBody)
            case .newRecoveryCodes: (.newCodesSubject, .newCodesBody)
            }
            return MailContent(
                subject: subject.text(app),
                greeting: MailText.hello.text(),
                paragraphs: [body.text(app), MailText.wayInAdvice.text()],
                action: (title: MailText.wayInAction.text(), url: activityLink),
                footnote: MailText.wayInFootnote.text(),
                appName: appName, language: language)
        }
    }

    /// To an address that already has an account, when someone tried to sign up with it: the
    /// page says the address is taken, and the owner learns of the try here.
    static func signUpAttempt(resetLink: String, appName: String, language: Language) -> MailContent {
        Language.$current.withValue(language) {
            let app = MessageArgument.text("app", appName)
            return MailContent(
                subject: MailText.signUpAttemptSubject.text(),
                greeting: MailText.hello.text(),
                paragraphs: [MailText.signUpAttemptBody.text(app), MailText.signUpAttemptAdvice.text()],
                action: (title: MailText.resetAction.text(), url: resetLink),
                footnote: MailText.signUpAttemptFootnote.text(),
                appName: appName, language: language)
        }
    }
}

/// A change to the ways into an account that its owner is told about.
enum WayInChange: Sendable, Equatable {
    case passkeyAdded
    case codesOn
    case codesOff
    case newRecoveryCodes
}
