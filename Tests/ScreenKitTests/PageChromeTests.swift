@testable import ScreenKit
import Testing
import ViewCode

/// The parts of the shell rendered once at start.
struct PageChromeTests {
    private let chrome = PageChrome(
        appName: "Test <App>", stylesheetPath: "/css/app.css", iconPath: "/favicon.svg",
        navigationLinks: [
            NavigationLink("Home", path: "/"),
            NavigationLink("Members", path: "/users", audience: .signedIn),
            NavigationLink("Sign in", path: "/login", audience: .signedOut),
        ],
        homeLocation: "/", signOutLocation: "/logout", accountLocation: "/settings",
        resendConfirmationLocation: "/email/confirm/resend")

    @Test func eachAudienceSeesItsOwnLinksAndOnlyMembersTheSignOutForm() {
        var signedOut = HTMLBuffer()
        chrome.inLanguage(.english).signedOutNavBar.render(into: &signedOut, currentHref: "/", userName: nil)
        let visitor = String(decoding: signedOut.takeBytes(), as: UTF8.self)
        var signedIn = HTMLBuffer()
        signedIn.hiddenFormFields = [(name: "csrf_token", value: "t0k3n")]
        chrome.inLanguage(.english).signedInNavBar.render(into: &signedIn, currentHref: "/", userName: "Ada")
        let member = String(decoding: signedIn.takeBytes(), as: UTF8.self)

        #expect(visitor.contains(#"href="/login""#) && !visitor.contains(#"href="/users""#))
        #expect(!visitor.contains("<form"))
        #expect(member.contains(#"href="/users""#) && !member.contains(#"href="/login""#))
        #expect(member.contains(#"action="/logout""#) && member.contains(#"value="t0k3n""#))
        #expect(member.contains(#"<a href="/settings" title="Ada" class="navbar-user-name">"#) && !visitor.contains("/settings"))
    }

    @Test func headHoldsTheCharsetFirstThenTheStylesheetAndIconThenTheTitleWithTheAppsName() {
        var buffer = HTMLBuffer()
        chrome.inLanguage(.english).document.render(into: &buffer, title: "Sign in") { _ in }
        let html = String(decoding: buffer.takeBytes(), as: UTF8.self)
        #expect(html.hasPrefix(#"<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">"#))
        #expect(html.contains(#"<link rel="stylesheet" href="/css/app.css">"#))
        #expect(html.contains(#"<link rel="icon" href="/favicon.svg">"#))
        #expect(html.contains("<title>Sign in · Test &lt;App&gt;</title></head><body>"))
    }

    @Test func theConfirmationBannerPostsToResendWithThePagesToken() {
        var buffer = HTMLBuffer()
        buffer.hiddenFormFields = [(name: "csrf_token", value: "t0k3n")]
        chrome.inLanguage(.english).unconfirmedEmailNotice.render(into: &buffer)
        let banner = String(decoding: buffer.takeBytes(), as: UTF8.self)
        #expect(banner.contains("Please confirm your e-mail address"))
        #expect(banner.contains(#"action="/email/confirm/resend""#) && banner.contains(#"value="t0k3n""#))
    }

    @Test func eachLanguageHasItsOwnBarAndBanner() {
        var bar = HTMLBuffer()
        bar.language = .brazilianPortuguese
        bar.hiddenFormFields = [(name: "csrf_token", value: "t0k3n")]
        chrome.inLanguage(.brazilianPortuguese).signedInNavBar.render(into: &bar, currentHref: "/", userName: "Ada")
        let member = String(decoding: bar.takeBytes(), as: UTF8.self)
        #expect(member.contains(#"aria-label="Principal""#))
        #expect(member.contains(#"<span class="visually-hidden">Você entrou como </span>Ada"#))
        #expect(member.contains(">Sair</button>"))
        var banner = HTMLBuffer()
        banner.language = .brazilianPortuguese
        chrome.inLanguage(.brazilianPortuguese).unconfirmedEmailNotice.render(into: &banner)
        let notice = String(decoding: banner.takeBytes(), as: UTF8.self)
        #expect(notice.contains("Confirme seu e-mail: abra o link que enviamos para você."))
        #expect(notice.contains(">Reenviar o link</button>"))
    }
}
