import Localization
import ViewCode

/// The document every page is shown in: the `<head>`, the nav bar with the signed-in user, the
/// flash area, then the screen's view.
///
/// Written straight from the chrome rather than built as a value of elements: a built shell
/// would copy the chrome's prerendered parts into each page, and count a reference to each,
/// on storage every request thread shares.
enum PageShell {
    static func render(
        _ chrome: PageChrome, into buffer: inout HTMLBuffer, title: String, user: SignedInUser?, currentPath: String,
        flash: FlashMessage?, content: some HTML
    ) {
        render(
            chrome.inLanguage(buffer.language), into: &buffer, title: title, user: user, currentPath: currentPath, flash: flash,
            content: content)
    }

    // The language's parts come in as an argument: read through a parameter, the prerendered
    // parts are borrowed where they lie; through a local, each is copied, its references
    // counted, for the closure below.
    private static func render(
        _ chrome: PageChrome.InLanguage, into buffer: inout HTMLBuffer, title: String, user: SignedInUser?, currentPath: String,
        flash: FlashMessage?, content: some HTML
    ) {
        chrome.document.render(into: &buffer, title: title) { buffer in
            if let user {
                chrome.signedInNavBar.render(into: &buffer, currentHref: currentPath, userName: user.name)
            } else {
                chrome.signedOutNavBar.render(into: &buffer, currentHref: currentPath, userName: nil)
            }
            // The request to confirm the address, for a member who has not yet.
            let notice = user?.emailConfirmed == false ? chrome.unconfirmedEmailNotice : nil
            PageMain(flash: flash.map { FlashBanner(message: $0.text, kind: $0.kind.bannerKind) }, notice: notice) {
                content
            }.render(into: &buffer)
        }
    }
}

/// What the shell shows on every page, settled once at start from the configuration and the
/// app's flow. A class: every page's shell holds it, and sharing one reference costs one
/// retain where copying its strings and arrays into each page cost one each.
final class PageChrome: Sendable {
    /// Where the brand and a status screen's link lead.
    let homeLocation: String
    /// The parts written in words, one set per language, by the language's raw value.
    private let languages: [InLanguage]

    /// The parts of the shell in one language. A class, so a page takes its language's parts
    /// with one retain and reads them in place.
    final class InLanguage: Sendable {
        /// The document around every page (its `<html lang>`): the `<head>`'s elements besides
        /// the title, rendered once, then each page's title and the app's name. The title comes
        /// after them, still well within the first kilobyte where the charset must be declared.
        let document: PrerenderedDocument
        /// The nav bar for each audience (its links settled once), rendered once per page its
        /// links lead to.
        let signedOutNavBar: PrerenderedNavBar
        let signedInNavBar: PrerenderedNavBar
        /// Shown to a member until they confirm their address, with a button that mails the
        /// link again; its form's CSRF field is written per page.
        let unconfirmedEmailNotice: Prerendered

        init(
            document: PrerenderedDocument, signedOutNavBar: PrerenderedNavBar, signedInNavBar: PrerenderedNavBar,
            unconfirmedEmailNotice: Prerendered
        ) {
            self.document = document
            self.signedOutNavBar = signedOutNavBar
            self.signedInNavBar = signedInNavBar
            self.unconfirmedEmailNotice = unconfirmedEmailNotice
        }
    }

    func inLanguage(_ language: Language) -> InLanguage {
        languages[language.rawValue]
    }

    init(
        appName: String, stylesheetPath: String, iconPath: String, navigationLinks: [NavigationLink],
        homeLocation: String, signOutLocation: String, accountLocation: String, resendConfirmationLocation: String
    ) {
        func links(signedIn: Bool, in language: Language) -> [NavLink] {
            navigationLinks.filter { $0.isVisible(signedIn: signedIn) }.map { NavLink(title: $0.title(in: language), href: $0.path) }
        }
        self.homeLocation = homeLocation
        languages = Language.allCases.map { language in
            InLanguage(
                document: PrerenderedDocument(lang: language.tag, titleSuffix: " · " + appName) {
                    Meta(charset: "utf-8")
                    Meta(name: "viewport", content: "width=device-width, initial-scale=1")
                    Link(rel: "stylesheet", href: stylesheetPath)
                    Link(rel: "icon", href: iconPath)
                },
                signedOutNavBar: PrerenderedNavBar(
                    brand: appName, brandHref: homeLocation, links: links(signedIn: false, in: language), signOutAction: nil,
                    language: language),
                signedInNavBar: PrerenderedNavBar(
                    brand: appName, brandHref: homeLocation, links: links(signedIn: true, in: language), userHref: accountLocation,
                    signOutAction: signOutLocation, language: language),
                unconfirmedEmailNotice: Prerendered(in: language) {
                    Div(.class("notice"), .role("status")) {
                        P { Localized(StatusText.confirmEmailNotice) }
                        Form(action: resendConfirmationLocation, method: .post) {
                            SubmitButton(StatusText.resendConfirmation.text(in: language), style: .secondary)
                        }
                    }
                })
        }
    }
}

extension FlashMessage.Kind {
    var bannerKind: FlashBanner.Kind {
        switch self {
        case .success: .success
        case .info: .info
        case .error: .error
        }
    }
}
