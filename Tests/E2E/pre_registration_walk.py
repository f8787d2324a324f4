"""Someone signs up first with another person's address, as the two people do it, after the
passkey walk, with scripts (passkeys need them): the squatter signs up with the owner's address
and, as an account from before passkeys and codes needed a proven address could, adds a passkey
(Chromium's virtual authenticator) and turns codes on (pyotp). The owner, in a browser of their
own, asks for a sign-in link and opens it from the mail: they land on choosing their own
password, with no code asked, and are told what was removed. The squatter's session is gone,
their passkey no longer signs in, nor their password; the owner's own sign-in asks no code."""

import urllib.parse

import pyotp
from selenium.webdriver.common.by import By

from browser import DESKTOP, open_browser
from mail_sink import MailSink
from passkey_walk import VIRTUAL_AUTHENTICATOR
from screen_walk import Member, ScreenWalk, WalkOptions
from store_access import run_sql

OWNER_PASSWORD = "the owner's very own password"


class PreRegistrationWalk:
    def __init__(self, walk: ScreenWalk, sink: MailSink, database: str, owner_address: str):
        self.walk = walk
        self.sink = sink
        self.database = database
        self.owner_address = owner_address

    def run(self) -> None:
        walk = self.walk
        # Passkeys need scripts; the phone's walk would repeat the same flow.
        if not walk.options.javascript or walk.options.size.is_phone:
            return
        if walk.driver.find_elements(By.CSS_SELECTOR, "header .navbar-user"):
            walk.sign_out()
        owner = Member.unique("Mae Jemison")
        squatter = Member(name="Squatter", email=owner.email, password="the squatter's own password")
        walk.sign_up(squatter, screen=None)
        walk.driver.execute_cdp_cmd("WebAuthn.enable", {"enableUI": False})
        authenticator = walk.driver.execute_cdp_cmd(
            "WebAuthn.addVirtualAuthenticator", {"options": VIRTUAL_AUTHENTICATOR})["authenticatorId"]
        try:
            self.add_ways_in_as_before_the_rule(owner.email)
            self.owner_takes_the_address(owner)
            self.squatter_is_locked_out(squatter)
        finally:
            walk.driver.execute_cdp_cmd("WebAuthn.removeVirtualAuthenticator", {"authenticatorId": authenticator})
            walk.driver.execute_cdp_cmd("WebAuthn.disable", {})
        self.owner_signs_in_without_a_code(owner)

    def add_ways_in_as_before_the_rule(self, email: str) -> None:
        """The screens refuse both to an unproven address; the store marks the address proven
        for the moment an account from before the rule needed."""
        walk = self.walk
        walk.open("/settings/passkeys")
        walk.expect_text_in("#address-unproven", "once your e-mail address is confirmed", "the squatter's passkeys screen")
        quoted = email.replace("'", "''")
        run_sql(self.database, f"UPDATE users SET email_confirmed_at = 1 WHERE email = '{quoted}'")
        walk.open("/settings/passkeys")
        walk.fill("name", "Squatter's key")
        walk.press("Add a passkey")
        walk.expect_text_in(".flash-area", "Passkey added.", "the squatter's passkey")
        walk.open("/settings/two-factor")
        app = pyotp.TOTP(walk.find(By.ID, "authenticator-secret").text.strip())
        walk.fill("code", app.now())
        walk.press("Turn on")
        if len(walk.driver.find_elements(By.CSS_SELECTOR, "#recovery-codes li")) != 10:
            walk.fail("the squatter's codes did not turn on")
        run_sql(self.database, f"UPDATE users SET email_confirmed_at = NULL WHERE email = '{quoted}'")

    def owner_takes_the_address(self, owner: Member) -> None:
        walk = self.walk
        browser = open_browser(DESKTOP, javascript=True, client_address=self.owner_address)
        mine = ScreenWalk(browser, walk.base_url, WalkOptions(size=DESKTOP, javascript=True, axe=False, dark_mode_axe=False,
                                                              raw_html=None), walk.screenshots / "owner")
        try:
            sent = len(self.sink.messages)
            mine.open("/login/link")
            mine.fill("email", owner.email)
            mine.press("Mail me a link")
            link = urllib.parse.urlsplit(self.sink.wait_for(owner.email, "sign-in link", after=sent).link_to("/login/link/open"))
            mine.open(link.path + "?" + link.query)
            mine.press("Sign in")
            mine.expect_path("/settings/password")
            mine.expect_text_in(".flash-area", "passkeys, authenticator codes and trusted browsers the account had are removed",
                                "the owner's flash after the first proof")
            mine.screen("pre-registration-owner-choose-password")
            mine.fill("new_password", OWNER_PASSWORD)
            mine.fill("password_confirmation", OWNER_PASSWORD)
            mine.press("Change password")
            mine.expect_path("/settings")
            mine.open("/settings/passkeys")
            mine.expect_text_in("main", "You have no passkeys.", "the owner's passkeys after the proof")
            mine.open("/settings/activity")
            mine.expect_text_in("main", "were removed", "the owner's security log after the proof")
        finally:
            walk.findings.extend(mine.findings)
            browser.quit()

    def squatter_is_locked_out(self, squatter: Member) -> None:
        walk = self.walk
        walk.open("/settings")
        if not walk.current_path().startswith("/login"):
            walk.fail(f"the squatter's session outlived the owner's proof: /settings led to {walk.current_path()}")
        walk.press("Sign in with a passkey")
        walk.expect_text_in("main", "That passkey did not sign you in.", "the squatter's passkey after the owner's proof")
        if walk.driver.find_elements(By.CSS_SELECTOR, "header .navbar-user"):
            walk.fail("the squatter's passkey signed in after the owner proved the address")
        walk.screen("pre-registration-passkey-refused", raw=False)
        walk.open("/login")
        walk.fill("email", squatter.email)
        walk.fill("password", squatter.password)
        walk.press("Sign in")
        walk.expect_path("/login")
        walk.expect_text_in("main", "The email or password is incorrect.", "the squatter's password after the owner's proof")

    def owner_signs_in_without_a_code(self, owner: Member) -> None:
        walk = self.walk
        walk.open("/login")
        walk.fill("email", owner.email)
        walk.fill("password", OWNER_PASSWORD)
        walk.press("Sign in")
        if walk.current_path() == "/login/code":
            walk.fail("the owner's sign-in asks for the squatter's code")
        if not walk.current_path().startswith("/users/"):
            walk.fail(f"the owner's sign-in ended at {walk.current_path()}")
        walk.sign_out()
