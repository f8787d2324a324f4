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
    /// The document around every page, one per language (its `<html lang>`), by the
    /// language's raw value: the `<head>`'s elements besides the title, rendered once, then
    /// each page's title and the app's name. The title comes after them, still well within the
    /// first kilobyte where the charset must be declared.
    let documents: [PrerenderedDocument]
    /// The nav bar for each audience (its links settled once), rendered once per page its
    /// links lead to.
    let signedOutNavBar: PrerenderedNavBar
    let signedInNavBar: PrerenderedNavBar
    /// Shown to a member until they confirm their address, with a button that mails the link
    /// again; its form's CSRF field is written per page.
    let unconfirmedEmailNotice: Prerendered

    init(
        appName: String, stylesheetPath: String, iconPath: String, navigationLinks: [NavigationLink],
        homeLocation: String, signOutLocation: String, accountLocation: String, resendConfirmationLocation: String
    ) {
        let signedInLinks = navigationLinks.filter { $0.isVisible(signedIn: true) }.map { NavLink(title: $0.title, href: $0.path) }
        let signedOutLinks = navigationLinks.filter { $0.isVisible(signedIn: false) }.map { NavLink(title: $0.title, href: $0.path) }
        self.homeLocation = homeLocation
        documents = Language.allCases.map { language in
            PrerenderedDocument(lang: language.tag, titleSuffix: " · " + appName) {
                Meta(charset: "utf-8")
                Meta(name: "viewport", content: "width=device-width, initial-scale=1")
                Link(rel: "stylesheet", href: stylesheetPath)
                Link(rel: "icon", href: iconPath)
            }
        }
        signedOutNavBar = PrerenderedNavBar(
            brand: appName, brandHref: homeLocation, links: signedOutLinks, signOutAction: nil)
        signedInNavBar = PrerenderedNavBar(
            brand: appName, brandHref: homeLocation, links: signedInLinks, userHref: accountLocation,
            signOutAction: signOutLocation)
        unconfirmedEmailNotice = Prerendered {
            Div(.class("notice"), .role("status")) {
                P { "Please confirm your e-mail address: open the link we sent you." }
                Form(action: resendConfirmationLocation, method: .post) {
                    SubmitButton("Send the link again", style: .secondary)
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
