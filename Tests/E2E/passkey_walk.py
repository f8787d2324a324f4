"""Passkeys, after the second-step walk, in the same browser. With scripts, Chromium gets a
virtual authenticator through the DevTools protocol (`WebAuthn.*`), which makes and holds
discoverable passkeys and verifies its user as a platform authenticator would: a new member
is told passkeys wait for the address's proof, opens the confirmation link, confirms it is them, adds a passkey named "Laptop", sees it listed, signs out, signs in with it
with no address typed, confirms it is them with it at the sudo prompt, and removes it. Without scripts, the passkey buttons are absent and the
password form still signs in."""

import urllib.parse

from selenium.webdriver.common.by import By

from address_proof import confirm_address, expect_address_unproven
from mail_sink import MailSink
from screen_walk import Member, ScreenWalk

# What a phone or laptop's own authenticator offers: CTAP2, built in, holding passkeys, and
# checking its user (a fingerprint or PIN) every time.
VIRTUAL_AUTHENTICATOR = {
    "protocol": "ctap2", "transport": "internal", "hasResidentKey": True,
    "hasUserVerification": True, "isUserVerified": True,
}


class PasskeyWalk:
    def __init__(self, walk: ScreenWalk, sink: MailSink):
        self.walk = walk
        self.sink = sink

    def run(self) -> None:
        walk = self.walk
        if walk.driver.find_elements(By.CSS_SELECTOR, "header .navbar-user"):
            walk.sign_out()
        if not walk.options.javascript:
            self.expect_no_passkey_buttons()
            return
        walk.driver.execute_cdp_cmd("WebAuthn.enable", {"enableUI": False})
        authenticator = walk.driver.execute_cdp_cmd(
            "WebAuthn.addVirtualAuthenticator", {"options": VIRTUAL_AUTHENTICATOR})["authenticatorId"]
        try:
            self.add_sign_in_and_remove()
        finally:
            walk.driver.execute_cdp_cmd("WebAuthn.removeVirtualAuthenticator", {"authenticatorId": authenticator})
            walk.driver.execute_cdp_cmd("WebAuthn.disable", {})

    def add_sign_in_and_remove(self) -> None:
        walk = self.walk
        member = Member.unique("Katherine Johnson")
        member_id = walk.sign_up(member, screen=None)
        expect_address_unproven(walk, "/settings/passkeys")
        walk.screen("passkeys-unproven")
        confirm_address(walk, self.sink, member)

        # Sudo mode first, as after a while signed in.
        walk.open("/settings/confirm?" + urllib.parse.urlencode({"next": "/settings/passkeys"}))
        walk.expect_heading("Confirm your password")
        walk.fill("password", member.password)
        walk.press("Confirm")
        walk.expect_path("/settings/passkeys")
        walk.expect_heading("Passkeys")
        walk.screen("passkeys")
        walk.fill("name", "Laptop")
        walk.press("Add a passkey")
        walk.expect_path("/settings/passkeys")
        walk.expect_text_in(".flash-area", "Passkey added.", "the flash after adding a passkey")
        walk.expect_text_in(".passkey-list", "Laptop", "the passkey list")
        walk.screen("passkeys-added")
        walk.sign_out()

        walk.open("/login")
        walk.screen("login-passkey", raw=False)
        walk.press("Sign in with a passkey")
        walk.expect_path(f"/users/{member_id}")
        walk.expect_text_in("header", member.name, "the nav bar after a passkey sign-in")

        walk.open("/settings/activity")
        walk.expect_text_in("main", "Signed in with a passkey", "the security log after a passkey sign-in")
        # The sudo prompt takes the passkey instead of the password.
        walk.open("/settings/confirm?" + urllib.parse.urlencode({"next": "/settings/passkeys"}))
        walk.screen("confirm-passkey")
        walk.press("Confirm with a passkey")
        walk.expect_path("/settings/passkeys")
        walk.press("Remove this passkey")
        walk.expect_path("/settings/passkeys")
        walk.expect_text_in(".flash-area", "That passkey is removed.", "the flash after removing a passkey")
        walk.expect_text_in("main", "You have no passkeys.", "the empty passkey list")

    def expect_no_passkey_buttons(self) -> None:
        walk = self.walk
        walk.open("/login")
        shown = [button for button in walk.driver.find_elements(By.XPATH, "//main//button") if button.is_displayed()]
        names = [button.text.strip() for button in shown]
        if names != ["Sign in"]:
            walk.fail(f"without scripts the sign-in page should offer only its password form, not {names}")
