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
        chrome.documents[buffer.language.rawValue].render(into: &buffer, title: title) { buffer in
            let language = buffer.language.rawValue
            if let user {
                chrome.signedInNavBars[language].render(into: &buffer, currentHref: currentPath, userName: user.name)
            } else {
                chrome.signedOutNavBars[language].render(into: &buffer, currentHref: currentPath, userName: nil)
            }
            // The request to confirm the address, for a member who has not yet.
            let notice = user?.emailConfirmed == false ? chrome.unconfirmedEmailNotices[language] : nil
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
    /// The document around every page, one per language (its `<html lang>`), by the
    /// language's raw value: the `<head>`'s elements besides the title, rendered once, then
    /// each page's title and the app's name. The title comes after them, still well within the
    /// first kilobyte where the charset must be declared.
    let documents: [PrerenderedDocument]
    /// The nav bar for each audience (its links settled once) in each language, by the
    /// language's raw value, rendered once per page its links lead to.
    let signedOutNavBars: [PrerenderedNavBar]
    let signedInNavBars: [PrerenderedNavBar]
    /// Shown to a member until they confirm their address, with a button that mails the link
    /// again, in each language; its form's CSRF field is written per page.
    let unconfirmedEmailNotices: [Prerendered]

    init(
        appName: String, stylesheetPath: String, iconPath: String, navigationLinks: [NavigationLink],
        homeLocation: String, signOutLocation: String, accountLocation: String, resendConfirmationLocation: String
    ) {
        func links(signedIn: Bool, in language: Language) -> [NavLink] {
            navigationLinks.filter { $0.isVisible(signedIn: signedIn) }.map { NavLink(title: $0.title(in: language), href: $0.path) }
        }
        self.homeLocation = homeLocation
        documents = Language.allCases.map { language in
            PrerenderedDocument(lang: language.tag, titleSuffix: " · " + appName) {
                Meta(charset: "utf-8")
                Meta(name: "viewport", content: "width=device-width, initial-scale=1")
                Link(rel: "stylesheet", href: stylesheetPath)
                Link(rel: "icon", href: iconPath)
            }
        }
        signedOutNavBars = Language.allCases.map { language in
            PrerenderedNavBar(
                brand: appName, brandHref: homeLocation, links: links(signedIn: false, in: language), signOutAction: nil,
                language: language)
        }
        signedInNavBars = Language.allCases.map { language in
            PrerenderedNavBar(
                brand: appName, brandHref: homeLocation, links: links(signedIn: true, in: language), userHref: accountLocation,
                signOutAction: signOutLocation, language: language)
        }
        unconfirmedEmailNotices = Language.allCases.map { language in
            Prerendered(in: language) {
                Div(.class("notice"), .role("status")) {
                    P { Localized(StatusText.confirmEmailNotice) }
                    Form(action: resendConfirmationLocation, method: .post) {
                        SubmitButton(StatusText.resendConfirmation.text(in: language), style: .secondary)
                    }
                }
            }
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
